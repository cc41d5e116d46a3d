import { useEffect, useMemo, useRef, useState } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import './clinic-map.css'
import { config } from '@/config/env'
import { paths } from '@/domain/paths'
import {
  CHECKIN_LABELS,
  OPEN_STATUS_LABELS,
} from '@/components/open-status-classes'
import {
  attributionHtml,
  markerLabel,
  radiusMeters,
  spreadOffsets,
  toMapPoints,
  unplacedNote,
  type ClinicPoint,
  type RoomPoint,
} from '@/domain/map/map-points'
import {
  groupByTown,
  townGroupLabel,
  townGroupTitle,
  type TownGroup,
} from '@/domain/map/town-groups'
import { tileSettings } from '@/domain/map/tile-url'
import { REGION_CENTRE } from '@/domain/geo/region'
import { useNow } from '@/hooks/use-now'
import type { ClinicMapProps } from './clinic-map-props'
import { quietTileLayer } from './quiet-tile-layer'

export const TILES_FAILED_NOTE =
  'Map tiles could not load — the markers and the list still work.'

/** A marker's width and height, in pixels. */
const MARKER_SIZE = 36

/** The symbol inside a marker (its words are in its label and popup). */
const MARKER_SYMBOL = {
  open: '✓',
  closed: '×',
  unknown: '?',
  'temporarily-closed': '–',
  'usually-open': '!',
  none: '',
} as const

/**
 * The home results on a Leaflet map (this module is its own chunk, loaded
 * when the map is first shown). One marker per listed clinic with its own
 * coordinates and per nearby emergency room, each a keyboard-focusable
 * button named with its state in words, with a popup holding the name,
 * distance, today's hours, 'Call Now', 'Directions' and 'View Details'.
 * Clinics placed at their town's point are one marker per town, showing
 * how many ('5 clinics in Paducah — exact locations not confirmed'), whose
 * popup lists them (name linking to its page, state, 'Call'): never pins
 * at places we do not know. The search
 * point is marked with the radius drawn. Touch: one finger scrolls the page
 * (no dragging on coarse pointers), two fingers zoom; the mouse wheel never
 * zooms. No animation when the system asks for reduced motion. When tiles fail, the markers stay on a plain background with a note.
 */
