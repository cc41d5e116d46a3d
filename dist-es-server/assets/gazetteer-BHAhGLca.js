import { t as distanceMiles } from "./distance--a-OO1jh.js";
import { t as REGION_CENTRE } from "./region-hCawzd8g.js";
// src/domain/gazetteer/gazetteer.ts
/** Typed state words → code: 'ky', 'ky.', 'kentucky', 'ken' are not all here on purpose. */
var STATE_WORDS = {
	ky: "KY",
	kentucky: "KY",
	in: "IN",
	ind: "IN",
	indiana: "IN",
	il: "IL",
	ill: "IL",
	illinois: "IL",
	mo: "MO",
	missouri: "MO",
	tn: "TN",
	tenn: "TN",
	tennessee: "TN"
};
/**
* Lower case, accents dropped, 'saint'/'st' and 'mount'/'mt' unified,
* apostrophes removed and every other run of punctuation or space one space.
*/
function normaliseText(text) {
	return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/['’‘`]/g, "").replace(/[^a-z0-9]+/g, " ").trim().replace(/\bsaint\b/g, "st").replace(/\bmount\b/g, "mt").replace(/\bfort\b/g, "ft");
}
/** A finite latitude and longitude from two texts, else null. */
function pointOf(lat, lng) {
	const point = {
		lat: Number(lat),
		lng: Number(lng)
	};
	return lat && lng && Number.isFinite(point.lat) && Number.isFinite(point.lng) ? point : null;
}
/**
* Parses the generated rows (`zip|place|county|ST|lat|lng`, then `|p` for a
* P.O.-box ZIP, per line) and the places' own points (`ST|place|lat|lng`).
* A place's point is its own point when it has one; else the centre of its
* ZIPs, leaving out P.O.-box ZIPs (unless it has nothing else), whose post
* office point can lie anywhere in town.
*/
function buildGazetteer(rowsText, placePointsText = "") {
	const own = /* @__PURE__ */ new Map();
	for (const line of placePointsText.split("\n")) {
		const [state, place, lat, lng] = line.split("|");
		const point = pointOf(lat, lng);
		if (state && place && point) own.set(`${state}|${place}`, point);
	}
	const zips = /* @__PURE__ */ new Map();
	for (const line of rowsText.split("\n")) {
		const [zip, place, county, state, lat, lng, flag] = line.split("|");
		const point = {
			lat: Number(lat),
			lng: Number(lng)
		};
		if (!zip || !/^\d{5}$/.test(zip) || !place || !state || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue;
		zips.set(zip, {
			zip,
			place,
			county: county ?? "",
			state,
			...point,
			poBox: flag === "p"
		});
	}
	const groups = /* @__PURE__ */ new Map();
	for (const z of [...zips.values()].sort((a, b) => a.zip.localeCompare(b.zip))) {
		const k = `${z.state}|${z.place}`;
		const g = groups.get(k);
		if (g) g.push(z);
		else groups.set(k, [z]);
	}
	const places = [];
	for (const [k, g] of groups) {
		const first = g[0];
		if (!first) continue;
		const delivery = g.some((z) => !z.poBox) ? g.filter((z) => !z.poBox) : g;
		const point = own.get(k);
		const counts = /* @__PURE__ */ new Map();
		for (const z of g) counts.set(z.county, (counts.get(z.county) ?? 0) + 1);
		let county = first.county;
		for (const [c, n] of counts) if (n > (counts.get(county) ?? 0)) county = c;
		places.push({
			name: first.place,
			state: first.state,
			county,
			zips: g.map((z) => z.zip),
			point: point ? "place" : "zips",
			lat: point?.lat ?? round(mean(delivery, (z) => z.lat)),
			lng: point?.lng ?? round(mean(delivery, (z) => z.lng)),
			key: normaliseText(first.place)
		});
	}
	places.sort(comparePlaces);
	const byName = /* @__PURE__ */ new Map();
	for (const p of places) {
		const list = byName.get(p.key);
		if (list) list.push(p);
		else byName.set(p.key, [p]);
	}
	return {
		zips,
		places,
		byName
	};
}
function mean(list, of) {
	return list.reduce((s, t) => s + of(t), 0) / list.length;
}
function round(n) {
	return Math.round(n * 1e4) / 1e4;
}
/** Kentucky first, then nearest to the region centre, then by name. */
function comparePlaces(a, b) {
	const ky = Number(b.state === "KY") - Number(a.state === "KY");
	if (ky !== 0) return ky;
	const d = distanceMiles(REGION_CENTRE, a) - distanceMiles(REGION_CENTRE, b);
	if (d !== 0) return d;
	return a.name.localeCompare(b.name) || a.state.localeCompare(b.state);
}
/**
* Optimal-string-alignment distance (a swap of two neighbours counts as
* one), giving up with `max + 1` as soon as it must exceed `max`.
*/
function editDistance(a, b, max) {
	if (Math.abs(a.length - b.length) > max) return max + 1;
	const width = b.length + 1;
	const rows = new Array(width * 3).fill(0);
	const at = (i, j) => rows[i % 3 * width + j] ?? 0;
	const set = (i, j, v) => {
		rows[i % 3 * width + j] = v;
	};
	for (let j = 0; j <= b.length; j++) set(0, j, j);
	for (let i = 1; i <= a.length; i++) {
		set(i, 0, i);
		let rowMin = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, at(i - 2, j - 2) + 1);
			set(i, j, v);
			if (v < rowMin) rowMin = v;
		}
		if (rowMin > max) return max + 1;
	}
	return Math.min(at(a.length, b.length), max + 1);
}
/**
* How many typing errors a name of this length tolerates: none under 5
* letters (too many short names lie one letter apart: 'Lyon', 'Lynn'), one
* from 5 letters ('Paduca', 'Hopkinsvile').
*/
function typoAllowance(key) {
	return key.replace(/ /g, "").length >= 5 ? 1 : 0;
}
var MAX_INPUT = 200;
/**
* Splits normalised text into a place name, an optional state word and an
* optional ZIP: 'paducah', 'paducah ky', 'paducah kentucky 42003',
* '42003', 'ky 42003'. Null when it is anything else (a street address).
*/
function parseLocation(text) {
	if (text.length > MAX_INPUT) return null;
	let rest = normaliseText(text).replace(/ (usa|us|united states( of america)?)$/, "").trim();
	let zip = null;
	const zipMatch = / ?\b(\d{5})(?: (\d{4}))?$/.exec(rest);
	if (zipMatch) {
		zip = zipMatch[1] ?? null;
		rest = rest.slice(0, zipMatch.index).trim();
	}
	let state = null;
	const words = rest.split(" ").filter(Boolean);
	const last = words.at(-1);
	if (last && STATE_WORDS[last] && (words.length > 1 || zip)) {
		state = STATE_WORDS[last];
		words.pop();
	}
	const name = words.join(" ");
	if (/\d/.test(name)) return null;
	if (!name && !zip) return null;
	return {
		name,
		state,
		zip
	};
}
function placeLabel(p) {
	return `${p.name}, ${p.state}`;
}
function zipLabel(z) {
	return `${z.zip} · ${z.place}, ${z.state}`;
}
function fromZip(z) {
	return {
		kind: "zip",
		label: zipLabel(z),
		state: z.state,
		lat: z.lat,
		lng: z.lng,
		corrected: false
	};
}
function fromPlace(p, corrected) {
	return {
		kind: "place",
		label: placeLabel(p),
		state: p.state,
		lat: p.lat,
		lng: p.lng,
		corrected
	};
}
/** Places whose name is this key, or within the typo allowance of it. */
function findPlaces(g, key, state) {
	const inState = (p) => state === null || p.state === state;
	const exact = (g.byName.get(key) ?? []).filter(inState);
	if (exact.length > 0) return {
		places: exact,
		corrected: false
	};
	const max = typoAllowance(key);
	if (max === 0) return {
		places: [],
		corrected: false
	};
	return {
		places: g.places.filter((p) => inState(p) && editDistance(key, p.key, max) <= max),
		corrected: true
	};
}
/**
* Resolves a typed location locally: a ZIP ('42003', '42003-1234'), a place
* ('Paducah', 'paducah, ky', 'Paducah, Kentucky', 'Paducah KY 42003') or a
* place one letter off ('Paduca'). A name in several states is the Kentucky
* one, else the one nearest the region centre. Null for anything else (a
* street address, a landmark, a place not in the gazetteer): that goes to
* the geocoder.
*/
function resolveLocation(g, text) {
	const parsed = parseLocation(text);
	if (!parsed) return null;
	const { name, state, zip } = parsed;
	const zipEntry = zip ? g.zips.get(zip) : void 0;
	if (zipEntry && (!state || zipEntry.state === state)) {
		if (!name) return fromZip(zipEntry);
		const { places } = findPlaces(g, name, zipEntry.state);
		if (places.some((p) => p.zips.includes(zipEntry.zip))) return fromZip(zipEntry);
	}
	if (!name) return null;
	const { places, corrected } = findPlaces(g, name, state);
	const best = places[0];
	return best ? fromPlace(best, corrected) : null;
}
var MAX_SUGGESTIONS = 6;
function countyText(county) {
	return county ? ` · condado de ${county}` : "";
}
function placeSuggestion(p) {
	return {
		value: placeLabel(p),
		label: `${placeLabel(p)}${countyText(p.county)}`
	};
}
/**
* Up to `limit` suggestions for what has been typed so far: ZIPs starting
* with the digits typed (2 or more), or places whose name starts with the
* text (then places with a word starting with it, then one letter off);
* Kentucky first, then nearest the region centre. Empty for one character,
* or text the gazetteer cannot be asked about.
*/
function suggestLocations(g, text, limit = 6) {
	if (text.length > MAX_INPUT) return [];
	const typed = normaliseText(text);
	if (typed.length < 2) return [];
	if (/^\d+$/.test(typed)) {
		if (typed.length > 5) return [];
		const out = [];
		for (const z of [...g.zips.values()].filter((z) => z.zip.startsWith(typed)).sort((a, b) => Number(b.state === "KY") - Number(a.state === "KY") || a.zip.localeCompare(b.zip))) {
			out.push({
				value: z.zip,
				label: zipLabel(z)
			});
			if (out.length >= limit) break;
		}
		return out;
	}
	const parsed = parseLocation(text);
	if (!parsed || !parsed.name) return [];
	const { name, state, zip } = parsed;
	if (zip) {
		const z = g.zips.get(zip);
		return z ? [{
			value: z.zip,
			label: zipLabel(z)
		}] : [];
	}
	const inState = (p) => state === null || p.state === state;
	const seen = /* @__PURE__ */ new Set();
	const out = [];
	const add = (list) => {
		for (const p of list) {
			if (out.length >= limit) return;
			if (seen.has(p) || !inState(p)) continue;
			seen.add(p);
			out.push(p);
		}
	};
	add(g.byName.get(name) ?? []);
	add(g.places.filter((p) => p.key.startsWith(name)));
	add(g.places.filter((p) => p.key.includes(` ${name}`)));
	if (out.length === 0) add(findPlaces(g, name, state).places);
	return out.map(placeSuggestion);
}
/**
* The point of the place with exactly this name in this state (a town
* page's town), as a search for it resolves: null when the gazetteer has no
* such place. No typo allowance: a town page never measures from another town.
*/
function placePoint(g, name, state) {
	const p = (g.byName.get(normaliseText(name)) ?? []).find((x) => x.state === state.trim().toUpperCase());
	return p ? {
		lat: p.lat,
		lng: p.lng
	} : null;
}
export { MAX_SUGGESTIONS, buildGazetteer, editDistance, normaliseText, parseLocation, placePoint, resolveLocation, suggestLocations };
