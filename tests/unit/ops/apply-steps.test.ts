import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  answeredClinics,
  appliedIds,
  nextLines,
  reviewLines,
  targetProblems,
} from '../../../ops/lib/cli/cli'
import { planSheet, type SheetRow } from '../../../ops/lib/apply/plan'
import { HEADER, NOW, filled, opsClinic } from './factory'

/*
 * runApply's pure steps (ops/lib/cli/cli.ts); the command itself, its
 * receipt, targets and writes, is tested end to end in cli-file*.test.ts
 * and the ops database scripts (supabase/tests/70_, 71_).
 */
describe('ops:apply, step by step', () => {
  test('the clinics a sheet writes events for: rows with an outcome that stores one; a geocode sheet, those accepted', () => {
    const rows: SheetRow[] = [
      { line: 2, cells: { id: ' a ', outcome: 'Confirmed' } },
      { line: 3, cells: { id: 'b', outcome: 'not_found' } },
      { line: 4, cells: { id: 'c', outcome: '' } },
      { line: 5, cells: { id: 'd', accept: 'Y' } },
      { line: 6, cells: { id: 'e', accept: 'no' } },
    ]
    expect(appliedIds(rows, 'call')).toEqual(['a'])
    expect(appliedIds(rows, 'geocode')).toEqual(['d'])
    // A harvest review sheet: the clinics of its accepted rows that write
    // something, each once (a value the same as stored, over a call, writes
    // no event).
    const row = (cells: Record<string, string>) => ({
      field: 'phone',
      value: '(270) 555-0142',
      stored: '',
      stored_confirmed: 'never',
      source_date: '2026-12-01',
      ...cells,
    })
    const harvest: SheetRow[] = [
      { line: 2, cells: row({ clinic_id: 'h', accept: 'yes' }) },
      { line: 3, cells: row({ clinic_id: 'h', accept: 'Y' }) },
      { line: 4, cells: row({ clinic_id: 'i', accept: '' }) },
      { line: 5, cells: row({ clinic_id: 'j', accept: 'no' }) },
      {
        line: 6,
        cells: row({
          clinic_id: 'k',
          accept: 'yes',
          stored: '(270) 555-0142',
          stored_confirmed: '2026-11-20 (call)',
        }),
      },
      {
        line: 7,
        cells: row({
          clinic_id: 'l',
          accept: 'yes',
          stored: '(270) 555-0142',
          stored_confirmed: '2026-11-20 (website)',
        }),
      },
    ]
    expect(appliedIds(harvest, 'harvest')).toEqual(['h', 'l'])
  })

  test('the review: the diff, then the rows that store nothing', () => {
    const done = opsClinic()
    const research = opsClinic({ phone: null })
    const untouched = opsClinic()
    const plan = planSheet(
      HEADER,
      [
        filled(done, {
          outcome: 'confirmed',
          confirm: 'phone',
          method: 'call',
          initials: 'AB',
        }),
        {
          line: 3,
          cells: {
            ...filled(research, {}).cells,
            sheet: 'research',
            outcome: 'not_found',
          },
        },
        filled(untouched, {}, 4),
      ],
      [done, research, untouched],
      NOW,
    )
    expect(plan.problems).toEqual([])
    const review = reviewLines(plan, 'call')
    expect(review.slice(-2)).toEqual([
      'Research rows not_found (nothing stored; they stay on the research sheet): 3',
      'Rows without an outcome (not checked, left as they are): 4',
    ])
    expect(review.join('\n')).toContain(done.name)
  })

  test('problems named by their target when there are several, as they are when there is one', () => {
    const plan = (label: string, problems: string[]) => ({
      store: { label },
      plan: { problems },
    })
    expect(targetProblems([plan('the database', ['row 2: x'])])).toEqual([
      'row 2: x',
    ])
    expect(
      targetProblems([
        plan('database db:5432', ['row 2: x']),
        plan('data file', ['row 2: x', 'row 3: y']),
      ]),
    ).toEqual([
      'database db:5432: row 2: x',
      'data file: row 2: x',
      'data file: row 3: y',
    ])
  })

  test('what next: commit what was written (by name, the local day), build; the database shows it now', () => {
    const file = path.join(
      process.cwd(),
      'supabase/data/western-ky-clinics.json',
    )
    expect(
      nextLines({
        written: [file],
        kind: 'call',
        toDatabase: true,
        at: '2026-11-27T05:30:00.000Z',
      }),
    ).toEqual([
      'Next:',
      '  git add supabase/data/western-ky-clinics.json',
      '  git commit -m "Verification round Thu Nov 26, 2026"',
      '  npm run build   (the built-in data and the prerendered pages carry the checks once published)',
      '  the site reads the database: its pages show the checks now, nothing to rebuild for them',
    ])
    expect(
      nextLines({
        written: [],
        kind: 'geocode',
        toDatabase: false,
        at: NOW.toISOString(),
      }),
    ).toEqual(['Next:'])
  })

  test('the clinics answered: confirmed or changed, each once', () => {
    const a = { id: 'a', name: 'A' }
    const b = { id: 'b', name: 'B' }
    const check = (clinic: typeof a, outcome: string) =>
      ({ clinic, event: { outcome } }) as unknown as Parameters<
        typeof answeredClinics
      >[0][number]
    expect(
      answeredClinics([
        check(a, 'confirmed'),
        check(b, 'no_answer'),
        check(a, 'changed'),
      ]).map((c) => c.id),
    ).toEqual(['a'])
  })
})
