import { expect, test } from './support/test'
import { CLINIC_ROWS } from '../../src/data/builtin/generated/data'
import { toOpsClinic, type ClinicSourceRow } from '../../ops/lib/core/model'
import { sheetHtml } from '../../ops/lib/sheets-out/queue'
import { openReportsByClinic } from '../../ops/lib/core/reports'

/*
 * The operator's printed call sheet (issue 47: 'a round of ten calls is one
 * printed page or three'), printed by Chromium as a PDF on Letter paper:
 * ten real clinics in December, when the sheet also asks the four holidays
 * of the next 30 days and a reported clinic carries the parents' words, fit
 * three pages. Runs once, in the built-in project: it prints no page of
 * the site.
 */
const DEC_2 = new Date('2026-12-02T16:00:00Z')

test('ten clinics print on three Letter pages or fewer, with a same-as-stored box per field', async ({
  page,
}) => {
  // A call sheet's clinics: those with a phone.
  const clinics = CLINIC_ROWS.map((r) =>
    toOpsClinic(r as unknown as ClinicSourceRow),
  )
    .filter((c) => c.phone !== null)
    .slice(0, 10)
  expect(clinics).toHaveLength(10)
  const reports = openReportsByClinic([
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      clinicId: clinics[0]!.id,
      kinds: ['hours_wrong'],
      note: 'They close at 5 on Saturdays now, not 8. The sign on the door says so and the phone message too.',
      replyEmail: null,
      clientHash: null,
      networkHash: null,
      countedByNetwork: true,
      createdAt: '2026-12-01T15:00:00Z',
      status: 'new',
      handledAt: null,
      handledBy: null,
    },
  ])
  const html = sheetHtml(clinics, 'call', DEC_2, reports)
  expect(html).toContain('Christmas Eve')
  // A box for each stored value (phone, address, website, a whole week of
  // hours, each known fact and holiday); none where nothing is stored.
  const stored = clinics.reduce(
    (n, c) =>
      n +
      [c.phone, c.address, c.website].filter((v) => v !== null).length +
      (Object.values(c.hours).every((h) => h !== null) ? 1 : 0) +
      Object.values(c.facts).filter((v) => v !== null).length +
      c.hoursExceptions.length,
    0,
  )
  expect(html.match(/<td class="same">☐ same<\/td>/g)).toHaveLength(stored)
  await page.setContent(html)
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  test.info().annotations.push({
    type: 'pages',
    description: `${pages.length} Letter pages for ${clinics.length} clinics`,
  })
  expect(pages.length).toBeGreaterThan(0)
  expect(pages.length).toBeLessThanOrEqual(3)
})
