/**
 * Backup and restore of the whole site: every database table (as JSON lines, read inside one
 * repeatable-read snapshot) and every stored file, in one gzip'd tar archive.
 *
 * Archive format, version 1:
 *   manifest.json        { format: "srcn-backup", version: 1, created_at, database,
 *                          migrations: [names applied], tables: [{ name, columns: [{name, type}], rows }],
 *                          files: [{ path, size, sha256 }] }
 *   db/<table>.jsonl     one JSON object per row; json/jsonb as JSON, timestamps as ISO strings,
 *                        bytea as base64
 *   files/<key>          every file under DATA_DIR/files, byte for byte
 * The migration list is the schema version: a restore refuses an archive holding a migration
 * this code does not know (a newer schema), and brings an older archive up to date after loading it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import * as tar from 'tar';
import { knownMigrations, migrate } from '../db/migrations';

export const BACKUP_FORMAT = 'srcn-backup';
export const BACKUP_VERSION = 1;

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  rows: number;
}

export interface FileInfo {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: string;
  version: number;
  created_at: string;
  database: string;
  migrations: string[];
  tables: TableInfo[];
  files: FileInfo[];
}

export class BackupError extends Error {}

const MIGRATION_TABLES = new Set(['knex_migrations', 'knex_migrations_lock']);

async function listTables(knex: Knex | Knex.Transaction): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: Array<{ tablename: string }> }>(
    'select tablename from pg_tables where schemaname = current_schema() order by tablename',
  );
  return rows.map((r) => r.tablename).filter((name) => !MIGRATION_TABLES.has(name));
}

async function columnsOf(knex: Knex | Knex.Transaction, table: string): Promise<ColumnInfo[]> {
  const { rows } = await knex.raw<{ rows: Array<{ column_name: string; data_type: string }> }>(
    `select column_name, data_type from information_schema.columns
      where table_schema = current_schema() and table_name = ? order by ordinal_position`,
    [table],
  );
  return rows.map((r) => ({ name: r.column_name, type: r.data_type }));
}

async function primaryKeyOf(knex: Knex | Knex.Transaction, table: string): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: Array<{ attname: string }> }>(
    `select a.attname from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ?::regclass and i.indisprimary order by a.attnum`,
    [table],
  );
  return rows.map((r) => r.attname);
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function dependencyOrder(knex: Knex | Knex.Transaction, tables: string[]): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: Array<{ child: string; parent: string }> }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = current_schema()`,
  );
  const strip = (name: string) => name.replace(/^"|"$/g, '');
  const deps = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows) {
    if (strip(child) !== strip(parent)) deps.get(strip(child))?.add(strip(parent));
  }
  const ordered: string[] = [];
  const visit = (table: string, trail: Set<string>) => {
    if (ordered.includes(table) || trail.has(table)) return;
    trail.add(table);
    for (const parent of deps.get(table) ?? []) visit(parent, trail);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

function encodeValue(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'bytea' && Buffer.isBuffer(value)) return value.toString('base64');
  if (value instanceof Date) return value.toISOString();
  return value;
}

function decodeValue(value: unknown, type: string): unknown {
  if (value === null) return null;
  if (type === 'bytea' && typeof value === 'string') return Buffer.from(value, 'base64');
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  return value;
}

async function walkFiles(root: string, skip: (relative: string) => boolean): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string) => {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (skip(relative)) continue;
      if (entry.isDirectory()) await visit(full);
      else if (entry.isFile()) found.push(relative);
    }
  };
  await visit(root);
  return found.sort();
}

async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface BackupOptions {
  knex: Knex;
  databaseKind: string;
  /** DATA_DIR/files: every stored file. */
  filesDir: string;
  /** Scratch space on the same file system as filesDir (files are hard-linked, not copied). */
  workDir: string;
  /** Relative paths under filesDir that are not part of the state (temp uploads). */
  skipFile?: (relative: string) => boolean;
  out: string;
}

