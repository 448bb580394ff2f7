/**
 * Reads what the service sent the way its operator does: the mail CLI (`./run mail -- show`),
 * which asks the running server through its control socket in the data folder (decision 015).
 * The outbox is never served over HTTP outside development.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { REPO_ROOT } from './server.ts';

export type SentMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  locale: string;
  headers: Record<string, string>;
};

/** The newest message to an address, or null; `dataDir` defaults to the shared test server's. */
export async function latestMail(to: string, dataDir = process.env.E2E_DATA_DIR): Promise<SentMail | null> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e project through vitest');
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(REPO_ROOT, 'apps/server/src/mail-cli.ts'), 'show', 'latest', '--to', to, '--json'],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
    );
    return JSON.parse(stdout) as SentMail;
  } catch (error) {
    // Exit status 1 with "no such message": nothing was sent to that address yet.
    if ((error as { code?: number }).code === 1) return null;
    throw error;
  }
}

/** The first link in a message's text. */
export const firstLink = (mail: SentMail): string => {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail "${mail.subject}"`);
  return match[0];
};
