import { createGlobalStyle } from 'styled-components';
import { FLOATING_GUTTER_AREAS } from '../layout';
import { SITE_FONT_FAMILY, SITE_FONT_UNICODE_RANGE, SITE_FONT_URL } from './site-font';
import { theme, typeScale } from './tokens';

/**
 * Base document styles; rendered once by the shell. Static (the theme's values, no function of
 * props): styled-components then keeps the prerendered rules instead of deleting and re-inserting
 * them when the shell hydrates, which would restyle the whole page (issue 28).
 */
export const GlobalStyle = createGlobalStyle`
  /* The site's typeface, preloaded by every page (shell/src/server/prerender.tsx). 'optional': the
     browser uses it when it is there for the first paint (a preloaded 20 KB file nearly always
     is; from the second page on it is cached) and otherwise keeps the system face for that page
     instead of swapping later, so text never moves once shown (CLS 0). */
  @font-face {
    font-family: ${SITE_FONT_FAMILY};
    font-style: normal;
    font-weight: 300 900;
    font-display: optional;
    src: url(${SITE_FONT_URL}) format('woff2');
    unicode-range: ${SITE_FONT_UNICODE_RANGE};
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${typeScale.base};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${theme.fonts.heading}; color: ${theme.colors.ink}; line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  img { max-width: 100%; height: auto; display: block; }
  a { color: ${theme.colors.brand}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* A modal dialog or the open phone menu locks the page behind it, with or without script. */
  body:has(dialog:modal) { overflow: hidden; }
  body:has(dialog:popover-open) { overflow: hidden; } /* a dialog shown in the top layer (dialog-top-layer.ts) */
  .skip-link {
    position: absolute; left: -9999px; top: 8px; z-index: 1000;
    padding: 12px 20px; border-radius: 8px;
    background: ${theme.colors.ink}; color: ${theme.colors.onDark}; font-weight: 600;
  }
  .skip-link:focus { left: 8px; }
  main:focus { outline: none; }
  ${FLOATING_GUTTER_AREAS}
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important; scroll-behavior: auto !important;
    }
  }

  /* --- Controls that need script (docs/progressive-enhancement.md, rule 4; shell, issue 15) ---
     The page's inline loader adds class "js" to <html> at once. Without it, a control that needs
     script is hidden and its [data-no-script-only] sentence says what to do instead. */
  html:not(.js) [data-needs-script] { display: none !important; }
  html.js [data-no-script-only] { display: none !important; }
  /* A tap held by the inline loader until the page is hydrated: show that it was taken. */
  [data-needs-script][aria-busy='true'] { cursor: progress; opacity: 0.7; }
  /* A page whose remote failed keeps its markup as static HTML (data-static): no script runs there. */
  [data-remote-area][data-static] [data-needs-script] { display: none !important; }
  html.js [data-remote-area][data-static] [data-no-script-only] { display: revert !important; }
`;
