/**
 * The printed sheets' HTML, shared (ops:queue's call and research sheets,
 * ops:harvest's review pages): one escaping rule and one style for a Letter
 * page. Every value printed goes through escHtml: stored values, and the
 * hostile text a web page or a map can carry.
 */

/**
 * Text (or an attribute value in double quotes: the pages write no other)
 * made inert in HTML; an apostrophe stays one ('New Year's Day').
 */
export const escHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** The printed sheets' style: Letter, 8 pt, a block per clinic never split. */
export const SHEET_CSS = `@page { size: letter; margin: 1.2cm; }
body { font: 8pt system-ui, sans-serif; margin: 0; }
section { break-inside: avoid; border-top: 1px solid #999; padding: 0.1em 0 0.2em; }
h2 { font-size: 9.5pt; margin: 0.1em 0; white-space: nowrap; overflow: hidden; }
h2 small { font-weight: normal; color: #444; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0 4px; vertical-align: top; line-height: 1.15; }
th { white-space: nowrap; font-weight: 600; width: 1%; }
th small { font-weight: normal; color: #555; }
td.same { width: 1%; white-space: nowrap; }
td.w { border-bottom: 1px solid #bbb; width: 32%; }
.fill { margin: 0.15em 0 0; white-space: nowrap; }
.id { color: #666; font-size: 6.5pt; }
.legend { font-size: 7.5pt; margin: 0.15em 0; }`

/** A whole printable page: the title, the style (and `css` after it), the body. */
export const htmlPage = (title: string, body: string, css = '') =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escHtml(title)}</title>
<style>
${SHEET_CSS}${css ? `\n${css}` : ''}
</style>
</head>
<body>
<h1 style="font-size:12pt;margin:0">${escHtml(title)}</h1>
${body}
</body>
</html>
`
