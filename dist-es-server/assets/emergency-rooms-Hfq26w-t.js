import { f as directionsUrl, h as telHref } from "./shared-BbTtww70.js";
import { n as formatMiles } from "./distance--a-OO1jh.js";
import { useId } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { Navigation, Phone } from "lucide-react";
// src/domain/emergency/names.ts
/** True for a real calendar date written YYYY-MM-DD. */
function isIsoDate(s) {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
	const d = /* @__PURE__ */ new Date(`${s}T00:00:00Z`);
	return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
/** 'February 26, 2026' for a real YYYY-MM-DD date, else null. */
function longDate(iso) {
	if (typeof iso !== "string" || !isIsoDate(iso)) return null;
	const [y, m, d] = iso.split("-").map(Number);
	return new Intl.DateTimeFormat("es-US", {
		day: "numeric",
		month: "long",
		year: "numeric",
		timeZone: "UTC"
	}).format(new Date(Date.UTC(y, m - 1, d)));
}
// src/features/emergency/emergency-rooms.tsx
var EMERGENCY_ROOMS_NOTE = "Si la vida está en peligro, llame al 911. Las salas de emergencias de los hospitales deben atender a todas las personas, tengan o no seguro médico.";
/**
* The nearest hospital emergency rooms (open 24 hours): name, town,
* distance, phone and address, with 'Call' and 'Directions'. Never instead
* of 911: the note says to call 911 for a life-threatening emergency.
* `headingLevel` 3 inside a dialog (whose title is the h2); `provenance`
* adds where each record comes from (sources and date) in small text.
*/
function EmergencyRooms({ rooms, title = "Salas de emergencias cerca de usted — abiertas las 24 horas", headingLevel = 2, intro, provenance = false, className = "rounded-lg border border-red-200 bg-white p-4" }) {
	const titleId = useId();
	if (rooms.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": titleId,
		"data-testid": "emergency-rooms",
		className,
		children: [
			/* @__PURE__ */ jsx(headingLevel === 3 ? "h3" : "h2", {
				id: titleId,
				className: "text-lg font-bold",
				children: title
			}),
			intro ? /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-slate-700",
				children: intro
			}) : null,
			/* @__PURE__ */ jsx("ul", {
				className: "mt-3 space-y-3",
				children: rooms.map((ed) => /* @__PURE__ */ jsx(EmergencyRoom, { ed }, ed.id))
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-sm text-slate-700",
				children: EMERGENCY_ROOMS_NOTE
			}),
			provenance ? /* @__PURE__ */ jsx(RoomsProvenance, { rooms }) : null
		]
	});
}
/** Sources and date of each record, verbatim, folded under one summary. */
function RoomsProvenance({ rooms }) {
	return /* @__PURE__ */ jsxs("details", {
		"data-testid": "emergency-rooms-provenance",
		className: "mt-2 text-sm",
		children: [/* @__PURE__ */ jsx("summary", {
			className: "inline-flex min-h-11 cursor-pointer items-center font-semibold text-blue-900 underline underline-offset-2",
			children: "De dónde vienen estos datos de los hospitales"
		}), /* @__PURE__ */ jsx("ul", {
			className: "mt-1 space-y-2 text-slate-800",
			children: rooms.map((ed) => {
				const p = ed.provenance;
				const date = longDate(p.asOf);
				return /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx("p", {
						className: "font-semibold [overflow-wrap:anywhere]",
						children: ed.name
					}),
					/* @__PURE__ */ jsx("p", { children: date ? `Datos al ${date}${p.asOfNote ? ` (${p.asOfNote})` : ""}.` : "Fecha no indicada." }),
					p.sources.length > 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: p.sources.length === 1 ? "Fuente:" : "Fuentes:" }), /* @__PURE__ */ jsx("ul", {
						lang: "en",
						className: "list-disc pl-5",
						children: p.sources.map((src, i) => /* @__PURE__ */ jsx("li", {
							className: "[overflow-wrap:anywhere]",
							children: src
						}, i))
					})] }) : null
				] }, ed.id);
			})
		})]
	});
}
function EmergencyRoom({ ed }) {
	const tel = telHref(ed.phone);
	return /* @__PURE__ */ jsxs("li", {
		"data-testid": "emergency-room",
		className: "space-y-1",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "font-semibold text-slate-900 [overflow-wrap:anywhere]",
				children: ed.name
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "text-sm text-slate-800",
				children: [
					"Sala de emergencias · abierta las 24 horas · ",
					ed.city,
					", ",
					ed.state,
					ed.distance !== void 0 ? ` · ${formatMiles(ed.distance)}` : null
				]
			}),
			ed.address ? /* @__PURE__ */ jsxs("p", {
				className: "text-sm text-slate-700",
				children: [
					ed.address,
					", ",
					ed.city,
					", ",
					ed.state,
					ed.zip ? ` ${ed.zip}` : ""
				]
			}) : null,
			ed.military ? /* @__PURE__ */ jsx("p", {
				className: "text-sm text-amber-950",
				children: "Hospital militar: las fuentes no dicen si atiende a civiles. Llame antes de ir."
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap gap-2 pt-1",
				children: [tel ? /* @__PURE__ */ jsxs("a", {
					href: tel,
					className: "inline-flex min-h-11 items-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900",
					children: [
						/* @__PURE__ */ jsx(Phone, {
							"aria-hidden": "true",
							className: "h-4 w-4"
						}),
						"Llamar al ",
						ed.phone,
						/* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [
								" (",
								ed.name,
								")"
							]
						})
					]
				}) : null, /* @__PURE__ */ jsxs("a", {
					href: directionsUrl({
						name: ed.name,
						address: ed.address,
						city: ed.city,
						state: ed.state,
						zip: ed.zip
					}),
					target: "_blank",
					rel: "noopener noreferrer",
					className: "inline-flex min-h-11 items-center gap-1 rounded border border-blue-800 px-3 font-semibold text-blue-900",
					children: [
						/* @__PURE__ */ jsx(Navigation, {
							"aria-hidden": "true",
							className: "h-4 w-4"
						}),
						"Cómo llegar",
						/* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [
								" ",
								"a ",
								ed.name,
								" ",
								"(se abre en una pestaña nueva)"
							]
						})
					]
				})]
			})
		]
	});
}
export { EMERGENCY_ROOMS_NOTE, EmergencyRooms };
