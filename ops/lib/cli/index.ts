/**
 * The commands (ops/lib/README.md): arguments, the order of the steps, what
 * is printed; ops/*.ts call them.
 */
export * from './cli-geocode.ts'
export * from './cli-harvest.ts'
export * from './cli.ts'
