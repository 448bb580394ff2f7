/**
 * The live camera guide's face model, served by our own server (decision 033): the BlazeFace
 * detector and the face mesh from @vladmandic/human's package, and tfjs' WASM runtime from
 * @tensorflow/tfjs-backend-wasm, the same files and versions the server's analysis uses. The build
 * copies them into `dist/assets/face-model-<human version>/` (cached for a year: a new version is a
 * new folder); in development the Vite server reads them from node_modules. The page learns the
 * folder from `virtual:face-model`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const humanRoot = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
const humanVersion = (JSON.parse(fs.readFileSync(path.join(humanRoot, 'package.json'), 'utf8')) as { version: string })
  .version;
const wasmDist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** The folder under the site's root, with its trailing slash. */
export const FACE_MODEL_DIR = `assets/face-model-${humanVersion}/`;

/** File name in the folder → where it comes from. No threaded WASM: the page is not cross-origin isolated. */
export const FACE_MODEL_FILES: Record<string, string> = {
  'blazeface.json': path.join(humanRoot, 'models/blazeface.json'),
  'blazeface.bin': path.join(humanRoot, 'models/blazeface.bin'),
  'facemesh.json': path.join(humanRoot, 'models/facemesh.json'),
  'facemesh.bin': path.join(humanRoot, 'models/facemesh.bin'),
  'tfjs-backend-wasm.wasm': path.join(wasmDist, 'tfjs-backend-wasm.wasm'),
  'tfjs-backend-wasm-simd.wasm': path.join(wasmDist, 'tfjs-backend-wasm-simd.wasm'),
};

export function faceModel(): Plugin {
  const id = 'virtual:face-model';
  let ssr = false;
  return {
    name: 'skinsight-face-model',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (source) =>
      source === `\0${id}` ? `export const FACE_MODEL_BASE = ${JSON.stringify(`/${FACE_MODEL_DIR}`)};` : null,
    generateBundle() {
      if (ssr) return;
      for (const [name, from] of Object.entries(FACE_MODEL_FILES)) {
        this.emitFile({ type: 'asset', fileName: `${FACE_MODEL_DIR}${name}`, source: fs.readFileSync(from) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const from = url.startsWith(`/${FACE_MODEL_DIR}`)
          ? FACE_MODEL_FILES[url.slice(FACE_MODEL_DIR.length + 1)]
          : null;
        if (!from) return next();
        res.setHeader(
          'Content-Type',
          from.endsWith('.wasm')
            ? 'application/wasm'
            : from.endsWith('.json')
              ? 'application/json'
              : 'application/octet-stream',
        );
        fs.createReadStream(from).pipe(res);
      });
    },
  };
}
