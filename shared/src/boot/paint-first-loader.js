// The one inline script of every page. It starts the app's entry script (its URL in the tag's
// data-main attribute) only after the browser has painted the prerendered page: a <script defer>
// would be fetched and run before the first paint. Background tabs paint no frames, hence the
// timer. Its text is fixed so the Content-Security-Policy can allow it by hash (api).
// Plain CommonJS: the shell's webpack config and the API both read it.
const PAINT_FIRST_LOADER =
  '(function(t){var d=0;function b(){if(d)return;d=1;var s=document.createElement("script");' +
  's.src=t.getAttribute("data-main");document.body.appendChild(s)}' +
  'requestAnimationFrame(function(){setTimeout(b,0)});setTimeout(b,100)})(document.currentScript)';

module.exports = { PAINT_FIRST_LOADER };
