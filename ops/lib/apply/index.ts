/**
 * Sheets in (ops/lib/README.md): validate rows, build patches, diff, write
 * (planSheet); and ops:revert.
 */
export * from './plan.ts'
export * from './revert.ts'
