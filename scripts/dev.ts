/**
 * Development: the API with restart on change (port 3000) and Vite with hot reload (port 5173),
 * which forwards /api to the API. Ctrl-C stops both. Both listen on loopback only: development
 * serves the mail outbox at /dev/mail, which shows password-reset links (decision 015).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: apiPort },
  }),
  spawn('npx', ['vite'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
