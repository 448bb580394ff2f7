/**
 * Weekly selfie reminders, for the operator (decision 035):
 *   ./run reminders -- send     sends this week's due reminders now, as the hourly job does
 *                               (at any hour: the job itself keeps to the daytime)
 * While the server runs, it asks the server through the control socket in DATA_DIR (PGlite is one
 * process at a time); otherwise it opens the configured database itself.
 */
import { prepareDatabase, resolveAuthSecret } from './boot.ts';
import { loadConfigOrExit } from './config.ts';
import { requestControlSocket } from './lib/control-socket.ts';
import { createLogger } from './lib/logger.ts';
import { createMailService } from './modules/mail/mail-service.ts';
import { sendDueSelfieReminders, type ReminderRun } from './modules/reminders/reminder-service.ts';

const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
if (args.length !== 1 || args[0] !== 'send') {
  console.error('usage: ./run reminders -- send');
  process.exit(2);
}

const config = loadConfigOrExit();
const viaServer = await requestControlSocket(config.dataDir, '/reminders/send', 'POST');
let run: ReminderRun;
if (viaServer) {
  if (viaServer.status >= 400) {
    console.error(`the server could not send the reminders: ${JSON.stringify(viaServer.body)}`);
    process.exit(1);
  }
  run = viaServer.body as ReminderRun;
} else {
  const logger = createLogger('warn');
  const database = await prepareDatabase(config, logger);
  try {
    run = await sendDueSelfieReminders({
      db: database.db,
      mail: createMailService({ db: database.db, from: config.mailFrom, transport: config.mail }),
      logger,
      baseUrl: config.baseUrl,
      timeZone: config.timeZone,
      secret: resolveAuthSecret(config),
    });
  } finally {
    await database.close();
  }
}
console.log(`week ${run.week}: ${run.sent} reminders sent, ${run.failed} failed`);
if (run.failed > 0) process.exitCode = 1;
