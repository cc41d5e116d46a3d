import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { keepTogether } from '@/domain/markup/keep-together'

const whole = (text: string) =>
  keepTogether(text)
    .filter((s) => s.whole)
    .map((s) => s.text)

describe('keepTogether', () => {
  test('phone numbers in every form the site writes', () => {
    expect(whole('Call (270) 575-2100 now')).toEqual(['(270) 575-2100'])
    expect(whole('Poison Control 1-800-222-1222')).toEqual([
      'Poison Control',
      '1-800-222-1222',
    ])
    expect(whole('Llamar al 270-575-2100')).toEqual(['270-575-2100'])
  })

  test('a time keeps its AM/PM; a range may break between its times', () => {
    expect(whole('8:00 AM - 8:00 PM • Closes 8 PM')).toEqual([
      '8:00 AM',
      '8:00 PM',
      'Closes 8 PM',
    ])
    expect(whole('open 7 a.m. to 7pm')).toEqual(['7 a.m.', '7pm'])
    expect(whole('2 Amigos Clinic, 12 Main St')).toEqual([])
  })

  test('a time phrase keeps its leading words, in both languages (issue 48)', () => {
    expect(whole('7:00 AM - 7:00 PM • Cierra a las 7 PM')).toEqual([
      '7:00 AM',
      '7:00 PM',
      'Cierra a las 7 PM',
    ])
    expect(whole('• Cierra a la 1:30 p.\u00a0m. (en 25 min)')).toEqual([
      'Cierra a la 1:30 p.\u00a0m.',
      '(en 25 min)',
    ])
    expect(whole('Abre el lunes a las 8 a.\u00a0m.')).toEqual([
      'a las 8 a.\u00a0m.',
    ])
    expect(whole('Opens tomorrow 7 AM')).toEqual(['7 AM'])
    expect(whole('Closes 6 PM (in 25 min)')).toEqual([
      'Closes 6 PM',
      '(in 25 min)',
    ])
    expect(whole('· último registro a las 7:30 PM')).toEqual(['a las 7:30 PM'])
  })

  test('amounts with units and short fixed phrases stay whole (issue 48)', () => {
    expect(whole('within 50 millas')).toEqual(['50 millas'])
    expect(whole('ages 3 months and up; 2 años o más')).toEqual([
      '3 months',
      '2 años',
    ])
    expect(whole('200 Main St, Suite 103, Paducah')).toEqual(['Suite 103'])
    expect(whole('Si la vida corre peligro, llame al 911.')).toEqual([
      'llame al 911',
    ])
    expect(whole('In an emergency, call 911')).toEqual(['call 911'])
    expect(whole('Rayos X y análisis')).toEqual(['Rayos X'])
    expect(whole('Poison Control: 1-800-222-1222')).toEqual([
      'Poison Control',
      '1-800-222-1222',
    ])
    // Not a unit: a word that begins like one, a number in a name.
    expect(whole('10 minimal steps, 3 mesas, Suite of rooms')).toEqual([])
  })

  test('a distance keeps its unit, in both languages', () => {
    expect(whole('In Paducah · about 3 miles')).toEqual(['3 miles'])
    expect(whole('2.6 miles')).toEqual(['2.6 miles'])
    expect(whole('1 mile away')).toEqual(['1 mile'])
    expect(whole('a unas 3 millas')).toEqual(['3 millas'])
    expect(whole('a 1 milla aprox.')).toEqual(['1 milla'])
    expect(whole('10 milestones')).toEqual([])
  })

  test('plain text is one piece', () => {
    expect(keepTogether('Hours unknown')).toEqual([
      { text: 'Hours unknown', whole: false },
    ])
    expect(keepTogether('')).toEqual([])
  })

  test('any text: the pieces join back to it, none empty, whole pieces have no line break', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '(270) 575-2100',
        '1-800-222-1222',
        '7:30 PM',
        '8 AM',
        '3.5 miles',
        '1 milla',
        'Cierra a las 7 p.\u00a0m.',
        'llame al 911',
        'Suite 103',
        ' - ',
        '\n',
        '7\nPM',
      ),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const text = parts.join('')
        const segs = keepTogether(text)
        expect(segs.map((s) => s.text).join('')).toBe(text)
        for (const s of segs) {
          expect(s.text.length).toBeGreaterThan(0)
          if (s.whole) expect(s.text).not.toMatch(/\n/)
        }
      }),
    )
  })
})
