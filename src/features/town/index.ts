/* What other features may use of the town feature: the crumbs a clinic's trail shares. */
export { BROWSE_CITIES_HREF, KENTUCKY_URGENT_CARE } from './town-head'
