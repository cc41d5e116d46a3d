/* What other features may use of the offline feature. */
export { keepMessage } from './outbox-client'
