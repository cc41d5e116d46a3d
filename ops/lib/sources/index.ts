/** The door of ops/lib/sources/ (README.md): nothing yet. */
export {}
