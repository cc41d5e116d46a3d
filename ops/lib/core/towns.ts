/**
 * `--town NAME` of ops:queue and ops:geocode, pure: a town matched by name
 * or slug, in any case, trimmed; an unknown one refused with the towns that
 * exist (and the closest, when one is plainly meant).
 */
import type { OpsClinic } from './model.ts'

/** 'Bowling Green', ' bowling-green ' and 'BOWLING GREEN' are one key. */
export const townKey = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The towns of these clinics, each once, by name. */
export const townsOf = (clinics: readonly Pick<OpsClinic, 'city'>[]) =>
  [...new Set(clinics.map((c) => c.city))].sort((a, b) => a.localeCompare(b))

/** Edit distance (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    prev = row
  }
  return prev[b.length]!
}

/**
 * The one town a misspelling plainly means: at most 2 edits away (1 for a
 * name of 4 letters or fewer), and nearer than any other; else null.
 */
export function closestTown(
  text: string,
  towns: readonly string[],
): string | null {
  const k = townKey(text)
  const scored = towns
    .map((t) => ({ t, d: distance(k, townKey(t)) }))
    .sort((a, b) => a.d - b.d)
  const [best, next] = scored
  if (!best || best.d > (k.length <= 4 ? 1 : 2)) return null
  return next && next.d === best.d ? null : best.t
}

/**
 * The town `--town` names, as the clinics spell it; or, for a town no
 * clinic is in, the refusal: "ops:queue: no clinic in town 'Padukah' (did
 * you mean Paducah?). Towns: Arlington, Barlow, …".
 */
export function matchTown(
  clinics: readonly Pick<OpsClinic, 'city'>[],
  text: string,
  command: string,
): { town: string } | { refusal: string } {
  const towns = townsOf(clinics)
  const town = towns.find((t) => townKey(t) === townKey(text))
  if (town !== undefined && townKey(text) !== '') return { town }
  const near = closestTown(text, towns)
  return {
    refusal: `${command}: no clinic in town '${text.trim()}'${near ? ` (did you mean ${near}?)` : ''}. Towns: ${towns.join(', ') || 'none'}`,
  }
}
