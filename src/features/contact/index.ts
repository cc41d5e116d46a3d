/* What other features may use of the contact feature. */
export { useContact } from './contact-context'
