/**
 * Article markup → a tree of blocks. Never
 * produces HTML: pages render the blocks as React elements, so article text
 * can never become markup. Never throws.
 *
 * Rules, line by line (each line is trimmed first; "\r\n" and "\r" count as
 * line breaks):
 *  - a blank line (empty or only whitespace) ends the current block;
 *  - a line starting with "## " is a heading block of its own. Decision: the
 *    spec does not say what follows a heading in the same block, so the lines
 *    after it are read by the same rules (paragraph, list, subheading);
 *  - a whole line of the form "**X:**" is a subheading block of its own;
 *  - consecutive lines starting with "-" form one bullet list (the "-" and the
 *    spaces after it are stripped; a bare "-" adds no empty item);
 *  - consecutive other lines are joined with single spaces into a paragraph;
 *  - inside headings, list items and paragraphs, **text** is bold; an
 *    unmatched "**" stays literal text.
 */
export type Inline =
  { type: 'text'; text: string } | { type: 'bold'; text: string }

export type Block =
  | { type: 'heading'; text: Inline[] }
  | { type: 'subheading'; text: Inline[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'paragraph'; text: Inline[] }

/**
 * `**bold**` spans, scanned left to right: each "**" pairs with the next
 * "**". An unmatched "**" and an empty pair ("****") stay literal text.
 * Adjacent text fragments are merged; empty fragments are never produced.
 */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  const push = (type: Inline['type'], t: string) => {
    if (!t) return
    const last = out[out.length - 1]
    if (type === 'text' && last?.type === 'text') last.text += t
    else out.push({ type, text: t })
  }
  let rest = String(text ?? '')
  for (;;) {
    const open = rest.indexOf('**')
    const close = open < 0 ? -1 : rest.indexOf('**', open + 2)
    if (close < 0) break
    push('text', rest.slice(0, open))
    const inner = rest.slice(open + 2, close)
    if (inner) push('bold', inner)
    else push('text', '****')
    rest = rest.slice(close + 2)
  }
  push('text', rest)
  return out
}

/** A whole line "**X:**" (X non-empty, without "*"). */
const SUBHEADING = /^\*\*([^*]+:)\*\*$/

/** Parses a whole article body into blocks. */
export function parseMarkup(text: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: Inline[][] = []
  const flushParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: 'paragraph', text: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  const flushList = () => {
    if (list.length) blocks.push({ type: 'list', items: list })
    list = []
  }
  const lines = String(text ?? '').split(/\r\n|\r|\n/)
  for (const raw of lines) {
    const line = raw.trim()
    if (!line) {
      flushParagraph()
      flushList()
      continue
    }
    const sub = SUBHEADING.exec(line)
    if (line.startsWith('## ')) {
      flushParagraph()
      flushList()
      blocks.push({ type: 'heading', text: parseInline(line.slice(3).trim()) })
    } else if (sub?.[1]) {
      flushParagraph()
      flushList()
      blocks.push({
        type: 'subheading',
        text: [{ type: 'text', text: sub[1] }],
      })
    } else if (line.startsWith('-')) {
      flushParagraph()
      const item = parseInline(line.replace(/^-\s*/, ''))
      if (item.length) list.push(item) // a bare "-" adds no empty bullet
    } else {
      flushList()
      paragraph.push(line)
    }
  }
  flushParagraph()
  flushList()
  return blocks
}
