// A remote's bundler runtime: it is a container (initContainerEntry) and shares nothing eagerly
// (no installInitialConsumes). About 2.3 KB gzip less in remoteEntry.js. See federation.js.
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { federation } from './federation';

export default federation({ consumes, I: initializeSharing, initContainerEntry });
