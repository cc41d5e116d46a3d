import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  FACT_FIELDS,
  FACT_QUESTIONS,
  describeFact,
  parseFact,
  parseLanguages,
  parseLastCheckin,
  parseMedicaid,
  parseMinAge,
  parseYesNo,
  type FactAnswer,
  type FactField,
} from '../../../ops/lib/core/facts'
import {
  LANGUAGE_HELP,
  MAX_LAST_CHECKIN_MINUTES,
  MAX_MIN_AGE_MONTHS,
} from '../../../src/domain/before-you-go'

const valueOf = (a: FactAnswer) => (a.kind === 'value' ? a.value : a.kind)

describe('youngest age', () => {
  test.each([
    ['6 months', 6],
    ['6 mo', 6],
    ['6m', 6],
    ['6 mos', 6],
    ['1 month', 1],
    ['18 months', 18],
    ['18 Months old', 18],
    ['2 years', 24],
    ['2 yrs', 24],
    ['2y', 24],
    ['2 Year', 24],
    ['1.5 years', 18],
    ['18 years', 216],
    ['all ages', 0],
    ['All Ages.', 0],
    ['newborns', 0],
    ['any', 0],
    ['0', 0],
    ['0 weeks', 0],
    ['  3   months ', 3],
  ])('%j is %i months', (text, months) => {
    expect(parseMinAge(text)).toEqual({ kind: 'value', value: months })
  })

  test('empty changes nothing; unknown erases', () => {
    expect(parseMinAge('')).toEqual({ kind: 'empty' })
    expect(parseMinAge('   ')).toEqual({ kind: 'empty' })
    expect(parseMinAge('Unknown')).toEqual({ kind: 'unknown' })
  })

  test('a bare number other than 0 is refused as ambiguous, naming both readings', () => {
    const a = parseMinAge('2')
    expect(a.kind).toBe('refused')
    expect(a.kind === 'refused' && a.why).toContain(
      "write '2 months' or '2 years'",
    )
  })

  test.each([
    ['19 years', /over 18 years/],
    ['217 months', /over 18 years/],
    ['1.5 months', /whole number of months/],
    ['1.3 years', /whole number of months/],
    ['6 weeks', /stored in months/],
    ['six months', /is not an age/],
    ['toddlers', /is not an age/],
    ['-1 months', /is not an age/],
    ['2 months 3 years', /is not an age/],
  ])('%j is refused', (text, why) => {
    const a = parseMinAge(text)
    expect(a.kind).toBe('refused')
    expect(a.kind === 'refused' && a.why).toMatch(why)
  })
})

describe('yes or no', () => {
  test.each([
    ['yes', true],
    ['Y', true],
    [' YES ', true],
    ['no', false],
    ['n', false],
    ['No.', false],
  ])('%j is %s', (text, v) => {
    expect(parseYesNo(text, 'medicaid')).toEqual({ kind: 'value', value: v })
    expect(parseYesNo(text, 'xray')).toEqual({ kind: 'value', value: v })
  })

  test.each(['maybe', 'true', '1', 'yes?', 'nope', 'yes no'])(
    '%j is refused',
    (text) => {
      const a = parseYesNo(text, 'xray')
      expect(a.kind).toBe('refused')
      expect(a.kind === 'refused' && a.why).toContain("'yes', 'no'")
    },
  )

  test('empty, unknown', () => {
    expect(parseYesNo('', 'medicaid').kind).toBe('empty')
    expect(parseYesNo('UNKNOWN', 'medicaid').kind).toBe('unknown')
  })
})

