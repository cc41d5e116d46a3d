import { C as resolveTimeZone, P as WEEKDAYS, a as UNVERIFIED, i as CLINIC_STATUSES, o as VERIFICATION_METHODS, s as VERIFIED_FIELDS } from "./shared-BbTtww70.js";
import { n as clinicSlug } from "./slug-C7md3Vgt.js";
// src/domain/verification-row.ts
/**
* Reading a clinic's verification facts from a row (the database's columns,
* the data file's fields): the checks and the parsing the row readers and
* the operator tools use. The facts themselves: ./verification.ts. Apart
* from it so home's first load, which shows the facts, does not carry the
* parsing.
*/
var isClinicStatus = (v) => typeof v === "string" && CLINIC_STATUSES.includes(v);
var isVerificationMethod = (v) => typeof v === "string" && VERIFICATION_METHODS.includes(v);
/** The row columns of one field's confirmation. */
var verifiedAtColumn = (f) => `${f}_verified_at`;
var verifiedMethodColumn = (f) => `${f}_verified_method`;
[...VERIFIED_FIELDS.flatMap((f) => [verifiedAtColumn(f), verifiedMethodColumn(f)])];
/**
* A date (YYYY-MM-DD, read as UTC midnight) or a date-time with its zone
* (ISO 8601, or PostgreSQL's "2026-11-26 17:00:00+00"), as ISO in UTC; else null.
*/
function isoTimestamp(v) {
	if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
	if (typeof v !== "string") return null;
	const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?))?$/.exec(v.trim());
	if (!m) return null;
	const zone = m[3] === void 0 || m[3] === "Z" ? "Z" : m[3];
	const text = m[2] === void 0 ? `${m[1]}T00:00:00Z` : `${m[1]}T${m[2]}${/^[+-]\d{2}$/.test(zone) ? `${zone}:00` : zone}`;
	const t = Date.parse(text);
	if (Number.isNaN(t)) return null;
	return new Date(t).toISOString().slice(0, 10) === m[1] || m[2] !== void 0 ? new Date(t).toISOString() : null;
}
/** The row's confirmations; a date without a valid method (or the reverse) is no confirmation. */
function verificationOf(row) {
	const out = { ...UNVERIFIED };
	for (const f of VERIFIED_FIELDS) {
		const at = isoTimestamp(row[verifiedAtColumn(f)]);
		const method = row[verifiedMethodColumn(f)];
		out[f] = at && isVerificationMethod(method) ? {
			at,
			method
		} : null;
	}
	return out;
}
// src/domain/map-row.ts
/**
* Views derive a numeric id by parsing the uuid's first 8 characters as
* hexadecimal. Like parseInt, only the leading run of hex
* digits within those 8 counts; unlike parseInt, a sign, spaces or "0x" are
* garbage, and garbage gives 0 (never NaN).
*/
function numericIdFromUuid(uuid) {
	const head = /^[0-9a-fA-F]{1,8}/.exec(String(uuid ?? "").slice(0, 8));
	return head ? parseInt(head[0], 16) : 0;
}
/** A finite point within ±90 / ±180, or null. */
function validPoint(lat, lng) {
	return typeof lat === "number" && typeof lng === "number" && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? {
		lat,
		lng
	} : null;
}
/**
* Coordinates: the row's latitude/longitude when both are valid (approximate
* = coordinates_approximate, default false); else the built-in table's entry
* for the clinic's slug (own keys only); else null (distance then reads 999).
*/
function coordinatesFor(row, slug, table) {
	const own = validPoint(row.latitude, row.longitude);
	if (own) return {
		...own,
		approximate: row.coordinates_approximate ?? false
	};
	const entry = Object.hasOwn(table, slug) ? table[slug] : void 0;
	const fromTable = entry ? validPoint(entry.lat, entry.lng) : null;
	return fromTable ? {
		...fromTable,
		approximate: entry?.approximate ?? false
	} : null;
}
/**
* Row → view. slug: the row's, else derived from the name; null arrays →
* []; a blank or unknown timezone → America/New_York (resolveTimeZone);
* every other unknown stays null (never guessed).
*/
function toClinic(row, table) {
	const slug = clinicSlug({
		slug: row.slug,
		name: row.name
	});
	const coordinates = coordinatesFor(row, slug, table);
	const weeklyHours = Object.fromEntries(WEEKDAYS.map((d) => [d, row[`hours_${d}`] ?? null]));
	return {
		id: numericIdFromUuid(row.id),
		uuid: row.id,
		slug,
		name: row.name,
		address: row.address,
		city: row.city,
		state: row.state,
		zip: row.zip,
		phone: row.phone,
		rating: row.rating,
		reviewCount: row.review_count,
		hours: {
			today: row.hours_today,
			isOpen: row.is_open,
			closesToday: row.closes_today
		},
		weeklyHours,
		timezone: resolveTimeZone(row.timezone?.trim()),
		services: row.services ?? [],
		specialHours: row.special_hours ?? [],
		image: row.image,
		acceptsWalkIns: row.accepts_walk_ins,
		website: row.website,
		description: row.description,
		metaTitle: row.meta_title,
		metaDescription: row.meta_description,
		keywords: row.keywords,
		tags: row.tags ?? [],
		townId: row.town_id,
		coordinates,
		provenance: {
			sources: row.sources ?? [],
			asOf: row.as_of,
			confidence: row.confidence,
			statusNote: row.status_note
		},
		status: isClinicStatus(row.status) ? row.status : "active",
		verification: verificationOf(row),
		reportedClosedUntil: isoTimestamp(row.visitors_reported_closed_until)
	};
}
/** Town row → view (snake_case → camelCase, nothing else). */
function toTown(row) {
	return {
		id: row.id,
		name: row.name,
		state: row.state,
		slug: row.slug,
		metaTitle: row.meta_title,
		metaDescription: row.meta_description,
		population: row.population,
		description: row.description,
		createdAt: row.created_at,
		updatedAt: row.updated_at
	};
}
/** Spec section 4, "Town page fallback": a town built from the first clinic. */
function syntheticTown(slug, first, now) {
	const name = first.city;
	const state = first.state;
	const stamp = now.toISOString();
	return {
		id: `synthetic-${slug}`,
		name,
		state,
		slug,
		metaTitle: `Atención de urgencia pediátrica en ${name}, ${state} | Clínicas sin cita`,
		metaDescription: `Encuentre atención de urgencia pediátrica y clínicas sin cita en ${name}, ${state}: horario, si están abiertas, teléfonos y cómo llegar.`,
		description: `Encuentre atención de urgencia pediátrica y clínicas sin cita en ${name}, ${state}. Vea qué clínicas están abiertas ahora, su horario, sus teléfonos y cómo llegar.`,
		population: null,
		createdAt: stamp,
		updatedAt: stamp
	};
}
export { isVerificationMethod as a, verifiedMethodColumn as c, isClinicStatus as i, toClinic as n, isoTimestamp as o, toTown as r, verifiedAtColumn as s, syntheticTown as t };
