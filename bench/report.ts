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
