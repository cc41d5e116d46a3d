/**
 * Loopback stand-ins for the services on the public internet, for the
 * end-to-end tests in database mode: the hosted PostgREST API (serving the
 * built-in rows), the Supabase gateway in front of the contact Edge Function,
 * the geocoder and the map tile server (/tiles/{z}/{x}/{y}.png: a small PNG,
 * each request counted). The gateway forwards to the real function running under
 * Deno (CONTACT_FUNCTION_URL; REPORT_FUNCTION_URL for report-listing), which
 * in turn store messages and reports and send e-mail through this server's
 * stand-ins (contact-backend.ts, report-backend.ts). Each records what it receives; tests read and steer
 * it through /__control: `restFailure` (every REST read answers that
 * status), `tileFailure` (every map tile answers that status), `restOutage` ('hang': no answer; 'refuse': the connection is
 * reset, which the page sees as a refused connection; null: back to normal).
 *
 *   CONTACT_FUNCTION_URL=http://127.0.0.1:54330 \
 *     npx tsx tests/e2e/support/stand-in-server.ts [port]
 */
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import {
  CLINIC_ROWS,
  TOWN_ROWS,
} from '../../../src/data/builtin/generated/data'
import { EMERGENCY_DEPARTMENT_ROWS } from '../../../src/data/builtin/generated/emergency-departments'
import {
  createPostgrestStandIn,
  type Tables,
} from '../../support/postgrest-stand-in'
import {
  freshContactBackend,
  handleContactMessages,
  handleResend,
} from './contact-backend'
import { hostileTables } from './hostile-data'
import {
  ageReports,
  freshReportBackend,
  handleListingReports,
} from './report-backend'

export const STAND_IN_PORT = Number(
  process.argv[2] ?? process.env.STAND_IN_PORT ?? 4186,
)
export const ANON_KEY = 'e2e-anon-key'
/** Where the gateway forwards each function's calls. */
const FUNCTION_URLS: Record<string, string | undefined> = {
  'send-contact-email': process.env.CONTACT_FUNCTION_URL,
  'report-listing': process.env.REPORT_FUNCTION_URL,
}
/** The visitor address the gateway forwards, as Supabase's proxy does. */
const CLIENT_IP = '203.0.113.7'

interface ContactRecord {
  method: string
  headers: Record<string, string>
  body: string
}

const state = {
  contacts: [] as ContactRecord[],
  /** Calls of the report-listing function through the gateway. */
  reportCalls: [] as ContactRecord[],
  backend: freshContactBackend(),
  reportBackend: freshReportBackend(),
  /** The visitor address the gateway says the next calls come from. */
  clientIp: CLIENT_IP,
  geocodes: [] as string[],
  /** Map tile requests received (paths), and the status tiles answer with. */
  tiles: [] as string[],
  tileFailure: 0,
  restFailure: 0,
  /** 'hang': REST reads get no answer; 'refuse': their connection is reset. */
  restOutage: null as 'hang' | 'refuse' | null,
  /** The REST requests left hanging (ended on the next control command). */
  hung: new Set<ServerResponse>(),
  tables: baseTables(),
  /** Page views received (GoatCounter's /count): the query and the Referer. */
  pageViews: [] as Array<{ search: string; referer: string | null }>,
  /** Ad-server requests received (path and query), and whether ads fail. */
  adRequests: [] as string[],
  adFailure: false,
}

/** STAND_IN_DATA=hostile serves the hostile-data set instead. */
function baseTables(): Tables {
  if (process.env.STAND_IN_DATA === 'hostile') return hostileTables()
  return {
    clinics: CLINIC_ROWS.map((r) => ({ ...r })),
    towns: TOWN_ROWS.map((t) => ({ ...t })),
    emergency_departments: EMERGENCY_DEPARTMENT_ROWS.map((r) => ({ ...r })),
  }
}

let rest = createPostgrestStandIn({ anonKey: ANON_KEY, tables: state.tables })
function rebuildRest() {
  rest = createPostgrestStandIn({
    anonKey: ANON_KEY,
    tables: state.tables,
    failWith: state.restFailure || undefined,
  })
}

/** CORS of the hosted REST API and geocoder (the function sets its own). */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, apikey, content-type, x-client-info',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Known places for the geocoder stand-in (real town centres). */
const PLACES: Record<
  string,
  { lat: string; lon: string; display_name: string }
