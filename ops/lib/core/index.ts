/**
 * The tools' vocabulary (ops/lib/README.md): the clinic as the tools see it
 * and its fingerprint, CSV, local times, safe terminal text, towns, the five
 * facts, holidays, open reports and messages.
 */
export * from './csv.ts'
export * from './facts.ts'
export * from './holidays.ts'
export * from './html.ts'
export * from './local-time.ts'
export * from './model.ts'
export * from './phone.ts'
export * from './reports.ts'
export * from './source-names.ts'
export * from './terminal.ts'
export * from './towns.ts'
export * from './weekdays.ts'
