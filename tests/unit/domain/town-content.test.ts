import { describe, expect, test } from 'vitest'
import {
  clinicsFoundText,
  COST_FIGURES,
  emergencyTownMetaDescription,
  noClinicListedText,
  splitParagraphs,
  TOWN_SECTION_KEYS,
  townCountSentence,
  townFaq,
  townIntro,
  townMetaDescription,
  townMetaTitle,
  townSections,
} from '@/domain/town-content'
import { faqJsonLd } from '@/domain/seo/json-ld'
import { serializeJsonLd } from '@/domain/seo/json-ld-site'

const HOSTILE = '</script><img src=x onerror=alert(1)>'

describe('splitParagraphs', () => {
  test('splits on blank lines, joins wrapped lines, drops empties', () => {
    expect(splitParagraphs('One\ntwo\n\n\nThree  \n \nFour')).toEqual([
      'One two',
      'Three',
      'Four',
    ])
  })
  test('handles CRLF, whitespace-only lines and empty input', () => {
    expect(splitParagraphs('A\r\n\r\nB\r\n  \r\nC')).toEqual(['A', 'B', 'C'])
    expect(splitParagraphs('')).toEqual([])
    expect(splitParagraphs('\n\n  \n')).toEqual([])
  })
})

describe('counts', () => {
  test('N urgent care clinic(s) found', () => {
    expect(clinicsFoundText(0)).toBe('0 urgent care clinics found')
    expect(clinicsFoundText(1)).toBe('1 urgent care clinic found')
    expect(clinicsFoundText(9)).toBe('9 urgent care clinics found')
  })
  test('the count sentence uses the real count and name', () => {
    expect(townCountSentence('Paducah', 6)).toBe(
      'This directory lists 6 urgent care clinics in Paducah.',
    )
    expect(townCountSentence('Barlow', 1)).toBe(
      'This directory lists 1 urgent care clinic in Barlow.',
    )
    expect(townCountSentence('Cadiz', 0)).toBe(
      'This directory does not list any urgent care clinics in Cadiz at the moment.',
    )
  })
})

