/** Cuts a derived slug to MAX_SLUG_LENGTH without leaving an edge hyphen. */
function capped(slug) {
	return slug.length <= 200 ? slug : slug.slice(0, 200).replace(/-+$/, "");
}
/**
* Town slug from a city name: lowercase, every run of characters other than
* a-z and 0-9 becomes "-". Decision: leading and trailing "-" are trimmed
* too, so " Paducah " gives "paducah", not "-paducah-".
*/
function townSlug(city) {
	return capped(String(city ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""));
}
/**
* Clinic slug fallback from the name: lowercase; remove
* characters other than a-z, 0-9, space and hyphen; spaces become "-";
* repeated hyphens collapse. Decision: leading/trailing hyphens are trimmed.
*/
function clinicSlugFromName(name) {
	return capped(String(name ?? "").toLowerCase().replace(/[^a-z0-9 -]/g, "").replace(/ /g, "-").replace(/-+/g, "-").replace(/^-+|-+$/g, ""));
}
/**
* The clinic's own slug when it is a safe slug (what the rules produce),
* otherwise one derived from its name: a null or empty slug
* and one that is not `[a-z0-9-]` (`..`, `a/b`) alike, so no stored slug is
* ever used as a path. Empty only when the name has no letter or digit.
*/
function clinicSlug(clinic) {
	const own = typeof clinic.slug === "string" ? clinic.slug.trim() : "";
	return isSafeSlug(own) ? own : clinicSlugFromName(clinic.name);
}
/**
* True when a city name's town slug is `slug` (the town page's match).
* The slug rule maps "St. Charles", "St Charles" and "st-charles" alike.
*/
function isCityOfTown(city, slug) {
	return slug !== "" && townSlug(city) === slug;
}
/**
* An ilike pattern (PostgREST's `*` wildcard) that matches every city whose
* town slug is `slug` and few others: each "-" may stand for any run of
* characters the slug rule replaced, and so may the trimmed edges. Callers
* then keep the exact matches (isCityOfTown). Only for a safe slug, so the
* pattern holds no other wildcard.
*/
function cityPatternForTownSlug(slug) {
	return `*${slug.split("-").join("*")}*`;
}
/** True for a-z0-9 words joined by single hyphens (what the rules produce). */
function isSafeSlug(s) {
	return typeof s === "string" && s.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s);
}
export { townSlug as a, isSafeSlug as i, clinicSlug as n, isCityOfTown as r, cityPatternForTownSlug as t };
