/**
 * One room per feature (decision 030): a file in features/<a>/ imports nothing from
 * features/<b>/ but the shop's public index. Kept by this test until the shared ESLint config
 * carries the same rule (no-restricted-imports); then this test goes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const features = path.resolve(import.meta.dirname, '../features');
const PUBLIC_INDEXES = new Set([path.join(features, 'shop/index.ts')]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const featureOf = (file: string) => path.relative(features, file).split(path.sep)[0];

describe('feature boundaries', () => {
  it('no feature imports another feature but through its public index', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(features)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), match[1]!);
        if (!target.startsWith(features + path.sep)) continue;
        if (featureOf(target) !== featureOf(file) && !PUBLIC_INDEXES.has(target)) {
          crossings.push(`${path.relative(features, file)} -> ${match[1]}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});
