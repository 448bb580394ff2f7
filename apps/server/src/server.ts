/**
 * Starts the service: web app and API on one port. Stops gracefully on SIGTERM/SIGINT:
 * no new connections, in-flight requests finish, then the database closes.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createServices, prepareDatabase } from './boot.ts';
import { loadConfigOrExit } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { jobHandlers } from './jobs/index.ts';
import { startControlSocket } from './lib/control-socket.ts';
import { removeStaleSpills } from './modules/photos/photo-processing.ts';
import { sendDueSelfieReminders } from './modules/reminders/reminder-service.ts';

const KEEP_ALIVE_MS = 65_000;

const config = loadConfigOrExit();

const logger = createLogger(config.logLevel);
const database = await prepareDatabase(config, logger);
const deps = await createServices(config, database, logger, { workJobs: config.jobsInServer, handlers: jobHandlers });
const { jobs } = deps;
const app = createApp(deps);
const staleUploads = await removeStaleSpills(config.dataDir);
if (staleUploads > 0) logger.warn({ files: staleUploads }, 'removed uploads left waiting by a stopped process');
const control = await startControlSocket({
  dataDir: config.dataDir,
  db: database.db,
  logger,
  actions: {
    sendReminders: () =>
      sendDueSelfieReminders({
        db: database.db,
        mail: deps.mail,
        logger,
        baseUrl: config.baseUrl,
        timeZone: config.timeZone,
        secret: deps.secret,
      }),
  },
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info({ port: info.port, host: config.host, url: config.baseUrl, env: config.env }, 'listening');
});
// Node closes an idle keep-alive connection after 5 s; a client (a proxy, a browser, a test's request
// context) that sends its next request on that socket at the same moment gets a reset instead of an
// answer. Keep idle connections longer than the clients and proxies in front of us do (60 s is the
// common proxy default), and let headers wait a little longer still, as Node requires.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.warn('shutdown timed out; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    await control?.close();
    await jobs.stop().catch((err: unknown) => logger.error({ err }, 'stopping the job queue failed'));
    await database.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
    logger.info('stopped');
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
