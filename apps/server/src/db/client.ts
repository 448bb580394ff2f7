/**
 * The database: PGlite (embedded PostgreSQL, the default) or a PostgreSQL server
 * (DATABASE_URL). Both run the same schema, the same migrations and the same queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** The embedded client, for the job queue's PGlite adapter; absent on PostgreSQL. */
  readonly pglite?: PGlite;
  /** The connection string, for the job queue's own pool; absent on PGlite. */
  readonly url?: string;
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own: on PostgreSQL under an advisory lock held for
   * the time (several servers and workers starting at once on a fresh database must not all create
   * the same tables); on PGlite, which only this process opens, directly.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string; client?: PGlite } | { kind: 'postgres'; url: string; poolSize?: number };

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');
/** The advisory lock's key (any 64-bit number the database's other users do not use): "skinsigh". */
const MIGRATION_LOCK_KEY = String(0x736b696e73696768n);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    const client = options.client ?? new PGlite(options.dataDir);
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    let turn: Promise<unknown> = Promise.resolve();
    return {
      db,
      kind: 'pglite',
      pglite: client,
      ping: async () => {
        await client.query('select 1');
      },
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      // Only this process opens it: a queue of its own callers is enough.
      exclusively<T>(work: () => Promise<T>): Promise<T> {
        const run = turn.then(work);
        turn = run.catch(() => undefined);
        return run;
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle connection that the server drops must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url: options.url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    async exclusively(work) {
      // A session-level lock on a connection of its own (not one of the pool's, which may be the
      // only one), kept until the work is done; the work itself uses the pool. A process that
      // dies holding the lock frees it with its connection.
      const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}
