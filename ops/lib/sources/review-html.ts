/**
 * The harvest's sheets as printable pages (issue 51, item 3), beside their
 * CSV: the review sheet grouped by clinic, a line per field (the hours' days
 * that read alike on one line), the stored value with its confirmation, what
 * each source says with its date, disagreements marked; the new listings one
 * line each. Same style and escaping as the call sheet (core/html.ts):
 * every value is the web's text and printed escaped, never as a link.
 */
import {
  escHtml as esc,
  htmlPage,
  SHORT_WEEKDAY,
  sourceName,
} from '../core/index.ts'

const DAY: Readonly<Record<string, string>> = SHORT_WEEKDAY
import type { NewListingRow, ReviewRow } from './review.ts'

const CSS = `tr.dis td, tr.dis th { background: #eee; }
tr.dis th::before { content: '≠ '; }
td.v { width: 42%; }
td.why { color: #333; }
p.urls { font-size: 6.5pt; color: #444; margin: 0.1em 0 0; overflow-wrap: anywhere; }`

/** One field of one clinic: its rows, one per source. */
interface FieldLine {
  label: string
  days: string[]
  rows: ReviewRow[]
}

const lineKey = (rows: readonly ReviewRow[]) =>
  JSON.stringify(
    rows.map((r) => [r.stored, r.source, r.value, r.agreement, r.accept]),
  )

/** A clinic's rows as lines: per field, the hours' consecutive days alike merged ('hours Mon-Fri'). */
function fieldLines(rows: readonly ReviewRow[]): FieldLine[] {
  const byField = new Map<string, ReviewRow[]>()
  for (const r of rows)
    byField.set(r.field, [...(byField.get(r.field) ?? []), r])
  const lines: FieldLine[] = []
  for (const [field, list] of byField) {
    const day = field.startsWith('hours_') ? field.slice(6) : null
    const last = lines.at(-1)
    if (
      day &&
      last &&
      last.days.length > 0 &&
      lineKey(last.rows) === lineKey(list)
    ) {
      last.days.push(day)
      continue
    }
    lines.push({
      label: day ? 'hours' : field,
      days: day ? [day] : [],
      rows: list,
    })
  }
  return lines
}

const daysText = (days: readonly string[]) =>
  days.length === 0
    ? ''
    : days.length === 1
      ? DAY[days[0]!]!
      : `${DAY[days[0]!]}-${DAY[days.at(-1)!]}`

function lineHtml(l: FieldLine): string {
  const first = l.rows[0]!
  const disagree = l.rows.some((r) => r.agreement === 'sources disagree')
  const values = l.rows
    .map(
      (r) =>
        `<b>${esc(sourceName(r.source))}</b> ${esc(r.value)} <small>${esc(r.source_date)}</small>`,
    )
    .join('<br>')
  const whys = [
    ...new Set(
      l.rows.map((r) =>
        r.accept === 'yes' ? 'accept: yes' : r.why_not_by_default,
      ),
    ),
  ]
  return `<tr${disagree ? ' class="dis"' : ''}><th>${esc(l.label)}${l.days.length ? ` <small>${esc(daysText(l.days))}</small>` : ''}</th><td>${first.stored ? esc(first.stored) : '—'} <small>${esc(first.stored_confirmed)}</small></td><td class="v">${values}</td><td class="why">${esc(first.agreement)}${whys.filter(Boolean).length ? `: ${whys.filter(Boolean).map(esc).join('; ')}` : ''}</td></tr>`
}

/**
 * The review sheet as a page: a block per clinic (in the sheet's order),
 * several to a Letter page; a line per field, disagreements shaded and
 * marked ≠; the source URLs under the block, as text.
 */
export function reviewHtml(rows: readonly ReviewRow[], date: string): string {
  const clinics = new Map<string, ReviewRow[]>()
  for (const r of rows)
    clinics.set(r.clinic_id, [...(clinics.get(r.clinic_id) ?? []), r])
  const disagreeing = [...clinics.values()].filter((list) =>
    list.some((r) => r.agreement === 'sources disagree'),
  ).length
  const blocks = [...clinics.values()].map((list, i) => {
    const c = list[0]!
    const urls = [...new Set(list.map((r) => r.url))]
    return `<section>
<h2>${i + 1}. ${esc(c.clinic)} <small>${esc(c.town)}</small></h2>
<table>${fieldLines(list).map(lineHtml).join('')}</table>
<p class="urls">${urls.map(esc).join(' · ')} <span class="id">${esc(c.clinic_id)}</span></p>
</section>`
  })
  return htmlPage(
    `Harvest review, ${date}`,
    `<p class="legend">${clinics.size} clinic(s), ${rows.length} row(s), ${rows.filter((r) => r.accept === 'yes').length} accepted by default; ${disagreeing} clinic(s) where the sources disagree (≠, shaded: call them first, they rise in ops:queue). Per field: the stored value and its confirmation, what each source says and its date, then why it is or is not accepted by default. Decide in the CSV of the same name (accept: yes, or empty), then apply it.</p>
${blocks.join('\n')}`,
    CSS,
  )
}

/** The new-listings sheet as a page: a line per candidate, each 'not yet called'. */
export function newListingsHtml(
  rows: readonly NewListingRow[],
  date: string,
): string {
  const lines = rows.map(
    (r) =>
      `<tr><th>${esc(r.name)}</th><td>${esc(r.address) || '—'}</td><td>${esc(r.phone) || '—'}</td><td><b>${esc(sourceName(r.source))}</b> <small>${esc(r.source_date)}</small></td><td>${esc(r.nearest_listing) || '—'}</td><td>${esc(r.status)}</td></tr>
<tr><td colspan="6" class="id">${esc(r.url)}</td></tr>`,
  )
  return htmlPage(
    `Harvest new listings, ${date}`,
    `<p class="legend">${rows.length} place(s) in the region that no listing fits. None is listed until a call confirms it: call, then add it by hand.</p>
<div><table><tr><th>name</th><th>address</th><th>phone</th><th>source</th><th>nearest listing</th><th>status</th></tr>
${lines.join('\n')}</table></div>`,
    CSS,
  )
}
