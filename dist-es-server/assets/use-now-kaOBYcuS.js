import { N as OPEN_STATUS_REFRESH_MS } from "./shared-BbTtww70.js";
import { startTransition, useEffect, useState } from "react";
// src/hooks/use-now.ts
var snapshot = null;
/** True once a first page has committed: later mounts read the clock at once. */
var started = false;
var listeners = /* @__PURE__ */ new Set();
var timer;
function current() {
	if (!snapshot || listeners.size === 0 && Math.abs(Date.now() - +snapshot) > 1e3) snapshot = /* @__PURE__ */ new Date();
	return snapshot;
}
function subscribe(cb) {
	listeners.add(cb);
	if (!timer) timer = setInterval(() => {
		snapshot = /* @__PURE__ */ new Date();
		listeners.forEach((l) => l(snapshot));
	}, OPEN_STATUS_REFRESH_MS);
	return () => {
		listeners.delete(cb);
		if (listeners.size === 0) {
			if (timer) clearInterval(timer);
			timer = void 0;
			snapshot = null;
		}
	};
}
/**
* The current time, refreshed every 60 s. During prerender and hydration it is
* null, so nothing time-dependent is baked into HTML or mismatches on hydrate;
* the time then arrives in a transition (React renders the open statuses of
* the whole list in short slices, never one long task). A component mounted
* after the first page has the time from its first render.
*/
function useNow() {
	const [now, setNow] = useState(() => started ? current() : null);
	useEffect(() => {
		started = true;
		const show = (d) => startTransition(() => setNow(d));
		const unsubscribe = subscribe(show);
		show(current());
		return unsubscribe;
	}, []);
	return now;
}
export { useNow as t };
