/** Everything a site holds, in a comparable form: every row of every table and every file's bytes. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';

export async function snapshotRows(knex: Knex): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await knex.raw<{ rows: Array<{ tablename: string }> }>(
    "select tablename from pg_tables where schemaname = current_schema() and tablename not like 'knex_migrations%' order by tablename",
  );
  const result: Record<string, unknown[]> = {};
  for (const { tablename } of tables) {
    const rows = await knex(tablename).select('*');
    const normalised = rows.map((row: Record<string, unknown>) => JSON.parse(JSON.stringify(row)) as unknown);
    result[tablename] = normalised.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return result;
}

export function snapshotFiles(root: string): Record<string, string> {
  const result: Record<string, string> = {};
  const visit = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else result[path.relative(root, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  visit(root);
  return result;
}
