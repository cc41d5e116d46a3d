// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { inAppPath } from '@/hooks/use-in-app-link-click'

const plain = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
}

/** A link in the page with these attributes, and a span inside it. */
function link(attrs: Record<string, string>): { a: Element; inner: Element } {
  const a = document.createElement('a')
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v)
  const inner = document.createElement('span')
  a.append(inner)
  document.body.append(a)
  return { a, inner }
}

describe('inAppPath', () => {
  test('a plain click on a link to this site: its path, query and hash', () => {
    const { a, inner } = link({ href: '/clinic/a-clinic?x=1#hours' })
    expect(inAppPath({ ...plain, target: a })).toBe(
      '/clinic/a-clinic?x=1#hours',
    )
    // A click on something inside the link counts as a click on the link.
    expect(inAppPath({ ...plain, target: inner })).toBe(
      '/clinic/a-clinic?x=1#hours',
    )
    const self = link({ href: '/town/murray', target: '_self' })
    expect(inAppPath({ ...plain, target: self.a })).toBe('/town/murray')
  })

  test('left to the browser: another window, a download, another origin or scheme, no href', () => {
    const cases: Array<Record<string, string>> = [
      { href: '/clinic/a-clinic', target: '_blank' },
      { href: '/clinic/a-clinic', target: 'other' },
      { href: '/clinic/a-clinic', download: '' },
      { href: 'https://maps.example/dir/?api=1' },
      { href: 'tel:+12705551234' },
      { href: 'mailto:help@example.org' },
      {},
    ]
    for (const attrs of cases) {
      const { a } = link(attrs)
      expect(inAppPath({ ...plain, target: a }), JSON.stringify(attrs)).toBe(
        null,
      )
    }
  })

  test('left to the browser: modifier keys, other buttons, handled clicks, no link', () => {
    const { a } = link({ href: '/clinic/a-clinic' })
    for (const change of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ])
      expect(inAppPath({ ...plain, ...change, target: a })).toBe(null)
    expect(inAppPath({ ...plain, target: document.body })).toBe(null)
    expect(inAppPath({ ...plain, target: null })).toBe(null)
  })
})
