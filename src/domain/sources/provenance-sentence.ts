/**
 * The clinic page's one sentence on where a listing comes from: what was
 * confirmed, when and by what. Pure: the block that shows it is
 * src/features/clinic-detail/listing-provenance.tsx.
 */
import { monthYear } from '../clinic-display'
import { METHOD_WORDS, confirmedDate, sourceAndWhen } from '../freshness'
import type { FieldVerification } from '../verification'

/**
 * The headline of 'Where this listing comes from'. Hours we confirmed:
 * 'Hours last confirmed by phone November 2026'. Hours taken from a public
 * source are not confirmed by us: "Hours not confirmed by us; from the
 * clinic's website, December 2026". Otherwise it says so
 * first ('Hours not confirmed by us'), as the field list below it does,
 * then how old the details are (the record's date, {Month YYYY}, or
 * undated) and that they come from the sources listed, or that none is. It never says the hours were
 * confirmed when the list says 'Hours: Not confirmed'. `sourceCount` is
 * the number of sources the block lists (displayedSources).
 */
export function provenanceSentence(
  asOf: string | null,
  hours: FieldVerification | null,
  sourceCount: number,
): string {
  const checked = monthYear(confirmedDate(hours))
  const from = hours && checked ? sourceAndWhen(hours) : null
  if (from) return `Hours not confirmed by us; ${from}`
  if (hours && checked)
    return `Hours last confirmed ${METHOD_WORDS[hours.method]} ${checked}`
  const when = monthYear(asOf)
  if (sourceCount === 0)
    return 'Hours not confirmed by us, and the listing names no source'
  if (when)
    return sourceCount === 1
      ? `Hours not confirmed by us; the details are as of ${when}, from the source below`
      : `Hours not confirmed by us; the details are as of ${when}, from the sources below`
  return sourceCount === 1
    ? 'Hours not confirmed by us; the details are undated, from the source below'
    : 'Hours not confirmed by us; the details are undated, from the sources below'
}
