import { d as useLocation, m as useNavigation } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { LoaderCircle } from "lucide-react";
// src/components/navigation/pending.tsx
/**
* True while the router is loading another page of the same kind (e.g. from
* one clinic page to another): the current page then shows its loading text
* instead of the old content. `prefix` is a path prefix such as '/clinic/'.
*/
function useLoadingSameRoute(prefix) {
	const navigation = useNavigation();
	const location = useLocation();
	const next = navigation.location;
	return navigation.state === "loading" && next !== void 0 && next.pathname.startsWith(prefix) && next.pathname !== location.pathname;
}
/** A polite loading message with a spinner (spinner hidden from AT). */
function LoadingMessage({ text }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: "flex min-h-40 items-center justify-center gap-2 py-12 text-lg text-slate-700",
		children: [/* @__PURE__ */ jsx(LoaderCircle, {
			"aria-hidden": "true",
			className: "h-6 w-6 animate-spin text-blue-800 motion-reduce:animate-none"
		}), text]
	});
}
export { useLoadingSameRoute as n, LoadingMessage as t };
