import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { spanish } from '@/prerender/language/es/index'
import { catalogueReport } from '@/prerender/language/report'
import { translationProblem } from '@/prerender/language/texts'

const root = path.resolve(__dirname, '../../..')

describe('the Spanish catalogue', () => {
  const report = catalogueReport(root, spanish, 'es')

  it('translates every interface text of the source (none in one language only)', () => {
    const lines = report.missing.map(
      (g) => `${g.file}:${g.line} ${JSON.stringify(g.key)}`,
    )
    expect(lines, 'run npm run i18n:check').toEqual([])
  })

  it('holds no translation whose English text is gone', () => {
    expect(report.stale, 'run npm run i18n:check').toEqual([])
  })

  it('keeps every placeholder and every number of the English', () => {
    const entries = [
      ...Object.entries(spanish.texts),
      ...Object.values(spanish.inFile ?? {}).flatMap((t) => Object.entries(t)),
    ]
    const problems = entries
      .map(([en, es]) => translationProblem(en, es))
      .filter(Boolean)
    expect(problems).toEqual([])
  })
})
