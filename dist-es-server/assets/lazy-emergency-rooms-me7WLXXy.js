import { r as isUsablePoint } from "./distance--a-OO1jh.js";
import { Component, Suspense, lazy, useSyncExternalStore } from "react";
import { jsx } from "react/jsx-runtime";
// src/hooks/external-store.ts
/** A store holding one value, `initial` until set. */
function createExternalStore(initial) {
	let value = initial;
	const listeners = /* @__PURE__ */ new Set();
	return {
		get: () => value,
		subscribe(listener) {
			listeners.add(listener);
			return () => {
				listeners.delete(listener);
			};
		},
		set(next) {
			if (Object.is(next, value)) return;
			value = next;
			for (const l of [...listeners]) l();
		}
	};
}
/**
* The store's value, re-rendering on each change; `serverValue` while
* prerendering and hydrating (so the HTML and its hydration agree), then
* the store's own.
*/
function useExternalStore(store, serverValue) {
	return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
var IN_BROWSER = {
	get: () => true,
	subscribe: () => () => {}
};
/**
* False while prerendering and hydrating; true once hydrated, and from the
* first render of a component first rendered in the browser.
*/
function useInBrowser() {
	return useExternalStore(IN_BROWSER, false);
}
// src/features/emergency/poison-control.ts
/**
* Poison Control's national number, as shown and as a tel: link. A module of
* its own so the lazily loaded empty states can use it without importing the
* Emergency Info dialog.
*/
var POISON_CONTROL_DISPLAY = "1-800-222-1222";
var POISON_CONTROL_TEL = "tel:18002221222";
// src/features/emergency/search-origin.ts
/**
* The place of the last home search (typed place or current position), for
* the Emergency Info dialog on any page. The home search sets it when its
* location changes and clears it when the search is cleared. Only in
* memory: a new page load starts without a location.
*/
var origin = createExternalStore(null);
function setSearchOrigin(next) {
	const value = isUsablePoint(next) ? {
		lat: next.lat,
		lng: next.lng
	} : null;
	const current = origin.get();
	if (value?.lat === current?.lat && value?.lng === current?.lng) return;
	origin.set(value);
}
/** The searched location, or null (always null while prerendering). */
function useSearchOrigin() {
	return useExternalStore(origin, null);
}
// src/features/emergency/lazy-emergency-rooms.tsx
var loading = null;
/**
* The emergency-room section's code, fetched with the emergency-department
* read it always waits for (after a search, or when the Emergency Info
* dialog has a place): it is never part of the home page's first load. A
* failed fetch is forgotten, so the next call tries again.
*/
function loadEmergencyRooms() {
	loading ??= import("./emergency-rooms-Hfq26w-t.js").catch((e) => {
		loading = null;
		throw e;
	});
	return loading;
}
var Rooms = lazy(() => loadEmergencyRooms().then((m) => ({ default: m.EmergencyRooms })));
/**
* A lazily loaded section that cannot load says nothing (or its `fallback`)
* rather than breaking the page.
*/
var QuietBoundary = class extends Component {
	state = { failed: false };
	static getDerivedStateFromError() {
		return { failed: true };
	}
	componentDidCatch(error) {
		console.warn(`${this.props.what ?? "The emergency-room section"} could not be loaded`, error);
	}
	render() {
		return this.state.failed ? this.props.fallback ?? null : this.props.children;
	}
};
/**
* `EmergencyRooms` for the home page and the Emergency Info dialog, where it
* only ever appears after an emergency-department read that also fetched
* its code (`loadEmergencyRooms`), so it shows with its data. Town pages,
* prerendered, use `EmergencyRooms` itself.
*/
function LazyEmergencyRooms(props) {
	return /* @__PURE__ */ jsx(QuietBoundary, { children: /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(Rooms, { ...props })
	}) });
}
export { useSearchOrigin as a, createExternalStore as c, setSearchOrigin as i, useExternalStore as l, QuietBoundary as n, POISON_CONTROL_DISPLAY as o, loadEmergencyRooms as r, POISON_CONTROL_TEL as s, LazyEmergencyRooms as t, useInBrowser as u };
