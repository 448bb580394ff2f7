/**
 * What the landing page's JavaScript spends its time on while it loads (issue 22): Chromium at
 * phone size with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile
 * setting), a performance trace with V8's sampled profile from navigation until the page has been
 * idle, each sample mapped through the build's source maps to its source module and function; the long tasks
 * (PerformanceObserver) with their blocking time after the first paint (Lighthouse's TBT, but
 * observed, not simulated), each main-thread task of 50 ms or more with what ran in it, and the
 * JavaScript self time of the load by chunk and source module (the entry chunk's is
 * `entryScriptMs`). Run: ./run bench -- landing-profile   (PROFILE_PAGES=/de,/fr; PROFILE_RUNS=3;
 * PROFILE_TRACE_DIR=/tmp/traces keeps each trace). Writes results/landing-profile.json.
 * PROFILE_SIGNED_IN=1 profiles the pages signed in, with the benchmarks' session (e2e/session-seed.ts:
 * five assessments, the latest with a photo), e.g. PROFILE_PAGES=/en/results; it then writes
 * results/page-profile-signed-in.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser, VIEWPORTS } from '../e2e/browser.ts';
import { ensureWebBuilt, REPO_ROOT, startServer } from '../e2e/server.ts';
import { writeReport } from './report.ts';
import { seedSession } from '../e2e/session-seed.ts';

const PAGES = (process.env.PROFILE_PAGES ?? '/,/de,/fr,/es').split(',');
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const WAIT_MS = Number(process.env.PROFILE_WAIT_MS ?? 6000);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const ASSETS = process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist');

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (consumers.has(url)) return consumers.get(url)!;
  let consumer: SourceMapConsumer | null = null;
  try {
    const file = path.join(ASSETS, new URL(url).pathname + '.map');
    if (fs.existsSync(file)) consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    consumer = null;
  }
  consumers.set(url, consumer);
  return consumer;
}

/** The source module and function of a profile frame (the chunk's name when it has no map). */
function locate(frame: ProfileNode['callFrame']): { module: string; fn: string } {
  if (!frame.url) return { module: frame.functionName || '(native)', fn: frame.functionName || '(native)' };
  const chunk = new URL(frame.url).pathname;
  const consumer = consumerFor(frame.url);
  if (!consumer) return { module: chunk, fn: frame.functionName || '(anonymous)' };
  const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (pos.source ?? chunk).replace(/^.*node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, '');
  return { module: source, fn: `${pos.name ?? frame.functionName ?? '(anonymous)'}:${pos.line ?? '?'}` };
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string };
};

