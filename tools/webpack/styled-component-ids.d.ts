import type ts from 'typescript';

/** The ts-loader transformer that gives each styled component a fixed componentId (see the .js file). */
export declare const styledComponentIds: ts.TransformerFactory<ts.SourceFile>;
/** True for a tag that makes a styled component (styled.x, styled(X), .attrs(…) chains). */
export declare function isStyledComponentTag(tag: ts.Expression): boolean;
/** The id of a file's n-th styled component. */
export declare function componentId(fileName: string, index: number): string;
