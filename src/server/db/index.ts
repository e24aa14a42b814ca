/** The knex instance: a real PostgreSQL with DATABASE_URL, the embedded PGlite in DATA_DIR otherwise. */
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// Dates come back as JS Dates (timestamptz) and big integers as numbers where they fit.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number(v));

export type DatabaseKind = 'postgres' | 'embedded';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  embeddedDir: string | null;
}

export class DatabaseLockedError extends Error {}

/**
 * PGlite does not lock its folder, and two processes writing to it lose data silently.
 * A lock file with our pid keeps a second process out; a stale lock of a dead process is taken over.
 */
function lockFolder(dir: string): () => void {
  const lockPath = path.join(dir, 'postmaster.lock.json');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLockPid(lockPath);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is in use by process ${holder}. Stop that process first (two processes must never open it at once).`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dir}.`);
}

function readLockPid(lockPath: string): number | null {
  try {
    const { pid } = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A small shared-buffer pool: PostgreSQL's default 128 MB lives inside the WebAssembly heap and
 * would make the process take ~330 MB instead of ~210 MB, too much for a 1 GB VPS.
 */
const EMBEDDED_OPTIONS = { postgresqlconf: 'shared_buffers=16MB' };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: 10 },
    });
    await knex.raw('select 1');
    return { knex, kind: 'postgres', close: () => knex.destroy() };
  }

  let unlock = () => {};
  if (options.embeddedDir) {
    fs.mkdirSync(options.embeddedDir, { recursive: true });
    unlock = lockFolder(options.embeddedDir);
  }
  try {
    const pglite = new PGlite(options.embeddedDir ?? undefined, EMBEDDED_OPTIONS);
    // knex-pglite takes a ready instance through a connection function (its documented hook).
    const connection = (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig;
    const knex = knexFactory({ client: ClientPgLite, dialect: 'postgres', connection });
    await knex.raw('select 1');
    return {
      knex,
      kind: 'embedded',
      close: async () => {
        try {
          await knex.destroy();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
