import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  ABBREVIATIONS,
  hospitalDisplayName,
  isIsoDate,
  longDate,
  parseAsOf,
  parseConfidence,
  titleCase,
} from '@/domain/emergency/names'

describe('titleCase', () => {
  test.each([
    ['THE MEDICAL CENTER AT SCOTTSVILLE', 'The Medical Center at Scottsville'],
    ['MURRAY-CALLOWAY COUNTY HOSPITAL', 'Murray-Calloway County Hospital'],
    ['Blanchfield ACH (FT Campbell)', 'Blanchfield ACH (Fort Campbell)'],
    ['MERCY HEALTH - LOURDES HOSPITAL', 'Mercy Health - Lourdes Hospital'],
    ["THE WOMEN'S HOSPITAL", "The Women's Hospital"],
    [
      'TRISTAR GREENVIEW REGIONAL HOSPITAL',
      'TriStar Greenview Regional Hospital',
    ],
    [
      'HARDIN COUNTY GENERAL HOSPITAL & CLINIC',
      'Hardin County General Hospital & Clinic',
    ],
    [
      'THE MEDICAL CENTER (BOWLING GREEN)',
      'The Medical Center (Bowling Green)',
    ],
    ['PEDIATRIC ER AND ED OF KY', 'Pediatric ER and ED of KY'],
    ['ST VINCENT EVANSVILLE IN', 'St Vincent Evansville IN'],
    ['CARE IN THE COUNTY', 'Care in the County'],
    ['IN', 'In'],
    ["O'BRIEN CLINIC", "O'Brien Clinic"],
    ['MCCRACKEN COUNTY', 'McCracken County'],
    ['TN MO IL ACH', 'TN MO IL ACH'],
  ])('name %s → %s', (raw, shown) => {
    expect(titleCase(raw)).toBe(shown)
  })

  test.each([
    ['456 BURNLEY ROAD', '456 Burnley Road'],
    ['320 WEST 18TH STREET', '320 West 18th Street'],
    ['1ST AND 2ND AVE', '1st and 2nd Ave'],
    ['1305 N ELM ST', '1305 N Elm St'],
    ['4604 US HIGHWAY 60 WEST', '4604 US Highway 60 West'],
    ['100 KY 80 E', '100 KY 80 E'],
    ['8885 SR 237', '8885 SR 237'],
    ['28 CHICK STREET, PO BOX 850', '28 Chick Street, PO Box 850'],
    ['12B NW MAIN', '12B NW Main'],
    ['650 Joel Dr', '650 Joel Dr'],
    ['CAPE GIRARDEAU', 'Cape Girardeau'],
    ['Fort Campbell', 'Fort Campbell'],
    ['FT CAMPBELL BLVD', 'Fort Campbell Blvd'],
  ])('address or city %s → %s', (raw, shown) => {
    expect(titleCase(raw)).toBe(shown)
  })

  test('empty and punctuation-only text is unchanged', () => {
    expect(titleCase('')).toBe('')
    expect(titleCase(' - , ')).toBe(' - , ')
  })
})

describe('hospitalDisplayName', () => {
  test.each([
    ['DEACONESS HOSPITAL INC', 'Deaconess Hospital'],
    [
      'LIVINGSTON HOSPITAL AND HEALTHCARE SERVICES, INC',
      'Livingston Hospital and Healthcare Services',
    ],
    ['HARRISBURG MEDICAL CENTER, INC.', 'Harrisburg Medical Center'],
    ['INCLINE HOSPITAL', 'Incline Hospital'],
    ['INC HEALTH PARTNERS', 'Inc Health Partners'],
    ['INC', 'Inc'],
    ['BAPTIST HEALTH PADUCAH', 'Baptist Health Paducah'],
  ])('%s → %s', (raw, shown) => {
    expect(hospitalDisplayName(raw)).toBe(shown)
  })
})

