/*
 * What other features may use of the emergency feature. Not the Emergency
 * Info dialog: the lazily loaded empty states import this file, and must not
 * bring the dialog with them (the layout takes ./emergency-notice directly).
 */
export { POISON_CONTROL_DISPLAY, POISON_CONTROL_TEL } from './poison-control'
export { setSearchOrigin } from './search-origin'
export {
  LazyEmergencyRooms,
  loadEmergencyRooms,
  QuietBoundary,
} from './lazy-emergency-rooms'
