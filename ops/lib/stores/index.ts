/**
 * Where checks are read and written (ops/lib/README.md): the data file
 * (journal, lock) and the database (one transaction).
 */
export * from './file-lock.ts'
export * from './store-db.ts'
export * from './store-file.ts'
