// The one inline script of every page. It starts the app's entry scripts (their URLs in the tag's
// data-main attribute, space-separated) only once the browser has reported the page's first
// contentful paint: a <script defer> would be fetched and run before that paint, and so would a
// script started from requestAnimationFrame on a slow phone (the frame is shown after its
// callbacks run).
// A hidden tab paints nothing, and a browser without paint timing cannot tell: both start at once;
// the timer covers a page that never paints content.
// Its text is fixed so the Content-Security-Policy can allow it by hash (api).
// Plain CommonJS: the shell's webpack config and the API both read it.
const PAINT_FIRST_LOADER =
  '(function(t){var d=0,P=window.PerformanceObserver;function b(){if(d)return;d=1;' +
  't.getAttribute("data-main").split(" ").forEach(function(u){var s=document.createElement("script");s.src=u;document.body.appendChild(s)})}' +
  'if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return b();' +
  'new P(function(){setTimeout(b,0)}).observe({type:"paint",buffered:true});setTimeout(b,1000)})(document.currentScript)';

module.exports = { PAINT_FIRST_LOADER };
