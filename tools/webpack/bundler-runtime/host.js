// The shell's bundler runtime: it shares its singletons eagerly (installInitialConsumes) and
// exposes nothing (no initContainerEntry). About 1.8 KB gzip less in main.js. See federation.js.
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { federation } from './federation';

export default federation({ consumes, I: initializeSharing, installInitialConsumes });
