import { a as isVerificationMethod, c as verifiedMethodColumn, i as isClinicStatus, n as toClinic, o as isoTimestamp, r as toTown, s as verifiedAtColumn } from "./map-row-B4dx-ZyH.js";
import { a as townSlug, i as isSafeSlug, n as clinicSlug, r as isCityOfTown, t as cityPatternForTownSlug } from "./slug-C7md3Vgt.js";
import { B as DEFAULT_READ_TIMEOUT_MS, I as compareByName, T as isValidTimeZone, c as isListed, i as CLINIC_STATUSES, j as DEFAULT_TIMEZONE, s as VERIFIED_FIELDS } from "./shared-BbTtww70.js";
import { t as toEmergencyDepartment } from "./types-CUL7HCVB.js";
import { z } from "zod";
// src/data/repository.ts
/** A read failed; pages show a message instead of crashing. */
var DataSourceError = class extends Error {
	code;
	constructor(code, message, options) {
		super(message, options);
		this.name = "DataSourceError";
		this.code = code;
	}
};
// src/domain/repair-row.ts
var describeValue = (v) => {
	if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
	if (Array.isArray(v)) return "a list";
	if (v !== null && typeof v === "object") return "an object";
	return String(v);
};
/** Reads one row's fields, recording every repair. */
function fieldReader(raw, table, row) {
	const issues = [];
	const fix = (field, problem) => issues.push({
		table,
		row,
		field,
		problem,
		action: "fixed"
	});
	const absent = (v) => v === null || v === void 0;
	const text = (field) => {
		const v = raw[field];
		if (absent(v)) return null;
		if (typeof v === "string") return v;
		fix(field, `${describeValue(v)} is not text; shown as unknown`);
		return null;
	};
	const texts = (field) => {
		const v = raw[field];
		if (absent(v)) return null;
		if (!Array.isArray(v)) {
			fix(field, `${describeValue(v)} is not a list of text; shown as unknown`);
			return null;
		}
		const kept = v.filter((x) => typeof x === "string");
		if (kept.length !== v.length) fix(field, `${v.length - kept.length} entries are not text; left out`);
		return kept;
	};
	const bool = (field) => {
		const v = raw[field];
		if (absent(v)) return null;
		if (typeof v === "boolean") return v;
		fix(field, `${describeValue(v)} is not true/false; shown as unknown`);
		return null;
	};
	const number = (field, ok, range) => {
		const v = raw[field];
		if (absent(v)) return null;
		if (typeof v === "number" && Number.isFinite(v) && ok(v)) return v;
		fix(field, `${describeValue(v)} is not ${range}; shown as unknown`);
		return null;
	};
	/** A name field, cut when it is longer than NAME_MAX_CHARS. */
	const name = (field, value) => {
		const cut = cutLongName(value);
		if (cut === null) return value;
		fix(field, `${Array.from(value).length} characters; cut to 200 with an ellipsis`);
		return cut;
	};
	return {
		issues,
		fix,
		text,
		texts,
		bool,
		number,
		name
	};
}
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var rowLabel = (raw, position) => {
	const id = isObject(raw) ? raw.id : void 0;
	return typeof id === "string" && id.trim() !== "" ? id : typeof id === "number" ? String(id) : `#${position}`;
};
/**
* The name cut to {@link NAME_MAX_CHARS} characters, the last of them an
* ellipsis, or null when it is not longer than that. Cut between code
* points (never inside a surrogate pair), then before any combining mark or
* joiner left dangling at the cut, and trailing spaces dropped.
*/
function cutLongName(name) {
	if (name.length <= 200) return null;
	const chars = Array.from(name);
	if (chars.length <= 200) return null;
	let kept = chars.slice(0, 199).join("");
	kept = kept.replace(/[\p{M}\u200c\u200d]+$/u, "").trimEnd();
	return `${kept}…`;
}
var skip = (table, row, field, problem) => ({
	row: null,
	issues: [{
		table,
		row,
		field,
		problem,
		action: "skipped"
	}]
});
/** A clinics row from the database, repaired field by field (or skipped). */
function repairClinicRow(raw, position) {
	const table = "clinic";
	const label = rowLabel(raw, position);
	if (!isObject(raw)) return skip(table, label, "(row)", `${describeValue(raw)} is not a row`);
	const fullName = typeof raw.name === "string" && raw.name.trim() ? raw.name : "";
	if (!fullName) return skip(table, label, "name", "no name: nothing to show the clinic by");
	const r = fieldReader(raw, table, label);
	const name = r.name("name", fullName);
	const id = label.startsWith("#") ? "" : label;
	if (!id) r.fix("id", "no id; shown without one");
	const city = r.name("city", r.text("city") ?? "");
	const state = r.text("state") ?? "KY";
	const zone = r.text("timezone");
	let timezone = zone;
	if (zone !== null && zone.trim() !== "" && !isValidTimeZone(zone.trim())) {
		r.fix("timezone", `unknown time zone ${describeValue(zone)}; using ${DEFAULT_TIMEZONE}`);
		timezone = null;
	}
	let latitude = r.number("latitude", (n) => Math.abs(n) <= 90, "a latitude");
	let longitude = r.number("longitude", (n) => Math.abs(n) <= 180, "a longitude");
	if (latitude === null !== (longitude === null)) {
		latitude = null;
		longitude = null;
	}
	const slugValue = r.text("slug");
	let slug = slugValue;
	if (slugValue !== null && slugValue.trim() !== "" && !isSafeSlug(slugValue)) {
		r.fix("slug", `${describeValue(slugValue)} is not a slug; derived from the name`);
		slug = null;
	}
	if (!clinicSlug({
		slug,
		name
	})) return skip(table, label, "name", `${describeValue(name)} gives no page address (no letter or digit) and the row has no slug`);
	const confidenceValue = r.text("confidence");
	let confidence = null;
	if (confidenceValue === "high" || confidenceValue === "medium" || confidenceValue === "low") confidence = confidenceValue;
	else if (confidenceValue !== null) r.fix("confidence", `${describeValue(confidenceValue)} is not high, medium or low; shown as unknown`);
	return {
		row: {
			id,
			name,
			address: r.text("address"),
			city,
			state,
			zip: r.text("zip"),
			phone: r.text("phone"),
			rating: r.number("rating", (n) => n >= 0 && n <= 5, "a rating of 0–5"),
			review_count: r.number("review_count", (n) => Number.isInteger(n) && n >= 0, "a count"),
			hours_today: r.text("hours_today"),
			closes_today: r.text("closes_today"),
			is_open: r.bool("is_open"),
			hours_sunday: r.text("hours_sunday"),
			hours_monday: r.text("hours_monday"),
			hours_tuesday: r.text("hours_tuesday"),
			hours_wednesday: r.text("hours_wednesday"),
			hours_thursday: r.text("hours_thursday"),
			hours_friday: r.text("hours_friday"),
			hours_saturday: r.text("hours_saturday"),
			timezone,
			services: r.texts("services"),
			special_hours: r.texts("special_hours"),
			image: r.text("image"),
			accepts_walk_ins: r.bool("accepts_walk_ins"),
			website: r.text("website"),
			description: r.text("description"),
			meta_title: r.text("meta_title"),
			meta_description: r.text("meta_description"),
			keywords: r.text("keywords"),
			slug,
			tags: r.texts("tags"),
			town_id: r.text("town_id"),
			latitude,
			longitude,
			coordinates_approximate: r.bool("coordinates_approximate"),
			sources: r.texts("sources"),
			as_of: r.text("as_of"),
			confidence,
			status_note: r.text("status_note"),
			...verificationColumns(raw, r),
			...reportSignal(raw, r)
		},
		issues: r.issues
	};
}
/**
* The verification columns the row has: a database from before
* that migration has none, and the row then shows as active and never
* confirmed. A value of the wrong kind is repaired like any other field.
*/
function verificationColumns(raw, r) {
	const out = {};
	if ("status" in raw) {
		const v = r.text("status");
		if (v === null || isClinicStatus(v)) out.status = v;
		else {
			r.fix("status", `${describeValue(v)} is not ${CLINIC_STATUSES.join(", ")}; shown as active`);
			out.status = null;
		}
	}
	const timestamp = (field) => {
		const v = r.text(field);
		if (v === null || isoTimestamp(v) !== null) return v;
		r.fix(field, `${describeValue(v)} is not a date and time; shown as unknown`);
		return null;
	};
	for (const f of VERIFIED_FIELDS) {
		const at = verifiedAtColumn(f);
		const method = verifiedMethodColumn(f);
		if (at in raw) out[at] = timestamp(at);
		if (method in raw) {
			const v = r.text(method);
			if (v === null || isVerificationMethod(v)) out[method] = v;
			else {
				r.fix(method, `${describeValue(v)} is not a method; shown as unknown`);
				out[method] = null;
			}
		}
	}
	if ("next_check_after" in raw) out.next_check_after = timestamp("next_check_after");
	return out;
}
/** The visitor signal's column (absent in built-in data and older databases). */
function reportSignal(raw, r) {
	const field = "visitors_reported_closed_until";
	if (!(field in raw)) return {};
	const v = r.text(field);
	if (v === null || isoTimestamp(v) !== null) return { [field]: v };
	r.fix(field, `${describeValue(v)} is not a date and time; not shown`);
	return { [field]: null };
}
/**
* A towns row, repaired field by field. A slug that is not `[a-z0-9-]` is
* derived again from the name (or the row skipped when the name gives none).
*/
function repairTownRow(raw, position) {
	const table = "town";
	const label = rowLabel(raw, position);
	if (!isObject(raw)) return skip(table, label, "(row)", `${describeValue(raw)} is not a row`);
	const fullName = typeof raw.name === "string" && raw.name.trim() ? raw.name : "";
	if (!fullName) return skip(table, label, "name", "no name: nothing to show the town by");
	const r = fieldReader(raw, table, label);
	const name = r.name("name", fullName);
	let slug = r.text("slug") ?? "";
	if (!isSafeSlug(slug)) {
		const derived = townSlug(name);
		if (!derived) return skip(table, label, "slug", "no usable slug and none from the name");
		r.fix("slug", `${describeValue(slug)} is not a slug; derived from the name`);
		slug = derived;
	}
	return {
		row: {
			id: label.startsWith("#") ? "" : label,
			name,
			state: r.text("state") ?? "KY",
			slug,
			meta_title: r.text("meta_title"),
			meta_description: r.text("meta_description"),
			population: r.number("population", (n) => Number.isInteger(n) && n >= 0, "a population"),
			description: r.text("description"),
			created_at: r.text("created_at") ?? "",
			updated_at: r.text("updated_at") ?? ""
		},
		issues: r.issues
	};
}
/** One line per issue, naming the row and the field (build log, console). */
function describeRowIssue(issue) {
	return `${issue.action === "skipped" ? "skipped" : "fixed"} ${issue.table} row ${issue.row}, ${issue.field}: ${issue.problem}`;
}
// src/data/supabase/row-schema.ts
/**
* Rows are checked at the boundary, field by field (src/domain/repair-row.ts):
* a field of the wrong type or out of range is shown as unknown, and only a
* row that cannot be shown at all is left out, so one odd row never takes a
* page or the build down. Each repair is reported once (console.warn: the
* browser's console, and the build's log with the row id and field).
*/
var reported = /* @__PURE__ */ new Set();
/** Reports each issue once per process (a page reads the same rows often). */
function reportRowIssues(issues) {
	for (const issue of issues) {
		const line = describeRowIssue(issue);
		if (reported.has(line)) continue;
		reported.add(line);
		console.warn(`[data] ${line}`);
	}
}
function repairAll(rows, repair) {
	const out = [];
	rows.forEach((raw, i) => {
		const { row, issues } = repair(raw, i);
		reportRowIssues(issues);
		if (row !== null) out.push(row);
	});
	return out;
}
/** Clinics rows: each repaired, the unshowable ones left out (and reported). */
function toClinicRows(rows) {
	return repairAll(rows, repairClinicRow);
}
/** Towns rows: each repaired, the unshowable ones left out (and reported). */
function toTownRows(rows) {
	return repairAll(rows, repairTownRow);
}
// src/data/supabase/emergency-row-schema.ts
z.config({ jitless: true });
var text = z.string().nullable().optional().transform((v) => v ?? null);
var texts = z.array(z.string()).nullable().optional().transform((v) => v ?? null);
var bool = z.boolean().nullable().optional().transform((v) => v ?? null);
/**
* An emergency_departments row. Unlike clinics, one malformed row never
* breaks the list (emergency rooms are what a parent needs when the rest
* fails): parseEmergencyDepartmentRows repairs what it can without guessing
* and skips the rest, with a console warning.
*/
var emergencyDepartmentRowSchema = z.object({
	id: z.string().min(1),
	slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
	name: z.string().trim().min(1),
	other_names: texts.transform((v) => v ?? []),
	address: text,
	city: z.string().trim().min(1),
	state: z.string().regex(/^[A-Z]{2}$/),
	zip: text,
	county: text,
	phone: text,
	latitude: z.number().min(-90).max(90).nullable().optional().transform((v) => v ?? null),
	longitude: z.number().min(-180).max(180).nullable().optional().transform((v) => v ?? null),
	cms_facility_id: z.string().min(1),
	hospital_type: text,
	cms_hospital_type: text,
	cms_ownership: text,
	hifld_id: text,
	hifld_type: text,
	beds_hifld: z.number().int().nonnegative().nullable().optional().transform((v) => v ?? null),
	helipad_hifld: bool,
	status: text,
	status_basis: text,
	hifld_as_of: text,
	coordinates_source: text,
	emergency_services_basis: text,
	trauma_level: text,
	pediatric_note: text,
	notes: text,
	military: z.boolean(),
	out_of_state: z.boolean(),
	sources: texts.transform((v) => v ?? []),
	as_of: text,
	as_of_note: text,
	confidence: z.enum([
		"high",
		"medium",
		"low"
	]).nullable().optional().transform((v) => v ?? null),
	confidence_note: text
});
/** Fields that, when malformed, are set to null (unknown) instead of losing the row. */
var REPAIRABLE = [
	"address",
	"zip",
	"county",
	"phone",
	"hospital_type",
	"cms_hospital_type",
	"cms_ownership",
	"hifld_id",
	"hifld_type",
	"beds_hifld",
	"helipad_hifld",
	"status",
	"status_basis",
	"hifld_as_of",
	"coordinates_source",
	"emergency_services_basis",
	"trauma_level",
	"pediatric_note",
	"notes",
	"as_of",
	"as_of_note",
	"confidence",
	"confidence_note"
];
/**
* Validates rows field by field: a malformed optional field becomes null
* (unknown), malformed coordinates become unknown (both), a malformed list
* becomes empty; a row whose identity or place (id, slug, name, city,
* state, facility id, flags) is malformed is skipped. Each repair or skip
* is reported with console.warn; nothing is guessed.
*/
function parseEmergencyDepartmentRows(data, warn = (m) => console.warn(m)) {
	const out = [];
	data.forEach((raw, i) => {
		const keep = (row) => {
			for (const key of ["name", "city"]) {
				const cut = cutLongName(row[key]);
				if (cut === null) continue;
				warn(`emergency departments: ${row.slug}: ${key} of ${Array.from(row[key]).length} characters cut to 200 with an ellipsis`);
				row[key] = cut;
			}
			out.push(row);
		};
		const first = emergencyDepartmentRowSchema.safeParse(raw);
		if (first.success) return keep(first.data);
		if (raw === null || typeof raw !== "object") {
			warn(`emergency departments: row ${i} is not an object; skipped`);
			return;
		}
		const row = { ...raw };
		const bad = new Set(first.error.issues.map((x) => String(x.path[0])));
		const repaired = [];
		for (const key of REPAIRABLE) if (bad.has(key)) {
			row[key] = null;
			repaired.push(key);
		}
		if (bad.has("latitude") || bad.has("longitude")) {
			row.latitude = null;
			row.longitude = null;
			repaired.push("coordinates");
		}
		for (const key of ["other_names", "sources"]) if (bad.has(key)) {
			row[key] = [];
			repaired.push(key);
		}
		const second = emergencyDepartmentRowSchema.safeParse(row);
		const label = typeof row.slug === "string" ? row.slug : `row ${i}`;
		if (!second.success) {
			warn(`emergency departments: ${label} is malformed (${second.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}); skipped`);
			return;
		}
		warn(`emergency departments: ${label}: malformed ${repaired.join(", ")} read as unknown`);
		keep(second.data);
	});
	return out;
}
// src/data/supabase/timed-read.ts
/**
* Why a read failed, from the HTTP status of its answer: no answer is a
* network failure (or the deadline, when it passed); 408, 429 and 5xx (with
* Cloudflare's 52x) mean the service is unavailable for now; any other 4xx
* means the request itself was refused (configuration, schema). "Not found"
* is never an error: it is an empty answer (null or []).
*/
function classifyReadFailure(status, timedOut) {
	if (timedOut) return "timeout";
	if (status === void 0 || status === 0) return "network";
	if (status === 408 || status === 429 || status >= 500) return "server";
	return "query";
}
/**
* Runs one read with a deadline: the query's own fetch (and supabase-js's
* retries, which wait on the same signal) are aborted after `timeoutMs`, and
* the read gives up then even if the query ignored the signal. Resolves to
* the rows; throws DataSourceError with the failure's code.
*/
async function timedRead(what, query, timeoutMs) {
	const controller = new AbortController();
	let timedOut = false;
	const late = () => new DataSourceError("timeout", `${what}: no answer within ${timeoutMs} ms`);
	let timer;
	const deadline = new Promise((_, reject) => {
		timer = setTimeout(() => {
			timedOut = true;
			reject(late());
			controller.abort();
		}, timeoutMs);
	});
	const running = query.abortSignal?.(controller.signal) ?? query;
	let result;
	try {
		result = await Promise.race([running, deadline]);
	} catch (e) {
		if (e instanceof DataSourceError) throw e;
		if (timedOut) throw late();
		throw new DataSourceError("network", `${what}: request failed`, { cause: e });
	} finally {
		clearTimeout(timer);
	}
	if (result.error) {
		if (timedOut) throw late();
		throw new DataSourceError(classifyReadFailure(result.status, timedOut), `${what}: ${result.error.message}`, { cause: result.error });
	}
	return result.data;
}
// src/data/supabase/supabase-repository.ts
/**
* The lists' rule (domain/verification: isListed) as the database applies
* it: every list read adds `.neq('status', CLOSED_FOR_GOOD)`.
*/
var CLOSED_FOR_GOOD = "permanently_closed";
/**
* A name or city as the full-row reads show it (cut when over 200
* characters): the reads of a few columns derive the same slugs and towns.
* The full-row reads report the cut.
*/
var shown = (name) => cutLongName(name) ?? name;
/**
* The directory over the hosted database: each read selects only what its
* page shows, and clinic lists come in compareByRating's order (unknown
* ratings last), exactly as the built-in source gives them.
*/
function createSupabaseRepository(client, coordinates, { readTimeoutMs = DEFAULT_READ_TIMEOUT_MS } = {}) {
	/** One read with its deadline; failures classified (./timed-read). */
	const run = (what, query) => timedRead(what, query, readTimeoutMs);
	/** The answer as a list of rows (null: none); anything else fails. */
	const list = (what, data) => {
		if (data === null) return [];
		if (!Array.isArray(data)) throw new DataSourceError("invalid-row", `${what}: expected a list of rows`);
		return data;
	};
	const clinics = (what, data) => toClinicRows(list(what, data)).map((r) => toClinic(r, coordinates));
	const descNullsLast = {
		ascending: false,
		nullsFirst: false
	};
	/** compareByRating (domain/ordering.ts) as the database applies it. */
	const inRatingOrder = (query) => query.order("rating", descNullsLast).order("review_count", descNullsLast).order("name").order("id");
	const strings = (what, data, key) => list(what, data).map((r) => {
		const v = r?.[key];
		return typeof v === "string" ? v : "";
	});
	/** Town slugs the pages can use; any other is left out and reported. */
	const safeTownSlugs = (slugs) => slugs.filter((slug) => {
		if (isSafeSlug(slug)) return true;
		reportRowIssues([{
			table: "town",
			row: JSON.stringify(slug.slice(0, 40)),
			field: "slug",
			problem: "not a slug ([a-z0-9-]); the town is left out of the lists",
			action: "skipped"
		}]);
		return false;
	});
	/**
	* Name and slug of each row: the slug the pages use (the row's when it is
	* a safe slug, else derived from the name). Rows without a name or any
	* usable slug are left out; the full-row reads report them, with the id.
	*/
	const slugged = (what, data, keys) => list(what, data).flatMap((r) => {
		const row = r ?? {};
		const name = typeof row.name === "string" ? shown(row.name) : "";
		const slug = name.trim() ? clinicSlug({
			slug: row.slug,
			name
		}) : "";
		if (!slug) return [];
		return [{
			...Object.fromEntries(keys.map((k) => [k, typeof row[k] === "string" ? shown(row[k]) : ""])),
			name,
			slug
		}];
	});
	return {
		kind: "supabase",
		async listClinicsByRating() {
			const what = "clinic list";
			const data = await run(what, inRatingOrder(client.from("clinics").select("*").neq("status", CLOSED_FOR_GOOD)));
			return clinics(what, data);
		},
		async listClinicCities() {
			const what = "footer cities";
			return strings(what, await run(what, client.from("clinics").select("city").neq("status", CLOSED_FOR_GOOD)), "city").map(shown);
		},
		async getTownBySlug(slug) {
			const data = await run("town", client.from("towns").select("*").eq("slug", slug).maybeSingle());
			const [town] = toTownRows(data === null ? [] : [data]);
			return town ? toTown(town) : null;
		},
		async listClinicsInTown(townSlug) {
			if (!isSafeSlug(townSlug)) return [];
			const what = "clinics in town";
			const data = await run(what, inRatingOrder(client.from("clinics").select("*").ilike("city", cityPatternForTownSlug(townSlug)).neq("status", CLOSED_FOR_GOOD)));
			return clinics(what, data).filter((c) => isCityOfTown(c.city, townSlug));
		},
		async getClinicBySlug(slug) {
			const what = "clinic";
			if (!isSafeSlug(slug)) return null;
			const data = await run(what, client.from("clinics").select("*").eq("slug", slug).maybeSingle());
			const found = clinics(what, data === null ? [] : [data])[0];
			if (found?.slug === slug) return found;
			const names = await run(what, client.from("clinics").select("id,name,slug"));
			const match = list(what, names).find((r) => {
				const row = r ?? {};
				return typeof row.id === "string" && typeof row.name === "string" && row.slug !== slug && clinicSlug({
					slug: row.slug,
					name: shown(row.name)
				}) === slug;
			});
			if (!match) return null;
			const byId = await run(what, client.from("clinics").select("*").eq("id", match.id).maybeSingle());
			const clinic = clinics(what, byId === null ? [] : [byId])[0];
			return clinic?.slug === slug ? clinic : null;
		},
		async listOtherClinicsInCity(city, excludeUuid, limit = 6) {
			const what = "other clinics";
			const data = await run(what, inRatingOrder(client.from("clinics").select("*").eq("city", city).neq("id", excludeUuid).neq("status", CLOSED_FOR_GOOD)).limit(limit));
			return clinics(what, data);
		},
		async listTownsByIds(ids) {
			const unique = [...new Set(ids.filter((id) => id.trim() !== ""))];
			if (unique.length === 0) return [];
			const what = "towns";
			const data = await run(what, client.from("towns").select("*").in("id", unique).order("name"));
			return toTownRows(list(what, data)).map(toTown);
		},
		async getTownSlugById(id) {
			const what = "town slug";
			const data = await run(what, client.from("towns").select("slug").eq("id", id).maybeSingle());
			if (data === null) return null;
			return safeTownSlugs(strings(what, [data], "slug"))[0] ?? null;
		},
		async listClinicSlugs() {
			const what = "clinic slugs";
			const data = await run(what, client.from("clinics").select("name,slug").order("name"));
			return slugged(what, data, []).map((r) => r.slug);
		},
		async listClinicsForSiteMap() {
			const what = "site map clinics";
			const data = await run(what, client.from("clinics").select("name,slug,city,status").order("city").order("name"));
			return slugged(what, data, ["city", "status"]).map((r) => ({
				name: r.name,
				slug: r.slug,
				city: r.city,
				closed: !isListed({ status: r.status })
			}));
		},
		async listTownSlugs() {
			const what = "town slugs";
			const slugs = strings(what, await run(what, client.from("towns").select("slug").order("name")), "slug");
			return safeTownSlugs(slugs);
		},
		async listEmergencyDepartments() {
			const what = "emergency departments";
			const data = await run(what, client.from("emergency_departments").select("*").order("name"));
			if (data === null) return [];
			if (!Array.isArray(data)) throw new DataSourceError("invalid-row", `${what}: expected a list of rows`);
			return parseEmergencyDepartmentRows(data).map(toEmergencyDepartment).sort(compareByName);
		}
	};
}
export { createSupabaseRepository };
