import { a as StaticRouterProvider, c as data, d as useLocation, f as useMatches, g as useRouteLoaderData, h as useRouteError, i as ScrollRestoration, l as isRouteErrorResponse, m as useNavigation, n as NavLink, o as createStaticHandler2, p as useNavigate, r as Outlet, s as createStaticRouter, t as Link, u as useLoaderData } from "./assets/chunk-7RTFRKQW-b8Hm6ru0.js";
import { t as paths } from "./assets/paths-CCIO7f15.js";
import { n as getRepository, r as setRepository, t as nearestEmergencyDepartments } from "./assets/nearest-CBySGLrG.js";
import { a as townSlug, i as isSafeSlug, n as clinicSlug, r as isCityOfTown } from "./assets/slug-C7md3Vgt.js";
import { A as DEFAULT_FILTERS, F as compareByDistance, H as reportConfigProblem, I as compareByName, L as compareByRating, M as EARTH_RADIUS_MILES, P as WEEKDAYS, R as compareText, S as opensText, U as siteOrigin, V as config, _ as clinicWallClock, b as minutesUntilOpen, d as clinicOpenStatus, f as directionsUrl, g as visibleServices, h as telHref, m as monthYear, n as OPEN_STATUS_LABELS, p as fullAddress, r as hoursLineText, s as VERIFIED_FIELDS, t as OPEN_STATUS_CLASSES, u as clinicImageAlt, v as computeOpenStatus, w as todayHoursText, x as openStatusInput, y as computeOpenStatusAt } from "./assets/shared-BbTtww70.js";
import { c as createExternalStore, i as setSearchOrigin, l as useExternalStore, n as QuietBoundary, o as POISON_CONTROL_DISPLAY, r as loadEmergencyRooms, s as POISON_CONTROL_TEL, t as LazyEmergencyRooms, u as useInBrowser } from "./assets/lazy-emergency-rooms-me7WLXXy.js";
import { t as useNow } from "./assets/use-now-kaOBYcuS.js";
import { i as nearestByDistance, n as formatMiles, r as isUsablePoint, t as distanceMiles } from "./assets/distance--a-OO1jh.js";
import { l as measurementConfig } from "./assets/content-B5NoM-UN.js";
import { Component, StrictMode, Suspense, createContext, lazy, memo, startTransition, useCallback, useContext, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { Clock, Crosshair, HeartPulse, Info, Loader2, MessageCircle, Phone, RotateCw, Search, SlidersHorizontal, Sun, UserCheck } from "lucide-react";
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
		inLanguage: "es",
		name: opts.name,
		url: `${origin}/es/`,
		potentialAction: {
			"@type": "SearchAction",
			target: {
				"@type": "EntryPoint",
				urlTemplate: `${origin}/es/?search={search_term_string}`
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
		title: isRouteErrorResponse(error) && error.status === 404 ? "Página no encontrada" : "Algo salió mal",
		description: "No se pudo mostrar esta página.",
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
		path: "/es/"
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
	const imageAlt = spec.image !== void 0 && spec.imageAlt ? spec.imageAlt : `${config.siteName}: encuentre atención de urgencia pediátrica cerca de usted`;
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
			property: "og:locale",
			content: "es_US"
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
var loadModal = () => import("./assets/contact-modal-DmUHCulr.js");
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
	const { pathname, search } = useLocation();
	const inBrowser = useInBrowser();
	const other = `${pathname.replace(/^\/es(?=\/|$)/, "") || "/"}${inBrowser ? search : ""}`;
	const [hint, setHint] = useState(true);
	const offerSpanish = hint && inBrowser && pathname === "/" && navigator.languages.some((l) => /^es\b/i.test(l));
	const intent = {
		onPointerEnter: preloadContact,
		onFocus: preloadContact
	};
	const nav = "inline-flex min-h-11 items-center rounded px-1.5 text-sm whitespace-nowrap font-medium text-slate-700 hover:text-blue-800 aria-[current=page]:text-blue-800 aria-[current=page]:underline sm:px-2 sm:text-base";
	return /* @__PURE__ */ jsxs("header", {
		className: "relative border-b border-slate-200 bg-white",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 px-3 py-0.5 sm:gap-y-1 sm:px-4 sm:py-2",
			children: [
				/* @__PURE__ */ jsxs(Link, {
					to: paths.home.getHref(),
					className: "flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded",
					children: [/* @__PURE__ */ jsx(HeartPulse, {
						"aria-hidden": "true",
						className: "h-6 w-6 shrink-0 text-blue-800 sm:h-7 sm:w-7"
					}), /* @__PURE__ */ jsxs("span", {
						className: "flex flex-col leading-tight",
						children: [/* @__PURE__ */ jsx("span", {
							className: "text-[0.8125rem] font-bold tracking-tight text-blue-900 sm:text-lg sm:tracking-normal lg:text-base",
							children: config.siteName
						}), /* @__PURE__ */ jsx("span", {
							className: "text-xs text-slate-600 sm:text-sm",
							children: "Directorio de atención de urgencia pediátrica"
						})]
					})]
				}),
				/* @__PURE__ */ jsx("a", {
					href: other,
					hrefLang: "en",
					lang: "en",
					className: "inline-flex min-h-11 items-center rounded px-1 text-xs font-medium text-blue-800 underline sm:order-last",
					children: "English"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex w-full items-center justify-between gap-1 sm:w-auto sm:flex-wrap sm:gap-2",
					children: [
						/* @__PURE__ */ jsx("nav", {
							"aria-label": "Principal",
							children: /* @__PURE__ */ jsxs("ul", {
								className: "flex items-center",
								children: [
									/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
										to: paths.home.getHref(),
										end: true,
										className: nav,
										children: "Buscar"
									}) }),
									/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
										to: paths.blog.getHref(),
										className: nav,
										children: "Blog de salud"
									}) }),
									/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
										type: "button",
										className: nav,
										...intent,
										onClick: () => openContact(),
										children: "Contacto"
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
									children: "Contactar con soporte"
								}),
								/* @__PURE__ */ jsx("span", {
									className: "sm:hidden",
									children: "Soporte"
								})
							]
						}),
						/* @__PURE__ */ jsx("p", {
							className: "hidden font-semibold text-red-700 lg:block",
							children: "Emergencias: 911"
						})
					]
				})
			]
		}), offerSpanish ? /* @__PURE__ */ jsxs("p", {
			lang: "es",
			className: "absolute top-full right-2 z-10 mt-1 flex items-center gap-1 rounded border border-blue-200 bg-white pl-3 text-sm shadow",
			children: [/* @__PURE__ */ jsx("a", {
				href: other,
				hrefLang: "es",
				className: "font-semibold text-blue-800 underline",
				children: "Ver en español"
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-label": "Cerrar",
				className: "min-h-11 min-w-11 text-lg text-slate-600",
				onClick: () => setHint(false),
				children: "×"
			})]
		}) : null]
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
							children: "Acerca de"
						}), /* @__PURE__ */ jsxs("p", {
							className: "mt-2",
							children: [
								config.siteName,
								" ",
								"es un directorio confiable de centros de atención de urgencia pediátrica en el oeste de Kentucky, creado para ayudar a los padres a encontrar atención que esté abierta ahora."
							]
						})]
					}),
					/* @__PURE__ */ jsxs("nav", {
						"aria-labelledby": "footer-links",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "footer-links",
							className: "font-semibold text-slate-900",
							children: "Enlaces rápidos"
						}), /* @__PURE__ */ jsxs("ul", {
							className: "mt-2 space-y-1",
							children: [
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									className: "underline",
									to: paths.home.getHref(),
									children: "Inicio"
								}) }),
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									className: "underline",
									to: paths.blog.getHref(),
									children: "Blog de salud"
								}) }),
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									className: "underline",
									to: paths.privacy.getHref(),
									children: "Política de privacidad"
								}) }),
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									className: "underline",
									to: paths.terms.getHref(),
									children: "Términos de servicio"
								}) })
							]
						})]
					}),
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "footer-contact",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "footer-contact",
							className: "font-semibold text-slate-900",
							children: "Contacto"
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
					children: "Buscar por ciudad"
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
				children: [/* @__PURE__ */ jsxs("p", { children: [
					config.siteName,
					" ",
					"es un directorio informativo. En caso de emergencia, llame al 911."
				] }), /* @__PURE__ */ jsxs("p", {
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
						". Todos los derechos reservados."
					]
				})]
			})
		]
	});
}
// src/features/emergency/emergency-notice.tsx
var loadDialog = () => import("./assets/emergency-info-dialog-CwLnzxZo.js");
var loaded = null;
var preload = () => loadDialog().then((m) => loaded = m.EmergencyInfoDialog);
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
	const [dialog, setDialog] = useState(() => loaded);
	const intent = () => void preload().then((d) => setDialog(() => d), () => {});
	const open = () => {
		setInfoOpen(true);
		preload().then((d) => setDialog(() => d), () => setDialog("failed"));
	};
	const Info911 = dialog === "failed" ? null : dialog;
	return /* @__PURE__ */ jsxs("aside", {
		"aria-label": "Emergencia médica",
		className: "sticky bottom-0 z-40 border-t border-red-900 bg-red-700 text-white",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mx-auto flex max-w-6xl items-center gap-2 px-2 py-1 sm:gap-3 sm:px-4 sm:py-2",
				children: [
					/* @__PURE__ */ jsx("a", {
						href: "tel:911",
						"aria-label": "Llamar al 911",
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
							children: "¿Emergencia médica?"
						}), /* @__PURE__ */ jsx("p", {
							className: "text-xs leading-[1.2] sm:text-sm sm:leading-snug",
							children: "Llame al 911 de inmediato si la vida está en peligro"
						})]
					}),
					/* @__PURE__ */ jsxs("a", {
						href: "tel:911",
						className: "hidden min-h-11 items-center gap-1 rounded bg-white px-3 font-bold text-red-800 sm:inline-flex",
						children: [/* @__PURE__ */ jsx(Phone, {
							"aria-hidden": "true",
							className: "h-4 w-4"
						}), "Llamar al 911"]
					}),
					showInfoButton ? /* @__PURE__ */ jsxs("button", {
						type: "button",
						onPointerEnter: intent,
						onPointerDown: intent,
						onFocus: intent,
						onClick: open,
						className: "inline-flex min-h-11 w-min shrink-0 items-center gap-1 rounded border border-white px-1.5 text-center text-[0.8125rem] leading-tight font-semibold [overflow-wrap:normal] sm:w-auto sm:px-3 sm:text-base",
						children: [/* @__PURE__ */ jsx(Info, {
							"aria-hidden": "true",
							className: "hidden h-4 w-4 sm:block"
						}), "Info de emergencia"]
					}) : null
				]
			}),
			infoOpen && Info911 ? /* @__PURE__ */ jsx(Info911, { onClose: () => setInfoOpen(false) }) : null,
			infoOpen && dialog === "failed" ? /* @__PURE__ */ jsxs("p", {
				role: "alert",
				className: "bg-white px-4 py-2 text-red-800",
				children: [
					"No se pudo cargar la información de emergencia. Llame al",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: "tel:911",
						className: "font-bold underline",
						children: "911"
					}),
					" ",
					"si es una emergencia, o al Centro de Toxicología (Poison Control) al",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: POISON_CONTROL_TEL,
						className: "font-bold underline",
						children: POISON_CONTROL_DISPLAY
					}),
					"."
				]
			}) : null
		]
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
		"aria-label": "Cargando…",
		className: NAVIGATION_PROGRESS_CLASS
	}) : null, /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "sr-only",
		children: loading ? "Cargando…" : ""
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
// src/features/offline/update-store.ts
var updateStore = createExternalStore(null);
// src/features/offline/offline-notices.tsx
var NoticeView = lazy(() => import("./assets/notice-view-2MNpQYum.js").catch(() => ({ default: ({ offline }) => offline ? /* @__PURE__ */ jsx("p", {
	"data-testid": "offline-notice",
	className: "bg-amber-50 px-4 py-2",
	children: "No tiene conexión. Llame a la clínica para confirmar antes de ir."
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
				children: "Saltar al contenido principal"
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
var LOADING_TEXT = "Cargando…";
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
	description: "Esta página se está cargando.",
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
				"Esta página necesita JavaScript para cargarse.",
				" ",
				/* @__PURE__ */ jsx("a", {
					href: "/es/",
					className: "font-semibold text-blue-800 underline",
					children: "Busque atención de urgencia pediátrica desde la página de inicio"
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
				children: notFound ? "Página no encontrada" : "Algo salió mal"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-slate-700",
				children: notFound ? "No pudimos encontrar la página que buscaba." : "Lo sentimos, no se pudo mostrar esta página. Inténtelo de nuevo en unos minutos."
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 font-semibold text-red-800",
				children: "Si su hijo necesita atención de emergencia, llame al 911 ahora."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/es/",
				className: "mt-6 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white",
				children: "Volver al inicio"
			})
		]
	}) })] });
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
	title: "El directorio no está disponible por ahora",
	unavailable: "No podemos conectar con el directorio en este momento. Inténtelo de nuevo en unos minutos.",
	retry: "Intentar de nuevo",
	emergency: "Si su hijo necesita atención de emergencia, llame al 911 ahora."
};
/** 'Nov 25, 2026, 1:05 PM' in the visitor's zone. */
function formatSavedAt(at) {
	return `${at.toLocaleDateString("es-US", {
		month: "long",
		day: "numeric",
		year: "numeric"
	})}, ${at.toLocaleTimeString("en-US", {
		hour: "numeric",
		minute: "2-digit"
	})}`;
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
					"Se muestra la información guardada el ",
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
// src/data/gazetteer.ts
var loading = null;
/**
* The built-in gazetteer, loaded on first use and kept for the session. Its
* rows and its lookup code are chunks of their own, never part of the first
* paint (the home page's JavaScript budget). A failed load (a chunk could
* not be fetched) is forgotten, so the next call tries again.
*/
function loadGazetteer() {
	loading ??= Promise.all([import("./assets/gazetteer-BHAhGLca.js"), import("./assets/gazetteer-jOF7OH4R.js")]).then(([lookup, data]) => {
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
	const announcement = count === 0 ? "" : `${count === 1 ? "1 sugerencia disponible." : `${count} sugerencias disponibles.`} Use las flechas hacia arriba y hacia abajo para elegir.`;
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
			"aria-label": "Ciudades y códigos postales sugeridos",
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
				children: "Encuentre atención de urgencia para usted o su hijo en el oeste de Kentucky"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 max-w-prose text-blue-50 sm:text-lg",
				children: "Encuentre rápido centros de atención de urgencia pediátrica abiertos ahora, incluso fuera del horario habitual y los fines de semana."
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
								children: "Ubicación"
							}),
							/* @__PURE__ */ jsx(LocationCombobox, {
								id: "hero-location",
								placeholder: "Ciudad, estado o código postal",
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
								"aria-label": "Usar mi ubicación actual",
								title: "Usar mi ubicación actual",
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
						children: "Buscar servicios o nombre de la clínica"
					}), /* @__PURE__ */ jsx("input", {
						id: "hero-query",
						type: "text",
						placeholder: "Buscar servicios, nombre de clínica...",
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
						}), isLoading ? "Buscando..." : "Buscar atención ahora"]
					})
				]
			}),
			/* @__PURE__ */ jsxs("ul", {
				"aria-label": "Lo que puede encontrar",
				className: "mt-4 flex flex-wrap gap-2 text-sm",
				children: [
					/* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-1 rounded-full bg-blue-800 px-3 py-1",
						children: [
							/* @__PURE__ */ jsx(Clock, {
								"aria-hidden": "true",
								className: "h-4 w-4"
							}),
							" ",
							"Abierto hasta tarde"
						]
					}),
					/* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-1 rounded-full bg-blue-800 px-3 py-1",
						children: [
							/* @__PURE__ */ jsx(Sun, {
								"aria-hidden": "true",
								className: "h-4 w-4"
							}),
							" ",
							"Horario de fin de semana"
						]
					}),
					/* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-1 rounded-full bg-blue-800 px-3 py-1",
						children: [
							/* @__PURE__ */ jsx(UserCheck, {
								"aria-hidden": "true",
								className: "h-4 w-4"
							}),
							" ",
							"Sin cita"
						]
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
		label: "Abierto ahora"
	},
	{
		id: "after-hours",
		group: "hours",
		label: "Abierto después de las 6 PM"
	},
	{
		id: "weekends",
		group: "hours",
		label: "Horario de fin de semana"
	},
	{
		id: "late-night",
		group: "hours",
		label: "Abierto tarde (después de las 9 PM)"
	},
	{
		id: "early-morning",
		group: "hours",
		label: "Abre temprano (antes de las 8 AM)"
	},
	{
		id: "pediatric",
		group: "services",
		label: "Especialistas en pediatría"
	},
	{
		id: "emergency",
		group: "services",
		label: "Atención de emergencia"
	},
	{
		id: "walk-in",
		group: "services",
		label: "Se atiende sin cita"
	},
	{
		id: "telehealth",
		group: "services",
		label: "Telesalud disponible"
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
				children: [
					/* @__PURE__ */ jsx(SlidersHorizontal, {
						"aria-hidden": "true",
						className: "h-5 w-5"
					}),
					" ",
					"Filtros"
				]
			}), /* @__PURE__ */ jsxs("button", {
				type: "button",
				"aria-expanded": open,
				"aria-controls": bodyId,
				onClick: () => setOpen((o) => !o),
				className: "inline-flex min-h-11 items-center rounded px-3 font-semibold text-blue-900 lg:hidden",
				children: [open ? "Ocultar" : "Mostrar", /* @__PURE__ */ jsxs("span", {
					className: "sr-only",
					children: [" ", "filtros"]
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
						children: "Ubicación"
					}), /* @__PURE__ */ jsxs("div", {
						className: "relative mt-1 flex gap-2",
						children: [/* @__PURE__ */ jsx("div", {
							className: "min-w-0 flex-1",
							children: /* @__PURE__ */ jsx(LocationCombobox, {
								id: `${id}-location`,
								placeholder: "Ciudad, estado o código postal",
								value: filters.location,
								onChange: (location) => onChange({ location }),
								onChoose: onSearch,
								className: "h-11 w-full rounded border border-slate-400 px-3 text-base placeholder:text-slate-600"
							})
						}), /* @__PURE__ */ jsxs("button", {
							type: "submit",
							className: "inline-flex h-11 shrink-0 items-center rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900",
							children: ["Buscar", /* @__PURE__ */ jsxs("span", {
								className: "sr-only",
								children: [" ", "esta ubicación"]
							})]
						})]
					})]
				}),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("label", {
					htmlFor: `${id}-radius`,
					className: "block font-semibold",
					children: ["Radio de búsqueda: ", formatMiles(filters.radius)]
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
						children: "Horario"
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
						children: "Servicios"
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
					children: "Quitar todos los filtros"
				})
			]
		})]
	});
}
// src/domain/freshness.ts
/** How many months a confirmation of the hours stays current. */
var FRESHNESS_MONTHS = 12;
var CALL_FIRST = "llame antes de ir";
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
		text: `Horario confirmado en ${monthYear(asOf)}`
	};
	return notConfirmedSince(asOf);
}
/** 'Not confirmed since {YYYY} — call before you go' (without a date: 'Not confirmed — …'). */
var notConfirmedSince = (date) => ({
	tone: "unconfirmed",
	text: `Sin confirmar${date ? ` desde ${date.slice(0, 4)}` : ""} — ${CALL_FIRST}`
});
/** How a confirmation was made, as a parent reads it. */
var METHOD_WORDS = {
	call: "por teléfono",
	website: "en su sitio web",
	visit: "en persona",
	clinic: "por la clínica"
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
	const month = monthYear(confirmedDate(v));
	const when = month ? `en ${month}` : "";
	return field === "phone" && v.method === "call" ? when : `${METHOD_WORDS[v.method]} ${when}`;
}
/** True when any field carries a confirmation of its own. */
function hasVerification(verification) {
	return VERIFIED_FIELDS.some((f) => confirmedDate(verification[f]) !== null);
}
var VISITORS_REPORTED_CLOSED_TEXT = `Algunos visitantes informaron que esta clínica está cerrada — ${CALL_FIRST}`;
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
		text: `${recent("phone") && phone !== null && phone.method === hours.method && monthYear(confirmedDate(phone)) === monthYear(confirmedDate(hours)) ? "Horario y teléfono confirmados" : "Horario confirmado"} ${howAndWhen("hours", hours)}`
	};
	if (recent("phone") && phone) return {
		tone: "unconfirmed",
		text: `Teléfono confirmado ${howAndWhen("phone", phone)} · horario sin confirmar — ${CALL_FIRST}`
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
	return `${count} ${count === 1 ? "reseña" : "reseñas"}`;
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
var ALWAYS_REVALIDATE = [
	"/sw.js",
	"/es/sw.js",
	"/manifest.webmanifest"
];
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
	return unique([
		...out,
		"/sw.js",
		"/es/sw.js"
	]);
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
		className: `inline-flex h-7 ${state === "temporarily-closed" ? "min-w-44" : "w-44"} items-center justify-center rounded-full px-2 align-top text-sm font-semibold whitespace-nowrap ${state === "pending" ? "" : OPEN_STATUS_CLASSES[state]}`,
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
				children: "Se atiende sin cita"
			}) : null]
		})]
	});
}
// src/components/clinic/special-hours.tsx
var SPECIAL_HOURS = {
	"After Hours": "Fuera del horario habitual",
	"Weekend Hours": "Horario de fin de semana",
	"Late Night": "Abierto hasta tarde",
	"24/7 Open": "Abierto 24/7",
	"Early Morning": "Temprano por la mañana"
};
/** A clinic's special hours (holidays, seasonal changes) as small tags. */
function SpecialHours({ hours }) {
	if (hours.length === 0) return null;
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": "Horarios especiales",
		className: "flex flex-wrap gap-1",
		children: hours.map((h) => /* @__PURE__ */ jsx("li", {
			className: "rounded bg-blue-50 px-2 py-0.5 text-sm text-blue-950",
			children: SPECIAL_HOURS[h] ?? /* @__PURE__ */ jsx("span", {
				lang: "en",
				children: h
			})
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
						/* @__PURE__ */ jsxs("span", { children: [formatRating(clinic.rating), /* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [" ", "de 5 estrellas"]
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
					children: clinic.distance >= 999 ? "Distancia desconocida" : formatMiles(clinic.distance)
				}) : null,
				/* @__PURE__ */ jsxs("p", {
					className: "flex gap-2 text-slate-800",
					children: [MAP_PIN_ICON, /* @__PURE__ */ jsxs("span", { children: [fullAddress(clinic), clinic.address ? null : /* @__PURE__ */ jsx("span", {
						className: "block text-sm text-slate-600",
						children: "Dirección exacta no disponible"
					})] })]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "flex gap-2 text-slate-800",
					children: [CLOCK_ICON, /* @__PURE__ */ jsx(HoursLine, { status })]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "flex gap-2 text-slate-800",
					children: [PHONE_LINE_ICON, /* @__PURE__ */ jsx("span", { children: clinic.phone ?? "Teléfono no disponible" })]
				}),
				/* @__PURE__ */ jsx(SpecialHours, { hours: clinic.specialHours }),
				shown.length > 0 ? /* @__PURE__ */ jsxs("ul", {
					"aria-label": "Servicios",
					className: "flex flex-wrap gap-1",
					children: [shown.map((s) => /* @__PURE__ */ jsx("li", {
						lang: "en",
						className: "rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800",
						children: s
					}, s)), more > 0 ? /* @__PURE__ */ jsxs("li", {
						className: "rounded px-2 py-0.5 text-sm text-slate-700",
						children: [
							"+",
							more,
							" ",
							"más"
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
							children: [PHONE_BUTTON_ICON, "Llamar ahora"]
						}) : null,
						/* @__PURE__ */ jsxs("a", {
							href: directionsUrl(clinic),
							"data-card-action": "directions",
							target: "_blank",
							rel: "noopener noreferrer",
							className: "inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900",
							children: [
								NAVIGATION_ICON,
								"Cómo llegar",
								/* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [
										" ",
										"a ",
										clinic.name,
										" ",
										"(se abre en una pestaña nueva)"
									]
								})
							]
						}),
						/* @__PURE__ */ jsxs("a", {
							href,
							"data-card-action": "details",
							className: "inline-flex min-h-11 flex-1 items-center justify-center rounded border border-blue-800 px-3 font-semibold text-blue-900",
							children: ["Ver detalles", /* @__PURE__ */ jsxs("span", {
								className: "sr-only",
								children: [
									" ",
									"de ",
									clinic.name
								]
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
var EmptyResults = lazy(() => import("./assets/empty-results-dYp9ONOz.js"));
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
			children: "Cargando clínicas…"
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
			children: "No se encontraron clínicas"
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
					children: clinics.length === 1 ? "1 clínica encontrada" : `${clinics.length} clínicas encontradas`
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "sort-order",
					className: "sr-only",
					children: "Ordenar clínicas"
				}), /* @__PURE__ */ jsxs("select", {
					id: "sort-order",
					value: sort,
					onChange: (e) => onSortChange(e.target.value),
					className: "h-11 rounded border border-slate-400 bg-white px-2 text-base",
					children: [
						/* @__PURE__ */ jsx("option", {
							value: "distance",
							children: "Ordenar por distancia"
						}),
						/* @__PURE__ */ jsx("option", {
							value: "rating",
							children: "Ordenar por calificación"
						}),
						/* @__PURE__ */ jsx("option", {
							value: "wait",
							disabled: true,
							children: "Ordenar por tiempo de espera"
						})
					]
				})] })]
			}),
			sort === "distance" && !hasLocation ? /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-slate-700",
				children: "Escriba una ubicación para ordenar por distancia; mientras tanto, las clínicas se ordenan por calificación."
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
					"Ver las ",
					clinics.length,
					" ",
					"clínicas por ciudad"
				]
			}) : null,
			clinics.length > shown.length && !drawing ? /* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => setLimit((l) => l + 50),
				className: "mt-4 inline-flex min-h-11 w-full items-center justify-center rounded border border-blue-800 font-semibold text-blue-900",
				children: "Mostrar más clínicas"
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
				children: "Atención de urgencia por ciudad"
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-slate-700",
				children: [
					"Encuentre clínicas de atención de urgencia en ",
					cities.length,
					" ",
					"ciudades de Kentucky..."
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
						children: c.count === 1 ? "1 clínica" : `${c.count} clínicas`
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
			children: "Borrar la búsqueda y mostrar todas las clínicas"
		})]
	});
}
// src/features/search/messages.ts
/** What the home search says when a place is not found or cannot be looked up. */
var SEARCH_MESSAGES = {
	notFound: "No se encontró la ubicación. Pruebe con otra dirección.",
	geocoderFailed: "No se pudo buscar la ubicación. Inténtelo de nuevo.",
	geolocationFailed: "No se pudo obtener su ubicación. Escriba una dirección.",
	loadFailed: "No pudimos cargar la lista de clínicas. Inténtelo de nuevo."
};
var CURRENT_LOCATION_LABEL = "Ubicación actual";
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
	geocoder ??= import("./assets/geocode-DLIXnkmz.js").then(({ geocode, sessionGeocoder }) => sessionGeocoder((text, signal) => geocode(text, {
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
var VIEWS = ["Lista", "Mapa"];
/**
* The 'List' / 'Map' switch above the results: two toggle buttons
* (aria-pressed), one of them pressed. The view is a prop, so whatever owns
* the search state (later, the URL) decides it.
*/
function ViewSwitch({ view, onViewChange }) {
	return /* @__PURE__ */ jsx("div", {
		role: "group",
		"aria-label": "Mostrar resultados como",
		className: "inline-flex rounded border border-blue-800",
		children: VIEWS.map((label) => {
			const value = label === VIEWS[0] ? "list" : "map";
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
var ClinicMap = lazy(() => import("./assets/clinic-map-CVzExAob.js").then((m) => ({ default: m.ClinicMap }), () => ({ default: () => /* @__PURE__ */ jsx("p", {
	role: "alert",
	children: "No se pudo cargar el mapa. La lista sigue funcionando."
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
		children: [/* @__PURE__ */ jsx("h2", {
			className: "text-xl font-bold",
			children: n === 1 ? "1 clínica encontrada" : `${n} clínicas encontradas`
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
var searchLink = () => import("./assets/search-link-Ke22z5Vn.js");
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
	description: "Encuentre centros de atención de urgencia pediátrica y clínicas sin cita en el oeste de Kentucky que están abiertos ahora, con horarios, indicaciones para llegar y números de teléfono.",
	keywords: "atención de urgencia pediátrica, clínica sin cita, oeste de Kentucky, abierto ahora, urgencias para niños",
	path: "/es/",
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
				children: s.search.isLoading ? "Buscando..." : s.search.error ? s.search.error : s.soonest ? "Ninguna clínica cerca de usted está abierta ahora" : count === 1 ? "1 clínica encontrada" : `${count} clínicas encontradas`
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
					"aria-label": "Filtros de búsqueda",
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
					"aria-label": "Resultados de clínicas",
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
			lazy: () => import("./assets/town-DUxYW9hc.js").then((m) => ({
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
			lazy: () => import("./assets/clinic-BjGNSXPK.js").then((m) => ({
				Component: m.ClinicPage,
				loader: m.clinicLoader,
				handle: { head: m.clinicHead }
			}))
		},
		{
			id: "blog",
			path: strip(paths.blog.path),
			lazy: () => import("./assets/blog-CXvz9K6z.js").then((m) => ({
				Component: m.BlogIndexPage,
				handle: { head: m.blogHead }
			}))
		},
		{
			id: "article",
			path: strip(paths.article.path),
			lazy: () => import("./assets/blog-CXvz9K6z.js").then((m) => ({
				Component: m.BlogArticlePage,
				loader: m.articleLoader,
				handle: { head: m.articleHead }
			}))
		},
		{
			id: "privacy",
			path: strip(paths.privacy.path),
			lazy: () => import("./assets/legal-CquuWWkl.js").then((m) => ({
				Component: m.PrivacyPage,
				handle: { head: m.privacyHead }
			}))
		},
		{
			id: "terms",
			path: strip(paths.terms.path),
			lazy: () => import("./assets/legal-CquuWWkl.js").then((m) => ({
				Component: m.TermsPage,
				handle: { head: m.termsHead }
			}))
		},
		{
			id: "sitemap",
			path: strip(paths.sitemap.path),
			lazy: () => import("./assets/site-maps-B76_MoeH.js").then((m) => ({
				Component: m.HtmlSitemapPage,
				loader: m.htmlSitemapLoader,
				handle: { head: m.htmlSitemapHead }
			}))
		},
		{
			id: "sitemap-xml",
			path: strip(paths.sitemapXml.path),
			lazy: () => import("./assets/site-maps-B76_MoeH.js").then((m) => ({
				Component: m.SitemapXmlPage,
				loader: m.sitemapXmlLoader,
				handle: { head: () => ({
					title: "Mapa del sitio en XML",
					description: "Mapa del sitio en XML.",
					noindex: true
				}) }
			}))
		},
		{
			id: "robots",
			path: strip(paths.robots.path),
			lazy: () => import("./assets/site-maps-B76_MoeH.js").then((m) => ({
				Component: m.RobotsTxtPage,
				handle: { head: () => ({
					title: "robots.txt",
					description: "Archivo robots.",
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
			page("home", href.home, "Inicio"),
			...towns,
			...clinics,
			page("blog", href.blog, "Blog"),
			...input.articles.map((a) => page("article", href.article(a.slug), a.title)),
			page("legal", href.privacy, "Privacidad"),
			page("legal", href.terms, "Términos"),
			page("site-map", href.siteMap, "Mapa del sitio", false)
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
* The three static articles in Spanish: the Spanish build loads this file in
* place of ./articles.ts (src/prerender/language/README.md). Same slugs, ids,
* dates, images, categories (the category values are the English ones, shown
* through the catalogue) and markup as the English; every number, temperature,
* age and phone number as in the English (tests/unit/i18n/content-es.test.ts).
*/
var DISCLAIMER = `**Este artículo es solo para información general y no es un consejo médico.** No reemplaza los consejos del médico de su hijo, que conoce su historial de salud. Si le preocupa su hijo, llame a su pediatra o a una línea de consulta de enfermería.

**Si su hijo tiene una emergencia médica, llame al 911 de inmediato.**`;
var URGENT_CARE_VS_ER = `Es tarde por la noche, el consultorio de su pediatra está cerrado y su hijo está enfermo o lastimado. Usted tiene que decidir adónde ir, rápido y con calma. Esta guía explica las tres opciones principales para las familias del oeste de Kentucky, las señales de alarma que indican que debe ir a la sala de emergencias y los problemas comunes que un centro de atención de urgencia atiende bien.

**Si cree que la vida de su hijo está en peligro, deje de leer y llame al 911 ahora.**

## Sus tres opciones principales

**Su pediatra:**
El médico de su hijo es la mejor primera llamada para la mayoría de las enfermedades. Conoce el historial de su hijo, sus vacunas y sus medicinas. Muchos consultorios reservan cada mañana citas para el mismo día para niños enfermos, y casi todos tienen una línea telefónica fuera del horario de consulta que lo comunica con una enfermera o un médico, quien le puede decir si su hijo necesita que lo vean esta noche.

**Un centro de atención de urgencia:**
Los centros de atención de urgencia tratan enfermedades y lesiones que necesitan atención hoy, pero que no ponen en peligro la vida. La mayoría atiende sin cita, muchos abren por la noche y los fines de semana, y muchos pueden tomar radiografías y hacer pruebas comunes en el mismo lugar. Una visita suele costar mucho menos que en la sala de emergencias.

**La sala de emergencias:**
El departamento de emergencias de un hospital está abierto las 24 horas del día y tiene los especialistas, los estudios de imagen y el equipo para tratar problemas graves y que ponen en peligro la vida. En la sala de emergencias atienden primero a los pacientes más graves, así que un niño con un problema menor puede esperar mucho tiempo.

## Llame al 911 si ve estas señales

Llame al 911, en lugar de llevarlo usted en auto, si su hijo:

- Tiene mucha dificultad para respirar: la piel entre las costillas se hunde con cada respiración, hace un quejido al respirar, o no puede hablar ni llorar
- Tiene los labios, la lengua o la piel de color azul o gris
- Está inconsciente, flácido (sin fuerza) o es muy difícil despertarlo
- Tiene una convulsión que dura más de 5 minutos, o le cuesta respirar después de una convulsión
- Tiene una reacción alérgica grave, como hinchazón de los labios o la lengua, dificultad para respirar o vómitos repetidos después de comer algo o de una picadura (si su hijo tiene un autoinyector de epinefrina, úselo y luego llame al 911)
- Sangra mucho y el sangrado no para después de 10 minutos de presión firme
- Se lastimó gravemente en un choque de auto, en una caída desde una altura o con un arma de fuego

El personal de la ambulancia puede empezar el tratamiento en el camino, y sabe qué hospital es el mejor para el problema de su hijo.

## Vaya a la sala de emergencias en estos casos

Estos problemas son graves, pero puede que no necesiten una ambulancia. Vaya directamente a la sala de emergencias más cercana si su hijo:

- Tiene **menos de 3 meses y una temperatura de 100.4 °F (38 °C) o más**, aunque parezca estar bien
- Se golpeó la cabeza y después se desmayó, vomitó varias veces, está confundido, tiene un sueño fuera de lo normal o un dolor de cabeza que empeora cada vez más
- Tiene un hueso que se ve doblado o fuera de lugar, o un hueso que sale a través de la piel
- Tiene una cortada profunda o muy abierta, una cortada en el párpado o una cortada con algo clavado adentro
- Tiene el cuello rígido con fiebre, o un sarpullido de manchas moradas o rojo oscuro que no se borran al presionarlas
- Tiene señales de deshidratación: no orina en 8 horas o más, no le salen lágrimas al llorar, tiene la boca muy seca o, en un bebé, la mollera hundida
- Tiene un dolor fuerte de barriga, sobre todo un dolor que empieza alrededor del ombligo y pasa a la parte baja del lado derecho
- Tiene un dolor fuerte y repentino en los testículos
- Puede haberse tragado una pila de botón o imanes (no espere a que aparezcan síntomas)

**Intoxicación:**
Si su hijo se tragó una medicina, un producto químico de la casa o una planta, y está despierto y respira con normalidad, llame a la línea de ayuda para intoxicaciones (Poison Help) al **1-800-222-1222**. Es gratis, atiende las 24 horas del día, y los expertos le dirán si su hijo necesita ir a la sala de emergencias. Si su hijo está inconsciente, tiene una convulsión o tiene mucha dificultad para respirar, llame al 911.

## Cuándo conviene la atención de urgencia

La atención de urgencia es una buena opción cuando su hijo necesita que lo vean hoy, el problema no pone en peligro su vida y su pediatra no puede atenderlo. Ejemplos comunes:

- Fiebre en un niño de más de 3 meses que toma líquidos, orina y está alerta entre las dosis de medicina para la fiebre
- Dolor de oído, dolor de garganta, o tos y síntomas de resfriado que no mejoran
- Conjuntivitis (ojo rojo) o un orzuelo
- Síntomas leves de asma que mejoran con el inhalador de siempre de su hijo
- Vómitos o diarrea sin señales de deshidratación
- Sarpullidos, picaduras de insectos, hiedra venenosa y reacciones alérgicas leves sin dificultad para respirar
- Cortadas pequeñas que pueden necesitar puntos o pegamento para la piel, y astillas
- Torceduras, y posibles fracturas simples en las que el brazo o la pierna se ve derecho
- Quemaduras pequeñas que no estén en la cara, las manos, los pies ni la ingle
- Dolor o ardor al orinar

**Consejo:**
No todos los centros de atención de urgencia atienden a bebés y niños pequeños. Llame antes para confirmar que el centro atiende a niños de la edad de su hijo, que está abierto y si puede tomar una radiografía, si cree que su hijo puede tener un hueso roto.

## Cuándo empezar con su pediatra

Algunos problemas los atiende mejor el médico que conoce a su hijo:

- Enfermedades de larga duración, como asma, eccema o TDAH, y la renovación de recetas
- Una fiebre que ya dura unos días en un niño que, por lo demás, parece estar bien
- El seguimiento después de una visita a atención de urgencia o a la sala de emergencias
- Preguntas sobre el comportamiento, el sueño, la alimentación y el crecimiento
- Vacunas y chequeos de rutina

Si su hijo tiene una enfermedad crónica, como anemia de células falciformes, una enfermedad del corazón o un sistema inmunitario débil, llame primero a su médico o especialista cada vez que se enferme. La fiebre puede ser más grave para estos niños, y su médico puede querer que lo atiendan en un hospital en particular.

## Cómo recibir atención en el oeste de Kentucky

El oeste de Kentucky es una mezcla de ciudades pequeñas y condados rurales, y la clínica o el hospital más cercano puede quedar lejos en auto. Algunas cosas ayudan:

- **Sepa cuál es su sala de emergencias más cercana** antes de necesitarla, y cuánto tarda en llegar, de día y de noche.
- **Revise el horario.** El horario de los centros de atención de urgencia varía, y muchos cierran por la noche. Este directorio muestra si cada clínica está abierta en este momento, pero el horario puede cambiar en días festivos y con mal tiempo, así que llame antes de salir.
- **Tenga en cuenta la zona horaria.** Casi todo el oeste de Kentucky usa la hora del Centro (Central Time), mientras que Louisville y Lexington usan la hora del Este (Eastern Time). El horario de cada clínica aparece en la hora local de la clínica.
- **Guarde en su teléfono los números** de la línea fuera de horario de su pediatra, de dos centros de atención de urgencia cercanos y de la línea de ayuda para intoxicaciones (Poison Help).
- **Pregunte por la telemedicina.** Muchos sistemas de salud y planes de seguro ofrecen consultas por video para enfermedades menores, como conjuntivitis o un sarpullido, y así puede evitar un viaje largo de noche.

## Cómo decidir en el momento

Cuando está cansado y preocupado, ayuda hacerse unas preguntas cortas:

- ¿Mi hijo respira con normalidad, está despierto y me responde? Si no, llame al 911.
- ¿Esto podría causar un daño duradero si espera hasta mañana? Si la respuesta es sí, vaya ahora a la sala de emergencias o a atención de urgencia, según las señales de arriba.
- ¿La línea fuera de horario de mi pediatra me podría ayudar a decidir? Si no está seguro, llame.
- ¿Mi hijo está empeorando rápido? Si es así, no espere.

Confíe en su instinto. Nadie conoce a su hijo mejor que usted. Si a usted le parece que su hijo está muy enfermo, siempre es razonable buscar atención, y nadie en un centro de atención de urgencia ni en una sala de emergencias pensará mal de usted por haber venido.

## Qué llevar

Ya sea que vaya a atención de urgencia o a la sala de emergencias, algunas cosas hacen que la visita sea más rápida y más segura:

- La tarjeta del seguro de su hijo, o su tarjeta de Medicaid o KCHIP, y su identificación con foto
- Una lista de las medicinas y dosis de su hijo, sus alergias y sus vacunas
- Una nota de cuándo empezaron los síntomas, la temperatura más alta que midió, y cualquier medicina que le dio y a qué hora
- El nombre y el número de teléfono de su farmacia
- Un cargador de teléfono, algo de tomar y algo que consuele a su hijo, como su cobija o su libro favorito

Si cree que su hijo puede necesitar cirugía o puntos, por ejemplo después de una caída fuerte, no le dé nada de comer ni de beber hasta que lo vea un médico.

## Después de la visita

Antes de irse, asegúrese de entender el diagnóstico, cualquier medicina y cómo dársela, y las señales de alarma que indican que debe volver o ir a la sala de emergencias. Pida a la clínica que le envíe un resumen a su pediatra, y haga una cita de seguimiento si se lo indicaron. Si su hijo empeora en casa, no espere a la cita de seguimiento: busque atención otra vez.

## Haga un plan hoy

Un plan hecho en una tarde tranquila es más fácil de seguir a las dos de la mañana. Anote el número fuera de horario de su pediatra, los centros de atención de urgencia cerca de usted y su horario de siempre, y la sala de emergencias más cercana. Tenga en su teléfono una lista al día de las medicinas, las alergias y las vacunas de su hijo, y guarde la tarjeta del seguro donde pueda encontrarla rápido.

${DISCLAIMER}`;
var FEVER = `La fiebre es una de las razones más comunes por las que los padres llaman al médico, y una de las que más preocupan, sobre todo de noche. La buena noticia es que la mayoría de las fiebres en los niños se deben a infecciones comunes causadas por virus y se quitan solas. La fiebre no es una enfermedad en sí misma. Es una señal de que el cuerpo está combatiendo una infección, y hasta puede ayudar al sistema inmunitario a hacer su trabajo.

Cómo se ve y cómo se comporta su hijo suele decirle más que el número del termómetro. Esta guía explica qué se considera fiebre, cómo medirla, cómo ayudar a que su hijo esté cómodo y las señales que indican que su hijo necesita que lo vea un médico.

## Qué se considera fiebre

En los niños, la fiebre es una temperatura de **100.4 °F (38 °C) o más**. La temperatura del cuerpo cambia durante el día y sube un poco con la actividad, la ropa abrigada o un baño caliente, así que una temperatura de 99 °F en un niño activo es normal.

## Cómo tomarle la temperatura a su hijo

Use un termómetro digital. No use un termómetro de vidrio con mercurio, porque se puede romper.

**Bebés menores de 3 meses:**
La temperatura rectal es la más confiable. Ponga un poco de vaselina en la punta del termómetro e introdúzcalo con cuidado entre media pulgada y una pulgada.

**De 3 meses a 3 años:**
Funciona bien un termómetro rectal, uno de frente (de arteria temporal) o, a partir de los 6 meses, uno de oído.

**De 4 años en adelante:**
La mayoría de los niños puede sostener un termómetro digital debajo de la lengua con la boca cerrada. Espere 15 minutos después de una bebida caliente o fría.

La temperatura tomada en la axila es la menos exacta. Si sale alta o baja en la axila, compruébela de otra forma. Al tocar la frente de su hijo puede notar que está caliente, pero no saber qué tan alta es la temperatura.

## Busque atención de inmediato

**Toda fiebre de 100.4 °F (38 °C) o más en un bebé menor de 3 meses necesita un médico de inmediato, aunque el bebé parezca estar bien.** Llame enseguida a su pediatra o vaya a la sala de emergencias. Los bebés pequeños pueden tener infecciones graves con pocas señales más, y hay que revisarlos rápido.

Vaya a la sala de emergencias, o llame al 911, si su hijo, de cualquier edad, tiene fiebre y además:

- Tiene mucha dificultad para respirar, o tiene los labios azules o grises
- Es muy difícil despertarlo, está confundido, está flácido (sin fuerza) o no le responde
- Tiene el cuello rígido o un dolor de cabeza fuerte
- Tiene un sarpullido de manchas moradas o rojo oscuro que no se borran al presionarlas
- Tiene una convulsión
- Llora y no se puede consolar, o llora cuando usted lo mueve
- Tiene señales de deshidratación: no orina en 8 horas o más, no le salen lágrimas, tiene la boca seca o, en un bebé, la mollera hundida
- Tiene anemia de células falciformes o un sistema inmunitario débil, o recibe tratamiento contra el cáncer

## Llame a su pediatra o vaya a atención de urgencia

Llame al médico de su hijo, o vaya a un centro de atención de urgencia que atienda a niños, si:

- Su bebé tiene de 3 a 6 meses y tiene fiebre
- La temperatura sube a más de 104 °F (40 °C) más de una vez, a cualquier edad
- Un niño menor de 2 años tiene fiebre desde hace más de 24 horas, o un niño de 2 años o más tiene fiebre desde hace más de 3 días
- Su hijo tiene dolor de oído, dolor de garganta, dolor al orinar o un sarpullido nuevo
- La fiebre se quitó por un día o más y luego volvió
- Su hijo no está tomando bien los líquidos o parece estar empeorando
- A usted le preocupa, por cualquier motivo

## Cómo ayudar a que su hijo esté cómodo

El objetivo de tratar la fiebre es que su hijo se sienta mejor, no bajar el número hasta lo normal. Un niño que juega y toma líquidos con una fiebre de 102 °F puede no necesitar ninguna medicina.

- **Ofrézcale líquidos a menudo:** agua, leche materna o fórmula para los bebés, y un suero oral (solución de rehidratación oral) si su hijo también vomita o tiene diarrea. Es más fácil retener sorbos pequeños y frecuentes.
- **Vista a su hijo con ropa ligera** y use una cobija delgada. Abrigar demasiado a un niño con fiebre puede hacer que la temperatura suba más.
- **Deje que su hijo descanse,** pero no tiene que quedarse en la cama.
- **Mantenga el cuarto fresco y agradable,** no frío.

No use baños fríos, hielo ni alcohol para frotar. Hacen que los niños tiemblen y se sientan peor, y el alcohol se puede absorber por la piel.

## Medicina para la fiebre, usada con seguridad

El acetaminofén y el ibuprofeno pueden ayudar a que un niño con fiebre se sienta más cómodo. Siga estas reglas:

- **No le dé ninguna medicina a un bebé menor de 3 meses** antes de hablar con un médico.
- **El ibuprofeno es solo para bebés de 6 meses o más.**
- **Calcule la dosis según el peso, no según la edad,** cuando pueda, y use la jeringa o el vasito que viene con la medicina, nunca una cuchara de cocina. Revise la concentración en la etiqueta, porque los productos para niños y para bebés pueden ser diferentes.
- **Nunca les dé aspirina a niños ni a adolescentes.** Se ha relacionado con el síndrome de Reye, una enfermedad rara pero grave.
- **Revise las etiquetas de los productos para el resfriado y la gripe,** que pueden contener ya acetaminofén o ibuprofeno. No les dé a niños pequeños medicinas de venta libre para la tos y el resfriado, a menos que su médico se lo indique.
- No hace falta despertar a un niño dormido para darle medicina para la fiebre.

Si no está seguro de una dosis, llame a su pediatra o a su farmacéutico.

## Convulsiones por fiebre

Algunos niños pequeños, por lo general de entre unos 6 meses y 5 años, tienen una convulsión cuando tienen fiebre. Una convulsión por fiebre (convulsión febril) da mucho miedo, pero la mayoría se detiene en uno o dos minutos y no causa daño duradero.

Si pasa, mantenga la calma. Acueste a su hijo de lado en el piso, lejos de cualquier cosa dura o filosa. No le ponga nada en la boca y no trate de sujetarlo para que no se mueva. Fíjese en la hora. **Llame al 911 si la convulsión dura más de 5 minutos, si su hijo tiene dificultad para respirar o si no se despierta después.** Después de una primera convulsión por fiebre, un médico siempre debe revisar a su hijo, aunque parezca estar bien.

## Esté atento a la deshidratación

Los niños con fiebre pierden más líquido, sobre todo si también vomitan o tienen diarrea. Las señales de deshidratación incluyen orinar mucho menos de lo normal, tener la boca seca o pegajosa, no tener lágrimas al llorar, tener los ojos hundidos, y estar más dormido o más irritable de lo normal. Siga ofreciéndole pequeñas cantidades de líquido a menudo, y busque atención si aparecen estas señales o si su hijo no retiene nada.

## Fiebre después de las vacunas

Una fiebre baja durante uno o dos días después de una vacuna es común y es una señal de que el cuerpo está creando protección. Por lo general mejora con las medidas para su comodidad que se explican arriba. Llame a su pediatra si la fiebre es de 104 °F (40 °C) o más, si dura más de 2 días después de la vacuna, o si su hijo parece estar muy mal. La regla para los bebés pequeños sigue valiendo: toda fiebre de 100.4 °F o más en un bebé menor de 3 meses necesita un médico de inmediato.

## Mitos comunes sobre la fiebre

- **Mito: la fiebre alta causa daño cerebral.** La fiebre causada por infecciones no causa daño cerebral. El exceso de calor por el ambiente, como en un niño que se queda en un auto caliente, es distinto y siempre es una emergencia.
- **Mito: la salida de los dientes causa fiebre alta.** La salida de los dientes no causa una fiebre de 100.4 °F o más. Busque otra causa.
- **Mito: cuanto más alta la fiebre, más grave la enfermedad.** Cómo se comporta su hijo importa más que el número exacto.

## La fiebre a lo largo del año en el oeste de Kentucky

La fiebre es más común desde el otoño hasta la primavera, cuando la gripe, el RSV (virus respiratorio sincitial), los resfriados y los virus del estómago se contagian en las escuelas y las guarderías. Los CDC recomiendan la vacuna contra la gripe cada año para todas las personas de 6 meses o más, y es la mejor forma de proteger a su hijo contra la gripe. Lavarse las manos y dejar en casa a los niños enfermos también ayuda. En verano, las enfermedades por calor son un riesgo real: nunca deje a un niño solo en un auto, ni siquiera por un minuto.

${DISCLAIMER}`;
var COSTS = `Cuando su hijo necesita atención rápido, el costo nunca debería impedirle buscar ayuda. Pero saber más o menos cuánto costará una visita, y cómo funciona su seguro, puede ahorrarle dinero y estrés después. Esta guía explica los costos típicos de la atención de urgencia, cómo se comparan con la sala de emergencias, cómo funcionan los seguros y los programas públicos de Kentucky, y qué preguntar antes de que atiendan a su hijo.

Las cifras de abajo son rangos típicos, no presupuestos. Los precios cambian de una clínica a otra y de un plan a otro, así que siempre consulte con la clínica y con su aseguradora.

## En resumen

- **Copago de atención de urgencia con seguro:** a menudo $25–75
- **Visita de atención de urgencia sin seguro:** a menudo $100–200 por una visita básica
- **Radiografía:** a menudo $50–150
- **Análisis de laboratorio:** a menudo $20–100
- **Copago de la sala de emergencias:** a menudo $150 o más, y la cuenta total suele ser mucho más alta que en atención de urgencia por el mismo problema menor

Para una enfermedad o lesión menor, la atención de urgencia suele costar una pequeña parte de lo que cuesta la sala de emergencias. En una verdadera emergencia, vaya a la sala de emergencias o llame al 911 sin preocuparse por el costo. La ley federal obliga a los departamentos de emergencias de los hospitales a examinar y estabilizar a cualquier persona con una emergencia, pueda pagar o no.

## Las palabras de su seguro, explicadas

Los planes de salud usan unos pocos términos que deciden cuánto paga usted. Su tarjeta del seguro y el resumen de beneficios de su plan indican las cantidades de su plan.

**Prima:**
Lo que usted o su empleador paga cada mes para mantener el plan. No cuenta para lo que usted paga por las visitas.

**Copago:**
Una cantidad fija que usted paga por un tipo de visita, por ejemplo $40 por atención de urgencia. Muchos planes indican en la tarjeta del seguro copagos distintos para atención primaria, atención de urgencia y la sala de emergencias.

**Deducible:**
Lo que usted paga cada año por la atención cubierta antes de que el plan empiece a compartir el costo. Si su plan tiene un deducible alto, puede que pague el precio completo que la clínica negoció por la visita y las pruebas hasta que alcance el deducible.

**Coseguro:**
Después del deducible, la parte del costo que le toca a usted, en porcentaje, por ejemplo el 20%.

**Máximo de gastos de bolsillo:**
Lo máximo que usted pagará en un año por la atención cubierta dentro de la red. Cuando llega a esa cantidad, el plan paga el resto.

**Dentro de la red y fuera de la red:**
Las clínicas que tienen contrato con su plan están dentro de la red, y allí usted paga menos. Una clínica fuera de la red puede costar mucho más, o puede no estar cubierta, salvo en una emergencia.

## Cuánto suele costar una visita de atención de urgencia

**Con seguro:**
Muchos planes cobran un copago de unos $25–75 por una visita de atención de urgencia. Las pruebas, como una radiografía o análisis de laboratorio, pueden estar cubiertas por el copago o cobrarse aparte y contar para su deducible, según el plan. Si tiene un plan con deducible alto y todavía no lo ha alcanzado, cuente con pagar la tarifa negociada de la clínica por toda la visita.

**Sin seguro:**
Una visita básica por algo como una infección de oído o dolor de garganta suele costar unos $100–200. Muchas clínicas publican precios para quienes pagan por su cuenta u ofrecen un descuento si paga en el momento de la visita, así que vale la pena preguntar.

**Pruebas y tratamientos:**
Los servicios adicionales aumentan la cuenta. Una radiografía suele costar unos $50–150, y los análisis de laboratorio, como una prueba rápida de estreptococo, de gripe o de orina, unos $20–100. Los puntos, las férulas, los tratamientos para respirar y las medicinas que le den en la clínica pueden tener cada uno su propio cargo.

## Atención de urgencia o sala de emergencias: la diferencia de costo

Las salas de emergencias están hechas, y tienen personal, para atender problemas que ponen en peligro la vida las 24 horas del día, y sus precios lo reflejan. Un copago de la sala de emergencias suele empezar en $150, y sin seguro, una visita por un problema menor puede costar muchas veces más que la misma atención en un centro de atención de urgencia. Algunos planes no cobran el copago de la sala de emergencias si internan a su hijo en el hospital.

Esto no quiere decir que deba evitar la sala de emergencias para ahorrar dinero. La dificultad para respirar, una lesión grave, una convulsión, un niño al que es difícil despertar, o cualquier fiebre de 100.4 °F o más en un bebé menor de 3 meses necesitan atención de emergencia. Para problemas comunes como dolor de oído, una torcedura leve o un sarpullido, la atención de urgencia o su pediatra suelen ser la opción más económica.

## Medicaid de Kentucky y KCHIP

Medicaid de Kentucky y el Programa de Seguro Médico para Niños de Kentucky (KCHIP) ofrecen cobertura médica gratis o de bajo costo para los niños de familias que califican. La cobertura incluye visitas al médico, atención de urgencia, atención de emergencia, medicinas recetadas, vacunas, y atención dental y de la vista. Los niños cubiertos por estos programas por lo general pagan poco o nada por la atención cubierta.

La mayoría de los miembros de Medicaid de Kentucky están inscritos en un plan de atención administrada (managed care), y cada plan tiene su propia red. Antes de una visita de atención de urgencia, confirme que la clínica acepta el plan de su hijo; el número de servicios para miembros que aparece en el reverso de la tarjeta se lo puede decir, y muchos planes también tienen una línea de enfermería gratis las 24 horas.

Puede solicitar Medicaid y KCHIP en cualquier momento del año a través de kynect, el sitio web de cobertura médica de Kentucky, o por teléfono. Si sus ingresos cambiaron hace poco, vale la pena volver a revisar, porque muchas familias que trabajan califican.

## Planes privados y del mercado de seguros

Si tiene seguro a través de un empleador o de los planes del mercado de seguros de kynect, averigüe tres cosas antes de necesitar atención: su copago de atención de urgencia, su copago de la sala de emergencias y su deducible. Muchos planes también cubren consultas por video con un médico con un copago bajo o sin copago, lo que puede ser un buen primer paso para problemas menores como conjuntivitis, un sarpullido o un resfriado.

La mayoría de las aseguradoras tienen un sitio web o una aplicación para buscar centros de atención de urgencia dentro de la red cerca de usted. Búsquelos en un día tranquilo y guarde dos o tres clínicas en su teléfono, junto con la línea de enfermería del plan, si tiene una. Algunos planes, sobre todo los HMO, le piden usar una red de atención de urgencia en particular o llamar antes de ir, y algunos cobran menos en las clínicas que prefieren. Una llamada de dos minutos al número de servicios para miembros que aparece en el reverso de su tarjeta le puede decir exactamente cuánto pagará, y es mucho más fácil hacerla antes de necesitar atención que a las nueve de la noche con un niño enfermo.

**Cuentas de ahorro para la salud y de gastos flexibles:**
Si tiene una cuenta de ahorro para la salud (HSA) o una cuenta de gastos flexibles (FSA), puede usarla para pagar con dinero antes de impuestos las cuentas de atención de urgencia y de la sala de emergencias, los copagos y las medicinas recetadas.

## Si no tiene seguro

Todavía tiene opciones:

- **Pregunte el precio para pago por cuenta propia antes de la visita.** Pregunte cuánto cuesta la visita y cuánto sumarían las pruebas comunes, como una prueba de estreptococo o una radiografía.
- **Pida un estimado de buena fe (Good Faith Estimate).** Según la ley federal No Surprises Act, las personas sin seguro o que pagan por su cuenta tienen derecho a un estimado de los cargos esperados por la atención programada, y pueden pedirlo por adelantado. Si la cuenta final es mucho más alta que el estimado, es posible que pueda disputarla.
- **Busque un centro de salud comunitario.** Los centros de salud calificados a nivel federal que hay en todo Kentucky atienden a pacientes tengan o no seguro, y cobran según una escala basada en los ingresos.
- **Pregunte por planes de pago y ayuda financiera.** Los hospitales y muchas clínicas ofrecen planes de pago, y los hospitales sin fines de lucro deben tener una política de ayuda financiera.
- **Solicite cobertura.** Una visita es un buen momento para solicitar Medicaid o KCHIP; alguna cobertura puede empezar pronto.

## Dos ejemplos

Estos ejemplos usan los rangos típicos de arriba. Su plan y su clínica pueden ser diferentes.

**Ejemplo con seguro:**
Su plan tiene un copago de $50 para atención de urgencia y un copago de $250 para la sala de emergencias, y las radiografías cuentan para su deducible. Su hijo de 6 años se lastima la muñeca en la práctica de fútbol un sábado. En el centro de atención de urgencia, el médico le examina la muñeca y le toma una radiografía, que muestra una torcedura. Usted podría pagar el copago de $50 más la tarifa de su plan por la radiografía, quizás $50–150 si todavía no ha alcanzado su deducible. La misma visita en la sala de emergencias empezaría con el copago de $250, antes de cualquier estudio de imagen.

**Ejemplo sin seguro:**
Su hijo de 9 años tiene dolor de garganta y fiebre. Una visita de atención de urgencia pagada por su cuenta podría costar unos $100–200, y una prueba rápida de estreptococo unos $20–100 más. Preguntar el precio antes de la visita, y si la clínica ofrece un descuento por pagar el mismo día, puede hacer una gran diferencia en el total.

## Las medicinas recetadas después de la visita

Las medicinas pueden ser una gran parte del costo de enfermarse. Pregunte al médico si una medicina genérica puede servir, porque las genéricas suelen costar mucho menos. El precio de la misma receta puede variar mucho de una farmacia a otra, así que vale la pena llamar a dos o comparar precios en internet. Medicaid de Kentucky y KCHIP cubren las medicinas recetadas de los niños inscritos, y muchos planes privados tienen copagos más bajos para las medicinas genéricas. Si su hijo necesita una medicina que usted no puede pagar, dígaselo al médico o al farmacéutico; muchas veces hay una opción más barata que funciona igual de bien.

## Guarde bien sus papeles

Guarde juntos los recibos, las cuentas y las Explicaciones de Beneficios de cada visita, en una carpeta o en su teléfono. Le sirven para llevar la cuenta de su deducible, revisar si las cuentas tienen errores, pedir que le devuelvan dinero de una cuenta de ahorro para la salud o de gastos flexibles, y responder preguntas si su aseguradora rechaza un reclamo. Si le rechazan un reclamo, usted tiene derecho a preguntarle a su aseguradora por qué y a apelar la decisión.

## Cómo evitar cuentas sorpresa

La ley federal No Surprises Act lo protege de la mayoría de las cuentas sorpresa de proveedores fuera de la red por atención de emergencia. Si su hijo recibe atención de emergencia en un hospital fuera de la red, por lo general usted paga solo lo que pagaría dentro de la red. Esa ley también lo protege, en muchos servicios, de cuentas sorpresa de médicos fuera de la red que trabajan en hospitales dentro de la red.

Para la atención de urgencia, la mejor protección es confirmar antes de la visita que la clínica está dentro de la red de su plan.

## Preguntas para hacer antes de que atiendan a su hijo

- ¿Atienden a niños de la edad de mi hijo?
- ¿Están dentro de la red del plan de seguro de mi hijo, o aceptan Medicaid o KCHIP?
- ¿Cuánto costará la visita con mi plan, o cuál es el precio si pago por mi cuenta?
- ¿Pueden hacer radiografías y análisis de laboratorio aquí, y cuánto cuestan por lo general?
- ¿Cobran aparte los puntos, las férulas o las medicinas que den en la clínica?
- ¿Ofrecen planes de pago?

## Cómo leer la cuenta

Después de una visita, su aseguradora por lo general le enviará una Explicación de Beneficios (EOB). **Una EOB no es una cuenta.** Muestra lo que cobró la clínica, lo que pagó su plan y lo que usted podría deber. Espere la cuenta de la clínica y compare las dos. Si algo no coincide, o ve un servicio que no reconoce, pida a la clínica una cuenta detallada y llame a la oficina de facturación. Los errores en las cuentas son comunes y por lo general se corrigen con una llamada.

## Formas de gastar menos sin retrasar la atención

- Llame primero a su pediatra cuando pueda. Muchos consultorios tienen citas para el mismo día para niños enfermos y una línea de enfermería gratis fuera del horario de consulta.
- Para problemas menores, elija un centro de atención de urgencia dentro de la red en lugar de la sala de emergencias.
- Pregunte si hay una medicina genérica, y compare los precios de las farmacias para las recetas.
- Mantenga al día las vacunas de su hijo; prevenir una enfermedad es la atención más barata de todas.

Nunca retrase la atención de emergencia por el costo. La seguridad de su hijo es lo primero, y hay programas y protecciones que le pueden ayudar a pagar la cuenta después.

${DISCLAIMER}`;
var BLOG_ARTICLES = [
	{
		id: 1,
		slug: "urgent-care-vs-emergency-room-for-kids",
		title: "Atención de urgencia o sala de emergencias: adónde llevar a su hijo",
		excerpt: "Cómo decidir, rápido y con calma, si su hijo necesita un centro de atención de urgencia, la sala de emergencias o una llamada al 911, con las señales de alarma que debe conocer y consejos para las familias del oeste de Kentucky.",
		content: URGENT_CARE_VS_ER,
		author: "Equipo editorial del directorio",
		publishedDate: "2025-09-15",
		category: "Guía de atención de urgencia",
		tags: [
			"atención de urgencia",
			"sala de emergencias",
			"padres"
		],
		image: urgent_care_vs_er_default,
		metaTitle: "Atención de urgencia o sala de emergencias para niños: cómo elegir",
		metaDescription: "Una guía tranquila para los padres del oeste de Kentucky: cuándo elegir atención de urgencia, cuándo ir a la sala de emergencias y cuándo llamar al 911.",
		readTime: 8
	},
	{
		id: 2,
		slug: "fever-in-children-when-to-worry",
		title: "La fiebre en los niños: cuándo preocuparse y cuándo esperar",
		excerpt: "Qué se considera fiebre, cómo medirla, cómo ayudar a que su hijo esté cómodo y darle medicina para la fiebre con seguridad, y las señales que indican que es hora de buscar atención.",
		content: FEVER,
		author: "Equipo editorial del directorio",
		publishedDate: "2025-10-01",
		category: "Enfermedades comunes",
		tags: [
			"fiebre",
			"salud infantil",
			"padres"
		],
		image: fever_in_children_default,
		metaTitle: "La fiebre en los niños: cuándo preocuparse",
		metaDescription: "Qué se considera fiebre en los niños, cómo usar la medicina para la fiebre con seguridad y las señales que indican que su hijo necesita atención de urgencia o la sala de emergencias.",
		readTime: 7
	},
	{
		id: 3,
		slug: "urgent-care-costs-and-insurance-guide",
		title: "Costos de la atención de urgencia y seguros: una guía para las familias de Kentucky",
		excerpt: "Cuánto puede costar una visita de atención de urgencia con y sin seguro, cómo se compara con la sala de emergencias, cómo funcionan Medicaid y KCHIP, y qué preguntar antes de su visita.",
		content: COSTS,
		author: "Equipo editorial del directorio",
		publishedDate: "2025-10-10",
		category: "Seguros y costos",
		tags: [
			"seguro médico",
			"costos",
			"atención de urgencia"
		],
		image: insurance_and_costs_default,
		metaTitle: "Costos de la atención de urgencia y seguros para familias de Kentucky",
		metaDescription: "Costos típicos de la atención de urgencia con y sin seguro, comparados con la sala de emergencias, además de Medicaid de Kentucky, KCHIP y cómo evitar cuentas sorpresa.",
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
var DEFAULT_MAP_TILE_ATTRIBUTION = "© colaboradores de OpenStreetMap";
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
		attribution: attribution || "© colaboradores de OpenStreetMap",
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
			...input.alternates ? { alternates: input.alternates(p.path).map((a) => ({
				hreflang: a.hreflang,
				href: encode(a.href)
			})) } : {},
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
		`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`,
		`    <changefreq>${e.changefreq}</changefreq>`,
		`    <priority>${e.priority}</priority>`,
		...(e.alternates ?? []).map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`),
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
export { DirectoryUnavailable as A, VISITORS_REPORTED_CLOSED_TEXT as C, HOURS_FILTER_IDS as D, visitorsReportedClosed as E, failedLoad as F, HYDRATION_DATA_ID, loadFailureOf as I, CONTEXT as L, OUTAGE_MESSAGES as M, savedAt as N, SERVICE_FILTER_IDS as O, useContact as P, trimOrigin$1 as R, METHOD_WORDS as S, howAndWhen as T, ClinicPhoto as _, pagesWithoutData as a, formatRating as b, buildSummary, siteMapSections as c, nearestClinics as d, townCentre as f, SpecialHours as g, getRepository, ClinicCardList as h, headersFile, tileSettings as i, OutageNotice as j, loadGazetteer as k, emergencyOnlyTown as l, CURRENT_LOCATION_LABEL as m, buildSitemapXml as n, readSitePages as o, townEmergencyRooms as p, isoDate as r, render, revalidatePaths, robotsTxt, BLOG_ARTICLES as s, setRepository, sitePages, sitemapXml, buildRobotsTxt as t, emergencyRoomsInTown as u, shownClinicImage as v, confirmedDate as w, reviewCountText as x, HoursLine as y };
