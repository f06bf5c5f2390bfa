#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the admin app and serves it with the mock API on
# one address (PORT, default 4200).
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash tools/ensure-deps.sh
npx nx run @site-admin/admin:build --outputStyle=static
exec npx tsx apps/mock-server/src/main.ts
