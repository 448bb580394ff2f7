import fs from 'node:fs';
import { ensureWebBuilt, startServer } from './server.ts';

/** One running service for all browser tests; each test uses its own browser context. */
export default async function setup() {
  ensureWebBuilt();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
