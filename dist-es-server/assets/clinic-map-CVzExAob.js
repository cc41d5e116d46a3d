import { V as config, d as clinicOpenStatus, f as directionsUrl, h as telHref, n as OPEN_STATUS_LABELS, r as hoursLineText } from "./shared-BbTtww70.js";
import { t as paths } from "./paths-CCIO7f15.js";
import { n as formatMiles, r as isUsablePoint } from "./distance--a-OO1jh.js";
import { i as tileSettings } from "../entry-server.js";
import { t as REGION_CENTRE } from "./region-hCawzd8g.js";
import { t as useNow } from "./use-now-kaOBYcuS.js";
import { useEffect, useMemo, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import L from "leaflet";
// src/domain/map/map-points.ts
var METERS_PER_MILE = 1609.344;
function milesText(d) {
	return d === void 0 || !Number.isFinite(d) || d >= 999 ? null : formatMiles(d);
}
/**
* The markers of a result list, in its order (so the keyboard meets them in
* the list's order): every clinic with a usable point, the emergency rooms
* with one, and how many listed clinics cannot be placed. Pure: the clock
* comes in as `now`.
*/
function toMapPoints(clinics, rooms, now) {
	const points = [];
	let unplaced = 0;
	for (const c of clinics) {
		const at = c.coordinates;
		if (!isUsablePoint(at)) {
			unplaced++;
			continue;
		}
		const status = clinicOpenStatus(c, now);
		points.push({
			kind: "clinic",
			key: `clinic-${c.uuid}`,
			slug: c.slug,
			name: c.name,
			lat: at.lat,
			lng: at.lng,
			approximate: at.approximate === true,
			state: status?.state ?? null,
			distance: milesText(c.distance),
			hours: status ? hoursLineText(status) : null,
			tel: telHref(c.phone),
			directions: directionsUrl(c)
		});
	}
	const roomPoints = [];
	for (const r of rooms) {
		if (!isUsablePoint(r.coordinates)) continue;
		roomPoints.push({
			kind: "room",
			key: `room-${r.id}`,
			name: r.name,
			lat: r.coordinates.lat,
			lng: r.coordinates.lng,
			place: `${r.city}, ${r.state}`,
			distance: milesText(r.distance),
			tel: telHref(r.phone),
			directions: directionsUrl(r)
		});
	}
	return {
		clinics: points,
		rooms: roomPoints,
		unplaced
	};
}
/** '2 clinics without a known location are in the list only', or null. */
function unplacedNote(count) {
	if (!Number.isInteger(count) || count <= 0) return null;
	return count === 1 ? "1 clínica sin ubicación conocida solo aparece en la lista" : `${count} clínicas sin ubicación conocida solo aparecen en la lista`;
}
/** The marker's accessible name: the name and its state in words. */
function markerLabel(point, stateLabels) {
	if (point.kind === "room") return `${point.name} — Sala de emergencias, abierta las 24 horas`;
	const state = point.state ? stateLabels[point.state] : null;
	return state ? `${point.name} — ${state}` : point.name;
}
/**
* Pixel offsets that set apart markers drawn on top of each other (clinics
* placed at their town's centre share one point; a clinic beside a hospital
* nearly does). Points are screen positions at the map's zoom, in list
* order: each point not yet placed anchors a group of the later points
* closer to it than `size` pixels; the anchor stays and the others go round
* it on a ring wide enough for `size`-pixel markers. Keyed like the input.
*/
function spreadOffsets(points, size = 36) {
	const out = /* @__PURE__ */ new Map();
	const gap = size + 8;
	for (let i = 0; i < points.length; i++) {
		const anchor = points[i];
		if (out.has(anchor.key)) continue;
		out.set(anchor.key, [0, 0]);
		const ring = points.slice(i + 1).filter((q) => !out.has(q.key) && Math.hypot(q.x - anchor.x, q.y - anchor.y) < size);
		if (ring.length === 0) continue;
		const r = Math.max(gap, ring.length * gap / (2 * Math.PI));
		ring.forEach((q, k) => {
			const a = 2 * Math.PI * k / ring.length - Math.PI / 2;
			out.set(q.key, [Math.round(anchor.x + r * Math.cos(a) - q.x), Math.round(anchor.y + r * Math.sin(a) - q.y)]);
		});
	}
	return out;
}
/** A search radius in miles as metres (what a map circle takes). */
function radiusMeters(miles) {
	return Number.isFinite(miles) && miles > 0 ? miles * METERS_PER_MILE : 0;
}
var HTML_ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
/**
* The tile attribution as the map's HTML (Leaflet writes it as markup): the
* configured text escaped, and OpenStreetMap's with its copyright link.
*/
function attributionHtml(text) {
	return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]).replace(/colaboradores de OpenStreetMap/, "<a href=\"https://www.openstreetmap.org/copyright\">colaboradores de OpenStreetMap</a>");
}
// src/features/map/quiet-tile-layer.ts
var gridRemove = L.GridLayer.prototype._removeTile;
var tileReady = L.TileLayer.prototype._tileReady;
/** Cuts a tile's download without a data: URL (the CSP allows none). */
function release(img) {
	img.onload = null;
	img.onerror = null;
	img.removeAttribute("src");
}
/**
* Leaflet's tile layer, except that a tile no longer wanted is cancelled by
* removing its src instead of pointing it at a data: GIF, which the site's
* Content-Security-Policy (img-src without data:) blocks with a console
* error, and whose blocked load Leaflet would report as a failed tile.
*/
function quietTileLayer(url, options) {
	return new (L.TileLayer.extend({
		_removeTile(key) {
			const tile = this._tiles[key];
			if (!tile) return;
			release(tile.el);
			gridRemove.call(this, key);
		},
		_abortLoading() {
			for (const key of Object.keys(this._tiles)) {
				const tile = this._tiles[key];
				if (tile.coords.z === this._tileZoom) continue;
				const img = tile.el;
				img.onload = null;
				img.onerror = null;
				if (!img.complete) {
					release(img);
					img.remove();
					delete this._tiles[key];
					this.fire("tileabort", {
						tile: img,
						coords: tile.coords
					});
				}
			}
		},
		_tileReady(coords, err, tile) {
			if (tile && !tile.hasAttribute("src")) return;
			tileReady.call(this, coords, err, tile);
		}
	}))(url, options);
}
// src/features/map/clinic-map.tsx
var TILES_FAILED_NOTE = "No se pudieron cargar las imágenes del mapa — los marcadores y la lista siguen funcionando.";
/** A marker's width and height, in pixels. */
var MARKER_SIZE = 36;
/** The symbol inside a marker (its words are in its label and popup). */
var MARKER_SYMBOL = {
	open: "✓",
	closed: "×",
	unknown: "?",
	"temporarily-closed": "–",
	none: ""
};
/**
* The home results on a Leaflet map (this module is its own chunk, loaded
* when the map is first shown). One marker per listed clinic with a known
* point and per nearby emergency room, each a keyboard-focusable button
* named with its state in words, with a popup holding the name, distance,
* today's hours, 'Call Now', 'Directions' and 'View Details'. The search
* point is marked with the radius drawn. Touch: one finger scrolls the page
* (no dragging on coarse pointers), two fingers zoom; the mouse wheel never
* zooms. No animation when the system asks for reduced motion. When tiles fail, the markers stay on a plain background with a note.
*/
function ClinicMap({ clinics, rooms, origin, originLabel, radiusMiles }) {
	const box = useRef(null);
	const mapRef = useRef(null);
	const layerRef = useRef(null);
	const placedRef = useRef([]);
	const [tilesFailed, setTilesFailed] = useState(false);
	const now = useNow();
	const points = useMemo(() => toMapPoints(clinics, rooms, now), [
		clinics,
		rooms,
		now
	]);
	useEffect(() => {
		const el = box.current;
		if (!el) return;
		const coarse = window.matchMedia?.("(pointer: coarse)").matches ?? false;
		const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
		const map = L.map(el, {
			scrollWheelZoom: false,
			dragging: !coarse,
			fadeAnimation: !still,
			zoomAnimation: !still,
			markerZoomAnimation: !still,
			keyboard: true,
			zoomSnap: .5,
			zoomControl: false
		});
		L.control.zoom({
			zoomInTitle: "Acercar",
			zoomOutTitle: "Alejar"
		}).addTo(map);
		const prefix = map.attributionControl.options.prefix;
		if (typeof prefix === "string") map.attributionControl.setPrefix(prefix.replace(/title="[^"]*"/, "title=\"Una biblioteca de JavaScript para mapas interactivos\""));
		const tiles = tileSettings(config.mapTileUrl, config.mapTileAttribution);
		if (tiles.problem) console.warn(`[config] ${tiles.problem}`);
		quietTileLayer(tiles.url, {
			attribution: attributionHtml(tiles.attribution),
			maxZoom: 19
		}).on("tileerror", () => setTilesFailed(true)).addTo(map);
		layerRef.current = L.layerGroup().addTo(map);
		mapRef.current = map;
		map.on("zoomend", () => declutter(map, placedRef.current));
		map.on("popupopen", (e) => {
			el.classList.add("map-popup-open");
			e.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", "Cerrar la ventana");
			const icon = e.popup._source?.getElement();
			if (icon && document.activeElement === icon) e.popup.getElement()?.querySelector("a")?.focus();
		});
		el.addEventListener("keydown", (e) => {
			if (e.key === "Escape" && el.querySelector(".leaflet-popup")) {
				e.stopPropagation();
				map.closePopup();
			}
		});
		map.on("popupclose", (e) => {
			el.classList.remove("map-popup-open");
			if (e.popup.getElement()?.contains(document.activeElement)) e.popup._source?.getElement()?.focus();
		});
		return () => {
			map.remove();
			mapRef.current = null;
			layerRef.current = null;
		};
	}, []);
	useEffect(() => {
		const map = mapRef.current;
		const layer = layerRef.current;
		if (!map || !layer) return;
		layer.clearLayers();
		const bounds = L.latLngBounds([]);
		if (origin) {
			const meters = radiusMeters(radiusMiles);
			L.circle([origin.lat, origin.lng], {
				radius: meters,
				color: "#1e40af",
				weight: 2,
				fillOpacity: .06,
				interactive: false,
				className: "map-radius"
			}).addTo(layer);
			L.circleMarker([origin.lat, origin.lng], {
				radius: 7,
				color: "#ffffff",
				weight: 3,
				fillColor: "#1e3a8a",
				fillOpacity: 1,
				interactive: false,
				className: "map-origin"
			}).addTo(layer);
			bounds.extend(L.latLng(origin.lat, origin.lng).toBounds(meters * 2));
		}
		const all = [...points.clinics, ...points.rooms];
		for (const p of all) bounds.extend([p.lat, p.lng]);
		if (bounds.isValid()) map.fitBounds(bounds, {
			padding: [24, 24],
			maxZoom: 14,
			animate: false
		});
		else map.setView([REGION_CENTRE.lat, REGION_CENTRE.lng], 8, { animate: false });
		placedRef.current = all.map((p) => ({
			p,
			marker: addMarker(layer, p)
		}));
		declutter(map, placedRef.current);
	}, [
		points,
		origin,
		radiusMiles
	]);
	const unplaced = unplacedNote(points.unplaced);
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-2",
		children: [
			tilesFailed ? /* @__PURE__ */ jsx("p", {
				role: "status",
				"data-testid": "tiles-failed",
				className: "rounded border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800",
				children: TILES_FAILED_NOTE
			}) : null,
			/* @__PURE__ */ jsxs("section", {
				"aria-label": "Mapa de las clínicas encontradas",
				children: [/* @__PURE__ */ jsxs("p", {
					className: "sr-only",
					children: [origin ? `Mapa alrededor de ${originLabel}, con un círculo de ${radiusMiles} millas. ` : "", "Cada clínica y sala de emergencias es un botón: Enter abre sus detalles. La lista tiene las mismas clínicas."]
				}), /* @__PURE__ */ jsx("div", {
					ref: box,
					"data-testid": "clinic-map",
					className: `clinic-map h-[60vh] min-h-80 w-full rounded-lg border border-slate-300${tilesFailed ? " clinic-map-plain" : ""}`
				})]
			}),
			origin ? /* @__PURE__ */ jsxs("p", {
				className: "text-sm text-slate-700",
				children: [
					/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "map-legend-origin"
					}),
					" ",
					originLabel,
					" ",
					"· el círculo marca el radio de búsqueda de ",
					radiusMiles,
					" millas"
				]
			}) : null,
			unplaced ? /* @__PURE__ */ jsx("p", {
				"data-testid": "map-unplaced",
				className: "text-sm text-slate-700",
				children: unplaced
			}) : null
		]
	});
}
/**
* Sets apart the markers drawn on top of each other at this zoom (their
* icons move, their points stay): each can be seen, tapped and focused.
*/
function declutter(map, placed) {
	const offsets = spreadOffsets(placed.map(({ p }) => {
		const at = map.latLngToLayerPoint([p.lat, p.lng]);
		return {
			key: p.key,
			x: at.x,
			y: at.y
		};
	}), MARKER_SIZE);
	const half = MARKER_SIZE / 2;
	for (const { p, marker } of placed) {
		const [dx, dy] = offsets.get(p.key) ?? [0, 0];
		const el = marker.getElement();
		if (el) {
			el.style.marginLeft = `${dx - half}px`;
			el.style.marginTop = `${dy - half}px`;
		}
		const icon = marker.options.icon;
		icon.options.popupAnchor = [dx, dy - half];
	}
}
function addMarker(layer, p) {
	const label = markerLabel(p, OPEN_STATUS_LABELS);
	const kind = p.kind === "room" ? "room" : p.state ?? "none";
	const symbol = p.kind === "room" ? "ER" : MARKER_SYMBOL[p.state ?? "none"];
	const marker = L.marker([p.lat, p.lng], {
		title: label,
		keyboard: true,
		riseOnHover: true,
		zIndexOffset: p.kind === "room" ? 500 : 0,
		icon: L.divIcon({
			className: `map-marker map-marker-${kind}`,
			html: `<span aria-hidden="true">${symbol}</span>`,
			iconSize: [MARKER_SIZE, MARKER_SIZE],
			iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
			popupAnchor: [0, -18]
		})
	});
	marker.bindPopup(() => popupContent(p), {
		maxWidth: 280,
		minWidth: 220
	});
	marker.on("add", () => {
		const el = marker.getElement();
		if (!el) return;
		el.setAttribute("aria-label", label);
		el.dataset.marker = p.kind;
		el.addEventListener("keydown", (e) => {
			if (e.key === " ") {
				e.preventDefault();
				marker.openPopup();
			}
		});
	});
	marker.addTo(layer);
	return marker;
}
function el(tag, className, text) {
	const node = document.createElement(tag);
	node.className = className;
	if (text !== void 0) node.textContent = text;
	return node;
}
/** The popup, built from text nodes only (no data is read as markup). */
function popupContent(p) {
	const root = el("div", "map-popup");
	root.dataset.testid = "map-popup";
	root.append(el("p", "map-popup-name", p.name));
	if (p.kind === "room") root.append(el("p", "map-popup-state map-popup-room", "Sala de emergencias · Abierta las 24 horas"), el("p", "", p.place));
	else {
		root.append(el("p", `map-popup-state map-popup-${p.state ?? "none"}`, p.state ? OPEN_STATUS_LABELS[p.state] : ""));
		if (p.approximate) root.append(el("p", "map-popup-note", "Ubicación aproximada (centro de la ciudad)"));
	}
	if (p.distance) root.append(el("p", "map-popup-distance", p.distance));
	if (p.kind === "clinic" && p.hours) root.append(el("p", "", p.hours));
	const actions = el("div", "map-popup-actions");
	if (p.tel) {
		const call = el("a", "map-popup-primary", "Llamar ahora");
		call.href = p.tel;
		actions.append(call);
	} else if (p.kind === "clinic") actions.append(el("p", "map-popup-note", "Teléfono no disponible"));
	const directions = el("a", "map-popup-secondary", "Cómo llegar");
	directions.href = p.directions;
	directions.target = "_blank";
	directions.rel = "noopener noreferrer";
	directions.append(el("span", "sr-only", " (se abre en una pestaña nueva)"));
	actions.append(directions);
	if (p.kind === "clinic") {
		const details = el("a", "map-popup-secondary", "Ver detalles");
		details.href = paths.clinic.getHref(p.slug);
		actions.append(details);
	}
	root.append(actions);
	return root;
}
export { ClinicMap };
