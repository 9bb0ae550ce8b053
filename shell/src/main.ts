/**
 * Start-up in steps, each its own task: on a slow phone every step stays near 50 ms instead of one
 * long task that would hold off the visitor's first tap. The page's inline loader
 * (shared/src/boot/paint-first-loader.js) has already waited for the first contentful paint to fetch this file.
 *
 * The dynamic import of ./bootstrap is also the async boundary Module Federation needs to set up
 * the shared singletons (here bundled eagerly, see tools/webpack/create-config.js).
 */
import { keepPrerenderedStyles } from './app/keep-prerendered-styles';

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await yieldToBrowser(); // after the federation runtime's own set-up
  await import('react-dom/client');
  await yieldToBrowser();
  keepPrerenderedStyles(); // styled-components takes the names, the page keeps its sheet
  await import('styled-components'); // reads the prerendered page's style names once
  await yieldToBrowser();
  await import('./app/app'); // the shell's layout and routes
  await yieldToBrowser();
  await import('./bootstrap');
}

void boot();
