import { config } from 'zod';

// zod 4 probes `new Function` to decide whether to compile validators, which the site's CSP
// (no 'unsafe-eval') reports as a violation in the browser. Every module that builds schemas
// imports this first, so no schema exists before the setting. shared/package.json lists this
// file under sideEffects (webpack would drop a bare import otherwise); only `config` is
// imported, so zod stays tree-shaken.
config({ jitless: true });