/** The main thread's tasks of at least 50 ms, each with what ran in it (trace events and profile samples). */
function longTasks(events: TraceEvent[], navigationStart: number) {
  // The renderer that painted the page (not the about:blank one the tab started with).
  const main = events.find((e) => e.name === 'firstContentfulPaint');
  if (!main) return { tasks: [], renderingMs: {}, scriptMsByChunk: {}, scriptMsBySource: {} };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // The sampled profile of the main thread, from its chunks.
  const nodes = new Map<number, ProfileNode & { parent?: number }>();
  const samples: { ts: number; node: number }[] = [];
  const profileStart = new Map<string, number>();
  for (const e of events)
    if (e.name === 'Profile') profileStart.set(e.id!, (e.args!.data as { startTime: number }).startTime);
  const clock = new Map<string, number>();
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid)) {
    const data = e.args!.data as {
      cpuProfile?: { nodes?: (ProfileNode & { parent?: number })[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    let t = clock.get(e.id!) ?? profileStart.get(e.id!) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      t += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: t, node });
    });
    clock.set(e.id!, t);
  }
  samples.sort((a, b) => a.ts - b.ts);
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= 50_000)
    .map((task) => {
      const end = task.ts + task.dur!;
      const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
      const kinds = new Map<string, number>();
      for (const e of inside) {
        if (
          [
            'EvaluateScript',
            'FunctionCall',
            'v8.compile',
            'v8.compileModule',
            'v8.evaluateModule',
            'ParseHTML',
            'Layout',
            'UpdateLayoutTree',
            'Paint',
            'MajorGC',
            'MinorGC',
            'TimerFire',
            'EventDispatch',
            'FireAnimationFrame',
            'RunMicrotasks',
            'V8.GC_SCAVENGER',
            'v8.run',
            'ParseAuthorStyleSheet',
            'PrePaint',
            'IntersectionObserverController::computeIntersections',
          ].includes(e.name)
        )
          kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
      }
      const fns = new Map<string, number>();
      const mods = new Map<string, number>();
      const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
      for (let i = 0; i < inTask.length; i++) {
        const dt = (inTask[i + 1]?.ts ?? end) - inTask[i]!.ts;
        const node = nodes.get(inTask[i]!.node);
        if (!node) continue;
        const { module, fn } = locate(node.callFrame);
        fns.set(`${module} ${fn}`, (fns.get(`${module} ${fn}`) ?? 0) + dt);
        mods.set(module, (mods.get(module) ?? 0) + dt);
      }
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`);
      return {
        startMs: Math.round((task.ts - navigationStart) / 1000),
        durationMs: Math.round(task.dur! / 1000),
        events: top(kinds, 8),
        modules: top(mods, 10),
        functions: top(fns, 12),
      };
    });
  // The main thread's rendering work over the whole load (what Lighthouse counts as style, layout and paint).
  const renderingMs: Record<string, number> = {};
  for (const e of onMain)
    if (
      e.ph === 'X' &&
      e.ts >= navigationStart &&
      ['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'ParseHTML'].includes(e.name)
    )
      renderingMs[e.name] = Math.round((renderingMs[e.name] ?? 0) + (e.dur ?? 0) / 1000);
  // JavaScript self time over the whole load, by chunk and by source module (samples in our chunks).
  const byChunk = new Map<string, number>();
  const bySource = new Map<string, number>();
  const loaded = samples.filter((x) => x.ts >= navigationStart);
  for (let i = 0; i < loaded.length; i++) {
    const node = nodes.get(loaded[i]!.node);
    if (!node?.callFrame.url?.includes('/assets/')) continue;
    const dt = (loaded[i + 1]?.ts ?? loaded[i]!.ts) - loaded[i]!.ts;
    const chunk = new URL(node.callFrame.url).pathname;
    byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + dt);
    const { module } = locate(node.callFrame);
    bySource.set(module, (bySource.get(module) ?? 0) + dt);
  }
  const ms = (m: Map<string, number>) =>
    Object.fromEntries(
      [...m]
        .sort((x, y) => y[1] - x[1])
        .slice(0, TOP)
        .map(([k, us]) => [k, Math.round(us / 100) / 10]),
    );
  return { tasks, renderingMs, scriptMsByChunk: ms(byChunk), scriptMsBySource: ms(bySource) };
}

/** Records the page's long tasks from its start (window.__long). */
const OBSERVE_LONG_TASKS = `
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

ensureWebBuilt();
const server = await startServer(process.env.WEB_DIST_DIR ? { env: { WEB_DIST_DIR: process.env.WEB_DIST_DIR } } : {});
const SIGNED_IN = process.env.PROFILE_SIGNED_IN === '1';
const sessionCookie = SIGNED_IN ? (await seedSession(server.baseUrl)).cookie : null;
const browser = await launchBrowser();
const report: Record<string, unknown>[] = [];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
try {
  for (const pagePath of PAGES) {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
      if (sessionCookie)
        await context.addCookies(
          sessionCookie.split('; ').map((pair) => {
            const [name, value] = pair.split(/=(.*)/s, 2) as [string, string];
            return { name, value, url: server.baseUrl };
          }),
        );
      const page = await context.newPage();
      await page.addInitScript({ content: OBSERVE_LONG_TASKS });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(server.baseUrl + pagePath, { waitUntil: 'load' });
      await page.waitForTimeout(WAIT_MS);
      const raw = (await browser.stopTracing()).toString();
      if (process.env.PROFILE_TRACE_DIR)
        fs.writeFileSync(
          path.join(process.env.PROFILE_TRACE_DIR, `trace${pagePath.replace(/\W/g, '_')}-${run}.json`),
          raw,
        );
      const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
      const { fcp, long: observed } = await page.evaluate<{ fcp: number; long: { start: number; duration: number }[] }>(
        "({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, long: window.__long })",
      );
      const timing = {
        fcpMs: Math.round(fcp),
        longTasks: observed.map((l) => [Math.round(l.start), Math.round(l.duration)]),
        tbtMs: Math.round(
          observed.filter((l) => l.start + l.duration > fcp).reduce((sum, l) => sum + Math.max(0, l.duration - 50), 0),
        ),
      };
      const events = trace.traceEvents;
      const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
      const fcpNavigation = (fcpEvent?.args?.data as { navigationId?: string } | undefined)?.navigationId;
      const nav =
        events.find(
          (e) =>
            e.name === 'navigationStart' &&
            (e.args?.data as { navigationId?: string } | undefined)?.navigationId === fcpNavigation,
        )?.ts ?? 0;
      const long = longTasks(events, nav);
      const scriptMs = Math.round(Object.values(long.scriptMsByChunk).reduce((a, b) => a + b, 0));
      const entryChunk = Object.keys(long.scriptMsByChunk).find((k) => /\/assets\/index-/.test(k));
      const entryScriptMs = entryChunk ? Math.round(long.scriptMsByChunk[entryChunk]!) : 0;
      const entry = { path: pagePath, run, ...timing, scriptMs, entryScriptMs, ...long };
      report.push(entry);
      console.log(
        `${pagePath} run ${run}: FCP ${timing.fcpMs} ms, TBT (observed, 4x) ${timing.tbtMs} ms, JS self time ${scriptMs} ms (entry chunk ${entryScriptMs} ms), rendering ${JSON.stringify(long.renderingMs)}, long tasks ${JSON.stringify(timing.longTasks)}`,
      );
      for (const t of long.tasks) {
        console.log(`  task at ${t.startMs} ms, ${t.durationMs} ms: ${t.events.join(', ')}`);
        console.log(`    modules: ${t.modules.join(' | ')}`);
        console.log(`    functions: ${t.functions.join(' | ')}`);
      }
      if (run === 0) console.log('  JS self time by source (ms):', JSON.stringify(long.scriptMsBySource));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
writeReport(
  SIGNED_IN ? 'page-profile-signed-in' : 'landing-profile',
  { cpuThrottling: 4, viewport: VIEWPORTS.phone, runs: report },
  { print: false },
);
