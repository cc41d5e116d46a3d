import { t as Modal } from "./modal-B4LlGWwv.js";
import { n as getRepository, t as nearestEmergencyDepartments } from "./nearest-CBySGLrG.js";
import { a as useSearchOrigin, o as POISON_CONTROL_DISPLAY, r as loadEmergencyRooms, s as POISON_CONTROL_TEL, t as LazyEmergencyRooms } from "./lazy-emergency-rooms-me7WLXXy.js";
import { useEffect, useMemo, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Phone } from "lucide-react";
// src/features/emergency/emergency-info-dialog.tsx
/**
* Warning signs that need 911 or the emergency room, consistent with the
* American Academy of Pediatrics' guidance for parents (HealthyChildren.org,
* "When to call 911" / "When to go to the emergency room").
*/
var WARNING_SIGNS = [
	"Le cuesta mucho respirar, o se le ponen los labios o la cara azules o grises",
	"Es difícil despertarlo, no responde o de repente está muy confundido",
	"Una convulsión, o una convulsión que dura más de 5 minutos",
	"Un sangrado que no para después de 10 minutos de presión firme",
	"Un golpe en la cabeza con desmayo, vómitos repetidos o confusión",
	"Hinchazón de los labios o la lengua, o dificultad para tragar después de una picadura, un alimento o un medicamento",
	"Se tragó una pila de botón, imanes, un medicamento o un producto químico",
	"Fiebre de 100.4°F (38°C) o más en un bebé menor de 3 meses",
	"Cuello rígido con fiebre, o un sarpullido de manchas moradas que no desaparecen al presionarlas"
];
/** The dialog's texts about the nearest emergency rooms. */
var DIALOG_ROOMS_TEXT = {
	title: "Salas de emergencias más cercanas — abiertas las 24 horas",
	noLocation: "Escriba su ciudad o código postal, o use su ubicación actual, en la página «Buscar» para ver aquí las salas de emergencias más cercanas.",
	loading: "Buscando las salas de emergencias más cercanas…",
	failed: "No se pudieron cargar las salas de emergencias más cercanas. En una emergencia, llame al 911."
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
		title: "Información de emergencia",
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
					}), "Llamar al 911"]
				}),
				/* @__PURE__ */ jsxs("p", { children: [
					"Centro de Toxicología (Poison Control), las 24 horas, gratis:",
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
						children: "Llame al 911 o vaya a la sala de emergencias si su hijo tiene alguna de estas señales:"
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-2 list-disc space-y-1 pl-5",
						children: WARNING_SIGNS.map((s) => /* @__PURE__ */ jsx("li", { children: s }, s))
					})]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-slate-700",
					children: "Si no está seguro, llame al 911. Esta información es solo una guía general y no es un consejo médico; no reemplaza a un médico ni a los servicios de emergencia."
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
export { DIALOG_ROOMS_TEXT, EmergencyInfoDialog, POISON_CONTROL_DISPLAY, POISON_CONTROL_TEL, WARNING_SIGNS };
