/**
 * Reads the mail the service sent, for the operator (decision 015): the embedded outbox is never
 * served over HTTP outside development.
 *   ./run mail -- list [--to someone@example.com] [--limit 20]
 *   ./run mail -- show <id>|latest [--to someone@example.com]
 * While the server runs, it asks the server through the control socket in DATA_DIR (which only the
 * service's own account can open); otherwise it opens the configured database itself.
 */
import { parseArgs } from 'node:util';
import { prepareDatabase } from './boot.ts';
import { loadConfigOrExit } from './config.ts';
import { requestControlSocket } from './lib/control-socket.ts';
import { createLogger } from './lib/logger.ts';
import { listOutbox, readOutboxMessage, type OutboxEntry, type OutboxMessage } from './modules/mail/outbox.ts';

const usage = 'usage: ./run mail -- list [--to ADDRESS] [--limit N]  |  ./run mail -- show ID|latest [--to ADDRESS]';

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--')),
    allowPositionals: true,
    options: { to: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const [command, id] = parsed.positionals;
const { to, json } = parsed.values;
const limit = parsed.values.limit === undefined ? 20 : Number(parsed.values.limit);
if (
  (command !== 'list' && command !== 'show') ||
  (command === 'show' && !id) ||
  !Number.isInteger(limit) ||
  limit < 1
) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfigOrExit();
const query = new URLSearchParams({ ...(to ? { to } : {}), ...(command === 'list' ? { limit: String(limit) } : {}) });
const viaServer = await requestControlSocket(
  config.dataDir,
  command === 'list' ? `/mail?${query}` : `/mail/${encodeURIComponent(id!)}?${query}`,
);

let result: OutboxEntry[] | OutboxMessage | null;
if (viaServer) {
  if (viaServer.status >= 500) {
    console.error(`the server could not read the outbox: ${JSON.stringify(viaServer.body)}`);
    process.exit(1);
  }
  result = viaServer.status === 404 ? null : (viaServer.body as OutboxEntry[] | OutboxMessage);
} else {
  const database = await prepareDatabase(config, createLogger('warn'));
  try {
    result =
      command === 'list'
        ? await listOutbox(database.db, { to, limit })
        : await readOutboxMessage(database.db, id!, { to });
  } finally {
    await database.close();
  }
}

if (json) {
  console.log(JSON.stringify(result, null, 2));
} else if (Array.isArray(result)) {
  if (result.length === 0) console.log('no messages');
  for (const m of result)
    console.log(`${m.id}  ${m.createdAt}  ${m.sentAt ? 'sent' : 'outbox'}  ${m.to}  ${m.subject}`);
} else if (result) {
  console.log(
    `Id:      ${result.id}\nTo:      ${result.to}\nSubject: ${result.subject}\nDate:    ${result.createdAt}\n${Object.entries(
      result.headers ?? {},
    )
      .map(([name, value]) => `${name}: ${value}\n`)
      .join('')}\n${result.text}`,
  );
} else {
  console.error(`no such message${to ? ` to ${to}` : ''}`);
  process.exitCode = 1;
}
