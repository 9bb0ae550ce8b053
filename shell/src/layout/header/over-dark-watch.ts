/** Relative luminance (0 black – 1 white) of an `rgb()`/`rgba()` colour, or null when it is transparent. */
export function luminanceOf(color: string): number | null {
  const m = color.match(/rgba?\(([^)]+)\)/);
  if (!m) return null;
  const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
  if (a < 0.5) return null;
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The colour painted behind a point: the first element under the bar with an opaque enough background. */
function backgroundBelow(bar: HTMLElement, x: number, y: number): number | null {
  if (typeof document.elementsFromPoint !== 'function') return null; // jsdom lays nothing out
  for (const el of document.elementsFromPoint(x, y)) {
    if (bar.contains(el)) continue;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const l = luminanceOf(getComputedStyle(node).backgroundColor);
      if (l !== null) return l;
    }
    return null;
  }
  return null;
}

/**
 * Follows whether the bar sits over a dark part of the page (the footer, a dark band) and tells
 * `onChange`: the header then turns solid, so no muddy grey and no text of the section shows
 * through it (issue 36). Checked on scroll and resize, at most once a frame, where the bar's lower
 * edge meets the page. Returns the function that stops it. Loaded on the first scroll (over-dark.ts).
 */
export function watchOverDark(bar: HTMLElement, onChange: (dark: boolean) => void): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    const y = bar.getBoundingClientRect().bottom - 2;
    const samples = [0.25, 0.5, 0.75].map((f) => backgroundBelow(bar, window.innerWidth * f, y));
    onChange(samples.some((l) => l !== null && l < 0.2));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
