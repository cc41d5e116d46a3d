#!/usr/bin/env bash
# The Edge Function proof on real Deno (the npm package `deno`, no network
# imports): type-check the function and run its tests, whose stand-ins for
# PostgREST and Resend are real HTTP servers on 127.0.0.1.
#
#   bash tests/tools/edge-test.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

# Deno's cache stays inside the project (ignored by git, ESLint and Prettier).
export DENO_DIR="${DENO_DIR:-$PWD/node_modules/.cache/deno}"
export DENO_NO_UPDATE_CHECK=1
DENO=(node_modules/.bin/deno)
[ -x "${DENO[0]}" ] || DENO=(npx --no-install deno)

# No jsr:/https: imports: they cannot load offline, and the tests must not
# depend on the network.
if grep -rnE "from ['\"](jsr:|https?:)|import\(['\"](jsr:|https?:)" supabase/functions; then
  echo "edge-test: network imports are not allowed in supabase/functions" >&2
  exit 1
fi

"${DENO[@]}" check --no-lock supabase/functions/
"${DENO[@]}" test --no-lock --allow-net=127.0.0.1 --allow-env supabase/functions/
