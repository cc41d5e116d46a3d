import { M as EARTH_RADIUS_MILES, R as compareText } from "./shared-BbTtww70.js";
// src/domain/geo/distance.ts
var toRad = (deg) => deg * Math.PI / 180;
/**
* A point we can measure from. Decision: besides missing and non-finite
* values, a latitude outside ±90 or a longitude outside ±180 also counts as
* unknown (such a point is a data error, not a place).
*/
function isUsablePoint(p) {
	return !!p && typeof p.lat === "number" && typeof p.lng === "number" && Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}
/**
* Great-circle (haversine) distance in miles with an Earth radius of 3959,
* rounded to 0.1 mile; 999 when either point is unknown.
*/
function distanceMiles(from, to) {
	if (!isUsablePoint(from) || !isUsablePoint(to)) return 999;
	const dLat = toRad(to.lat - from.lat);
	const dLng = toRad(to.lng - from.lng);
	const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(from.lat)) * Math.cos(toRad(to.lat)) * Math.sin(dLng / 2) ** 2;
	const h = Math.min(1, Math.max(0, a));
	const c = 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
	return Math.round(EARTH_RADIUS_MILES * c * 10) / 10;
}
/**
* A distance as every screen writes it (cards, emergency rooms, map popups,
* empty states, town pages, the radius): to 0.1 mile without a trailing
* '.0' under 100 miles ('0.4 miles', '1 mile', '12.5 miles'), in whole miles
* from 100 ('130 miles'); 'mile' only for exactly one.
*/
function formatMiles(miles) {
	const n = miles >= 100 ? Math.round(miles) : Math.round(miles * 10) / 10;
	return `${n} ${n === 1 ? "milla" : "millas"}`;
}
/**
* The `n` items nearest to `origin` within `maxMiles`, each a new object with
* its `distance` in miles; an item without usable coordinates is never
* listed ("nearest" cannot be claimed for it). Ties by name, then by `key`,
* so the order is stable. The input is not mutated.
*/
function nearestByDistance(list, origin, n, maxMiles, key) {
	if (!isUsablePoint(origin) || !(n > 0)) return [];
	return list.filter((item) => isUsablePoint(item.coordinates)).map((item) => ({
		...item,
		distance: distanceMiles(origin, item.coordinates)
	})).filter((item) => item.distance <= maxMiles).sort((a, b) => a.distance - b.distance || compareText(a.name, b.name) || compareText(key(a), key(b))).slice(0, Math.floor(n));
}
export { nearestByDistance as i, formatMiles as n, isUsablePoint as r, distanceMiles as t };
