import { t as Link } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { t as paths } from "./paths-CCIO7f15.js";
import { D as isClosedText, O as parseHoursRange, P as WEEKDAYS } from "./shared-BbTtww70.js";
import { r as isUsablePoint } from "./distance--a-OO1jh.js";
import { L as CONTEXT, R as trimOrigin } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { ArrowLeft } from "lucide-react";
// src/config/measurement.ts
/** Where an ad may appear: within an article, at its end, in a town page's guides. */
var AD_POSITIONS = [
	"article-middle",
	"article-end",
	"town-guide"
];
var DEFAULT_ADS_SCRIPT_URL = "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js";
var clean = (value) => value?.trim() || null;
function httpUrl(value) {
	try {
		const u = new URL(value);
		return u.protocol === "https:" || u.protocol === "http:" ? value.replace(/\/+$/, "") : null;
	} catch {
		return null;
	}
}
/** VITE_ANALYTICS_URL: an http(s) URL or a site path (`/count`), no query. */
function readAnalytics(value) {
	const v = clean(value);
	if (!v) return {
		analytics: null,
		problem: null
	};
	const endpoint = /^\/(?![/\\])[^\s?#]*$/.test(v) ? v : /[?#]/.test(v) ? null : httpUrl(v);
	return endpoint ? {
		analytics: { endpoint },
		problem: null
	} : {
		analytics: null,
		problem: "VITE_ANALYTICS_URL is not an http(s) URL or a path on the site (without a query)."
	};
}
/**
* VITE_ADS_CLIENT with VITE_ADS_SLOTS (`position=id` pairs separated by
* commas or spaces) and VITE_ADS_SCRIPT_URL. Off without either variable.
*/
function readAds(env) {
	const client = clean(env.VITE_ADS_CLIENT);
	const rawSlots = clean(env.VITE_ADS_SLOTS);
	if (!client && !rawSlots) return {
		ads: null,
		problem: null
	};
	const problems = [];
	if (!client) problems.push("VITE_ADS_SLOTS is set without VITE_ADS_CLIENT.");
	else if (!/^[\w-]+$/.test(client)) problems.push(`VITE_ADS_CLIENT "${client}" is not a publisher id.`);
	const slots = {};
	const refused = [];
	for (const pair of (rawSlots ?? "").split(/[\s,]+/).filter(Boolean)) {
		const [position, id, ...rest] = pair.split("=");
		if (AD_POSITIONS.includes(position ?? "") && id && /^\w+$/.test(id) && !rest.length) slots[position] = id;
		else refused.push(pair);
	}
	if (refused.length) problems.push(`VITE_ADS_SLOTS: not position=id pairs (positions: ${AD_POSITIONS.join(", ")}): ${refused.join(", ")}.`);
	else if (client && !Object.keys(slots).length) problems.push("VITE_ADS_CLIENT is set without a slot in VITE_ADS_SLOTS.");
	const rawScript = clean(env.VITE_ADS_SCRIPT_URL);
	const scriptUrl = rawScript ? httpUrl(rawScript) : DEFAULT_ADS_SCRIPT_URL;
	if (!scriptUrl) problems.push("VITE_ADS_SCRIPT_URL is not a valid http(s) URL.");
	if (problems.length || !client || !scriptUrl) return {
		ads: null,
		problem: problems.join(" ")
	};
	return {
		ads: {
			client,
			scriptUrl,
			slots
		},
		problem: null
	};
}
/** Pure: the analytics and ads settings of a set of variables. */
function readMeasurement(env) {
	const analytics = readAnalytics(env.VITE_ANALYTICS_URL);
	const ads = readAds(env);
	const problem = [analytics.problem, ads.problem].filter(Boolean).join(" ") || null;
	return {
		analytics: analytics.analytics,
		ads: ads.ads,
		problem
	};
}
var measurementConfig = readMeasurement({
	"BASE_URL": "/",
	"DEV": false,
	"MODE": "production",
	"PROD": true,
	"SSR": true,
	"VITE_SITE_URL": "http://127.0.0.1:4173"
});
// src/domain/seo/json-ld.ts
var pad = (n) => String(n).padStart(2, "0");
var hhmm = (minutes) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
var dayUrl = (day) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`;
/** An absolute URL: kept when it already is one, else joined to the origin. */
var absolute = (url, origin) => /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
/**
* openingHoursSpecification from the weekly hours, one entry per open day
* ("HH:MM", an overnight range keeps closes < opens as schema.org allows).
* A "Closed" or empty day is omitted; an unparseable or missing day is
* unknown and omitted. There is no 08:00–20:00 fallback when no day is
* known (the original site had one) — a search engine would show
* those invented hours to parents — so the result is then empty and the
* clinic's JSON-LD carries no opening hours at all.
*/
function openingHoursSpecification(clinic) {
	const specs = [];
	for (const day of WEEKDAYS) {
		const text = clinic.weeklyHours[day];
		if (typeof text !== "string" || isClosedText(text)) continue;
		const range = parseHoursRange(text);
		if (!range) continue;
		specs.push({
			"@type": "OpeningHoursSpecification",
			dayOfWeek: dayUrl(day),
			opens: hhmm(range.open),
			closes: hhmm(range.close)
		});
	}
	return specs;
}
var positive = (n) => typeof n === "number" && Number.isFinite(n) && n > 0;
/**
* schema.org MedicalClinic for the clinic page. Unknown facts are omitted,
* and a clinic that is not open for business (temporarily or permanently
* closed) states no opening hours;
* never guessed: street address, postal code, telephone, geo, description,
* image, website (sameAs) and aggregateRating (only when rating > 0 and
* reviewCount > 0) appear only when known. With `townSlug`, areaServed names
* the city and links its town page.
*/
function clinicJsonLd(clinic, opts) {
	const origin = trimOrigin(opts.origin);
	const url = `${origin}${paths.clinic.getHref(clinic.slug)}`;
	const address = { "@type": "PostalAddress" };
	if (clinic.address) address.streetAddress = clinic.address;
	if (clinic.city) address.addressLocality = clinic.city;
	if (clinic.state) address.addressRegion = clinic.state;
	if (clinic.zip) address.postalCode = clinic.zip;
	address.addressCountry = "US";
	const ld = {
		"@context": CONTEXT,
		"@type": "MedicalClinic",
		"@id": `${url}#clinic`,
		name: clinic.name,
		url,
		address,
		medicalSpecialty: "https://schema.org/Pediatric",
		priceRange: "$$",
		paymentAccepted: "Efectivo, tarjeta de crédito, seguro médico"
	};
	const hours = clinic.status === "active" ? openingHoursSpecification(clinic) : [];
	if (hours.length > 0) ld.openingHoursSpecification = hours;
	if (clinic.description) ld.description = clinic.description;
	if (clinic.phone) ld.telephone = clinic.phone;
	if (clinic.image) ld.image = absolute(clinic.image, origin);
	if (clinic.website) ld.sameAs = clinic.website;
	if (clinic.coordinates) ld.geo = {
		"@type": "GeoCoordinates",
		latitude: clinic.coordinates.lat,
		longitude: clinic.coordinates.lng
	};
	if (opts.townSlug && clinic.city) ld.areaServed = {
		"@type": "City",
		name: clinic.city,
		url: `${origin}${paths.town.getHref(opts.townSlug)}`
	};
	if (positive(clinic.rating) && positive(clinic.reviewCount)) ld.aggregateRating = {
		"@type": "AggregateRating",
		ratingValue: clinic.rating,
		reviewCount: clinic.reviewCount,
		bestRating: 5,
		worstRating: 1
	};
	return ld;
}
/** BreadcrumbList; positions start at 1 in the given order. */
function breadcrumbJsonLd(items) {
	return {
		"@context": CONTEXT,
		"@type": "BreadcrumbList",
		itemListElement: items.map((item, i) => ({
			"@type": "ListItem",
			position: i + 1,
			name: item.name,
			item: item.url
		}))
	};
}
/** FAQPage with one Question/Answer per item, in order. */
function faqJsonLd(items) {
	return {
		"@context": CONTEXT,
		"@type": "FAQPage",
		mainEntity: items.map((q) => ({
			"@type": "Question",
			name: q.question,
			acceptedAnswer: {
				"@type": "Answer",
				text: q.answer
			}
		}))
	};
}
/** A BlogPosting without '@context' (shared by both builders below). */
function posting(article, origin) {
	const url = `${origin}${paths.article.getHref(article.slug)}`;
	return {
		"@type": "BlogPosting",
		inLanguage: "es",
		headline: article.title,
		description: article.excerpt,
		datePublished: article.publishedDate,
		author: {
			"@type": "Organization",
			name: article.author
		},
		image: absolute(article.image, origin),
		url,
		mainEntityOfPage: url,
		articleSection: article.category,
		keywords: article.tags.join(", ")
	};
}
/** BlogPosting for an article page. */
function blogPostingJsonLd(article, origin) {
	return {
		"@context": CONTEXT,
		...posting(article, trimOrigin(origin))
	};
}
/** Blog for the blog list, with the first 10 posts. */
function blogJsonLd(opts) {
	const origin = trimOrigin(opts.origin);
	return {
		"@context": CONTEXT,
		"@type": "Blog",
		inLanguage: "es",
		name: opts.name,
		url: `${origin}${paths.blog.getHref()}`,
		blogPost: opts.articles.slice(0, 10).map((a) => posting(a, origin))
	};
}
/** Every hospital emergency department is open 24 hours, every day. */
var EMERGENCY_OPENING_HOURS = "Mo-Su 00:00-23:59";
/**
* schema.org Hospital for an emergency department (town pages list them).
* Only what the data states: name, the postal address (street and postal
* code only when known), telephone and geo only when known, and the
* emergency department's hours (open 24 hours, every day, which is what
* makes it one). No url: the site has no page of its own for a hospital;
* `@id` is an identifier on the site's origin, keyed by the record's slug.
*/
function hospitalJsonLd(ed, opts) {
	const origin = trimOrigin(opts.origin);
	const address = { "@type": "PostalAddress" };
	if (ed.address) address.streetAddress = ed.address;
	address.addressLocality = ed.city;
	address.addressRegion = ed.state;
	if (ed.zip) address.postalCode = ed.zip;
	address.addressCountry = "US";
	const ld = {
		"@context": CONTEXT,
		"@type": "Hospital",
		"@id": `${origin}/#hospital-${ed.slug}`,
		name: ed.name,
		address,
		openingHours: EMERGENCY_OPENING_HOURS,
		medicalSpecialty: "https://schema.org/Emergency"
	};
	if (ed.phone) ld.telephone = ed.phone;
	if (ed.coordinates && isUsablePoint(ed.coordinates)) ld.geo = {
		"@type": "GeoCoordinates",
		latitude: ed.coordinates.lat,
		longitude: ed.coordinates.lng
	};
	return ld;
}
/**
* A place for one ad, only where this build configures a slot for `position`
* (else nothing). Its size is reserved in the HTML, so the ad moves nothing
* when it arrives; it is labelled 'Advertisement'. src/measure.ts fills it
* after the page is idle, or collapses it (no consent signal, no ad, an ad
* that failed). Only content pages place one, never near a Call, Directions
* or 911 control (src/README.md, Decisions).
*/
function AdSlot({ position, className = "" }) {
	const id = measurementConfig.ads?.slots[position];
	if (!id) return null;
	return /* @__PURE__ */ jsxs("aside", {
		"aria-label": "Publicidad",
		"data-ad": id,
		"data-ad-position": position,
		className: `my-10 flex flex-col items-center ${className}`,
		children: [/* @__PURE__ */ jsx("p", {
			className: "text-xs tracking-wide text-slate-700 uppercase",
			children: "Publicidad"
		}), /* @__PURE__ */ jsx("div", {
			"data-ad-box": "",
			style: {
				width: 300,
				height: 250
			},
			className: "mt-1 max-w-full overflow-hidden bg-slate-50"
		})]
	});
}
// src/components/navigation/back-link.tsx
/** 'Back to …' link with a 44 px target. */
function BackLink({ to, children }) {
	return /* @__PURE__ */ jsxs(Link, {
		to,
		className: "inline-flex min-h-11 items-center gap-1 font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950",
		children: [/* @__PURE__ */ jsx(ArrowLeft, {
			"aria-hidden": "true",
			className: "h-4 w-4"
		}), children]
	});
}
export { breadcrumbJsonLd as a, hospitalJsonLd as c, blogPostingJsonLd as i, measurementConfig as l, AdSlot as n, clinicJsonLd as o, blogJsonLd as r, faqJsonLd as s, BackLink as t };
