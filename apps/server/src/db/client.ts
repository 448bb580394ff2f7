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
  close(): Promise<void>;
}

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string; client?: PGlite } | { kind: 'postgres'; url: string; poolSize?: number };

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    const client = options.client ?? new PGlite(options.dataDir);
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      ping: async () => {
        await client.query('select 1');
      },
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
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
    close: () => pool.end(),
  };
}
