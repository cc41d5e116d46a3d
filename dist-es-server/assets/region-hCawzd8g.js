// src/domain/geo/region.ts
/**
* The centre of the Western Kentucky region (the middle of the box around
* the built-in clinics' towns, Paducah to Bowling Green, Hopkinsville to
* Owensboro): the tie-breaker between places of the same name, and where
* the map looks when it has nothing to fit.
*/
var REGION_CENTRE = {
	lat: 37.23,
	lng: -87.63
};
export { REGION_CENTRE as t };
