/**
 * Compresses the build's static text files once, at build time, with the strongest settings
 * (brotli 11, gzip 9): x.js.br and x.js.gz beside x.js, which the server sends to browsers that
 * accept them. Pre-rendered pages are compressed by the server instead, after it writes its
 * public base URL into them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.xml', '.txt']);
/** Below this a compressed file saves less than its headers cost. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'prerender' && entry.name !== '.vite') yield* files(full);
    } else if (COMPRESSIBLE.has(path.extname(entry.name))) {
      yield full;
    }
  }
}

const started = performance.now();
let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files in ${Math.round(performance.now() - started)} ms (brotli: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB)`,
);
