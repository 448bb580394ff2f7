/**
 * The JavaScript budget of the built web app (issue 6), from the build's Vite manifest; sizes,
 * not timings. The first load of / is everything a first visit downloads before anyone touches
 * the page: the entry chunk with its static imports, the start-up stages it imports at once
 * (src/main.tsx) with theirs, and the first screen's strings (the
 * English ones; the others are the same size to within 0.3 KB). It is measured compressed as
 * the server sends it (brotli, what every current browser accepts) and must stay at most 110 KB;
 * gzip is printed beside it. A later route's own chunks (those no other route shares and the
 * first load lacks) stay at most 35 KB gzip, and so does every chunk loaded on demand.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './server.ts';

const dist = path.join(REPO_ROOT, 'apps/web/dist');
type Chunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const KB = 1024;
const sizes = new Map<string, { gzip: number; brotli: number }>();
function size(file: string) {
  let known = sizes.get(file);
  if (!known) {
    const data = fs.readFileSync(path.join(dist, file));
    known = {
      gzip: zlib.gzipSync(data, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, known);
  }
  return known;
}

/** A chunk and everything it imports statically (what the browser fetches with it). */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}
const total = (keys: Iterable<string>, kind: 'gzip' | 'brotli') =>
  [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((sum, k) => sum + size(manifest[k]!.file)[kind], 0);

const firstLoad = closure('index.html');
// The entry starts the app in stages it imports at once, each evaluated in a task of its own
// (src/main.tsx, issue 22): they are part of the first load as much as its static imports.
for (const stage of manifest['index.html']?.dynamicImports ?? []) closure(stage, firstLoad);
closure('virtual:locale-en-first', firstLoad);

const routes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/features/'))
  .map(([key]) => ({ key, chunks: [...closure(key)].filter((k) => !firstLoad.has(k)) }));
const usedBy = new Map<string, number>();
for (const route of routes) for (const k of route.chunks) usedBy.set(k, (usedBy.get(k) ?? 0) + 1);

describe('JavaScript budget', () => {
  it('loads / with at most 110 KB of compressed JavaScript', () => {
    expect(manifest['index.html']?.isEntry).toBe(true);
    // i18next, React DOM and the app (src/main.tsx): without them the first load would look tiny.
    expect(manifest['index.html']?.dynamicImports?.length).toBe(3);
    expect(manifest['virtual:locale-en-first']).toBeDefined();
    const brotli = total(firstLoad, 'brotli');
    const gzip = total(firstLoad, 'gzip');
    console.warn(
      `first load of /: ${(brotli / KB).toFixed(1)} KB brotli, ${(gzip / KB).toFixed(1)} KB gzip, ${firstLoad.size} chunks`,
    );
    expect(brotli).toBeLessThanOrEqual(110 * KB);
    // Each start-up chunk is a request the entry waits on (none is preloaded, decision 011); a
    // top-level await in the app's modules turns off the bundler's chunk merging and doubles them.
    expect(firstLoad.size).toBeLessThanOrEqual(20);
    // Nothing heavy sneaks back into the first load.
    const files = [...firstLoad].map((k) => manifest[k]!.src ?? k).join(' ');
    expect(files).not.toMatch(/zod|@radix-ui\/react-(toast|dialog)|shared\/src\/(api|commerce)\.ts/);
  });

  it('keeps every later route to at most 35 KB gzip of its own', () => {
    expect(routes.length).toBeGreaterThan(10);
    const report: string[] = [];
    for (const route of routes) {
      const own = route.chunks.filter((k) => usedBy.get(k) === 1);
      const gzip = total(own, 'gzip');
      report.push(
        `${route.key}: ${(gzip / KB).toFixed(1)} KB (with shared chunks ${(total(route.chunks, 'gzip') / KB).toFixed(1)} KB)`,
      );
      expect(gzip, route.key).toBeLessThanOrEqual(35 * KB);
    }
    console.warn(report.join('\n'));
  });

  it('keeps every chunk loaded on demand to at most 35 KB gzip', () => {
    for (const [key, chunk] of Object.entries(manifest)) {
      if (firstLoad.has(key) || !chunk.file.endsWith('.js')) continue;
      // The password estimator's word lists (common passwords, names, words): fetched only after a
      // keystroke in a new-password field, never with a page (decision 025); budgeted on their own.
      if (key.includes('/@zxcvbn-ts/language-common/')) {
        expect(size(chunk.file).gzip, chunk.file).toBeLessThanOrEqual(240 * KB);
        continue;
      }
      // The live camera guide's face model runtime (@vladmandic/human with tfjs): fetched only when
      // someone presses 'Take a selfie' on the photo step, never with a page (decision 033).
      if (key.includes('/@vladmandic/human/')) {
        expect(size(chunk.file).gzip, chunk.file).toBeLessThanOrEqual(420 * KB);
        continue;
      }
      expect(size(chunk.file).gzip, chunk.file).toBeLessThanOrEqual(35 * KB);
    }
  });
});
