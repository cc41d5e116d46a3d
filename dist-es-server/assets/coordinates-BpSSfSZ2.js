// src/data/builtin/generated/coordinates.ts
/** Clinic coordinates keyed by slug (approximate = the town centre). */
var COORDINATES = {
	"arlington-medical-clinic": {
		"lat": 36.7889959,
		"lng": -89.0116724,
		"approximate": false
	},
	"ballard-county-medical-clinic": {
		"lat": 37.051516,
		"lng": -89.0469345,
		"approximate": false
	},
	"baptist-health-deaconess-madisonville-urgent-care": {
		"lat": 37.3410363,
		"lng": -87.503475,
		"approximate": true
	},
	"baptist-health-deaconess-powderly-urgent-care": {
		"lat": 37.2394093,
		"lng": -87.1538652,
		"approximate": true
	},
	"baptist-health-paducah-urgent-care": {
		"lat": 37.0708921,
		"lng": -88.6444767,
		"approximate": true
	},
	"corpus-christi-clinic-dr-james-buckmaster": {
		"lat": 37.8384156,
		"lng": -87.5809706,
		"approximate": true
	},
	"deaconess-clinic-at-starlite": {
		"lat": 37.8384156,
		"lng": -87.5809706,
		"approximate": true
	},
	"eagle-family-and-urgent-care-center": {
		"lat": 37.4164951,
		"lng": -86.8780608,
		"approximate": false
	},
	"fast-pace-urgent-care-henderson": {
		"lat": 37.8384156,
		"lng": -87.5809706,
		"approximate": true
	},
	"fast-pace-urgent-care-madisonville": {
		"lat": 37.3410363,
		"lng": -87.503475,
		"approximate": true
	},
	"fast-pace-urgent-care-murray": {
		"lat": 36.6142021,
		"lng": -88.3220745,
		"approximate": true
	},
	"first-care-clinic-henderson": {
		"lat": 37.8384156,
		"lng": -87.5809706,
		"approximate": true
	},
	"first-care-urgent-care-madisonville": {
		"lat": 37.3410363,
		"lng": -87.503475,
		"approximate": true
	},
	"first-care-walk-in-clinic-hopkinsville": {
		"lat": 36.8392843,
		"lng": -87.4735439,
		"approximate": true
	},
	"greenwood-urgent-clinic": {
		"lat": 36.9292475,
		"lng": -86.413158,
		"approximate": false
	},
	"immediate-care-center-owensboro": {
		"lat": 37.7647326,
		"lng": -87.0991327,
		"approximate": false
	},
	"jennie-stuart-health-convenient-care-clinic": {
		"lat": 36.8392843,
		"lng": -87.4735439,
		"approximate": true
	},
	"kentuckycare-paducah-irvin-cobb-drive": {
		"lat": 37.0708921,
		"lng": -88.6444767,
		"approximate": true
	},
	"kentuckycare-paducah-south-20th-street": {
		"lat": 37.0708921,
		"lng": -88.6444767,
		"approximate": true
	},
	"medical-center-urgentcare-med-center-health": {
		"lat": 36.9709173,
		"lng": -86.4384606,
		"approximate": true
	},
	"mercy-health-paducah-urgent-care": {
		"lat": 37.0708921,
		"lng": -88.6444767,
		"approximate": true
	},
	"mercy-health-reidland-medical-center-walk-in-care": {
		"lat": 37.0708921,
		"lng": -88.6444767,
		"approximate": true
	},
	"methodist-hospital-walk-in-clinic-henderson": {
		"lat": 37.8384156,
		"lng": -87.5809706,
		"approximate": true
	},
	"mom-clinic": {
		"lat": 37.8384156,
		"lng": -87.5809706,
		"approximate": true
	},
	"murray-medical-associates-walk-in-clinic-murray-calloway-county-hospital": {
		"lat": 36.6142021,
		"lng": -88.3220745,
		"approximate": true
	},
	"owensboro-health-orthopedics-and-sports-medicine-walk-in-clinic": {
		"lat": 37.7574947,
		"lng": -87.1163384,
		"approximate": true
	},
	"owensboro-health-urgent-care-ford-medical-building": {
		"lat": 37.752717,
		"lng": -87.1229109,
		"approximate": false
	},
	"owensboro-health-urgent-care-henderson-healthplex": {
		"lat": 37.8384156,
		"lng": -87.5809706,
		"approximate": true
	},
	"owensboro-health-urgent-care-leitchfield": {
		"lat": 37.4862399,
		"lng": -86.2846873,
		"approximate": true
	},
	"owensboro-health-urgent-care-madisonville-healthplex": {
		"lat": 37.3410363,
		"lng": -87.503475,
		"approximate": true
	},
	"owensboro-health-urgent-care-powderly-healthplex": {
		"lat": 37.2394093,
		"lng": -87.1538652,
		"approximate": true
	},
	"second-shift-urgent-care-clinic": {
		"lat": 37.8555724,
		"lng": -87.5805982,
		"approximate": false
	},
	"springs-urgent-care": {
		"lat": 37.7587593,
		"lng": -87.0773813,
		"approximate": false
	},
	"st-camillus-urgent-care": {
		"lat": 37.8384156,
		"lng": -87.5809706,
		"approximate": true
	},
	"the-medical-center-at-scottsville-rural-health-clinic": {
		"lat": 36.761138,
		"lng": -86.2160193,
		"approximate": false
	},
	"trover-clinic-walk-in-clinic-hopkinsville": {
		"lat": 36.8326594,
		"lng": -87.4688403,
		"approximate": false
	}
};
export { COORDINATES };
