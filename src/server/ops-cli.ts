/**
 * npm run backup -- FILE      a consistent archive of the database and the stored files;
 *                             asks the running server when there is one, so the site keeps serving.
 * npm run restore -- FILE [--force]
 *                             loads an archive into an empty DATA_DIR / database (site stopped).
 */
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError, openDatabase } from './db';
import { embeddedDir } from './boot';
import { BackupError } from './ops/backup';
import { callControl } from './ops/control';
import { backupSite, describe, restoreSite } from './ops/site-backup';

const USAGE = 'Usage: npm run backup -- FILE   |   npm run restore -- FILE [--force]';

async function run(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const file = rest.find((arg) => !arg.startsWith('--'));
  if (!file || (command !== 'backup' && command !== 'restore')) throw new UsageError(USAGE);
  const config = loadConfig();
  const abs = (await import('node:path')).resolve(file);

  const answer = await callControl(config.dataDir, { cmd: command === 'backup' ? 'backup' : 'ping', file: abs });
  if (command === 'backup' && answer) {
    if (!answer.ok) throw new BackupError(answer.error);
    console.log(`Backup written by the running server to ${abs}: ${String(answer.summary)}`);
    return;
  }
  if (command === 'restore' && answer) {
    throw new BackupError('The site is running on this DATA_DIR. Stop it first, then restore.');
  }

  const db = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: embeddedDir(config) });
  try {
    if (command === 'backup') {
      const manifest = await backupSite(config, db, abs);
      console.log(`Backup written to ${abs}: ${describe(manifest)}`);
    } else {
      const manifest = await restoreSite(config, db, abs, force);
      console.log(`Restored ${abs}: ${describe(manifest)}`);
    }
  } finally {
    await db.close();
  }
}

class UsageError extends Error {}

run(process.argv.slice(2)).catch((err: unknown) => {
  const known = err instanceof BackupError || err instanceof ConfigError || err instanceof DatabaseLockedError || err instanceof UsageError;
  process.stderr.write(`${known ? (err as Error).message : err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(known ? 1 : 2);
});
