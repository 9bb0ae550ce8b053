/** What Tab can reach inside a dialog (see the .js file). */
export declare const FOCUSABLE: string;
