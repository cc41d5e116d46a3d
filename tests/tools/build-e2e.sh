#!/usr/bin/env bash
# Production builds for the end-to-end tests, one per data mode. Both point
# the geocoder at the loopback stand-in; database mode also points Supabase at it.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ -n "${E2E_PORT_BASE:-}" ]]; then STAND_IN_PORT="$E2E_PORT_BASE"; else STAND_IN_PORT=54329; fi
STAND_IN="http://127.0.0.1:$STAND_IN_PORT"
common=(VITE_GEOCODER_URL="$STAND_IN/search" VITE_SITE_URL="https://kids-urgent-care.example" VITE_CONTACT_EMAIL="help@kids-urgent-care.example")
env "${common[@]}" VITE_SUPABASE_URL= VITE_SUPABASE_ANON_KEY= \
  npx vite build --logLevel warn --outDir dist-e2e/builtin --emptyOutDir
env "${common[@]}" VITE_SUPABASE_URL="$STAND_IN" VITE_SUPABASE_ANON_KEY="e2e-anon-key" \
  npx vite build --logLevel warn --outDir dist-e2e/database --emptyOutDir
