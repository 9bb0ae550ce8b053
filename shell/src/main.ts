/**
 * Paint first, then boot: the prerendered page is complete and readable as it arrives, so the
 * app's code (React, the shell, the page's remote) is fetched and run only after the browser has
 * painted it. On a fast connection the scripts would otherwise be ready, and run, before the first
 * paint; on a slow one this costs at most a frame. Background tabs have no frames, hence the timer.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

// Async boundary: Module Federation negotiates the shared singletons before React loads.
void afterFirstPaint().then(() => import('./bootstrap'));
