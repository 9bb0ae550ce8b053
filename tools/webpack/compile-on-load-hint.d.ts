import type { Compiler } from 'webpack';

/** The first line V8 reads as "compile every function of this script eagerly, off the main thread". */
export declare const COMPILE_ON_LOAD_HINT: string;
/** Puts COMPILE_ON_LOAD_HINT first in every emitted .js file, after minifying and before hashing (see the .js file). */
export declare class CompileOnLoadHintPlugin {
  apply(compiler: Compiler): void;
}