export function ClinicMap({
  clinics,
  rooms,
  origin,
  originLabel,
  radiusMiles,
}: ClinicMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const layerRef = useRef<L.LayerGroup | null>(null)
  const placedRef = useRef<Placed[]>([])
  const [tilesFailed, setTilesFailed] = useState(false)
  const now = useNow()
  const points = useMemo(
    () => toMapPoints(clinics, rooms, now),
    [clinics, rooms, now],
  )
  const markers = useMemo(() => groupByTown(points.clinics), [points])
  const grouped = markers.some((m) => m.kind === 'town')

  useEffect(() => {
    const el = box.current
    if (!el) return
    const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false
    const still =
      window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    const map = L.map(el, {
      scrollWheelZoom: false,
      dragging: !coarse,
      fadeAnimation: !still,
      zoomAnimation: !still,
      markerZoomAnimation: !still,
      keyboard: true,
      zoomSnap: 0.5,
    })
    const tiles = tileSettings(config.mapTileUrl, config.mapTileAttribution)
    if (tiles.problem) console.warn(`[config] ${tiles.problem}`)
    quietTileLayer(tiles.url, {
      attribution: attributionHtml(tiles.attribution),
      maxZoom: 19,
    })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map)
    layerRef.current = L.layerGroup().addTo(map)
    mapRef.current = map
    map.on('zoomend', () => declutter(map, placedRef.current))
    // Keyboard: a popup opened from a marker takes focus; closing it gives
    // focus back to the marker.
    map.on('popupopen', (e: L.PopupEvent) => {
      el.classList.add('map-popup-open')
      const marker = (e.popup as unknown as { _source?: L.Marker })._source
      const icon = marker?.getElement()
      if (icon && document.activeElement === icon)
        e.popup.getElement()?.querySelector<HTMLElement>('a')?.focus()
    })
    // Escape closes the popup from inside it too (Leaflet's own keyboard
    // handler listens only while the map itself has focus).
    el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && el.querySelector('.leaflet-popup')) {
        e.stopPropagation()
        map.closePopup()
      }
    })
    map.on('popupclose', (e: L.PopupEvent) => {
      el.classList.remove('map-popup-open')
      const popupEl = e.popup.getElement()
      if (popupEl?.contains(document.activeElement)) {
        const marker = (e.popup as unknown as { _source?: L.Marker })._source
        marker?.getElement()?.focus()
      }
    })
    return () => {
      map.remove()
      mapRef.current = null
      layerRef.current = null
    }
  }, [])

  useEffect(() => {
    const map = mapRef.current
    const layer = layerRef.current
    if (!map || !layer) return
    layer.clearLayers()
    const bounds = L.latLngBounds([])
    if (origin) {
      const meters = radiusMeters(radiusMiles)
      L.circle([origin.lat, origin.lng], {
        radius: meters,
        color: '#1e40af',
        weight: 2,
        fillOpacity: 0.06,
        interactive: false,
        className: 'map-radius',
      }).addTo(layer)
      L.circleMarker([origin.lat, origin.lng], {
        radius: 7,
        color: '#ffffff',
        weight: 3,
        fillColor: '#1e3a8a',
        fillOpacity: 1,
        interactive: false,
        className: 'map-origin',
      }).addTo(layer)
      // The circle's bounds need the map's projection: computed from the
      // radius instead, so fitting works before the first draw.
      bounds.extend(L.latLng(origin.lat, origin.lng).toBounds(meters * 2))
    }
    const all = [...markers, ...points.rooms]
    for (const p of all) bounds.extend([p.lat, p.lng])
    if (bounds.isValid())
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14, animate: false })
    else
      map.setView([REGION_CENTRE.lat, REGION_CENTRE.lng], 8, { animate: false })
    placedRef.current = all.map((p) => ({ p, marker: addMarker(layer, p) }))
    declutter(map, placedRef.current)
  }, [markers, points, origin, radiusMiles])

  const unplaced = unplacedNote(points.unplaced)
  return (
    <div className="space-y-2">
      {tilesFailed ? (
        <p
          role="status"
          data-testid="tiles-failed"
          className="rounded border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800"
        >
          {TILES_FAILED_NOTE}
        </p>
      ) : null}
      <section aria-label="Map of the clinics found">
        <p className="sr-only">
          {origin
            ? `Map around ${originLabel}, with a ${radiusMiles}-mile circle. `
            : ''}
          Each clinic and emergency room is a button: Enter opens its details.
          Clinics whose exact location is not confirmed share one button per
          town, which lists them. The list holds the same clinics.
        </p>
        <div
          ref={box}
          data-testid="clinic-map"
          className={`clinic-map h-[60vh] min-h-80 w-full rounded-lg border border-slate-300${
            tilesFailed ? ' clinic-map-plain' : ''
          }`}
        />
      </section>
      {origin ? (
        <p className="text-sm text-slate-700">
          <span aria-hidden="true" className="map-legend-origin" />{' '}
          {`${originLabel} · the circle is the ${radiusMiles}-mile search radius`}
        </p>
      ) : null}
      {points.rooms.length > 0 ? (
        <p data-testid="map-room-legend" className="text-sm text-slate-700">
          <span aria-hidden="true" className="map-legend-room">
            {ROOM_SYMBOL}
          </span>{' '}
          {`A square marked ${ROOM_SYMBOL} is a hospital emergency room, open 24 hours.`}
        </p>
      ) : null}
      {grouped ? (
        <p data-testid="map-town-legend" className="text-sm text-slate-700">
          <span aria-hidden="true" className="map-legend-town">
            5
          </span>{' '}
          A numbered marker is a town: its clinics&apos; exact locations are not
          confirmed, so they are listed there, not pinned.
        </p>
      ) : null}
      {unplaced ? (
        <p data-testid="map-unplaced" className="text-sm text-slate-700">
          {unplaced}
        </p>
      ) : null}
    </div>
  )
}

type MarkerPoint = ClinicPoint | TownGroup | RoomPoint

/** An emergency room's marker and its legend ('SE' on the Spanish site). */
const ROOM_SYMBOL = 'ER'

interface Placed {
  p: MarkerPoint
  marker: L.Marker
}

/**
 * Sets apart the markers drawn on top of each other at this zoom (their
 * icons move, their points stay): each can be seen, tapped and focused.
 */
function declutter(map: L.Map, placed: readonly Placed[]) {
  const offsets = spreadOffsets(
    placed.map(({ p }) => {
      const at = map.latLngToLayerPoint([p.lat, p.lng])
      return { key: p.key, x: at.x, y: at.y }
    }),
    MARKER_SIZE,
  )
  const half = MARKER_SIZE / 2
  for (const { p, marker } of placed) {
    const [dx, dy] = offsets.get(p.key) ?? [0, 0]
    const el = marker.getElement()
    if (el) {
      el.style.marginLeft = `${dx - half}px`
      el.style.marginTop = `${dy - half}px`
    }
    const icon = marker.options.icon as L.DivIcon
    icon.options.popupAnchor = [dx, dy - half]
  }
}

