import * as z from 'zod';

// Zod compiles object parsers with new Function() unless told not to. The CSP has no 'unsafe-eval',
// and even Zod's probe for it logs a violation. Schemas read this flag when they are created, so
// main.tsx imports this module before anything that defines one.
z.config({ jitless: true });
