/** The inline script that loads the app's entry after the first paint (see the .js file). */
export declare const PAINT_FIRST_LOADER: string;
