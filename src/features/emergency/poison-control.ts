/**
 * Poison Control's national number, as shown and as a tel: link. A module of
 * its own so the lazily loaded empty states can use it without importing the
 * Emergency Info dialog.
 */
export const POISON_CONTROL_DISPLAY = '1-800-222-1222'
export const POISON_CONTROL_TEL = 'tel:18002221222'
