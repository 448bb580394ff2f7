import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localePart, type LocalePart } from './src/locales/parts.ts';
import { faceModel } from './scripts/face-model-plugin.ts';

/**
 * `virtual:locale-<lang>-<first|rest>`: one part of src/locales/<lang>/ui.json (src/locales/parts.ts),
 * so the first page load downloads only the strings it shows.
 */
function localeParts(): Plugin {
  const prefix = 'virtual:locale-';
  return {
    name: 'skinsight-locale-parts',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [locale, part] = id.slice(prefix.length + 1).split('-') as [string, LocalePart];
      const file = path.resolve(import.meta.dirname, `src/locales/${locale}/ui.json`);
      this.addWatchFile(file);
      const strings = localePart(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>, part);
      // JSON.parse of a string literal is quicker for the browser than an object literal this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});`;
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), localeParts(), faceModel()],
  resolve: {
    alias: {
      // The scroll lock of the UI primitives writes <style> elements, which the CSP blocks; ours
      // adopts a constructed stylesheet instead (decision 017).
      'react-style-singleton': path.resolve(import.meta.dirname, 'src/lib/style-singleton.ts'),
    },
  },
  server: {
    port: 5173,
    // Loopback only, like the API in development (decision 015).
    host: '127.0.0.1',
    // In development the API runs on its own port (./run dev starts both); /dev is its outbox page.
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
      '/dev': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the pre-renderer (chunk names) and by the JavaScript budget test.
    manifest: true,
    // Dynamic imports load their chunk and let the browser fetch its imports: the preload links
    // Vite would add for each of them cost the main thread more than they save (decision 011).
    // The HTML shell keeps its preloads (the pre-renderer removes them from pre-rendered pages).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
});
