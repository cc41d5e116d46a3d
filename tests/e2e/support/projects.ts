/**
 * Which spec runs in which data mode: the one place that says it
 * (playwright.config.ts builds the projects from it; sameInBothDataModes
 * reads it).
 *
 * A spec runs in both data modes only where the data path differs: it
 * reads data from the hosted API or the bundle (each kind of page once, the
 * facts' columns, the emergency rooms), refreshes it after load, survives
 * its outage, keeps it offline, or sends something (the contact form, the
 * listing report). The two sources are proven to give the same rows by
 * tests/contract (Vitest), so what a page does with its rows once read —
 * layout, focus, keys, filters, the map, the texts — is the same code and
 * runs once.
 *
 * A spec that runs once runs in the built-in project, or, to keep the two
 * Playwright runs of `npm test` about as long as each other, in the
 * database one (BALANCE): its pages are the same there, from the stand-in's
 * copy of the same rows.
 */
export const BOTH_MODES = [
  'a11y',
  'before-you-go',
  'contact',
  'emergency-rooms',
  'holidays',
  'keyboard',
  'listing-report',
  'offline',
  'outage',
  'prerender',
  'smoke',
  'spanish',
  'verification',
] as const

/** Mode-independent specs run in the database project only. */
export const BALANCE = [
  'far-search',
  'find-care',
  'first-minute',
  'focus',
  'map',
  'no-break',
  'open-now',
  'share-search',
  'spanish-site',
] as const

const names = (list: readonly string[]) =>
  new RegExp(`[\\\\/](${list.join('|')})\\.spec\\.ts$`)

/** The specs of the database project: those run in both modes, and BALANCE. */
export const DATABASE_SPECS = names([...BOTH_MODES, ...BALANCE])
/** The specs the built-in project leaves to the database one. */
export const DATABASE_ONLY_SPECS = names(BALANCE)
/** Specs that run in both data modes. */
export const BOTH_MODES_SPECS = names(BOTH_MODES)

/**
 * With GATE_E2E_RUNS=4 (a machine with more cores), `npm test` splits each
 * of the two projects over two Playwright runs side by side (E2E_SHARD 'a'
 * and 'b'; tests/tools/run-all.sh), each on its own ports. These are run
 * b's specs, about half of each project's time; run a has the rest, and
 * the react-dev, hostile and ads projects. Without E2E_SHARD (the default
 * gate, two runs) one run has everything.
 */
export const SECOND_RUN = {
  builtin: ['a11y', 'dialogs', 'keyboard', 'no-tracking', 'pages', 'spanish'],
  database: [
    'a11y',
    'before-you-go',
    'emergency-rooms',
    'far-search',
    'find-care',
    'first-minute',
    'focus',
    'map',
    'open-now',
    'prerender',
    'share-search',
    'spanish-site',
  ],
} as const

/**
 * The specs of `project` in run E2E_SHARD, as Playwright's testMatch and
 * testIgnore, from the project's own (`match`, `ignore`). Run b's lists
 * name only specs of their project.
 */
export function inShard(
  project: keyof typeof SECOND_RUN,
  shard: string | undefined,
  own: { match?: RegExp; ignore: RegExp[] },
): { testMatch?: RegExp; testIgnore: RegExp[] } {
  const second = names(SECOND_RUN[project])
  const match = own.match ? { testMatch: own.match } : {}
  if (shard === 'a') return { ...match, testIgnore: [...own.ignore, second] }
  if (shard === 'b') return { testMatch: second, testIgnore: own.ignore }
  return { ...match, testIgnore: own.ignore }
}
