// Async boundary: Module Federation negotiates the shared singletons before React loads.
// The page's inline loader (shared/src/boot/paint-first-loader.js) has already waited for the
// first paint before fetching this file.
void import('./bootstrap');
