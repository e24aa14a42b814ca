/**
 * The static list of migrations. Directory scanning breaks once the server is bundled, so every
 * migration file is imported here; the names are the file names, in order.
 */
import type { Knex } from 'knex';
import * as createContentBlocks from '../../../migrations/20261122000000_create_content_blocks';
import * as createAuditLog from '../../../migrations/20261122050000_create_audit_log';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const MIGRATIONS: Record<string, Migration> = {
  '20261122000000_create_content_blocks': createContentBlocks,
  '20261122050000_create_audit_log': createAuditLog,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

export function knownMigrations(): string[] {
  return Object.keys(MIGRATIONS).sort();
}

/**
 * Runs pending migrations (all of them, or up to and including `target`); tells whether the
 * database was empty before (a fresh install).
 */
export async function migrate(knex: Knex, target?: string | null): Promise<{ fresh: boolean; applied: string[] }> {
  const fresh = !(await knex.schema.hasTable('knex_migrations'));
  if (target === undefined) {
    const [, applied] = (await knex.migrate.latest({ migrationSource: source })) as [number, string[]];
    return { fresh, applied };
  }
  const applied: string[] = [];
  for (const name of knownMigrations()) {
    if (target === null || name > target) break;
    const [, done] = (await knex.migrate.up({ migrationSource: source, name })) as [number, string[]];
    applied.push(...done);
  }
  return { fresh, applied };
}
