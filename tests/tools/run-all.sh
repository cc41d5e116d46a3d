#!/usr/bin/env bash
# `npm test`: every test layer, in order. Stops at the first failing layer.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n== %s ==\n' "$1"; }

step "typecheck"
npx tsc -b

step "lint"
npx eslint . --max-warnings=0

step "format"
npx prettier --check . >/dev/null || { npx prettier --check . ; exit 1; }

step "unit, contract and component tests"
npx vitest run

step "database: migrations, row-level security and seed on real PostgreSQL"
bash tests/tools/pg-test.sh

step "Edge Function on real Deno"
bash tests/tools/edge-test.sh

step "end-to-end (production build, Chromium)"
bash tests/tools/ensure-chromium.sh
bash tests/tools/build-e2e.sh
npx playwright test
