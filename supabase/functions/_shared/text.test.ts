/**
 * The text rules both visitor-facing functions apply (./text.ts).
 */
import assert from 'node:assert/strict'
import { bodySafe, charCount, headerSafe, wellFormed } from './text.ts'

Deno.test('bidirectional controls are removed, marks kept', () => {
  const spoof = 'Call \u202Eenil\u202C now \u2066x\u2069'
  assert.equal(headerSafe(spoof), 'Call enil now x')
  assert.equal(bodySafe(`line one\n${spoof}`), 'line one\nCall enil now x')
  // Right-to-left marks belong to the writing, not to a trick.
  assert.equal(bodySafe('\u05E9\u200F\u05DC'), '\u05E9\u200F\u05DC')
})

Deno.test('control characters: one space in a line, gone from a text', () => {
  assert.equal(headerSafe('a\r\nBcc: x\u0000\u0085b'), 'a Bcc: x b')
  assert.equal(bodySafe('a\r\nb\u0000\u0007\tc\rd'), 'a\nb\tc\nd')
})

Deno.test(
  'HTML is kept as text, surrogates repaired, code points counted',
  () => {
    assert.equal(
      bodySafe('<script>alert(1)</script>'),
      '<script>alert(1)</script>',
    )
    assert.equal(wellFormed('a\uD800b'), 'a\uFFFDb')
    assert.equal(charCount('👍👍'), 2)
  },
)
