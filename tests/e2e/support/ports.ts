/**
 * Loopback ports of the end-to-end servers. The defaults sit below Linux's
 * ephemeral range (32768–60999), so an outgoing connection can never hold
 * one. E2E_PORT_BASE moves them all (stand-in = base, built-in = base + 1,
 * database = base + 2, React development build = base + 3, contact function
 * = base + 4, the hostile-data stand-in = base + 5, its build = base + 6
 * the report-listing function = base + 7 and the build with page views and
 * ads = base + 8)
 * so two checkouts can run their suites side by side. 4190 is left out: it
 * is on the Fetch standard's list of bad ports, which Node's fetch (and
 * Chromium) refuse to connect to ('bad port').
 * tests/tools/build-e2e.sh derives the stand-in URL the same way.
 */
const base = Number(process.env.E2E_PORT_BASE ?? '')

export const PORTS =
  Number.isInteger(base) && base > 0
    ? {
        standIn: base,
        builtin: base + 1,
        database: base + 2,
        reactDev: base + 3,
        contactFunction: base + 4,
        hostileStandIn: base + 5,
        hostile: base + 6,
        reportFunction: base + 7,
        ads: base + 8,
      }
    : {
        standIn: 4186,
        builtin: 4183,
        database: 4184,
        reactDev: 4185,
        contactFunction: 4187,
        hostileStandIn: 4188,
        hostile: 4189,
        reportFunction: 4192,
        ads: 4191,
      }

/** The Fetch standard's bad ports above 1023 (https://fetch.spec.whatwg.org/#bad-port). */
const BAD_PORTS = [
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666,
  6667, 6668, 6669, 6679, 6697, 10080,
]
for (const [name, port] of Object.entries(PORTS))
  if (BAD_PORTS.includes(port))
    throw new Error(
      `E2E_PORT_BASE=${base} puts ${name} on port ${port}, a bad port that fetch refuses: choose another base`,
    )

/**
 * The folder of the end-to-end builds this run serves: dist-e2e, or
 * E2E_DIST for a run on other ports, which serves copies of the same builds
 * with only the stand-in's port changed (tests/tools/copy-e2e-build.mjs).
 */
export const DIST_ROOT = process.env.E2E_DIST ?? 'dist-e2e'