const token = fc.oneof(
  fc.constantFrom(
    ...ABBREVIATIONS,
    'ft',
    'FT',
    'inc',
    'INC',
    'the',
    'AND',
    '18TH',
    '1st',
    "WOMEN'S",
    "o'brien",
    'mcLEAN',
    '(BOWLING',
    'GREEN)',
    '-',
    ',',
    'tristar',
  ),
  fc.stringMatching(/^[A-Za-z0-9'(),.&-]{0,10}$/),
  fc.string({ maxLength: 6 }),
)
const text = fc.array(token, { maxLength: 8 }).map((t) => t.join(' '))

describe('properties', () => {
  test('never throws and is idempotent (titleCase, hospitalDisplayName)', () => {
    fc.assert(
      fc.property(text, (s) => {
        const once = titleCase(s)
        expect(titleCase(once)).toBe(once)
        const name = hospitalDisplayName(s)
        expect(hospitalDisplayName(name)).toBe(name)
      }),
      { numRuns: 500 },
    )
  })

  test('keeps the abbreviation list in capitals (IN: as the last word)', () => {
    const word = fc.oneof(
      fc.constantFrom(...ABBREVIATIONS),
      fc.constantFrom(...ABBREVIATIONS).map((a) => a.toLowerCase()),
      fc.stringMatching(/^[a-zA-Z]{1,8}$/),
    )
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const out = titleCase(words.join(' ')).split(' ')
        expect(out).toHaveLength(words.length)
        words.forEach((w, i) => {
          const upper = w.toUpperCase()
          if (!ABBREVIATIONS.includes(upper)) return
          if (upper !== 'IN') expect(out[i]).toBe(upper)
          else if (i === words.length - 1 && i > 0) expect(out[i]).toBe('IN')
        })
      }),
      { numRuns: 500 },
    )
  })

  test('keeps every character except letter case', () => {
    fc.assert(
      fc.property(text, (s) => {
        const out = titleCase(s)
        // FT → Fort is the one change of letters.
        expect(out.replace(/\bFort\b/g, 'FT').toLowerCase()).toBe(
          s.replace(/\b(ft|fort)\b/gi, 'FT').toLowerCase(),
        )
      }),
      { numRuns: 300 },
    )
  })
})

describe('parseAsOf', () => {
  test('the first ten characters are the date, the rest its explanation', () => {
    expect(
      parseAsOf(
        '2026-02-26 (commit date of the CMS Hospital General Information copy; CMS release date is not printed in the file)',
      ),
    ).toEqual({
      asOf: '2026-02-26',
      asOfNote:
        'commit date of the CMS Hospital General Information copy; CMS release date is not printed in the file',
    })
    expect(parseAsOf('2021-10-21')).toEqual({
      asOf: '2021-10-21',
      asOfNote: null,
    })
    expect(parseAsOf('2023-01-26 per the health system')).toEqual({
      asOf: '2023-01-26',
      asOfNote: 'per the health system',
    })
  })

  test('no date is guessed: not a real date → null, the text kept as the note', () => {
    expect(parseAsOf('2026-02-30 (x)')).toEqual({
      asOf: null,
      asOfNote: '2026-02-30 (x)',
    })
    expect(parseAsOf('undated page')).toEqual({
      asOf: null,
      asOfNote: 'undated page',
    })
    expect(parseAsOf('2026-2-6')).toEqual({ asOf: null, asOfNote: '2026-2-6' })
    expect(parseAsOf(null)).toEqual({ asOf: null, asOfNote: null })
    expect(parseAsOf('  ')).toEqual({ asOf: null, asOfNote: null })
  })

  test('isIsoDate', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2023-13-01')).toBe(false)
    expect(isIsoDate('20230101xx')).toBe(false)
  })

  test('never throws; a date it returns is always a real date', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null)), (s) => {
        const { asOf } = parseAsOf(s)
        if (asOf !== null) expect(isIsoDate(asOf)).toBe(true)
      }),
    )
  })
})

describe('parseConfidence', () => {
  test('the word before ":" is the level, the rest the reason', () => {
    expect(
      parseConfidence('high: CMS states Emergency Services = Yes'),
    ).toEqual({
      confidence: 'high',
      confidenceNote: 'CMS states Emergency Services = Yes',
    })
    expect(parseConfidence('Medium: sources disagree')).toEqual({
      confidence: 'medium',
      confidenceNote: 'sources disagree',
    })
    expect(parseConfidence('low')).toEqual({
      confidence: 'low',
      confidenceNote: null,
    })
  })

  test('two levels before ":": the lower one, and the whole text as the reason', () => {
    const s =
      'high for the facility data (CMS + HIFLD agree); medium for inclusion (outside the core region)'
    expect(parseConfidence(s)).toEqual({
      confidence: 'medium',
      confidenceNote: s,
    })
  })

  test('no level word: null, the text kept', () => {
    expect(parseConfidence('unsure: x')).toEqual({
      confidence: null,
      confidenceNote: 'unsure: x',
    })
    expect(parseConfidence(null)).toEqual({
      confidence: null,
      confidenceNote: null,
    })
  })
})

describe('longDate', () => {
  test('a real date in words; anything else null', () => {
    expect(longDate('2026-02-26')).toBe('February 26, 2026')
    expect(longDate('2024-12-01')).toBe('December 1, 2024')
    expect(longDate('2026-02-30')).toBeNull()
    expect(longDate('undated')).toBeNull()
    expect(longDate(null)).toBeNull()
    expect(longDate(undefined)).toBeNull()
  })
})
