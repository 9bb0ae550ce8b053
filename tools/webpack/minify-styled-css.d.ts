import type ts from 'typescript';

/** The ts-loader transformer that minifies styled-components' CSS templates (see the .js file). */
export declare const minifyStyledCss: ts.TransformerFactory<ts.SourceFile>;
/** One template's pieces (the text around its interpolations) minified, or null to leave it as it is. */
export declare function minifyCssPieces(pieces: string[]): string[] | null;
/** True for a tag whose template is CSS (styled.x, styled(X), .attrs(…), css, keyframes, createGlobalStyle). */
export declare function isCssTag(tag: ts.Expression): boolean;
/** A template literal's parts: the head (or the whole literal), then each span's literal. */
export declare function templateParts(template: ts.TemplateLiteral): ts.TemplateLiteralLikeNode[];
