import "./shared-BbTtww70.js";
import { normaliseText } from "./gazetteer-BHAhGLca.js";
// src/data/geocode.ts
var GeocodeError = class extends Error {
	constructor(message, options) {
		super(message, options);
		this.name = "GeocodeError";
	}
};
/**
* The geocoder request (Nominatim's search API, one result). `email` (the site's contact
* address, when one is configured) identifies the application as
* Nominatim's usage policy allows for clients that cannot set User-Agent;
* the site's origin also goes as the Referer (see `geocode`).
*/
function geocodeUrl(endpoint, text, email) {
	const url = new URL(endpoint);
	url.searchParams.set("format", "json");
	url.searchParams.set("q", `${text.trim()}, Kentucky, USA`);
	url.searchParams.set("limit", "1");
	url.searchParams.set("countrycodes", "us");
	if (email) url.searchParams.set("email", email);
	return url.toString();
}
/**
* Looks up a typed location. Resolves null when the geocoder finds nothing;
* throws GeocodeError on a non-OK answer, a network failure, a malformed
* reply or no whole answer within `timeoutMs` (the read deadline); rejects
* with the AbortError when `signal` aborts.
*/
async function geocode(text, opts) {
	if (!text.trim()) return null;
	const doFetch = opts.fetch ?? fetch;
	const timeoutMs = opts.timeoutMs ?? 8e3;
	const controller = new AbortController();
	let timedOut = false;
	const onAbort = () => controller.abort();
	opts.signal?.addEventListener("abort", onAbort);
	if (opts.signal?.aborted) controller.abort();
	const timer = setTimeout(() => {
		timedOut = true;
		controller.abort();
	}, timeoutMs);
	const failed = (message, cause) => {
		if (opts.signal?.aborted) return cause;
		return timedOut ? new GeocodeError(`geocoder did not answer within ${timeoutMs} ms`) : new GeocodeError(message, { cause });
	};
	let body;
	try {
		let response;
		try {
			response = await doFetch(geocodeUrl(opts.endpoint, text, opts.email), {
				headers: { Accept: "application/json" },
				referrerPolicy: "strict-origin-when-cross-origin",
				signal: controller.signal
			});
		} catch (e) {
			throw failed("geocoder request failed", e);
		}
		if (!response.ok) throw new GeocodeError(`geocoder answered ${response.status}`);
		try {
			body = await response.json();
		} catch (e) {
			throw failed("geocoder reply is not JSON", e);
		}
	} finally {
		clearTimeout(timer);
		opts.signal?.removeEventListener("abort", onAbort);
	}
	if (!Array.isArray(body)) throw new GeocodeError("geocoder reply is not a list");
	const first = body[0];
	if (first === void 0) return null;
	const r = first;
	const lat = Number(r.lat);
	const lng = Number(r.lon);
	if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) throw new GeocodeError("geocoder reply has no usable coordinates");
	return {
		lat,
		lng,
		displayName: typeof r.display_name === "string" ? r.display_name : text
	};
}
/**
* One geocoder for the session: each normalised text is asked at most once
* (a found place and 'nothing found' are both remembered; a failure is not,
* so the next search asks again). Nominatim asks clients to cache.
*/
function sessionGeocoder(lookup) {
	const cache = /* @__PURE__ */ new Map();
	return async (text, signal) => {
		const key = normaliseText(text);
		if (cache.has(key)) return cache.get(key) ?? null;
		const found = await lookup(text, signal);
		cache.set(key, found);
		return found;
	};
}
export { geocode, sessionGeocoder };
