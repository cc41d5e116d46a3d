/**
 * The corrections inbox (ops/lib/README.md): grouping, short ids, the closed
 * line, --mark's references and text.
 */
export * from './inbox.ts'
