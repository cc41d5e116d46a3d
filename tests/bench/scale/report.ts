/** The one table `npm run bench:scale` prints (and the README shows). */

export interface Figure {
  figure: string
  value: number
  unit: 'ms' | 'MB'
  /** Upper bound, or null for a figure reported without a budget. */
  budget: number | null
}

export interface Machine {
  cpu: string
  cores: number
  node: string
  chromium: string
  os: string
}

export const statusOf = (f: Figure) =>
  f.budget === null ? '—' : f.value <= f.budget ? 'PASS' : 'OVER'

const format = (n: number, unit: string) =>
  `${n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2)} ${unit}`

/** A Markdown table (readable as plain text too). */
export function renderTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.figure,
    format(f.value, f.unit),
    f.budget === null ? '—' : `≤ ${f.budget} ${f.unit}`,
    statusOf(f),
  ])
  const head = ['Figure', 'Value', 'Budget', 'Result']
  const widths = head.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => r[i]!.length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [
    line(head),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n')
}

export function renderMachine(m: Machine): string {
  return `Machine: ${m.cpu}, ${m.cores} cores; ${m.os}; Node ${m.node}; Chromium ${m.chromium}`
}
