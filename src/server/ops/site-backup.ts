/** Backup and restore wired to a configuration: where the files live and what is scratch. */
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db';
import { createBackup, restoreBackup, type BackupManifest } from './backup';

export function filesDir(config: Config): string {
  return path.join(config.dataDir, 'files');
}

function workDir(config: Config): string {
  return path.join(config.dataDir, 'backup-work');
}

/** Temp uploads are not part of the site's state. */
const isScratch = (relative: string) => relative.startsWith('tmp/') || relative === 'tmp' || relative.endsWith('.tmp');

export function backupSite(config: Config, db: Database, out: string): Promise<BackupManifest> {
  return createBackup({
    knex: db.knex,
    databaseKind: db.kind,
    filesDir: filesDir(config),
    workDir: workDir(config),
    skipFile: isScratch,
    out: path.resolve(out),
  });
}

export function restoreSite(config: Config, db: Database, file: string, force: boolean): Promise<BackupManifest> {
  return restoreBackup({
    knex: db.knex,
    filesDir: filesDir(config),
    workDir: workDir(config),
    file: path.resolve(file),
    force,
  });
}

export function describe(manifest: BackupManifest): string {
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  return `${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files (${(bytes / 1048576).toFixed(1)} MB), schema ${manifest.migrations.at(-1) ?? 'empty'}`;
}
