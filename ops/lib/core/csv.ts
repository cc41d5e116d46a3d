/**
 * CSV for call sheets that go through a spreadsheet and back, written and
 * read by node-csv's csv-stringify and csv-parse (RFC 4180: fields separated
 * by commas, records by CRLF, a field quoted when it holds a comma, a quote,
 * a line break or leading/trailing space, a quote inside doubled). Written
 * with a UTF-8 byte order mark (so spreadsheets read accents right); the
 * mark is skipped on reading.
 *
 * No sheet runs code in a spreadsheet (OWASP, CSV injection): a cell that
 * would start with = + - @ a tab or a carriage return (or their full-width
 * forms), or whose first visible character after leading whitespace (the
 * no-break space too), direction marks or a BOM is = + - @, is written with
 * a leading ' (and csv-stringify's `escape_formulas` behind it), and so is
 * one that starts with ' itself, so that reading strips exactly that one
 * mark and gives back the value written. A cell read that starts so
 * without the mark (typed by hand) is refused with its row, unless it is a
 * plain number such as -88.61 (nothing to execute).
 * Pure; tests/unit/ops/csv.test.ts holds parse(stringify(x)) = x.
 */
import { CsvError as ParseError, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'

export class CsvError extends Error {}

const BOM = '\uFEFF'

/** The first characters that make a spreadsheet cell a formula (and csv-stringify's full-width forms). */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/
/** The mark that keeps a cell text. */
export const TEXT_MARK = "'"
const PLAIN_NUMBER = /^-\d+(\.\d+)?$/

/**
 * What a spreadsheet may pass over before a formula: whitespace (the
 * no-break space too), direction marks (the Arabic letter mark U+061C as
 * well), zero-width characters (U+180E, U+200B–U+200D, the word joiner
 * U+2060), a BOM.
 */
const LEADING_INVISIBLE =
  /^[\s\u00A0\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]+/
const FORMULA_CHAR = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/

/**
 * The character that makes a cell a formula: its first (FORMULA_START), or
 * the first visible one after leading whitespace or marks when that is
 * = + - @; null for text.
 */
export function formulaStart(v: string): string | null {
  if (FORMULA_START.test(v)) return v[0]!
  const rest = v.replace(LEADING_INVISIBLE, '')
  return rest !== v && FORMULA_CHAR.test(rest) ? rest[0]! : null
}

/** Whether a cell as read must be refused: a formula typed by hand. */
export const isFormulaCell = (raw: string) =>
  formulaStart(raw) !== null && !PLAIN_NUMBER.test(raw)

/** The value a cell as read stands for: without the mark the writer added. */
export function unmarkCell(raw: string): string {
  return raw.startsWith(TEXT_MARK) &&
    (formulaStart(raw.slice(1)) !== null || raw[1] === TEXT_MARK)
    ? raw.slice(1)
    : raw
}

/** Records to CSV text: CRLF after every record, a BOM first, formulas neutralised. */
export function stringifyCsv(records: readonly (readonly string[])[]): string {
  return (
    BOM +
    records
      .map((r) =>
        // A record of one empty cell is written "" so it is not a blank line.
        r.length === 1 && r[0] === ''
          ? '""\r\n'
          : stringify(
              // A formula, or a value starting with the mark, gets one (a
              // second one for the latter), so that reading strips exactly
              // one; escape_formulas stays as a second guard.
              [
                r.map((v) =>
                  v.startsWith(TEXT_MARK) || formulaStart(v) !== null
                    ? TEXT_MARK + v
                    : v,
                ),
              ],
              {
                escape_formulas: true,
                record_delimiter: '\r\n',
                quoted_match: /[\r\n]|^\s|\s$/,
              },
            ),
      )
      .join('')
  )
}

/** What csv-parse says, in the words of the sheet's user. */
function parseProblem(e: InstanceType<typeof ParseError>): string {
  const line = (e as { lines?: number }).lines
  const at = line ? `line ${line}: ` : ''
  switch (e.code) {
    case 'INVALID_OPENING_QUOTE':
      return `${at}a quote inside an unquoted field`
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `${at}text after a closing quote`
    case 'CSV_QUOTE_NOT_CLOSED':
      return `${at}a quoted field is not closed`
    default:
      return `${at}${e.message}`
  }
}

const columnLetter = (k: number): string =>
  (k >= 26 ? columnLetter(Math.floor(k / 26) - 1) : '') +
  String.fromCharCode(65 + (k % 26))

/**
 * CSV text to records, each cell without the writer's mark. Throws CsvError
 * (with the line) on a quote inside an unquoted field, text after a closing
 * quote, or a quoted field never closed; and (with the row, as a
 * spreadsheet numbers it, and the column) on a cell typed as a formula.
 * An empty text is no records; a final line break adds no empty record.
 */
export function parseCsv(input: string): string[][] {
  let raw: string[][]
  try {
    raw = parse(input.startsWith(BOM) ? input.slice(1) : input, {
      relax_column_count: true,
    })
  } catch (e) {
    if (e instanceof ParseError) throw new CsvError(parseProblem(e))
    throw e
  }
  const header = raw[0] ?? []
  return raw.map((record, n) =>
    record.map((cell, k) => {
      if (isFormulaCell(cell)) {
        const name = n > 0 && header[k] ? ` (${header[k]!.trim()})` : ''
        const first = formulaStart(cell)!
        throw new CsvError(
          `row ${n + 1}, column ${columnLetter(k)}${name}: ${JSON.stringify(cell)} starts with ${JSON.stringify(first)}${first === cell[0] ? '' : ' after spaces or invisible marks'}, as a spreadsheet formula does; write the value without it (nothing was read from this sheet)`,
        )
      }
      return unmarkCell(cell)
    }),
  )
}

/**
 * Records with a header to objects keyed by the header's names (trimmed).
 * Rows shorter than the header read '' for the missing cells; a cell beyond
 * the header is an error unless it is empty (spreadsheets pad rows).
 */
export function csvObjects(records: readonly (readonly string[])[]): {
  header: string[]
  rows: { line: number; cells: Record<string, string> }[]
} {
  const [head, ...body] = records
  if (!head) return { header: [], rows: [] }
  const header = head.map((h) => h.trim())
  const rows = body.map((r, n) => {
    const cells: Record<string, string> = {}
    header.forEach((h, k) => (cells[h] = r[k] ?? ''))
    r.slice(header.length).forEach((extra) => {
      if (extra.trim() !== '')
        throw new CsvError(
          `row ${n + 2}: a value beyond the last column (${JSON.stringify(extra)})`,
        )
    })
    return { line: n + 2, cells }
  })
  return { header, rows }
}

/**
 * A sheet's bytes as text, refused unless they are UTF-8: a sheet saved in
 * Excel's default Windows-1252 would otherwise be read with its accents
 * garbled ('José' as 'Jos\uFFFD') and stored so. A BOM is kept, as
 * readFileSync's 'utf8' keeps it: the text is what an apply's receipt hashes.
 */
export function sheetText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(
      bytes,
    )
  } catch {
    // Where: the first byte that is not UTF-8, by line.
    let line = 1
    let i = 0
    for (; i < bytes.length; i++) {
      const b = bytes[i]!
      if (b === 0x0a) line++
      if (b < 0x80) continue
      const len = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 ? 2 : 0
      const tail = bytes.subarray(i + 1, i + len)
      if (
        len === 0 ||
        tail.length !== len - 1 ||
        !tail.every((t) => (t & 0xc0) === 0x80)
      )
        break
      i += len - 1
    }
    throw new CsvError(
      `it is not UTF-8 text (byte 0x${(bytes[i] ?? 0).toString(16).toUpperCase()} on line ${line}; Excel's plain CSV is Windows-1252, which garbles accents): save it as CSV UTF-8 (Excel: File › Save As › 'CSV UTF-8 (Comma delimited)'; LibreOffice: Character set 'Unicode (UTF-8)') and apply that file`,
    )
  }
}

/** A sheet's row as read: its cells by column, and its line. */
export interface SheetRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  line: number
  cells: Record<string, string>
}
