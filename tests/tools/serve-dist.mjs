// A small static host for the production build, behaving like Netlify /
// Cloudflare Pages:
// - /x and /x/ are served from dist/x/index.html (or dist/x.html), files as
//   they are; names starting with "_" (_headers, _redirects) are host
//   configuration and never served;
// - any other path gets dist/404.html (under /es/, dist/es/404.html) with status 404 (or, for a build
//   without 404.html, the app shell index.html with status 200);
// - with --strict, like a plain CDN with no error page: any other path gets
//   a bare 404 and nothing in its place (the offline tests: a file a service
//   worker precaches must exist, tests/README.md);
// - every response carries the headers the build's dist/_headers gives its
//   path (parsed like the hosts do: tests/tools/static-host.mjs), so the
//   end-to-end tests run under the shipped Content-Security-Policy. Without
//   a _headers file: no-cache, immutable /assets/* and nosniff.
// Usage: node tests/tools/serve-dist.mjs [--port 4173] [--dir dist] [--strict]
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { headersFor, parseHeadersFile } from './static-host.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const port = Number(opt('port', process.env.PORT ?? '4173'))
const root = path.resolve(opt('dir', 'dist'))
const strict = args.includes('--strict')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

async function isFile(p) {
  try {
    return (await stat(p)).isFile()
  } catch {
    return false
  }
}

async function resolve(urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const target = path.resolve(root, '.' + path.posix.normalize(decoded))
  if (target !== root && !target.startsWith(root + path.sep)) return null
  if (path.basename(target).startsWith('_')) return null
  if (await isFile(target)) return target
  const index = path.join(target, 'index.html')
  if (await isFile(index)) return index
  const html = `${target.replace(/[\\/]+$/, '')}.html`
  if (target !== root && (await isFile(html))) return html
  return null
}

/** The build's _headers rules, read per request so a rebuild is picked up. */
async function hostRules() {
  try {
    return parseHeadersFile(await readFile(path.join(root, '_headers'), 'utf8'))
  } catch (e) {
    if (e && e.code === 'ENOENT') return null
    throw e
  }
}

function defaultHeaders(file) {
  const immutable = file.includes(`${path.sep}assets${path.sep}`)
  return {
    'cache-control': immutable
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    'x-content-type-options': 'nosniff',
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  let file = await resolve(url.pathname)
  let status = 200
  if (!file && strict) {
    const rules = await hostRules()
    res.writeHead(404, {
      ...(rules ? headersFor(rules, url.pathname) : {}),
      'content-type': 'text/plain; charset=utf-8',
    })
    res.end(req.method === 'HEAD' ? undefined : 'Not Found')
    return
  }
  if (!file) {
    // As Cloudflare Pages does (Netlify by the _redirects rule): the
    // nearest 404.html up the path, so /es/… gets the Spanish one.
    const nested = path.join(root, 'es', '404.html')
    const notFound =
      /^\/es(\/|$)/.test(url.pathname) && (await isFile(nested))
        ? nested
        : path.join(root, '404.html')
    if (await isFile(notFound)) {
      file = notFound
      status = 404
    } else file = path.join(root, 'index.html')
  }
  try {
    const body = await readFile(file)
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
    const rules = await hostRules()
    // Text is compressed, as every static host does (gzip here), so transfer
    // sizes in the benchmark are the ones a visitor would see.
    const compress =
      /^(text\/|application\/(json|xml|javascript)|image\/svg)/.test(type) &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const payload = compress ? gzipSync(body, { level: 9 }) : body
    res.writeHead(status, {
      ...(rules ? headersFor(rules, url.pathname) : defaultHeaders(file)),
      'content-type': type,
      vary: 'Accept-Encoding',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : payload)
  } catch (e) {
    console.error(e)
    res.writeHead(500, { 'content-type': 'text/plain' })
    res.end('Server error')
  }
})

server.listen(port, '127.0.0.1', () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${port}/`,
  )
})
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => server.close(() => process.exit(0)))