describe('Medicaid/KCHIP, some plans only', () => {
  test.each([
    'some plans',
    'Some plans',
    'depends on the plan',
    'It depends.',
    'depends',
    'most plans',
    'some of them',
    'not all plans',
    'only some Medicaid plans',
    'certain MCOs',
    // 'some' alone: the question asked is about plans.
    'some',
  ])('%j is some plans', (text) => {
    expect(parseMedicaid(text)).toEqual({ kind: 'value', value: 'some' })
    expect(parseFact('medicaid', text)).toEqual({
      kind: 'value',
      value: 'some',
    })
  })

  test('yes, no, empty and unknown as for any yes/no; X-ray has no "some"', () => {
    expect(parseMedicaid('yes')).toEqual({ kind: 'value', value: true })
    expect(parseMedicaid('No')).toEqual({ kind: 'value', value: false })
    expect(parseMedicaid('').kind).toBe('empty')
    expect(parseMedicaid('unknown').kind).toBe('unknown')
    expect(parseFact('xray', 'some').kind).toBe('refused')
  })

  test.each(['maybe', 'only', 'depends on the weather', 'some days'])(
    '%j is refused, naming "some plans"',
    (text) => {
      const a = parseMedicaid(text)
      expect(a.kind).toBe('refused')
      expect(a.kind === 'refused' && a.why).toContain("'some plans'")
    },
  )

  test('said back in plain words', () => {
    expect(describeFact('medicaid', 'some')).toBe('some plans only (ask which)')
    expect(describeFact('medicaid', true)).toBe('yes')
  })
})

describe('last check-in before closing', () => {
  test.each([
    ['30', 30],
    ['30 min', 30],
    ['30 mins', 30],
    ['30 minutes', 30],
    ['45m', 45],
    ['1 hour', 60],
    ['an hour', 60],
    ['one hour', 60],
    ['1 hr', 60],
    ['2 hours', 120],
    ['1.5 hours', 90],
    ['1 hour 30 minutes', 90],
    ['1 hour and 15 min', 75],
    ['half an hour', 30],
    ['Half hour', 30],
    ['0', 0],
    ['until closing', 0],
    ['Until Closing', 0],
    ['240', 240],
    ['4 hours', 240],
  ])('%j is %i minutes', (text, minutes) => {
    expect(parseLastCheckin(text)).toEqual({ kind: 'value', value: minutes })
  })

  test.each([
    ['241', /more than 4 hours/],
    ['5 hours', /more than 4 hours/],
    ['7.5', /whole number of minutes/],
    ['soon', /is not minutes/],
    ['-30', /is not minutes/],
    ['30 seconds', /is not minutes/],
  ])('%j is refused', (text, why) => {
    const a = parseLastCheckin(text)
    expect(a.kind).toBe('refused')
    expect(a.kind === 'refused' && a.why).toMatch(why)
  })
})

describe('languages', () => {
  test.each([
    ['spanish', ['spanish']],
    ['Spanish', ['spanish']],
    ['interpreter', ['interpreter']],
    ['interpreter line', ['interpreter']],
    ['spanish interpreter', ['spanish', 'interpreter']],
    ['spanish, interpreter', ['spanish', 'interpreter']],
    ['interpreter, spanish', ['spanish', 'interpreter']],
    ['spanish and interpreter', ['spanish', 'interpreter']],
    ['spanish/interpreter', ['spanish', 'interpreter']],
    ['spanish spanish', ['spanish']],
    ['both', ['spanish', 'interpreter']],
    ['none', []],
    ['english only', []],
    ['English', []],
    ['neither', []],
    // English is always spoken: named beside the help, it adds nothing.
    ['English, Spanish', ['spanish']],
    ['english and spanish', ['spanish']],
    ['Spanish and interpreter', ['spanish', 'interpreter']],
    ['Spanish-speaking staff', ['spanish']],
    ['we use an interpreter line', ['interpreter']],
    ['interpreter phone only', ['interpreter']],
    ['Español', ['spanish']],
    ['interpreters', ['interpreter']],
    ['English, translator', ['interpreter']],
  ])('%j is %j', (text, list) => {
    expect(parseLanguages(text)).toEqual({ kind: 'value', value: list })
  })

  test.each(['french', 'spanish, french', 'and', 'si', 'english, no spanish'])(
    '%j is refused, naming the word',
    (text) => {
      const a = parseLanguages(text)
      expect(a.kind).toBe('refused')
      expect(a.kind === 'refused' && a.why).toMatch(
        /is not a kind of language help|is not 'spanish'/,
      )
    },
  )

  test('empty, unknown', () => {
    expect(parseLanguages('').kind).toBe('empty')
    expect(parseLanguages('unknown').kind).toBe('unknown')
  })
})

