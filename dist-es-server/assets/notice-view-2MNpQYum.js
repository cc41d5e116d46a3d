import { i as offlineNoticeText, n as copyNoticeText, t as UPDATE_NOTICE_TEXT } from "./notice-DzUXIJOf.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { RefreshCw, WifiOff } from "lucide-react";
// src/features/offline/notice-view.tsx
function NoticeView({ offline, fromCopy, savedAt, applyUpdate }) {
	const text = offline ? offlineNoticeText(savedAt) : fromCopy && savedAt ? copyNoticeText(savedAt) : null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [text ? /* @__PURE__ */ jsx("div", {
		"data-testid": "offline-notice",
		className: "border-b border-amber-300 bg-amber-50 text-slate-900",
		children: /* @__PURE__ */ jsxs("p", {
			className: "mx-auto flex max-w-6xl items-start gap-2 px-4 py-2",
			children: [/* @__PURE__ */ jsx(WifiOff, {
				"aria-hidden": "true",
				className: "mt-0.5 h-5 w-5 shrink-0 text-amber-800"
			}), /* @__PURE__ */ jsx("span", { children: text })]
		})
	}) : null, applyUpdate ? /* @__PURE__ */ jsx("div", {
		"data-testid": "update-notice",
		className: "border-b border-slate-200 bg-slate-50 text-slate-900",
		children: /* @__PURE__ */ jsxs("p", {
			className: "mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1",
			children: [/* @__PURE__ */ jsxs("span", { children: [UPDATE_NOTICE_TEXT, " —"] }), /* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: applyUpdate,
				className: "inline-flex min-h-11 items-center gap-1 rounded px-2 font-semibold text-blue-800 underline hover:text-blue-900",
				children: [/* @__PURE__ */ jsx(RefreshCw, {
					"aria-hidden": "true",
					className: "h-4 w-4"
				}), "Volver a cargar"]
			})]
		})
	}) : null] });
}
export { NoticeView as default };
