/**
 * No import cycle between a package's own files, type-only imports included.
 *
 * import-x/no-cycle follows runtime imports across the workspace but skips `import type`, and the
 * cycles issue 19 named were of that kind (storage.ts ↔ storage-s3.ts, quality.ts ↔
 * measurements.ts): harmless at run time, yet two files that cannot be understood or moved one
 * without the other. This rule follows every relative import and re-export, types too.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js'];
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** file -> the files it imports; read once per lint run (the linted file's own text is read fresh). */
const graph = new Map();

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ]) {
    if (EXTENSIONS.includes(path.extname(candidate)) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  }
  return null;
}

function importsOf(file, text) {
  if (text === undefined && graph.has(file)) return graph.get(file);
  let source = text;
  if (source === undefined) {
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      source = '';
    }
  }
  const found = new Set();
  for (const match of source.matchAll(SPECIFIER)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target) found.add(target);
  }
  const list = [...found];
  graph.set(file, list);
  return list;
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of importsOf(route.at(-1))) {
      if (next === goal) return route;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between files, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Move what both need to a file of its own.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    importsOf(file, context.sourceCode.text);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(file, specifier);
      if (!target || target === file) return;
      const back = pathBack(target, file);
      if (!back) return;
      const cwd = context.cwd ?? process.cwd();
      const route = [file, ...back, file].map((f) => path.relative(cwd, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { route } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
