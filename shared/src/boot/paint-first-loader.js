// The one inline script of every page. It starts the app's entry scripts (their URLs in the tag's
// data-main attribute, space-separated) only once the browser has reported the page's first
// contentful paint: a <script defer> would be fetched and run before that paint, and so would a
// script started from requestAnimationFrame on a slow phone (the frame is shown after its
// callbacks run).
// A hidden tab paints nothing, and a browser without paint timing cannot tell: both start at once;
// the timer covers a page that never paints content.
// Before the app arrives it also keeps the prerendered page's promises
// (docs/progressive-enhancement.md):
// - `<html class="js">` at once, so CSS hides [data-needs-script] only when scripts are off;
// - the tap queue: a tap on a [data-needs-script] control before the page is hydrated is held
//   (default and propagation stopped: React may already listen before the page is marked) and
//   the control gets aria-busy; the latest tap wins. The shell marks <html data-hydrated="true">
//   and then dispatches `site:hydrated`; the held tap is then replayed with click() on what was
//   tapped (or, for an icon, its nearest HTML element: SVG has no click());
// - invoker presets, for the whole visit: a click on [data-preset="field=value"][commandfor] sets
//   the control `field` of the commandfor target (its form's elements[field], or a [name=field]
//   inside it) to `value` and fires a bubbling `change`, before the invoker opens the target;
// - where the browser lacks invoker commands, a click on [commandfor][command] opens or closes
//   the dialog itself (with scripts off such a browser shows the dialogs' content nowhere; the
//   forms' pages still work).
// Its text is fixed so the Content-Security-Policy can allow it by hash (api).
// Plain CommonJS: the shell's webpack config and the API both read it.
const PAINT_FIRST_LOADER =
  '(function(t){var d=0,P=window.PerformanceObserver,D=document,h=D.documentElement,q;h.classList.add("js");' +
  'function up(e,s){return e.target.closest&&e.target.closest(s)}' +
  // The tap queue.
  'D.addEventListener("click",function(e){var c=up(e,"[data-needs-script]"),t=e.target;if(!c||h.getAttribute("data-hydrated")==="true")return;' +
  'e.preventDefault();e.stopPropagation();q&&q[0].removeAttribute("aria-busy");for(;!t.click;)t=t.parentNode;q=[c,t];c.setAttribute("aria-busy","true")},true);' +
  'D.addEventListener("site:hydrated",function(){var p=q;q=0;if(p){p[0].removeAttribute("aria-busy");p[1].click()}});' +
  // Invoker presets.
  'D.addEventListener("click",function(e){var b=up(e,"[data-preset][commandfor]"),o=b&&D.getElementById(b.getAttribute("commandfor")),s,i,n,f,c;' +
  'if(!o)return;s=b.getAttribute("data-preset");i=s.indexOf("=");n=s.slice(0,i);f=o.tagName==="FORM"?o:o.querySelector("form");' +
  'c=f&&f.elements[n]||o.querySelector("[name="+n+"]");if(!c)return;c.value=s.slice(i+1);' +
  'c=c.dispatchEvent?c:[].filter.call(c,function(r){return r.checked})[0];c&&c.dispatchEvent(new Event("change",{bubbles:true}))},true);' +
  // Invoker commands where the browser has none yet (before 2025): same effect, with script.
  'if(!("commandForElement" in HTMLButtonElement.prototype))D.addEventListener("click",function(e){var b=up(e,"[commandfor][command]"),' +
  'o=b&&D.getElementById(b.getAttribute("commandfor")),c=b&&b.getAttribute("command");if(!o)return;' +
  'if(c==="show-modal"&&o.showModal&&!o.open)o.showModal();else if(c==="close"&&o.close&&o.open)o.close()});' +
  // Dialogs before hydration, in the top layer (dialog-top-layer.ts does it once the page is
  // hydrated, and takes over a dialog left open): a native modal makes the page inert, and on a
  // phone restyling the whole page takes most of the tap. Focus goes in and stays in, Escape, the
  // dialog's close button or a press outside (which does nothing else) closes it, and focus goes
  // back to its button. The player's own controls come in the frame after the dialog shows. A
  // dialog that names its first focus (autofocus) is opened by its attribute, and showPopover()
  // focuses that control: show()'s focusing steps laid the dialog out once more (dialog-top-layer.ts).
  'var B,M;function sh(o){return h.getAttribute("data-hydrated")!=="true"&&o&&o.showPopover&&o.tagName==="DIALOG"}' +
  'function op(){return sh(M)&&M.matches(":popover-open")&&M}' +
  'function hid(){var o=M;M=0;o.matches(":popover-open")&&o.hidePopover();o.open&&o.close();B&&B.focus()}' +
  'D.addEventListener("click",function(e){var b=up(e,"[commandfor][command]"),o=b&&D.getElementById(b.getAttribute("commandfor")),c=b&&b.getAttribute("command"),v,r;' +
  'if(op()&&(!M.contains(e.target)||e.target===M&&(r=M.getBoundingClientRect(),e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom))){e.preventDefault();e.stopPropagation();return hid()}' +
  'if(!sh(o))return;if(c==="close"&&o===op()){e.preventDefault();return hid()}if(c!=="show-modal"||o.open)return;e.preventDefault();' +
  'v=[].slice.call(o.querySelectorAll("video[controls]"));v.forEach(function(m){m.removeAttribute("controls")});' +
  'B=b;M=o;o.setAttribute("popover","manual");o.querySelector("[autofocus]")?o.setAttribute("open",""):o.show();o.showPopover();' +
  'requestAnimationFrame(function(){setTimeout(function(){v.forEach(function(m){m.setAttribute("controls","")})})})},true);' +
  'D.addEventListener("keydown",function(e){var f,l;if(!op())return;if(e.key==="Escape"){e.preventDefault();return hid()}' +
  'if(e.key!=="Tab")return;f=[].filter.call(M.querySelectorAll("a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex=\\"-1\\"])"),function(x){return x.getClientRects().length});' +
  'l=f[f.length-1];if(l&&(e.shiftKey?D.activeElement===f[0]:D.activeElement===l)){e.preventDefault();(e.shiftKey?l:f[0]).focus()}});' +
  // A page that never runs (docs/operations.md) is reported once, to /api/client-errors against
  // the shell release (<html data-shell>), by sendBeacon: at once when one of the shell's
  // start-up scripts fails to load; otherwise when the visitor leaves (pagehide, or the tab
  // hidden) a page with no life (not hydrated) that is dead by then: a script threw before it
  // came to life, or 15 s have passed since its load event. A visitor who stays is reported 60 s
  // after load. A page that hydrates before then, however late, sends nothing: a slow healthy
  // page is not an error, and a visitor who leaves a slow page before 15 s with no error is not
  // counted. The shell's reporter (shell/src/remotes/client-error-report.ts) reports its
  // remotes' failures once it runs.
  'var S=h.getAttribute("data-shell"),W,E;function rep(m){if(W||!S)return;W=1;' +
  'try{navigator.sendBeacon("/api/client-errors",JSON.stringify({name:"shell",version:S,kind:"load",message:m,path:location.pathname}))}catch(x){}}' +
  'function lifeless(){return h.getAttribute("data-hydrated")!=="true"}function left(){lifeless()&&E&&rep(E+"; the visitor left")}' +
  'addEventListener("error",function(){E=E||"a script threw before hydration"});' +
  'addEventListener("pagehide",left);D.addEventListener("visibilitychange",function(){D.visibilityState==="hidden"&&left()});' +
  'addEventListener("load",function(){setTimeout(function(){E=E||"no life 15 s after load"},15e3);setTimeout(function(){lifeless()&&rep("no life 60 s after load")},6e4)});' +
  // Paint first, then the app.
  'function go(){if(d)return;d=1;' +
  't.getAttribute("data-main").split(" ").forEach(function(u){var s=D.createElement("script");s.src=u;s.onerror=function(){rep(u)};D.body.appendChild(s)})}' +
  'if(D.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();' +
  'new P(function(){setTimeout(go,0)}).observe({type:"paint",buffered:true});setTimeout(go,1000)})(document.currentScript)';

module.exports = { PAINT_FIRST_LOADER };
