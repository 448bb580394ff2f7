import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes a benchmark's results to bench/results/<name>.json with the machine it ran on, and prints them. */
export function writeReport(name: string, results: Record<string, unknown>, { print = true } = {}): void {
  const report = {
    benchmark: name,
    date: new Date().toISOString(),
    machine: {
      cores: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      // Other work on the host slows every timing: the 1, 5 and 15 minute load averages at the end.
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
    },
    ...results,
  };
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, `results/${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  if (print) console.log(JSON.stringify(report, null, 2));
}

/**
 * The results name of a benchmark run on a face set: `<benchmark>` on the committed set,
 * `<benchmark>-candidates` on FACE_SET_DIR, or `<benchmark>-<FACE_SET_NAME>` when that names the
 * folder's set (`held-out` for the 60 held-out portraits, `hires` for the 1350 px London portraits),
 * so that a run on one set never overwrites another's figures.
 */
export function faceSetResultsName(benchmark: string, candidateDir: string | undefined): string {
  if (!candidateDir) return benchmark;
  const name = process.env.FACE_SET_NAME?.trim();
  if (name && !/^[a-z0-9-]+$/.test(name)) throw new Error(`FACE_SET_NAME: letters, digits and dashes only (${name})`);
  return `${benchmark}-${name || 'candidates'}`;
}

/**
 * The share of CPU time, in percent, that the hypervisor gave to other guests while this one
 * wanted it (the `steal` column of /proc/stat) from now until the returned function is called:
 * on a shared host every CPU figure of a run grows with it. Null where /proc/stat is not readable.
 */
export function stealMeter(): () => number | null {
  const read = () => {
    try {
      const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
      return { steal: fields[7] ?? 0, total: fields.reduce((a, b) => a + b, 0) };
    } catch {
      return null;
    }
  };
  const start = read();
  return () => {
    const end = read();
    if (!start || !end || end.total === start.total) return null;
    return Math.round((1000 * (end.steal - start.steal)) / (end.total - start.total)) / 10;
  };
}

/**
 * Milliseconds a fixed single-threaded workload takes (a blur-like pass over a float plane, the
 * median of seven): the host's speed, so that CPU figures read on two machines that report the
 * same CPU model can be told apart. 28 ms on the quiet AMD EPYC host of 2026-11-27 evening.
 */
export function hostSpeedMs(): number {
  const plane = new Float32Array(1 << 20).map((_, i) => (i * 2654435761) % 255);
  const out = new Float32Array(plane.length);
  const times: number[] = [];
  for (let run = 0; run < 7; run++) {
    const started = performance.now();
    for (let pass = 0; pass < 4; pass++)
      for (let i = 8; i < plane.length - 8; i++) {
        let sum = 0;
        for (let k = -8; k <= 8; k++) sum += plane[i + k]!;
        out[i] = sum / 17;
      }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[3]! * 10) / 10;
}
