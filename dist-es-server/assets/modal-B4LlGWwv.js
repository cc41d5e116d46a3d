import { useEffect, useId, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { X } from "lucide-react";
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
					"aria-label": "Cerrar",
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
export { Modal as t };
