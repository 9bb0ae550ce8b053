import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@site/shared/router';
import { App } from './app/app';
import { registerRemotesFromManifest } from './remotes/registry';
import { loadIconSpriteWhenIdle } from './icons/load-icon-sprite';
import { leaveUnhydratedInputToTheBrowser } from './app/native-until-hydrated';

async function start() {
  await registerRemotesFromManifest();
  const root = document.getElementById('root')!;
  const tree = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // Prerendered pages carry the markup already: hydrate it. The bare shell (no prerender) renders.
  if (root.firstElementChild) {
    // A tap on markup not hydrated yet stays the browser's instead of hydrating it in one long task.
    leaveUnhydratedInputToTheBrowser(root);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for one long task; the page is already painted and readable meanwhile.
    startTransition(() => {
      hydrateRoot(root, tree, {
        onRecoverableError: (error) => console.error('[shell] hydration error:', String(error).slice(0, 500)),
      });
    });
  } else {
    createRoot(root).render(tree);
  }
  // The prerendered page carries only its own icons; the next pages need the rest.
  loadIconSpriteWhenIdle();
}

void start();
