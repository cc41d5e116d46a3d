import { H as reportConfigProblem, V as config } from "./shared-BbTtww70.js";
import { i as nearestByDistance } from "./distance--a-OO1jh.js";
// src/data/create-repository.ts
var current;
/**
* The one place that chooses the data source: the hosted database when both
* Supabase variables are set, otherwise the built-in data. Both load through
* import(), so neither supabase-js nor the data set is on the critical path,
* and a build without Supabase variables contains no Supabase code.
*/
function createRepository(cfg = config) {
	reportConfigProblem(cfg);
	if (cfg.mode === "database" && cfg.supabaseUrl && cfg.supabaseAnonKey) {
		const { supabaseUrl, supabaseAnonKey, readTimeoutMs } = cfg;
		return Promise.all([
			import("./create-client-piKDowVu.js"),
			import("./supabase-repository-C1xGTAVA.js"),
			import("./coordinates-BpSSfSZ2.js")
		]).then(async ([client, repo, table]) => repo.createSupabaseRepository(await client.createSupabaseClient(supabaseUrl, supabaseAnonKey), table.COORDINATES, { readTimeoutMs }));
	}
	return loadBuiltinRepository();
}
async function loadBuiltinRepository() {
	const [{ createBuiltinRepository }, data, table] = await Promise.all([
		import("./builtin-repository-GPw004vi.js"),
		import("./data-1s2MTsGC.js"),
		import("./coordinates-BpSSfSZ2.js")
	]);
	return createBuiltinRepository({
		clinics: data.CLINIC_ROWS,
		towns: data.TOWN_ROWS,
		coordinates: table.COORDINATES
	});
}
/** The app-wide repository (created on first use). */
function getRepository() {
	current ??= createRepository();
	return current;
}
/** Tests and the build-time prerender inject their own source. */
function setRepository(repo) {
	current = Promise.resolve(repo);
}
// src/domain/emergency/nearest.ts
/**
* The `n` emergency departments nearest to `origin` (optionally only those
* within `maxMiles`), each a new object with its `distance` in miles (rounded
* to 0.1, like clinic distances). A record without usable coordinates has no
* distance and is never listed: "nearest" cannot be claimed for it. Ties go
* by name, then id, so the order is stable. Pure; the input is not mutated.
*/
function nearestEmergencyDepartments(list, origin, n, maxMiles) {
	return nearestByDistance(list, origin, n, Number.isFinite(maxMiles) ? maxMiles : Infinity, (ed) => ed.id);
}
export { getRepository as n, setRepository as r, nearestEmergencyDepartments as t };
