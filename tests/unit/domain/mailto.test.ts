import { describe, expect, test } from 'vitest'
import {
  CUT_MARK,
  DEFAULT_MAIL_SUBJECT,
  MAILTO_MAX_LENGTH,
  contactMailto,
  mailtoLink,
} from '@/domain/mailto'
import { reportMailto } from '@/domain/listing-report'

const parts = (href: string) => {
  const url = new URL(href)
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body')!,
  }
}

describe('mailto links that carry what the parent wrote', () => {
  test('the contact link carries the subject and the message, whole when it fits', () => {
    const m = contactMailto('help@example.org', {
      subject: ' Hours & days ',
      message: 'Closes at 6 on Saturdays.\nOpen at 8.',
    })
    expect(m.cut).toBe(false)
    expect(parts(m.href)).toEqual({
      to: 'help@example.org',
      subject: 'Hours & days',
      body: 'Closes at 6 on Saturdays.\nOpen at 8.',
    })
    // No subject typed: one is written.
    expect(
      parts(contactMailto('a@b.c', { subject: ' ', message: 'x' }).href)
        .subject,
    ).toBe(DEFAULT_MAIL_SUBJECT)
  })

  test('a long message is cut to fit one link, at a word, ending in the mark', () => {
    const words = 'the clinic closes at six on saturdays '.repeat(200)
    const m = mailtoLink('help@example.org', 'Hours', words)
    expect(m.cut).toBe(true)
    expect(m.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH)
    const { body, subject } = parts(m.href)
    expect(subject).toBe('Hours')
    expect(body.endsWith(CUT_MARK)).toBe(true)
    const kept = body.slice(0, -CUT_MARK.length)
    expect(words.startsWith(kept)).toBe(true)
    // At a word: what follows the kept text in the message is a space.
    expect(words[kept.length]).toBe(' ')
    // And close to the limit: nothing much was given up.
    expect(m.href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 60)
  })

  test('characters that encode long (accents, emoji) count as encoded; none is split', () => {
    const text = 'ñ😀'.repeat(1000)
    const m = mailtoLink('a@b.c', 'Asunto', text)
    expect(m.cut).toBe(true)
    expect(m.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH)
    const kept = parts(m.href).body.slice(0, -CUT_MARK.length)
    expect(text.startsWith(kept)).toBe(true)
    expect(kept).not.toMatch(/[\uD800-\uDBFF]$/)
    // A lone surrogate (never encodable) becomes U+FFFD instead of throwing.
    expect(parts(mailtoLink('a@b.c', 's', 'a\uD800b').href).body).toBe(
      'a\uFFFDb',
    )
  })

  test('a report with a long note is cut the same way, the clinic kept', () => {
    const m = reportMailto(
      'help@example.org',
      { name: 'Springs', url: 'https://x.example/clinic/springs' },
      { kinds: ['hours_wrong'], note: 'é'.repeat(500) },
    )
    expect(m.cut).toBe(true)
    expect(m.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH)
    expect(parts(m.href).body).toMatch(
      /^Clinic: Springs\nPage: https:\/\/x\.example\/clinic\/springs\n\nWhat is wrong:\n- Hours are wrong\n\né+ \[…\]$/,
    )
  })
})
