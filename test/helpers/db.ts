/**
 * Test databases: the embedded PGlite in memory by default, the PostgreSQL of DATABASE_URL
 * when it is set (its public schema is wiped first, so point it at a test database only).
 */
import type { Knex } from 'knex';
import { openDatabase, type Database } from '../../src/server/db';
import { migrate } from '../../src/server/db/migrations';
import { seedBase } from '../../seeds/base';

export const TEST_DATABASE_URL = process.env.DATABASE_URL?.trim() || null;

export async function resetPostgres(url: string): Promise<void> {
  const db = await openDatabase({ databaseUrl: url, embeddedDir: null });
  try {
    await db.knex.raw('drop schema if exists public cascade');
    await db.knex.raw('create schema public');
  } finally {
    await db.close();
  }
}

/** A migrated, base-seeded database with no other content. */
export async function createTestDatabase(): Promise<Database> {
  if (TEST_DATABASE_URL) await resetPostgres(TEST_DATABASE_URL);
  const db = await openDatabase({ databaseUrl: TEST_DATABASE_URL, embeddedDir: null });
  await migrate(db.knex);
  await seedBase(db.knex);
  return db;
}

/** Empties every content table (not the migrations) and re-seeds the base content. */
export async function resetContent(knex: Knex): Promise<void> {
  const { rows } = await knex.raw<{ rows: Array<{ tablename: string }> }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_migrations%'",
  );
  if (rows.length) {
    await knex.raw(`truncate ${rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`);
  }
  await seedBase(knex);
}
