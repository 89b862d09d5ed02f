// Apart from the section table, which reads the catalogues: the build's own configuration reads
// this file (through src/prerender/pages.ts), where the `@/` alias does not exist yet.
/** Where the investor area starts; every section's address is below it. */
export const ACCOUNT_BASE = '/account';
