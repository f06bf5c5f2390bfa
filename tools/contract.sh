#!/usr/bin/env bash
# The contract layer: the document is sound, the generated types are fresh, and every call the
# app makes (the pacts written by the consumer tests) agrees with the document and its mock.
set -euo pipefail
cd "$(dirname "$0")/.."
export PACT_DO_NOT_TRACK=true

echo "== OpenAPI lint"
npx redocly lint openapi/openapi.yaml --format=summary

echo "== Generated types are fresh"
npm run -s check-generated -w @site-admin/api-client || {
  echo "libs/api-client/src/generated is stale: run npm run generate -w @site-admin/api-client" >&2
  exit 1
}

echo "== Pact consumer tests"
npx nx run @site-admin/api-client:pact --skip-nx-cache

# The two checks of the pacts run side by side (each keeps one core busy: the validator about
# 26 s, the replay about 11 s); each one's report prints once both are done.
# The validator resolves the document's file references from the working directory.
# PACT_DIR (as for the consumer tests and the verifier) keeps a run's pacts apart from another's.
pact_dir="$(cd "${PACT_DIR:-pacts}" && pwd)"
# Every pact is checked, also after one disagrees; any disagreement fails the check (set -e does
# not act inside side_by_side's commands).
validate_pacts() {
  local pact status=0
  for pact in "$pact_dir"/*.json; do
    (cd openapi && npx swagger-mock-validator openapi.yaml "$pact") || status=1
  done
  return "$status"
}
# shellcheck source=tools/side-by-side.sh
source tools/side-by-side.sh
side_by_side \
  "replay=echo '== Pacts replayed against the mock server'; npx tsx tools/verify-pacts.ts" \
  "validator=echo '== Pacts against the document'; validate_pacts"

echo "== README lists every operation"
npx tsx tools/list-operations.ts --check
