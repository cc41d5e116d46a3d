import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  CsvError,
  csvObjects,
  parseCsv,
  stringifyCsv,
} from '../../../ops/lib/csv'

/** Text with the characters that matter to CSV, and some that do not. */
const cell = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    ' ',
    ',',
    '"',
    '\r',
    '\n',
    'é',
    '1',
    '\t',
    ';',
  ),
  maxLength: 12,
})
const records = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), {
  maxLength: 8,
})

describe('RFC 4180 CSV', () => {
  test('parse(stringify(records)) = records, for any text', () => {
    fc.assert(
      fc.property(records, (rs) => {
        expect(parseCsv(stringifyCsv(rs))).toEqual(rs)
      }),
      { numRuns: 500 },
    )
  })

  test('reads what a spreadsheet writes: CRLF or LF, no final break, a BOM', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(parseCsv('\uFEFFa,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(parseCsv('')).toEqual([])
    expect(parseCsv('a,,\n')).toEqual([['a', '', '']])
  })

  test('quoted fields: commas, doubled quotes, line breaks', () => {
    expect(parseCsv('"a,b","say ""hi""","line\r\nbreak"\r\n')).toEqual([
      ['a,b', 'say "hi"', 'line\r\nbreak'],
    ])
    expect(parseCsv('""')).toEqual([['']])
  })

  test('writes a BOM, CRLF, and quotes only where it must', () => {
    expect(stringifyCsv([['a', 'b,c', 'd"e', ' pad']])).toBe(
      '\uFEFFa,"b,c","d""e"," pad"\r\n',
    )
  })

  test.each([
    ['a"b,c', 'a quote inside an unquoted field'],
    ['"ab"c', 'text after a closing quote'],
    ['"abc', 'a quoted field is not closed'],
  ])('refuses %j: %s', (text, why) => {
    expect(() => parseCsv(text)).toThrow(CsvError)
    expect(() => parseCsv(text)).toThrow(why)
  })

  test('objects by header: short rows padded, extra empty cells ignored, extra values refused', () => {
    const { header, rows } = csvObjects(parseCsv(' id ,name\n1,A\n2\n3,C,,\n'))
    expect(header).toEqual(['id', 'name'])
    expect(rows).toEqual([
      { line: 2, cells: { id: '1', name: 'A' } },
      { line: 3, cells: { id: '2', name: '' } },
      { line: 4, cells: { id: '3', name: 'C' } },
    ])
    expect(() => csvObjects(parseCsv('id\n1,extra\n'))).toThrow(
      'row 2: a value beyond the last column',
    )
    expect(csvObjects([])).toEqual({ header: [], rows: [] })
  })
})
