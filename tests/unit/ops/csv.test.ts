import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { parse } from 'csv-parse/sync'
import {
  CsvError,
  csvObjects,
  parseCsv,
  sheetText,
  stringifyCsv,
} from '../../../ops/lib/core/csv'

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
    '=',
    '+',
    '-',
    '@',
    "'",
    '\uFF1D',
    '\u00A0',
    '\u200E',
    '\u202E',
    '\u2066',
    '\u200B',
    '\u2060',
    '\uFEFF',
  ),
  maxLength: 12,
})
const records = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), {
  maxLength: 8,
})

describe('RFC 4180 CSV, formulas neutralised', () => {
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

  test('a cell a spreadsheet would run is written with a leading apostrophe (OWASP)', () => {
    expect(
      stringifyCsv([
        [
          '=HYPERLINK("http://x.test","y")',
          "+cmd|' /C calc'!A0",
          '@SUM(1+1)',
          '-2+3',
          '\tx',
          '\uFF1D1',
          "'kept",
          'a=b',
          '(270) 555-0100',
          '7:00 AM - 7:00 PM',
        ],
      ]),
    ).toBe(
      '\uFEFF"\'=HYPERLINK(""http://x.test"",""y"")",\'+cmd|\' /C calc\'!A0,\'@SUM(1+1),\'-2+3,\'\tx,\'\uFF1D1,\'\'kept,a=b,(270) 555-0100,7:00 AM - 7:00 PM\r\n',
    )
  })

  test('a formula behind leading whitespace or direction marks is marked too; other text is not', () => {
    const hidden = [
      ' =1+1',
      '\n=1+1',
      '\u00A0=1+1',
      '\u200F=1+1',
      '\u202E+1',
      '\u2066@SUM(1)',
      '\uFEFF-1+2',
      ' \u200E\t =HYPERLINK("x")',
      '\u00A0\uFF1D1',
      '\u061C=1+1',
      '\u200B=1+1',
      '\u200C+1',
      '\u200D-1+2',
      '\u2060@SUM(1)',
      '\u180E=1',
    ]
    const text = stringifyCsv([hidden, [' a=b', '\u200Etext', ' 270 555 0100']])
    const cells = (
      parse(text.slice(1), { relax_column_count: true }) as string[][]
    ).flat()
    expect(cells.slice(0, hidden.length)).toEqual(hidden.map((v) => `'${v}`))
    expect(cells.slice(hidden.length)).toEqual([
      ' a=b',
      '\u200Etext',
      ' 270 555 0100',
    ])
    expect(parseCsv(text)).toEqual([
      hidden,
      [' a=b', '\u200Etext', ' 270 555 0100'],
    ])
  })

  test.each([
    [' =1+1', '='],
    ['"\n+12705550100"', '+'],
    ['\u00A0@SUM(A1)', '@'],
    ['\u202E-1+2', '-'],
    ['\uFEFF\u2067=1', '='],
    ['\u200B=1', '='],
    ['\u2060\u061C+1', '+'],
  ])(
    'a formula typed by hand behind whitespace or marks (%j) is refused with its row and column',
    (cell, first) => {
      const text = `id,name,new_phone\r\n1,A,\r\n2,B,${cell}\r\n`
      expect(() => parseCsv(text)).toThrow(
        `row 3, column C (new_phone): ${JSON.stringify(cell.replaceAll('"', ''))} starts with ${JSON.stringify(first)} after spaces or invisible marks`,
      )
    },
  )

  test('reading strips exactly the mark the writer added', () => {
    expect(parseCsv("'=1+1,'-88.6,''kept,'plain,'''two\r\n")).toEqual([
      ['=1+1', '-88.6', "'kept", "'plain", "''two"],
    ])
  })

  test.each([
    ['=1+1', '='],
    ['+12705550100', '+'],
    ['@SUM(A1)', '@'],
    ['-1+2', '-'],
    ['"\tx"', '\t'],
    ['\uFF0B1', '\uFF0B'],
  ])(
    'a formula typed by hand (%j) is refused with its row and column',
    (cell, first) => {
      const text = `id,name,new_phone\r\n1,A,\r\n2,B,${cell}\r\n`
      expect(() => parseCsv(text)).toThrow(CsvError)
      expect(() => parseCsv(text)).toThrow(
        `row 3, column C (new_phone): ${JSON.stringify(cell.replaceAll('"', ''))} starts with ${JSON.stringify(first)}`,
      )
    },
  )

  test('a plain negative number is a number, not a formula', () => {
    expect(parseCsv('lon\r\n-88.6123\r\n-3\r\n')).toEqual([
      ['lon'],
      ['-88.6123'],
      ['-3'],
    ])
  })
})

describe('sheetText: UTF-8 or refused', () => {
  test('UTF-8, with or without the BOM Excel writes, is read as it is', () => {
    const bytes = new TextEncoder().encode('\uFEFFnote\nJosé, niños\n')
    expect(parseCsv(sheetText(bytes))).toEqual([['note'], ['José', ' niños']])
    expect(sheetText(new TextEncoder().encode('a\n'))).toBe('a\n')
    // The BOM kept (an apply hashes the text as read).
    expect(sheetText(bytes).startsWith('\uFEFF')).toBe(true)
  })
  test('Windows-1252 is refused with the byte, its line and how to save as UTF-8', () => {
    const bytes = Uint8Array.from(
      Buffer.from('note\nok\nJos\u00e9\n', 'latin1'),
    )
    expect(() => sheetText(bytes)).toThrow(CsvError)
    expect(() => sheetText(bytes)).toThrow(
      /^it is not UTF-8 text \(byte 0xE9 on line 3;.*save it as CSV UTF-8/,
    )
  })
})
