import { config } from 'zod';

// zod 4 probes `new Function` to decide whether to compile validators, which the site's CSP
// (no 'unsafe-eval') reports as a violation in the browser. Every module that builds schemas in
// the browser imports this first. shared/package.json lists it under sideEffects (webpack would
// drop a bare import otherwise); only `config` is imported, so zod stays tree-shaken.
config({ jitless: true });
