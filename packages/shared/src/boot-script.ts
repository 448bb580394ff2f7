/**
 * The one inline script of a pre-rendered page (decision 011). The page is painted from its HTML
 * alone; this script starts the app once the browser reports that first paint as shown (the
 * `first-contentful-paint` entry, which comes after the frame is presented; one frame later where
 * that entry is unknown, at most 3 s later in any case), so no script is fetched or run ahead of
 * what the first screen shows. Until the app has hydrated it keeps what a visitor
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
  'var d=0,P;function g(){if(!d){d=1;go()}}',
  'if(document.visibilityState=="hidden")g();',
  'else if(!(P=w.PerformanceObserver)||(P.supportedEntryTypes||[]).indexOf("paint")<0)requestAnimationFrame(function(){setTimeout(g)});',
  'else{new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g)}})',
  '.observe({type:"paint",buffered:true});setTimeout(g,3e3)}',
  '})(document.currentScript)',
].join('');

/**
 * The built template's entry script and module preloads (Vite writes them so), which a page
 * painted from its HTML alone leaves out of its head: the boot script asks for them instead.
 */
export const ENTRY_SCRIPT_TAG = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
export const MODULE_PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** The boot script as a page carries it: the entry to start and the modules to fetch alongside it. */
export const bootScriptTag = (entry: string, preloads: readonly string[]) =>
  `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${BOOT_SCRIPT}</script>`;
