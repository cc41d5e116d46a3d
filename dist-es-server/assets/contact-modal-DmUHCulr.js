import { V as config } from "./shared-BbTtww70.js";
import { i as postContactMessage, r as HONEYPOT_FIELD, t as keepOnThisDevice } from "./offline-DpXPY1JQ.js";
import { n as newIdempotencyKey, o as keepOnDevice } from "./functions-Cl5QQRVN.js";
import { r as keptText } from "./notice-DzUXIJOf.js";
import { a as validateContactMessage, t as CONTACT_LIMITS } from "./contact-kl3Im56-.js";
import { t as Modal } from "./modal-B4LlGWwv.js";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { Loader2 } from "lucide-react";
// src/features/contact/contact-modal.tsx
var CONTACT_CLOSE_DELAY_MS = 2e3;
var EMPTY = {
	name: "",
	email: "",
	subject: "",
	message: ""
};
var defaultBackend = config.supabaseUrl && config.supabaseAnonKey ? {
	supabaseUrl: config.supabaseUrl,
	anonKey: config.supabaseAnonKey
} : null;
function ContactModal({ onClose, initialSubject = "", clinicId, send, backend = defaultBackend }) {
	const [values, setValues] = useState({
		...EMPTY,
		subject: initialSubject
	});
	const [idempotencyKey, setIdempotencyKey] = useState(null);
	const [errors, setErrors] = useState({});
	const [status, setStatus] = useState("idle");
	const [keptWhy, setKeptWhy] = useState("");
	const firstField = useRef(null);
	const trap = useRef(null);
	const refs = {
		name: firstField,
		email: useRef(null),
		subject: useRef(null),
		message: useRef(null)
	};
	const id = useId();
	const canSend = Boolean(send || backend);
	useEffect(() => {
		if (status !== "success") return;
		const t = setTimeout(onClose, CONTACT_CLOSE_DELAY_MS);
		return () => clearTimeout(t);
	}, [status, onClose]);
	async function submit(e) {
		e.preventDefault();
		if (status === "sending") return;
		const found = validateContactMessage(values);
		setErrors(found);
		const firstBad = Object.keys(CONTACT_LIMITS).find((f) => found[f]);
		if (firstBad) {
			refs[firstBad].current?.focus();
			return;
		}
		setStatus("sending");
		const honeypot = trap.current?.value ?? "";
		const key = idempotencyKey ?? newIdempotencyKey();
		setIdempotencyKey(key);
		const outcome = send ? await send(values, honeypot, key).catch(() => false) ? "sent" : "failed" : backend ? await postContactMessage(values, {
			...backend,
			honeypot,
			idempotencyKey: key,
			clinicId
		}).then(async (o) => {
			if (o.kind === "sent") return "sent";
			if (!keepOnDevice(o)) return "failed";
			try {
				await keepOnThisDevice({
					idempotencyKey: key,
					message: values,
					...clinicId ? { clinicId } : {},
					honeypot,
					keptAt: (/* @__PURE__ */ new Date()).toISOString()
				});
				setKeptWhy(keptText(o, "message"));
				return "queued";
			} catch {
				return "failed";
			}
		}) : "failed";
		if (outcome === "sent" || outcome === "queued") {
			setValues(EMPTY);
			setIdempotencyKey(null);
			setStatus(outcome === "sent" ? "success" : "queued");
		} else setStatus("error");
	}
	const field = (name, label, placeholder, type = "text") => {
		const errorId = `${id}-${name}-error`;
		const common = {
			id: `${id}-${name}`,
			name,
			value: values[name],
			placeholder,
			maxLength: CONTACT_LIMITS[name] * 2,
			"aria-invalid": errors[name] ? true : void 0,
			"aria-describedby": errors[name] ? errorId : void 0,
			disabled: status === "sending",
			onChange: (e) => {
				setValues((v) => ({
					...v,
					[name]: e.target.value
				}));
				setIdempotencyKey(null);
			},
			className: "mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base placeholder:text-slate-500 aria-[invalid=true]:border-red-700"
		};
		return /* @__PURE__ */ jsxs("div", { children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: common.id,
				className: "block font-medium",
				children: label
			}),
			name === "message" ? /* @__PURE__ */ jsx("textarea", {
				...common,
				ref: refs.message,
				rows: 4
			}) : /* @__PURE__ */ jsx("input", {
				...common,
				ref: refs[name],
				type,
				autoComplete: name === "name" ? "name" : name === "email" ? "email" : "off"
			}),
			errors[name] ? /* @__PURE__ */ jsx("p", {
				id: errorId,
				role: "alert",
				className: "mt-1 text-sm font-medium text-red-800",
				children: errors[name]
			}) : null
		] });
	};
	return /* @__PURE__ */ jsxs(Modal, {
		title: "Envíenos un mensaje",
		onClose,
		initialFocus: firstField,
		children: [!canSend ? /* @__PURE__ */ jsxs("p", {
			className: "mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-slate-900",
			children: [
				"Desde esta copia del sitio no se pueden enviar mensajes. Por favor, escríbanos a",
				" ",
				/* @__PURE__ */ jsx("a", {
					className: "font-semibold text-blue-800 underline",
					href: `mailto:${config.contactEmail}`,
					children: config.contactEmail
				}),
				"."
			]
		}) : null, /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: submit,
			className: "space-y-3",
			children: [
				field("name", "Nombre", "Su nombre"),
				field("email", "Correo electrónico", "you@example.com", "email"),
				field("subject", "Asunto", "¿De qué se trata?"),
				field("message", "Mensaje", "Su mensaje..."),
				/* @__PURE__ */ jsxs("div", {
					"aria-hidden": "true",
					className: "absolute -left-[10000px] h-px w-px overflow-hidden",
					children: [/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-${HONEYPOT_FIELD}`,
						children: "Deje este campo vacío"
					}), /* @__PURE__ */ jsx("input", {
						ref: trap,
						id: `${id}-${HONEYPOT_FIELD}`,
						name: HONEYPOT_FIELD,
						type: "text",
						tabIndex: -1,
						autoComplete: "off",
						defaultValue: ""
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					"aria-live": "polite",
					role: "status",
					children: [
						status === "success" ? /* @__PURE__ */ jsx("p", {
							className: "rounded border border-green-300 bg-green-50 p-3 font-medium text-green-900",
							children: "¡Su mensaje se envió!"
						}) : null,
						status === "queued" ? /* @__PURE__ */ jsx("p", {
							className: "rounded border border-amber-300 bg-amber-50 p-3 font-medium text-slate-900",
							children: keptWhy
						}) : null,
						status === "sending" ? /* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: "Enviando..."
						}) : null
					]
				}),
				status === "error" ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "rounded border border-red-300 bg-red-50 p-3 font-medium text-red-900",
					children: "No se pudo enviar el mensaje. Por favor, inténtelo de nuevo."
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: "flex justify-end gap-2 pt-2",
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: onClose,
						className: "inline-flex min-h-11 items-center rounded border border-slate-400 px-4 font-medium",
						children: "Cancelar"
					}), /* @__PURE__ */ jsx("button", {
						type: "submit",
						disabled: status === "sending" || !canSend,
						className: "inline-flex min-h-11 items-center gap-2 rounded bg-blue-800 px-4 font-semibold text-white disabled:bg-slate-500",
						children: status === "sending" ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Loader2, {
							"aria-hidden": "true",
							className: "h-4 w-4 animate-spin"
						}), "Enviando..."] }) : "Enviar mensaje"
					})]
				})
			]
		})]
	});
}
export { CONTACT_CLOSE_DELAY_MS, ContactModal };
