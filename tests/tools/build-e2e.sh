#!/usr/bin/env bash
# Production builds for the end-to-end tests, one per data mode (and the
# built-in one again with React's development bundle), each made by
# `npm run build`'s own pipeline (client build, SSR build, prerender). Both
# point the geocoder and the map tiles at the loopback stand-in; database mode also points
# Supabase at it, and its pages are prerendered from the stand-in's data, so
# the stand-in runs for the duration of that build (stopped on exit, always).
# A last database-mode build is made from the hostile-data set
# (tests/e2e/support/hostile-data.ts, served by a second stand-in) into
# dist-e2e/hostile, its log kept in dist-e2e/hostile-build.log.
#
# E2E_MODES picks the builds (default: all four, "builtin react-dev database
# hostile"; "ads", the built-in data with page views and ads pointed at the
# stand-in, is built only when named, as npm test does); npm test makes the database build on other ports
# (E2E_PORT_BASE) than the others, so two Playwright runs go side by side.
set -euo pipefail
cd "$(dirname "$0")/../.."
MODES=" ${E2E_MODES:-builtin react-dev database hostile} "
wants() { [[ "$MODES" == *" $1 "* ]]; }
if [[ -n "${E2E_PORT_BASE:-}" ]]; then
  STAND_IN_PORT="$E2E_PORT_BASE"
  HOSTILE_PORT=$((E2E_PORT_BASE + 5))
else
  STAND_IN_PORT=4186
  HOSTILE_PORT=4188
fi
STAND_IN="http://127.0.0.1:$STAND_IN_PORT"
common=(VITE_GEOCODER_URL="$STAND_IN/search" VITE_MAP_TILE_URL="$STAND_IN/tiles/{z}/{x}/{y}.png" VITE_SITE_URL="https://kids-urgent-care.example" VITE_CONTACT_EMAIL="help@kids-urgent-care.example")
build=(npx tsx src/prerender/build.ts --logLevel warn)

if wants builtin; then
  env "${common[@]}" VITE_SUPABASE_URL= VITE_SUPABASE_ANON_KEY= \
    "${build[@]}" --outDir dist-e2e/builtin
fi
# The same with React's development bundle, for the strict hydration checks.
if wants react-dev; then
  env "${common[@]}" VITE_SUPABASE_URL= VITE_SUPABASE_ANON_KEY= NODE_ENV=development \
    "${build[@]}" --outDir dist-e2e/react-dev
fi

# Page views and ads on, both at the stand-in (its /count and its ad script):
# tests/e2e/measurement-ads.spec.ts.
if wants ads; then
  env "${common[@]}" VITE_SUPABASE_URL= VITE_SUPABASE_ANON_KEY= \
    VITE_ANALYTICS_URL="$STAND_IN/count" VITE_ADS_CLIENT="ca-pub-0000000000000000" \
    VITE_ADS_SLOTS="article-middle=1111111111 article-end=2222222222 town-guide=3333333333" \
    VITE_ADS_SCRIPT_URL="$STAND_IN/ads/adsbygoogle.js" \
    "${build[@]}" --outDir dist-e2e/ads
fi

STAND_IN_PID=
stop_stand_in() {
  if [[ -n "$STAND_IN_PID" ]] && kill -0 "$STAND_IN_PID" 2>/dev/null; then
    kill "$STAND_IN_PID" 2>/dev/null || true
    wait "$STAND_IN_PID" 2>/dev/null || true
  fi
  STAND_IN_PID=
}
trap stop_stand_in EXIT

# The stand-in's own process (not npx's), so stopping it frees the port.
start_stand_in() { # port [VAR=value...]
  local port="$1" url="http://127.0.0.1:$1"
  shift
  env "$@" node --import tsx tests/e2e/support/stand-in-server.ts "$port" >/dev/null &
  STAND_IN_PID=$!
  for _ in $(seq 1 100); do
    kill -0 "$STAND_IN_PID" 2>/dev/null || {
      echo "build-e2e: the stand-in server did not start on port $port (in use?)" >&2
      exit 1
    }
    if node -e "fetch('$url/__control').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
      break
    fi
    sleep 0.2
  done
  node -e "fetch('$url/__control').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" || {
    echo "build-e2e: the stand-in server at $url did not answer" >&2
    exit 1
  }
}

if wants database; then
  start_stand_in "$STAND_IN_PORT"
  # The read deadline lowered from 8 s to 3 s, so the outage tests
  # (tests/e2e/outage.spec.ts) see a hanging database end in its message soon.
  env "${common[@]}" VITE_SUPABASE_URL="$STAND_IN" VITE_SUPABASE_ANON_KEY="e2e-anon-key" \
    VITE_READ_TIMEOUT_MS=3000 \
    "${build[@]}" --outDir dist-e2e/database
  stop_stand_in
fi
wants hostile || exit 0

# The hostile-data build: it must succeed, name the rows it fixed or skipped,
# and keep the policy from configuration (VITE_IMAGE_ORIGINS), not the data.
start_stand_in "$HOSTILE_PORT" STAND_IN_DATA=hostile
env "${common[@]}" VITE_SUPABASE_URL="http://127.0.0.1:$HOSTILE_PORT" VITE_SUPABASE_ANON_KEY="e2e-anon-key" \
  VITE_IMAGE_ORIGINS="https://images.kids-urgent-care.example" \
  "${build[@]}" --outDir dist-e2e/hostile >dist-e2e/hostile-build.log 2>&1 || {
  cat dist-e2e/hostile-build.log >&2
  echo "build-e2e: the hostile-data build failed" >&2
  exit 1
}
stop_stand_in
