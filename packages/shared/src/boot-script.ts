/**
 * The one inline script of a pre-rendered page (decision 011). The page is painted from its HTML
 * alone; this script starts the app one frame after that first paint, so no script is fetched or
 * run ahead of what the first screen shows. Until the app has hydrated it keeps what a visitor
 * does that the HTML alone cannot handle: a form sent (held instead of sent the browser's own way,
 * which would put the fields in the address), a button pressed, a language chosen. The app takes
 * them from `window.__skinsightEarly` and replays them once it has hydrated
 * (`apps/web/src/lib/early-events.ts`).
 *
 * Its attributes name what to load: `data-entry` the app's entry module, `data-preload` the
 * modules it imports at once (fetched alongside it). The text never changes with a build: the
 * server allows exactly this script by its hash in the Content-Security-Policy.
 */
export const BOOT_SCRIPT = [
  '(function(s){',
  'var w=window,q=[],k=["click","submit","change"];',
  'function h(e){var t=e.target,b=t.closest&&t.closest("button");',
  'if(e.type=="submit")e.preventDefault();',
  'else if(e.type=="click"?!b||(b.form&&b.type=="submit"):t.tagName!="SELECT")return;',
  'q.push({type:e.type,target:e.type=="click"?b:t,value:t.value,submitter:e.submitter})}',
  'k.forEach(function(t){w.addEventListener(t,h,true)});',
  'w.__skinsightEarly={events:q,stop:function(){k.forEach(function(t){w.removeEventListener(t,h,true)})}};',
  'function go(){(s.dataset.preload||"").split(" ").forEach(function(f){if(f){var l=document.createElement("link");',
  'l.rel="modulepreload";l.href=f;document.head.appendChild(l)}});import(s.dataset.entry)}',
  'document.visibilityState=="hidden"?go():requestAnimationFrame(function(){setTimeout(go)})',
  '})(document.currentScript)',
].join('');

