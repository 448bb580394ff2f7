/**
 * Grants and revokes the admin role (the statistics page needs it):
 *   npm run admin -- grant someone@example.com
 *   npm run admin -- revoke someone@example.com
 *   npm run admin -- list
 * Uses the configured database (.env / DATABASE_URL). With the embedded database, stop the
 * server first: PGlite is one process at a time.
 */
import { prepareDatabase } from './boot.ts';
import { loadConfigOrExit } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { listAdmins, setRole } from './modules/account/roles.ts';

const [command, email] = process.argv.slice(2);
const usage = 'usage: npm run admin -- grant|revoke <email>  |  npm run admin -- list';
if (command !== 'list' && (!email || (command !== 'grant' && command !== 'revoke'))) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await prepareDatabase(config, createLogger('warn'));
try {
  if (command === 'list') {
    const admins = await listAdmins(database.db);
    console.log(admins.length ? admins.join('\n') : 'no admins');
  } else if (await setRole(database.db, email!, command === 'grant' ? 'admin' : 'user')) {
    console.log(`${email}: ${command === 'grant' ? 'is now an admin' : 'is no longer an admin'}`);
  } else {
    console.error(`${email}: no account with this e-mail address`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
