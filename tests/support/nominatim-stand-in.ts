/**
 * A loopback stand-in for a Nominatim search endpoint (GET /search), for
 * the ops:geocode tests. It answers as Nominatim's jsonv2 does (a list of at
 * most one place, with addresstype, place_rank, osm_type/osm_id and the
 * address details), whatever the test's `answer` function says for a
 * request; and it checks every request as Nominatim's usage policy asks:
 * a User-Agent naming the project and its contact address, at most one
 * request a second, and the query the tool means to send (structured:
 * street, city, state; format=jsonv2, addressdetails=1, limit=1,
 * countrycodes=us). What it found wrong is in `problems`: a test fails
 * unless that is empty.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandInAnswer {
  status?: number
  /** JSON to send (a string is sent as it is, for malformed answers). */
  body: unknown
  headers?: Record<string, string>
}

export interface StandInRequest {
  at: number
  params: URLSearchParams
  userAgent: string
}

export interface StandInOptions {
  /** What to answer to a request; `nth` counts the requests with the same street (1 for the first). */
  answer: (params: URLSearchParams, nth: number) => StandInAnswer
  /** Words the User-Agent must contain (the project's name, the contact address). */
  userAgentMust: string[]
  /** Least time between two requests' arrivals (default 1000 ms). */
  minIntervalMs?: number
}

const REQUIRED = {
  format: 'jsonv2',
  addressdetails: '1',
  limit: '1',
  countrycodes: 'us',
} as const

export async function startNominatimStandIn(opts: StandInOptions) {
  const requests: StandInRequest[] = []
  const problems: string[] = []
  const seen = new Map<string, number>()
  const min = opts.minIntervalMs ?? 1000
  const check = (req: IncomingMessage, url: URL, at: number) => {
    const ua = req.headers['user-agent'] ?? ''
    const what = `request ${requests.length} (${url.searchParams.get('street') ?? url.search})`
    if (url.pathname !== '/search')
      problems.push(`${what}: path ${url.pathname}, not /search`)
    for (const word of opts.userAgentMust)
      if (!ua.includes(word))
        problems.push(
          `${what}: User-Agent ${JSON.stringify(ua)} does not name ${JSON.stringify(word)}`,
        )
    if (/node|undici|curl|python|^$/i.test(ua.split(/[\s/]/)[0] ?? ''))
      problems.push(
        `${what}: a library's default User-Agent ${JSON.stringify(ua)}`,
      )
    const previous = requests.at(-2)
    if (previous && at - previous.at < min)
      problems.push(
        `${what}: ${at - previous.at} ms after the previous request (at most one a second)`,
      )
    for (const [k, v] of Object.entries(REQUIRED))
      if (url.searchParams.get(k) !== v)
        problems.push(`${what}: ${k}=${url.searchParams.get(k)}, not ${v}`)
    if (url.searchParams.has('q'))
      problems.push(`${what}: a free-form q with a structured query`)
    for (const k of ['street', 'city', 'state'])
      if (!url.searchParams.get(k)?.trim()) problems.push(`${what}: no ${k}`)
  }
  const server = createServer((req, res) => {
    const at = Date.now()
    const url = new URL(req.url ?? '/', 'http://stand-in')
    requests.push({
      at,
      params: url.searchParams,
      userAgent: req.headers['user-agent'] ?? '',
    })
    check(req, url, at)
    const key = url.searchParams.get('street') ?? ''
    const nth = (seen.get(key) ?? 0) + 1
    seen.set(key, nth)
    let a: StandInAnswer
    try {
      a = opts.answer(url.searchParams, nth)
    } catch (e) {
      problems.push(`the test's answer failed: ${String(e)}`)
      a = { status: 500, body: { error: 'stand-in' } }
    }
    res.writeHead(a.status ?? 200, {
      'Content-Type': 'application/json; charset=utf-8',
      ...a.headers,
    })
    res.end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/search`,
    requests,
    problems,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let osmId = 1000
/** A Nominatim jsonv2 place: a house (address point), a road, or a town. */
export function nominatimPlace(
  level: 'house' | 'street' | 'town',
  at: { lat: number; lng: number },
  parts: {
    houseNumber?: string
    road?: string
    city: string
    /** The state's name and ISO 3166-2 code (Kentucky, US-KY unless said). */
    state?: [string, string]
  },
) {
  const [state, stateCode] = parts.state ?? ['Kentucky', 'US-KY']
  osmId++
  const address: Record<string, string> = {
    ...(level === 'house' && parts.houseNumber
      ? { house_number: parts.houseNumber }
      : {}),
    ...(level !== 'town' && parts.road ? { road: parts.road } : {}),
    city: parts.city,
    county: 'Some County',
    state,
    'ISO3166-2-lvl4': stateCode,
    country: 'United States',
    country_code: 'us',
  }
  const shape = {
    house: {
      category: 'place',
      type: 'house',
      addresstype: 'place',
      place_rank: 30,
      osm_type: 'node',
    },
    street: {
      category: 'highway',
      type: 'secondary',
      addresstype: 'road',
      place_rank: 26,
      osm_type: 'way',
    },
    town: {
      category: 'boundary',
      type: 'administrative',
      addresstype: 'town',
      place_rank: 16,
      osm_type: 'relation',
    },
  }[level]
  return {
    place_id: osmId * 7,
    licence:
      'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: shape.osm_type,
    osm_id: osmId,
    lat: at.lat.toFixed(7),
    lon: at.lng.toFixed(7),
    category: shape.category,
    type: shape.type,
    place_rank: shape.place_rank,
    importance: 0.1,
    addresstype: shape.addresstype,
    name: level === 'town' ? parts.city : '',
    display_name: [
      level === 'house' ? parts.houseNumber : null,
      level !== 'town' ? parts.road : null,
      parts.city,
      state,
      'United States',
    ]
      .filter(Boolean)
      .join(', '),
    address,
    boundingbox: [
      (at.lat - 0.001).toFixed(7),
      (at.lat + 0.001).toFixed(7),
      (at.lng - 0.001).toFixed(7),
      (at.lng + 0.001).toFixed(7),
    ],
  }
}
