/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, that the test may
 * stop and start again (the machine's shared server must not be stopped). Uses the machine's
 * PostgreSQL binaries; as root they run as the `postgres` account, which PostgreSQL requires.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server.ts';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

function pgCommand(tool: string, args: string[]) {
  return asRoot ? run('runuser', ['-u', 'postgres', '--', tool, ...args]) : run(tool, args);
}

export type PrivatePostgres = {
  url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  remove: () => Promise<void>;
};

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-pg-'));
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  await pgCommand('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const start = async () => {
    await pgCommand('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  };
  // "fast": open connections are ended at once, as in a crash or a fail-over.
  const stop = async () => {
    await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      await stop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
