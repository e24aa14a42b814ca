/** Opening the database for a configuration: migrate, seed base content, seed demo content when due. */
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { migrate } from './db/migrations';
import type { Logger } from './log';
import { seedBase } from '../../seeds/base';
import { seedDemo } from '../../seeds/demo';

export function embeddedDir(config: Config): string {
  return path.join(config.dataDir, 'pgdata');
}

export async function prepareDatabase(config: Config, log: Logger, inMemory = false): Promise<Database> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: inMemory ? null : embeddedDir(config),
  });
  try {
    const { fresh, applied } = await migrate(db.knex);
    if (applied.length) log.info('migrations applied', { migrations: applied });
    await seedBase(db.knex);
    const demo = config.seedDemo ?? (fresh && db.kind === 'embedded');
    if (demo) {
      await seedDemo({ knex: db.knex });
      log.info('demo content seeded');
    }
    return db;
  } catch (err) {
    await db.close();
    throw err;
  }
}
