/**
 * Builds the WebAssembly of packages/vision (blur.wat → blur.wasm) with wabt. The built file is
 * committed, so that the service needs no build step; a unit test (blur-wasm.test.ts) fails when
 * it no longer matches its source. Run: npm run wasm
 */
import fs from 'node:fs';
import { compileWat } from '../packages/vision/src/wat.ts';

const source = new URL('../packages/vision/src/blur.wat', import.meta.url);
const target = new URL('../packages/vision/src/blur.wasm', import.meta.url);
const binary = await compileWat(fs.readFileSync(source, 'utf8'));
fs.writeFileSync(target, binary);
console.log(`${target.pathname}: ${binary.length} bytes`);
