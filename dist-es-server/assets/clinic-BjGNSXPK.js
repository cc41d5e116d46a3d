import { t as Link, u as useLoaderData } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { C as resolveTimeZone, E as zonedTime, P as WEEKDAYS, S as opensText, U as siteOrigin, V as config, c as isListed, d as clinicOpenStatus, f as directionsUrl, h as telHref, m as monthYear, n as OPEN_STATUS_LABELS, p as fullAddress, s as VERIFIED_FIELDS, t as OPEN_STATUS_CLASSES, u as clinicImageAlt } from "./shared-BbTtww70.js";
import { t as paths } from "./paths-CCIO7f15.js";
import { n as getRepository, t as nearestEmergencyDepartments } from "./nearest-CBySGLrG.js";
import { r as isUsablePoint } from "./distance--a-OO1jh.js";
import { EmergencyRooms } from "./emergency-rooms-Hfq26w-t.js";
import { A as DirectoryUnavailable, C as VISITORS_REPORTED_CLOSED_TEXT, E as visitorsReportedClosed, F as failedLoad, I as loadFailureOf, M as OUTAGE_MESSAGES, N as savedAt, P as useContact, S as METHOD_WORDS, T as howAndWhen, _ as ClinicPhoto, b as formatRating, g as SpecialHours, j as OutageNotice, v as shownClinicImage, w as confirmedDate, x as reviewCountText, y as HoursLine } from "../entry-server.js";
import { a as townSlug } from "./slug-C7md3Vgt.js";
import { t as useNow } from "./use-now-kaOBYcuS.js";
import { a as breadcrumbJsonLd, o as clinicJsonLd, t as BackLink } from "./content-B5NoM-UN.js";
import { f as Breadcrumb, m as jsonLdGraph, n as KENTUCKY_URGENT_CARE, p as crumbUrls, t as BROWSE_CITIES_HREF } from "./town-head-Be-GoSZr.js";
import { n as useLoadingSameRoute, t as LoadingMessage } from "./pending-G7BlssJp.js";
import { n as charCount, o as wellFormed, r as isValidEmail } from "./contact-kl3Im56-.js";
import { useId, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { Check, Clock, Flag, Globe, Loader2, MapPin, Navigation, PenLine, Phone, Star, TriangleAlert } from "lucide-react";
// src/features/clinic-detail/closed-clinic.tsx
/**
* The top of the page of a clinic that has closed for good: its name, and
* in words (not colour alone) that it has closed and where to go instead.
* The page stays at its URL, so a parent with an old link or bookmark learns
* what happened instead of a 'not found'.
*/
function ClosedClinicNotice({ clinic }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-3",
		children: [/* @__PURE__ */ jsx("h1", {
			id: "clinic-name",
			className: "text-2xl leading-tight font-bold wrap-anywhere text-slate-900 sm:text-3xl",
			children: clinic.name
		}), /* @__PURE__ */ jsxs("div", {
			"data-testid": "closed-notice",
			className: "max-w-prose rounded-lg border border-slate-400 bg-slate-50 p-4 text-slate-900",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-lg font-bold",
				children: "Esta clínica cerró"
			}), /* @__PURE__ */ jsxs("p", {
				className: "mt-1 wrap-anywhere",
				children: [
					clinic.name,
					" (",
					fullAddress(clinic),
					") ya no atiende pacientes, por eso ya no aparece en nuestras listas. Abajo están otras clínicas en ",
					clinic.city,
					" ",
					"y la sala de emergencias más cercana."
				]
			})]
		})]
	});
}
// src/domain/reviews.ts
/**
* The reviews section's rules, pure. The clinic page
* shows the section only when the clinic has a rating above 0.
*/
/** The fixed star distribution shown with every rating: 5★ 70% … 1★ 1%. */
var REVIEW_DISTRIBUTION = [
	{
		stars: 5,
		percent: 70
	},
	{
		stars: 4,
		percent: 20
	},
	{
		stars: 3,
		percent: 7
	},
	{
		stars: 2,
		percent: 2
	},
	{
		stars: 1,
		percent: 1
	}
];
/** The search provider the ratings come from. */
var REVIEW_PROVIDER = "Google";
/** True when the reviews section is shown: a finite rating above 0. */
function hasRating(rating) {
	return typeof rating === "number" && Number.isFinite(rating) && rating > 0;
}
/** Whole filled stars: the rating rounded, kept within 0–5. */
function filledStars(rating) {
	return Math.min(5, Math.max(0, Math.round(rating)));
}
/** 'Based on N review' / 'Based on N reviews'. */
function basedOnText(count) {
	return `Basado en ${count} ${count === 1 ? "reseña" : "reseñas"}`;
}
/** 'This clinic has a X star rating from N reviews on Google.' */
function providerRatingText(rating, count) {
	return `Esta clínica tiene una calificación de ${formatRating(rating)} estrellas según ${count} ${count === 1 ? "reseña" : "reseñas"} en ${REVIEW_PROVIDER}.`;
}
// src/hooks/use-open-status.ts
/** The clinic's open status now, or null before hydration (never baked into HTML). */
function useOpenStatus(clinic) {
	return clinicOpenStatus(clinic, useNow());
}
// src/features/clinic-detail/clinic-not-found.tsx
/** 'Clinic Not Found' with 'Back to Directory' (/). */
function ClinicNotFound() {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-xl py-12 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: "Clínica no encontrada"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-slate-800",
				children: "La clínica que busca no existe."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: paths.home.getHref(),
				className: "mt-6 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900",
				children: "Volver al directorio"
			})
		]
	});
}
// src/features/clinic-detail/stars.tsx
/** Five stars, the rounded rating filled; read out as 'Rated X out of 5'. */
function Stars({ rating, size = "h-5 w-5" }) {
	const filled = filledStars(rating);
	return /* @__PURE__ */ jsx("span", {
		role: "img",
		"aria-label": `Calificación: ${formatRating(rating)} de 5`,
		className: "inline-flex",
		children: [
			1,
			2,
			3,
			4,
			5
		].map((n) => /* @__PURE__ */ jsx(Star, {
			"aria-hidden": "true",
			className: `${size} ${n <= filled ? "fill-amber-400 text-amber-600" : "fill-none text-slate-400"}`
		}, n))
	});
}
// src/features/clinic-detail/clinic-summary.tsx
var ACTION = "inline-flex min-h-12 items-center justify-center gap-2 rounded px-4 font-semibold";
/**
* The top of the clinic page: image with badges, name, rating, the three
* actions (so 'Call Now' and 'Get Directions' are on a phone's first
* screen), a notice when the record's status is unconfirmed, address, phone
* and today's hours, then the special-hours chips.
*/
function ClinicSummary({ clinic, status }) {
	const tel = telHref(clinic.phone);
	const website = safeHttpUrl(clinic.website);
	return /* @__PURE__ */ jsxs("div", {
		className: "overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
		children: [/* @__PURE__ */ jsx(ClinicPhoto, {
			clinic,
			status,
			width: 800,
			height: 400,
			eager: true,
			className: "aspect-[3/1] sm:aspect-[2/1] md:h-full"
		}), /* @__PURE__ */ jsxs("div", {
			className: "space-y-3 p-4",
			children: [
				/* @__PURE__ */ jsx("h1", {
					id: "clinic-name",
					className: "text-2xl leading-tight font-bold wrap-anywhere text-slate-900 sm:text-3xl",
					children: clinic.name
				}),
				hasRating(clinic.rating) ? /* @__PURE__ */ jsxs("p", {
					className: "flex flex-wrap items-center gap-2 text-slate-800",
					children: [/* @__PURE__ */ jsx(Stars, { rating: clinic.rating }), /* @__PURE__ */ jsxs("span", { children: [
						formatRating(clinic.rating),
						" (",
						reviewCountText(clinic.reviewCount ?? 0),
						")"
					] })]
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-2 pt-1 sm:flex-row sm:flex-wrap",
					children: [
						tel ? /* @__PURE__ */ jsxs("a", {
							href: tel,
							className: `${ACTION} flex-1 bg-blue-800 text-white hover:bg-blue-900`,
							children: [/* @__PURE__ */ jsx(Phone, {
								"aria-hidden": "true",
								className: "h-4 w-4"
							}), "Llamar ahora"]
						}) : null,
						/* @__PURE__ */ jsxs("a", {
							href: directionsUrl(clinic),
							target: "_blank",
							rel: "noopener noreferrer",
							className: `${ACTION} flex-1 bg-blue-800 text-white hover:bg-blue-900`,
							children: [
								/* @__PURE__ */ jsx(Navigation, {
									"aria-hidden": "true",
									className: "h-4 w-4"
								}),
								"Cómo llegar",
								/* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [" ", "(se abre en una pestaña nueva)"]
								})
							]
						}),
						website ? /* @__PURE__ */ jsxs("a", {
							href: website,
							target: "_blank",
							rel: "noopener noreferrer",
							className: `${ACTION} flex-1 border border-blue-800 text-blue-900 hover:bg-blue-50`,
							children: [
								/* @__PURE__ */ jsx(Globe, {
									"aria-hidden": "true",
									className: "h-4 w-4"
								}),
								"Visitar el sitio web",
								/* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [" ", "(se abre en una pestaña nueva)"]
								})
							]
						}) : null
					]
				}),
				clinic.provenance.statusNote ? /* @__PURE__ */ jsxs("div", {
					"data-testid": "status-note",
					className: "flex gap-2 rounded border border-amber-400 bg-amber-50 p-3 text-amber-950",
					children: [/* @__PURE__ */ jsx(TriangleAlert, {
						"aria-hidden": "true",
						className: "mt-0.5 h-5 w-5 shrink-0 text-amber-700"
					}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold",
						children: "Confirme antes de ir: el estado actual de esta clínica no está confirmado."
					}), /* @__PURE__ */ jsx("p", {
						lang: "en",
						className: "mt-1 wrap-anywhere",
						children: clinic.provenance.statusNote
					})] })]
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: "flex gap-2 text-slate-800",
					children: [/* @__PURE__ */ jsx(MapPin, {
						"aria-hidden": "true",
						className: "mt-1 h-4 w-4 shrink-0 text-slate-600"
					}), /* @__PURE__ */ jsxs("p", {
						className: "wrap-anywhere",
						children: [clinic.address ? /* @__PURE__ */ jsx("span", {
							className: "block",
							children: clinic.address
						}) : /* @__PURE__ */ jsx("span", {
							className: "block text-slate-600",
							children: "Dirección no indicada"
						}), /* @__PURE__ */ jsxs("span", {
							className: "block",
							children: [
								clinic.city,
								", ",
								clinic.state,
								clinic.zip ? ` ${clinic.zip}` : ""
							]
						})]
					})]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "flex gap-2 text-slate-800",
					children: [/* @__PURE__ */ jsx(Phone, {
						"aria-hidden": "true",
						className: "mt-1 h-4 w-4 shrink-0 text-slate-600"
					}), tel ? /* @__PURE__ */ jsx("a", {
						href: tel,
						className: "inline-flex min-h-11 items-center text-blue-800 underline underline-offset-2",
						children: clinic.phone
					}) : /* @__PURE__ */ jsx("span", { children: clinic.phone ?? "Teléfono no indicado" })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex gap-2 text-slate-800",
					children: [/* @__PURE__ */ jsx(Clock, {
						"aria-hidden": "true",
						className: "mt-1 h-4 w-4 shrink-0 text-slate-600"
					}), /* @__PURE__ */ jsx(TodayHours, {
						clinic,
						status
					})]
				}),
				/* @__PURE__ */ jsx(SpecialHours, { hours: clinic.specialHours })
			]
		})]
	});
}
/**
* The computed hours text (after hydration), otherwise the stored today's
* hours; below it 'Closes {time}' when open or 'Opens {time}' when closed.
*/
function TodayHours({ clinic, status }) {
	const text = status?.hoursText ?? clinic.hours.today;
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "today-hours",
		className: "min-h-12",
		children: [
			/* @__PURE__ */ jsx("p", { children: text ?? "\xA0" }),
			status?.isOpen && status.closesAt ? /* @__PURE__ */ jsxs("p", {
				className: "font-semibold text-green-900",
				children: ["Cierra: ", status.closesAt]
			}) : null,
			status && opensText(status) ? /* @__PURE__ */ jsx("p", {
				className: "font-semibold text-slate-900",
				children: opensText(status)
			}) : null
		]
	});
}
/** The URL when it is an absolute http(s) URL, otherwise null (never a javascript: link). */
function safeHttpUrl(url) {
	if (!url) return null;
	try {
		const u = new URL(url.trim());
		return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
	} catch {
		return null;
	}
}
// src/features/clinic-detail/clinic-details.tsx
/** 'Services Offered', 'Categories' (the tags) and 'About This Clinic'. */
function ClinicDetails({ clinic }) {
	const lines = (clinic.description ?? "").split(/\r?\n/).map((l) => l.trim()).filter((l) => l.length > 0);
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-8",
		children: [
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "services-offered",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "services-offered",
					className: "text-xl font-bold text-slate-900",
					children: "Servicios que ofrece"
				}), clinic.services.length > 0 ? /* @__PURE__ */ jsx("ul", {
					className: "mt-2 list-disc space-y-1 pl-6 text-slate-800",
					children: clinic.services.map((s, i) => /* @__PURE__ */ jsx("li", {
						lang: "en",
						className: "wrap-anywhere",
						children: s
					}, i))
				}) : /* @__PURE__ */ jsx("p", {
					className: "mt-2 text-slate-800",
					children: "No hay servicios en la lista. Llame a la clínica para preguntar si puede ayudar con el problema de su hijo."
				})]
			}),
			clinic.tags.length > 0 ? /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "categories",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "categories",
					className: "text-xl font-bold text-slate-900",
					children: "Categorías"
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-2 flex flex-wrap gap-2",
					children: clinic.tags.map((t, i) => /* @__PURE__ */ jsx("li", {
						lang: "en",
						className: "rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800",
						children: t
					}, i))
				})]
			}) : null,
			lines.length > 0 ? /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "about-clinic",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "about-clinic",
					className: "text-xl font-bold text-slate-900",
					children: "Sobre esta clínica"
				}), /* @__PURE__ */ jsx("div", {
					className: "mt-2 space-y-2 leading-relaxed text-slate-800",
					children: lines.map((l, i) => /* @__PURE__ */ jsx("p", {
						lang: "en",
						className: "wrap-anywhere",
						children: l
					}, i))
				})]
			}) : null
		]
	});
}
// src/domain/field-confirmation.ts
var FIELD_NAMES = {
	phone: "Teléfono",
	hours: "Horario",
	address: "Dirección",
	website: "Sitio web"
};
/**
* One field's confirmation as the clinic page lists it: 'Confirmed by phone
* November 2026' (a phone number confirmed by calling it: 'Confirmed
* November 2026'), or 'Not confirmed'.
*/
function fieldConfirmation(field, v) {
	const confirmed = confirmedDate(v) !== null;
	return {
		field,
		label: FIELD_NAMES[field],
		text: confirmed ? `Confirmado ${howAndWhen(field, v)}` : "Sin confirmar",
		confirmed
	};
}
// src/features/clinic-detail/listing-provenance.tsx
var CONFIDENCE_TEXT = {
	high: "Alta: los datos coinciden con fuentes recientes y confiables.",
	medium: "Media: los datos vienen de una fuente confiable, pero pueden estar desactualizados.",
	low: "Baja: los datos vienen de fuentes antiguas o limitadas. Llame a la clínica para confirmar antes de ir."
};
/**
* The block's headline. Hours confirmed by a check: 'Hours last confirmed
* {how} {Month YYYY}'; else the record's date: 'Hours last confirmed {Month
* YYYY}', or 'Last confirmed date unknown'.
*/
function confirmedText(asOf, hours = null) {
	const checked = hours ? monthYear(hours.at.slice(0, 10)) : null;
	if (hours && checked) return `Horario confirmado ${METHOD_WORDS[hours.method]} por última vez en ${checked}`;
	const when = monthYear(asOf);
	return when ? `Horario confirmado por última vez en ${when}` : "No se sabe cuándo se confirmó por última vez";
}
/** Host name of a source URL for a short link text. */
function sourceLabel(url) {
	try {
		return new URL(url).hostname.replace(/^www\./, "");
	} catch {
		return url;
	}
}
/**
* Where the listing comes from and how fresh it is: the record's date and
* confidence, then each field a parent relies on (phone, hours, address,
* website) with when and how it was confirmed, or 'Not confirmed'; with
* 'Suggest a
* correction', which opens the contact form with the subject filled in.
*/
function ListingProvenance({ clinic }) {
	const { openContact, preloadContact } = useContact();
	const p = clinic.provenance;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "about-listing",
		className: "rounded-lg border border-slate-200 bg-slate-50 p-4",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "about-listing",
				className: "text-xl font-bold text-slate-900",
				children: "Sobre esta información"
			}),
			/* @__PURE__ */ jsx("p", {
				"data-testid": "confirmed",
				className: "mt-2 font-semibold text-slate-900",
				children: confirmedText(p.asOf, clinic.verification.hours)
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "mt-3 font-semibold text-slate-900",
				children: "Lo que confirmamos nosotros mismos"
			}),
			/* @__PURE__ */ jsx("dl", {
				"data-testid": "field-confirmations",
				className: "mt-1 space-y-1",
				children: VERIFIED_FIELDS.map((f) => {
					const c = fieldConfirmation(f, clinic.verification[f]);
					return /* @__PURE__ */ jsxs("div", {
						"data-field": f,
						className: "flex flex-wrap gap-x-2",
						children: [/* @__PURE__ */ jsxs("dt", {
							className: "font-semibold text-slate-900",
							children: [c.label, ":"]
						}), /* @__PURE__ */ jsx("dd", {
							className: c.confirmed ? "text-slate-900" : "text-slate-700",
							children: c.text
						})]
					}, f);
				})
			}),
			p.confidence ? /* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-slate-800",
				children: ["Confianza: ", CONFIDENCE_TEXT[p.confidence]]
			}) : null,
			p.sources.length > 0 ? /* @__PURE__ */ jsxs("div", {
				className: "mt-2",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-slate-800",
					children: p.sources.length === 1 ? "Fuente:" : "Fuentes:"
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-1 space-y-1",
					children: p.sources.map((s, i) => {
						const href = safeHttpUrl(s);
						return /* @__PURE__ */ jsx("li", {
							className: "break-all",
							children: href ? /* @__PURE__ */ jsxs("a", {
								href,
								target: "_blank",
								rel: "noopener noreferrer",
								className: "inline-flex min-h-11 items-center text-blue-800 underline underline-offset-2",
								children: [sourceLabel(href), /* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [" ", "(se abre en una pestaña nueva)"]
								})]
							}) : /* @__PURE__ */ jsx("span", {
								className: "text-slate-800",
								children: s
							})
						}, i);
					})
				})]
			}) : null,
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-slate-800",
				children: "El horario y los servicios cambian. Si algo aquí está mal o desactualizado, por favor avísenos."
			}),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				onPointerEnter: preloadContact,
				onFocus: preloadContact,
				onClick: () => openContact(`Corrección: ${clinic.name}`, clinic.uuid),
				className: "mt-2 inline-flex min-h-11 items-center gap-2 rounded border border-blue-800 bg-white px-4 font-semibold text-blue-900 hover:bg-blue-50",
				children: [/* @__PURE__ */ jsx(PenLine, {
					"aria-hidden": "true",
					className: "h-4 w-4"
				}), "Sugerir una corrección"]
			})
		]
	});
}
// src/features/clinic-detail/other-clinics.tsx
/**
* 'Other Urgent Care Clinics in {city}' (up to 6, compact: the page's own
* clinic stays the only full card; hours fall back to 'Call for hours') and
* 'View all clinics in {city} →'.
*/
function OtherClinics({ city, townSlug, clinics }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "other-clinics",
		children: [clinics.length > 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("h2", {
			id: "other-clinics",
			className: "text-xl font-bold text-slate-900",
			children: ["Otros centros de atención de urgencia en ", city]
		}), /* @__PURE__ */ jsx("ul", {
			className: "mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3",
			children: clinics.slice(0, 6).map((c) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(OtherClinic, { clinic: c }) }, c.uuid))
		})] }) : /* @__PURE__ */ jsxs("h2", {
			id: "other-clinics",
			className: "sr-only",
			children: ["Más clínicas en ", city]
		}), /* @__PURE__ */ jsxs(Link, {
			to: paths.town.getHref(townSlug),
			className: "mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950",
			children: [
				"Ver todas las clínicas en ",
				city,
				" →"
			]
		})]
	});
}
function OtherClinic({ clinic }) {
	const status = useOpenStatus(clinic);
	const href = paths.clinic.getHref(clinic.slug);
	const tel = telHref(clinic.phone);
	return /* @__PURE__ */ jsxs("article", {
		"aria-labelledby": `other-${clinic.id}`,
		"data-testid": "other-clinic",
		className: "flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-start justify-between gap-2",
				children: [/* @__PURE__ */ jsx("h3", {
					id: `other-${clinic.id}`,
					className: "text-lg leading-snug font-bold wrap-anywhere",
					children: /* @__PURE__ */ jsx(Link, {
						to: href,
						className: "text-blue-900 underline-offset-2 hover:underline",
						children: clinic.name
					})
				}), /* @__PURE__ */ jsx("span", {
					"data-testid": "other-open-status",
					"data-state": status === null ? "pending" : status.state,
					className: `inline-flex h-7 ${status?.state === "temporarily-closed" ? "min-w-32" : "w-32"} shrink-0 items-center justify-center rounded-full px-2 text-sm font-semibold whitespace-nowrap ${status === null ? "" : OPEN_STATUS_CLASSES[status.state]}`,
					children: status === null ? "" : OPEN_STATUS_LABELS[status.state]
				})]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "flex gap-2 text-slate-800",
				children: [/* @__PURE__ */ jsx(Clock, {
					"aria-hidden": "true",
					className: "mt-1 h-4 w-4 shrink-0 text-slate-600"
				}), /* @__PURE__ */ jsx(HoursLine, { status })]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "flex gap-2 text-slate-800",
				children: [/* @__PURE__ */ jsx(MapPin, {
					"aria-hidden": "true",
					className: "mt-1 h-4 w-4 shrink-0 text-slate-600"
				}), /* @__PURE__ */ jsx("span", {
					className: "wrap-anywhere",
					children: fullAddress(clinic)
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-auto flex flex-wrap gap-2 pt-1",
				children: [tel ? /* @__PURE__ */ jsxs("a", {
					href: tel,
					className: "inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900",
					children: [
						/* @__PURE__ */ jsx(Phone, {
							"aria-hidden": "true",
							className: "h-4 w-4"
						}),
						"Llamar",
						/* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [" ", clinic.name]
						})
					]
				}) : null, /* @__PURE__ */ jsxs(Link, {
					to: href,
					className: "inline-flex min-h-11 flex-1 items-center justify-center rounded border border-blue-800 px-3 font-semibold text-blue-900 hover:bg-blue-50",
					children: ["Ver detalles", /* @__PURE__ */ jsxs("span", {
						className: "sr-only",
						children: [
							" ",
							"de ",
							clinic.name
						]
					})]
				})]
			})
		]
	});
}
// src/features/clinic-detail/reviews-section.tsx
/**
* 'Patient Reviews': the average, rounded stars, the review
* count, the fixed distribution bars, and either the supplied reviews or the
* no-reviews texts naming the search provider. Shown only when rating > 0.
*/
function ReviewsSection({ rating, reviewCount, reviews = [] }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "patient-reviews",
		className: "rounded-lg border border-slate-200 bg-white p-4",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "patient-reviews",
				className: "text-xl font-bold text-slate-900",
				children: "Opiniones de pacientes"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-3 flex flex-col gap-6 sm:flex-row",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "shrink-0 text-center sm:w-40",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "text-4xl font-bold text-slate-900",
							children: formatRating(rating)
						}),
						/* @__PURE__ */ jsx(Stars, { rating }),
						/* @__PURE__ */ jsx("p", {
							className: "mt-1 text-slate-700",
							children: basedOnText(reviewCount)
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex-1",
					children: [/* @__PURE__ */ jsx("ul", {
						"aria-label": "Distribución de las calificaciones",
						className: "space-y-1",
						children: REVIEW_DISTRIBUTION.map((d) => /* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-2",
							children: [
								/* @__PURE__ */ jsxs("span", {
									className: "w-8 text-sm text-slate-800",
									children: [
										d.stars,
										"★",
										/* @__PURE__ */ jsxs("span", {
											className: "sr-only",
											children: [" ", "estrellas"]
										})
									]
								}),
								/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									className: "h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200",
									children: /* @__PURE__ */ jsx("span", {
										className: "block h-full rounded-full bg-amber-500",
										style: { width: `${d.percent}%` }
									})
								}),
								/* @__PURE__ */ jsxs("span", {
									className: "w-10 text-right text-sm text-slate-800",
									children: [d.percent, "%"]
								})
							]
						}, d.stars))
					}), /* @__PURE__ */ jsx("p", {
						className: "mt-2 text-sm text-slate-600",
						children: "Una distribución típica de las calificaciones de atención de urgencia, no el desglose de las opiniones de esta clínica."
					})]
				})]
			}),
			reviews.length > 0 ? /* @__PURE__ */ jsxs("div", {
				className: "mt-6",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "text-lg font-semibold text-slate-900",
					children: "Opiniones recientes"
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-2 divide-y divide-slate-200",
					children: reviews.map((r, i) => /* @__PURE__ */ jsxs("li", {
						className: "py-3",
						children: [/* @__PURE__ */ jsxs("p", {
							className: "flex flex-wrap items-center gap-2",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "font-semibold text-slate-900",
									children: r.author
								}),
								/* @__PURE__ */ jsx(Stars, {
									rating: r.rating,
									size: "h-4 w-4"
								}),
								/* @__PURE__ */ jsx("span", {
									className: "text-sm text-slate-600",
									children: r.date
								})
							]
						}), /* @__PURE__ */ jsx("p", {
							lang: "en",
							className: "mt-1 text-slate-800",
							children: r.text
						})]
					}, i))
				})]
			}) : /* @__PURE__ */ jsxs("div", {
				className: "mt-6 space-y-1 text-slate-800",
				children: [/* @__PURE__ */ jsx("p", { children: "Las opiniones ayudan a otros padres a decidir mejor sobre la atención de sus hijos." }), /* @__PURE__ */ jsx("p", { children: providerRatingText(rating, reviewCount) })]
			})
		]
	});
}
// src/features/clinic-detail/weekly-hours.tsx
/** Monday first, as business hours are usually listed in the US. */
var ORDER = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
var DAY_NAMES = {
	sunday: "Domingo",
	monday: "Lunes",
	tuesday: "Martes",
	wednesday: "Miércoles",
	thursday: "Jueves",
	friday: "Viernes",
	saturday: "Sábado"
};
var label = (d) => DAY_NAMES[d];
/**
* The week's hours as listed by the source. Today's row (in the clinic's
* zone) is marked only once the clock is known, after hydration. A clinic
* a check found closed for now keeps its usual hours listed, said to be its
* usual ones, with no row marked as today's.
*/
function WeeklyHours({ clinic }) {
	const now = useNow();
	const closedForNow = clinic.status === "temporarily_closed";
	const today = now && !closedForNow ? zonedTime(now, resolveTimeZone(clinic.timezone)).weekday : null;
	const known = ORDER.some((d) => clinic.weeklyHours[d]);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "weekly-hours",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "weekly-hours",
				className: "text-xl font-bold text-slate-900",
				children: "Horario"
			}),
			known && closedForNow ? /* @__PURE__ */ jsx("p", {
				"data-testid": "usual-hours-note",
				className: "mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-950",
				children: "Cerrada temporalmente. Este es su horario habitual, no el de esta semana: llame antes de ir."
			}) : null,
			known ? /* @__PURE__ */ jsxs("table", {
				className: "mt-2 w-full max-w-md text-left",
				children: [/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Horario por día"
				}), /* @__PURE__ */ jsx("tbody", { children: ORDER.map((d) => /* @__PURE__ */ jsxs("tr", {
					"aria-current": d === today ? "date" : void 0,
					className: `border-b border-slate-100 ${d === today ? "bg-blue-50 font-semibold" : ""}`,
					children: [/* @__PURE__ */ jsxs("th", {
						scope: "row",
						className: "w-44 py-1.5 pr-4 pl-2 font-medium",
						children: [label(d), d === today ? /* @__PURE__ */ jsx("span", {
							className: "ml-1 text-sm font-normal text-slate-600",
							children: "(hoy)"
						}) : null]
					}), /* @__PURE__ */ jsx("td", {
						className: "py-1.5 pr-2",
						children: (/^\s*closed\s*$/i.test(clinic.weeklyHours[d] ?? "") ? "Cerrado" : clinic.weeklyHours[d]) ?? /* @__PURE__ */ jsx("span", {
							className: "text-slate-600",
							children: "No indicado"
						})
					})]
				}, d)) })]
			}) : /* @__PURE__ */ jsx("p", {
				className: "mt-2 text-slate-800",
				children: "No tenemos el horario de esta clínica. Llame antes de ir."
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm text-slate-600",
				children: "Las horas son las de la zona de la clínica. En días festivos el horario puede cambiar."
			})
		]
	});
}
// src/domain/listing-report.ts
/**
* 'Is this information right?': what a parent can tell us about a listing,
* the form's rules, and the one report signal a parent sees. The
* report-listing Edge Function applies the same lists and limits
* (supabase/functions/report-listing/validate.ts; a deployed function cannot
* import from src/), and tests/unit/domain/listing-report-rules-shared.test.ts
* holds the two equal. The database's CHECK has the same kinds
* (supabase/migrations/20261126000002_listing_reports.sql).
*/
/** What can be wrong, in the order the form shows them, with their words. */
var WRONG_KINDS = [
	"hours_wrong",
	"phone_wrong",
	"address_wrong",
	"closed",
	"not_children",
	"other"
];
var WRONG_KIND_LABELS = {
	hours_wrong: "El horario está mal",
	phone_wrong: "El teléfono está mal",
	address_wrong: "La dirección está mal",
	closed: "Cerró",
	not_children: "No atiende a niños",
	other: "Otra cosa"
};
/** 'Yes, it's right': counted by the operator, never shown as a verification. */
var CONFIRMED_BY_VISITOR = "confirmed_by_visitor";
var REPORT_LIMITS = {
	note: 500,
	email: 254
};
/** The form's errors (empty object = valid). Never throws. */
function validateReport(r) {
	const errors = {};
	if (r.kinds.length === 0) errors.kinds = "Marque al menos una cosa que esté mal.";
	const note = wellFormed(r.note).trim();
	if (charCount(note) > REPORT_LIMITS.note) errors.note = `La nota debe tener como máximo ${REPORT_LIMITS.note} caracteres.`;
	const email = wellFormed(r.email).trim();
	if (email && charCount(email) > REPORT_LIMITS.email) errors.email = `El correo electrónico debe tener como máximo ${REPORT_LIMITS.email} caracteres.`;
	else if (email && !isValidEmail(email)) errors.email = "Escriba un correo electrónico válido, como nombre@example.com.";
	return errors;
}
/** The body the function receives; empty optional fields are left out. */
function toReportBody(r) {
	const note = wellFormed(r.note).trim();
	const email = wellFormed(r.email).trim();
	return {
		clinic_id: r.clinicId,
		kinds: [...new Set(r.kinds)],
		...note ? { note } : {},
		...email ? { email } : {}
	};
}
/**
* Built-in mode has nowhere to send a report: a mailto: link to the
* directory's address with the clinic and what was chosen already written.
*/
function reportMailto(to, clinic, r) {
	const what = r.kinds.filter((k) => k !== CONFIRMED_BY_VISITOR).map((k) => `- ${WRONG_KIND_LABELS[k]}`);
	const note = wellFormed(r.note).trim();
	const body = [
		`Clínica: ${clinic.name}`,
		`Página: ${clinic.url}`,
		"",
		"Qué está mal:",
		...what.length ? what : ["- (no se marcó nada)"],
		...note ? ["", note] : []
	].join("\n");
	return `mailto:${to}?subject=${encodeURIComponent(`Reporte sobre la información de ${clinic.name}`)}&body=${encodeURIComponent(body)}`;
}
// src/features/listing-report/listing-check.tsx
var THANKS_REPORT = "Gracias. Vamos a revisar esta información.";
var THANKS_YES = "Gracias por confirmarlo.";
var defaultBackend = config.supabaseUrl && config.supabaseAnonKey ? {
	supabaseUrl: config.supabaseUrl,
	anonKey: config.supabaseAnonKey
} : null;
/** What a refusal says on the form. */
function refusalText(sent) {
	if (sent.status === 429) return "Usted envió varios reportes en poco tiempo. Por favor, inténtelo más tarde.";
	if (sent.status === 404) return `No encontramos esta clínica para agregarle su reporte. Por favor, escríbanos a ${config.contactEmail}.`;
	return "No se pudo enviar su reporte. Por favor, inténtelo de nuevo.";
}
var button = "inline-flex min-h-11 items-center gap-2 rounded px-4 font-semibold disabled:bg-slate-500 disabled:text-white";
/**
* 'Is this information right?' on a clinic page: 'Yes, it's right' in one
* tap, or 'Something is wrong' opening a short form (what is wrong, an
* optional note and e-mail) sent to the report-listing function with one
* idempotency key per report. Sent: the thank-you takes the form's place
* and focus moves to it. No answer, none in time or a server failure: the
* report is kept on the device and sent once later (the contact form's
* outbox). Without a backend (built-in data) the form gives the e-mail
* address instead, with the report written into the link.
*/
function ListingCheck({ clinic, backend = defaultBackend, send }) {
	const [step, setStep] = useState({ at: "ask" });
	const [kinds, setKinds] = useState([]);
	const [note, setNote] = useState("");
	const [email, setEmail] = useState("");
	const [errors, setErrors] = useState({});
	const key = useRef(null);
	const trap = useRef(null);
	const firstKind = useRef(null);
	const noteRef = useRef(null);
	const emailRef = useRef(null);
	const wrongButton = useRef(null);
	const id = useId();
	const canSend = Boolean(send || backend);
	const focusDone = (el) => el?.focus();
	const preload = () => {
		if (canSend) import("./send-report-CiLerSjW.js").catch(() => {});
	};
	const changed = () => key.current = null;
	async function deliver(what, reportKinds) {
		setStep({
			at: "sending",
			what
		});
		setErrors({});
		const body = toReportBody({
			clinicId: clinic.uuid,
			kinds: reportKinds,
			note: what === "yes" ? "" : note,
			email: what === "yes" ? "" : email
		});
		let sent;
		try {
			const deliverReport = send ?? (await import("./send-report-CiLerSjW.js")).sendReport;
			key.current ??= (await import("./functions-Cl5QQRVN.js").then((n) => n.t)).newIdempotencyKey();
			sent = await deliverReport(body, {
				backend,
				idempotencyKey: key.current,
				honeypot: trap.current?.value ?? ""
			});
		} catch {
			sent = {
				kind: "failed",
				status: 0
			};
		}
		if (sent.kind === "sent" || sent.kind === "kept") {
			key.current = null;
			setStep({
				at: "done",
				tone: sent.kind === "sent" ? "thanks" : "kept",
				text: sent.kind === "kept" ? sent.text : what === "yes" ? THANKS_YES : THANKS_REPORT
			});
			return;
		}
		setStep(what === "yes" ? { at: "ask" } : { at: "form" });
		setErrors({ send: refusalText(sent) });
	}
	function submit(e) {
		e.preventDefault();
		if (step.at === "sending") return;
		const found = validateReport({
			clinicId: clinic.uuid,
			kinds,
			note,
			email
		});
		setErrors(found);
		if (found.kinds) firstKind.current?.focus();
		else if (found.note) noteRef.current?.focus();
		else if (found.email) emailRef.current?.focus();
		else if (canSend) deliver("report", kinds);
	}
	const sending = step.at === "sending";
	const sendError = errors.send ? /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "mt-3 rounded border border-red-300 bg-red-50 p-3 font-medium text-red-900",
		children: errors.send
	}) : null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `${id}-title`,
		"data-testid": "listing-check",
		className: "rounded-lg border border-slate-200 bg-white p-4",
		children: [/* @__PURE__ */ jsx("h2", {
			id: `${id}-title`,
			className: "text-xl font-bold text-slate-900",
			children: "¿Es correcta esta información?"
		}), step.at === "done" ? /* @__PURE__ */ jsx("p", {
			ref: focusDone,
			tabIndex: -1,
			role: "status",
			className: `mt-3 rounded border p-3 font-medium ${step.tone === "thanks" ? "border-green-300 bg-green-50 text-green-900" : "border-amber-300 bg-amber-50 text-slate-900"}`,
			children: step.text
		}) : step.at === "ask" || sending && step.what === "yes" ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 text-slate-800",
				children: "El horario, el teléfono y la dirección de arriba: díganos si coinciden con lo que usted encontró."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-3 flex flex-wrap gap-2",
				children: [/* @__PURE__ */ jsxs("button", {
					type: "button",
					disabled: sending,
					onPointerEnter: preload,
					onFocus: preload,
					onClick: () => {
						if (canSend) deliver("yes", [CONFIRMED_BY_VISITOR]);
						else setStep({
							at: "done",
							tone: "kept",
							text: `Gracias. Esta copia del sitio no puede guardar respuestas, así que no se envió nada. Si algo está mal, por favor escríbanos a ${config.contactEmail}.`
						});
					},
					className: `${button} border border-blue-800 bg-white text-blue-900 hover:bg-blue-50`,
					children: [sending ? /* @__PURE__ */ jsx(Loader2, {
						"aria-hidden": "true",
						className: "h-4 w-4 animate-spin"
					}) : /* @__PURE__ */ jsx(Check, {
						"aria-hidden": "true",
						className: "h-4 w-4"
					}), sending ? "Enviando..." : "Sí, es correcta"]
				}), /* @__PURE__ */ jsxs("button", {
					ref: wrongButton,
					type: "button",
					disabled: sending,
					onPointerEnter: preload,
					onFocus: preload,
					onClick: () => {
						setErrors({});
						setStep({ at: "form" });
					},
					className: `${button} border border-blue-800 bg-white text-blue-900 hover:bg-blue-50`,
					children: [/* @__PURE__ */ jsx(Flag, {
						"aria-hidden": "true",
						className: "h-4 w-4"
					}), "Algo está mal"]
				})]
			}),
			sendError
		] }) : /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: submit,
			className: "mt-2 space-y-4",
			children: [
				/* @__PURE__ */ jsxs("fieldset", {
					"aria-describedby": errors.kinds ? `${id}-kinds-error` : void 0,
					children: [
						/* @__PURE__ */ jsx("legend", {
							className: "font-semibold text-slate-900",
							children: "¿Qué está mal? Marque todo lo que corresponda."
						}),
						/* @__PURE__ */ jsx("div", {
							className: "mt-1 grid gap-x-4 sm:grid-cols-2",
							children: WRONG_KINDS.map((k, i) => /* @__PURE__ */ jsxs("label", {
								className: "flex min-h-11 cursor-pointer items-center gap-3 text-slate-900",
								children: [/* @__PURE__ */ jsx("input", {
									ref: i === 0 ? firstKind : void 0,
									type: "checkbox",
									name: "kinds",
									value: k,
									checked: kinds.includes(k),
									disabled: sending,
									"aria-invalid": errors.kinds ? true : void 0,
									onChange: (e) => {
										changed();
										setKinds((was) => e.target.checked ? WRONG_KINDS.filter((w) => w === k || was.includes(w)) : was.filter((w) => w !== k));
									},
									className: "h-5 w-5 accent-blue-800"
								}), WRONG_KIND_LABELS[k]]
							}, k))
						}),
						errors.kinds ? /* @__PURE__ */ jsx("p", {
							id: `${id}-kinds-error`,
							role: "alert",
							className: "mt-1 text-sm font-medium text-red-800",
							children: errors.kinds
						}) : null
					]
				}),
				/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-note`,
						className: "block font-medium",
						children: "¿Qué encontró? (opcional)"
					}),
					/* @__PURE__ */ jsx("textarea", {
						ref: noteRef,
						id: `${id}-note`,
						name: "note",
						rows: 3,
						value: note,
						disabled: sending,
						maxLength: REPORT_LIMITS.note * 2,
						"aria-invalid": errors.note ? true : void 0,
						"aria-describedby": `${id}-note-hint${errors.note ? ` ${id}-note-error` : ""}`,
						onChange: (e) => {
							changed();
							setNote(e.target.value);
						},
						placeholder: "Por ejemplo: ahora cierra a las 6 PM los sábados",
						className: "mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base placeholder:text-slate-500 aria-[invalid=true]:border-red-700"
					}),
					/* @__PURE__ */ jsxs("p", {
						id: `${id}-note-hint`,
						className: "mt-1 text-sm text-slate-700",
						children: [
							"Hasta ",
							REPORT_LIMITS.note,
							" ",
							"caracteres. Por favor, no escriba nada sobre la salud de su hijo."
						]
					}),
					errors.note ? /* @__PURE__ */ jsx("p", {
						id: `${id}-note-error`,
						role: "alert",
						className: "mt-1 text-sm font-medium text-red-800",
						children: errors.note
					}) : null
				] }),
				/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-email`,
						className: "block font-medium",
						children: "Su correo electrónico, si quiere una respuesta (opcional)"
					}),
					/* @__PURE__ */ jsx("input", {
						ref: emailRef,
						id: `${id}-email`,
						name: "email",
						type: "email",
						autoComplete: "email",
						value: email,
						disabled: sending,
						maxLength: REPORT_LIMITS.email * 2,
						"aria-invalid": errors.email ? true : void 0,
						"aria-describedby": errors.email ? `${id}-email-error` : void 0,
						onChange: (e) => {
							changed();
							setEmail(e.target.value);
						},
						placeholder: "you@example.com",
						className: "mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base placeholder:text-slate-500 aria-[invalid=true]:border-red-700"
					}),
					errors.email ? /* @__PURE__ */ jsx("p", {
						id: `${id}-email-error`,
						role: "alert",
						className: "mt-1 text-sm font-medium text-red-800",
						children: errors.email
					}) : null
				] }),
				/* @__PURE__ */ jsxs("div", {
					"aria-hidden": "true",
					className: "absolute -left-[10000px] h-px w-px overflow-hidden",
					children: [/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-website`,
						children: "Deje este campo vacío"
					}), /* @__PURE__ */ jsx("input", {
						ref: trap,
						id: `${id}-website`,
						name: "website",
						type: "text",
						tabIndex: -1,
						autoComplete: "off",
						defaultValue: ""
					})]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "rounded border border-slate-200 bg-slate-50 p-3 text-slate-800",
					children: [
						"Esto llega a las personas que administran este directorio, no a la clínica. No es para preguntas médicas: si su hijo necesita ayuda ahora, llame a la clínica o",
						" ",
						/* @__PURE__ */ jsx("a", {
							href: "tel:911",
							className: "font-semibold text-red-800 underline",
							children: "llame al 911"
						}),
						" ",
						"si es una emergencia."
					]
				}),
				!canSend ? /* @__PURE__ */ jsxs("p", {
					className: "rounded border border-amber-300 bg-amber-50 p-3 text-slate-900",
					children: [
						"Desde esta copia del sitio no se pueden enviar reportes. Por favor, escríbanos a",
						" ",
						/* @__PURE__ */ jsx("a", {
							className: "font-semibold text-blue-800 underline",
							href: reportMailto(config.contactEmail, {
								name: clinic.name,
								url: `${siteOrigin()}${paths.clinic.getHref(clinic.slug)}`
							}, {
								kinds,
								note
							}),
							children: config.contactEmail
						}),
						" ",
						"— el enlace escribe en el correo la clínica y lo que usted marcó."
					]
				}) : null,
				sendError,
				/* @__PURE__ */ jsx("div", {
					"aria-live": "polite",
					className: "sr-only",
					children: sending ? "Enviando..." : ""
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap justify-end gap-2",
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						disabled: sending,
						onClick: () => {
							setErrors({});
							setStep({ at: "ask" });
							requestAnimationFrame(() => wrongButton.current?.focus());
						},
						className: `${button} border border-slate-400 text-slate-900`,
						children: "Cancelar"
					}), /* @__PURE__ */ jsx("button", {
						type: "submit",
						disabled: sending || !canSend,
						className: `${button} bg-blue-800 text-white`,
						children: sending ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Loader2, {
							"aria-hidden": "true",
							className: "h-4 w-4 animate-spin"
						}), "Enviando..."] }) : "Enviar reporte"
					})]
				})
			]
		})]
	});
}
// src/features/listing-report/visitors-reported-closed.tsx
/**
* 'Visitors reported this clinic closed — call before you go' on a clinic
* page, in calm amber, while the database's signal holds (three or more
* distinct visitors within 14 days, not yet handled). It depends on the
* clock, so it appears after hydration; nothing else a report says is
* shown until the operator confirms it.
*/
function VisitorsReportedClosed({ clinic }) {
	const now = useNow();
	if (!now || !visitorsReportedClosed(clinic.reportedClosedUntil, now)) return null;
	return /* @__PURE__ */ jsxs("p", {
		"data-testid": "visitors-reported-closed",
		className: "flex items-start gap-2 rounded border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950",
		children: [/* @__PURE__ */ jsx(TriangleAlert, {
			"aria-hidden": "true",
			className: "mt-0.5 h-5 w-5 shrink-0"
		}), VISITORS_REPORTED_CLOSED_TEXT]
	});
}
// src/features/clinic-detail/clinic-head.ts
/** Home > 'Kentucky Urgent Care' > {city} > {clinic name} (name and path). */
function clinicCrumbs(clinic, townSlug) {
	return [
		{
			name: "Inicio",
			path: paths.home.getHref()
		},
		{
			name: KENTUCKY_URGENT_CARE,
			path: BROWSE_CITIES_HREF
		},
		{
			name: clinic.city,
			path: paths.town.getHref(townSlug)
		},
		{
			name: clinic.name,
			path: paths.clinic.getHref(clinic.slug)
		}
	];
}
var absolute = (url, origin) => /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
/** Title, description, keywords, canonical and MedicalClinic + BreadcrumbList JSON-LD. */
function clinicHeadSpec(clinic, townSlug, origin) {
	const where = `${clinic.city}, ${clinic.state}`;
	const image = shownClinicImage(clinic.image);
	const announced = image === clinic.image ? clinic : {
		...clinic,
		image
	};
	return {
		title: `${clinic.name} – Atención de urgencia en ${where}`,
		description: `${clinic.name} en ${where}: horario, si está abierta ahora, teléfono, cómo llegar y servicios para niños.`,
		keywords: clinic.keywords,
		path: paths.clinic.getHref(clinic.slug),
		image: image ? absolute(image, origin) : void 0,
		imageAlt: clinicImageAlt(clinic),
		jsonLd: jsonLdGraph(clinicJsonLd(announced, {
			origin,
			townSlug
		}), breadcrumbJsonLd(crumbUrls(clinicCrumbs(clinic, townSlug), origin)))
	};
}
// src/app/pages/clinic.tsx
/**
* The clinic with this slug; no row gives 'Clinic Not Found', a failed read
* the outage message (never 'not found': src/README.md, Decisions). The town
* link and the other clinics are extras: if they fail, the page still shows
* the clinic (town slug from the city, no other clinics).
*/
async function clinicLoader({ params }) {
	let clinic = null;
	try {
		const repo = await getRepository();
		clinic = await repo.getClinicBySlug(params.slug ?? "");
		if (!clinic) return {
			clinic: null,
			townSlug: "",
			others: []
		};
		const c = clinic;
		let extraFailure = null;
		const closed = !isListed(c);
		const [slug, others, rooms] = await Promise.all([
			c.townId ? repo.getTownSlugById(c.townId).catch((e) => {
				console.error("Town link load failed", e);
				extraFailure = { error: e };
				return null;
			}) : Promise.resolve(null),
			repo.listOtherClinicsInCity(c.city, c.uuid, 6).catch((e) => {
				console.error("Other clinics load failed", e);
				extraFailure = { error: e };
				return [];
			}),
			closed ? nearestRoom(c, repo.listEmergencyDepartments()) : void 0
		]);
		const result = {
			clinic: c,
			townSlug: slug ?? townSlug(c.city),
			others,
			...rooms ? { rooms } : {}
		};
		const failed = extraFailure;
		return failed ? failedLoad(result, failed.error) : result;
	} catch (e) {
		console.error("Clinic load failed", e);
		return failedLoad({
			clinic: null,
			townSlug: "",
			others: []
		}, e);
	}
}
/**
* The emergency room nearest to a closed clinic (none when its location is
* unknown or the rooms cannot be read: the page still says it has closed).
*/
async function nearestRoom(clinic, read) {
	try {
		const list = await read;
		const at = clinic.coordinates;
		return isUsablePoint(at) ? nearestEmergencyDepartments(list, at, 1) : [];
	} catch (e) {
		console.error("Emergency rooms load failed", e);
		return [];
	}
}
var clinicHead = ({ data }) => {
	const d = data;
	if (!d?.clinic && loadFailureOf(d)) return {
		title: OUTAGE_MESSAGES.title,
		description: OUTAGE_MESSAGES.unavailable,
		noindex: true
	};
	if (!d?.clinic) return {
		title: "Clínica no encontrada",
		description: "La clínica que busca no existe.",
		noindex: true
	};
	const spec = clinicHeadSpec(d.clinic, d.townSlug, siteOrigin());
	if (!isListed(d.clinic)) return {
		...spec,
		description: `${d.clinic.name}, en ${d.clinic.city}, ${d.clinic.state}, cerró. Otras clínicas en ${d.clinic.city} y la sala de emergencias más cercana.`,
		noindex: true
	};
	return spec;
};
function ClinicPage() {
	const data = useLoaderData();
	if (useLoadingSameRoute("/clinic/")) return /* @__PURE__ */ jsx(LoadingMessage, { text: "Cargando la información de la clínica..." });
	if (!data.clinic) return loadFailureOf(data) ? /* @__PURE__ */ jsx(DirectoryUnavailable, {}) : /* @__PURE__ */ jsx(ClinicNotFound, {});
	const since = savedAt(data);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [since ? /* @__PURE__ */ jsx(OutageNotice, { savedAt: since }) : null, isListed(data.clinic) ? /* @__PURE__ */ jsx(ClinicDetail, {
		clinic: data.clinic,
		townSlug: data.townSlug,
		others: data.others
	}) : /* @__PURE__ */ jsx(ClosedClinic, {
		clinic: data.clinic,
		townSlug: data.townSlug,
		others: data.others,
		rooms: data.rooms ?? []
	})] });
}
/** The clinic page's breadcrumb and its way back to the list. */
function ClinicPageTop({ clinic, townSlug }) {
	const crumbs = clinicCrumbs(clinic, townSlug);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Breadcrumb, { items: crumbs.map((c, i) => i < crumbs.length - 1 ? {
		name: c.name,
		to: c.path
	} : c) }), /* @__PURE__ */ jsx("div", {
		className: "mt-1 mb-3",
		children: /* @__PURE__ */ jsx(BackLink, {
			to: paths.home.getHref(),
			children: "Volver a todas las clínicas"
		})
	})] });
}
/**
* The page of a clinic closed for good: that it has closed, the town's other
* clinics and the nearest emergency room; no hours, actions or reviews.
*/
function ClosedClinic({ clinic, townSlug, others, rooms }) {
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(ClinicPageTop, {
			clinic,
			townSlug
		}),
		/* @__PURE__ */ jsx("article", {
			"aria-labelledby": "clinic-name",
			className: "space-y-8",
			children: /* @__PURE__ */ jsx(ClosedClinicNotice, { clinic })
		}),
		/* @__PURE__ */ jsx("div", {
			className: "mt-8",
			children: /* @__PURE__ */ jsx(OtherClinics, {
				city: clinic.city,
				townSlug,
				clinics: others
			})
		}),
		rooms.length > 0 ? /* @__PURE__ */ jsx("div", {
			className: "mt-8 max-w-prose",
			children: /* @__PURE__ */ jsx(EmergencyRooms, {
				rooms,
				title: "Sala de emergencias más cercana — abierta las 24 horas",
				intro: `Distancia desde donde estaba ${clinic.name}.`
			})
		}) : null
	] });
}
function ClinicDetail({ clinic, townSlug, others }) {
	const status = useOpenStatus(clinic);
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(ClinicPageTop, {
			clinic,
			townSlug
		}),
		/* @__PURE__ */ jsxs("article", {
			"aria-labelledby": "clinic-name",
			className: "space-y-8",
			children: [
				/* @__PURE__ */ jsx(ClinicSummary, {
					clinic,
					status
				}),
				/* @__PURE__ */ jsx(VisitorsReportedClosed, { clinic }),
				/* @__PURE__ */ jsxs("div", {
					className: "grid gap-8 lg:grid-cols-2",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "space-y-8",
						children: [/* @__PURE__ */ jsx(WeeklyHours, { clinic }), /* @__PURE__ */ jsx(ListingCheck, { clinic })]
					}), /* @__PURE__ */ jsx(ClinicDetails, { clinic })]
				}),
				hasRating(clinic.rating) ? /* @__PURE__ */ jsx(ReviewsSection, {
					rating: clinic.rating,
					reviewCount: clinic.reviewCount ?? 0
				}) : null,
				/* @__PURE__ */ jsx(ListingProvenance, { clinic })
			]
		}),
		/* @__PURE__ */ jsx("div", {
			className: "mt-10",
			children: /* @__PURE__ */ jsx(OtherClinics, {
				city: clinic.city,
				townSlug,
				clinics: others
			})
		})
	] });
}
export { ClinicPage, clinicHead, clinicLoader };
