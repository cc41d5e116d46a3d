import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from '@playwright/test/reporter'
import { basename } from 'node:path'

/**
 * A Playwright reporter that prints, when a run ends, the time each spec
 * took in each project, longest first: where the run's time goes, so the
 * next cut is the one that saves most. A figure to read, never a failure.
 */
export default class SpecTimes implements Reporter {
  private readonly totals = new Map<string, { ms: number; tests: number }>()

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '?'
    const key = `${project} ${basename(test.location.file, '.spec.ts')}`
    const entry = this.totals.get(key) ?? { ms: 0, tests: 0 }
    entry.ms += result.duration
    entry.tests += 1
    this.totals.set(key, entry)
  }

  onEnd(_result: FullResult): void {
    const rows = [...this.totals.entries()].sort((a, b) => b[1].ms - a[1].ms)
    if (rows.length === 0) return
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0)
    const lines = rows.map(
      ([key, { ms, tests }]) =>
        `  ${(ms / 1000).toFixed(0).padStart(5)} s  ${String(tests).padStart(3)} tests  ${key}`,
    )
    process.stdout.write(
      `\nTime per spec (sum of test durations, ${(total / 1000).toFixed(0)} s):\n${lines.join('\n')}\n`,
    )
  }

  printsToStdio(): boolean {
    return false
  }
}