> = {
  paducah: {
    lat: '37.0834',
    lon: '-88.6001',
    display_name: 'Paducah, McCracken County, Kentucky, United States',
  },
  owensboro: {
    lat: '37.7742',
    lon: '-87.1133',
    display_name: 'Owensboro, Daviess County, Kentucky, United States',
  },
  '42301': {
    lat: '37.7400',
    lon: '-87.1300',
    display_name: 'Owensboro, Kentucky 42301, United States',
  },
  // A ZIP far outside the region (not in the built-in gazetteer).
  '10001': {
    lat: '40.7506',
    lon: '-73.9972',
    display_name: 'New York, New York 10001, United States',
  },
  // A street address (towns and ZIPs now resolve in the browser).
  '100 broadway, paducah': {
    lat: '37.0869',
    lon: '-88.5987',
    display_name: '100 Broadway, Paducah, Kentucky 42001, United States',
  },
}

/** A 1×1 light-grey PNG: every map tile. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The stand-in ad network's script: AdSense's queue interface. */
function standInAdScript(origin: string, fail: boolean): string {
  return `(() => {
  const queue = window.adsbygoogle || []
  const fill = () => {
    for (const ins of document.querySelectorAll('ins.adsbygoogle:not([data-ad-status])')) {
      if (${fail}) { ins.setAttribute('data-ad-status', 'unfilled'); continue }
      const frame = document.createElement('iframe')
      frame.src = '${origin}/ads/frame?slot=' + encodeURIComponent(ins.dataset.adSlot || '') +
        '&client=' + encodeURIComponent(ins.dataset.adClient || '') +
        '&npa=' + (window.adsbygoogle.requestNonPersonalizedAds ? 1 : 0)
      frame.title = 'Advertisement'
      frame.width = '300'
      frame.height = '250'
      frame.style.cssText = 'border:0;display:block'
      ins.appendChild(frame)
      ins.setAttribute('data-ad-status', 'filled')
    }
  }
  window.adsbygoogle = { push: fill, requestNonPersonalizedAds: queue.requestNonPersonalizedAds, loaded: true }
  fill()
})()
`
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${STAND_IN_PORT}`)
  const send = (
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      ...CORS,
      ...headers,
    })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  if (url.pathname === '/__control') {
    if (req.method === 'GET')
      return send(200, {
        contacts: state.contacts,
        reportCalls: state.reportCalls,
        reports: state.reportBackend.reports,
        reportUnexpected: state.reportBackend.unexpected,
        messages: state.backend.messages,
        emails: state.backend.emails,
        backendUnexpected: state.backend.unexpected,
        geocodes: state.geocodes,
        tiles: state.tiles,
        pageViews: state.pageViews,
        adRequests: state.adRequests,
        restRequests: rest.requests.map((r) => r.shape),
        unexpected: rest.unexpected.map((r) => r.shape),
      })
    const cmd = JSON.parse((await readBody(req)) || '{}') as {
      reset?: boolean
      storeStatus?: number
      reportStoreStatus?: number
      clientIp?: string
      /** Days to move every stored report into the past. */
      ageReports?: number
      mailStatus?: number
      restFailure?: number
      tileFailure?: number
      restOutage?: 'hang' | 'refuse' | null
      adFailure?: boolean
      patchClinic?: { slug: string; values: Record<string, unknown> }
    }
    if (cmd.reset) {
      state.contacts = []
      state.reportCalls = []
      state.backend = freshContactBackend()
      state.reportBackend = freshReportBackend()
      state.clientIp = CLIENT_IP
      state.geocodes = []
      state.tiles = []
      state.tileFailure = 0
      state.restFailure = 0
      state.restOutage = null
      state.tables = baseTables()
      state.pageViews = []
      state.adRequests = []
      state.adFailure = false
    }
    if (cmd.storeStatus !== undefined)
      state.backend.storeStatus = cmd.storeStatus
    if (cmd.mailStatus !== undefined) state.backend.mailStatus = cmd.mailStatus
    if (cmd.reportStoreStatus !== undefined)
      state.reportBackend.storeStatus = cmd.reportStoreStatus
    if (cmd.clientIp !== undefined) state.clientIp = cmd.clientIp
    if (cmd.ageReports !== undefined)
      ageReports(state.reportBackend, cmd.ageReports)
    if (cmd.restFailure !== undefined) state.restFailure = cmd.restFailure
    if (cmd.tileFailure !== undefined) state.tileFailure = cmd.tileFailure
    if (cmd.restOutage !== undefined) state.restOutage = cmd.restOutage
    if (cmd.adFailure !== undefined) state.adFailure = cmd.adFailure
    // Requests left hanging by an earlier outage are cut off now.
    for (const r of state.hung) r.destroy()
    state.hung.clear()
    if (cmd.patchClinic) {
      const row = state.tables.clinics!.find(
        (c) => c.slug === cmd.patchClinic!.slug,
      )
      if (row) Object.assign(row, cmd.patchClinic.values)
    }
    rebuildRest()
    return send(200, { ok: true })
  }
  if (
    url.pathname === '/rest/v1/rpc/submit_contact_message' ||
    url.pathname === '/rest/v1/rpc/claim_contact_message_send' ||
    url.pathname === '/rest/v1/rpc/finish_contact_message_send'
  )
    return handleContactMessages(
      state.backend,
      req,
      url,
      await readBody(req),
      res,
    )
  if (url.pathname === '/rest/v1/rpc/submit_listing_report') {
    const changed = handleListingReports(
      state.reportBackend,
      state.tables.clinics!,
      req,
      await readBody(req),
      res,
    )
    // The clinic's visitor signal changed: later reads see it.
    if (changed) rebuildRest()
    return
  }
  if (url.pathname === '/resend/emails')
    return handleResend(state.backend, req, await readBody(req), res)
  if (url.pathname.startsWith('/rest/v1/')) {
    // An outage of the database API (the CORS preflight still answers).
    if (req.method !== 'OPTIONS' && state.restOutage === 'refuse') {
      req.socket.destroy()
      return
    }
    if (req.method !== 'OPTIONS' && state.restOutage === 'hang') {
      state.hung.add(res)
      res.on('close', () => state.hung.delete(res))
      return
    }
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string') headers.set(k, v)
    const response = await rest.handle(
      new Request(url, { method: req.method, headers }),
    )
    const out: Record<string, string> = {}
    response.headers.forEach((v, k) => (out[k] = v))
    res.writeHead(response.status, out)
    res.end(Buffer.from(await response.arrayBuffer()))
    return
  }
  const fn = /^\/functions\/v1\/(send-contact-email|report-listing)$/.exec(
    url.pathname,
  )?.[1]
  if (fn) {
    const body = await readBody(req)
    if (req.method !== 'OPTIONS')
      (fn === 'report-listing' ? state.reportCalls : state.contacts).push({
        method: req.method ?? '',
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, String(v)]),
        ),
        body,
      })
    const target = FUNCTION_URLS[fn]
    if (!target) return send(503, { error: `no URL for ${fn}` })
    // The gateway: forward to the function as it is, plus the client address.
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && !['host', 'connection'].includes(k))
        headers.set(k, v)
    headers.set('x-forwarded-for', state.clientIp)
    try {
      const answer = await fetch(target, {
        method: req.method,
        headers,
        body: ['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '')
          ? undefined
          : body,
      })
      const out: Record<string, string> = {}
      answer.headers.forEach((v, k) => {
        if (!['content-length', 'transfer-encoding'].includes(k)) out[k] = v
      })
      res.writeHead(answer.status, out)
      res.end(Buffer.from(await answer.arrayBuffer()))
    } catch (e) {
      send(502, {
        error: `function unreachable: ${String(e)} (${String((e as { cause?: unknown }).cause)})`,
      })
    }
    return
  }
  if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
    state.tiles.push(url.pathname)
    if (state.tileFailure) return send(state.tileFailure, { error: 'tile' })
    res.writeHead(200, { 'content-type': 'image/png', ...CORS })
    res.end(TILE_PNG)
    return
  }
  // GoatCounter's count endpoint: records what a page view sends.
  if (url.pathname === '/count') {
    state.pageViews.push({
      search: url.search,
      referer: req.headers.referer ?? null,
    })
    res.writeHead(200, { 'content-type': 'image/gif', ...CORS })
    res.end(TILE_PNG)
    return
  }
  // The ad network: its script (AdSense's queue and `ins` units, filled
  // with a 300×250 frame, or marked unfilled) and the frame.
  if (url.pathname.startsWith('/ads/')) {
    state.adRequests.push(url.pathname + url.search)
    if (url.pathname === '/ads/adsbygoogle.js') {
      res.writeHead(200, {
        'content-type': 'text/javascript',
        'cache-control': 'no-store',
        ...CORS,
      })
      res.end(
        standInAdScript(`http://127.0.0.1:${STAND_IN_PORT}`, state.adFailure),
      )
      return
    }
    if (url.pathname === '/ads/frame') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        `<!doctype html><body style="margin:0;height:250px;display:flex;align-items:center;justify-content:center;background:#fef3c7;font:16px sans-serif;color:#78350f">Stand-in ad, slot ${escapeHtml(url.searchParams.get('slot') ?? '')}</body>`,
      )
      return
    }
  }
  if (url.pathname === '/search') {
    const q = url.searchParams.get('q') ?? ''
    state.geocodes.push(url.search)
    const key = q
      .replace(/, Kentucky, USA$/, '')
      .trim()
      .toLowerCase()
    if (key === 'error') return send(503, { error: 'unavailable' })
    const place = PLACES[key]
    return send(200, place ? [place] : [])
  }
  send(404, { error: 'not found' })
})

server.listen(STAND_IN_PORT, '127.0.0.1', () => {
  console.log(`stand-ins on http://127.0.0.1:${STAND_IN_PORT}/`)
})
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => server.close(() => process.exit(0)))
