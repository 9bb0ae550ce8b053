import { Suspense, lazy, memo, useEffect, useId, useRef, type ComponentType } from 'react';

/*
 * An island: a part of a prerendered page whose code (a form's checks, say) only some visitors
 * need. Its HTML works without that code (a native form post), so in the browser the code waits
 * for the visitor's first pointer, touch, focus or key before it is fetched, and the island is
 * hydrated then. Until that moment React keeps the island's prerendered HTML as it is, and
 * whatever the visitor types into it stays (our inputs are uncontrolled).
 *
 * Whether there is prerendered HTML to keep is decided when the island is defined, that is when
 * its module runs: before hydration on a prerendered load, after it on a client-side navigation
 * (no HTML to keep, and the visitor has already interacted, so the code is fetched at once).
 * Asking later would be too late: React hydrates a prerendered Suspense boundary in a pass of its
 * own after the page's, when the page already counts as hydrated.
 *
 * Give an island stable props (primitives, or memoised values): a suspended boundary that
 * receives new props before it has hydrated would be rendered from scratch.
 */

/*
 * `change` and `input` too: a file picker opened before this code ran (its tap went unheard) and
 * closed after it, with a file chosen, fires nothing else (the CI run of 2026-11-29 waited for
 * the CV form's code until its timeout).
 */
const FIRST_INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'] as const;

let interacted: Promise<void> | undefined;

/**
 * Resolves on the visitor's first interaction with the page (once per visit), once the frame that
 * shows its effect is painted: the island's code then runs after that frame, never between the
 * tap and what the tap shows (issue 28).
 */
export function firstInteraction(): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    // The visitor may have changed a field before this code ran (a CV chosen while the page was
    // still loading, issue 36): that was the first interaction; its effect is adopted.
    if (fieldsAlreadyChanged()) return afterNextPaint(resolve);
    const done = () => {
      FIRST_INTERACTION_EVENTS.forEach((e) => window.removeEventListener(e, done, true));
      afterNextPaint(resolve);
    };
    FIRST_INTERACTION_EVENTS.forEach((e) => window.addEventListener(e, done, { capture: true, passive: true }));
  });
  return interacted;
}

/**
 * Whether a field of the page already holds what the visitor gave it (a file chosen, text typed, a
 * box ticked, an option picked). Not the User Activation API: Chromium reports a page opened by a
 * link or an automated browser as already activated, which loaded every island's code with the
 * page (the first-load budget caught it).
 */
export function fieldsAlreadyChanged(): boolean {
  return Array.from(document.querySelectorAll('input, textarea, select')).some((field) => {
    if (field instanceof HTMLSelectElement) {
      // With no option marked selected, a one-line select shows its first: that is its default.
      const marked = Array.from(field.options).some((o) => o.defaultSelected);
      return Array.from(field.options).some((o, i) => o.selected !== (marked ? o.defaultSelected : !field.multiple && i === 0));
    }
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return false;
    if (field instanceof HTMLInputElement) {
      if (field.type === 'hidden') return false; // set by the page, never by the visitor
      if (field.type === 'file') return (field.files?.length ?? 0) > 0;
      if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
    }
    return field.value !== field.defaultValue;
  });
}

/** Runs `then` in a task after the next frame has been rendered. */
export function afterNextPaint(then: () => void) {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** True once the shell has hydrated the first page (MarkPageReady sets the attribute). */
const pageHydrated = () => document.documentElement.dataset.hydrated === 'true';

type Module<P> = { default: ComponentType<P> };
type WithIslandId<P> = P & { islandId: string };

/** The island's one wrapper element, the same on the server and in the browser. */
const wrapperProps = (id: string) => ({ 'data-island': id, style: { display: 'contents' } });

/**
 * An island component. If its code cannot be loaded, the HTML that is there stays as it is
 * (still working natively); on a page rendered in the browser, `unavailable` shows instead.
 */
export function island<P extends object>(load: () => Promise<Module<P>>, unavailable: ComponentType = () => null): ComponentType<P> {
  // Listening from now on also catches an interaction made while the page hydrates.
  const ready = typeof window !== 'undefined' && !pageHydrated() ? firstInteraction() : undefined;
  const loadWrapped = async (): Promise<Module<WithIslandId<P>>> => {
    try {
      await ready;
      const { default: Inner } = await load();
      const Loaded = ({ islandId, ...props }: WithIslandId<P>) => {
        const wrapper = useRef<HTMLDivElement>(null);
        // Marks an island its code has taken over, so tests and tools can tell it from its HTML.
        useEffect(() => void wrapper.current?.setAttribute('data-hydrated', 'true'), []);
        return (
          <div ref={wrapper} {...wrapperProps(islandId)}>
            <Inner {...(props as P)} />
          </div>
        );
      };
      return { default: Loaded };
    } catch (error) {
      if (typeof window === 'undefined') throw error; // the prerender must fail loudly
      console.error('[island] code unavailable:', String(error).slice(0, 300));
      Lazy = lazy(loadWrapped) as unknown as ComponentType<WithIslandId<P>>; // the next mount tries again
      const Kept = ({ islandId }: WithIslandId<P>) => {
        const html = document.querySelector(`[data-island="${islandId}"]`)?.innerHTML;
        const Unavailable = unavailable;
        // React does not touch inner HTML while hydrating: the prerendered island stays as it is.
        return html ? <div {...wrapperProps(islandId)} dangerouslySetInnerHTML={{ __html: html }} /> : <Unavailable />;
      };
      return { default: Kept };
    }
  };
  let Lazy = lazy(loadWrapped) as unknown as ComponentType<WithIslandId<P>>;
  const Island = (props: P) => {
    const islandId = useId();
    return (
      <Suspense fallback={null}>
        <Lazy {...props} islandId={islandId} />
      </Suspense>
    );
  };
  return memo(Island) as unknown as ComponentType<P>;
}
