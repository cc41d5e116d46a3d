/**
 * What is due and the sheets written (ops/lib/README.md): the queue, its
 * order and rows, ops:status and --due.
 */
export * from './due-list.ts'
export * from './queue.ts'
export * from './status.ts'
export * from './conflicts.ts'
