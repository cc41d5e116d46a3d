/**
 * CSV as RFC 4180 says it, for call sheets that go through a spreadsheet and
 * back: fields separated by commas, records by CRLF (a lone LF or CR is read
 * as one too), a field quoted when it holds a comma, a quote or a line break,
 * and a quote inside a quoted field doubled. Written with a UTF-8 byte order
 * mark (so spreadsheets read accents right); the mark is skipped on reading.
 * Pure; tests/unit/ops/csv.test.ts holds parse(stringify(x)) = x.
 */

export class CsvError extends Error {}

const BOM = '\uFEFF'

/** One field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim()
    ? `"${value.replaceAll('"', '""')}"`
    : value
}

/** Records to CSV text: CRLF after every record, a BOM first. */
export function stringifyCsv(records: readonly (readonly string[])[]): string {
  return BOM + records.map((r) => r.map(csvField).join(',') + '\r\n').join('')
}

/**
 * CSV text to records. Throws CsvError (with the line) on a quote inside an
 * unquoted field, text after a closing quote, or a quoted field never closed.
 * An empty text is no records; a final line break adds no empty record.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(BOM) ? input.slice(1) : input
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let i = 0
  let line = 1
  let quoted = false
  let afterQuote = false
  let started = false
  const endField = () => {
    record.push(field)
    field = ''
    quoted = false
    afterQuote = false
  }
  const endRecord = () => {
    endField()
    records.push(record)
    record = []
    started = false
  }
  while (i < text.length) {
    const c = text[i]!
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
        afterQuote = true
        i++
        continue
      }
      if (c === '\n') line++
      field += c
      i++
      continue
    }
    if (c === ',') {
      endField()
      started = true
      i++
      continue
    }
    if (c === '\r' || c === '\n') {
      endRecord()
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1
      line++
      continue
    }
    if (afterQuote)
      throw new CsvError(`line ${line}: text after a closing quote`)
    if (c === '"') {
      if (field !== '')
        throw new CsvError(`line ${line}: a quote inside an unquoted field`)
      quoted = true
      started = true
      i++
      continue
    }
    field += c
    started = true
    i++
  }
  if (quoted) throw new CsvError(`line ${line}: a quoted field is not closed`)
  if (started || field !== '' || record.length > 0) endRecord()
  return records
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
