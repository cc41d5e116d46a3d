import { n as toClinic, r as toTown } from "./map-row-B4dx-ZyH.js";
import { i as isSafeSlug, r as isCityOfTown } from "./slug-C7md3Vgt.js";
import { I as compareByName, L as compareByRating, R as compareText, c as isListed } from "./shared-BbTtww70.js";
import { t as toEmergencyDepartment } from "./types-CUL7HCVB.js";
// src/data/builtin/builtin-repository.ts
var loadGeneratedEmergencyDepartments = () => import("./emergency-departments-CQeRnUuG.js").then((m) => m.EMERGENCY_DEPARTMENT_ROWS);
/**
* The directory over an in-memory data set, with the same selections, filters
* and orders as the database queries (data/supabase/supabase-repository.ts).
*/
function createBuiltinRepository(data) {
	const clinics = data.clinics.map((row) => toClinic(row, data.coordinates));
	const towns = data.towns.map(toTown);
	/** What the lists show: every clinic but those closed for good. */
	const listed = [...clinics].sort(compareByRating).filter(isListed);
	const loadEmergency = data.emergencyDepartments ?? loadGeneratedEmergencyDepartments;
	return {
		kind: "builtin",
		async listClinicsByRating() {
			return listed.map(clone);
		},
		async listClinicCities() {
			return clinics.filter(isListed).map((c) => c.city);
		},
		async getTownBySlug(slug) {
			const t = towns.find((t) => t.slug === slug);
			return t ? { ...t } : null;
		},
		async listClinicsInTown(townSlug) {
			if (!isSafeSlug(townSlug)) return [];
			return listed.filter((c) => isCityOfTown(c.city, townSlug)).map(clone);
		},
		async getClinicBySlug(slug) {
			const c = clinics.find((c) => c.slug === slug);
			return c ? clone(c) : null;
		},
		async listOtherClinicsInCity(city, excludeUuid, limit = 6) {
			return listed.filter((c) => c.city === city && c.uuid !== excludeUuid).slice(0, limit).map(clone);
		},
		async listTownsByIds(ids) {
			const wanted = new Set(ids);
			return towns.filter((t) => wanted.has(t.id)).sort(compareByName).map((t) => ({ ...t }));
		},
		async getTownSlugById(id) {
			return towns.find((t) => t.id === id)?.slug ?? null;
		},
		async listClinicSlugs() {
			return [...clinics].sort(compareByName).map((c) => c.slug);
		},
		async listClinicsForSiteMap() {
			return [...clinics].sort((a, b) => compareText(a.city, b.city) || compareByName(a, b)).map((c) => ({
				name: c.name,
				slug: c.slug,
				city: c.city,
				closed: !isListed(c)
			}));
		},
		async listTownSlugs() {
			return [...towns].sort(compareByName).map((t) => t.slug);
		},
		async listEmergencyDepartments() {
			return (await loadEmergency()).map(toEmergencyDepartment).sort(compareByName);
		}
	};
}
/** Callers get their own copies, so nothing they do changes the data set. */
function clone(c) {
	return structuredClone(c);
}
export { createBuiltinRepository };
