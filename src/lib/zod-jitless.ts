import { config } from 'zod';

// The pages' Content-Security-Policy allows no eval, so zod's compiled parsers cannot run in a
// browser anyway; told so, zod skips its probe for eval (`Function('')`), which the browser
// otherwise reports as a CSP violation on every page that validates a form.
config({ jitless: true });
