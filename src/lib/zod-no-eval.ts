import { config } from 'zod';

// zod probes for `new Function` support (its fast path) when it builds an object schema;
// under our Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation.
// The web app's forms need no fast path: turn it off. Imported for its effect by every form
// that validates with a shared schema, and by the investor area and the back-office at their
// roots (the server keeps the fast path).
config({ jitless: true });