function addMarker(layer: L.LayerGroup, p: MarkerPoint): L.Marker {
  const label =
    p.kind === 'town' ? townGroupLabel(p) : markerLabel(p, OPEN_STATUS_LABELS)
  const kind =
    p.kind === 'room' || p.kind === 'town' ? p.kind : (p.state ?? 'none')
  const symbol =
    p.kind === 'room'
      ? ROOM_SYMBOL
      : p.kind === 'town'
        ? String(p.clinics.length)
        : MARKER_SYMBOL[p.state ?? 'none']
  const marker = L.marker([p.lat, p.lng], {
    title: label,
    keyboard: true,
    riseOnHover: true,
    zIndexOffset: p.kind === 'room' ? 500 : 0,
    icon: L.divIcon({
      className: `map-marker map-marker-${kind}`,
      html: `<span aria-hidden="true">${symbol}</span>`,
      iconSize: [MARKER_SIZE, MARKER_SIZE],
      iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
      popupAnchor: [0, -MARKER_SIZE / 2],
    }),
  })
  marker.bindPopup(
    () => (p.kind === 'town' ? townPopupContent(p) : popupContent(p)),
    {
      maxWidth: 280,
      minWidth: 220,
      // A long town list scrolls inside the popup, which stays inside the
      // map (320 px high at least): taller, its top was cut off.
      ...(p.kind === 'town' ? { maxHeight: 240 } : {}),
    },
  )
  // The icon exists once the marker is on a map with a view.
  marker.on('add', () => {
    const el = marker.getElement()
    if (!el) return
    el.setAttribute('aria-label', label)
    el.dataset.marker = p.kind
    // Space works like Enter on a button.
    el.addEventListener('keydown', (e) => {
      if (e.key === ' ') {
        e.preventDefault()
        marker.openPopup()
      }
    })
  })
  marker.addTo(layer)
  return marker
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/** The popup, built from text nodes only (no data is read as markup). */
function popupContent(p: ClinicPoint | RoomPoint): HTMLElement {
  const root = el('div', 'map-popup')
  root.dataset.testid = 'map-popup'
  root.append(el('p', 'map-popup-name', p.name))
  if (p.kind === 'room') {
    root.append(
      el(
        'p',
        'map-popup-state map-popup-room',
        'Emergency room · Open 24 hours',
      ),
      el('p', '', p.place),
    )
  } else {
    root.append(
      el('p', `map-popup-state map-popup-${p.state ?? 'none'}`, stateText(p)),
    )
  }
  if (p.distance) root.append(el('p', 'map-popup-distance', p.distance))
  if (p.kind === 'clinic' && p.hours) root.append(el('p', '', p.hours))
  const actions = el('div', 'map-popup-actions')
  if (p.tel) {
    const call = el('a', 'map-popup-primary', 'Call Now')
    call.href = p.tel
    actions.append(call)
  } else if (p.kind === 'clinic') {
    actions.append(el('p', 'map-popup-note', 'No phone on file'))
  }
  const directions = el('a', 'map-popup-secondary', 'Directions')
  directions.href = p.directions
  directions.target = '_blank'
  directions.rel = 'noopener noreferrer'
  directions.append(el('span', 'sr-only', ' (opens in a new tab)'))
  actions.append(directions)
  if (p.kind === 'clinic') {
    const details = el('a', 'map-popup-secondary', 'View Details')
    details.href = paths.clinic.getHref(p.slug)
    actions.append(details)
  }
  root.append(actions)
  return root
}

/**
 * A town's popup: how many clinics, that their exact locations are not
 * confirmed, and each clinic: its name linking to its page, its state in
 * words, and 'Call' when it has a phone ('No phone on file' when not).
 */
function townPopupContent(g: TownGroup): HTMLElement {
  const root = el('div', 'map-popup')
  root.dataset.testid = 'map-popup'
  root.append(
    el('p', 'map-popup-name', townGroupTitle(g)),
    el(
      'p',
      'map-popup-note',
      g.clinics.length === 1
        ? "Exact location not confirmed: shown at the town's centre."
        : "Exact locations not confirmed: all shown at the town's centre.",
    ),
  )
  const list = el('ul', 'map-popup-list')
  for (const c of g.clinics) {
    const item = el('li', 'map-popup-item')
    const name = el('a', 'map-popup-clinic', c.name)
    name.href = paths.clinic.getHref(c.slug)
    item.append(name)
    const row = el('div', 'map-popup-row')
    row.append(
      el(
        'span',
        `map-popup-state map-popup-${c.state ?? 'none'}`,
        stateText(c),
      ),
    )
    if (c.tel) {
      const call = el('a', 'map-popup-call', 'Call')
      call.href = c.tel
      call.append(el('span', 'sr-only', ` ${c.name}`))
      row.append(call)
    } else {
      row.append(el('span', 'map-popup-note', 'No phone on file'))
    }
    item.append(row)
    list.append(item)
  }
  root.append(list)
  return root
}

/** A clinic's status in a popup: the check-in's when near or past (as on the cards). */
function stateText(p: Pick<ClinicPoint, 'state' | 'checkin'>): string {
  if (p.checkin) return CHECKIN_LABELS[p.checkin]
  return p.state ? OPEN_STATUS_LABELS[p.state] : ''
}
