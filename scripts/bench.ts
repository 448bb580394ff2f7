/** `./run bench -- <name>` runs bench/<name>.ts; without a name it lists them. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../bench');
const names = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3));
// `./run bench -- lighthouse` reaches here as `-- lighthouse` (./run passes its own `--` to npm).
const name = process.argv.slice(2).find((arg) => arg !== '--');
if (!name || !names.includes(name)) {
  console.log(`benchmarks: ${names.join(', ')}\nusage: ./run bench -- <name>`);
  process.exit(name ? 1 : 0);
}
const result = spawnSync(process.execPath, [path.join(dir, `${name}.ts`)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
