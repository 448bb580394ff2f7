import fs from 'node:fs';
import sharp from 'sharp';
import { createVisionAnalyzer } from '../packages/vision/src/index.ts';
const fixture = fs.readFileSync('packages/vision/test/fixtures/astronaut.png');
const camera = await sharp(fixture).resize(4000, 3000, { fit: 'cover', position: 'top' }).jpeg({ quality: 90 }).toBuffer();
const photo = await sharp(camera).resize(2048, 2048, { fit: 'inside' }).jpeg({ quality: 88 }).toBuffer();
const a = await createVisionAnalyzer();
for (let i = 0; i < 5; i++) await a.analyze(photo);
const N = Number(process.env.N ?? 40);
const t: number[] = []; const st: Record<string, number[]> = {};
const cpu0 = process.cpuUsage();
for (let i = 0; i < N; i++) { const t0 = performance.now(); const r = await a.analyze(photo); t.push(performance.now() - t0); if (r.ok) for (const [k, v] of Object.entries(r.timingsMs)) (st[k] ??= []).push(v as number); }
const cpu = process.cpuUsage(cpu0);
const med = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)];
console.log('median', med(t).toFixed(1), 'cpu/analysis', ((cpu.user + cpu.system) / 1000 / N).toFixed(1), Object.fromEntries(Object.entries(st).map(([k, v]) => [k, med(v)])));
await a.close();
