/**
 * Time as the network layer sees it: passed in, so the tests check the pace
 * (one request a second per host, a Retry-After) without waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch, never decreasing (Date.now or a test's counter). */
  now: () => number
  sleep: (ms: number) => Promise<void>
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}
