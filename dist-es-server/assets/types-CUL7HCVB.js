// src/domain/emergency/types.ts
/** Row → displayed record (coordinates only when both are known). */
function toEmergencyDepartment(row) {
	const known = typeof row.latitude === "number" && typeof row.longitude === "number" && Number.isFinite(row.latitude) && Number.isFinite(row.longitude);
	return {
		id: row.id,
		slug: row.slug,
		name: row.name,
		otherNames: [...row.other_names],
		address: row.address,
		city: row.city,
		state: row.state,
		zip: row.zip,
		county: row.county,
		phone: row.phone,
		coordinates: known ? {
			lat: row.latitude,
			lng: row.longitude
		} : null,
		cmsFacilityId: row.cms_facility_id,
		hospitalType: row.hospital_type,
		cmsHospitalType: row.cms_hospital_type,
		cmsOwnership: row.cms_ownership,
		hifldId: row.hifld_id,
		hifldType: row.hifld_type,
		beds: row.beds_hifld,
		helipad: row.helipad_hifld,
		status: row.status,
		statusBasis: row.status_basis,
		hifldAsOf: row.hifld_as_of,
		coordinatesSource: row.coordinates_source,
		emergencyServicesBasis: row.emergency_services_basis,
		traumaLevel: row.trauma_level,
		pediatricNote: row.pediatric_note,
		notes: row.notes,
		military: row.military,
		outOfState: row.out_of_state,
		provenance: {
			sources: [...row.sources],
			asOf: row.as_of,
			asOfNote: row.as_of_note,
			confidence: row.confidence,
			confidenceNote: row.confidence_note
		}
	};
}
export { toEmergencyDepartment as t };
