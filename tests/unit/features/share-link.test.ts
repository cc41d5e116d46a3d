import { describe, expect, test, vi } from 'vitest'
import { searchLink, shareLink } from '@/features/search/share-link'
import { DEFAULT_URL_STATE } from '@/domain/url-state'

const URL_ = 'https://x.example/?location=Paducah'

describe('share link', () => {
  test('the link is the home page with only the non-default values, never coordinates', () => {
    expect(searchLink(DEFAULT_URL_STATE, 'https://x.example')).toBe(
      'https://x.example/',
    )
    expect(
      searchLink(
        { ...DEFAULT_URL_STATE, location: 'Paducah', hours: ['weekends'] },
        'https://x.example',
      ),
    ).toBe('https://x.example/?location=Paducah&hours=weekends')
    expect(
      searchLink(
        { ...DEFAULT_URL_STATE, currentLocation: true, view: 'map' },
        'https://x.example',
      ),
    ).toBe('https://x.example/?location=current&view=map')
  })

  test('the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    const writeText = vi.fn()
    expect(
      await shareLink(URL_, 'Site', {
        share,
        clipboard: { writeText } as unknown as Clipboard,
      }),
    ).toBe('shared')
    expect(share).toHaveBeenCalledWith({ title: 'Site', url: URL_ })
    expect(writeText).not.toHaveBeenCalled()
  })

  test('a closed share sheet is not an error and copies nothing', async () => {
    const share = vi
      .fn()
      .mockRejectedValue(new DOMException('closed', 'AbortError'))
    const writeText = vi.fn()
    expect(
      await shareLink(URL_, 'Site', {
        share,
        clipboard: { writeText } as unknown as Clipboard,
      }),
    ).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
  })

  test('no share sheet, or one that refuses: the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const clipboard = { writeText } as unknown as Clipboard
    expect(await shareLink(URL_, 'Site', { clipboard })).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(URL_)
    const share = vi
      .fn()
      .mockRejectedValue(new DOMException('no', 'NotAllowedError'))
    expect(await shareLink(URL_, 'Site', { share, clipboard })).toBe('copied')
    expect(
      await shareLink(URL_, 'Site', {
        share,
        canShare: () => false,
        clipboard,
      }),
    ).toBe('copied')
    expect(share).toHaveBeenCalledTimes(1)
  })

  test('neither works: failed, never a throw', async () => {
    expect(await shareLink(URL_, 'Site', {})).toBe('failed')
    const writeText = vi.fn().mockRejectedValue(new Error('denied'))
    expect(
      await shareLink(URL_, 'Site', {
        clipboard: { writeText } as unknown as Clipboard,
      }),
    ).toBe('failed')
  })
})
