import { describe, expect, test } from 'vitest'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { sameDataOnQueryChange } from '@/app/routes'

const args = (
  from: string,
  to: string,
  extra: Partial<ShouldRevalidateFunctionArgs> = {},
): ShouldRevalidateFunctionArgs =>
  ({
    currentUrl: new URL(from, 'https://x.example'),
    nextUrl: new URL(to, 'https://x.example'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  }) as ShouldRevalidateFunctionArgs

describe('loaders on a change of the home search query', () => {
  test('a new query on the same page reads nothing again', () => {
    expect(sameDataOnQueryChange(args('/', '/?location=Paducah'))).toBe(false)
    expect(
      sameDataOnQueryChange(args('/?location=Paducah', '/?location=Murray')),
    ).toBe(false)
    expect(sameDataOnQueryChange(args('/?view=map', '/'))).toBe(false)
  })

  test('the same URL (Try again, live refresh) and other pages read as before', () => {
    expect(sameDataOnQueryChange(args('/?q=x', '/?q=x'))).toBe(true)
    expect(sameDataOnQueryChange(args('/', '/'))).toBe(true)
    expect(sameDataOnQueryChange(args('/', '/town/paducah'))).toBe(true)
    expect(
      sameDataOnQueryChange(
        args('/', '/town/paducah', { defaultShouldRevalidate: false }),
      ),
    ).toBe(false)
  })
})
