import fs from 'node:fs';
import path from 'node:path';
import { ensureWebBuilt, startServer } from './server.ts';

/** One running service for all browser tests; each test uses its own browser context. */
export default async function setup() {
  ensureWebBuilt();
  const server = await startServer({ env: { TRUST_PROXY: 'true' } });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    // The service's own log (warnings and errors) is kept for when a browser test fails.
    fs.mkdirSync(path.join(import.meta.dirname, 'artifacts'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'artifacts/server.log'), server.output());
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
