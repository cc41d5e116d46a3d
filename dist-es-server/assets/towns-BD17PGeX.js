import { d as useLocation, p as useNavigate } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { H as reportConfigProblem, I as compareByName, V as config } from "./shared-CBPcdhP8.js";
import { a as townSlug, i as isSafeSlug, r as isCityOfTown } from "./slug-C7md3Vgt.js";
import { i as nearestByDistance, r as isUsablePoint } from "./distance-CJ9WHsK-.js";
import { useCallback } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { RotateCw } from "lucide-react";
// src/data/create-repository.ts
var current;
/**
* The one place that chooses the data source: the hosted database when both
* Supabase variables are set, otherwise the built-in data. Both load through
* import(), so neither supabase-js nor the data set is on the critical path,
* and a build without Supabase variables contains no Supabase code.
*/
function createRepository(cfg = config) {
	reportConfigProblem(cfg);
	if (cfg.mode === "database" && cfg.supabaseUrl && cfg.supabaseAnonKey) {
		const { supabaseUrl, supabaseAnonKey, readTimeoutMs } = cfg;
		return Promise.all([
			import("./create-client-piKDowVu.js"),
			import("./supabase-repository-SExbwiqH.js"),
			import("./coordinates-BpSSfSZ2.js")
		]).then(async ([client, repo, table]) => repo.createSupabaseRepository(await client.createSupabaseClient(supabaseUrl, supabaseAnonKey), table.COORDINATES, { readTimeoutMs }));
	}
	return loadBuiltinRepository();
}
async function loadBuiltinRepository() {
	const [{ createBuiltinRepository }, data, table] = await Promise.all([
		import("./builtin-repository-cgQ2p1AE.js"),
		import("./data-1s2MTsGC.js"),
		import("./coordinates-BpSSfSZ2.js")
	]);
	return createBuiltinRepository({
		clinics: data.CLINIC_ROWS,
		towns: data.TOWN_ROWS,
		coordinates: table.COORDINATES
	});
}
/** The app-wide repository (created on first use). */
function getRepository() {
	current ??= createRepository();
	return current;
}
/** Tests and the build-time prerender inject their own source. */
function setRepository(repo) {
	current = Promise.resolve(repo);
}
// src/app/load-failure.ts
/**
* Loaders never throw on a failed read: they return the page's error state
* (an empty list, no clinic). That state is marked here, invisibly, so these
* can tell a failed read from real data:
*
* - the build-time prerender, which must stop rather than bake an error page
*   or an empty directory into static HTML (src/entry-server.tsx);
* - the browser's refresh after hydration, which keeps the prerendered data
*   on screen when the live source cannot be reached (src/app/live-refresh.ts);
* - the pages, which show the outage message ('We can't reach the directory
*   right now') for a marked result instead of 'not found';
* - the last-known data (src/app/last-known.ts), which replaces a marked
*   result with the page's earlier data, dated, when it has some.
*/
var failures = /* @__PURE__ */ new WeakMap();
/** Marks a loader's fallback value as the result of a failed read. */
function failedLoad(fallback, error) {
	failures.set(fallback, error);
	return fallback;
}
/** The error behind a marked loader result, or undefined for real data. */
function loadFailureOf(value) {
	if (value === null || typeof value !== "object" || !failures.has(value)) return void 0;
	return { error: failures.get(value) };
}
// src/domain/emergency/nearest.ts
/**
* The `n` emergency departments nearest to `origin` (optionally only those
* within `maxMiles`), each a new object with its `distance` in miles (rounded
* to 0.1, like clinic distances). A record without usable coordinates has no
* distance and is never listed: "nearest" cannot be claimed for it. Ties go
* by name, then id, so the order is stable. Pure; the input is not mutated.
*/
function nearestEmergencyDepartments(list, origin, n, maxMiles) {
	return nearestByDistance(list, origin, n, Number.isFinite(maxMiles) ? maxMiles : Infinity, (ed) => ed.id);
}
// src/features/outage/use-retry.ts
/**
* 'Try again': loads the page on screen again (its loaders run, the progress
* bar shows), keeping the scroll position and the history entry.
*/
function useRetry() {
	const navigate = useNavigate();
	const { pathname, search } = useLocation();
	return useCallback(() => void navigate({
		pathname,
		search
	}, {
		replace: true,
		preventScrollReset: true
	}), [
		navigate,
		pathname,
		search
	]);
}
// src/app/last-known.ts
var staleSince = /* @__PURE__ */ new WeakMap();
/** When loader data is an earlier copy shown during an outage: its date. */
function savedAt(data) {
	return data !== null && typeof data === "object" ? staleSince.get(data) : void 0;
}
// src/features/outage/messages.ts
/** What an outage page says (src/README.md, Decisions: outages are outages). */
var OUTAGE_MESSAGES = {
	title: "Directory temporarily unavailable",
	unavailable: "We can't reach the directory right now. Please try again in a moment.",
	retry: "Try again",
	emergency: "If your child needs emergency care, call 911 now."
};
/** 'Nov 25, 2026, 1:05 PM' in the visitor's zone. */
function formatSavedAt(at) {
	return at.toLocaleString("en-US", {
		month: "short",
		day: "numeric",
		year: "numeric",
		hour: "numeric",
		minute: "2-digit"
	});
}
// src/features/outage/directory-unavailable.tsx
var RETRY_BUTTON = "inline-flex min-h-11 items-center gap-2 rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900";
function RetryButton() {
	const retry = useRetry();
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick: retry,
		className: RETRY_BUTTON,
		children: [/* @__PURE__ */ jsx(RotateCw, {
			"aria-hidden": "true",
			className: "h-4 w-4"
		}), OUTAGE_MESSAGES.retry]
	});
}
/**
* A page whose data could not be read and which has no earlier copy of it:
* says so plainly, never 'not found', with 'Try again'. `heading` false for a
* page that keeps its own h1 (home).
*/
function DirectoryUnavailable({ heading = true }) {
	const box = /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": heading ? "outage-title" : void 0,
		"aria-label": heading ? void 0 : OUTAGE_MESSAGES.title,
		className: "mx-auto max-w-xl rounded-lg border border-slate-300 bg-slate-50 p-6 text-center",
		children: [
			heading ? /* @__PURE__ */ jsx("h1", {
				id: "outage-title",
				className: "text-2xl font-bold text-slate-900",
				children: OUTAGE_MESSAGES.title
			}) : null,
			/* @__PURE__ */ jsx("p", {
				role: "status",
				className: "mt-3 text-lg text-slate-800",
				children: OUTAGE_MESSAGES.unavailable
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-5",
				children: /* @__PURE__ */ jsx(RetryButton, {})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-5 font-semibold text-red-800",
				children: OUTAGE_MESSAGES.emergency
			})
		]
	});
	return heading ? /* @__PURE__ */ jsx("div", {
		className: "py-12",
		children: box
	}) : box;
}
/**
* Above a page that shows its last known data because the live read failed:
* what is shown and from when, with 'Try again'.
*/
function OutageNotice({ savedAt }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: "mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900 sm:flex-row sm:items-center sm:justify-between",
		children: [/* @__PURE__ */ jsxs("p", { children: [
			OUTAGE_MESSAGES.unavailable,
			" ",
			/* @__PURE__ */ jsxs("span", {
				className: "font-semibold",
				children: [
					"Showing the information as saved on ",
					formatSavedAt(savedAt),
					"."
				]
			})
		] }), /* @__PURE__ */ jsx("div", {
			className: "shrink-0",
			children: /* @__PURE__ */ jsx(RetryButton, {})
		})]
	});
}
// src/domain/emergency/towns.ts
/** A town page lists the nearest two emergency rooms within 40 miles. */
var TOWN_ROOMS_COUNT = 2;
/** A town without a listed clinic lists the nearest five within 50 miles. */
var NEARBY_CLINICS_COUNT = 5;
/** The Kentucky emergency rooms whose city is the town with this slug. */
function emergencyRoomsInTown(list, slug) {
	if (!isSafeSlug(slug)) return [];
	return list.filter((ed) => ed.state === "KY" && !ed.outOfState && isCityOfTown(ed.city, slug));
}
/**
* Towns with a Kentucky emergency room and no listed clinic, from the data
* only: one per town slug (the first spelling of its city by record order),
* left out when any clinic city has that slug, when the slug is not
* [a-z0-9-], and for the hospitals across the state line. Sorted by name.
*/
function emergencyOnlyTowns(list, clinicCities) {
	const withClinics = new Set(clinicCities.map((c) => townSlug(c ?? "")));
	const towns = /* @__PURE__ */ new Map();
	for (const ed of list) {
		if (ed.state !== "KY" || ed.outOfState) continue;
		const name = (ed.city ?? "").trim();
		const slug = townSlug(name);
		if (!isSafeSlug(slug) || withClinics.has(slug) || towns.has(slug)) continue;
		towns.set(slug, {
			name,
			state: "KY",
			slug
		});
	}
	return [...towns.values()].sort(compareByName);
}
/**
* The town record of a town without clinics, named as its emergency room's
* record writes the city; no description or meta text of its own (the
* page's templates stand in), nothing else stated.
*/
function emergencyOnlyTown(slug, ed, now) {
	const stamp = now.toISOString();
	return {
		id: `emergency-${slug}`,
		name: ed.city.trim(),
		state: ed.state,
		slug,
		metaTitle: null,
		metaDescription: null,
		population: null,
		description: null,
		createdAt: stamp,
		updatedAt: stamp
	};
}
var centroid = (points) => {
	if (points.length === 0) return null;
	return {
		lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
		lng: points.reduce((s, p) => s + p.lng, 0) / points.length
	};
};
/**
* The point a town page measures distances from. In order: the town's point
* in the gazetteer (`gazetteerPoint`: where a search for the town measures
* from, so the page and the search agree); else the town centre of the data
* file's towns list, which a clinic without coordinates of its own carries
* (`approximate`); else the mean of the town's clinics' coordinates; else (a
* town without a listed clinic) the mean of its own Kentucky emergency rooms'
* coordinates. Null when none is known: then the page lists nothing by
* distance rather than guess.
*/
function townCentre(slug, clinics, rooms, gazetteerPoint = null) {
	if (isUsablePoint(gazetteerPoint)) return {
		lat: gazetteerPoint.lat,
		lng: gazetteerPoint.lng
	};
	const inTown = clinics.filter((c) => isCityOfTown(c.city, slug) && isUsablePoint(c.coordinates));
	const centre = inTown.find((c) => c.coordinates.approximate);
	if (centre) return {
		lat: centre.coordinates.lat,
		lng: centre.coordinates.lng
	};
	const fromClinics = centroid(inTown.map((c) => c.coordinates));
	if (fromClinics) return fromClinics;
	return centroid(emergencyRoomsInTown(rooms, slug).map((ed) => ed.coordinates).filter((p) => isUsablePoint(p)));
}
/** The nearest two emergency rooms within 40 miles of the town centre. */
function townEmergencyRooms(list, centre) {
	if (!centre) return [];
	return nearestEmergencyDepartments(list, centre, TOWN_ROOMS_COUNT, 40);
}
/**
* The `n` clinics nearest to `origin` within `maxMiles`, each a new object
* with its distance; a clinic without usable coordinates is never listed.
* Ties by name, then slug. Pure.
*/
function nearestClinics(clinics, origin, n = NEARBY_CLINICS_COUNT, maxMiles = 50) {
	return nearestByDistance(clinics, origin, n, maxMiles, (c) => c.slug);
}
export { townCentre as a, OutageNotice as c, useRetry as d, nearestEmergencyDepartments as f, setRepository as g, getRepository as h, nearestClinics as i, OUTAGE_MESSAGES as l, loadFailureOf as m, emergencyOnlyTowns as n, townEmergencyRooms as o, failedLoad as p, emergencyRoomsInTown as r, DirectoryUnavailable as s, emergencyOnlyTown as t, savedAt as u };
