/* What other features may use of the offline feature. */
export { keepOnThisDevice, keptMessages } from './outbox-client'
