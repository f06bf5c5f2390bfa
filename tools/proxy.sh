#!/usr/bin/env bash
# `npm run proxy -- <base-url>`: builds the admin app (as `npm start` does) and serves it on PORT
# (default 4200) with its calls going to <base-url> through Prism's validating proxy; every reply
# that breaks the contract is logged (tools/contract-proxy.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
  echo "Usage: npm run proxy -- <base-url>   e.g. npm run proxy -- https://staging.example.com" >&2
  exit 2
fi
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash tools/ensure-deps.sh
if [ -z "${STATIC_DIR:-}" ]; then
  npx nx run @site-admin/admin:build --outputStyle=static
fi
exec npx tsx tools/contract-proxy.ts "$@"
