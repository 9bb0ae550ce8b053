import { renderHook } from '@testing-library/react';
import { ADOPTED_BAND_ATTR } from '@site/shared/contracts';
import { leaveUnhydratedInputToTheBrowser, resetShellCommittedForTests, useShellCommitted } from './native-until-hydrated';

// React listens on the app root; the guard listens on the document, before it. A listener on the
// root stands in for React here: what it hears, React would hear (and hydrate for at once).
describe('input on markup React has not hydrated yet is left to the browser', () => {
  let root: HTMLElement;
  let heard: string[];
  let remove: () => void;

  beforeEach(() => {
    resetShellCommittedForTests();
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = `
      <div id="root">
        <header><button id="menu" type="button">Abrir menú</button></header>
        <main><label><input id="filter" type="radio" name="filtro"> Redes Sociales</label></main>
        <footer><div data-island=":r1:" style="display: contents"><button id="in-island" type="button">Enviar</button></div></footer>
        <aside data-prerendered-band=":r2:"><div data-island=":r3:" style="display: contents"><a id="in-adopted-island" href="/kit/website">Sitio web</a></div></aside>
      </div>
      <button id="outside" type="button">Fuera</button>`;
    root = document.getElementById('root')!;
    heard = [];
    root.addEventListener('click', (e) => heard.push((e.target as Element).id), true);
    remove = leaveUnhydratedInputToTheBrowser(root);
  });

  afterEach(() => remove());

  const tap = (id: string) => document.getElementById(id)!.click();

  it('before the shell has committed, nothing in the root reaches React, and the default action still runs', () => {
    tap('menu');
    tap('filter');
    expect(heard).toEqual([]);
    expect((document.getElementById('filter') as HTMLInputElement).checked).toBe(true);
    tap('outside');
    expect(heard).toEqual([]);
  });

  it('once the shell has committed, its own controls are React’s; the page waits for the page to hydrate', () => {
    renderHook(() => useShellCommitted());
    tap('menu');
    tap('filter');
    expect(heard).toEqual(['menu']);
    document.documentElement.dataset.hydrated = 'true';
    tap('filter');
    expect(heard).toEqual(['menu', 'filter']);
  });

  it('an island is left to the browser until React has hydrated its wrapper', () => {
    renderHook(() => useShellCommitted());
    document.documentElement.dataset.hydrated = 'true';
    tap('in-island');
    expect(heard).toEqual([]);
    // What React sets on every element it hydrates.
    Object.assign(document.querySelector('[data-island]')!, { '__reactFiber$test': {} });
    tap('in-island');
    expect(heard).toEqual(['in-island']);
  });

  it('an island in a band adopted as prerendered is React’s: it will never hydrate, and the band routes its links', () => {
    renderHook(() => useShellCommitted());
    document.documentElement.dataset.hydrated = 'true';
    const band = document.querySelector('[data-prerendered-band]')!;
    band.addEventListener('click', (e) => e.preventDefault()); // stands in for the band's router link
    tap('in-adopted-island');
    expect(heard).toEqual([]);
    band.setAttribute(ADOPTED_BAND_ATTR, ''); // what AsPrerendered sets once it has adopted the band
    tap('in-adopted-island');
    expect(heard).toEqual(['in-adopted-island']);
  });
});
