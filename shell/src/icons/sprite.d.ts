/** The icon sprite: its URL in the browser build, its text in the prerender (tools/webpack/create-config.js). */
declare module '@site/shared/icon-sprite.svg' {
  const sprite: string;
  export default sprite;
}
