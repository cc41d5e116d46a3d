/* What other features may use of the offline feature. */
export { keepOnThisDevice } from './outbox-client'
