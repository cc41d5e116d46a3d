import { a as StaticRouterProvider, c as data, d as useLocation, f as useMatches, g as useRouteLoaderData, h as useRouteError, i as ScrollRestoration, l as isRouteErrorResponse, m as useNavigation, n as NavLink, o as createStaticHandler2, p as useNavigate, r as Outlet, s as createStaticRouter, t as Link, u as useLoaderData } from "./assets/chunk-7RTFRKQW-b8Hm6ru0.js";
import { t as paths } from "./assets/paths-CCIO7f15.js";
import { c as OutageNotice, d as useRetry, f as nearestEmergencyDepartments, g as setRepository, h as getRepository, m as loadFailureOf, n as emergencyOnlyTowns, p as failedLoad, s as DirectoryUnavailable, u as savedAt } from "./assets/towns-BD17PGeX.js";
import { a as townSlug, i as isSafeSlug, n as clinicSlug } from "./assets/slug-C7md3Vgt.js";
import { A as DEFAULT_FILTERS, F as compareByDistance, H as reportConfigProblem, I as compareByName, L as compareByRating, M as EARTH_RADIUS_MILES, P as WEEKDAYS, R as compareText, S as opensText, U as siteOrigin, V as config, _ as clinicWallClock, b as minutesUntilOpen, d as clinicOpenStatus, f as directionsUrl, g as visibleServices, h as telHref, m as monthYear, n as OPEN_STATUS_LABELS, p as fullAddress, r as hoursLineText, s as VERIFIED_FIELDS, t as OPEN_STATUS_CLASSES, u as clinicImageAlt, v as computeOpenStatus, w as todayHoursText, x as openStatusInput, y as computeOpenStatusAt } from "./assets/shared-CBPcdhP8.js";
import { t as useNow } from "./assets/use-now-UInAdeuE.js";
import { n as formatMiles, r as isUsablePoint, t as distanceMiles } from "./assets/distance-CJ9WHsK-.js";
import { l as measurementConfig } from "./assets/content-2YDJ6eo3.js";
import { Component, StrictMode, Suspense, createContext, lazy, memo, startTransition, useCallback, useContext, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { Clock, Crosshair, HeartPulse, Info, Loader2, MessageCircle, Phone, Search, SlidersHorizontal, Sun, UserCheck, X } from "lucide-react";
// src/domain/cities.ts
/** Case-insensitive order, with the exact text as a deterministic tie-break. */
var byText = (a, b) => {
	const la = a.toLowerCase();
	const lb = b.toLowerCase();
	if (la !== lb) return la < lb ? -1 : 1;
	return compareText(a, b);
};
/**
* Rows grouped by city ignoring case: blank cities are skipped, a group is
* started from the first row of its city (with that row's trimmed
* spelling), then every row of the city, the first included, is added.
* Groups in order of first appearance.
*/
function groupByCity(rows, start, add) {
	const groups = /* @__PURE__ */ new Map();
	for (const row of rows) {
		const city = (row.city ?? "").trim();
		if (!city) continue;
		const key = city.toLowerCase();
		let g = groups.get(key);
		if (g === void 0) {
			g = start(city, row);
			groups.set(key, g);
		}
		add(g, row);
	}
	return [...groups.values()];
}
/**
* City entries: cities grouped ignoring case
* (display name and state: the first spelling seen, trimmed; blank cities
* skipped; state defaults to "KY"), sorted by count descending then city
* name, cut to `limit` when given (the footer passes FOOTER_CITY_LIMIT).
*/
function groupCities(rows, limit) {
	const sorted = groupByCity(rows, (city, row) => ({
		city,
		state: row.state?.trim() || "KY",
		slug: townSlug(city),
		count: 0
	}), (g) => g.count++).sort((a, b) => b.count - a.count || byText(a.city, b.city));
	return limit === void 0 ? sorted : sorted.slice(0, Math.max(0, limit));
}
/**
* The HTML site map's "All Clinics by City": clinics grouped by city ignoring
* case (display name: first spelling seen, trimmed; blank cities skipped),
* cities sorted by name and clinics by name within each city. A clinic
* without a slug gets the one derived from its name.
*/
function groupClinicsByCity(rows) {
	const out = groupByCity(rows, (city) => ({
		city,
		slug: townSlug(city),
		clinics: []
	}), (g, r) => g.clinics.push({
		name: r.name,
		slug: clinicSlug(r)
	}));
	out.sort((a, b) => byText(a.city, b.city));
	for (const g of out) g.clinics.sort((a, b) => byText(a.name, b.name));
	return out;
}
// src/domain/seo/json-ld-site.ts
/**
* The JSON-LD every page needs on its first load: the script-safe serializer
* and home's WebSite object. The page-specific builders (clinics, towns,
* hospitals, articles) are in json-ld.ts, which loads with their pages.
*/
var CONTEXT = "https://schema.org";
var trimOrigin$1 = (origin) => origin.trim().replace(/\/+$/, "");
/**
* JSON for a <script type="application/ld+json"> element that can never close
* the element or start markup, whatever the data holds: after JSON.stringify,
* "<", ">" and "&" become \u003c, \u003e, \u0026 and the JavaScript line
* terminators U+2028/U+2029 become \u2028/\u2029. JSON.parse of the result
* gives back exactly what JSON.parse(JSON.stringify(value)) gives.
* A value JSON cannot represent (undefined, a function) serialises as "null".
*/
function serializeJsonLd(value) {
	return (JSON.stringify(value) ?? "null").replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
/** WebSite with the site search action /?search={search_term_string}. */
function websiteJsonLd(opts) {
	const origin = trimOrigin$1(opts.origin);
	return {
		"@context": CONTEXT,
		"@type": "WebSite",
		name: opts.name,
		url: `${origin}/`,
		potentialAction: {
			"@type": "SearchAction",
			target: {
				"@type": "EntryPoint",
				urlTemplate: `${origin}/?search={search_term_string}`
			},
			"query-input": "required name=search_term_string"
		}
	};
}
/**
* The document title for a page: the page name with the site name after it
* ('{page} | {site}') when that fits in 60 characters, else with the short
* site name, else the page name alone (never cut: a long page name is the
* page's own). The home page (page === site) is the site name alone.
*/
function documentTitle(page, site) {
	if (page === site.name) return page;
	for (const suffix of [site.name, site.shortName]) {
		const title = `${page} | ${suffix}`;
		if ([...title].length <= 60) return title;
	}
	return page;
}
// src/components/seo/head.tsx
function headOf(handle) {
	if (handle && typeof handle === "object" && "head" in handle) {
		const h = handle.head;
		if (typeof h === "function") return h;
	}
}
/** The deepest match with a head wins; errors give a noindex head. */
function computeHead(matches, error) {
	if (error !== void 0) return {
		title: isRouteErrorResponse(error) && error.status === 404 ? "Page Not Found" : "Something went wrong",
		description: "This page could not be shown.",
		noindex: true
	};
	for (let i = matches.length - 1; i >= 0; i--) {
		const m = matches[i];
		const h = headOf(m.handle);
		if (h) return h(m);
	}
	return {
		title: config.siteName,
		description: "",
		path: "/"
	};
}
function HeadTags({ spec, withJsonLd = false }) {
	const origin = siteOrigin();
	const title = documentTitle(spec.title, {
		name: config.siteName,
		shortName: config.siteShortName
	});
	const url = spec.path !== void 0 ? origin + spec.path : void 0;
	const image = spec.image ?? `${origin}/og-default.jpg`;
	const imageAlt = spec.image !== void 0 && spec.imageAlt ? spec.imageAlt : `${config.siteName}: find pediatric urgent care near you`;
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx("title", { children: title }),
		/* @__PURE__ */ jsx("meta", {
			name: "description",
			content: spec.description
		}),
		spec.keywords ? /* @__PURE__ */ jsx("meta", {
			name: "keywords",
			content: spec.keywords
		}) : null,
		spec.noindex ? /* @__PURE__ */ jsx("meta", {
			name: "robots",
			content: "noindex"
		}) : null,
		url && !spec.noindex ? /* @__PURE__ */ jsx("link", {
			rel: "canonical",
			href: url
		}) : null,
		/* @__PURE__ */ jsx("meta", {
			property: "og:title",
			content: title
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:description",
			content: spec.description
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:type",
			content: spec.ogType ?? "website"
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:image",
			content: image
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:image:alt",
			content: imageAlt
		}),
		url ? /* @__PURE__ */ jsx("meta", {
			property: "og:url",
			content: url
		}) : null,
		/* @__PURE__ */ jsx("meta", {
			property: "og:site_name",
			content: config.siteName
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:card",
			content: "summary_large_image"
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:title",
			content: title
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:description",
			content: spec.description
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:image",
			content: image
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:image:alt",
			content: imageAlt
		}),
		withJsonLd && spec.jsonLd !== void 0 ? /* @__PURE__ */ jsx("script", {
			id: "jsonld",
			type: "application/ld+json",
			dangerouslySetInnerHTML: { __html: serializeJsonLd(spec.jsonLd) }
		}) : null
	] });
}
function RouteHead() {
	useMatches();
	return null;
}
function ErrorHead() {
	useRouteError();
	return null;
}
// src/app/live-refresh.ts
var pending = [];
/**
* Called from the first effect of the page (layout or error boundary): sets
* the `data-hydrated` marker the tests wait for and runs the waiting callbacks.
*/
function markHydrated() {
	document.documentElement.dataset.hydrated = "true";
	const callbacks = pending;
	pending = null;
	callbacks?.forEach((cb) => cb());
}
// src/features/contact/contact-context.tsx
var loadModal = () => import("./assets/contact-modal-B90XEE6U.js");
var ContactModal = lazy(() => loadModal().then((m) => ({ default: m.ContactModal })));
var ContactContext = createContext({
	openContact: () => {},
	preloadContact: () => {}
});
function preloadContact() {
	loadModal().catch(() => {});
}
function ContactProvider({ children }) {
	const [open, setOpen] = useState(null);
	const openContact = useCallback((subject = "", clinicId) => setOpen({
		subject,
		clinicId
	}), []);
	const api = useMemo(() => ({
		openContact,
		preloadContact
	}), [openContact]);
	return /* @__PURE__ */ jsxs(ContactContext.Provider, {
		value: api,
		children: [children, open ? /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(ContactModal, {
				initialSubject: open.subject,
				clinicId: open.clinicId,
				onClose: () => setOpen(null)
			})
		}) : null]
	});
}
function useContact() {
	return useContext(ContactContext);
}
// src/features/header/site-header.tsx
/**
* Two rows on a phone (brand; nav and Support), under 100 px at 360 px
* wide, so the first screen goes to the answer; one row from 640 px.
*/
function SiteHeader() {
	const { openContact, preloadContact } = useContact();
	const intent = {
		onPointerEnter: preloadContact,
		onFocus: preloadContact
	};
	const nav = "inline-flex min-h-11 items-center rounded px-1.5 text-sm whitespace-nowrap font-medium text-slate-700 hover:text-blue-800 aria-[current=page]:text-blue-800 aria-[current=page]:underline sm:px-3 sm:text-base";
	return /* @__PURE__ */ jsx("header", {
		className: "border-b border-slate-200 bg-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-3 py-0.5 sm:gap-y-1 sm:px-4 sm:py-2",
			children: [/* @__PURE__ */ jsxs(Link, {
				to: paths.home.getHref(),
				className: "flex min-h-11 items-center gap-2 rounded",
				children: [/* @__PURE__ */ jsx(HeartPulse, {
					"aria-hidden": "true",
					className: "h-6 w-6 shrink-0 text-blue-800 sm:h-7 sm:w-7"
				}), /* @__PURE__ */ jsxs("span", {
					className: "flex flex-col leading-tight",
					children: [/* @__PURE__ */ jsx("span", {
						className: "text-[0.8125rem] font-bold tracking-tight text-blue-900 sm:text-lg sm:tracking-normal",
						children: config.siteName
					}), /* @__PURE__ */ jsx("span", {
						className: "text-xs text-slate-600 sm:text-sm",
						children: "Pediatric Urgent Care Directory"
					})]
				})]
			}), /* @__PURE__ */ jsxs("div", {
				className: "flex w-full items-center justify-between gap-1 sm:w-auto sm:flex-wrap sm:gap-2",
				children: [
					/* @__PURE__ */ jsx("nav", {
						"aria-label": "Main",
						children: /* @__PURE__ */ jsxs("ul", {
							className: "flex items-center",
							children: [
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
									to: paths.home.getHref(),
									end: true,
									className: nav,
									children: "Find Care"
								}) }),
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
									to: paths.blog.getHref(),
									className: nav,
									children: "Health Blog"
								}) }),
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
									type: "button",
									className: nav,
									...intent,
									onClick: () => openContact(),
									children: "Contact"
								}) })
							]
						})
					}),
					/* @__PURE__ */ jsxs("button", {
						type: "button",
						...intent,
						onClick: () => openContact(),
						className: "inline-flex min-h-11 items-center gap-1 rounded bg-blue-800 px-2.5 font-semibold whitespace-nowrap text-white hover:bg-blue-900 sm:px-3",
						children: [
							/* @__PURE__ */ jsx(MessageCircle, {
								"aria-hidden": "true",
								className: "hidden h-4 w-4 shrink-0 min-[380px]:block"
							}),
							/* @__PURE__ */ jsx("span", {
								className: "hidden sm:inline",
								children: "Contact Support"
							}),
							/* @__PURE__ */ jsx("span", {
								className: "sm:hidden",
								children: "Support"
							})
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "hidden font-semibold text-red-700 lg:block",
						children: "Emergency: 911"
					})
				]
			})]
		})
	});
}
// src/components/layout/site-footer.tsx
function SiteFooter({ cities }) {
	const now = useNow();
	return /* @__PURE__ */ jsxs("footer", {
		className: "border-t border-slate-200 bg-slate-50 text-slate-700",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-3",
				children: [
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "footer-about",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "footer-about",
							className: "font-semibold text-slate-900",
							children: "About"
						}), /* @__PURE__ */ jsxs("p", {
							className: "mt-2",
							children: [config.siteName, " is a trusted directory of pediatric urgent care centers in Western Kentucky, built to help parents find care that is open now."]
						})]
					}),
					/* @__PURE__ */ jsxs("nav", {
						"aria-labelledby": "footer-links",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "footer-links",
							className: "font-semibold text-slate-900",
							children: "Quick Links"
						}), /* @__PURE__ */ jsxs("ul", {
							className: "mt-2 space-y-1",
							children: [
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									className: "underline",
									to: paths.home.getHref(),
									children: "Home"
								}) }),
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									className: "underline",
									to: paths.blog.getHref(),
									children: "Health Blog"
								}) }),
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									className: "underline",
									to: paths.privacy.getHref(),
									children: "Privacy Policy"
								}) }),
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									className: "underline",
									to: paths.terms.getHref(),
									children: "Terms of Service"
								}) })
							]
						})]
					}),
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "footer-contact",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "footer-contact",
							className: "font-semibold text-slate-900",
							children: "Contact"
						}), /* @__PURE__ */ jsx("p", {
							className: "mt-2",
							children: /* @__PURE__ */ jsx("a", {
								className: "underline",
								href: `mailto:${config.contactEmail}`,
								children: config.contactEmail
							})
						})]
					})
				]
			}),
			cities.length > 0 ? /* @__PURE__ */ jsxs("nav", {
				"aria-labelledby": "footer-cities",
				className: "mx-auto max-w-6xl px-4 pb-6",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "footer-cities",
					className: "font-semibold text-slate-900",
					children: "Browse by City"
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-5",
					children: cities.map((c) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						className: "inline-flex min-h-11 items-center underline",
						to: paths.town.getHref(c.slug),
						children: [
							c.city,
							" (",
							c.count,
							")"
						]
					}) }, c.slug))
				})]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "mx-auto max-w-6xl border-t border-slate-200 px-4 py-4 text-sm",
				children: [/* @__PURE__ */ jsxs("p", { children: [config.siteName, " is an informational directory. In case of emergency, call 911."] }), /* @__PURE__ */ jsxs("p", {
					className: "mt-1",
					children: [
						"©",
						" ",
						/* @__PURE__ */ jsx("span", {
							"data-testid": "footer-year",
							className: "inline-block w-[4ch] text-left tabular-nums",
							children: now ? now.getFullYear() : ""
						}),
						" ",
						config.siteName,
						". All rights reserved."
					]
				})]
			})
		]
	});
}
// src/components/ui/modal.tsx
var FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";
/**
* An accessible modal dialog: focus moves in on open, is trapped while open
* and returns to the element that had it; Escape, the X and the backdrop close.
*/
function Modal({ title, onClose, children, tone = "default", initialFocus }) {
	const titleId = useId();
	const panel = useRef(null);
	const closeRef = useRef(onClose);
	useEffect(() => {
		closeRef.current = onClose;
	}, [onClose]);
	useEffect(() => {
		const opener = document.activeElement;
		(initialFocus?.current ?? panel.current?.querySelector(FOCUSABLE) ?? panel.current)?.focus();
		const onKey = (e) => {
			if (e.key === "Escape") {
				e.stopPropagation();
				closeRef.current();
				return;
			}
			if (e.key !== "Tab" || !panel.current) return;
			const items = [...panel.current.querySelectorAll(FOCUSABLE)];
			if (items.length === 0) return;
			const firstItem = items[0];
			const lastItem = items[items.length - 1];
			const active = document.activeElement;
			if (e.shiftKey && (active === firstItem || !panel.current.contains(active))) {
				e.preventDefault();
				lastItem.focus();
			} else if (!e.shiftKey && (active === lastItem || !panel.current.contains(active))) {
				e.preventDefault();
				firstItem.focus();
			}
		};
		document.addEventListener("keydown", onKey, true);
		const { overflow } = document.body.style;
		document.body.style.overflow = "hidden";
		return () => {
			document.removeEventListener("keydown", onKey, true);
			document.body.style.overflow = overflow;
			if (opener && document.contains(opener)) opener.focus();
		};
	}, []);
	return /* @__PURE__ */ jsxs("div", {
		className: "fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4",
		children: [/* @__PURE__ */ jsx("div", {
			"data-testid": "modal-backdrop",
			"aria-hidden": "true",
			className: "absolute inset-0 bg-slate-900/60",
			onClick: () => closeRef.current()
		}), /* @__PURE__ */ jsxs("div", {
			ref: panel,
			role: "dialog",
			"aria-modal": "true",
			"aria-labelledby": titleId,
			tabIndex: -1,
			className: "relative max-h-[92vh] w-full overflow-y-auto rounded-t-xl bg-white shadow-xl sm:max-w-lg sm:rounded-xl",
			children: [/* @__PURE__ */ jsxs("div", {
				className: `flex items-center justify-between gap-2 border-b px-4 py-3 ${tone === "emergency" ? "border-red-200 bg-red-700 text-white" : "border-slate-200"}`,
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: "text-lg font-bold",
					children: title
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: () => closeRef.current(),
					"aria-label": "Close",
					className: "inline-flex h-11 w-11 items-center justify-center rounded",
					children: /* @__PURE__ */ jsx(X, {
						"aria-hidden": "true",
						className: "h-5 w-5"
					})
				})]
			}), /* @__PURE__ */ jsx("div", {
				className: "px-4 py-4",
				children
			})]
		})]
	});
}
// src/features/emergency/lazy-emergency-rooms.tsx
var loading$1 = null;
/**
* The emergency-room section's code, fetched with the emergency-department
* read it always waits for (after a search, or when the Emergency Info
* dialog has a place): it is never part of the home page's first load. A
* failed fetch is forgotten, so the next call tries again.
*/
function loadEmergencyRooms() {
	loading$1 ??= import("./assets/emergency-rooms-Bgub0F9b.js").catch((e) => {
		loading$1 = null;
		throw e;
	});
	return loading$1;
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
// src/features/emergency/poison-control.ts
/**
* Poison Control's national number, as shown and as a tel: link. A module of
* its own so the lazily loaded empty states can use it without importing the
* Emergency Info dialog.
*/
var POISON_CONTROL_DISPLAY = "1-800-222-1222";
var POISON_CONTROL_TEL = "tel:18002221222";
// src/features/emergency/emergency-info-dialog.tsx
/**
* Warning signs that need 911 or the emergency room, consistent with the
* American Academy of Pediatrics' guidance for parents (HealthyChildren.org,
* "When to call 911" / "When to go to the emergency room").
*/
var WARNING_SIGNS = [
	"Struggling to breathe, or lips or face turning blue or gray",
	"Hard to wake up, unresponsive, or suddenly very confused",
	"A seizure, or a seizure lasting more than 5 minutes",
	"Bleeding that does not stop after 10 minutes of firm pressure",
	"A head injury with passing out, repeated vomiting or confusion",
	"Swelling of the lips or tongue, or trouble swallowing after a sting, food or medicine",
	"Swallowed a button battery, magnets, medicine or a chemical",
	"A fever of 100.4°F (38°C) or higher in a baby younger than 3 months",
	"A stiff neck with fever, or a rash of purple spots that do not fade when pressed"
];
/** The dialog's texts about the nearest emergency rooms. */
var DIALOG_ROOMS_TEXT = {
	title: "Nearest emergency rooms — open 24 hours",
	noLocation: "Search for your town, ZIP code or current location on the Find Care page to see the nearest emergency rooms here.",
	loading: "Finding the nearest emergency rooms…",
	failed: "The nearest emergency rooms could not be loaded. In an emergency, call 911."
};
var allRooms = null;
/** Every emergency department, read once per page load (again after a failure). */
var loadAllRooms = () => allRooms ??= Promise.all([getRepository(), loadEmergencyRooms()]).then(([repo]) => repo.listEmergencyDepartments()).catch((e) => {
	allRooms = null;
	throw e;
});
function EmergencyInfoDialog({ onClose, loadRooms = loadAllRooms }) {
	const origin = useSearchOrigin();
	return /* @__PURE__ */ jsx(Modal, {
		title: "Emergency Information",
		onClose,
		tone: "emergency",
		children: /* @__PURE__ */ jsxs("div", {
			className: "space-y-4 text-slate-900",
			children: [
				/* @__PURE__ */ jsxs("a", {
					href: "tel:911",
					className: "flex min-h-12 items-center justify-center gap-2 rounded bg-red-700 px-4 text-lg font-bold text-white",
					children: [/* @__PURE__ */ jsx(Phone, {
						"aria-hidden": "true",
						className: "h-5 w-5"
					}), "Call 911"]
				}),
				/* @__PURE__ */ jsxs("p", { children: [
					"Poison Control (24 hours, free):",
					" ",
					/* @__PURE__ */ jsx("a", {
						className: "font-semibold text-blue-800 underline",
						href: POISON_CONTROL_TEL,
						children: POISON_CONTROL_DISPLAY
					})
				] }),
				/* @__PURE__ */ jsx(NearestRooms, {
					origin,
					loadRooms
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "warning-signs",
					children: [/* @__PURE__ */ jsx("h3", {
						id: "warning-signs",
						className: "font-semibold",
						children: "Call 911 or go to the emergency room if your child has:"
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-2 list-disc space-y-1 pl-5",
						children: WARNING_SIGNS.map((s) => /* @__PURE__ */ jsx("li", { children: s }, s))
					})]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-slate-700",
					children: "If you are unsure, call 911. This information is for general guidance only and is not medical advice; it does not replace a doctor or emergency services."
				})
			]
		})
	});
}
/**
* The two emergency rooms nearest to the searched location, or a line
* inviting a location search when none is known.
*/
function NearestRooms({ origin, loadRooms }) {
	const [list, setList] = useState(null);
	const [failed, setFailed] = useState(false);
	const wanted = origin !== null;
	useEffect(() => {
		if (!wanted || list !== null) return;
		let live = true;
		loadRooms().then((rows) => {
			if (live) setList(rows);
		}, (e) => {
			console.error("Emergency rooms load error", e);
			if (live) setFailed(true);
		});
		return () => {
			live = false;
		};
	}, [
		wanted,
		list,
		loadRooms
	]);
	const rooms = useMemo(() => origin && list ? nearestEmergencyDepartments(list, origin, 2) : [], [origin, list]);
	if (!origin) return /* @__PURE__ */ jsx("p", {
		"data-testid": "dialog-rooms-hint",
		className: "text-slate-800",
		children: DIALOG_ROOMS_TEXT.noLocation
	});
	if (failed) return /* @__PURE__ */ jsx("p", {
		role: "status",
		children: DIALOG_ROOMS_TEXT.failed
	});
	if (!list) return /* @__PURE__ */ jsx("p", {
		role: "status",
		children: DIALOG_ROOMS_TEXT.loading
	});
	return /* @__PURE__ */ jsx(LazyEmergencyRooms, {
		rooms,
		title: DIALOG_ROOMS_TEXT.title,
		headingLevel: 3,
		className: "rounded-lg border border-red-200 bg-white p-3"
	});
}
// src/features/emergency/emergency-notice.tsx
/**
* The 911 banner every page carries. It is the last element of the page and
* sticks to the bottom of the viewport: it stays in view while scrolling, and
* at the end of the page it sits below the footer, so it never covers the last
* card or the footer whatever its height on a small screen. On a phone it
* is one row under 72 px at 360 px wide: the 911 call link, the largest
* target, beside the two lines of text and 'Emergency Info'.
*/
function EmergencyNotice({ showInfoButton = true }) {
	const [infoOpen, setInfoOpen] = useState(false);
	return /* @__PURE__ */ jsxs("aside", {
		"aria-label": "Medical emergency",
		className: "sticky bottom-0 z-40 border-t border-red-900 bg-red-700 text-white",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-6xl items-center gap-2 px-2 py-1 sm:gap-3 sm:px-4 sm:py-2",
			children: [
				/* @__PURE__ */ jsx("a", {
					href: "tel:911",
					"aria-label": "Call 911",
					className: "flex h-14 w-[4.75rem] shrink-0 items-center justify-center rounded bg-white text-2xl font-extrabold text-red-800 sm:hidden",
					children: "911"
				}),
				/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "hidden h-11 w-12 shrink-0 items-center justify-center rounded bg-white text-lg font-extrabold text-red-800 sm:flex",
					children: "911"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1 leading-tight",
					children: [/* @__PURE__ */ jsx("p", {
						className: "text-[0.8125rem] font-bold sm:text-base",
						children: "Medical Emergency?"
					}), /* @__PURE__ */ jsx("p", {
						className: "text-xs leading-[1.2] sm:text-sm sm:leading-snug",
						children: "Call 911 immediately for life-threatening conditions"
					})]
				}),
				/* @__PURE__ */ jsxs("a", {
					href: "tel:911",
					className: "hidden min-h-11 items-center gap-1 rounded bg-white px-3 font-bold text-red-800 sm:inline-flex",
					children: [/* @__PURE__ */ jsx(Phone, {
						"aria-hidden": "true",
						className: "h-4 w-4"
					}), "Call 911"]
				}),
				showInfoButton ? /* @__PURE__ */ jsxs("button", {
					type: "button",
					onClick: () => setInfoOpen(true),
					className: "inline-flex min-h-11 w-min shrink-0 items-center gap-1 rounded border border-white px-1.5 text-center text-[0.8125rem] leading-tight font-semibold [overflow-wrap:normal] sm:w-auto sm:px-3 sm:text-base",
					children: [/* @__PURE__ */ jsx(Info, {
						"aria-hidden": "true",
						className: "hidden h-4 w-4 sm:block"
					}), "Emergency Info"]
				}) : null
			]
		}), infoOpen ? /* @__PURE__ */ jsx(EmergencyInfoDialog, { onClose: () => setInfoOpen(false) }) : null]
	});
}
// src/app/navigation-progress.tsx
/** The progress bar's class (src/index.css), also used by loading-shell.ts. */
var NAVIGATION_PROGRESS_CLASS = "nav-progress";
/**
* True while a navigation loads the next page (react-router's navigation
* state; the live refresh after hydration is a revalidation, not shown).
*/
function useIsNavigating() {
	return useNavigation().state !== "idle";
}
/**
* A thin bar at the top of the window from the moment a link is followed
* until the next page shows (or fails to), with 'Loading…' for screen
* readers. The page on screen stays usable: another tap starts another
* navigation, which supersedes this one.
*/
function NavigationProgress() {
	const loading = useIsNavigating();
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [loading ? /* @__PURE__ */ jsx("div", {
		role: "progressbar",
		"aria-label": "Loading…",
		className: NAVIGATION_PROGRESS_CLASS
	}) : null, /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "sr-only",
		children: loading ? "Loading…" : ""
	})] });
}
// src/data/saved-at.ts
var older = (a, b) => !a ? b : !b ? a : a.getTime() <= b.getTime() ? a : b;
var built = null;
var fresh = null;
var copy = null;
var unanswered = false;
var state = {
	savedAt: null,
	fromCopy: false,
	stale: false
};
var listeners = /* @__PURE__ */ new Set();
function update() {
	state = {
		savedAt: copy || unanswered ? older(copy, unanswered ? built ?? fresh : null) : fresh,
		fromCopy: copy !== null,
		stale: copy !== null || unanswered
	};
	for (const l of listeners) l();
}
var savedStore = {
	get: () => state,
	subscribe(listener) {
		listeners.add(listener);
		return () => listeners.delete(listener);
	},
	/** The page's own data date (the build's, for a prerendered page). */
	setBuilt(at) {
		built = at;
		fresh ??= at;
		update();
	},
	/** A fresh answer: what is on screen is current again. */
	fresh(at) {
		fresh = at;
		copy = null;
		unanswered = false;
		update();
	},
	/** The service worker answered with its copy saved at `at`. */
	copy(at) {
		copy = older(copy, at);
		update();
	},
	/** A read got no answer: what is shown may be as old as the page itself. */
	unanswered() {
		unanswered = true;
		update();
	}
};
// src/features/offline/update-store.ts
var updateStore = createExternalStore(null);
// src/features/offline/offline-notices.tsx
var NoticeView = lazy(() => import("./assets/notice-view-BR5w4Rd0.js").catch(() => ({ default: ({ offline }) => offline ? /* @__PURE__ */ jsx("p", {
	"data-testid": "offline-notice",
	className: "bg-amber-50 px-4 py-2",
	children: "You're offline. Call the clinic to confirm before you go."
}) : /* @__PURE__ */ jsx(Fragment$1, {}) })));
/** Whether the device says it has a connection. */
var onlineStore = {
	get: () => navigator.onLine,
	subscribe(onChange) {
		window.addEventListener("online", onChange);
		window.addEventListener("offline", onChange);
		return () => {
			window.removeEventListener("online", onChange);
			window.removeEventListener("offline", onChange);
		};
	}
};
/** False only when the device says it has no connection (true while prerendering). */
function useOnline() {
	return useExternalStore(onlineStore, true);
}
var RETRY_AGAIN_MS = 5e3;
var SERVER_SAVED = {
	savedAt: null,
	fromCopy: false,
	stale: false
};
/**
* Under the header: the offline notice when the device is offline or the
* page shows the service worker's kept copy of the directory (with the date
* it was saved), and a quiet 'A new version is available — Reload' when a
* new deployment is waiting. Nothing at all otherwise (and in the HTML).
*/
function OfflineNotices() {
	const online = useOnline();
	const saved = useExternalStore(savedStore, SERVER_SAVED);
	const applyUpdate = useExternalStore(updateStore, null);
	const retry = useRetry();
	const wasOnline = useRef(online);
	const retriesLeft = useRef(0);
	useEffect(() => {
		const back = online && !wasOnline.current;
		wasOnline.current = online;
		if (!online || !saved.stale) {
			retriesLeft.current = 0;
			return;
		}
		if (back) {
			retriesLeft.current = 2;
			retry();
		}
		if (retriesLeft.current === 0) return;
		const again = window.setTimeout(() => {
			retriesLeft.current--;
			retry();
		}, RETRY_AGAIN_MS);
		return () => window.clearTimeout(again);
	}, [
		online,
		saved,
		retry
	]);
	const showSaved = !online || saved.fromCopy && saved.savedAt !== null;
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		"aria-live": "polite",
		children: showSaved || applyUpdate ? /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(NoticeView, {
				offline: !online,
				fromCopy: saved.fromCopy,
				savedAt: saved.savedAt,
				applyUpdate
			})
		}) : null
	});
}
// src/app/layout.tsx
/** Footer cities on every page; a failure is logged and hides the grid. */
async function rootLoader() {
	try {
		return { footerCities: groupCities((await (await getRepository()).listClinicCities()).map((city) => ({ city })), 20) };
	} catch (e) {
		console.error("Footer city load error", e);
		return failedLoad({ footerCities: [] }, e);
	}
}
/** Marks the page hydrated (the tests' signal) and starts what waits for it. */
function useHydratedMarker() {
	useEffect(() => markHydrated(), []);
}
/** The chrome every page shares. */
function PageShell({ children }) {
	const root = useRouteLoaderData("root");
	const showInfoButton = !useMatches().some((m) => m.handle?.emergencyInfo === false);
	return /* @__PURE__ */ jsx(ContactProvider, { children: /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-screen flex-col bg-white text-slate-900",
		children: [
			/* @__PURE__ */ jsx("a", {
				href: "#main-content",
				className: "sr-only z-50 rounded bg-blue-800 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2",
				children: "Skip to main content"
			}),
			/* @__PURE__ */ jsx(NavigationProgress, {}),
			/* @__PURE__ */ jsx(ScrollRestoration, {}),
			/* @__PURE__ */ jsx(SiteHeader, {}),
			/* @__PURE__ */ jsx(OfflineNotices, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main-content",
				tabIndex: -1,
				className: "mx-auto w-full max-w-6xl flex-1 px-4 py-6",
				children
			}),
			/* @__PURE__ */ jsx(SiteFooter, { cities: root?.footerCities ?? [] }),
			/* @__PURE__ */ jsx(EmergencyNotice, { showInfoButton })
		]
	}) });
}
function Layout() {
	useHydratedMarker();
	useEffect(() => reportConfigProblem(), []);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(RouteHead, {}), /* @__PURE__ */ jsx(PageShell, { children: /* @__PURE__ */ jsx(Outlet, {}) })] });
}
// src/app/loading-shell.ts
/** What the shell says while the page loads (also the progress bar's name). */
var LOADING_TEXT = "Loading…";
/** The classes of the shell's 'Loading…' line (also 404.html's). */
var LOADING_STATUS_CLASS = "flex min-h-40 items-center justify-center py-12 text-lg text-slate-700";
// src/app/fallback-page.tsx
/**
* True while the build renders 404.html. Hosts serve that file for every
* path the build did not write: an unknown address, but also a clinic or
* town added after the build. Which it is, only the app can tell (the route
* table, then the live read), so the file says it is loading, under the
* site's header and with the 911 banner, never 'Page Not Found': during an
* outage that would tell a parent a real clinic does not exist.
*/
var FallbackBuild = createContext(false);
var useFallbackBuild = () => useContext(FallbackBuild);
/** The head of 404.html: loading, and never indexed. */
var FALLBACK_HEAD = {
	title: LOADING_TEXT,
	description: "This page is loading.",
	noindex: true
};
/**
* The main content of 404.html: the loading shell's bar and 'Loading…'
* (loading-shell.ts makes the same with plain DOM for a page's markup that
* is not this URL's). Without JavaScript nothing will load: a note instead.
*/
function FallbackLoading() {
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx("div", {
			role: "progressbar",
			"aria-label": LOADING_TEXT,
			className: NAVIGATION_PROGRESS_CLASS,
			"data-fallback-loading": ""
		}),
		/* @__PURE__ */ jsx("p", {
			role: "status",
			className: LOADING_STATUS_CLASS,
			"data-fallback-loading": "",
			children: LOADING_TEXT
		}),
		/* @__PURE__ */ jsxs("noscript", { children: [/* @__PURE__ */ jsx("style", { children: "[data-fallback-loading]{display:none}" }), /* @__PURE__ */ jsxs("p", {
			className: "mx-auto max-w-xl py-12 text-center text-lg",
			children: [
				"This page needs JavaScript to load.",
				" ",
				/* @__PURE__ */ jsx("a", {
					href: "/",
					className: "font-semibold text-blue-800 underline",
					children: "Find pediatric urgent care from the home page"
				}),
				"."
			]
		})] })
	] });
}
// src/app/route-error.tsx
/** Top-level boundary: a friendly page with the 911 notice, never a blank screen. */
function RouteError() {
	useHydratedMarker();
	const error = useRouteError();
	const notFound = isRouteErrorResponse(error) && error.status === 404;
	const fallback = useFallbackBuild();
	if (!notFound) console.error("Page error:", error);
	if (notFound && fallback) return /* @__PURE__ */ jsx(PageShell, { children: /* @__PURE__ */ jsx(FallbackLoading, {}) });
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(ErrorHead, {}), /* @__PURE__ */ jsx(PageShell, { children: /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-xl py-12 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: notFound ? "Page Not Found" : "Something went wrong"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-slate-700",
				children: notFound ? "We couldn't find the page you were looking for." : "Sorry, this page could not be shown. Please try again in a moment."
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 font-semibold text-red-800",
				children: "If your child needs emergency care, call 911 now."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/",
				className: "mt-6 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white",
				children: "Back to Home"
			})
		]
	}) })] });
}
// src/data/gazetteer.ts
var loading = null;
/**
* The built-in gazetteer, loaded on first use and kept for the session. Its
* rows and its lookup code are chunks of their own, never part of the first
* paint (the home page's JavaScript budget). A failed load (a chunk could
* not be fetched) is forgotten, so the next call tries again.
*/
function loadGazetteer() {
	loading ??= Promise.all([import("./assets/gazetteer-DYaxh1nw.js"), import("./assets/gazetteer-jOF7OH4R.js")]).then(([lookup, data]) => {
		const g = lookup.buildGazetteer(data.GAZETTEER_ROWS, data.PLACE_POINTS);
		return {
			resolve: (text) => lookup.resolveLocation(g, text),
			suggest: (text) => lookup.suggestLocations(g, text),
			townPoint: (name, state) => lookup.placePoint(g, name, state)
		};
	}, (e) => {
		loading = null;
		throw e;
	});
	return loading;
}
// src/features/search/location-combobox.tsx
/**
* The gazetteer, asked for on first use (focus or typing): its chunk is
* never part of the first paint. Null until it has loaded (or if it cannot:
* the field then simply offers no suggestions).
*/
function useGazetteer() {
	const [gazetteer, setGazetteer] = useState(null);
	return {
		gazetteer,
		load: useCallback(() => {
			loadGazetteer().then(setGazetteer, (e) => console.warn("The place list could not be loaded", e));
		}, [])
	};
}
/**
* A location field with town and ZIP suggestions from the built-in
* gazetteer (never from the network), as an ARIA 1.2 combobox: the list
* opens as the parent types; Down and Up move through it (Alt+Down opens
* it), Enter chooses (and runs the search), Escape closes it; the number of
* suggestions is announced politely. Any text can still be typed and
* submitted with the surrounding form. The caller provides a positioned
* (relative) container.
*/
function LocationCombobox({ id, value, onChange, onChoose, placeholder, className, suggest }) {
	const { gazetteer, load } = useGazetteer();
	const [open, setOpen] = useState(false);
	const [active, setActive] = useState(-1);
	const listId = `${id}-suggestions`;
	const optionId = (i) => `${id}-suggestion-${i}`;
	const suggestions = useMemo(() => {
		if (!open) return [];
		if (suggest) return suggest(value);
		return gazetteer ? gazetteer.suggest(value) : [];
	}, [
		open,
		suggest,
		gazetteer,
		value
	]);
	const expanded = suggestions.length > 0;
	const activeIndex = active < suggestions.length ? active : -1;
	const count = suggestions.length;
	const announcement = count === 0 ? "" : `${count} suggestion${count === 1 ? "" : "s"} available. Use the up and down arrows to choose.`;
	const listRef = useRef(null);
	useEffect(() => {
		if (count > 0) listRef.current?.scrollIntoView?.({ block: "nearest" });
	}, [count]);
	const close = () => {
		setOpen(false);
		setActive(-1);
	};
	const choose = (s) => {
		close();
		onChange(s.value);
		onChoose(s.value);
	};
	const onKeyDown = (e) => {
		if (e.nativeEvent.isComposing) return;
		switch (e.key) {
			case "ArrowDown":
				e.preventDefault();
				if (!open || e.altKey) {
					load();
					setOpen(true);
					if (!e.altKey) setActive(0);
					return;
				}
				setActive((i) => count === 0 || i + 1 >= count ? 0 : i + 1);
				return;
			case "ArrowUp":
				if (!expanded) return;
				e.preventDefault();
				setActive((i) => i <= 0 ? count - 1 : i - 1);
				return;
			case "Enter": {
				const chosen = suggestions[activeIndex];
				if (expanded && chosen) {
					e.preventDefault();
					choose(chosen);
				} else close();
				return;
			}
			case "Escape":
				if (expanded) {
					e.preventDefault();
					close();
				}
				return;
			case "Tab":
				close();
				return;
		}
	};
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx("input", {
			id,
			type: "text",
			role: "combobox",
			inputMode: "search",
			autoComplete: "off",
			autoCapitalize: "words",
			spellCheck: false,
			"aria-autocomplete": "list",
			"aria-expanded": expanded,
			"aria-controls": listId,
			"aria-activedescendant": expanded && activeIndex >= 0 ? optionId(activeIndex) : void 0,
			placeholder,
			value,
			onFocus: load,
			onChange: (e) => {
				load();
				onChange(e.target.value);
				setOpen(true);
				setActive(-1);
			},
			onKeyDown,
			onBlur: close,
			className
		}),
		/* @__PURE__ */ jsx("ul", {
			ref: listRef,
			id: listId,
			role: "listbox",
			"aria-label": "Suggested towns and ZIP codes",
			hidden: !expanded,
			className: "absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 text-left text-base text-slate-900 shadow-lg",
			children: suggestions.map((s, i) => /* @__PURE__ */ jsx("li", {
				id: optionId(i),
				role: "option",
				"aria-selected": i === activeIndex,
				onMouseDown: (e) => e.preventDefault(),
				onClick: () => choose(s),
				onMouseMove: () => setActive(i),
				className: `flex min-h-11 cursor-pointer flex-wrap items-center gap-x-1 px-3 py-2 ${i === activeIndex ? "bg-blue-800 text-white" : "text-slate-900 hover:bg-slate-100"}`,
				children: /* @__PURE__ */ jsx(OptionText, {
					label: s.label,
					active: i === activeIndex
				})
			}, s.value))
		}),
		/* @__PURE__ */ jsx("span", {
			"aria-live": "polite",
			"aria-atomic": "true",
			className: "sr-only",
			children: announcement
		})
	] });
}
/** 'Paducah, KY · McCracken County': the place strong, the detail after it. */
function OptionText({ label, active }) {
	const cut = label.indexOf(" · ");
	if (cut < 0) return /* @__PURE__ */ jsx("span", {
		className: "font-semibold",
		children: label
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("span", {
		className: "font-semibold",
		children: label.slice(0, cut)
	}), /* @__PURE__ */ jsx("span", {
		className: `whitespace-nowrap ${active ? "text-white" : "text-slate-700"}`,
		children: label.slice(cut)
	})] });
}
// src/features/search/hero-search.tsx
function HeroSearch({ isLoading, location, onLocationChange, query, onQueryChange, onSearch, onUseCurrentLocation }) {
	const submit = (e) => {
		e.preventDefault();
		if (!isLoading) onSearch(location);
	};
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "hero-title",
		className: "rounded-xl bg-blue-900 px-4 py-6 text-white sm:px-8 sm:py-10",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "hero-title",
				className: "text-2xl leading-tight font-bold sm:text-4xl",
				children: "Find Urgent Care for You or Your Child in Western Kentucky"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 max-w-prose text-blue-50 sm:text-lg",
				children: "Quickly find pediatric urgent care centers that are open now, including after-hours and weekend options."
			}),
			/* @__PURE__ */ jsxs("form", {
				role: "search",
				onSubmit: submit,
				className: "mt-5 grid gap-2 sm:grid-cols-[1fr_1fr_auto]",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "relative",
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: "hero-location",
								className: "sr-only",
								children: "Location"
							}),
							/* @__PURE__ */ jsx(LocationCombobox, {
								id: "hero-location",
								placeholder: "City, State or ZIP",
								value: location,
								onChange: onLocationChange,
								onChoose: (text) => {
									if (!isLoading) onSearch(text);
								},
								className: "h-12 w-full rounded-lg border border-white bg-white pr-12 pl-3 text-base text-slate-900 placeholder:text-slate-600"
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								onClick: onUseCurrentLocation,
								disabled: isLoading,
								"aria-label": "Use current location",
								title: "Use current location",
								className: "absolute top-0.5 right-0.5 inline-flex h-11 w-11 items-center justify-center rounded-lg text-blue-900 disabled:text-slate-500",
								children: /* @__PURE__ */ jsx(Crosshair, {
									"aria-hidden": "true",
									className: "h-5 w-5"
								})
							})
						]
					}),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
						htmlFor: "hero-query",
						className: "sr-only",
						children: "Search services or clinic name"
					}), /* @__PURE__ */ jsx("input", {
						id: "hero-query",
						type: "text",
						placeholder: "Search services, clinic name...",
						value: query,
						onChange: (e) => onQueryChange(e.target.value),
						className: "h-12 w-full rounded-lg border border-white bg-white px-3 text-base text-slate-900 placeholder:text-slate-600"
					})] }),
					/* @__PURE__ */ jsxs("button", {
						type: "submit",
						disabled: isLoading,
						className: "inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-amber-400 px-5 font-bold text-slate-950 hover:bg-amber-300 disabled:bg-slate-300",
						children: [isLoading ? /* @__PURE__ */ jsx(Loader2, {
							"aria-hidden": "true",
							className: "h-5 w-5 animate-spin"
						}) : /* @__PURE__ */ jsx(Search, {
							"aria-hidden": "true",
							className: "h-5 w-5"
						}), isLoading ? "Searching..." : "Find Care Now"]
					})
				]
			}),
			/* @__PURE__ */ jsxs("ul", {
				"aria-label": "What you can find",
				className: "mt-4 flex flex-wrap gap-2 text-sm",
				children: [
					/* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-1 rounded-full bg-blue-800 px-3 py-1",
						children: [/* @__PURE__ */ jsx(Clock, {
							"aria-hidden": "true",
							className: "h-4 w-4"
						}), " Open Late"]
					}),
					/* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-1 rounded-full bg-blue-800 px-3 py-1",
						children: [/* @__PURE__ */ jsx(Sun, {
							"aria-hidden": "true",
							className: "h-4 w-4"
						}), " Weekend Hours"]
					}),
					/* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-1 rounded-full bg-blue-800 px-3 py-1",
						children: [/* @__PURE__ */ jsx(UserCheck, {
							"aria-hidden": "true",
							className: "h-4 w-4"
						}), " No Appointment"]
					})
				]
			})
		]
	});
}
// src/domain/filter-vocabulary.ts
/**
* The search filters, each named once: its id (the value of the type and of
* the URL's `hours=` / `services=` lists), its group and the label the filter
* panel shows. The order here is the order of the panel and of the URL lists;
* each filter's bit in the per-clinic facts (domain/filters.ts) is its
* position here.
*/
var FILTERS = [
	{
		id: "open-now",
		group: "hours",
		label: "Open Now"
	},
	{
		id: "after-hours",
		group: "hours",
		label: "Open After 6 PM"
	},
	{
		id: "weekends",
		group: "hours",
		label: "Weekend Hours"
	},
	{
		id: "late-night",
		group: "hours",
		label: "Open Late (Past 9 PM)"
	},
	{
		id: "early-morning",
		group: "hours",
		label: "Open Early (Before 8 AM)"
	},
	{
		id: "pediatric",
		group: "services",
		label: "Pediatric Specialists"
	},
	{
		id: "emergency",
		group: "services",
		label: "Emergency Care"
	},
	{
		id: "walk-in",
		group: "services",
		label: "Walk-in Welcome"
	},
	{
		id: "telehealth",
		group: "services",
		label: "Telehealth Available"
	}
];
/** The hours filters, in panel and URL order. */
var HOURS_FILTERS = FILTERS.filter((f) => f.group === "hours");
/** The service filters, in panel and URL order. */
var SERVICE_FILTERS = FILTERS.filter((f) => f.group === "services");
var HOURS_FILTER_IDS = HOURS_FILTERS.map((f) => f.id);
var SERVICE_FILTER_IDS = SERVICE_FILTERS.map((f) => f.id);
/** One bit per filter: 1 << its position in FILTERS. */
var FILTER_BITS = Object.fromEntries(FILTERS.map((f, i) => [f.id, 1 << i]));
// src/features/search/filter-panel.tsx
function toggle(list, value) {
	return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
/** The filter sidebar; collapsible on small screens. Every change applies at once. */
function FilterPanel({ filters, onChange, onSearch, onClear }) {
	const id = useId();
	const [open, setOpen] = useState(false);
	const bodyId = `${id}-body`;
	const check = "h-5 w-5 shrink-0 rounded border-slate-500 accent-blue-800";
	const row = "flex min-h-11 cursor-pointer items-center gap-3";
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `${id}-title`,
		className: "rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-7rem)] lg:scroll-py-3 lg:overflow-y-auto",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center justify-between",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: `${id}-title`,
				className: "flex items-center gap-2 text-lg font-bold",
				children: [/* @__PURE__ */ jsx(SlidersHorizontal, {
					"aria-hidden": "true",
					className: "h-5 w-5"
				}), " Filters"]
			}), /* @__PURE__ */ jsxs("button", {
				type: "button",
				"aria-expanded": open,
				"aria-controls": bodyId,
				onClick: () => setOpen((o) => !o),
				className: "inline-flex min-h-11 items-center rounded px-3 font-semibold text-blue-900 lg:hidden",
				children: [open ? "Hide" : "Show", /* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: " filters"
				})]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			id: bodyId,
			className: `${open ? "block" : "hidden"} mt-3 space-y-5 lg:block`,
			children: [
				/* @__PURE__ */ jsxs("form", {
					onSubmit: (e) => {
						e.preventDefault();
						onSearch(filters.location);
					},
					children: [/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-location`,
						className: "block font-semibold",
						children: "Location"
					}), /* @__PURE__ */ jsxs("div", {
						className: "relative mt-1 flex gap-2",
						children: [/* @__PURE__ */ jsx("div", {
							className: "min-w-0 flex-1",
							children: /* @__PURE__ */ jsx(LocationCombobox, {
								id: `${id}-location`,
								placeholder: "City, State or ZIP",
								value: filters.location,
								onChange: (location) => onChange({ location }),
								onChoose: onSearch,
								className: "h-11 w-full rounded border border-slate-400 px-3 text-base placeholder:text-slate-600"
							})
						}), /* @__PURE__ */ jsxs("button", {
							type: "submit",
							className: "inline-flex h-11 shrink-0 items-center rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900",
							children: ["Search", /* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: " this location"
							})]
						})]
					})]
				}),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("label", {
					htmlFor: `${id}-radius`,
					className: "block font-semibold",
					children: ["Search Radius: ", formatMiles(filters.radius)]
				}), /* @__PURE__ */ jsx("input", {
					id: `${id}-radius`,
					type: "range",
					min: 1,
					max: 50,
					step: 1,
					value: filters.radius,
					onChange: (e) => onChange({ radius: Number(e.target.value) }),
					className: "mt-2 h-11 w-full accent-blue-800"
				})] }),
				/* @__PURE__ */ jsxs("fieldset", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("legend", {
						className: "font-semibold",
						children: "Hours"
					}), HOURS_FILTERS.map((o) => /* @__PURE__ */ jsxs("label", {
						className: row,
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							className: check,
							value: o.id,
							checked: filters.hours.includes(o.id),
							onChange: () => onChange({ hours: toggle(filters.hours, o.id) })
						}), o.label]
					}, o.id))]
				}),
				/* @__PURE__ */ jsxs("fieldset", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("legend", {
						className: "font-semibold",
						children: "Services"
					}), SERVICE_FILTERS.map((o) => /* @__PURE__ */ jsxs("label", {
						className: row,
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							className: check,
							value: o.id,
							checked: filters.services.includes(o.id),
							onChange: () => onChange({ services: toggle(filters.services, o.id) })
						}), o.label]
					}, o.id))]
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: onClear,
					className: "inline-flex min-h-11 w-full items-center justify-center rounded border border-slate-400 font-semibold",
					children: "Clear All Filters"
				})
			]
		})]
	});
}
// src/domain/freshness.ts
/** How many months a confirmation of the hours stays current. */
var FRESHNESS_MONTHS = 12;
var CALL_FIRST = "call before you go";
/** The calendar date `months` before `at` (UTC), as YYYY-MM-DD, clamped to the month's end. */
function monthsBefore(at, months) {
	const y = at.getUTCFullYear();
	const m = at.getUTCMonth() - months;
	const first = new Date(Date.UTC(y, m, 1));
	const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
	const day = Math.min(at.getUTCDate(), lastDay);
	return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
/** A real calendar date YYYY-MM-DD (so 2026-02-30 is not one). */
function validIsoDate(text) {
	if (typeof text !== "string") return null;
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!m) return null;
	const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
	return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? text : null;
}
/**
* The card's one-line freshness note from the record's date and confidence:
* 'Hours confirmed {Month YYYY}' when the date is within the last 12 months
* (on or after the same day 12 months ago) and confidence is high or medium;
* otherwise 'Not confirmed since {YYYY} — call before you go', or
* 'Not confirmed — call before you go' without a (valid) date.
*/
function freshness(provenance, now) {
	const asOf = validIsoDate(provenance.asOf);
	const trusted = provenance.confidence === "high" || provenance.confidence === "medium";
	if (asOf && trusted && !Number.isNaN(now.getTime()) && asOf >= monthsBefore(now, FRESHNESS_MONTHS)) return {
		tone: "confirmed",
		text: `Hours confirmed ${monthYear(asOf)}`
	};
	return notConfirmedSince(asOf);
}
/** 'Not confirmed since {YYYY} — call before you go' (without a date: 'Not confirmed — …'). */
var notConfirmedSince = (date) => ({
	tone: "unconfirmed",
	text: `Not confirmed${date ? ` since ${date.slice(0, 4)}` : ""} — ${CALL_FIRST}`
});
/** How a confirmation was made, as a parent reads it. */
var METHOD_WORDS = {
	call: "by phone",
	website: "on its website",
	visit: "in person",
	clinic: "by the clinic"
};
/** The UTC calendar date of a confirmation's timestamp, YYYY-MM-DD, or null. */
function confirmedDate(v) {
	if (!v) return null;
	const t = Date.parse(v.at);
	return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}
/**
* 'by phone November 2026': how and when a field was confirmed. A phone
* number confirmed by calling it needs no 'by phone': 'November 2026'.
*/
function howAndWhen(field, v) {
	const when = monthYear(confirmedDate(v)) ?? "";
	return field === "phone" && v.method === "call" ? when : `${METHOD_WORDS[v.method]} ${when}`;
}
/** True when any field carries a confirmation of its own. */
function hasVerification(verification) {
	return VERIFIED_FIELDS.some((f) => confirmedDate(verification[f]) !== null);
}
var VISITORS_REPORTED_CLOSED_TEXT = `Visitors reported this clinic closed — ${CALL_FIRST}`;
/**
* Whether 'Visitors reported this clinic closed — call before you go' shows:
* the database's signal (three or more distinct visitors reported it closed
* within 14 days, none handled by the operator yet) holds until `until`. No
* other report changes what a parent sees until the operator confirms it.
*/
function visitorsReportedClosed(until, now) {
	const t = until ? Date.parse(until) : NaN;
	return Number.isFinite(t) && now.getTime() < t;
}
/**
* The card's freshness line for a clinic. While visitors' reports that it
* has closed hold (visitorsReportedClosed), that is the line. Without any per-field confirmation
* it is the record's line (see freshness). With them, only the phone and the
* hours count, each within 12 months (on or after the same day 12 months
* ago):
* - hours confirmed: 'Hours confirmed {how} {Month YYYY}' ('Hours and phone
*   confirmed …' when the phone was confirmed the same way the same month);
* - only the phone: 'Phone confirmed {how} {Month YYYY} · hours not confirmed
*   — call before you go';
* - neither: 'Not confirmed since {YYYY} — call before you go' (the year of
*   the later of the two), or 'Not confirmed — call before you go'.
* How: 'by phone', 'on its website', 'in person', 'by the clinic'; a phone
* number confirmed by calling it says no more than 'Phone confirmed'.
*/
function clinicFreshness(clinic, now) {
	if (visitorsReportedClosed(clinic.reportedClosedUntil, now)) return {
		tone: "unconfirmed",
		text: VISITORS_REPORTED_CLOSED_TEXT
	};
	const v = clinic.verification;
	if (!hasVerification(v)) return freshness(clinic.provenance, now);
	const since = Number.isNaN(now.getTime()) ? null : monthsBefore(now, FRESHNESS_MONTHS);
	const recent = (f) => {
		const d = confirmedDate(v[f]);
		return d !== null && since !== null && d >= since;
	};
	const hours = v.hours;
	const phone = v.phone;
	if (recent("hours") && hours) return {
		tone: "confirmed",
		text: `${recent("phone") && phone !== null && phone.method === hours.method && monthYear(confirmedDate(phone)) === monthYear(confirmedDate(hours)) ? "Hours and phone" : "Hours"} confirmed ${howAndWhen("hours", hours)}`
	};
	if (recent("phone") && phone) return {
		tone: "unconfirmed",
		text: `Phone confirmed ${howAndWhen("phone", phone)} · hours not confirmed — ${CALL_FIRST}`
	};
	return notConfirmedSince([confirmedDate(hours), confirmedDate(phone)].filter((d) => d !== null).sort().pop());
}
// src/hooks/use-in-app-link-click.ts
/**
* One click handler for a whole list of plain `<a href>` links (event
* delegation): a plain left click on a link to a page of this site navigates
* inside the app, as a router `<Link>` would; a click with a modifier key, on
* a link that opens elsewhere (target, download, another origin) or that
* something else already handled is left to the browser. A long list then
* mounts plain anchors instead of one `<Link>` component (and its hooks) per
* link.
*/
function useInAppLinkClick() {
	const navigate = useNavigate();
	return useCallback((event) => {
		const path = inAppPath(event);
		if (path === null) return;
		event.preventDefault();
		navigate(path);
	}, [navigate]);
}
/** The in-app path a click should navigate to, or null to let it be. */
function inAppPath(event) {
	if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
	const target = event.target;
	if (!(target instanceof Element)) return null;
	const link = target.closest("a");
	if (!link || !link.hasAttribute("href")) return null;
	if (link.hasAttribute("download")) return null;
	const opensIn = link.getAttribute("target");
	if (opensIn && opensIn !== "_self") return null;
	const url = new URL(link.href, window.location.href);
	if (url.origin !== window.location.origin) return null;
	return url.pathname + url.search + url.hash;
}
// src/hooks/use-skip-offscreen.ts
/**
* Lets long lists skip the style, layout and paint of their parts that are
* off screen (CSS `content-visibility: auto`), without ever moving what the
* visitor sees.
*
* - Nothing is skipped until the browser has drawn one frame with every part
*   laid out: a skipped part then keeps its real height (its last remembered
*   size, `contain-intrinsic-size: auto …`, which the browser records only for
*   parts it has laid out), so restoring a scroll position on back navigation
*   lands on the same content, never on an estimate.
* - A part is switched to `auto` only once it is off screen: the browser
*   treats a part that newly becomes `auto` as skipped for one frame, which
*   on screen would blink it away (a layout shift).
* - Children added after that first frame (a filter widened the list) are
*   new, so they start as `auto`: nothing they replace can blink, and a
*   filter click does not lay a long list out in full again.
*
* `parts`: the element itself (one block, such as a grid) or each of its
* children (the cards of a list). `key`: changes when children come or go.
* Where the browser has no IntersectionObserver, nothing is ever skipped.
*/
function useSkipOffscreen(ref, parts, key) {
	const known = useRef(null);
	useEffect(() => {
		if (typeof IntersectionObserver !== "function") return;
		let observer;
		const start = () => {
			const root = ref.current;
			if (!root) return;
			const targets = parts === "element" ? [root] : Array.from(root.children);
			known.current = new WeakSet(targets);
			const watcher = new IntersectionObserver((entries) => {
				for (const entry of entries) if (!entry.isIntersecting) {
					skip(entry.target);
					watcher.unobserve(entry.target);
				}
			});
			for (const target of targets) watcher.observe(target);
			observer = watcher;
		};
		let timer;
		const frame = requestAnimationFrame(() => {
			timer = setTimeout(start, 0);
		});
		return () => {
			cancelAnimationFrame(frame);
			clearTimeout(timer);
			observer?.disconnect();
			known.current = null;
		};
	}, [ref, parts]);
	useLayoutEffect(() => {
		const root = ref.current;
		const seen = known.current;
		if (!root || !seen || parts !== "children") return;
		for (const child of Array.from(root.children)) if (!seen.has(child)) {
			seen.add(child);
			skip(child);
		}
	}, [
		ref,
		parts,
		key
	]);
}
function skip(el) {
	if (el instanceof HTMLElement) el.style.contentVisibility = "auto";
}
// src/domain/rating.ts
/**
* How a rating and its review count are written, on the card and the clinic
* page alike. Its own module: the card is on home's first load, the rest of
* the reviews rules (reviews.ts) only on the clinic page.
*/
/** The average to one decimal, e.g. 4.6 → "4.6", 4 → "4.0". */
function formatRating(rating) {
	return (Math.round(rating * 10) / 10).toFixed(1);
}
/** '1 review', '12 reviews': the count beside a rating. */
function reviewCountText(count) {
	return `${count} ${count === 1 ? "review" : "reviews"}`;
}
// src/components/clinic/freshness-line.tsx
var TONE_CLASSES = {
	confirmed: "text-slate-700",
	unconfirmed: "rounded bg-amber-50 px-2 text-amber-950 ring-1 ring-amber-300"
};
/**
* How fresh the card's facts are (domain/freshness: clinicFreshness): what
* was confirmed, how and when ('Hours confirmed by phone {Month YYYY}'), or,
* in calm amber, what to check first ('Not confirmed since {YYYY} — call
* before you go'). It depends on today's date, so it appears
* with the page's clock (after hydration); until then the line keeps its
* height.
*/
function FreshnessLine({ clinic, now }) {
	if (!now) return /* @__PURE__ */ jsx("p", {
		"data-testid": "freshness",
		className: "min-h-6 text-sm",
		children: "\xA0"
	});
	const { tone, text } = clinicFreshness(clinic, now);
	return /* @__PURE__ */ jsx("p", {
		"data-testid": "freshness",
		"data-tone": tone,
		className: "min-h-6 text-sm",
		children: /* @__PURE__ */ jsx("span", {
			className: `inline-block ${TONE_CLASSES[tone]}`,
			children: text
		})
	});
}
// src/components/clinic/hours-line.tsx
/**
* Today's hours with '• Closes {time}' / '• Opens {time}', shown once the
* status is computed (after hydration); until then the line keeps its height.
*/
function HoursLine({ status }) {
	if (!status) return /* @__PURE__ */ jsx("span", {
		"data-testid": "hours-line",
		className: "min-h-6",
		children: "\xA0"
	});
	return /* @__PURE__ */ jsx("span", {
		"data-testid": "hours-line",
		children: hoursLineText(status)
	});
}
// src/domain/measurement/measurement.ts
/**
* The only pages that may carry an ad: blog articles and town pages (their
* guide sections). Never home, the search results, clinic pages, the blog
* list, legal pages, the site map, error, not-found or offline pages.
*/
var AD_PAGE_PATTERNS = [
	"/blog/*",
	"/town/*",
	"/es/blog/*",
	"/es/town/*"
];
// src/domain/hosting/headers.ts
/**
* The static host's response headers, written by `npm run build` as
* dist/_headers (the format Netlify and Cloudflare Pages read). Pure: the
* build passes in its configuration (never data), so the policy always names
* the origins this build really talks to and no row can widen it.
*/
/**
* The origins Google AdSense's script loads from, frames and sends to
* (Google's CSP guidance for AdSense): with AdSense's script, the ad pages'
* policy names them all; another network's script names its own origin only.
*/
var ADSENSE_ORIGINS = [
	"https://pagead2.googlesyndication.com",
	"https://tpc.googlesyndication.com",
	"https://googleads.g.doubleclick.net",
	"https://www.google.com",
	"https://ep1.adtrafficquality.google",
	"https://ep2.adtrafficquality.google"
];
/** The origins an ad page may load the ad network's scripts, frames and images from. */
function adOrigins(scriptUrl) {
	const origin = httpOrigin(scriptUrl);
	if (!origin) return [];
	return origin === ADSENSE_ORIGINS[0] ? [...ADSENSE_ORIGINS] : [origin];
}
/** The origin (scheme, host, port) of an http(s) URL (or URL template), or null. */
function httpOrigin(url) {
	if (!url) return null;
	try {
		const u = new URL(url);
		if (/[{}]/.test(u.host)) return null;
		return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
	} catch {
		return null;
	}
}
/**
* True when a clinic image may be shown under the policy: a path on the site
* itself ("/images/x.png", not "//host"), or an http(s) URL on one of the
* allowed origins (the site's, the Supabase project's and the configured
* image origins). Anything else shows the placeholder instead.
*/
function isShownImage(image, allowedOrigins) {
	if (!image) return false;
	if (/^\/(?![/\\])/.test(image)) return true;
	const origin = httpOrigin(image);
	return origin !== null && allowedOrigins.includes(origin);
}
var unique = (xs) => [...new Set(xs.filter((x) => !!x))];
/**
* Content-Security-Policy: scripts only from the site itself (JSON-LD and the
* router's JSON data block are data, not scripts), no eval, no plugins, no
* framing; network reads only from the site, the Supabase project and the
* geocoder. Inline styles are allowed (a rating bar sets its width in a
* style attribute). Images may also come from the map's tile server (its
* origin, from VITE_MAP_TILE_URL). Page views may go to the analytics
* endpoint's origin (connect-src only). With `ads`, the policy of an ad page:
* the ad network's origins may also run scripts, frame ads and serve images.
*/
function contentSecurityPolicy(input, { ads = false } = {}) {
	const supabase = httpOrigin(input.supabaseUrl);
	const geocoder = httpOrigin(input.geocoderUrl);
	const images = (input.imageOrigins ?? []).map(httpOrigin);
	const tiles = httpOrigin(input.mapTileUrl);
	const analytics = httpOrigin(input.analyticsUrl);
	const network = ads ? adOrigins(input.adsScriptUrl) : [];
	return [
		["default-src", ["'self'"]],
		["script-src", ["'self'", ...network]],
		["style-src", ["'self'", "'unsafe-inline'"]],
		["img-src", [
			"'self'",
			supabase,
			...images,
			tiles,
			...network
		]],
		["font-src", ["'self'"]],
		["connect-src", [
			"'self'",
			supabase,
			geocoder,
			analytics,
			...network
		]],
		...network.length ? [["frame-src", ["'self'", ...network]]] : [],
		["object-src", ["'none'"]],
		["base-uri", ["'self'"]],
		["form-action", ["'self'"]],
		["frame-ancestors", ["'none'"]]
	].map(([name, sources]) => `${name} ${unique(sources).join(" ")}`).join("; ");
}
/** The headers every response carries (with `ads`, an ad page's policy). */
function securityHeaders(input, options = {}) {
	return {
		"Content-Security-Policy": contentSecurityPolicy(input, options),
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy": "strict-origin-when-cross-origin",
		"Permissions-Policy": "geolocation=(self)",
		"X-Frame-Options": "DENY"
	};
}
var IMMUTABLE = "public, max-age=31536000, immutable";
var NO_CACHE = "no-cache";
/**
* Files every build revalidates whatever the routes: the service worker (a
* stale sw.js would keep an old deployment, and browsers check it on every
* navigation) and the web app manifest.
*/
var ALWAYS_REVALIDATE = ["/sw.js", "/manifest.webmanifest"];
/** Hosts cap one header line near this many characters (Netlify, Cloudflare). */
var MAX_HEADER_LINE = 2e3;
/**
* The paths that keep the strict policy in a build with ads: every page and
* file of `revalidatePaths` but the ad pages, each page also with its `.html`,
* trailing-slash and `index.html` forms, and the service worker.
*/
function strictPolicyPaths(revalidatePaths) {
	const ad = new Set(AD_PAGE_PATTERNS);
	const out = [];
	for (const p of revalidatePaths) {
		if (ad.has(p)) continue;
		out.push(p);
		if (p !== "/" && !p.includes("*") && !/\.[a-z]+$/.test(p)) out.push(`${p}/`, `${p}.html`, `${p}/index.html`);
	}
	return unique([...out, "/sw.js"]);
}
/**
* The _headers file. Rules never repeat a header for the same path (both
* hosts join repeated values with commas), so Cache-Control is set per kind
* of path: hashed /assets/* for a year, pages and crawler files revalidated
* on every request.
*
* With ads, the Content-Security-Policy is the one exception: neither host
* lets a rule replace a header an earlier rule set, and two policies are
* both enforced. So every path gets the ad pages' policy (`/*`), and every
* path but the ad pages also gets the strict one, which then decides there
* (a browser enforces both; the stricter wins). Only articles and town pages
* are left with the ad policy alone.
*/
function buildHeadersFile(input) {
	const block = (pattern, headers) => [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");
	const ads = adOrigins(input.adsScriptUrl).length > 0;
	const rules = /* @__PURE__ */ new Map();
	const add = (pattern, headers) => rules.set(pattern, {
		...rules.get(pattern),
		...headers
	});
	for (const p of [...input.revalidatePaths, ...ALWAYS_REVALIDATE]) add(p, { "Cache-Control": NO_CACHE });
	if (ads) {
		const strict = contentSecurityPolicy(input);
		for (const p of strictPolicyPaths(input.revalidatePaths)) add(p, { "Content-Security-Policy": strict });
	}
	const text = [
		"# Written by `npm run build` from the build configuration\n# (src/domain/hosting/headers.ts); Netlify and Cloudflare Pages read it.",
		...ads ? ["# Ads are on: every path gets the ad pages' policy (/*), and every path\n# but the articles and town pages (" + AD_PAGE_PATTERNS.join(", ") + ") also the strict one,\n# which a browser then enforces too."] : [],
		block("/*", securityHeaders(input, { ads })),
		block("/assets/*", { "Cache-Control": IMMUTABLE }),
		...[...rules].map(([pattern, headers]) => block(pattern, headers))
	].join("\n\n") + "\n";
	for (const line of text.split("\n")) if (line.length > 2e3) throw new Error(`_headers: the line "${line.trim().slice(0, 60)}…" is ${line.length} characters; hosts cap a header line near ${MAX_HEADER_LINE}. Configure fewer image origins (VITE_IMAGE_ORIGINS).`);
	return text;
}
// src/components/open-status-badge.tsx
/**
* 'Open Now' (green) / 'Closed' (red) / 'Hours unknown' (grey) /
* 'Temporarily closed' (amber), always in words. Before the status is
* computed (data-state 'pending') the box is empty but keeps its size, so
* nothing moves when it appears. 'Temporarily closed' is wider: it comes
* from the data, so it is in the page from the start and never moves either.
*/
function OpenStatusBadge({ status }) {
	const state = status === null ? "pending" : status.state;
	return /* @__PURE__ */ jsx("span", {
		"data-testid": "open-status",
		"data-state": state,
		className: `inline-flex h-7 ${state === "temporarily-closed" ? "min-w-32" : "w-32"} items-center justify-center rounded-full px-2 align-top text-sm font-semibold whitespace-nowrap ${state === "pending" ? "" : OPEN_STATUS_CLASSES[state]}`,
		children: state === "pending" ? "" : OPEN_STATUS_LABELS[state]
	});
}
/** Where the Content-Security-Policy lets images come from (configuration). */
var IMAGE_ORIGINS = [
	httpOrigin(config.siteUrl),
	httpOrigin(config.supabaseUrl),
	...config.imageOrigins
];
/**
* The clinic's image when the policy lets the browser load it, else null:
* an image on another origin is neither shown nor announced (og:image,
* JSON-LD), never added to the policy.
*/
function shownClinicImage(image) {
	return isShownImage(image, IMAGE_ORIGINS) ? image : null;
}
/**
* A clinic's image (or the placeholder) with the Open / Closed badge and
* 'Walk-ins Welcome' over it: the top of a card and of the clinic page.
*/
function ClinicPhoto({ clinic, status, width, height, eager, className }) {
	const src = shownClinicImage(clinic.image) ?? "/images/clinic-placeholder.svg";
	return /* @__PURE__ */ jsxs("div", {
		className: "relative",
		children: [/* @__PURE__ */ jsx("img", {
			src,
			alt: clinicImageAlt(clinic),
			width,
			height,
			loading: eager ? "eager" : "lazy",
			decoding: "async",
			className: `h-auto w-full bg-blue-50 object-cover ${className}`
		}, src), /* @__PURE__ */ jsxs("div", {
			className: "absolute top-2 left-2 flex flex-wrap gap-1",
			children: [/* @__PURE__ */ jsx(OpenStatusBadge, { status }), clinic.acceptsWalkIns ? /* @__PURE__ */ jsx("span", {
				className: "inline-flex h-7 items-center rounded-full bg-white px-2 text-sm font-semibold text-blue-900 ring-1 ring-blue-800",
				children: "Walk-ins Welcome"
			}) : null]
		})]
	});
}
// src/components/clinic/special-hours.tsx
/** A clinic's special hours (holidays, seasonal changes) as small tags. */
function SpecialHours({ hours }) {
	if (hours.length === 0) return null;
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": "Special hours",
		className: "flex flex-wrap gap-1",
		children: hours.map((h) => /* @__PURE__ */ jsx("li", {
			className: "rounded bg-blue-50 px-2 py-0.5 text-sm text-blue-950",
			children: h
		}, h))
	});
}
// src/components/clinic/clinic-card.tsx
var STAR_ICON = /* @__PURE__ */ jsx("span", {
	"aria-hidden": "true",
	className: "card-icon card-icon-star h-4 w-4 text-amber-500"
});
var MAP_PIN_ICON = /* @__PURE__ */ jsx("span", {
	"aria-hidden": "true",
	className: "card-icon card-icon-map-pin mt-1 h-4 w-4 shrink-0 text-slate-600"
});
var CLOCK_ICON = /* @__PURE__ */ jsx("span", {
	"aria-hidden": "true",
	className: "card-icon card-icon-clock mt-1 h-4 w-4 shrink-0 text-slate-600"
});
var PHONE_LINE_ICON = /* @__PURE__ */ jsx("span", {
	"aria-hidden": "true",
	className: "card-icon card-icon-phone mt-1 h-4 w-4 shrink-0 text-slate-600"
});
var PHONE_BUTTON_ICON = /* @__PURE__ */ jsx("span", {
	"aria-hidden": "true",
	className: "card-icon card-icon-phone h-4 w-4"
});
var NAVIGATION_ICON = /* @__PURE__ */ jsx("span", {
	"aria-hidden": "true",
	className: "card-icon card-icon-navigation h-4 w-4"
});
/**
* A clinic in a list. Its links to the clinic page are plain anchors: the
* list they sit in routes their clicks inside the app (ClinicCardList), so a
* long list mounts no router component per link.
*/
function ClinicCard({ clinic, now, eager = false }) {
	const status = clinicOpenStatus(clinic, now);
	const tel = telHref(clinic.phone);
	const { shown, more } = visibleServices(clinic.services);
	const href = paths.clinic.getHref(clinic.slug);
	return /* @__PURE__ */ jsxs("article", {
		className: "overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm",
		"aria-labelledby": `clinic-${clinic.id}-name`,
		children: [/* @__PURE__ */ jsx(ClinicPhoto, {
			clinic,
			status,
			width: 400,
			height: 200,
			eager,
			className: "aspect-[2/1]"
		}), /* @__PURE__ */ jsxs("div", {
			className: "space-y-2 p-4",
			children: [
				/* @__PURE__ */ jsx("h3", {
					id: `clinic-${clinic.id}-name`,
					className: "text-lg leading-snug font-bold",
					children: /* @__PURE__ */ jsx("a", {
						href,
						"data-card-action": "name",
						className: "text-blue-900 underline-offset-2 hover:underline",
						children: clinic.name
					})
				}),
				/* @__PURE__ */ jsx(FreshnessLine, {
					clinic,
					now
				}),
				clinic.rating !== null && clinic.rating > 0 ? /* @__PURE__ */ jsxs("p", {
					className: "flex items-center gap-1 text-slate-800",
					children: [
						STAR_ICON,
						/* @__PURE__ */ jsxs("span", { children: [formatRating(clinic.rating), /* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: " out of 5 stars"
						})] }),
						clinic.reviewCount !== null ? /* @__PURE__ */ jsxs("span", {
							className: "text-slate-600",
							children: [
								"(",
								reviewCountText(clinic.reviewCount),
								")"
							]
						}) : null
					]
				}) : null,
				clinic.distance !== void 0 ? /* @__PURE__ */ jsx("p", {
					className: "font-semibold text-slate-900",
					children: clinic.distance >= 999 ? "Distance unknown" : formatMiles(clinic.distance)
				}) : null,
				/* @__PURE__ */ jsxs("p", {
					className: "flex gap-2 text-slate-800",
					children: [MAP_PIN_ICON, /* @__PURE__ */ jsxs("span", { children: [fullAddress(clinic), clinic.address ? null : /* @__PURE__ */ jsx("span", {
						className: "block text-sm text-slate-600",
						children: "Street address not listed"
					})] })]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "flex gap-2 text-slate-800",
					children: [CLOCK_ICON, /* @__PURE__ */ jsx(HoursLine, { status })]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "flex gap-2 text-slate-800",
					children: [PHONE_LINE_ICON, /* @__PURE__ */ jsx("span", { children: clinic.phone ?? "Phone not listed" })]
				}),
				/* @__PURE__ */ jsx(SpecialHours, { hours: clinic.specialHours }),
				shown.length > 0 ? /* @__PURE__ */ jsxs("ul", {
					"aria-label": "Services",
					className: "flex flex-wrap gap-1",
					children: [shown.map((s) => /* @__PURE__ */ jsx("li", {
						className: "rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800",
						children: s
					}, s)), more > 0 ? /* @__PURE__ */ jsxs("li", {
						className: "rounded px-2 py-0.5 text-sm text-slate-700",
						children: [
							"+",
							more,
							" more"
						]
					}) : null]
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-2 pt-2 whitespace-nowrap",
					children: [
						tel ? /* @__PURE__ */ jsxs("a", {
							href: tel,
							"data-card-action": "call",
							className: "inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900",
							children: [PHONE_BUTTON_ICON, "Call Now"]
						}) : null,
						/* @__PURE__ */ jsxs("a", {
							href: directionsUrl(clinic),
							"data-card-action": "directions",
							target: "_blank",
							rel: "noopener noreferrer",
							className: "inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900",
							children: [
								NAVIGATION_ICON,
								"Directions",
								/* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [
										" ",
										"to ",
										clinic.name,
										" (opens in a new tab)"
									]
								})
							]
						}),
						/* @__PURE__ */ jsxs("a", {
							href,
							"data-card-action": "details",
							className: "inline-flex min-h-11 flex-1 items-center justify-center rounded border border-blue-800 px-3 font-semibold text-blue-900",
							children: ["View Details", /* @__PURE__ */ jsxs("span", {
								className: "sr-only",
								children: [" for ", clinic.name]
							})]
						})
					]
				})
			]
		})]
	});
}
// src/components/clinic/clinic-card-list.tsx
/**
* A card renders again only when what it shows changes: its clinic's facts,
* or, as the clock moves, its open status or freshness line. The minute's
* tick then re-renders only the cards whose status changed.
*/
var ListedCard = memo(ClinicCard, sameCard);
/**
* A list of clinic cards with one clock (every badge shows the same instant)
* and one click handler routing their links inside the app.
*
* Cards are keyed by clinic: when a filter changes the list, the cards of the
* clinics that stay are the same elements, and React skips them (ListedCard);
* only the clinics that come are drawn. Of those, the first screen is drawn
* at once and the rest, off screen, in a transition right after (an empty
* item of the card's estimated height until then), so the tap's own task
* stays short however long the list.
* Once the list has been drawn, a card that is off screen skips style,
* layout and paint until scrolled near again, keeping its height
* (useSkipOffscreen). Focus stays on its clinic's card (KeepFocus).
*/
function ClinicCardList({ clinics, className }) {
	const now = useNow();
	const onClick = useInAppLinkClick();
	const list = useRef(null);
	useSkipOffscreen(list, "children", clinics);
	const drawn = useDeferredValue(clinics);
	const rows = useMemo(() => listRows(drawn, clinics), [drawn, clinics]);
	return /* @__PURE__ */ jsx(KeepFocus, {
		list,
		children: /* @__PURE__ */ jsx("ul", {
			ref: list,
			className,
			onClick,
			children: rows.map(({ clinic, at, state }) => /* @__PURE__ */ jsx("li", {
				hidden: state === LEAVING,
				className: "[contain-intrinsic-block-size:auto_30rem]",
				children: state === LATER ? /* @__PURE__ */ jsx("div", {
					"aria-hidden": "true",
					className: "h-[30rem]"
				}) : /* @__PURE__ */ jsx(ListedCard, {
					clinic,
					now,
					eager: at < 2
				})
			}, clinic.uuid))
		})
	});
}
var SHOWN = 0;
/** Not drawn yet: below the first screen, drawn in the transition. */
var LATER = 1;
/** Left the list: hidden, removed in the transition. */
var LEAVING = 2;
/**
* The items to render for `next` while `drawn` is the list whose cards are
* all drawn. Equal: every card. Else (the urgent update of a change): the
* cards of `next` that were drawn and its first screen, empty items for the
* rest; and, when both lists keep their common clinics in the same order (a
* filter added or removed), the cards leaving kept in their places, hidden,
* so the urgent update removes nothing either.
*/
function listRows(drawn, next) {
	if (drawn === next) return next.map((clinic, at) => ({
		clinic,
		at,
		state: SHOWN
	}));
	const wasDrawn = new Set(drawn.map((c) => c.uuid));
	const rows = next.map((clinic, at) => ({
		clinic,
		at,
		state: at < 4 || wasDrawn.has(clinic.uuid) ? SHOWN : LATER
	}));
	const stays = new Set(next.map((c) => c.uuid));
	const merged = [];
	let j = 0;
	for (const [at, clinic] of drawn.entries()) {
		if (!stays.has(clinic.uuid)) {
			merged.push({
				clinic,
				at,
				state: LEAVING
			});
			continue;
		}
		while (j < rows.length && !wasDrawn.has(rows[j].clinic.uuid)) merged.push(rows[j++]);
		if (rows[j]?.clinic.uuid !== clinic.uuid) return rows;
		merged.push(rows[j++]);
	}
	return merged.concat(rows.slice(j));
}
function sameCard(a, b) {
	if (a.eager !== b.eager || !sameFacts(a.clinic, b.clinic)) return false;
	if (a.now === b.now) return true;
	if (!a.now || !b.now) return false;
	return sameFields(clinicOpenStatus(a.clinic, a.now), clinicOpenStatus(b.clinic, b.now)) && sameFields(clinicFreshness(a.clinic, a.now), clinicFreshness(b.clinic, b.now));
}
/**
* The same clinic object, or a copy with the same fields (a search gives
* each result a new object carrying its distance).
*/
function sameFacts(a, b) {
	return a === b || sameFields(a, b);
}
/** Shallow equality of two records (null and undefined alike only when equal). */
function sameFields(a, b) {
	if (a === b) return true;
	if (!a || !b) return false;
	const keys = Object.keys(a);
	if (keys.length !== Object.keys(b).length) return false;
	return keys.every((k) => Object.is(a[k], b[k]));
}
/**
* Gives focus back to the card link that had it when an update moved its
* card (a live data refresh reordered the list, say): the browser lets go of
* focus on an element that is moved. Read before React changes the DOM
* (getSnapshotBeforeUpdate, which only a class has). A card that left the
* list takes focus with it: focus is let go, never moved to another clinic.
*/
var KeepFocus = class extends Component {
	getSnapshotBeforeUpdate() {
		const focused = document.activeElement;
		return focused instanceof HTMLElement && this.props.list.current?.contains(focused) ? focused : null;
	}
	componentDidUpdate(_props, _state, focused) {
		if (focused && document.activeElement !== focused && this.props.list.current?.contains(focused)) focused.focus();
	}
	render() {
		return this.props.children;
	}
};
// src/features/search/result-list.tsx
var EmptyResults = lazy(() => import("./assets/empty-results-DJ5fcJY3.js"));
/**
* The number of cards to show before 'Show more clinics'. A list rendered in
* the browser shows PAGE_SIZE at once. A prerendered list (and its hydration)
* holds FIRST_CARDS, so the page's HTML, first layout and hydration carry six
* cards rather than the whole region; once hydrated, the rest of the page is
* added FIRST_CARDS at a time whenever the browser is idle, each batch a
* short task, until PAGE_SIZE cards show.
*/
function useFirstPageLimit(count) {
	const inBrowser = useInBrowser();
	const [limit, setLimit] = useState(() => inBrowser ? 50 : 6);
	useEffect(() => {
		if (limit >= Math.min(50, count)) return;
		const grow = () => startTransition(() => setLimit((l) => l >= 50 ? l : Math.min(50, l + 6)));
		if (typeof window.requestIdleCallback === "function") {
			const id = window.requestIdleCallback(grow, { timeout: 300 });
			return () => window.cancelIdleCallback(id);
		}
		const timer = setTimeout(grow, 50);
		return () => clearTimeout(timer);
	}, [limit, count]);
	return [limit, setLimit];
}
function ClinicCardPlaceholder() {
	return /* @__PURE__ */ jsx("div", {
		"aria-hidden": "true",
		className: "h-[30rem] animate-pulse rounded-lg border border-slate-200 bg-slate-100"
	});
}
function ResultList({ clinics, isLoading, hasLocation, sort, onSortChange, onClear, soonest = null, rooms = [], anyOpen = true, near = null }) {
	const [limit, setLimit] = useFirstPageLimit(clinics.length);
	const onLinkClick = useInAppLinkClick();
	const shown = useMemo(() => clinics.slice(0, limit), [clinics, limit]);
	if (isLoading) return /* @__PURE__ */ jsxs("div", {
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("p", {
			className: "sr-only",
			children: "Loading clinics…"
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-4 md:grid-cols-2",
			children: [
				/* @__PURE__ */ jsx(ClinicCardPlaceholder, {}),
				/* @__PURE__ */ jsx(ClinicCardPlaceholder, {}),
				/* @__PURE__ */ jsx(ClinicCardPlaceholder, {})
			]
		})]
	});
	if (clinics.length === 0) return /* @__PURE__ */ jsx(QuietBoundary, {
		what: "The empty state",
		fallback: /* @__PURE__ */ jsx("h2", {
			className: "text-xl font-bold",
			children: "No clinics found"
		}),
		children: /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx("div", { className: "min-h-48 rounded-lg border border-slate-200" }),
			children: /* @__PURE__ */ jsx(EmptyResults, {
				soonest,
				rooms,
				onClear,
				near,
				onLinkClick
			})
		})
	});
	const drawing = limit < Math.min(50, clinics.length);
	return /* @__PURE__ */ jsxs("div", {
		"data-drawing": drawing ? "more" : void 0,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center justify-between gap-2",
				children: [/* @__PURE__ */ jsx("h2", {
					className: "text-xl font-bold",
					children: clinics.length === 1 ? "1 clinic found" : `${clinics.length} clinics found`
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "sort-order",
					className: "sr-only",
					children: "Sort clinics"
				}), /* @__PURE__ */ jsxs("select", {
					id: "sort-order",
					value: sort,
					onChange: (e) => onSortChange(e.target.value),
					className: "h-11 rounded border border-slate-400 bg-white px-2 text-base",
					children: [
						/* @__PURE__ */ jsx("option", {
							value: "distance",
							children: "Sort by Distance"
						}),
						/* @__PURE__ */ jsx("option", {
							value: "rating",
							children: "Sort by Rating"
						}),
						/* @__PURE__ */ jsx("option", {
							value: "wait",
							disabled: true,
							children: "Sort by Wait Time"
						})
					]
				})] })]
			}),
			sort === "distance" && !hasLocation ? /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-slate-700",
				children: "Enter a location to sort by distance; until then clinics are sorted by rating."
			}) : null,
			!anyOpen && rooms.length > 0 ? /* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(LazyEmergencyRooms, { rooms })
			}) : null,
			/* @__PURE__ */ jsx(ClinicCardList, {
				clinics: shown,
				className: "mt-4 grid gap-4 md:grid-cols-2"
			}),
			drawing ? /* @__PURE__ */ jsxs("a", {
				href: `${paths.sitemap.getHref()}#sitemap-clinics`,
				onClick: onLinkClick,
				className: "mt-4 inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2",
				children: [
					"See all ",
					clinics.length,
					" clinics by town"
				]
			}) : null,
			clinics.length > shown.length && !drawing ? /* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => setLimit((l) => l + 50),
				className: "mt-4 inline-flex min-h-11 w-full items-center justify-center rounded border border-blue-800 font-semibold text-blue-900",
				children: "Show more clinics"
			}) : null,
			anyOpen && rooms.length > 0 ? /* @__PURE__ */ jsx("div", {
				className: "mt-6",
				children: /* @__PURE__ */ jsx(LazyEmergencyRooms, { rooms })
			}) : null
		]
	});
}
// src/features/search/city-grid.tsx
/**
* Memoized: the home page re-renders on every filter change, and a national
* directory has thousands of cities whose links need not be rendered again
* (the page passes the same memoized `cities` until the data changes). Once
* drawn and scrolled off screen, the grid skips style, layout and paint
* (useSkipOffscreen), so a long grid costs nothing while the visitor works
* the filters below it.
*/
var CityGrid = memo(function CityGrid({ cities }) {
	const grid = useRef(null);
	useSkipOffscreen(grid, "element");
	return /* @__PURE__ */ jsxs("section", {
		id: "browse-cities",
		"aria-labelledby": "browse-cities-title",
		className: "scroll-mt-4",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "browse-cities-title",
				className: "text-xl font-bold",
				children: "Browse Urgent Care by City"
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-slate-700",
				children: [
					"Find urgent care clinics in ",
					cities.length,
					" cities across Kentucky..."
				]
			}),
			/* @__PURE__ */ jsx("ul", {
				ref: grid,
				className: "-mx-1.5 mt-1.5 -mb-1.5 grid grid-cols-2 gap-2 p-1.5 [contain-intrinsic-block-size:auto_30rem] sm:grid-cols-3 lg:grid-cols-4",
				children: cities.map((c) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
					to: paths.town.getHref(c.slug),
					className: "flex min-h-11 flex-col rounded-lg border border-slate-200 px-3 py-2 hover:border-blue-800",
					children: [/* @__PURE__ */ jsx("span", {
						className: "font-semibold text-blue-900",
						children: c.city
					}), /* @__PURE__ */ jsx("span", {
						className: "text-sm text-slate-700",
						children: c.count === 1 ? "1 clinic" : `${c.count} clinics`
					})]
				}) }, c.slug))
			})
		]
	});
});
// src/features/search/search-error-banner.tsx
function SearchErrorBanner({ message, onClear }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "rounded-lg border border-red-300 bg-red-50 p-4 text-red-950",
		children: [/* @__PURE__ */ jsx("p", {
			className: "font-semibold",
			children: message
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: onClear,
			className: "mt-1 inline-flex min-h-11 items-center font-semibold text-red-900 underline",
			children: "Clear search and show all clinics"
		})]
	});
}
// src/features/search/messages.ts
/** What the home search says when a place is not found or cannot be looked up. */
var SEARCH_MESSAGES = {
	notFound: "Location not found. Please try a different address.",
	geocoderFailed: "Unable to search location. Please try again.",
	geolocationFailed: "Unable to access your location. Please enter an address manually.",
	loadFailed: "We could not load the clinic list. Please try again."
};
var CURRENT_LOCATION_LABEL = "Current Location";
// src/data/geolocation.ts
/** The position request: high accuracy, 10 s timeout, 5 min maximum cached age. */
var GEOLOCATION_OPTIONS = {
	enableHighAccuracy: true,
	timeout: 1e4,
	maximumAge: 3e5
};
/** The browser's current position; rejects when unsupported or refused. */
function currentPosition(geo = typeof navigator !== "undefined" ? navigator.geolocation : void 0) {
	return new Promise((resolve, reject) => {
		if (!geo) {
			reject(/* @__PURE__ */ new Error("geolocation unsupported"));
			return;
		}
		geo.getCurrentPosition((p) => resolve({
			lat: p.coords.latitude,
			lng: p.coords.longitude
		}), (e) => reject(new Error(e.message || "geolocation failed")), GEOLOCATION_OPTIONS);
	});
}
// src/features/search/use-location-search.ts
var IDLE = {
	isLoading: false,
	error: null,
	userLocation: null,
	searchLocation: ""
};
var geocoder = null;
/**
* The session's geocoder (src/data/geocode.ts), loaded with the first street
* address a parent searches: towns and ZIPs never need it, so it stays out of
* the first load. A failed load is forgotten, so the next search tries again.
*/
function sessionGeocode() {
	geocoder ??= import("./assets/geocode-5vjdTmZx.js").then(({ geocode, sessionGeocoder }) => sessionGeocoder((text, signal) => geocode(text, {
		endpoint: config.geocoderUrl,
		email: config.contactEmail === "contact@wky-kids-urgent-care.example" ? null : config.contactEmail,
		signal,
		timeoutMs: config.readTimeoutMs
	})), (e) => {
		geocoder = null;
		throw e;
	});
	return geocoder;
}
var defaultLocationDeps = {
	resolveLocal: async (text) => {
		const found = (await loadGazetteer()).resolve(text);
		return found && {
			lat: found.lat,
			lng: found.lng
		};
	},
	geocode: async (text, signal) => (await sessionGeocode())(text, signal),
	locate: () => currentPosition()
};
/**
* Where the home search measures from: a typed place (a town or ZIP from the
* gazetteer, else the geocoder) or the device's position. A blank place is
* never looked up; a new search cancels the one running, so a stale answer
* never overwrites a newer one. The place found is shared with the Emergency
* Info dialog (search-origin).
*/
function useLocationSearch(initialError, deps) {
	const [search, setSearch] = useState({
		...IDLE,
		error: initialError
	});
	const running = useRef(null);
	useEffect(() => () => running.current?.abort(), []);
	const begin = () => {
		running.current?.abort();
		const controller = new AbortController();
		running.current = controller;
		return controller;
	};
	const finish = useCallback((controller, next) => {
		if (running.current !== controller || controller.signal.aborted) return;
		running.current = null;
		setSearch((s) => ({
			...s,
			isLoading: false,
			...next
		}));
	}, []);
	/** Back to no place: the search running is cancelled. */
	const clear = useCallback(() => {
		running.current?.abort();
		running.current = null;
		setSearch({ ...IDLE });
	}, []);
	/** Searches the trimmed text; blank text clears instead. */
	const searchByText = useCallback(async (text) => {
		const trimmed = text.trim();
		if (!trimmed) return clear();
		const controller = begin();
		setSearch((s) => ({
			...s,
			isLoading: true,
			error: null,
			searchLocation: trimmed
		}));
		try {
			const local = deps.resolveLocal ? await deps.resolveLocal(trimmed).catch(() => null) : null;
			if (local) return finish(controller, { userLocation: local });
			if (controller.signal.aborted) return;
			const found = await deps.geocode(trimmed, controller.signal);
			if (found) finish(controller, { userLocation: {
				lat: found.lat,
				lng: found.lng
			} });
			else finish(controller, {
				userLocation: null,
				error: SEARCH_MESSAGES.notFound
			});
		} catch {
			finish(controller, {
				userLocation: null,
				error: SEARCH_MESSAGES.geocoderFailed
			});
		}
	}, [
		deps,
		finish,
		clear
	]);
	const searchByCurrentLocation = useCallback(async () => {
		const controller = begin();
		setSearch((s) => ({
			...s,
			isLoading: true,
			error: null,
			searchLocation: CURRENT_LOCATION_LABEL
		}));
		try {
			const position = await deps.locate();
			finish(controller, { userLocation: position });
		} catch {
			finish(controller, {
				userLocation: null,
				error: SEARCH_MESSAGES.geolocationFailed
			});
		}
	}, [deps, finish]);
	useEffect(() => setSearchOrigin(search.userLocation), [search.userLocation]);
	return {
		search,
		searchByText,
		searchByCurrentLocation,
		clear
	};
}
// src/domain/filters.ts
/** "-" and the en/em dashes data sometimes holds instead. */
var DASH = /[-\u2013\u2014]/;
/**
* Today's closing time text: what follows the last "-" of today's hours text
* (so "Mon-Fri 8 AM - 8 PM" gives "8 PM"), else the stored `closesToday`.
*/
function closingText(clinic, today) {
	const after = today?.split(DASH).pop()?.trim();
	if (today && DASH.test(today) && after) return after;
	return clinic.hours.closesToday;
}
var has = (list, value) => list.includes(value);
/**
* The hours filters that depend on the clinic and today's hours text only
* (not on the time of day). Special-hours values are compared exactly (they
* are a fixed vocabulary); "PM" and the "6:"/"7:" prefixes are matched
* literally, on the trimmed text. 'open-now' depends on the instant and is
* checked in applyFilters with the open-status rule of the badges.
*/
var HOURS_RULES = {
	/** "After Hours", or today's hours and closing time both hold "PM". */
	"after-hours": (clinic, today) => {
		if (has(clinic.specialHours, "After Hours")) return true;
		const closes = closingText(clinic, today);
		return !!today && !!closes && today.includes("PM") && closes.includes("PM");
	},
	weekends: (clinic) => has(clinic.specialHours, "Weekend Hours"),
	"late-night": (clinic) => has(clinic.specialHours, "Late Night") || has(clinic.specialHours, "24/7 Open"),
	/** "Early Morning", or today's hours start with "6:" or "7:". */
	"early-morning": (clinic, today) => {
		if (has(clinic.specialHours, "Early Morning")) return true;
		const text = today?.trim() ?? "";
		return text.startsWith("6:") || text.startsWith("7:");
	}
};
/**
* The service filters, on the clinic's name and services lowercased
* (services joined by a newline, which no search word holds, so a word
* cannot match across two services).
*/
var SERVICE_RULES = {
	/** A service says "pediatric", or the name "pediatric", "children" or "kids". */
	pediatric: (_, { name, services }) => services.includes("pediatric") || [
		"pediatric",
		"children",
		"kids"
	].some((w) => name.includes(w)),
	emergency: (_, { services }) => [
		"emergency",
		"trauma",
		"critical"
	].some((w) => services.includes(w)),
	/** Accepts walk-ins; unknown does not match. */
	"walk-in": (clinic) => clinic.acceptsWalkIns === true,
	telehealth: (_, { services }) => ["telemedicine", "telehealth"].some((w) => services.includes(w))
};
/** Case-insensitive substring of the name or any service; blank matches all. */
function matchesTextQuery(clinic, query) {
	const q = query.trim().toLowerCase();
	if (!q) return true;
	return clinic.name.toLowerCase().includes(q) || clinic.services.some((s) => s.toLowerCase().includes(q));
}
/**
* The clinics within `radius` miles of `origin`, as new objects carrying their
* distance. Only the clinics kept are copied: at a national scale most are
* dropped, and copying every clinic first cost more than the filters. A clinic
* whose latitude alone puts it beyond the radius skips the haversine: the
* great-circle distance is never less than the latitude arc (the 0.05 covers
* rounding to 0.1 mile).
*/
function withinRadius(clinics, origin, radius) {
	const kept = [];
	const maxLatDegrees = (radius + .05) / EARTH_RADIUS_MILES * (180 / Math.PI);
	const canSkip = isUsablePoint(origin) && radius < 999;
	for (const c of clinics) {
		const point = c.coordinates;
		if (canSkip && isUsablePoint(point) && Math.abs(point.lat - origin.lat) > maxLatDegrees) continue;
		const distance = distanceMiles(origin, point);
		if (distance <= radius) kept.push({
			...c,
			distance
		});
	}
	return kept;
}
var maskOf = (chosen) => chosen.reduce((mask, f) => mask | (Object.hasOwn(FILTER_BITS, f) ? FILTER_BITS[f] : 0), 0);
/** The facts' slot for an instant whose weekday is not known. */
var NO_WEEKDAY = WEEKDAYS.length;
/**
* Which filters a clinic matches on each weekday (WEEKDAYS order, then one
* slot for an invalid instant, which reads the stored today's text), as
* FILTER_BITS. On a given weekday "today's hours" is todayHoursText for that
* day. Worked out once per clinic object: clinics are never mutated, so the
* answer is kept for as long as the clinic is, and the filters then cost a
* lookup per clinic per change.
*/
var facts = /* @__PURE__ */ new WeakMap();
function factsOf(clinic) {
	let days = facts.get(clinic);
	if (days) return days;
	const lower = {
		name: clinic.name.toLowerCase(),
		services: clinic.services.map((s) => s.toLowerCase()).join("\n")
	};
	let services = 0;
	for (const [f, rule] of Object.entries(SERVICE_RULES)) if (rule(clinic, lower)) services |= FILTER_BITS[f];
	const input = openStatusInput(clinic);
	days = new Uint16Array(NO_WEEKDAY + 1);
	for (let i = 0; i <= NO_WEEKDAY; i++) {
		const today = todayHoursText(input, WEEKDAYS[i] ?? null);
		let bits = services;
		for (const [f, rule] of Object.entries(HOURS_RULES)) if (rule(clinic, today)) bits |= FILTER_BITS[f];
		days[i] = bits;
	}
	facts.set(clinic, days);
	return days;
}
/**
* The clinics the search keeps. The radius runs first and only once a user
* location exists (distances are computed then, and a clinic is kept when
* distance <= radius, so unknown coordinates, 999 miles, drop out); then the
* hours filters (ANY chosen one), then the service filters (ANY chosen one;
* when both groups have choices a clinic must match both); then the text.
* No choice in a group matches every clinic. Today's hours are those of the
* clinic's weekday at `now` in its own zone; 'open-now' is the badge's rule
* (computeOpenStatusAt). An invalid `now` reads the stored today's text and
* nothing is open now. Returns new objects only for the distance; the input
* is not mutated, and its order is kept.
*/
function applyFilters(clinics, filters, ctx) {
	const list = ctx.origin ? withinRadius(clinics, ctx.origin, filters.radius) : clinics;
	const query = ctx.query ?? "";
	const byText = query.trim() !== "";
	const { now } = ctx;
	const byHours = filters.hours.length > 0;
	const byServices = filters.services.length > 0;
	const byOpenNow = filters.hours.includes("open-now");
	const hoursMask = maskOf(filters.hours);
	const servicesMask = maskOf(filters.services);
	const clockByZone = /* @__PURE__ */ new Map();
	const clockOf = (zone) => {
		let clock = clockByZone.get(zone);
		if (clock === void 0) {
			clock = clinicWallClock(zone, now);
			clockByZone.set(zone, clock);
		}
		return clock;
	};
	const openNow = (c) => computeOpenStatusAt(openStatusInput(c), clockOf(c.timezone)).state === "open";
	return list.filter((c) => {
		if (byHours || byServices) {
			const clock = clockOf(c.timezone);
			const day = clock ? WEEKDAYS.indexOf(clock.weekday) : NO_WEEKDAY;
			const bits = factsOf(c)[day] ?? 0;
			if (byHours && (bits & hoursMask) === 0 && !(byOpenNow && openNow(c))) return false;
			if (byServices && (bits & servicesMask) === 0) return false;
		}
		return !byText || matchesTextQuery(c, query);
	});
}
/**
* The results in the chosen order (domain/ordering.ts): 'distance' ascending,
* a clinic without a distance last; 'rating' descending, unknown last, then
* more reviews first. Returns a new array.
*/
function sortClinics(clinics, order) {
	return [...clinics].sort(order === "distance" ? compareByDistance : compareByRating);
}
// src/domain/soonest-openings.ts
/**
* The `limit` clinics of `clinics` that open soonest after `now` and are not
* open at `now`, soonest first (ties: nearer first, then by name). A clinic
* whose next opening is not known (no hours, unreadable hours, an unknown day
* first) is left out: it is never guessed.
*/
function soonestOpenings(clinics, now, limit = 3) {
	const found = [];
	for (const clinic of clinics) {
		const input = openStatusInput(clinic);
		const minutes = minutesUntilOpen(input, now);
		if (minutes === null || minutes <= 0) continue;
		const label = opensText(computeOpenStatus(input, now));
		if (label === null) continue;
		found.push({
			clinic,
			minutes,
			label
		});
	}
	return found.sort((a, b) => a.minutes - b.minutes || (a.clinic.distance ?? Infinity) - (b.clinic.distance ?? Infinity) || compareByName(a.clinic, b.clinic)).slice(0, Math.max(0, limit));
}
// src/features/search/use-filtered-results.ts
/**
* The clinics a parent sees: distances from `origin`, then the radius, hours
* and service filters and the name query, in the order chosen (by rating
* while there is no origin to measure from). With them: when 'Open Now'
* leaves nothing, the soonest openings among the results without it; and
* whether any result is open now. Nothing time-dependent before the clock
* is known (the prerendered page and its hydration).
*/
function useFilteredResults(clinics, filters, query, origin, sort) {
	const now = useNow();
	const byRating = useMemo(() => sortClinics(clinics, "rating"), [clinics]);
	const results = useMemo(() => {
		return sortClinics(applyFilters(byRating, filters, {
			now: now ?? /* @__PURE__ */ new Date(0),
			origin,
			query
		}), sort === "distance" && !origin ? "rating" : sort);
	}, [
		byRating,
		filters,
		now,
		origin,
		query,
		sort
	]);
	const openNowChosen = filters.hours.includes("open-now");
	return {
		results,
		soonest: useMemo(() => {
			if (!openNowChosen || results.length > 0 || !now) return null;
			return soonestOpenings(applyFilters(byRating, {
				...filters,
				hours: filters.hours.filter((h) => h !== "open-now")
			}, {
				now,
				origin,
				query
			}), now, 3);
		}, [
			openNowChosen,
			results,
			byRating,
			filters,
			now,
			origin,
			query
		]),
		anyOpen: useMemo(() => now !== null && results.some((c) => clinicOpenStatus(c, now)?.state === "open"), [results, now])
	};
}
// src/features/search/use-nearby-emergency-rooms.ts
/** Every emergency department, with the code of the section that lists them. */
async function readEmergencyRooms() {
	const [repo] = await Promise.all([getRepository(), loadEmergencyRooms()]);
	return repo.listEmergencyDepartments();
}
/**
* The three emergency rooms nearest to `origin`, with their distances; none
* without an origin. The rooms are read once, with the first origin (never
* on the first paint); a failed read is logged and lists none.
*/
function useNearbyEmergencyRooms(origin, load) {
	const [rooms, setRooms] = useState(null);
	const hasOrigin = origin !== null;
	useEffect(() => {
		if (!hasOrigin || rooms !== null) return;
		let live = true;
		load().then((list) => {
			if (live) setRooms(list);
		}).catch((e) => console.error("Emergency rooms load error", e));
		return () => {
			live = false;
		};
	}, [
		hasOrigin,
		rooms,
		load
	]);
	return useMemo(() => rooms && origin ? nearestEmergencyDepartments(rooms, origin, 3) : [], [rooms, origin]);
}
// src/features/search/use-clinic-search.ts
var defaultDeps = {
	...defaultLocationDeps,
	emergencyRooms: readEmergencyRooms
};
/**
* The home search: a typed location or the current position
* (useLocationSearch) → distances → radius → hours and service filters →
* sorted by distance (useFilteredResults), with the nearest emergency rooms
* to the place searched (useNearbyEmergencyRooms). This hook holds what the
* parent chose: the filters, the name query and the order.
*/
function useClinicSearch(clinics, initialError = null, deps = defaultDeps) {
	const [filters, setFiltersState] = useState(DEFAULT_FILTERS);
	const [query, setQuery] = useState("");
	const [sortChoice, setSortChoice] = useState(null);
	const location = useLocationSearch(initialError, deps);
	const { search } = location;
	const { searchByText: locate, searchByCurrentLocation: locateHere } = location;
	const searchByText = useCallback((text) => {
		setFiltersState((f) => ({
			...f,
			location: text.trim()
		}));
		return locate(text);
	}, [locate]);
	const searchByCurrentLocation = useCallback(() => {
		setFiltersState((f) => ({
			...f,
			location: CURRENT_LOCATION_LABEL
		}));
		return locateHere();
	}, [locateHere]);
	const setFilters = useCallback((patch) => {
		setFiltersState((f) => ({
			...f,
			...patch
		}));
	}, []);
	/** 'Clear search and show all clinics' / 'Clear All Filters': back to defaults. */
	const { clear } = location;
	const reset = useCallback(() => {
		clear();
		setFiltersState(DEFAULT_FILTERS);
		setQuery("");
		setSortChoice(null);
	}, [clear]);
	const sort = sortChoice ?? (search.userLocation ? "distance" : "rating");
	const { results, soonest, anyOpen } = useFilteredResults(clinics, filters, query, search.userLocation, sort);
	return {
		nearestRooms: useNearbyEmergencyRooms(search.userLocation, deps.emergencyRooms),
		anyOpen,
		soonest,
		filters,
		setFilters,
		query,
		setQuery,
		search,
		searchByText,
		searchByCurrentLocation,
		reset,
		sort,
		/** The order a parent chose (null: the automatic one); the URL keeps it. */
		sortChoice,
		setSort: setSortChoice,
		results
	};
}
// src/features/map/view-switch.tsx
var VIEWS = ["List", "Map"];
/**
* The 'List' / 'Map' switch above the results: two toggle buttons
* (aria-pressed), one of them pressed. The view is a prop, so whatever owns
* the search state (later, the URL) decides it.
*/
function ViewSwitch({ view, onViewChange }) {
	return /* @__PURE__ */ jsx("div", {
		role: "group",
		"aria-label": "Show results as",
		className: "inline-flex rounded border border-blue-800",
		children: VIEWS.map((label) => {
			const value = label.toLowerCase();
			const pressed = view === value;
			return /* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-pressed": pressed,
				onClick: () => onViewChange(value),
				className: `min-h-11 min-w-20 px-3 font-semibold ${pressed ? "bg-blue-800 text-white" : "text-blue-900"}`,
				children: label
			}, value);
		})
	});
}
// src/features/map/map-loader.tsx
/**
* The map (Leaflet and its CSS, one chunk: clinic-map), loaded the first
* time it is shown, never with the page. A failed load (offline) says so.
*/
var ClinicMap = lazy(() => import("./assets/clinic-map-BM7iP9au.js").then((m) => ({ default: m.ClinicMap }), () => ({ default: () => /* @__PURE__ */ jsx("p", {
	role: "alert",
	children: "The map could not load. The list still works."
}) })));
/**
* The map view of the results: the count, then the map; a placeholder of
* the map's size holds its place while it loads.
*/
function MapResults(props) {
	const n = props.clinics.length;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-3",
		onClick: useInAppLinkClick(),
		children: [/* @__PURE__ */ jsxs("h2", {
			className: "text-xl font-bold",
			children: [
				n,
				" ",
				n === 1 ? "clinic" : "clinics",
				" found"
			]
		}), /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx("div", {
				"aria-busy": "true",
				className: "h-[60vh] min-h-80 bg-slate-100"
			}),
			children: /* @__PURE__ */ jsx(ClinicMap, { ...props })
		})]
	});
}
// src/app/pages/home.tsx
var searchLink = () => import("./assets/search-link-BjhnekRi.js");
var UrlSearchSync = lazy(() => searchLink().then((m) => ({ default: m.UrlSearchSync })));
var ShareSearch = lazy(() => searchLink().then((m) => ({ default: m.ShareSearch })));
async function homeLoader() {
	try {
		return {
			clinics: await (await getRepository()).listClinicsByRating(),
			error: null
		};
	} catch (e) {
		console.error("Error loading data", e);
		return failedLoad({
			clinics: [],
			error: SEARCH_MESSAGES.loadFailed
		}, e);
	}
}
var homeHead = () => ({
	title: config.siteName,
	description: "Find pediatric urgent care and walk-in clinics in Western Kentucky that are open now, with hours, directions and phone numbers.",
	keywords: "pediatric urgent care, walk-in clinic, Western Kentucky, open now, kids urgent care",
	path: "/",
	jsonLd: websiteJsonLd({
		origin: siteOrigin(),
		name: config.siteName
	})
});
function HomePage() {
	const data = useLoaderData();
	const { clinics } = data;
	const failed = loadFailureOf(data) !== void 0;
	const since = savedAt(data);
	const s = useClinicSearch(clinics, failed ? null : data.error);
	const cities = useMemo(() => groupCities(clinics), [clinics]);
	const [view, setView] = useState("list");
	const { filters } = s;
	const isSet = s.search.searchLocation !== "" || filters.radius !== 10 || filters.hours.length + filters.services.length > 0 || s.query.trim() !== "" || s.sortChoice !== null || view !== "list";
	const { search: query } = useLocation();
	const syncOn = useNow() !== null && (query !== "" || isSet);
	const count = s.results.length;
	const resultsRef = useRef(null);
	const origin = s.search.userLocation;
	const near = origin && {
		all: clinics,
		origin,
		radius: s.filters.radius,
		place: s.search.searchLocation,
		onWiden: () => {
			s.setFilters({ radius: 50 });
			resultsRef.current?.focus();
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-8",
		children: [
			syncOn ? /* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(UrlSearchSync, {
					search: s,
					view,
					isSet,
					setView
				})
			}) : null,
			since ? /* @__PURE__ */ jsx(OutageNotice, { savedAt: since }) : null,
			/* @__PURE__ */ jsx(HeroSearch, {
				isLoading: s.search.isLoading,
				location: s.filters.location,
				onLocationChange: (location) => s.setFilters({ location }),
				query: s.query,
				onQueryChange: s.setQuery,
				onSearch: (text) => void s.searchByText(text),
				onUseCurrentLocation: () => void s.searchByCurrentLocation()
			}),
			/* @__PURE__ */ jsx("p", {
				role: "status",
				"aria-live": "polite",
				className: "sr-only",
				children: s.search.isLoading ? "Searching..." : s.search.error ? s.search.error : s.soonest ? "No clinic near you is open right now" : `${count} ${count === 1 ? "clinic" : "clinics"} found`
			}),
			failed ? /* @__PURE__ */ jsx(DirectoryUnavailable, { heading: false }) : null,
			s.search.error ? /* @__PURE__ */ jsx(SearchErrorBanner, {
				message: s.search.error,
				onClear: s.reset
			}) : null,
			cities.length > 0 ? /* @__PURE__ */ jsx(CityGrid, { cities }) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-6 lg:grid-cols-[18rem_1fr]",
				children: [/* @__PURE__ */ jsx("aside", {
					"aria-label": "Search filters",
					className: "min-w-0",
					children: /* @__PURE__ */ jsx(FilterPanel, {
						filters: s.filters,
						onChange: s.setFilters,
						onSearch: (text) => void s.searchByText(text),
						onClear: s.reset
					})
				}), /* @__PURE__ */ jsxs("section", {
					ref: resultsRef,
					tabIndex: -1,
					"aria-label": "Clinic results",
					className: "min-w-0 outline-offset-4",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "mb-3 flex min-h-11 flex-wrap items-start justify-between gap-2",
						children: [/* @__PURE__ */ jsx(ViewSwitch, {
							view,
							onViewChange: setView
						}), isSet ? /* @__PURE__ */ jsx(Suspense, {
							fallback: null,
							children: /* @__PURE__ */ jsx(ShareSearch, {
								search: s,
								view,
								title: config.siteName
							})
						}) : null]
					}), view === "map" && count > 0 && !s.search.isLoading ? /* @__PURE__ */ jsx(MapResults, {
						clinics: s.results,
						rooms: s.nearestRooms,
						origin: s.search.userLocation,
						originLabel: s.search.searchLocation,
						radiusMiles: s.filters.radius
					}) : /* @__PURE__ */ jsx(ResultList, {
						clinics: s.results,
						isLoading: s.search.isLoading,
						hasLocation: s.search.userLocation !== null,
						sort: s.sort,
						onSortChange: s.setSort,
						onClear: s.reset,
						soonest: s.soonest,
						rooms: s.nearestRooms,
						anyOpen: s.anyOpen,
						near
					})]
				})]
			})
		]
	});
}
// src/app/routes.tsx
var strip = (p) => p.replace(/^\//, "");
/**
* The home search lives in the query (?location=…): a change of query on the
* same page is the page's own state, not new data, so it reads nothing
* again. An explicit revalidation (same URL) and every other navigation
* read as before.
*/
function sameDataOnQueryChange({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) {
	if (formMethod === void 0 && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
	return defaultShouldRevalidate;
}
/**
* One route table, shared by the browser and the build-time prerender. Ids
* are explicit: they key the prerendered loader data the browser hydrates with.
* Every page but home loads with its route (`lazy`: component, loader and
* head together), so the first load carries only the shell and home; the
* browser resolves the current page's module before hydrating
* (entry-client.tsx); the prerender's static handler resolves it too.
*/
var routes = [{
	id: "root",
	path: "/",
	Component: Layout,
	loader: rootLoader,
	handle: { samePageData: true },
	shouldRevalidate: sameDataOnQueryChange,
	ErrorBoundary: RouteError,
	children: [
		{
			id: "home",
			path: "es",
			Component: HomePage,
			loader: homeLoader,
			shouldRevalidate: sameDataOnQueryChange,
			handle: { head: homeHead }
		},
		{
			id: "town",
			path: strip(paths.town.path),
			lazy: () => import("./assets/town-59UZYnUX.js").then((m) => ({
				Component: m.TownPage,
				loader: m.townLoader,
				handle: {
					head: m.townHead,
					emergencyInfo: false
				}
			}))
		},
		{
			id: "clinic",
			path: strip(paths.clinic.path),
			lazy: () => import("./assets/clinic-D-JKPLsB.js").then((m) => ({
				Component: m.ClinicPage,
				loader: m.clinicLoader,
				handle: { head: m.clinicHead }
			}))
		},
		{
			id: "blog",
			path: strip(paths.blog.path),
			lazy: () => import("./assets/blog-BoUbE7uS.js").then((m) => ({
				Component: m.BlogIndexPage,
				handle: { head: m.blogHead }
			}))
		},
		{
			id: "article",
			path: strip(paths.article.path),
			lazy: () => import("./assets/blog-BoUbE7uS.js").then((m) => ({
				Component: m.BlogArticlePage,
				loader: m.articleLoader,
				handle: { head: m.articleHead }
			}))
		},
		{
			id: "privacy",
			path: strip(paths.privacy.path),
			lazy: () => import("./assets/legal-Cq-1SLP2.js").then((m) => ({
				Component: m.PrivacyPage,
				handle: { head: m.privacyHead }
			}))
		},
		{
			id: "terms",
			path: strip(paths.terms.path),
			lazy: () => import("./assets/legal-Cq-1SLP2.js").then((m) => ({
				Component: m.TermsPage,
				handle: { head: m.termsHead }
			}))
		},
		{
			id: "sitemap",
			path: strip(paths.sitemap.path),
			lazy: () => import("./assets/site-maps-aTlsaBHu.js").then((m) => ({
				Component: m.HtmlSitemapPage,
				loader: m.htmlSitemapLoader,
				handle: { head: m.htmlSitemapHead }
			}))
		},
		{
			id: "sitemap-xml",
			path: strip(paths.sitemapXml.path),
			lazy: () => import("./assets/site-maps-aTlsaBHu.js").then((m) => ({
				Component: m.SitemapXmlPage,
				loader: m.sitemapXmlLoader,
				handle: { head: () => ({
					title: "XML Site Map",
					description: "XML site map.",
					noindex: true
				}) }
			}))
		},
		{
			id: "robots",
			path: strip(paths.robots.path),
			lazy: () => import("./assets/site-maps-aTlsaBHu.js").then((m) => ({
				Component: m.RobotsTxtPage,
				handle: { head: () => ({
					title: "robots.txt",
					description: "Robots file.",
					noindex: true
				}) }
			}))
		},
		{
			id: "not-found",
			path: "*",
			Component: () => null,
			loader: () => {
				throw data("Not Found", {
					status: 404,
					statusText: "Not Found"
				});
			}
		}
	]
}];
// src/app/hydration-data.ts
/** Id of the JSON data block that carries a prerendered page's loader data. */
var HYDRATION_DATA_ID = "router-hydration";
/**
* Route errors as JSON, in react-router's own hydration format. A page is
* only ever built with a 404 (any other error stops the build), and a
* serialised error response is already one to `isRouteErrorResponse`: the
* browser passes the data block's state to `hydrationData` as it is.
*/
function serializeErrors(errors) {
	if (!errors) return null;
	const out = {};
	for (const [id, e] of Object.entries(errors)) out[id] = isRouteErrorResponse(e) ? {
		status: e.status,
		statusText: e.statusText,
		internal: false,
		data: e.data,
		__type: "RouteErrorResponse"
	} : e instanceof Error ? {
		message: e.message,
		__type: "Error"
	} : e;
	return out;
}
// src/domain/site-pages.ts
/** The page URLs, from the one table (./paths). */
var href = {
	home: paths.home.getHref(),
	blog: paths.blog.getHref(),
	article: paths.article.getHref,
	privacy: paths.privacy.getHref(),
	terms: paths.terms.getHref(),
	siteMap: paths.sitemap.getHref(),
	town: paths.town.getHref,
	clinic: paths.clinic.getHref
};
/**
* Every page, in sitemap.xml's order: home; the towns (town rows, then the
* clinic cities without a row, by name, then the Kentucky towns with an
* emergency room but no listed clinic, by name), each once; the clinics by
* name, each slug once; the blog and its articles; the legal
* pages; last the HTML site map, which sitemap.xml does not list. A clinic
* closed for good has its page (not in sitemap.xml) but counts for no town. A town or
* clinic slug that is not [a-z0-9-] never becomes a page: it is reported in
* `skipped`. Pure.
*/
function sitePages$1(input) {
	const skipped = [];
	const listed = input.clinics.filter((c) => !c.closed);
	const cities = groupClinicsByCity(listed);
	const clinicCount = new Map(cities.map((c) => [c.slug, c.clinics.length]));
	const cityName = new Map(cities.map((c) => [c.slug, c.city]));
	const erTowns = emergencyOnlyTowns(input.emergencyRooms, listed.map((c) => c.city ?? ""));
	const erName = new Map(erTowns.map((t) => [t.slug, t.name]));
	const towns = [];
	const seenTowns = /* @__PURE__ */ new Set();
	for (const slug of [
		...input.townSlugs,
		...cities.map((c) => c.slug),
		...erTowns.map((t) => t.slug)
	]) {
		if (seenTowns.has(slug)) continue;
		seenTowns.add(slug);
		if (!isSafeSlug(slug)) {
			skipped.push({
				kind: "town",
				slug
			});
			continue;
		}
		towns.push({
			kind: "town",
			path: href.town(slug),
			slug,
			title: cityName.get(slug) ?? erName.get(slug) ?? slug,
			inSitemap: true,
			clinics: clinicCount.get(slug) ?? 0,
			emergencyOnly: erName.has(slug)
		});
	}
	/** The town each clinic is listed under (grouped as the site map groups). */
	const townOf = /* @__PURE__ */ new Map();
	for (const c of cities) for (const x of c.clinics) townOf.set(x.slug, href.town(c.slug));
	const clinics = [];
	const seenClinics = /* @__PURE__ */ new Set();
	const byName = [...input.clinics].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
	for (const c of byName) {
		if (seenClinics.has(c.slug)) continue;
		seenClinics.add(c.slug);
		if (!isSafeSlug(c.slug)) {
			skipped.push({
				kind: "clinic",
				slug: c.slug
			});
			continue;
		}
		const cityTown = townSlug(c.city ?? "");
		clinics.push({
			kind: "clinic",
			path: href.clinic(c.slug),
			slug: c.slug,
			title: c.name,
			inSitemap: !c.closed,
			town: c.closed ? seenTowns.has(cityTown) && isSafeSlug(cityTown) ? href.town(cityTown) : "" : townOf.get(c.slug) ?? ""
		});
	}
	const page = (kind, path, title, inSitemap = true) => ({
		kind,
		path,
		title,
		inSitemap
	});
	return {
		pages: [
			page("home", href.home, "Home"),
			...towns,
			...clinics,
			page("blog", href.blog, "Blog"),
			...input.articles.map((a) => page("article", href.article(a.slug), a.title)),
			page("legal", href.privacy, "Privacy"),
			page("legal", href.terms, "Terms"),
			page("site-map", href.siteMap, "Site Map", false)
		],
		skipped
	};
}
/**
* The HTML site map's sections from the pages (see sitePages): the main
* pages; the towns with clinics and their listed clinics (not one closed
* for good) (cities and clinics sorted
* by name ignoring case, as groupClinicsByCity sorts); the towns with an
* emergency room only. Pure.
*/
function siteMapSections(pages) {
	const towns = pages.filter((p) => p.kind === "town");
	const townTitle = new Map(towns.map((t) => [t.path, t.title]));
	const cities = groupClinicsByCity(pages.filter((p) => p.kind === "clinic" && p.inSitemap).map((c) => ({
		name: c.title,
		slug: c.slug,
		city: townTitle.get(c.town) ?? null
	})));
	return {
		main: pages.filter((p) => p.kind === "home" || p.kind === "blog" || p.kind === "legal"),
		cities: cities.map((c) => ({
			name: c.city,
			path: href.town(c.slug),
			clinics: c.clinics.map((x) => ({
				name: x.name,
				path: href.clinic(x.slug)
			}))
		})),
		emergencyTowns: towns.filter((t) => t.emergencyOnly).sort((a, b) => a.title < b.title ? -1 : a.title > b.title ? 1 : 0)
	};
}
// src/data/blog/images/urgent-care-vs-er.svg?no-inline
var urgent_care_vs_er_default = "/assets/urgent-care-vs-er-CitxssP1.svg";
// src/data/blog/images/fever-in-children.svg?no-inline
var fever_in_children_default = "/assets/fever-in-children-1ZqBgnBf.svg";
// src/data/blog/images/insurance-and-costs.svg?no-inline
var insurance_and_costs_default = "/assets/insurance-and-costs-DbG1JAaz.svg";
// src/data/blog/articles.ts
/**
* The three static articles. Bodies use the lightweight
* markup of domain/blog/markup.ts: "## " headings, whole-line "**X:**"
* subheadings, "-" bullets and **bold**. Informational only, written to agree
* with current guidance from the American Academy of Pediatrics and the CDC;
* each ends with the informational-only disclaimer and the 911 reminder.
* Read times are about 200 words a minute.
*/
var DISCLAIMER = `**This article is for general information only and is not medical advice.** It does not replace the advice of your child's doctor, who knows your child's health history. If you are worried about your child, call your pediatrician or a nurse advice line.

**If your child is having a medical emergency, call 911 right away.**`;
var URGENT_CARE_VS_ER = `It is late in the evening, your pediatrician's office is closed, and your child is sick or hurt. You need to decide, quickly and calmly, where to go. This guide walks through the three main choices for families in Western Kentucky, the warning signs that mean the emergency room, and the everyday problems an urgent care clinic handles well.

**If you think your child's life is in danger, stop reading and call 911 now.**

## Your three main options

**Your pediatrician:**
Your child's own doctor is the best first call for most illnesses. They know your child's history, vaccinations and medicines. Many offices keep same-day sick appointments open each morning, and almost all have an after-hours phone line that connects you with a nurse or doctor who can tell you whether your child needs to be seen tonight.

**An urgent care clinic:**
Urgent care clinics treat illnesses and injuries that need attention today but are not life-threatening. Most accept walk-ins, many are open evenings and weekends, and many can take X-rays and run common tests on site. A visit usually costs far less than the emergency room.

**The emergency room:**
A hospital emergency department is open 24 hours a day and has the specialists, imaging and equipment to handle serious and life-threatening problems. Emergency rooms see the sickest patients first, so a child with a minor problem may wait a long time.

## Call 911 for these signs

Call 911 instead of driving if your child:

- Is struggling to breathe: the skin between the ribs pulls in with each breath, they are grunting, or they cannot speak or cry
- Has blue or gray lips, tongue or skin
- Is unconscious, limp, or very hard to wake
- Has a seizure that lasts longer than 5 minutes, or has trouble breathing after a seizure
- Has a severe allergic reaction, such as swelling of the lips or tongue, trouble breathing or repeated vomiting after a food or a sting (if your child has an epinephrine auto-injector, use it, then call 911)
- Is bleeding heavily and the bleeding does not stop after 10 minutes of firm pressure
- Was badly hurt in a car crash, a fall from a height, or by a firearm

An ambulance crew can start treatment on the way, and they know which hospital is best for your child's problem.

## Go to the emergency room for these

These problems are serious but may not need an ambulance. Go straight to the nearest emergency room if your child:

- Is **younger than 3 months and has a temperature of 100.4 °F (38 °C) or higher**, even if they seem well
- Has a head injury followed by passing out, repeated vomiting, confusion, unusual sleepiness or a headache that keeps getting worse
- Has a bone that looks bent or out of place, or a bone poking through the skin
- Has a deep or gaping cut, a cut on the eyelid, or a cut with something stuck in it
- Has a stiff neck with a fever, or a rash of purple or dark red spots that do not fade when you press on them
- Has signs of dehydration: no pee for 8 hours or more, no tears when crying, a very dry mouth, or a sunken soft spot in a baby
- Has severe belly pain, especially pain that starts around the belly button and moves to the lower right side
- Has sudden, severe pain in the testicles
- May have swallowed a button battery or magnets (do not wait for symptoms)

**Poisoning:**
If your child swallowed a medicine, a household chemical or a plant and is awake and breathing normally, call Poison Help at **1-800-222-1222**. It is free, open 24 hours a day, and the experts there will tell you whether your child needs the emergency room. If your child is unconscious, having a seizure or struggling to breathe, call 911.

## When urgent care is a good fit

Urgent care is a good choice when your child needs to be seen today, the problem is not life-threatening, and your pediatrician cannot see you. Typical examples:

- A fever in a child older than 3 months who is drinking, peeing and alert between doses of fever medicine
- Ear pain, a sore throat, or cough and cold symptoms that are not getting better
- Pink eye or a stye
- Mild asthma symptoms that improve with your child's usual inhaler
- Vomiting or diarrhea without signs of dehydration
- Rashes, insect bites, poison ivy and mild allergic reactions with no trouble breathing
- Small cuts that may need stitches or skin glue, and splinters
- Sprains, and possible simple fractures where the limb looks straight
- Small burns that are not on the face, hands, feet or groin
- Pain or burning when peeing

**Tip:**
Not every urgent care clinic sees babies and toddlers. Call ahead to check that the clinic treats children of your child's age, that it is open, and whether it can take an X-ray if you think a bone may be broken.

## When to start with your pediatrician

Some problems are best handled by the doctor who knows your child:

- Ongoing conditions such as asthma, eczema or ADHD, and medicine refills
- A fever that has lasted a few days in a child who otherwise seems well
- Follow-up after an urgent care or emergency room visit
- Behavior, sleep, feeding and growth questions
- Vaccines and well-child checks

If your child has a chronic illness, such as sickle cell disease, a heart condition or a weak immune system, call their doctor or specialist first whenever they are sick. A fever can be more serious for these children, and their doctor may want them seen at a particular hospital.

## Getting care in Western Kentucky

Western Kentucky is a mix of small cities and rural counties, and the nearest clinic or hospital may be a long drive away. A few things help:

- **Know your nearest emergency room** before you need it, and how long it takes to get there, by day and at night.
- **Check the hours.** Urgent care hours vary, and many clinics close in the evening. This directory shows whether each clinic is open right now, but hours can change on holidays and in bad weather, so call before you drive.
- **Mind the time zone.** Most of Western Kentucky is on Central Time, while Louisville and Lexington are on Eastern Time. Clinic hours are listed in the clinic's local time.
- **Save phone numbers** for your pediatrician's after-hours line, two nearby urgent care clinics and Poison Help in your phone.
- **Ask about telehealth.** Many health systems and insurance plans offer video visits for minor illnesses such as pink eye or a rash, which can save a long drive at night.

## How to decide in the moment

When you are tired and worried, it helps to ask yourself a few short questions:

- Is my child breathing normally, awake and responding to me? If not, call 911.
- Is this something that could cause lasting harm if it waits until tomorrow? If yes, go to the emergency room or urgent care now, depending on the signs above.
- Could my pediatrician's after-hours line help me decide? If you are not sure, call.
- Is my child getting worse quickly? If so, do not wait.

Trust your instincts. You know your child better than anyone. If your child seems very sick to you, it is always reasonable to seek care, and no one at an urgent care clinic or emergency room will think less of you for coming in.

## What to bring

Whether you go to urgent care or the emergency room, a few things make the visit faster and safer:

- Your child's insurance card, or Medicaid or KCHIP card, and your photo ID
- A list of your child's medicines and doses, allergies and vaccinations
- A note of when the symptoms started, the highest temperature you measured, and any medicine you gave and when
- Your pharmacy's name and phone number
- A phone charger, a drink, and a comfort item such as a favorite blanket or book

If you think your child may need surgery or stitches, such as after a bad fall, do not give them anything to eat or drink until a doctor has seen them.

## After the visit

Before you leave, make sure you understand the diagnosis, any medicine and how to give it, and the warning signs that mean you should come back or go to the emergency room. Ask the clinic to send a summary to your pediatrician, and book a follow-up visit if you were told to. If your child gets worse at home, do not wait for the follow-up: seek care again.

## Make a plan today

A plan made on a calm afternoon is easier to follow at two in the morning. Write down your pediatrician's after-hours number, the urgent care clinics near you and their usual hours, and the nearest emergency room. Keep a current list of your child's medicines, allergies and vaccinations on your phone, and keep your insurance card where you can find it quickly.

${DISCLAIMER}`;
var FEVER = `A fever is one of the most common reasons parents call the doctor, and one of the most worrying, especially at night. The good news is that most fevers in children are caused by ordinary viral infections and get better on their own. A fever is not an illness itself. It is a sign that the body is fighting an infection, and it can even help the immune system do its job.

How your child looks and acts usually tells you more than the number on the thermometer. This guide explains what counts as a fever, how to measure it, how to keep your child comfortable, and the signs that mean your child needs to be seen.

## What counts as a fever

For children, a fever is a temperature of **100.4 °F (38 °C) or higher**. Body temperature changes during the day and rises a little with activity, warm clothing or a hot bath, so a reading of 99 °F in an active child is normal.

## Taking your child's temperature

Use a digital thermometer. Do not use a glass mercury thermometer, which can break.

**Babies under 3 months:**
A rectal temperature is the most reliable. Put a little petroleum jelly on the tip and gently insert it about half an inch to one inch.

**3 months to 3 years:**
A rectal, forehead (temporal artery) or, from 6 months, ear thermometer works well.

**4 years and older:**
Most children can hold a digital thermometer under the tongue with their mouth closed. Wait 15 minutes after a hot or cold drink.

Armpit readings are the least accurate. If an armpit reading is high or low, check it another way. Touching your child's forehead can tell you they feel warm, but not how high the temperature is.

## Get care right away

**Any fever of 100.4 °F (38 °C) or higher in a baby younger than 3 months needs a doctor right away, even if the baby seems well.** Call your pediatrician at once or go to the emergency room. Young babies can have serious infections with few other signs, and they need to be checked quickly.

Go to the emergency room, or call 911, if your child of any age has a fever and:

- Is struggling to breathe, or has blue or gray lips
- Is very hard to wake, confused, limp or will not respond to you
- Has a stiff neck, or a severe headache
- Has a rash of purple or dark red spots that do not fade when you press on them
- Has a seizure
- Cries and cannot be comforted, or cries when you move them
- Shows signs of dehydration: no pee for 8 hours or more, no tears, a dry mouth, or a sunken soft spot in a baby
- Has sickle cell disease, a weak immune system, or is being treated for cancer

## Call your pediatrician or visit urgent care

Call your child's doctor, or visit an urgent care clinic that sees children, if:

- Your baby is 3 to 6 months old and has a fever
- The temperature rises above 104 °F (40 °C) more than once, at any age
- A child younger than 2 has had a fever for more than 24 hours, or a child 2 or older has had a fever for more than 3 days
- Your child has ear pain, a sore throat, pain when peeing, or a new rash
- The fever went away for a day or more and then came back
- Your child is not drinking well or seems to be getting worse
- You are worried, for any reason

## Keeping your child comfortable

The goal of treating a fever is to help your child feel better, not to bring the number down to normal. A child who is playing and drinking with a fever of 102 °F may not need medicine at all.

- **Offer fluids often:** water, breast milk or formula for babies, and an oral rehydration solution if your child is also vomiting or has diarrhea. Small, frequent sips are easier to keep down.
- **Dress your child lightly** and use a light blanket. Bundling a feverish child can make the temperature go higher.
- **Let your child rest,** but they do not have to stay in bed.
- **Keep the room comfortably cool,** not cold.

Do not use cold baths, ice or rubbing alcohol. They make children shiver and feel worse, and alcohol can be absorbed through the skin.

## Fever medicine, used safely

Acetaminophen and ibuprofen can help a child with a fever feel more comfortable. Follow these rules:

- **Do not give any medicine to a baby under 3 months** before you have spoken with a doctor.
- **Ibuprofen is only for babies 6 months and older.**
- **Dose by weight, not by age** when you can, and use the syringe or cup that comes with the medicine, never a kitchen spoon. Check the strength on the label, since children's and infants' products can differ.
- **Never give aspirin to children or teenagers.** It has been linked to Reye syndrome, a rare but serious illness.
- **Check the labels of cold and flu products,** which may already contain acetaminophen or ibuprofen. Do not give over-the-counter cough and cold medicines to young children unless your doctor tells you to.
- You do not need to wake a sleeping child to give fever medicine.

If you are not sure about a dose, call your pediatrician or pharmacist.

## Febrile seizures

Some young children, usually between about 6 months and 5 years old, have a seizure when they have a fever. A febrile seizure is frightening to watch, but most stop within a minute or two and do not cause lasting harm.

If it happens, stay calm. Lay your child on their side on the floor, away from anything hard or sharp. Do not put anything in their mouth and do not try to hold them still. Note the time. **Call 911 if the seizure lasts longer than 5 minutes, if your child has trouble breathing, or if they do not wake up afterwards.** After a first febrile seizure, your child should always be checked by a doctor, even if they seem fine.

## Watch for dehydration

Children with a fever lose extra fluid, especially if they are also vomiting or have diarrhea. Signs of dehydration include peeing much less than usual, a dry or sticky mouth, no tears when crying, sunken eyes, and being unusually sleepy or fussy. Keep offering small amounts of fluid often, and get care if the signs appear or your child cannot keep anything down.

## Fever after vaccines

A low fever for a day or two after a vaccine is common and is a sign that the body is building protection. It usually responds to the comfort measures above. Call your pediatrician if the fever is 104 °F (40 °C) or higher, lasts more than 2 days after the shot, or if your child seems very unwell. The rule for young babies still applies: any fever of 100.4 °F or higher in a baby under 3 months needs a doctor right away.

## Common fever myths

- **Myth: a high fever causes brain damage.** Fevers caused by infections do not cause brain damage. Overheating from the environment, such as a child left in a hot car, is different and is always an emergency.
- **Myth: teething causes high fevers.** Teething does not cause a fever of 100.4 °F or higher. Look for another cause.
- **Myth: the higher the fever, the more serious the illness.** How your child acts matters more than the exact number.

## Fevers through the seasons in Western Kentucky

Fevers are most common from fall through spring, when flu, RSV, colds and stomach bugs spread in schools and child care. The CDC recommends a flu vaccine every year for everyone 6 months and older, and it is the best way to protect your child from flu. Handwashing and keeping sick children home also help. In summer, heat illness is a real risk: never leave a child alone in a car, not even for a minute.

${DISCLAIMER}`;
var COSTS = `When your child needs care quickly, cost should never stop you from getting help. But knowing roughly what a visit will cost, and how your insurance works, can save money and stress later. This guide explains typical urgent care costs, how they compare with the emergency room, how insurance and Kentucky's public programs work, and the questions to ask before your child is seen.

The figures below are typical ranges, not quotes. Prices differ from clinic to clinic and from plan to plan, so always check with the clinic and your insurer.

## The short version

- **Urgent care copay with insurance:** often $25–75
- **Urgent care visit without insurance:** often $100–200 for a basic visit
- **X-ray:** often $50–150
- **Lab tests:** often $20–100
- **Emergency room copay:** often $150 or more, and the total bill is usually much higher than urgent care for the same minor problem

For a minor illness or injury, urgent care usually costs a fraction of what the emergency room does. For a true emergency, go to the emergency room or call 911 without worrying about cost. Federal law requires hospital emergency departments to examine and stabilize anyone with an emergency, whether or not they can pay.

## Understanding your insurance words

Health plans use a handful of terms that decide what you pay. Your insurance card and your plan's summary of benefits list the numbers for your plan.

**Premium:**
The amount you or your employer pays each month to keep the plan. It does not count toward what you pay for visits.

**Copay:**
A fixed amount you pay for a type of visit, such as $40 for urgent care. Many plans list separate copays for primary care, urgent care and the emergency room on the insurance card.

**Deductible:**
The amount you pay for covered care each year before the plan starts to share the cost. If your plan has a high deductible, you may pay the clinic's full negotiated price for the visit and tests until you reach it.

**Coinsurance:**
After the deductible, your share of the cost as a percentage, such as 20%.

**Out-of-pocket maximum:**
The most you will pay for covered, in-network care in a year. After you reach it, the plan pays the rest.

**In-network and out-of-network:**
Clinics that have a contract with your plan are in network, and you pay less there. An out-of-network clinic may cost much more, or may not be covered at all except in an emergency.

## What an urgent care visit usually costs

**With insurance:**
Many plans charge a copay of about $25–75 for an urgent care visit. Tests such as an X-ray or lab work may be covered by the copay or may be billed separately and count toward your deductible, depending on the plan. If you have a high-deductible plan and have not met the deductible yet, expect to pay the clinic's negotiated rate for the whole visit.

**Without insurance:**
A basic visit for something like an ear infection or a sore throat often costs about $100–200. Many clinics list self-pay prices or offer a discount if you pay at the time of the visit, so it is worth asking.

**Tests and treatments:**
Extra services add to the bill. An X-ray often costs about $50–150, and lab tests such as a rapid strep, flu or urine test about $20–100. Stitches, splints, breathing treatments and medicines given at the clinic may each have their own charge.

## Urgent care or emergency room: the cost gap

Emergency rooms are built and staffed for life-threatening problems 24 hours a day, and their prices reflect that. An emergency room copay often starts at $150, and without insurance a visit for a minor problem can cost many times more than the same care at urgent care. Some plans waive the emergency room copay if your child is admitted to the hospital.

This does not mean you should avoid the emergency room to save money. Trouble breathing, a serious injury, a seizure, a child who is hard to wake, or any fever of 100.4 °F or higher in a baby younger than 3 months all need emergency care. For everyday problems such as ear pain, a mild sprain or a rash, urgent care or your pediatrician is usually the better value.

## Kentucky Medicaid and KCHIP

Kentucky Medicaid and the Kentucky Children's Health Insurance Program (KCHIP) provide free or low-cost health coverage for children in eligible families. Coverage includes doctor visits, urgent care, emergency care, prescriptions, vaccines, dental and vision care. Children covered by these programs usually pay little or nothing for covered care.

Most Kentucky Medicaid members are enrolled in a managed care plan, and each plan has its own network. Before an urgent care visit, check that the clinic accepts your child's plan; the member services number on the back of the card can tell you, and many plans also run a free 24-hour nurse line.

You can apply for Medicaid and KCHIP at any time of year through kynect, Kentucky's health coverage website, or by phone. If your income has changed recently, it is worth checking again, because many working families qualify.

## Private and marketplace plans

If you have insurance through an employer or through kynect's marketplace plans, look up three things before you need care: your urgent care copay, your emergency room copay, and your deductible. Many plans also cover video visits with a doctor for a low copay or none at all, which can be a good first step for minor problems such as pink eye, a rash or a cold.

Most insurers have a website or app with a search tool for in-network urgent care clinics near you. Look it up on a calm day and save two or three clinics in your phone, along with the plan's nurse line if it has one. Some plans, especially HMOs, ask you to use a particular urgent care network or to call before visiting, and a few charge less at clinics they prefer. A two-minute call to the member services number on the back of your card can tell you exactly what you will pay, and it is much easier to make before you need care than at nine o'clock at night with a sick child.

**Health savings and flexible spending accounts:**
If you have a health savings account (HSA) or flexible spending account (FSA), you can use it to pay urgent care and emergency room bills, copays and prescriptions with pre-tax money.

## If you do not have insurance

You still have options:

- **Ask for the self-pay price before the visit.** Ask what the visit costs and what common tests, such as a strep test or an X-ray, would add.
- **Ask for a Good Faith Estimate.** Under the federal No Surprises Act, people who are uninsured or paying for themselves have the right to an estimate of expected charges for scheduled care, and can ask for one in advance. If the final bill is far higher than the estimate, you may be able to dispute it.
- **Look for a community health center.** Federally qualified health centers across Kentucky see patients regardless of insurance and charge on a sliding scale based on income.
- **Ask about payment plans and financial assistance.** Hospitals and many clinics offer payment plans, and nonprofit hospitals must have a financial assistance policy.
- **Apply for coverage.** A visit is a good moment to apply for Medicaid or KCHIP; some coverage can start quickly.

## Two examples

These examples use the typical ranges above. Your own plan and clinic may differ.

**Example with insurance:**
Your plan has a $50 urgent care copay and a $250 emergency room copay, and X-rays count toward your deductible. Your 6-year-old hurts a wrist at soccer practice on a Saturday. At urgent care, the doctor examines the wrist and takes an X-ray, which shows a sprain. You might pay the $50 copay plus your plan's rate for the X-ray, perhaps $50–150 if you have not met your deductible yet. The same visit in the emergency room would start with the $250 copay before any imaging.

**Example without insurance:**
Your 9-year-old has a sore throat and a fever. A self-pay urgent care visit might cost about $100–200, and a rapid strep test about $20–100 more. Asking for the price before the visit, and whether the clinic offers a discount for paying the same day, can make a real difference to the total.

## Prescriptions after the visit

Medicine can be a large part of the cost of being sick. Ask the doctor whether a generic medicine will work, since generics usually cost much less. Prices for the same prescription can vary a lot between pharmacies, so it is worth calling two or comparing prices online. Kentucky Medicaid and KCHIP cover prescriptions for enrolled children, and many private plans list lower copays for generic medicines. If your child needs a medicine you cannot afford, tell the doctor or pharmacist; there is often a cheaper option that works just as well.

## Keep good records

Keep receipts, bills and Explanations of Benefits from each visit together in one folder or on your phone. They help you track your deductible, check bills for mistakes, claim money back from a health savings or flexible spending account, and answer questions if your insurer denies a claim. If a claim is denied, you have the right to ask your insurer why and to appeal the decision.

## Avoiding surprise bills

The federal No Surprises Act protects you from most surprise out-of-network bills for emergency care. If your child receives emergency care at an out-of-network hospital, you generally pay only what you would pay in network. It also protects you from surprise bills from out-of-network doctors at in-network hospitals for many services.

For urgent care, the best protection is to check before the visit that the clinic is in network for your plan.

## Questions to ask before your child is seen

- Do you see children my child's age?
- Are you in network for my child's insurance plan, or do you accept Medicaid or KCHIP?
- What will the visit cost with my plan, or what is the self-pay price?
- Can you do X-rays and lab tests here, and what do they usually cost?
- Are there separate charges for stitches, splints or medicines given at the clinic?
- Do you offer a payment plan?

## Reading the bill

After a visit, your insurer will usually send an Explanation of Benefits (EOB). **An EOB is not a bill.** It shows what the clinic charged, what your plan paid, and what you may owe. Wait for the clinic's bill and compare the two. If something does not match, or you see a service you do not recognize, ask the clinic for an itemized bill and call the billing office. Billing mistakes are common and are usually fixed with a phone call.

## Ways to spend less without delaying care

- Call your pediatrician first when you can. Many offices have same-day sick visits and a free after-hours nurse line.
- Choose an in-network urgent care clinic for minor problems instead of the emergency room.
- Ask whether a generic medicine is available, and compare pharmacy prices for prescriptions.
- Keep your child's vaccines up to date; preventing an illness is the cheapest care of all.

Never delay emergency care because of cost. Your child's safety comes first, and there are programs and protections to help with the bill afterwards.

${DISCLAIMER}`;
var BLOG_ARTICLES = [
	{
		id: 1,
		slug: "urgent-care-vs-emergency-room-for-kids",
		title: "Urgent Care vs. the Emergency Room: Where to Take Your Child",
		excerpt: "How to decide, quickly and calmly, whether your child needs an urgent care clinic, the emergency room or a call to 911, with the warning signs to know and tips for Western Kentucky families.",
		content: URGENT_CARE_VS_ER,
		author: "Directory Editorial Team",
		publishedDate: "2025-09-15",
		category: "Urgent Care Guide",
		tags: [
			"urgent care",
			"emergency room",
			"parents"
		],
		image: urgent_care_vs_er_default,
		metaTitle: "Urgent Care vs. ER for Kids: How to Choose",
		metaDescription: "A calm guide for parents in Western Kentucky on when to choose urgent care, when to go to the emergency room and when to call 911.",
		readTime: 8
	},
	{
		id: 2,
		slug: "fever-in-children-when-to-worry",
		title: "Fever in Children: When to Worry and When to Wait",
		excerpt: "What counts as a fever, how to measure it, how to keep your child comfortable and give fever medicine safely, and the signs that mean it is time to get care.",
		content: FEVER,
		author: "Directory Editorial Team",
		publishedDate: "2025-10-01",
		category: "Common Conditions",
		tags: [
			"fever",
			"child health",
			"parents"
		],
		image: fever_in_children_default,
		metaTitle: "Fever in Children: When to Worry",
		metaDescription: "What counts as a fever in children, safe fever medicine, and the signs that mean your child needs urgent care or the emergency room.",
		readTime: 7
	},
	{
		id: 3,
		slug: "urgent-care-costs-and-insurance-guide",
		title: "Urgent Care Costs and Insurance: A Guide for Kentucky Families",
		excerpt: "What an urgent care visit may cost with and without insurance, how it compares with the emergency room, how Medicaid and KCHIP work, and the questions to ask before your visit.",
		content: COSTS,
		author: "Directory Editorial Team",
		publishedDate: "2025-10-10",
		category: "Insurance & Costs",
		tags: [
			"insurance",
			"costs",
			"urgent care"
		],
		image: insurance_and_costs_default,
		metaTitle: "Urgent Care Costs and Insurance for Kentucky Families",
		metaDescription: "Typical urgent care costs with and without insurance, compared with the emergency room, plus Kentucky Medicaid, KCHIP and ways to avoid surprise bills.",
		readTime: 10
	}
];
// src/data/site-pages.ts
/**
* The site's pages from the source (domain/site-pages): the prerender, both
* site maps and the service worker's precache all start from this one read.
* A failed read throws.
*
* `townRows: false` skips the one read the HTML site map does not need (it
* lists the towns its clinics and emergency rooms name, and those exist
* without town rows), so that page also opens from the service worker's
* kept copy, which holds the clinics and emergency rooms only.
*/
async function readSitePages(repo, { townRows = true } = {}) {
	const [townSlugs, clinics, emergencyRooms] = await Promise.all([
		townRows ? repo.listTownSlugs() : [],
		repo.listClinicsForSiteMap(),
		repo.listEmergencyDepartments()
	]);
	return sitePages$1({
		townSlugs,
		clinics,
		emergencyRooms,
		articles: BLOG_ARTICLES
	});
}
/** The pages that need no data (home, blog, articles, legal, site map). */
function pagesWithoutData() {
	return sitePages$1({
		townSlugs: [],
		clinics: [],
		emergencyRooms: [],
		articles: BLOG_ARTICLES
	});
}
// src/domain/map/tile-url.ts
/** OpenStreetMap's standard tiles (their usage policy asks for light use). */
var DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** What the OpenStreetMap tile usage policy asks every map to show. */
var DEFAULT_MAP_TILE_ATTRIBUTION = "© OpenStreetMap contributors";
/**
* VITE_MAP_TILE_URL / VITE_MAP_TILE_ATTRIBUTION: an http(s) URL template with
* {z}, {x} and {y} and a plain host (no {s} subdomains: the
* Content-Security-Policy names one origin), else OpenStreetMap's tiles with
* their attribution. Another server's attribution is used only with its own
* template. Pure: the build (policy) and the map read it the same way.
*/
function tileSettings(rawUrl, rawAttribution) {
	const url = rawUrl?.trim() ?? "";
	const attribution = rawAttribution?.trim() ?? "";
	const fallback = {
		url: DEFAULT_MAP_TILE_URL,
		attribution: DEFAULT_MAP_TILE_ATTRIBUTION
	};
	if (!url) return {
		...fallback,
		problem: null
	};
	if (isTileTemplate(url)) return {
		url,
		attribution: attribution || "© OpenStreetMap contributors",
		problem: null
	};
	return {
		...fallback,
		problem: "VITE_MAP_TILE_URL is not an http(s) URL template with {z}, {x} and {y} on one host; using the OpenStreetMap tiles."
	};
}
function isTileTemplate(v) {
	if (![
		"{z}",
		"{x}",
		"{y}"
	].every((p) => v.includes(p))) return false;
	try {
		const u = new URL(v);
		return (u.protocol === "https:" || u.protocol === "http:") && !/[{}]/.test(u.host) && !u.username && !u.password;
	} catch {
		return false;
	}
}
// src/domain/seo/sitemap-xml.ts
/** 'YYYY-MM-DD' of a Date, in UTC (decision: the site map's "today"). */
function isoDate(d) {
	return d.toISOString().slice(0, 10);
}
/** Escapes the five XML special characters (& first). */
function escapeXml(s) {
	return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
var trimOrigin = (origin) => origin.trim().replace(/\/+$/, "");
/** How often each kind of page changes, and its weight. */
var FREQUENCY = {
	home: {
		changefreq: "daily",
		priority: 1
	},
	town: {
		changefreq: "weekly",
		priority: .8
	},
	clinic: {
		changefreq: "weekly",
		priority: .9
	},
	blog: {
		changefreq: "monthly",
		priority: .5
	},
	article: {
		changefreq: "monthly",
		priority: .5
	},
	legal: {
		changefreq: "monthly",
		priority: .5
	},
	"site-map": {
		changefreq: "monthly",
		priority: .5
	}
};
/**
* One entry per page marked `inSitemap`, in the pages' order, each path
* once: home daily (1), towns weekly (0.8), clinics weekly (0.9), every
* other page monthly (0.5); lastmod is `today` throughout. Paths are
* percent-encoded segment by segment.
*/
function sitemapEntries(input) {
	const origin = trimOrigin(input.origin);
	const seen = /* @__PURE__ */ new Set();
	return input.pages.flatMap((p) => {
		if (!p.inSitemap || !p.path.startsWith("/") || seen.has(p.path)) return [];
		seen.add(p.path);
		const encode = (path) => `${origin}${path.split("/").map(encodeURIComponent).join("/")}`;
		return [{
			loc: encode(p.path),
			alternates: (input.alternates?.(p.path) ?? []).map((a) => ({
				hreflang: a.hreflang,
				href: encode(a.href)
			})),
			lastmod: input.today,
			...FREQUENCY[p.kind]
		}];
	});
}
/** The sitemaps.org document; every text value is XML-escaped. */
function buildSitemapXml(input) {
	const urls = sitemapEntries(input).map((e) => [
		"  <url>",
		`    <loc>${escapeXml(e.loc)}</loc>`,
		...e.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`),
		`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`,
		`    <changefreq>${e.changefreq}</changefreq>`,
		`    <priority>${e.priority}</priority>`,
		"  </url>"
	].join("\n"));
	return [
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
		input.alternates ? "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">" : "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">",
		...urls,
		"</urlset>",
		""
	].join("\n");
}
/** Allows every agent on / and points to {origin}/sitemap.xml. */
function buildRobotsTxt(origin) {
	return `User-agent: *\nAllow: /\n\nSitemap: ${trimOrigin(origin)}/sitemap.xml\n`;
}
// src/entry-server.tsx
/** When this build read its data (one instant for every page). */
var BUILT_AT = (/* @__PURE__ */ new Date()).toISOString();
/** react-router's static handler: loaders and lazy route modules, run here. */
var handler = createStaticHandler2(routes);
var describe = (e) => e instanceof Error ? `${e.name}: ${e.message}` : String(e);
/**
* Renders one route (its loaders run here, once). `notFound` renders the
* 404 page, which hosts serve for any unknown path: the site's chrome and
* 'Loading…' (app/fallback-page.tsx), for the app to fill in.
*/
async function render(pathname, opts = {}) {
	const context = await handler.query(new Request(new URL(pathname, siteOrigin())));
	if (context instanceof Response) throw new Error(`${pathname}: a loader answered ${context.status}`);
	for (const [id, value] of Object.entries(context.loaderData)) {
		const failure = loadFailureOf(value);
		if (failure) throw new Error(`${pathname}: the data source failed (route "${id}"): ${describe(failure.error)}`);
	}
	const error = context.errors ? Object.values(context.errors)[0] : void 0;
	const expected = opts.notFound ? 404 : 200;
	if (context.statusCode !== expected) throw new Error(`${pathname}: status ${context.statusCode}, expected ${expected}${error !== void 0 ? ` (${describe(error)})` : ""}`);
	const matches = context.matches.map((m) => ({
		handle: m.route.handle,
		params: m.params,
		pathname: m.pathname,
		data: context.loaderData[m.route.id]
	}));
	const spec = opts.notFound ? FALLBACK_HEAD : computeHead(matches, error);
	if (!opts.notFound && spec.noindex) throw new Error(`${pathname}: rendered a not-found page ("${spec.title}")`);
	const router = createStaticRouter(handler.dataRoutes, context);
	const html = renderToString(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(FallbackBuild.Provider, {
		value: opts.notFound === true,
		children: /* @__PURE__ */ jsx(StaticRouterProvider, {
			router,
			context,
			hydrate: false
		})
	}) }));
	const data = `<script type="application/json" id="${HYDRATION_DATA_ID}">${serializeJsonLd({
		path: opts.notFound ? null : pathname,
		builtAt: BUILT_AT,
		state: {
			loaderData: context.loaderData,
			errors: serializeErrors(context.errors)
		}
	})}<\/script>`;
	return {
		html,
		head: renderToStaticMarkup(/* @__PURE__ */ jsx(HeadTags, {
			spec,
			withJsonLd: true
		})),
		data,
		status: context.statusCode
	};
}
/**
* Every page to prerender (domain/site-pages): home, blog and articles,
* legal pages, the HTML site map, every town (town rows, the cities the
* clinics name, and the Kentucky towns with an emergency room but no listed
* clinic) and every clinic. A data source that fails or holds no clinics
* stops the build; a town or clinic slug that is not [a-z0-9-] (a file name
* here) is left out with a warning, never written.
*/
async function sitePages() {
	const repo = await getRepository();
	const source = repo.kind === "supabase" ? `the database at ${config.supabaseUrl}` : "the built-in data";
	const { pages, skipped } = await readSitePages(repo).catch((e) => {
		throw new Error(`could not read ${source}: ${describe(e)}`, { cause: e });
	});
	if (!pages.some((p) => p.kind === "clinic")) throw new Error(`${source} returned no usable clinic; refusing to build an empty directory.`);
	for (const { kind, slug } of skipped) console.warn(`[build] skipped ${kind} page for slug ${JSON.stringify(slug.slice(0, 60))}: not [a-z0-9-]`);
	return pages;
}
/**
* sitemap.xml of these pages, built as the in-browser /sitemap.xml route
* builds it (its loader reads the same pages).
*/
function sitemapXml(pages, alternates) {
	return buildSitemapXml({
		origin: siteOrigin(),
		today: isoDate(/* @__PURE__ */ new Date()),
		pages,
		alternates
	});
}
/** robots.txt, as the in-browser /robots.txt route builds it. */
function robotsTxt() {
	return buildRobotsTxt(siteOrigin());
}
/**
* The _headers file, from this build's configuration only: no data is read,
* so no row can add an origin to the policy. Throws when a header line would
* be longer than hosts accept.
*/
async function headersFile(otherLanguagePaths = []) {
	return buildHeadersFile({
		supabaseUrl: config.supabaseUrl,
		geocoderUrl: config.geocoderUrl,
		imageOrigins: config.imageOrigins,
		mapTileUrl: tileSettings(config.mapTileUrl, null).url,
		analyticsUrl: measurementConfig.analytics?.endpoint ?? null,
		adsScriptUrl: measurementConfig.ads?.scriptUrl ?? null,
		revalidatePaths: [.../* @__PURE__ */ new Set([...revalidatePaths(), ...otherLanguagePaths])]
	});
}
/** The paths whose answers must be revalidated (pages, not hashed assets). */
function revalidatePaths() {
	const home = paths.home.getHref();
	return [.../* @__PURE__ */ new Set([
		home,
		home.replace(/\/$/, "") || "/",
		`${home.replace(/\/$/, "")}/index.html`,
		`${home.replace(/\/$/, "")}/404.html`,
		paths.blog.getHref(),
		paths.article.getHref("*"),
		paths.town.getHref("*"),
		paths.clinic.getHref("*"),
		paths.privacy.getHref(),
		paths.terms.getHref(),
		paths.sitemap.getHref(),
		paths.sitemapXml.getHref(),
		paths.robots.getHref()
	])];
}
/** What the build log reports about the configuration. */
function buildSummary() {
	return {
		mode: config.mode,
		siteUrl: config.siteUrl,
		supabaseUrl: config.supabaseUrl,
		geocoderUrl: config.geocoderUrl,
		problem: [
			config.problem,
			tileSettings(config.mapTileUrl, null).problem,
			measurementConfig.problem
		].filter(Boolean).join(" ") || null
	};
}
export { CONTEXT as A, SERVICE_FILTER_IDS as C, LazyEmergencyRooms as D, POISON_CONTROL_TEL as E, HYDRATION_DATA_ID, Modal as O, HOURS_FILTER_IDS as S, POISON_CONTROL_DISPLAY as T, METHOD_WORDS as _, pagesWithoutData as a, howAndWhen as b, buildSummary, siteMapSections as c, SpecialHours as d, ClinicPhoto as f, reviewCountText as g, getRepository, formatRating as h, headersFile, tileSettings as i, trimOrigin$1 as j, useContact as k, CURRENT_LOCATION_LABEL as l, HoursLine as m, buildSitemapXml as n, readSitePages as o, shownClinicImage as p, isoDate as r, render, revalidatePaths, robotsTxt, BLOG_ARTICLES as s, setRepository, sitePages, sitemapXml, buildRobotsTxt as t, ClinicCardList as u, VISITORS_REPORTED_CLOSED_TEXT as v, loadGazetteer as w, visitorsReportedClosed as x, confirmedDate as y };
