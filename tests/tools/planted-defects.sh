#!/usr/bin/env bash
# Plants deliberate defects, one at a time, each in a throwaway copy of the
# committed tree (git worktree, node_modules shared), and runs the layer of
# the gate that should catch it: the defect must make that layer fail. It
# proves the gate can fail where it matters; `npm test` itself never runs it.
#
#   bash tests/tools/planted-defects.sh          # all of them, about 5 minutes
#   bash tests/tools/planted-defects.sh csp rls  # only those named
#
# A plant that no longer applies (its source line changed) is an error, not
# a pass: update the plant with the code. Prints one line per defect and
# exits non-zero when a defect went uncaught.
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/planted.XXXXXX")"
cleanup() {
  git -C "$ROOT" worktree remove --force "$WORK/tree" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# plant NAME FILE OLD NEW: in the copy, OLD (exactly once in FILE) becomes NEW.
plant() {
  python3 - "$WORK/tree/$2" "$3" "$4" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path, encoding='utf-8').read()
if text.count(old) != 1:
    sys.exit(f"the plant does not apply: {old!r} is in {path} {text.count(old)} times")
open(path, 'w', encoding='utf-8').write(text.replace(old, new))
PY
}

# The defects: name ^ file ^ the line as it is ^ the line planted ^ layer ^ command.
DEFECTS=(
  "weekday^src/domain/hours/open-status.ts^  if (isWithinRange(range, now.minutes)) {^  if (isWithinRange(range, now.minutes) !== (now.weekday === 'wednesday')) {^Vitest (domain)^npx vitest run tests/unit/domain/hours"
  "banner^src/app/layout.tsx^        <EmergencyNotice showInfoButton={showInfoButton} />^        {showInfoButton && <EmergencyNotice showInfoButton={showInfoButton} />}^Vitest (component)^npx vitest run tests/component"
  "csp^src/domain/hosting/headers.ts^    ['base-uri', [\"'self'\"]],^^Vitest (domain)^npx vitest run tests/unit/domain/hosting tests/unit/prerender"
  "rls^supabase/migrations/20261201000001_before_you_go.sql^-- PLANT-END^^PostgreSQL^bash tests/tools/pg-test.sh"
  "facts^src/domain/fact-filters.ts^    facts.minAgeMonths !== null &&\n    facts.minAgeMonths > keepsUpTo^    (facts.minAgeMonths === null || facts.minAgeMonths > keepsUpTo)^Vitest (domain)^npx vitest run tests/unit/domain/fact-filters.test.ts"
  "es-precache^src/prerender/build.ts^      pages: b.pages.map((p) => p.path),^      pages: [...b.pages.map((p) => p.path), ...(dest === 'es/sw.js' ? ['/es/manifest.webmanifest'] : [])],^the build (e2e-builds)^npx tsx src/prerender/build.ts --logLevel warn --outDir dist-planted"
  "redraw^src/components/clinic/clinic-card-list.tsx^            !keepsFirst(last.current, clinics))),^            false)),^Vitest (component)^npx vitest run tests/component/clinic"
)

missed=0
for entry in "${DEFECTS[@]}"; do
  IFS='^' read -r name file old new layer command <<<"$entry"
  if [ "$#" -gt 0 ] && [[ " $* " != *" $name "* ]]; then continue; fi
  git -C "$ROOT" worktree add --detach --force "$WORK/tree" HEAD >/dev/null 2>&1 || {
    echo "planted-defects: could not make a copy of the tree" >&2
    exit 2
  }
  ln -s "$ROOT/node_modules" "$WORK/tree/node_modules"
  old="$(printf '%b' "$old")"
  new="$(printf '%b' "$new")"
  if [ "$name" = rls ]; then
    # A policy and a grant letting anon insert clinics, at the end of the
    # last migration.
    printf '%s\n' 'grant insert on public.clinics to anon;' \
      'create policy planted_anon_insert on public.clinics for insert to anon with check (true);' \
      >>"$WORK/tree/$file"
  else
    plant "$name" "$file" "$old" "$new" || exit 2
  fi
  t0=$SECONDS
  if (cd "$WORK/tree" && env -u CI bash -c "$command") >"$WORK/$name.log" 2>&1; then
    printf '  MISSED %-12s %s passed with the defect (%ss)\n' "$name" "$layer" "$((SECONDS - t0))"
    missed=$((missed + 1))
  else
    failed="$(sed 's/\x1b\[[0-9;]*m//g' "$WORK/$name.log" | grep -Em1 'FAIL|✘|failed|Error' | cut -c1-110)"
    printf '  caught %-12s by %s (%ss): %s\n' "$name" "$layer" "$((SECONDS - t0))" "$failed"
  fi
  git -C "$ROOT" worktree remove --force "$WORK/tree" >/dev/null 2>&1
done
[ "$missed" = 0 ]
