/* What other features may use of the outage feature. */
export { useRetry } from './use-retry'