describe('town sections', () => {
  const sections = townSections('Murray')
  test('five sections in page order', () => {
    expect(sections.map((s) => s.key)).toEqual([...TOWN_SECTION_KEYS])
    expect(TOWN_SECTION_KEYS).toEqual([
      'whenToVisit',
      'benefits',
      'preparation',
      'choosing',
      'costs',
    ])
  })
  test('each has a title with the town name and several paragraphs', () => {
    for (const s of sections) {
      expect(s.title).toContain('Murray')
      const paragraphs = splitParagraphs(s.body)
      expect(paragraphs.length).toBeGreaterThanOrEqual(3)
      for (const p of paragraphs) expect(p.length).toBeGreaterThan(80)
    }
    expect(sections.some((s) => s.body.includes('Murray'))).toBe(true)
  })
  test('no unfilled placeholders or stray values', () => {
    const all = sections.map((s) => s.title + s.body).join('\n')
    expect(all).not.toMatch(/\{|\}|\$\{|undefined|null|NaN/)
  })
  test('the costs section carries every spec figure', () => {
    const costs = sections.find((s) => s.key === 'costs')!.body
    for (const f of Object.values(COST_FIGURES)) expect(costs).toContain(f)
    expect(COST_FIGURES).toEqual({
      urgentCareCopay: '$25–75',
      uninsuredVisit: '$100–200',
      xRay: '$50–150',
      labs: '$20–100',
      erCopayFrom: '$150',
    })
  })
  test('the when-to-visit section names the under-3-months fever rule and 911', () => {
    const body = sections[0]!.body
    expect(body).toContain('100.4 °F')
    expect(body).toContain('3 months')
    expect(body).toContain('911')
  })
  test('a name with markup stays as given (rendering escapes it)', () => {
    expect(townSections(HOSTILE)[0]!.title).toContain(HOSTILE)
  })
})

describe('town FAQ', () => {
  const faq = townFaq('Henderson', 'KY', 9)
  test('eight questions in page order', () => {
    expect(faq).toHaveLength(8)
    const q = faq.map((f) => f.question)
    expect(q[0]).toBe('How many urgent care centers are in Henderson?')
    expect(q[1]).toMatch(/urgent care instead of the emergency room/)
    expect(q[2]).toMatch(/walk-ins/)
    expect(q[3]).toMatch(/hours/)
    expect(q[4]).toMatch(/insurance/)
    expect(q[5]).toMatch(/conditions/)
    expect(q[6]).toMatch(/cost/)
    expect(q[7]).toMatch(/X-rays and lab tests/)
  })
  test('the first answer uses the clinic count, singular and zero too', () => {
    expect(faq[0]!.answer).toMatch(
      /^This directory lists 9 urgent care clinics in Henderson, KY\./,
    )
    expect(townFaq('Barlow', 'KY', 1)[0]!.answer).toMatch(
      /^This directory lists 1 urgent care clinic in Barlow, KY\./,
    )
    expect(townFaq('Cadiz', 'KY', 0)[0]!.answer).toMatch(
      /does not list any urgent care clinics in Cadiz, KY/,
    )
  })
  test('cost answers carry the cost ranges', () => {
    expect(faq[6]!.answer).toContain('$25–75')
    expect(faq[6]!.answer).toContain('$100–200')
    expect(faq[6]!.answer).toContain('$50–150')
    expect(faq[6]!.answer).toContain('$20–100')
    expect(faq[6]!.answer).toContain('$150')
    expect(faq[7]!.answer).toContain('$50–150')
    expect(faq[7]!.answer).toContain('$20–100')
  })
  test('every answer is plain, complete text', () => {
    for (const f of faq) {
      expect(f.answer.length).toBeGreaterThan(100)
      expect(f.answer).not.toMatch(/\{|\}|undefined|null|NaN|<|>/)
      expect(f.question.endsWith('?')).toBe(true)
    }
  })
  test('FAQPage JSON-LD carries exactly the same questions and answers', () => {
    const ld = JSON.parse(serializeJsonLd(faqJsonLd(faq))) as {
      '@type': string
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
    }
    expect(ld['@type']).toBe('FAQPage')
    expect(
      ld.mainEntity.map((m) => ({
        question: m.name,
        answer: m.acceptedAnswer.text,
      })),
    ).toEqual(faq)
  })
  test('a hostile town name cannot break out of the JSON-LD script', () => {
    const text = serializeJsonLd(faqJsonLd(townFaq(HOSTILE, 'KY', 2)))
    expect(text).not.toMatch(/<|>/)
    const back = JSON.parse(text) as {
      mainEntity: Array<{ name: string }>
    }
    expect(back.mainEntity[0]!.name).toBe(
      `How many urgent care centers are in ${HOSTILE}?`,
    )
  })
})

describe('town metadata and intro', () => {
  test('fallback title, description and intro name the town and state', () => {
    expect(townMetaTitle('Paducah', 'KY')).toBe(
      'Pediatric Urgent Care in Paducah, KY',
    )
    expect(townMetaDescription('Paducah', 'KY', 6)).toMatch(
      /^6 pediatric urgent care and walk-in clinics in Paducah, KY:/,
    )
    expect(townMetaDescription('Barlow', 'KY', 1)).toMatch(
      /^1 pediatric urgent care and walk-in clinic in Barlow, KY:/,
    )
    expect(townIntro('Murray', 'KY')).toMatch(/^Families in Murray, KY /)
  })
})

describe('a town without a listed clinic', () => {
  test('says so plainly, and the count answer names the nearest clinic', () => {
    expect(noClinicListedText('Benton')).toBe(
      'No urgent care clinic is listed in Benton.',
    )
    const faq = townFaq('Benton', 'KY', 0, {
      name: 'Baptist Health Paducah Urgent Care',
      city: 'Paducah',
      distance: 24.3,
    })
    expect(faq).toHaveLength(8)
    expect(faq[0]!.question).toBe('How many urgent care centers are in Benton?')
    expect(faq[0]!.answer).toBe(
      'This directory does not list any urgent care clinic in Benton, KY. The nearest listed clinic is Baptist Health Paducah Urgent Care in Paducah, 24.3 miles from the town centre. Hours can change, so call the clinic to confirm before you go.',
    )
    // The other answers are the same as any town's.
    expect(faq.slice(1)).toEqual(townFaq('Benton', 'KY', 0).slice(1))
  })
  test('with no clinic within 50 miles it says that, never a name', () => {
    const answer = townFaq('Salem', 'KY', 0, null)[0]!.answer
    expect(answer).toMatch(
      /does not list any urgent care clinic in Salem, KY, nor within 50 miles of it/,
    )
    expect(answer).not.toMatch(/nearest listed clinic is/)
  })
  test('the description says no clinic is listed, never a count', () => {
    const d = emergencyTownMetaDescription('Benton', 'KY')
    expect(d).toMatch(/^No urgent care clinic is listed in Benton, KY\./)
    expect(d).not.toMatch(/\d+ (pediatric|urgent|clinic)/)
  })
  test('a hostile nearest clinic name stays text in the FAQPage JSON-LD', () => {
    const faq = townFaq('Benton', 'KY', 0, {
      name: HOSTILE,
      city: HOSTILE,
      distance: 3,
    })
    const text = serializeJsonLd(faqJsonLd(faq))
    expect(text).not.toContain('<')
    expect(JSON.parse(text).mainEntity[0].acceptedAnswer.text).toContain(
      HOSTILE,
    )
  })
})
