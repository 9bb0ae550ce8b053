// Async boundary, as in the browser entry: shared singletons are negotiated first.
import('./prerender')
  .then((m) => m.main(process.argv.slice(2)))
  .catch((error) => {
    console.error('[prerender] failed:', error);
    process.exit(1);
  });
