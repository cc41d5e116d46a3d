import { n as formatMiles, r as isUsablePoint, t as distanceMiles } from "./distance--a-OO1jh.js";
import { o as POISON_CONTROL_DISPLAY, s as POISON_CONTROL_TEL, t as LazyEmergencyRooms } from "./lazy-emergency-rooms-me7WLXXy.js";
import "../entry-server.js";
import { t as paths } from "./paths-CCIO7f15.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { Phone } from "lucide-react";
// src/domain/radius-reach.ts
function radiusReach(clinics, origin, radius) {
	let nearestMiles = null;
	if (isUsablePoint(origin)) for (const c of clinics) {
		if (!isUsablePoint(c.coordinates)) continue;
		const d = distanceMiles(origin, c.coordinates);
		if (nearestMiles === null || d < nearestMiles) nearestMiles = d;
	}
	const within = (miles) => nearestMiles !== null && nearestMiles <= miles;
	return {
		nearestMiles,
		nothingWithin: !within(radius),
		canWiden: radius < 50 && within(50)
	};
}
// src/features/search/open-now-empty.tsx
/**
* The empty state when 'Open Now' leaves nothing: says so plainly, lists the
* clinics in the current results that open soonest, and offers 911 and
* Poison Control.
*/
function OpenNowEmptyState({ soonest, onClear, onLinkClick, children }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "open-now-empty",
		className: "space-y-4 rounded-lg border border-slate-200 p-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: "text-xl font-bold",
				children: "Ninguna clínica cerca de usted está abierta ahora"
			}),
			children,
			soonest.length > 0 ? /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "opening-soonest",
				children: [/* @__PURE__ */ jsx("h3", {
					id: "opening-soonest",
					className: "font-semibold",
					children: "Las que abren antes"
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-2 space-y-2",
					onClick: onLinkClick,
					children: soonest.map(({ clinic, label }) => /* @__PURE__ */ jsxs("li", {
						"data-testid": "soonest-opening",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "font-semibold text-slate-900",
								children: label
							}),
							" · ",
							/* @__PURE__ */ jsx("a", {
								href: paths.clinic.getHref(clinic.slug),
								className: "font-semibold text-blue-900 underline underline-offset-2 [overflow-wrap:anywhere]",
								children: clinic.name
							}),
							clinic.distance !== void 0 && clinic.distance < 999 ? ` · ${formatMiles(clinic.distance)}` : null
						]
					}, clinic.uuid))
				})]
			}) : /* @__PURE__ */ jsx("p", {
				className: "text-slate-700",
				children: "Ninguna de las clínicas de sus resultados tiene un horario que diga cuándo vuelve a abrir. Llame a una clínica para preguntar."
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-slate-800",
				children: "Si su hijo necesita atención ahora, la sala de emergencias de un hospital está abierta las 24 horas. Si hay peligro para la vida, llame al 911."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap gap-2",
				children: [
					/* @__PURE__ */ jsxs("a", {
						href: "tel:911",
						className: "inline-flex min-h-11 items-center gap-2 rounded bg-red-700 px-4 font-bold text-white",
						children: [/* @__PURE__ */ jsx(Phone, {
							"aria-hidden": "true",
							className: "h-4 w-4"
						}), "Llamar al 911"]
					}),
					/* @__PURE__ */ jsxs("a", {
						href: POISON_CONTROL_TEL,
						className: "inline-flex min-h-11 items-center gap-2 rounded border border-blue-800 px-4 font-semibold text-blue-900",
						children: [
							/* @__PURE__ */ jsx(Phone, {
								"aria-hidden": "true",
								className: "h-4 w-4"
							}),
							"Centro de Toxicología (Poison Control) ",
							POISON_CONTROL_DISPLAY
						]
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: onClear,
						className: "inline-flex min-h-11 items-center rounded border border-slate-400 px-4 font-semibold",
						children: "Quitar filtros"
					})
				]
			})
		]
	});
}
// src/features/search/empty-results.tsx
var PRIMARY = "inline-flex min-h-11 items-center justify-center rounded bg-blue-800 px-3 py-2 text-center font-semibold text-white sm:px-4";
var SECONDARY = "inline-flex min-h-11 items-center rounded border border-slate-400 px-4 font-semibold";
/**
* The result list's empty states, loaded lazily (never on the first paint,
* which always has clinics): no clinic within the radius of the searched
* place (with 'Widen the search to 50 miles' when that finds one), 'Open
* Now' left nothing, or the filters left nothing.
*/
function EmptyResults({ soonest, rooms, onClear, near, onLinkClick }) {
	const reach = near ? radiusReach(near.all, near.origin, near.radius) : null;
	if (near && reach?.nothingWithin) return /* @__PURE__ */ jsx(NothingNear, {
		near,
		nearestMiles: reach.nearestMiles,
		canWiden: reach.canWiden,
		onClear,
		rooms
	});
	if (soonest) return /* @__PURE__ */ jsx(OpenNowEmptyState, {
		soonest,
		onClear,
		onLinkClick,
		children: /* @__PURE__ */ jsx(LazyEmergencyRooms, { rooms })
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "rounded-lg border border-slate-200 p-8 text-center",
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: "text-xl font-bold",
				children: "No se encontraron clínicas"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-slate-700",
				children: "Pruebe a cambiar los filtros o lo que busca."
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: onClear,
				className: `mt-4 ${PRIMARY}`,
				children: "Quitar filtros"
			}),
			rooms.length > 0 ? /* @__PURE__ */ jsx("div", {
				className: "mt-6 text-left",
				children: /* @__PURE__ */ jsx(LazyEmergencyRooms, { rooms })
			}) : null
		]
	});
}
function NothingNear({ near, nearestMiles, canWiden, onClear, rooms }) {
	const place = near.place === "Ubicación actual" ? "su ubicación" : near.place;
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "nothing-near",
		className: "space-y-4 rounded-lg border border-slate-200 p-4 sm:p-6",
		children: [
			/* @__PURE__ */ jsxs("h2", {
				className: "text-xl font-bold [overflow-wrap:anywhere]",
				children: [
					"No hay clínicas a menos de ",
					formatMiles(near.radius),
					" ",
					"de ",
					place
				]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "text-slate-800",
				children: [nearestMiles === null ? "Ninguna de las clínicas de nuestra lista tiene una ubicación conocida desde la que medir la distancia." : `La clínica más cercana de nuestra lista está a ${formatMiles(nearestMiles)}.`, canWiden ? null : " Este sitio incluye clínicas pediátricas y de atención de urgencia en el oeste de Kentucky y sus alrededores."]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap gap-2",
				children: [canWiden ? /* @__PURE__ */ jsxs("button", {
					type: "button",
					onClick: near.onWiden,
					className: PRIMARY,
					children: [
						"Ampliar la búsqueda a ",
						50,
						" ",
						"millas"
					]
				}) : null, /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: onClear,
					className: SECONDARY,
					children: "Mostrar todas las clínicas"
				})]
			}),
			rooms.length > 0 ? /* @__PURE__ */ jsx(LazyEmergencyRooms, { rooms }) : null
		]
	});
}
export { EmptyResults as default };
