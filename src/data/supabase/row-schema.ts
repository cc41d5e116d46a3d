import type { ClinicRow, TownRow } from '@/domain/map-row'
import {
  describeRowIssue,
  repairClinicRow,
  repairTownRow,
  type Repaired,
  type RowIssue,
} from '@/domain/repair-row'

/**
 * Rows are checked at the boundary, field by field (src/domain/repair-row.ts):
 * a field of the wrong type or out of range is shown as unknown, and only a
 * row that cannot be shown at all is left out, so one odd row never takes a
 * page or the build down. Each repair is reported once (console.warn: the
 * browser's console, and the build's log with the row id and field).
 */

const reported = new Set<string>()

/** Reports each issue once per process (a page reads the same rows often). */
export function reportRowIssues(issues: readonly RowIssue[]): void {
  for (const issue of issues) {
    const line = describeRowIssue(issue)
    if (reported.has(line)) continue
    reported.add(line)
    console.warn(`[data] ${line}`)
  }
}

function repairAll<T>(
  rows: readonly unknown[],
  repair: (raw: unknown, position: number) => Repaired<T>,
): T[] {
  const out: T[] = []
  rows.forEach((raw, i) => {
    const { row, issues } = repair(raw, i)
    reportRowIssues(issues)
    if (row !== null) out.push(row)
  })
  return out
}

/** Clinics rows: each repaired, the unshowable ones left out (and reported). */
export function toClinicRows(rows: readonly unknown[]): ClinicRow[] {
  return repairAll(rows, repairClinicRow)
}

/** Towns rows: each repaired, the unshowable ones left out (and reported). */
export function toTownRows(rows: readonly unknown[]): TownRow[] {
  return repairAll(rows, repairTownRow)
}
