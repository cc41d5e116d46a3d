import { t as Link, u as useLoaderData } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { U as siteOrigin } from "./shared-BbTtww70.js";
import { t as paths } from "./paths-CCIO7f15.js";
import { n as getRepository } from "./nearest-CBySGLrG.js";
import { A as DirectoryUnavailable, F as failedLoad, I as loadFailureOf, M as OUTAGE_MESSAGES, N as savedAt, d as nearestClinics, f as townCentre, h as ClinicCardList, j as OutageNotice, k as loadGazetteer, l as emergencyOnlyTown, p as townEmergencyRooms, u as emergencyRoomsInTown } from "../entry-server.js";
import { t as syntheticTown } from "./map-row-B4dx-ZyH.js";
import { i as isSafeSlug } from "./slug-C7md3Vgt.js";
import { a as townHeadSpec, c as splitParagraphs, d as townSections, f as Breadcrumb, i as townFaqFor, l as townCountSentence, o as clinicsFoundText, r as townCrumbs, s as noClinicListedText, u as townIntro } from "./town-head-Be-GoSZr.js";
import { EmergencyRooms } from "./emergency-rooms-Hfq26w-t.js";
import { n as AdSlot, t as BackLink } from "./content-B5NoM-UN.js";
import { n as useLoadingSameRoute, t as LoadingMessage } from "./pending-G7BlssJp.js";
import { Fragment, useId, useMemo, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { ChevronDown } from "lucide-react";
// src/features/town/faq-accordion.tsx
/**
* The FAQ accordion: at most one item open; clicking the
* open item closes it. Each question is a button in a heading with
* aria-expanded and aria-controls; closed answers stay in the DOM, hidden.
*/
function FaqAccordion({ title, items }) {
	const [open, setOpen] = useState(null);
	const base = useId();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `${base}-title`,
		className: "mt-10",
		children: [/* @__PURE__ */ jsx("h2", {
			id: `${base}-title`,
			className: "text-xl font-bold text-slate-900",
			children: title
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white",
			children: items.map((item, i) => {
				const expanded = open === i;
				const buttonId = `${base}-q${i}`;
				const panelId = `${base}-a${i}`;
				return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
					className: "m-0",
					children: /* @__PURE__ */ jsxs("button", {
						type: "button",
						id: buttonId,
						"aria-expanded": expanded,
						"aria-controls": panelId,
						onClick: () => setOpen(expanded ? null : i),
						className: "flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50",
						children: [/* @__PURE__ */ jsx("span", { children: item.question }), /* @__PURE__ */ jsx(ChevronDown, {
							"aria-hidden": "true",
							className: `h-5 w-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`
						})]
					})
				}), /* @__PURE__ */ jsx("div", {
					id: panelId,
					role: "region",
					"aria-labelledby": buttonId,
					hidden: !expanded,
					className: "px-4 pb-4 leading-relaxed text-slate-800",
					children: /* @__PURE__ */ jsx("p", { children: item.answer })
				})] }, i);
			})
		})]
	});
}
// src/features/town/town-not-found.tsx
/** 'Town Not Found' with the specific message and 'Back to Home'. */
function TownNotFound({ message }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-xl py-12 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: "Ciudad no encontrada"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-slate-800",
				children: message
			}),
			/* @__PURE__ */ jsx(Link, {
				to: paths.home.getHref(),
				className: "mt-6 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900",
				children: "Volver al inicio"
			})
		]
	});
}
// src/features/town/town-sections.tsx
/** How many guide sections come before the ad: it stays well below the emergency rooms' Call and Directions links. */
var SECTIONS_BEFORE_AD = 2;
/**
* The five templated sections; each body is split into paragraphs on blank
* lines. An ad, where one is configured, after the second.
*/
function TownSections({ sections }) {
	return /* @__PURE__ */ jsx("div", {
		className: "mt-10 space-y-8",
		children: sections.map((s, i) => /* @__PURE__ */ jsxs(Fragment, { children: [i === SECTIONS_BEFORE_AD ? /* @__PURE__ */ jsx(AdSlot, {
			position: "town-guide",
			className: "max-w-prose"
		}) : null, /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": `town-section-${s.key}`,
			"data-section": s.key,
			className: "max-w-prose",
			children: [/* @__PURE__ */ jsx("h2", {
				id: `town-section-${s.key}`,
				className: "text-xl font-bold text-slate-900",
				children: s.title
			}), /* @__PURE__ */ jsx("div", {
				className: "mt-2 space-y-3 leading-relaxed text-slate-800",
				children: splitParagraphs(s.body).map((p, i) => /* @__PURE__ */ jsx("p", { children: p }, i))
			})]
		})] }, s.key))
	});
}
// src/app/pages/town.tsx
/** What a town page says when it has no clinics, or its read fails. */
var TOWN_MESSAGES = {
	noClinics: "No se encontraron clínicas para este lugar",
	failed: "No se pudieron cargar los datos de la ciudad",
	missing: "La ciudad que busca no existe."
};
/**
* The gazetteer, loaded beside the town's reads: a town's point in it is
* where a search for the town measures from. Null when it cannot be loaded
* (the page then measures from its data, townCentre).
*/
function loadTownPoints() {
	return loadGazetteer().catch((e) => {
		console.error("Gazetteer load error", e);
		return null;
	});
}
/**
* The town row with this slug and the clinics of its city. Without a row but
* with clinics, a town made from the first clinic (its city and state).
* Without either, a town that has a Kentucky emergency room gets its page
* all the same, with the nearest clinics. A slug that the slug rule could
* never produce names no town. Every town page lists the nearest emergency
* rooms; when only they cannot be read, a town with clinics is shown
* without them.
*/
async function townLoader({ params }) {
	const slug = params.slug ?? "";
	if (!isSafeSlug(slug)) return {
		town: null,
		clinics: [],
		error: TOWN_MESSAGES.missing
	};
	try {
		const points = loadTownPoints();
		const repo = await getRepository();
		const roomsRead = repo.listEmergencyDepartments().then((list) => ({ list }), (error) => ({ error }));
		const [town, clinics] = await Promise.all([repo.getTownBySlug(slug), repo.listClinicsInTown(slug)]);
		const read = await roomsRead;
		const first = clinics[0];
		const listed = town ?? (first ? syntheticTown(slug, first, /* @__PURE__ */ new Date()) : null);
		const own = "list" in read ? emergencyRoomsInTown(read.list, slug) : [];
		if (listed && (clinics.length > 0 || own.length === 0)) {
			if ("error" in read) {
				console.error("Emergency rooms load error", read.error);
				return {
					town: listed,
					clinics,
					error: null,
					rooms: []
				};
			}
			const centre = townCentre(slug, clinics, read.list, (await points)?.townPoint(listed.name, listed.state));
			return {
				town: listed,
				clinics,
				error: null,
				rooms: townEmergencyRooms(read.list, centre)
			};
		}
		if ("error" in read) throw read.error;
		if (own.length === 0) return {
			town: null,
			clinics: [],
			error: TOWN_MESSAGES.noClinics
		};
		const erTown = listed ?? emergencyOnlyTown(slug, own[0], /* @__PURE__ */ new Date());
		const [index, all] = await Promise.all([points, repo.listClinicsByRating()]);
		const centre = townCentre(slug, [], read.list, index?.townPoint(erTown.name, erTown.state));
		return {
			town: erTown,
			clinics: [],
			error: null,
			rooms: townEmergencyRooms(read.list, centre),
			nearby: nearestClinics(all, centre)
		};
	} catch (e) {
		console.error("No se pudieron cargar los datos de la ciudad", e);
		return failedLoad({
			town: null,
			clinics: [],
			error: TOWN_MESSAGES.failed
		}, e);
	}
}
var townHead = ({ data }) => {
	const d = data;
	if (!d?.town && loadFailureOf(d)) return {
		title: OUTAGE_MESSAGES.title,
		description: OUTAGE_MESSAGES.unavailable,
		noindex: true
	};
	if (!d?.town) return {
		title: "Ciudad no encontrada",
		description: d?.error ?? TOWN_MESSAGES.missing,
		noindex: true
	};
	return townHeadSpec(d.town, d.clinics.length, siteOrigin(), {
		rooms: d.rooms ?? [],
		nearby: d.nearby
	});
};
function TownPage() {
	const data = useLoaderData();
	const { town, clinics, error } = data;
	if (useLoadingSameRoute("/town/")) return /* @__PURE__ */ jsx(LoadingMessage, { text: "Cargando..." });
	if (!town) return loadFailureOf(data) ? /* @__PURE__ */ jsx(DirectoryUnavailable, {}) : /* @__PURE__ */ jsx(TownNotFound, { message: error ?? TOWN_MESSAGES.missing });
	const since = savedAt(data);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [since ? /* @__PURE__ */ jsx(OutageNotice, { savedAt: since }) : null, /* @__PURE__ */ jsx(TownContent, {
		town,
		clinics,
		rooms: data.rooms ?? [],
		nearby: data.nearby ?? null
	})] });
}
function TownContent({ town, clinics, rooms, nearby }) {
	const count = clinics.length;
	const listed = useMemo(() => clinics.map((c) => ({
		...c,
		distance: 0
	})), [clinics]);
	const crumbs = townCrumbs(town);
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(Breadcrumb, { items: crumbs.map((c, i) => i < crumbs.length - 1 ? {
			name: c.name,
			to: c.path
		} : c) }),
		/* @__PURE__ */ jsx("div", {
			className: "mt-1",
			children: /* @__PURE__ */ jsx(BackLink, {
				to: paths.home.getHref(),
				children: "Volver a todas las ubicaciones"
			})
		}),
		/* @__PURE__ */ jsxs("header", {
			className: "mt-3",
			children: [/* @__PURE__ */ jsxs("h1", {
				className: "text-2xl font-bold text-slate-900 sm:text-3xl",
				children: [
					"Atención de urgencia en ",
					town.name,
					", ",
					town.state
				]
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-lg text-slate-700",
				children: nearby ? noClinicListedText(town.name) : clinicsFoundText(count)
			})]
		}),
		/* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "town-about",
			className: "mt-6 max-w-prose rounded-lg bg-blue-50 p-4 ring-1 ring-blue-100",
			children: [
				/* @__PURE__ */ jsxs("h2", {
					id: "town-about",
					className: "text-xl font-bold text-slate-900",
					children: ["Sobre la atención de urgencia pediátrica en ", town.name]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 leading-relaxed text-slate-800",
					lang: town.description ? "en" : void 0,
					children: town.description ?? townIntro(town.name, town.state)
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 leading-relaxed font-semibold text-slate-900",
					children: townCountSentence(town.name, count)
				})
			]
		}),
		nearby ? /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "town-nearby",
			className: "mt-8",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: "town-nearby",
				className: "text-xl font-bold text-slate-900",
				children: ["Clínicas más cercanas a ", town.name]
			}), nearby.length === 0 ? /* @__PURE__ */ jsxs("p", {
				className: "mt-3 text-slate-800",
				children: [
					"No hay ninguna clínica registrada a menos de ",
					50,
					" ",
					"millas de",
					" ",
					town.name,
					"."
				]
			}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-slate-700",
				children: [
					"A menos de ",
					50,
					" ",
					"millas del centro de la ciudad, de la más cercana a la más lejana."
				]
			}), /* @__PURE__ */ jsx(ClinicCardList, {
				clinics: nearby,
				className: "mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3"
			})] })]
		}) : /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "town-clinics",
			className: "mt-8",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: "town-clinics",
				className: "text-xl font-bold text-slate-900",
				children: ["Clínicas en ", town.name]
			}), count === 0 ? /* @__PURE__ */ jsx("p", {
				className: "mt-3 text-slate-800",
				children: "No se encontraron clínicas en esta ciudad."
			}) : /* @__PURE__ */ jsx(ClinicCardList, {
				clinics: listed,
				className: "mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3"
			})]
		}),
		rooms.length > 0 ? /* @__PURE__ */ jsx("div", {
			className: "mt-8 max-w-prose",
			children: /* @__PURE__ */ jsx(EmergencyRooms, {
				rooms,
				title: `Salas de emergencias cerca de ${town.name}`,
				intro: `Las más cercanas a menos de 40 millas; distancias desde el centro de la ciudad.`,
				provenance: true
			})
		}) : null,
		/* @__PURE__ */ jsx(TownSections, { sections: townSections(town.name) }),
		/* @__PURE__ */ jsx(FaqAccordion, {
			title: `Preguntas frecuentes - ${town.name}`,
			items: townFaqFor(town, count, nearby)
		})
	] });
}
export { TownPage, townHead, townLoader };
