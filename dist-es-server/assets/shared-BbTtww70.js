var DEFAULT_CONTACT_EMAIL = "contact@wky-kids-urgent-care.example";
/** Every read gives up after this long (then it is an outage: src/README.md, Decisions). */
var DEFAULT_READ_TIMEOUT_MS = 8e3;
/** A whole number of milliseconds from 100 to 60,000, else the default. */
function readTimeout(value) {
	const n = Number(clean(value) ?? NaN);
	return Number.isInteger(n) && n >= 100 && n <= 6e4 ? n : DEFAULT_READ_TIMEOUT_MS;
}
function clean(value) {
	const v = value?.trim();
	return v ? v : null;
}
function cleanUrl(value) {
	const v = clean(value);
	if (!v) return null;
	try {
		const u = new URL(v);
		if (u.protocol !== "https:" && u.protocol !== "http:") return null;
		return v.replace(/\/+$/, "");
	} catch {
		return null;
	}
}
/**
* VITE_IMAGE_ORIGINS: origins separated by commas or spaces, each an http(s)
* origin (a path is dropped). Returns the origins and the entries refused.
*/
function readOrigins(value) {
	const origins = [];
	const refused = [];
	for (const entry of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
		const url = cleanUrl(entry);
		if (url) origins.push(new URL(url).origin);
		else refused.push(entry);
	}
	return {
		origins: [...new Set(origins)],
		refused
	};
}
/** Pure: turns raw variables into a checked configuration. */
function readConfig(env) {
	const rawUrl = clean(env.VITE_SUPABASE_URL);
	const supabaseUrl = cleanUrl(env.VITE_SUPABASE_URL);
	const supabaseAnonKey = clean(env.VITE_SUPABASE_ANON_KEY);
	let problem = null;
	let mode = "builtin";
	if (supabaseUrl && supabaseAnonKey) mode = "database";
	else if (rawUrl && !supabaseUrl) problem = "VITE_SUPABASE_URL is not a valid http(s) URL; using the built-in clinic data.";
	else if (rawUrl || supabaseAnonKey) problem = `Only ${rawUrl ? "VITE_SUPABASE_URL" : "VITE_SUPABASE_ANON_KEY"} is set; set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to use the database. Using the built-in clinic data.`;
	const siteUrlRaw = clean(env.VITE_SITE_URL);
	const siteUrl = cleanUrl(env.VITE_SITE_URL);
	if (siteUrlRaw && !siteUrl) problem = `${problem ? problem + " " : ""}VITE_SITE_URL is not a valid http(s) URL; using the page's origin.`;
	const images = readOrigins(env.VITE_IMAGE_ORIGINS);
	if (images.refused.length) problem = `${problem ? problem + " " : ""}VITE_IMAGE_ORIGINS: not http(s) origins, ignored: ${images.refused.join(", ")}.`;
	return {
		mode,
		supabaseUrl: mode === "database" ? supabaseUrl : null,
		supabaseAnonKey: mode === "database" ? supabaseAnonKey : null,
		siteUrl,
		siteName: clean(env.VITE_SITE_NAME) ?? "Atención de Urgencia Pediátrica del Oeste de Kentucky",
		siteShortName: clean(env.VITE_SITE_SHORT_NAME) ?? (clean(env.VITE_SITE_NAME) ? clean(env.VITE_SITE_NAME) : "WKY Kids Care"),
		contactEmail: clean(env.VITE_CONTACT_EMAIL) ?? "contact@wky-kids-urgent-care.example",
		geocoderUrl: cleanUrl(env.VITE_GEOCODER_URL) ?? "https://nominatim.openstreetmap.org/search",
		readTimeoutMs: readTimeout(env.VITE_READ_TIMEOUT_MS),
		imageOrigins: images.origins,
		mapTileUrl: clean(env.VITE_MAP_TILE_URL),
		mapTileAttribution: clean(env.VITE_MAP_TILE_ATTRIBUTION),
		problem
	};
}
var config = readConfig({
	"BASE_URL": "/",
	"DEV": false,
	"MODE": "production",
	"PROD": true,
	"SSR": true,
	"VITE_SITE_URL": "http://127.0.0.1:4173"
});
/** The canonical origin: VITE_SITE_URL, else the page's origin (browser only). */
function siteOrigin(cfg = config) {
	if (cfg.siteUrl) return cfg.siteUrl;
	if (typeof window !== "undefined") return window.location.origin;
	return "http://localhost";
}
var reported = false;
/** Logs a configuration problem once (a clear console error, never a crash). */
function reportConfigProblem(cfg = config) {
	if (reported) return;
	reported = true;
	if (cfg.problem) console.error(`[config] ${cfg.problem}`);
	else if (cfg.mode === "builtin") console.warn("[config] Database service not configured (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY); using the built-in clinic data.");
}
// src/domain/ordering.ts
/**
* The orders of clinic lists, written once for the search, the built-in data
* and the database queries (data/supabase mirrors compareByRating as
* `order=rating.desc.nullslast,review_count.desc.nullslast,name.asc,id.asc`).
* Each order is total: clinics that tie on everything else are ordered by
* uuid, so every source and every input order gives the same list.
*/
/** Text by code point, as PostgreSQL's "C" collation compares it. */
function compareText(a, b) {
	return a < b ? -1 : a > b ? 1 : 0;
}
/** Names by code point (compareText). */
function compareByName(a, b) {
	return compareText(a.name, b.name);
}
/** A rating that is a number; null (or NaN) is unknown. */
var knownRating = (r) => typeof r === "number" && !Number.isNaN(r) ? r : null;
/**
* Rating descending with unknown ratings last; then review count descending
* (unknown last), since more reviews make a rating surer; then name; then
* uuid.
*/
function compareByRating(a, b) {
	const ra = knownRating(a.rating);
	const rb = knownRating(b.rating);
	if (ra !== rb) {
		if (ra === null) return 1;
		if (rb === null) return -1;
		return rb - ra;
	}
	const ca = a.reviewCount ?? -1;
	return (b.reviewCount ?? -1) - ca || compareByName(a, b) || compareText(a.uuid, b.uuid);
}
/**
* Distance ascending (a clinic without a distance last); then name; then as
* compareByRating.
*/
function compareByDistance(a, b) {
	return (a.distance ?? Infinity) - (b.distance ?? Infinity) || compareByName(a, b) || compareByRating(a, b);
}
// src/domain/clinic.ts
var WEEKDAYS = [
	"sunday",
	"monday",
	"tuesday",
	"wednesday",
	"thursday",
	"friday",
	"saturday"
];
var BLOG_CATEGORIES = [
	"Salud infantil",
	"Guía de atención de urgencia",
	"Seguros y costos",
	"Salud según la temporada",
	"Prevención",
	"Enfermedades comunes"
];
var DEFAULT_TIMEZONE = "America/New_York";
var EARTH_RADIUS_MILES = 3959;
var OPEN_STATUS_REFRESH_MS = 6e4;
var DEFAULT_FILTERS = {
	location: "",
	hours: [],
	services: [],
	radius: 10
};
// src/domain/hours/parse-hours.ts
var MINUTES_PER_DAY = 1440;
/**
* One time of day: "8:00 AM", "8 AM", "8:30pm", "8a", "8:30 P", "a.m."/"p.m.",
* or a 24-hour "20:00" when there is no suffix. Minutes must be two digits.
*/
var TIME_PATTERN = /^(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?(?:m\.?)?)?$/i;
/** Prefixes stripped before the range (spec: "Daily", "Mon-Fri", ...). */
var PREFIX_PATTERN = /^(?:daily|mon\s*-\s*fri|mon\s*-\s*sun|7\s+days\s+a\s+week)(?![a-z0-9])\s*:?\s*/i;
/** En dash, em dash, figure dash, minus sign and similar: read as "-". */
var DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
/**
* Minutes since midnight for one time of day, or null when invalid.
* With AM/PM (or A/P) the hour must be 1–12: 12 AM is 0:00, PM adds 12 unless
* the hour is 12. Without a suffix the time is 24-hour (hour 0–23).
* Minutes are always 0–59.
*/
function parseTime(text) {
	if (typeof text !== "string") return null;
	const match = TIME_PATTERN.exec(text.trim());
	if (!match) return null;
	let hour = Number(match[1]);
	const minute = match[2] === void 0 ? 0 : Number(match[2]);
	const suffix = match[3]?.toLowerCase();
	if (suffix !== void 0) {
		if (hour < 1 || hour > 12) return null;
		if (suffix === "a") hour = hour === 12 ? 0 : hour;
		else hour = hour === 12 ? 12 : hour + 12;
	}
	if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
	return hour * 60 + minute;
}
/**
* Parses "8:00 AM - 8:00 PM" (optionally after "Daily", "Mon-Fri", "Mon-Sun" or
* "7 Days a Week", with an optional colon) into minutes since midnight.
* The rest must split on "-" (en/em dashes count as "-") into exactly two
* valid times; anything else is unknown (null). `close <= open` is returned
* as is: it means an overnight range.
*/
function parseHoursRange(text) {
	if (typeof text !== "string") return null;
	const parts = text.trim().replace(DASHES, "-").replace(PREFIX_PATTERN, "").split("-");
	if (parts.length !== 2) return null;
	const [first, second] = parts;
	if (first === void 0 || second === void 0) return null;
	const open = parseTime(first);
	const close = parseTime(second);
	if (open === null || close === null) return null;
	return {
		open,
		close
	};
}
/** True for missing, empty or blank hours, and for "Closed" (any case). */
function isClosedText(text) {
	if (typeof text !== "string") return true;
	const trimmed = text.trim();
	return trimmed === "" || trimmed.toLowerCase() === "closed";
}
/**
* Display form of a time: 'h AM' on the hour ('8 AM', '12 PM', '12 AM'),
* otherwise 'h:mm PM' ('7:30 PM'). Values outside 0–1439 wrap around the day;
* fractions are floored; a non-finite value gives ''.
*/
function formatTime(minutes) {
	if (typeof minutes !== "number" || !Number.isFinite(minutes)) return "";
	const m = (Math.floor(minutes) % MINUTES_PER_DAY + MINUTES_PER_DAY) % MINUTES_PER_DAY;
	const hour24 = Math.floor(m / 60);
	const minute = m % 60;
	const suffix = hour24 < 12 ? "AM" : "PM";
	const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
	return minute === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minute).padStart(2, "0")} ${suffix}`;
}
// src/domain/hours/zone-offsets.ts
/** The zone's UTC offset in minutes at `epochMs`, or null if not covered. */
function offsetAt(z, epochMs) {
	const minute = Math.floor(epochMs / 6e4);
	if (!(minute >= z.from && minute < z.to)) return null;
	for (let i = z.starts.length - 1; i >= 0; i--) if (minute >= z.starts[i]) return z.offsets[i] ?? null;
	return null;
}
// src/domain/hours/zone-offsets-data.ts
var ZONE_OFFSETS = [{
	zone: "America/Chicago",
	from: 29453760,
	to: 32608800,
	starts: [
		29453760,
		29549280,
		29891940,
		30083520,
		30426180,
		30607680,
		30950340,
		31131840,
		31474500,
		31656e3,
		31998660,
		32180160,
		32522820
	],
	offsets: [
		-360,
		-300,
		-360,
		-300,
		-360,
		-300,
		-360,
		-300,
		-360,
		-300,
		-360,
		-300,
		-360
	]
}, {
	zone: "America/New_York",
	from: 29453760,
	to: 32608800,
	starts: [
		29453760,
		29549220,
		29891880,
		30083460,
		30426120,
		30607620,
		30950280,
		31131780,
		31474440,
		31655940,
		31998600,
		32180100,
		32522760
	],
	offsets: [
		-300,
		-240,
		-300,
		-240,
		-300,
		-240,
		-300,
		-240,
		-300,
		-240,
		-300,
		-240,
		-300
	]
}];
// src/domain/hours/zoned-time.ts
var formatters = /* @__PURE__ */ new Map();
function formatterFor(timeZone) {
	let f = formatters.get(timeZone);
	if (!f) {
		f = new Intl.DateTimeFormat("en-US", {
			timeZone,
			weekday: "long",
			hour: "2-digit",
			minute: "2-digit",
			hourCycle: "h23"
		});
		formatters.set(timeZone, f);
	}
	return f;
}
/** The generated offsets per zone (zone-offsets.ts), when there are some. */
var tables = new Map(ZONE_OFFSETS.map((z) => [z.zone, z]));
/** True when `timeZone` is an IANA zone name this runtime knows. */
function isValidTimeZone(timeZone) {
	if (!timeZone) return false;
	if (tables.has(timeZone)) return true;
	try {
		formatterFor(timeZone);
		return true;
	} catch {
		return false;
	}
}
/** The last answer per zone (see zonedTime). */
var lastByZone = /* @__PURE__ */ new Map();
/**
* The weekday and wall-clock minutes of `at` in `timeZone`, computed with
* Intl (never a hand-written UTC offset). Throws RangeError for an unknown zone;
* callers that take zones from data should check `isValidTimeZone` first.
*/
function zonedTime(at, timeZone) {
	const time = at.getTime();
	const last = lastByZone.get(timeZone);
	if (last && last.time === time) return last.result;
	const result = computeZonedTime(at, timeZone);
	lastByZone.set(timeZone, {
		time,
		result
	});
	return result;
}
function computeZonedTime(at, timeZone) {
	const table = tables.get(timeZone);
	const offset = table ? offsetAt(table, at.getTime()) : null;
	return offset === null ? intlZonedTime(at, timeZone) : offsetZonedTime(at, offset);
}
/** The wall clock `offset` minutes from UTC (the generated offsets). */
function offsetZonedTime(at, offset) {
	const local = new Date(at.getTime() + offset * 6e4);
	return Object.freeze({
		weekday: WEEKDAYS[local.getUTCDay()],
		minutes: local.getUTCHours() * 60 + local.getUTCMinutes()
	});
}
/** The wall clock as Intl tells it (any zone, any date). */
function intlZonedTime(at, timeZone) {
	const parts = formatterFor(timeZone).formatToParts(at);
	let weekday = "sunday";
	let hour = 0;
	let minute = 0;
	for (const p of parts) if (p.type === "weekday") {
		const w = p.value.toLowerCase();
		const found = WEEKDAYS.find((d) => d === w);
		if (found) weekday = found;
	} else if (p.type === "hour") hour = Number(p.value) % 24;
	else if (p.type === "minute") minute = Number(p.value);
	return Object.freeze({
		weekday,
		minutes: hour * 60 + minute
	});
}
// src/domain/hours/open-status.ts
/**
* Clinic open / closed. Pure: the instant is always passed
* in, and the result depends only on that instant, the clinic's hours and the
* clinic's time zone (never on the zone of the machine running the code).
* No function here throws, whatever strings it is given.
*/
var HOURS_NOT_AVAILABLE_TEXT = "Horario no disponible";
var CLOSED_TODAY_TEXT = "Cerrado hoy";
/** How many following days are searched for the next opening. */
var NEXT_OPENING_LOOKAHEAD_DAYS = 7;
/**
* A clinic's hours as the open-status rules read them, and whether it is
* temporarily closed (its status), so every reader of the open status (the
* badges, the map, the 'Open Now' filter, the soonest openings) leaves a
* temporarily closed clinic out of what is open or opening.
*/
function openStatusInput(clinic) {
	return {
		weeklyHours: clinic.weeklyHours,
		hoursToday: clinic.hours.today,
		timezone: clinic.timezone,
		temporarilyClosed: clinic.status === "temporarily_closed"
	};
}
/** The clinic's zone when valid, otherwise DEFAULT_TIMEZONE. */
function resolveTimeZone(timeZone) {
	return typeof timeZone === "string" && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIMEZONE;
}
/** Wall-clock weekday and minutes, or null for an invalid Date. */
function safeZonedTime(at, timeZone) {
	if (!(at instanceof Date) || Number.isNaN(at.getTime())) return null;
	try {
		return zonedTime(at, timeZone);
	} catch {
		return null;
	}
}
/** The weekday's entry when it is a string; null/undefined/other = absent. */
function entryFor(weeklyHours, day) {
	const value = weeklyHours?.[day];
	return typeof value === "string" ? value : null;
}
function textOrNull(text) {
	return typeof text === "string" ? text : null;
}
function weekdayOffset(day, offset) {
	return WEEKDAYS[((WEEKDAYS.indexOf(day) + offset) % 7 + 7) % 7] ?? day;
}
/**
* Today's hours text on `weekday` (the clinic's weekday now, from
* clinicWallClock): that day's entry when present, else the stored today's
* text, else null. An empty-string entry counts as present (it means
* closed). With no weekday (an invalid instant) the stored today's text.
*/
function todayHoursText(input, weekday) {
	return (weekday ? entryFor(input.weeklyHours, weekday) : null) ?? textOrNull(input.hoursToday);
}
/** A normal range is open when open <= now < close; an overnight one when now >= open or now < close. */
function isWithinRange(range, minutes) {
	return range.close > range.open ? minutes >= range.open && minutes < range.close : minutes >= range.open || minutes < range.close;
}
/**
* The first opening on a following day (1 to 7 days ahead) from the weekly
* entries. "Closed" days are skipped; an absent or unparseable day makes the
* answer unknown (null), since the clinic might open that day.
*/
function nextOpeningAfterToday(weeklyHours, today) {
	for (let offset = 1; offset <= NEXT_OPENING_LOOKAHEAD_DAYS; offset += 1) {
		const day = weekdayOffset(today, offset);
		const entry = entryFor(weeklyHours, day);
		if (entry === null) return null;
		if (isClosedText(entry)) continue;
		const range = parseHoursRange(entry);
		if (!range) return null;
		return {
			open: range.open,
			daysAhead: offset,
			opensDay: day
		};
	}
	return null;
}
function closedWithNextOpening(hoursText, weeklyHours, today) {
	const next = nextOpeningAfterToday(weeklyHours, today);
	return next ? {
		state: "closed",
		isOpen: false,
		hoursText,
		closesAt: null,
		opensAt: formatTime(next.open),
		opensDay: next.opensDay
	} : closed(hoursText, null);
}
function closed(hoursText, opensAt) {
	return {
		state: "closed",
		isOpen: false,
		hoursText,
		closesAt: null,
		opensAt
	};
}
function open(hoursText, close) {
	return {
		state: "open",
		isOpen: true,
		hoursText,
		closesAt: formatTime(close),
		opensAt: null
	};
}
/** The status of a temporarily closed clinic, at any instant. */
var TEMPORARILY_CLOSED = {
	state: "temporarily-closed",
	isOpen: false,
	hoursText: "Cerrado por ahora — llame antes de ir",
	closesAt: null,
	opensAt: null
};
var NOT_AVAILABLE = {
	state: "unknown",
	isOpen: false,
	hoursText: HOURS_NOT_AVAILABLE_TEXT,
	closesAt: null,
	opensAt: null
};
/**
* The wall-clock weekday and minutes of `at` in the input's zone (invalid or
* missing zone → America/New_York), or null for an invalid Date. Callers that
* evaluate many clinics at one instant work this out once per zone and pass
* it to computeOpenStatusAt.
*/
function clinicWallClock(timeZone, at) {
	return safeZonedTime(at, resolveTimeZone(timeZone));
}
/**
* Computes Open Now / Closed / Hours unknown and the next closing or opening
* time. A temporarily closed clinic is 'Temporarily closed' at every instant
* (no closing, no next opening), whatever its hours say.
*
* Open when today's hours text (todayHoursText) is a range holding the
* clinic's wall-clock time now (isWithinRange); closed when it says closed or
* cannot be read. Further:
* - 'Hours unknown' (state 'unknown') when there is no text for today at all:
*   no weekday entry and no stored today's text (and no overnight carry-over).
*   Present text that cannot be parsed is closed, with the raw text shown.
* - Overnight carry-over: when YESTERDAY's weekly entry is an overnight range
*   (close <= open) and now < its close, the clinic is open (e.g. Friday
*   "6:00 PM - 2:00 AM" makes Saturday 1:00 AM open, whatever Saturday's own
*   entry says: "Closed", absent, unparseable, or a range that has not
*   started). Then hoursText is yesterday's range text (the range in effect)
*   and closesAt its close. If today's own range already says open, today's
*   range wins (its text and close are shown). The carry-over only ever turns
*   a "closed" into "open"; the overnight rule for today's own entry (open
*   when now >= open or now < close) is kept unchanged. Only weekly entries can
*   carry over; the stored today's text has no "yesterday".
* - When closed, opensAt is today's opening if it is still ahead, else the
*   first opening on a following day (1–7 days ahead) from the weekly
*   entries, with `opensDay` naming that day; null when unknown (an absent or
*   unparseable day comes first, or no weekly hours).
* - hoursText is the trimmed text for parseable and unparseable hours.
* - An invalid Date gives 'Hours not available' (state 'unknown').
* Times are wall-clock times in the clinic's zone: on DST change days the
* repeated hour is evaluated twice by its wall-clock time and the skipped hour
* never occurs.
*/
function computeOpenStatus(input, at) {
	return computeOpenStatusAt(input, clinicWallClock(input.timezone, at));
}
/** computeOpenStatus at a wall-clock time already worked out for the zone. */
function computeOpenStatusAt(input, now) {
	if (input.temporarilyClosed) return TEMPORARILY_CLOSED;
	if (!now) return NOT_AVAILABLE;
	const weekly = input.weeklyHours;
	const yesterdayText = entryFor(weekly, weekdayOffset(now.weekday, -1));
	const yesterday = parseHoursRange(yesterdayText);
	const carryOver = yesterdayText !== null && yesterday !== null && yesterday.close <= yesterday.open && now.minutes < yesterday.close ? open(yesterdayText.trim(), yesterday.close) : null;
	const text = todayHoursText(input, now.weekday);
	if (text === null) return carryOver ?? NOT_AVAILABLE;
	if (isClosedText(text)) return carryOver ?? closedWithNextOpening(CLOSED_TODAY_TEXT, weekly, now.weekday);
	const hoursText = text.trim();
	const range = parseHoursRange(text);
	if (!range) return carryOver ?? closed(hoursText, null);
	if (isWithinRange(range, now.minutes)) return open(hoursText, range.close);
	if (carryOver) return carryOver;
	if (now.minutes < range.open) return closed(hoursText, formatTime(range.open));
	return closedWithNextOpening(hoursText, weekly, now.weekday);
}
/**
* Minutes from `at` until the clinic next opens, by the same rules as
* computeOpenStatus: 0 when open now; today's opening when still ahead; else
* the first opening 1–7 days ahead from the weekly entries. Null when that is
* not known (no hours, unparseable text, an absent day first) or `at` is not
* a valid Date. Wall-clock minutes: a DST change in between is not counted.
*/
function minutesUntilOpen(input, at) {
	const now = clinicWallClock(input.timezone, at);
	const status = computeOpenStatusAt(input, now);
	if (!now) return null;
	if (status.state === "open") return 0;
	if (status.state !== "closed" || status.opensAt === null) return null;
	const text = todayHoursText(input, now.weekday);
	const today = isClosedText(text) ? null : parseHoursRange(text);
	if (today && now.minutes < today.open) return today.open - now.minutes;
	const next = nextOpeningAfterToday(input.weeklyHours, now.weekday);
	return next ? next.daysAhead * MINUTES_PER_DAY + next.open - now.minutes : null;
}
/**
* 'Opens 8 AM' (later today) or 'Opens Monday 8 AM' (a following day) when
* the status is closed with a known next opening; otherwise null.
*/
function opensText(status) {
	if (status.isOpen || status.opensAt === null) return null;
	return `Abre ${status.opensDay ? `${{
		sunday: "el domingo",
		monday: "el lunes",
		tuesday: "el martes",
		wednesday: "el miércoles",
		thursday: "el jueves",
		friday: "el viernes",
		saturday: "el sábado"
	}[status.opensDay]} ` : ""}${/^1[: ]/.test(status.opensAt) ? `a la ${status.opensAt}` : `a las ${status.opensAt}`}`;
}
// src/domain/clinic-display.ts
/** 'address, city, state zip', leaving out what is unknown. */
function fullAddress(c) {
	const cityLine = `${c.city}, ${c.state}${c.zip ? ` ${c.zip}` : ""}`;
	return c.address ? `${c.address}, ${cityLine}` : cityLine;
}
/**
* A maps directions URL (api=1&destination=...). Without a street address the
* clinic's name stands in for it, so the maps service can still find it.
*/
function directionsUrl(c) {
	const destination = `${c.address ?? c.name}, ${c.city}, ${c.state}${c.zip ? ` ${c.zip}` : ""}`;
	const u = new URL("https://www.google.com/maps/dir/");
	u.searchParams.set("api", "1");
	u.searchParams.set("destination", destination);
	return u.toString();
}
/** A tel: link from a displayed phone number, or null when it has no digits. */
function telHref(phone) {
	if (!phone) return null;
	const digits = phone.replace(/[^\d+]/g, "");
	return digits.replace(/\D/g, "").length >= 7 ? `tel:${digits}` : null;
}
/** '{name} urgent care clinic in {city}, {state}' (the card image's alt text). */
function clinicImageAlt(c) {
	return `${c.name}, centro de atención de urgencia en ${c.city}, ${c.state}`;
}
/** English month names, January first (dates shown in US format). */
var MONTH_NAMES = [
	"enero",
	"febrero",
	"marzo",
	"abril",
	"mayo",
	"junio",
	"julio",
	"agosto",
	"septiembre",
	"octubre",
	"noviembre",
	"diciembre"
];
/** 'Month YYYY' for an ISO date, or null. */
function monthYear(isoDate) {
	if (!isoDate) return null;
	const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(isoDate);
	if (!m) return null;
	const name = MONTH_NAMES[Number(m[2]) - 1];
	return name ? `${name} de ${m[1]}` : null;
}
/** The first `n` services, and how many more there are. */
function visibleServices(services, n = 3) {
	return {
		shown: services.slice(0, n),
		more: Math.max(0, services.length - n)
	};
}
/**
* The clinic's open status at `now` (its weekly hours, the stored text of
* today's hours, its time zone and its status), or null before the time is
* known. A temporarily closed clinic says so before the time is known too:
* that comes from the data, not the clock.
*/
function clinicOpenStatus(clinic, now) {
	if (clinic.status === "temporarily_closed") return TEMPORARILY_CLOSED;
	if (!now) return null;
	return computeOpenStatus(openStatusInput(clinic), now);
}
// src/domain/verification.ts
/**
* Verification facts of a clinic: whether it is open for business
* and, per field a parent relies on, when and how it was last confirmed.
* The same lists back the database's CHECK constraints
* (supabase/migrations/20261126000001_verification.sql), the data file's
* schema (supabase/tools/import-data.ts) and the operator CLI (ops/).
*/
var CLINIC_STATUSES = [
	"active",
	"temporarily_closed",
	"permanently_closed"
];
/** How a fact was confirmed: by phone, on the clinic's site, in person, or the clinic told us. */
var VERIFICATION_METHODS = [
	"call",
	"website",
	"visit",
	"clinic"
];
/** The fields that carry their own confirmed date. */
var VERIFIED_FIELDS = [
	"phone",
	"hours",
	"address",
	"website"
];
var UNVERIFIED = {
	phone: null,
	hours: null,
	address: null,
	website: null
};
/**
* Whether a clinic belongs in the lists a parent browses (home, towns, the
* map, the site maps): every clinic but one that has closed for good. Its
* page stays at its URL, saying so.
*/
var isListed = (c) => c.status !== "permanently_closed";
// src/domain/hours/hours-line-text.ts
/**
* Today's hours with '• Closes {time}' / '• Opens {day} {time}', as a card
* and a map popup show them ('Call for hours' when there is no text).
*/
function hoursLineText(status) {
	const text = status.hoursText === "Horario no disponible" ? "Llame para saber el horario" : status.hoursText;
	const opens = opensText(status);
	return text + (status.isOpen && status.closesAt ? ` • Cierra ${/^1[: ]/.test(status.closesAt) ? `a la ${status.closesAt}` : `a las ${status.closesAt}`}` : "") + (opens ? ` • ${opens}` : "");
}
// src/components/open-status-classes.ts
/**
* Colours of the 'Open Now' (green), 'Closed' (red), 'Hours unknown'
* (neutral grey) and 'Temporarily closed' (calm amber) badges, shared by
* every badge so one unit test can hold their text contrast to WCAG AA. Each
* badge also says its state in words.
*/
var OPEN_STATUS_CLASSES = {
	open: "bg-green-100 text-green-900 ring-1 ring-green-700",
	closed: "bg-red-50 text-red-900 ring-1 ring-red-700",
	unknown: "bg-slate-100 text-slate-800 ring-1 ring-slate-500",
	"temporarily-closed": "bg-amber-50 text-amber-950 ring-1 ring-amber-700"
};
var OPEN_STATUS_LABELS = {
	open: "Abierto ahora",
	closed: "Cerrado",
	unknown: "Horario desconocido",
	"temporarily-closed": "Cerrado temporalmente"
};
export { DEFAULT_FILTERS as A, DEFAULT_READ_TIMEOUT_MS as B, resolveTimeZone as C, isClosedText as D, zonedTime as E, compareByDistance as F, reportConfigProblem as H, compareByName as I, compareByRating as L, EARTH_RADIUS_MILES as M, OPEN_STATUS_REFRESH_MS as N, parseHoursRange as O, WEEKDAYS as P, compareText as R, opensText as S, isValidTimeZone as T, siteOrigin as U, config as V, clinicWallClock as _, UNVERIFIED as a, minutesUntilOpen as b, isListed as c, clinicOpenStatus as d, directionsUrl as f, visibleServices as g, telHref as h, CLINIC_STATUSES as i, DEFAULT_TIMEZONE as j, BLOG_CATEGORIES as k, MONTH_NAMES as l, monthYear as m, OPEN_STATUS_LABELS as n, VERIFICATION_METHODS as o, fullAddress as p, hoursLineText as r, VERIFIED_FIELDS as s, OPEN_STATUS_CLASSES as t, clinicImageAlt as u, computeOpenStatus as v, todayHoursText as w, openStatusInput as x, computeOpenStatusAt as y, DEFAULT_CONTACT_EMAIL as z };
