// What Tab can reach inside a dialog: one selector for the page's inline loader (before
// hydration) and for the app's dialogs (shared/src/ui/dialog-top-layer.ts, dialog.tsx).
// Plain CommonJS: the loader's text is put together in Node (webpack config, API).
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

module.exports = { FOCUSABLE };
