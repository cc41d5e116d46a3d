// How Netlify and Cloudflare Pages apply a _headers file, for the local
// static host (serve-dist.mjs) and its tests: every rule whose path pattern
// matches the request path adds its headers, in file order.

/**
 * Reads a _headers file: a path pattern at the start of a line, indented
 * `Name: value` lines under it, `#` comments and blank lines ignored.
 * @param {string} text
 * @returns {Array<{ pattern: string, headers: Array<[string, string]> }>}
 */
export function parseHeadersFile(text) {
  const rules = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const rule = rules[rules.length - 1]
    const colon = line.indexOf(':')
    if (!rule || colon < 0) throw new Error(`_headers: bad line "${line}"`)
    rule.headers.push([
      line.slice(0, colon).trim(),
      line.slice(colon + 1).trim(),
    ])
  }
  return rules
}

/**
 * Whether a request path matches a pattern: `*` matches any characters
 * (including none), `:name` one path segment; everything else literally.
 * @param {string} pattern
 * @param {string} pathname
 */
export function matchesPattern(pattern, pathname) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}$`).test(pathname)
}

/**
 * The headers for a request path. A header set by two matching rules keeps
 * both values, joined with ", " (what both hosts do).
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} pathname
 * @returns {Record<string, string>} lower-case names
 */
export function headersFor(rules, pathname) {
  const out = {}
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      out[key] = out[key] ? `${out[key]}, ${value}` : value
    }
  }
  return out
}
