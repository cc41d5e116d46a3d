import { D as HOURS_FILTER_IDS, O as SERVICE_FILTER_IDS, m as CURRENT_LOCATION_LABEL } from "../entry-server.js";
import { d as useLocation, p as useNavigate } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Check, Share2 } from "lucide-react";
// src/features/search/url-search-state.ts
/**
* The home search as the URL keeps it (a place only once it is searched;
* the current position as `location=current`). Used by the lazily loaded
* URL sync and 'Share this search', so it is not in the first load.
*/
function urlSearchState(s, view) {
	const current = s.search.searchLocation === CURRENT_LOCATION_LABEL;
	return {
		location: current ? "" : s.search.searchLocation,
		currentLocation: current,
		radius: s.filters.radius,
		hours: s.filters.hours,
		services: s.filters.services,
		q: s.query,
		sort: s.sortChoice,
		view
	};
}
// src/domain/url-state.ts
/**
* The home search in the URL query, both ways:
*
*   ?location=Paducah&radius=25&hours=open-now,weekends&services=pediatric
*    &q=x-ray&sort=rating&view=map
*
* Only values that differ from the defaults are written, always in that
* order. A current-position search is `location=current`, never coordinates.
* Reading accepts any string: `?search=` (the site search action the page
* metadata declares) is the location when `location` is absent, the radius is clamped to 1–50 whole miles, unknown
* filter names are dropped, and text is trimmed, stripped of control
* characters and cut at 200 characters. Pure: no React, no I/O.
*/
var CURRENT_LOCATION_PARAM = "current";
var DEFAULT_URL_STATE = {
	location: "",
	currentLocation: false,
	radius: 10,
	hours: [],
	services: [],
	q: "",
	sort: null,
	view: "list"
};
/** A lone surrogate (which no URL can carry) becomes U+FFFD. */
function wellFormed(text) {
	let out = "";
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c >= 55296 && c <= 56319) {
			const next = text.charCodeAt(i + 1);
			if (next >= 56320 && next <= 57343) {
				out += text.slice(i, i + 2);
				i++;
			} else out += "�";
		} else if (c >= 56320 && c <= 57343) out += "�";
		else out += text.charAt(i);
	}
	return out;
}
/**
* Control characters out, lone surrogates replaced, whitespace runs to one
* space, trimmed, at most 200 characters.
*/
function cleanText(text) {
	return Array.from(wellFormed(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ").replace(/\s+/g, " ").trim()).slice(0, 200).join("").trim();
}
/** A whole number of miles within the allowed range; anything unreadable is the default. */
function clampRadius(value) {
	const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
	if (!Number.isFinite(n)) return 10;
	return Math.min(50, Math.max(1, Math.round(n)));
}
function pickIds(known, values) {
	const wanted = new Set(values.flatMap((v) => v.split(",")).map((v) => v.trim().toLowerCase()));
	return known.filter((id) => wanted.has(id));
}
/** The same state with every field within its allowed values. */
function normaliseUrlState(state) {
	const location = cleanText(state.location ?? "");
	const current = state.currentLocation === true || location.toLowerCase() === CURRENT_LOCATION_PARAM;
	return {
		location: current ? "" : location,
		currentLocation: current,
		radius: clampRadius(state.radius),
		hours: pickIds(HOURS_FILTER_IDS, state.hours ?? []),
		services: pickIds(SERVICE_FILTER_IDS, state.services ?? []),
		q: cleanText(state.q ?? ""),
		sort: state.sort === "distance" || state.sort === "rating" ? state.sort : null,
		view: state.view === "map" ? "map" : "list"
	};
}
/** Reads a query string ('?a=b', 'a=b') or URLSearchParams; never throws. */
function parseSearchQuery(query) {
	let params;
	try {
		params = typeof query === "string" ? new URLSearchParams(query.startsWith("?") ? query.slice(1) : query) : query;
	} catch {
		return { ...DEFAULT_URL_STATE };
	}
	const first = (name) => params.get(name) ?? "";
	const rawLocation = params.has("location") ? first("location") : first("search");
	const sort = first("sort").trim().toLowerCase();
	return normaliseUrlState({
		location: rawLocation,
		radius: params.has("radius") ? clampRadius(first("radius")) : 10,
		hours: params.getAll("hours"),
		services: params.getAll("services"),
		q: first("q"),
		sort: sort === "distance" || sort === "rating" ? sort : null,
		view: first("view").trim().toLowerCase() === "map" ? "map" : "list"
	});
}
/** `encodeURIComponent` with spaces as '+', as forms and URLSearchParams read them. */
function encodeValue(text) {
	return encodeURIComponent(text).replace(/%20/g, "+");
}
/**
* The query for a search state: '' for the defaults, else '?' and only the
* non-default values, in a fixed order (filter lists keep their commas).
*/
function formatSearchQuery(state) {
	const s = normaliseUrlState(state);
	const parts = [];
	if (s.currentLocation) parts.push(`location=${CURRENT_LOCATION_PARAM}`);
	else if (s.location) parts.push(`location=${encodeValue(s.location)}`);
	if (s.radius !== 10) parts.push(`radius=${s.radius}`);
	if (s.hours.length > 0) parts.push(`hours=${s.hours.join(",")}`);
	if (s.services.length > 0) parts.push(`services=${s.services.join(",")}`);
	if (s.q) parts.push(`q=${encodeValue(s.q)}`);
	if (s.sort) parts.push(`sort=${s.sort}`);
	if (s.view !== "list") parts.push(`view=${s.view}`);
	return parts.length > 0 ? `?${parts.join("&")}` : "";
}
// src/features/search/use-url-search.ts
/**
* The home search and the URL query kept in step (a search can be shared).
*
* URL → search: after hydration (the prerendered page first shows the
* default list, the same as the server's HTML) and on back / forward, a
* non-empty query is read and applied. Search → URL: a new searched place is
* a new history entry; a filter, radius, sort, name-search or view change
* replaces the current one, so Back returns to the previous search rather
* than undoing one checkbox at a time.
*
* Used only by url-sync.tsx, which the home page loads lazily (with the
* mapping, src/domain/url-state.ts), so none of it is in the first load.
*/
function useUrlSearchSync({ state, isSet, apply }) {
	const { search } = useLocation();
	const navigate = useNavigate();
	/** The query this page last wrote or applied (null: not yet hydrated). */
	const synced = useRef(null);
	/** A query is being read: the state is not yet the URL's. */
	const reading = useRef(false);
	/** The searched place of the current history entry. */
	const entryPlace = useRef("");
	/** The router's query now (not window.location: a memory router has its own). */
	const routerSearch = useRef(search);
	const applyRef = useRef(apply);
	useEffect(() => {
		applyRef.current = apply;
	});
	useEffect(() => {
		routerSearch.current = search;
		if (search === synced.current) return;
		const before = synced.current;
		const first = before === null;
		synced.current = search;
		if (first && search === "") return;
		reading.current = true;
		let live = true;
		let applied = false;
		Promise.resolve().then(() => {
			if (!live) return;
			applied = true;
			reading.current = false;
			const next = parseSearchQuery(search);
			entryPlace.current = placeOf(next);
			applyRef.current(next);
		}).catch((e) => {
			reading.current = false;
			console.error("Search link could not be read", e);
		});
		return () => {
			live = false;
			if (!applied) {
				synced.current = before;
				reading.current = false;
			}
		};
	}, [search]);
	const { location, currentLocation, radius, hours, services, q, sort, view } = state;
	const hoursKey = hours.join(",");
	const servicesKey = services.join(",");
	useEffect(() => {
		if (reading.current) return;
		if (!isSet && routerSearch.current === "") return;
		const now = {
			location,
			currentLocation,
			radius,
			hours: hoursKey ? hoursKey.split(",") : [],
			services: servicesKey ? servicesKey.split(",") : [],
			q,
			sort,
			view
		};
		const at = routerSearch.current;
		return whenIdle(() => {
			if (reading.current || routerSearch.current !== at) return;
			try {
				const query = formatSearchQuery(now);
				const written = query && new URL(query, window.location.href).search;
				if (written === routerSearch.current) {
					synced.current = written;
					return;
				}
				const place = placeOf(now);
				const push = place !== entryPlace.current;
				entryPlace.current = place;
				synced.current = written;
				navigate({ search: written }, {
					replace: !push,
					preventScrollReset: true
				});
			} catch (e) {
				console.error("Search link not updated", e);
			}
		});
	}, [
		isSet,
		location,
		currentLocation,
		radius,
		hoursKey,
		servicesKey,
		q,
		sort,
		view,
		navigate
	]);
}
/**
* Runs `fn` when the browser is next idle (within a second; 50 ms where
* there is no idle callback); returns what cancels it.
*/
function whenIdle(fn) {
	if (typeof requestIdleCallback === "function") {
		const id = requestIdleCallback(fn, { timeout: 1e3 });
		return () => cancelIdleCallback(id);
	}
	const timer = setTimeout(fn, 50);
	return () => clearTimeout(timer);
}
function placeOf(state) {
	return state.currentLocation ? "\0current" : state.location.trim();
}
// src/features/search/url-sync.tsx
/**
* The URL sync as a lazily loaded component (nothing on screen): the home
* page mounts it after hydration, once the address has a query or the search
* differs from the defaults, so none of its code is in the first load.
*/
function UrlSearchSync({ search, view, isSet, setView }) {
	const { setFilters, setQuery, setSort, searchByText, searchByCurrentLocation } = search;
	const apply = useCallback((next) => {
		setFilters({
			radius: next.radius,
			hours: next.hours,
			services: next.services
		});
		setQuery(next.q);
		setSort(next.sort);
		setView(next.view);
		if (next.currentLocation) searchByCurrentLocation();
		else searchByText(next.location);
	}, [
		setFilters,
		setQuery,
		setSort,
		setView,
		searchByText,
		searchByCurrentLocation
	]);
	useUrlSearchSync({
		state: urlSearchState(search, view),
		isSet,
		apply
	});
	return null;
}
// src/features/search/share-link.ts
/**
* 'Share this search', loaded when the button is pressed.
* The link is the home page with the search's query (only non-default
* values, never coordinates: a current-position search is
* `location=current`).
*/
function searchLink(state, origin) {
	return `${origin}/${formatSearchQuery(state)}`;
}
/**
* The device's share sheet where there is one (phones), else the clipboard.
* Never throws.
*/
async function shareLink(url, title, nav = navigator) {
	const data = {
		title,
		url
	};
	if (typeof nav.share === "function" && (typeof nav.canShare !== "function" || nav.canShare(data))) try {
		await nav.share(data);
		return "shared";
	} catch (e) {
		if (e instanceof DOMException && e.name === "AbortError") return "cancelled";
	}
	try {
		if (!nav.clipboard?.writeText) return "failed";
		await nav.clipboard.writeText(url);
		return "copied";
	} catch {
		return "failed";
	}
}
// src/features/search/share-search.tsx
var UNAVAILABLE = "No se puede compartir en este momento.";
/**
* 'Share this search': the device's share sheet on phones that have one,
* else the link copied ('Link copied'), else the link in a read-only field
* to copy by hand. This module (with the sharing code and the URL mapping)
* is loaded lazily by the home page when the button is first shown, never
* with the page.
*/
function ShareThisSearch({ search, view, title }) {
	const state = urlSearchState(search, view);
	return /* @__PURE__ */ jsx(ShareSearch, {
		state,
		title
	}, JSON.stringify(state));
}
function ShareSearch({ state, title }) {
	const id = useId();
	const [shown, setShown] = useState({ kind: "none" });
	const busy = useRef(false);
	const share = async () => {
		if (busy.current) return;
		busy.current = true;
		try {
			const url = searchLink(state, window.location.origin);
			const outcome = await shareLink(url, title);
			setShown(outcome === "copied" ? {
				kind: "message",
				text: "Enlace copiado"
			} : outcome === "shared" ? {
				kind: "message",
				text: "Enlace compartido"
			} : outcome === "failed" ? {
				kind: "field",
				url
			} : { kind: "none" });
		} catch (e) {
			console.error("Share error", e);
			setShown({
				kind: "message",
				text: UNAVAILABLE
			});
		} finally {
			busy.current = false;
		}
	};
	const copied = shown.kind === "message" && shown.text === "Enlace copiado";
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap items-center gap-x-3 gap-y-2",
		children: [
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: () => void share(),
				"aria-label": "Compartir esta búsqueda",
				className: "inline-flex min-h-11 items-center gap-2 rounded border border-blue-800 px-3 font-semibold text-blue-900 hover:bg-blue-50",
				children: [
					copied ? /* @__PURE__ */ jsx(Check, {
						"aria-hidden": "true",
						className: "h-5 w-5 sm:hidden"
					}) : null,
					/* @__PURE__ */ jsx(Share2, {
						"aria-hidden": "true",
						className: copied ? "h-5 w-5 max-sm:hidden" : "h-5 w-5"
					}),
					copied ? /* @__PURE__ */ jsx("span", {
						className: "sm:hidden",
						children: "Copiado"
					}) : null,
					/* @__PURE__ */ jsx("span", {
						className: copied ? "max-sm:hidden" : void 0,
						children: "Compartir"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "hidden sm:inline",
						children: "esta búsqueda"
					})
				]
			}),
			/* @__PURE__ */ jsx("p", {
				"aria-live": "polite",
				"aria-atomic": "true",
				className: shown.kind === "message" && shown.text !== UNAVAILABLE ? "text-sm text-slate-700 max-sm:sr-only" : "text-sm text-slate-700",
				children: shown.kind === "message" ? shown.text : shown.kind === "field" ? "Copie este enlace para compartir la búsqueda:" : ""
			}),
			shown.kind === "field" ? /* @__PURE__ */ jsxs("div", {
				className: "w-full",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: `${id}-link`,
					className: "sr-only",
					children: "Enlace a esta búsqueda"
				}), /* @__PURE__ */ jsx("input", {
					id: `${id}-link`,
					type: "text",
					readOnly: true,
					value: shown.url,
					onFocus: (e) => e.currentTarget.select(),
					className: "h-11 w-full rounded border border-slate-400 px-3 text-base"
				})]
			}) : null
		]
	});
}
export { ShareThisSearch as ShareSearch, UrlSearchSync };