/** Writes the archive to `out` (atomically: a partial archive never has the final name). */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const { knex, filesDir, out } = options;
  await fsp.mkdir(options.workDir, { recursive: true });
  const stage = await fsp.mkdtemp(path.join(options.workDir, 'backup-'));
  const partial = `${out}.partial`;
  try {
    await fsp.mkdir(path.join(stage, 'db'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      database: options.databaseKind,
      migrations: [],
      tables: [],
      files: [],
    };

    // One snapshot for every table: rows committed while the backup runs are either all in or all out.
    await knex.transaction(async (trx) => {
      await trx.raw('set transaction isolation level repeatable read, read only');
      const applied = await trx('knex_migrations').select('name').orderBy('id');
      manifest.migrations = applied.map((row: { name: string }) => row.name);
      for (const table of await listTables(trx)) {
        const columns = await columnsOf(trx, table);
        const key = await primaryKeyOf(trx, table);
        const query = trx(table).select('*');
        if (key.length) query.orderBy(key);
        const rows = (await query) as Array<Record<string, unknown>>;
        const lines = rows.map((row) => {
          const encoded: Record<string, unknown> = {};
          for (const column of columns) encoded[column.name] = encodeValue(row[column.name], column.type);
          return JSON.stringify(encoded);
        });
        await fsp.writeFile(path.join(stage, 'db', `${table}.jsonl`), lines.length ? `${lines.join('\n')}\n` : '');
        manifest.tables.push({ name: table, columns, rows: rows.length });
      }
    });

    const skip = options.skipFile ?? (() => false);
    for (const relative of await walkFiles(filesDir, skip)) {
      const source = path.join(filesDir, relative);
      const target = path.join(stage, 'files', relative);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      try {
        await fsp.link(source, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // deleted meanwhile: its row is not in the snapshot either
        if (code === 'EXDEV' || code === 'EPERM') await fsp.copyFile(source, target);
        else throw err;
      }
      const stat = await fsp.stat(target);
      manifest.files.push({ path: relative, size: stat.size, sha256: await sha256(target) });
    }

    await fsp.writeFile(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', 'db', ...(manifest.files.length ? ['files'] : [])];
    await fsp.mkdir(path.dirname(path.resolve(out)), { recursive: true });
    await tar.c({ gzip: true, file: partial, cwd: stage, portable: true }, entries);
    await fsp.rename(partial, out);
    return manifest;
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}

export interface RestoreOptions {
  knex: Knex;
  filesDir: string;
  workDir: string;
  file: string;
  /** Replace existing content instead of refusing a database or folder that is not empty. */
  force?: boolean;
}

export async function readManifest(stage: string): Promise<BackupManifest> {
  const text = await fsp.readFile(path.join(stage, 'manifest.json'), 'utf8').catch(() => {
    throw new BackupError('This file is not a site backup: it has no manifest.json.');
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError('This file is not a site backup (unknown format).');
  if (manifest.version > BACKUP_VERSION) {
    throw new BackupError(`This backup has archive format version ${manifest.version}, newer than this site understands (${BACKUP_VERSION}). Upgrade the site first, then restore.`);
  }
  const known = new Set(knownMigrations());
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new BackupError(`This backup comes from a newer version of the site (its database schema includes ${unknown.join(', ')}). Upgrade the site to that version or later, then restore.`);
  }
  return manifest;
}

/** Loads an archive into an empty (or, with force, emptied) database and files folder. */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { knex, filesDir } = options;
  await fsp.mkdir(options.workDir, { recursive: true });
  const stage = await fsp.mkdtemp(path.join(options.workDir, 'restore-'));
  const previousFiles = `${filesDir}.before-restore`;
  try {
    await tar.x({ file: options.file, cwd: stage, strict: true }).catch((err: unknown) => {
      throw new BackupError(`Cannot read the archive ${options.file}: ${err instanceof Error ? err.message : String(err)}`);
    });
    const manifest = await readManifest(stage);

    for (const file of manifest.files) {
      const full = path.join(stage, 'files', file.path);
      const stat = await fsp.stat(full).catch(() => null);
      if (!stat || stat.size !== file.size || (await sha256(full)) !== file.sha256) {
        throw new BackupError(`The archive is damaged: ${file.path} does not match its checksum.`);
      }
    }

    // Bring the schema exactly to the archive's version, so its rows fit the tables.
    await migrate(knex, manifest.migrations.at(-1) ?? null);

    const existingFiles = await walkFiles(filesDir, () => false);
    const tables = await listTables(knex);
    const nonEmpty: string[] = [];
    for (const table of tables) {
      const row = await knex(table).first(knex.raw('1 as present'));
      if (row) nonEmpty.push(table);
    }
    if (!options.force && (nonEmpty.length || existingFiles.length)) {
      throw new BackupError(`The target is not empty (${[...nonEmpty, ...(existingFiles.length ? [`${existingFiles.length} stored files`] : [])].join(', ')}). Restore into an empty DATA_DIR / database, or pass --force to replace everything.`);
    }

    // Files first (the old folder is kept aside), then the rows in one transaction; on failure
    // the old folder comes back, so the database and the files never disagree.
    await fsp.rm(previousFiles, { recursive: true, force: true });
    if (fs.existsSync(filesDir)) await fsp.rename(filesDir, previousFiles);
    const restoredFiles = path.join(stage, 'files');
    await fsp.mkdir(path.dirname(filesDir), { recursive: true });
    if (fs.existsSync(restoredFiles)) await fsp.rename(restoredFiles, filesDir);
    else await fsp.mkdir(filesDir, { recursive: true });

    try {
      await knex.transaction(async (trx) => {
        const present = new Set(await listTables(trx));
        const missing = manifest.tables.filter((t) => !present.has(t.name));
        if (missing.length) throw new BackupError(`The archive has tables this schema lacks: ${missing.map((t) => t.name).join(', ')}.`);
        const ordered = await dependencyOrder(trx, [...present]);
        await trx.raw(`truncate ${ordered.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
        const byName = new Map(manifest.tables.map((t) => [t.name, t]));
        for (const table of ordered) {
          const info = byName.get(table);
          if (!info || info.rows === 0) continue;
          const types = new Map(info.columns.map((c) => [c.name, c.type]));
          const text = await fsp.readFile(path.join(stage, 'db', `${table}.jsonl`), 'utf8');
          const rows = text.split('\n').filter(Boolean).map((line) => {
            const raw = JSON.parse(line) as Record<string, unknown>;
            const row: Record<string, unknown> = {};
            for (const [name, value] of Object.entries(raw)) row[name] = decodeValue(value, types.get(name) ?? '');
            return row;
          });
          for (let i = 0; i < rows.length; i += 200) await trx(table).insert(rows.slice(i, i + 200));
          await resetSequences(trx, table);
        }
      });
    } catch (err) {
      await fsp.rm(filesDir, { recursive: true, force: true });
      if (fs.existsSync(previousFiles)) await fsp.rename(previousFiles, filesDir);
      throw err;
    }
    await fsp.rm(previousFiles, { recursive: true, force: true });
    // An older archive is now brought up to this version's schema.
    await migrate(knex);
    return manifest;
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
  }
}

/** Serial and identity columns continue after the restored ids. */
async function resetSequences(trx: Knex.Transaction, table: string): Promise<void> {
  const { rows } = await trx.raw<{ rows: Array<{ column_name: string; seq: string | null }> }>(
    `select column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
       from information_schema.columns where table_schema = current_schema() and table_name = ?`,
    [table],
  );
  for (const { column_name: column, seq } of rows) {
    if (!seq) continue;
    await trx.raw(`select setval(?, greatest((select max(??) from ??), 1), (select max(??) from ??) is not null)`, [seq, column, table, column, table]);
  }
}
