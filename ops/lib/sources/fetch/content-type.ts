/** The kinds of answer a source asks for, and what each accepts. */
export type Accept = 'html' | 'json'

export const ACCEPT_HEADER: Record<Accept, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  json: 'application/json',
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** html: text/html or XHTML; json: application/json or any `+json` type. */
export function isAccepted(
  accept: Accept,
  contentType: string | null,
): boolean {
  const type = mediaType(contentType)
  if (accept === 'html')
    return type === 'text/html' || type === 'application/xhtml+xml'
  return (
    type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type)
  )
}

/** The decoder of the header's charset, UTF-8 when it names none or one unknown. */
export function decoderFor(contentType: string | null): TextDecoder {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(
    contentType ?? '',
  )?.[1]
  if (charset)
    try {
      return new TextDecoder(charset)
    } catch {
      // an unknown label: UTF-8, as browsers fall back
    }
  return new TextDecoder('utf-8')
}
