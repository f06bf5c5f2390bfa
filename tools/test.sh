#!/usr/bin/env bash
# `npm test`: installs what the tests need, then runs every layer. Each layer can run alone
# (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PACT_DO_NOT_TRACK=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

# Each step prints how long it took, so a slower CI run shows where the time went.
step_name='Install'
step_start=$SECONDS
step() {
  echo "   ($step_name: $((SECONDS - step_start)) s)"
  step_name=$1
  step_start=$SECONDS
  if [[ -n "$1" ]]; then echo "== $1"; fi
}

bash tools/ensure-deps.sh
bash tools/ensure-browser.sh

step "Format, type-check, lint"
# The three read the sources and write nothing, each on one core: side by side they took 52 s in a
# CI rehearsal, against 66 s one after another. Each one's output is printed whole, in this order,
# once all three are done; any failure fails the step.
# - The type-check is one program over the whole workspace (tsconfig.json): the per-project checks
#   would re-check each shared lib once per project that imports it.
# - Lint is one run over the whole workspace, as the type-check: per project, ESLint started 16
#   times (30 s against 12 s here). The module-boundary rule reads Nx's project graph, which a
#   fresh clone has not computed yet: without it the rule skips itself with a warning and checks
#   nothing, so `npm run lint` has Nx compute it first.
checks_dir=$(mktemp -d)
npx prettier --check . --log-level warn >"$checks_dir/format" 2>&1 &
format_pid=$!
npx tsc -p tsconfig.json >"$checks_dir/typecheck" 2>&1 &
typecheck_pid=$!
npm run -s lint >"$checks_dir/lint" 2>&1 &
lint_pid=$!
failed_checks=()
for check in format:$format_pid typecheck:$typecheck_pid lint:$lint_pid; do
  name=${check%%:*}
  wait "${check##*:}" || failed_checks+=("$name")
  cat "$checks_dir/$name"
done
rm -rf "$checks_dir"
if ((${#failed_checks[@]} > 0)); then
  echo "Failed: ${failed_checks[*]}"
  exit 1
fi

step "Unit and component tests, build"
npx nx run-many -t test build --outputStyle=static
# The scripts' own tests (tools/ is not a workspace project): the Lighthouse step's rules and the
# backend team's contract loop.
(cd tools && npx vitest run)

step "Contract"
bash tools/contract.sh

step "End to end"
npx nx run @site-admin/admin-e2e:e2e --outputStyle=static

# The three measurements each run whatever the one before found, so a run prints every figure;
# it fails at the end if any of them missed its budget.
missed=()

step "Lighthouse"
# The dashboard, the order list and an order panel, three runs each, on the build the steps above
# made, served over HTTPS by HTTP/2 on a free port (as production serves it). The median run of
# each page must keep accessibility 100 and CLS 0.05, and is held to performance 90, LCP 2.5 s and
# TBT 200 ms: those three are simulated from the page's task times, which this shared machine's
# load moves by several times (the README's Performance section), so their misses are printed and
# fail only with LIGHTHOUSE_STRICT=1.
CHROME_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}" npx tsx tools/lighthouse.ts || missed+=(Lighthouse)

step "Interaction speed"
# Paging, sorting and searching the order list on a shop of 10,000 orders at 50 a page: fails when
# an interaction's next paint is over 200 ms (they measure 16–40 ms).
npx tsx tools/interaction-speed.ts || missed+=("Interaction speed")

step "Budget"
npx tsx tools/bundle-budget.ts || missed+=(Budget)

step ""
if ((${#missed[@]} > 0)); then
  echo "Missed its budget: ${missed[*]}"
  exit 1
fi
echo "All checks passed in $SECONDS s."