describe('every fact', () => {
  test('each has its question in plain words', () => {
    expect(FACT_QUESTIONS).toEqual({
      min_age: 'What is the youngest age you see?',
      medicaid: 'Do you take Kentucky Medicaid and KCHIP?',
      xray: 'Is there X-ray on site today?',
      last_checkin: 'How long before closing do you stop checking patients in?',
      languages:
        'Can someone speak Spanish with us, or do you use an interpreter line?',
    })
  })

  /** What the database accepts for the field (the migration's CHECKs). */
  const storable = (f: FactField, v: unknown): boolean => {
    switch (f) {
      case 'min_age':
        return (
          Number.isInteger(v) &&
          (v as number) >= 0 &&
          (v as number) <= MAX_MIN_AGE_MONTHS
        )
      case 'last_checkin':
        return (
          Number.isInteger(v) &&
          (v as number) >= 0 &&
          (v as number) <= MAX_LAST_CHECKIN_MINUTES
        )
      case 'medicaid':
        return typeof v === 'boolean' || v === 'some'
      case 'xray':
        return typeof v === 'boolean'
      case 'languages':
        return (
          Array.isArray(v) &&
          new Set(v).size === v.length &&
          v.every((x) => (LANGUAGE_HELP as readonly unknown[]).includes(x))
        )
    }
  }

  const words = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '0',
      '2',
      '6 months',
      '2y',
      '19 years',
      'yes',
      'n',
      '30 min',
      '1 hour',
      'half an hour',
      'spanish',
      'interpreter',
      'none',
      'unknown',
      ' ',
      '.',
      '1e3',
      'NaN',
      'Infinity',
      '9'.repeat(400),
      '1.5 years',
    ),
    fc
      .array(
        fc.constantFrom(
          '1',
          '18',
          '0.5',
          'month',
          'months',
          'm',
          'y',
          'years',
          'hour',
          'min',
          'and',
          'spanish',
          'interpreter',
          'line',
          'yes',
          ',',
          'an',
        ),
        { maxLength: 5 },
      )
      .map((w) => w.join(' ')),
  )

  test('free text never throws: always empty, unknown, a storable value or a refusal with a reason', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FACT_FIELDS), words, (f, text) => {
        const a = parseFact(f, text)
        if (a.kind === 'value') expect(storable(f, a.value)).toBe(true)
        else if (a.kind === 'refused') expect(a.why.length).toBeGreaterThan(0)
        else expect(['empty', 'unknown']).toContain(a.kind)
        if (text.trim() === '') expect(a.kind).toBe('empty')
      }),
      { numRuns: 2000 },
    )
  })

  test('a stored value said in plain words reads back as itself', () => {
    const cases: [FactField, unknown][] = [
      ['min_age', 0],
      ['min_age', 6],
      ['min_age', 18],
      ['min_age', 24],
      ['min_age', 216],
      ['medicaid', true],
      ['xray', false],
      ['last_checkin', 0],
      ['last_checkin', 45],
      ['languages', []],
      ['languages', ['spanish', 'interpreter']],
    ]
    for (const [f, v] of cases) {
      const words = describeFact(f, v as never)
      const read = parseFact(
        f,
        words
          .replace(' before closing', '')
          .replace('none (English only)', 'none')
          .replace('interpreter line', 'interpreter'),
      )
      expect([f, valueOf(read)]).toEqual([f, v])
    }
    expect(describeFact('min_age', null)).toBe('(unknown)')
  })
})
