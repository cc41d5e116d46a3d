/**
 * ops:harvest's printable pages (issue 51, item 3): beside each CSV it
 * writes, the same rows as a page to print and review on paper
 * (sources/review-html.ts). One call from cli-harvest.ts.
 */
import { writeFileSync } from 'node:fs'
import {
  newListingsHtml,
  reviewHtml,
  type NewListingRow,
  type ReviewRow,
} from '../sources/index.ts'
import type { Io } from './cli.ts'

/** `harvest-<date>.html` and `harvest-new-listings-<date>.html` beside their CSV. */
export function writeHarvestPages(
  sheets: { review: string; newListings: string },
  rows: { review: readonly ReviewRow[]; newListings: readonly NewListingRow[] },
  date: string,
  io: Io,
): void {
  const html = (csv: string) => csv.replace(/\.csv$/, '') + '.html'
  writeFileSync(html(sheets.review), reviewHtml(rows.review, date))
  writeFileSync(
    html(sheets.newListings),
    newListingsHtml(rows.newListings, date),
  )
  io.out(
    `printable: ${html(sheets.review)}, ${html(sheets.newListings)} (grouped by clinic, disagreements marked ≠)`,
  )
}
