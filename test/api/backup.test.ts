import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import * as tar from 'tar';
import { openDatabase, type Database } from '../../src/server/db';
import { migrate } from '../../src/server/db/migrations';
import { BackupError, createBackup, restoreBackup } from '../../src/server/ops/backup';
import { createTestDatabase, resetPostgres, TEST_DATABASE_URL } from '../helpers/db';
import { startServer } from '../helpers/server';
import { snapshotFiles, snapshotRows } from '../helpers/snapshot';

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

function writeFiles(root: string): void {
  const files: Record<string, Buffer> = {
    'public/ab/photo-1.webp': crypto.randomBytes(70_000),
    'private/cd/Устав центра.pdf': Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(20_000)]),
    'private/empty.bin': Buffer.alloc(0),
  };
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), data);
  }
}

async function addContent(db: Database): Promise<void> {
  await db.knex('content_blocks').insert([
    { key: 'backup-test-object', content: JSON.stringify({ nested: { list: [1, 2, 3] }, text: 'Привет, «мир»\n' }) },
    { key: 'backup-test-array', content: JSON.stringify([{ year: 2024, count: 5 }]) },
    { key: 'backup-test-string', content: JSON.stringify('просто строка') },
  ]);
}

/** An empty database for a restore: the same PostgreSQL wiped, or a new embedded one. */
async function emptyDatabase(): Promise<Database> {
  if (TEST_DATABASE_URL) await resetPostgres(TEST_DATABASE_URL);
  return openDatabase({ databaseUrl: TEST_DATABASE_URL, embeddedDir: null });
}

describe('backup and restore', function () {
  this.timeout(120_000);

  it('restores every row and every byte of a backup into an empty database and folder', async () => {
    const dir = tmp('srcn-bk-');
    const filesDir = path.join(dir, 'files');
    const archive = path.join(dir, 'site.tar.gz');
    writeFiles(filesDir);
    const source = await createTestDatabase();
    await addContent(source);
    const rowsBefore = await snapshotRows(source.knex);
    const filesBefore = snapshotFiles(filesDir);
    const manifest = await createBackup({ knex: source.knex, databaseKind: source.kind, filesDir, workDir: path.join(dir, 'work'), out: archive });
    await source.close();
    expect(manifest.files).to.have.length(3);
    expect(fs.existsSync(`${archive}.partial`)).to.equal(false);

    fs.rmSync(filesDir, { recursive: true });
    const target = await emptyDatabase();
    try {
      await restoreBackup({ knex: target.knex, filesDir, workDir: path.join(dir, 'work'), file: archive });
      expect(await snapshotRows(target.knex)).to.deep.equal(rowsBefore);
      expect(snapshotFiles(filesDir)).to.deep.equal(filesBefore);
      // Sequences and later writes keep working after a restore.
      await target.knex('content_blocks').insert({ key: 'after-restore', content: JSON.stringify(1) });
    } finally {
      await target.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to restore over existing content unless forced', async () => {
    const dir = tmp('srcn-bk-');
    const filesDir = path.join(dir, 'files');
    const archive = path.join(dir, 'site.tar.gz');
    const db = await createTestDatabase();
    try {
      await createBackup({ knex: db.knex, databaseKind: db.kind, filesDir, workDir: path.join(dir, 'work'), out: archive });
      await addContent(db);
      let error: unknown;
      try {
        await restoreBackup({ knex: db.knex, filesDir, workDir: path.join(dir, 'work'), file: archive });
      } catch (err) {
        error = err;
      }
      expect(error).to.be.instanceOf(BackupError);
      expect((error as Error).message).to.match(/The target is not empty \(content_blocks\)/);
      expect(await db.knex('content_blocks').where('key', 'like', 'backup-test-%').count({ n: '*' })).to.deep.equal([{ n: 3 }]);
      await restoreBackup({ knex: db.knex, filesDir, workDir: path.join(dir, 'work'), file: archive, force: true });
      expect(await db.knex('content_blocks').where('key', 'like', 'backup-test-%').count({ n: '*' })).to.deep.equal([{ n: 0 }]);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an archive from a newer schema with a clear sentence and changes nothing', async () => {
    const dir = tmp('srcn-bk-');
    const archive = path.join(dir, 'site.tar.gz');
    const db = await createTestDatabase();
    await createBackup({ knex: db.knex, databaseKind: db.kind, filesDir: path.join(dir, 'files'), workDir: path.join(dir, 'work'), out: archive });
    await db.close();
    const unpacked = path.join(dir, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as { migrations: string[] };
    manifest.migrations.push('29991231000000_from_the_future');
    fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const newer = path.join(dir, 'newer.tar.gz');
    await tar.c({ gzip: true, file: newer, cwd: unpacked }, fs.readdirSync(unpacked));

    const target = await emptyDatabase();
    try {
      let error: unknown;
      try {
        await restoreBackup({ knex: target.knex, filesDir: path.join(dir, 'files2'), workDir: path.join(dir, 'work'), file: newer });
      } catch (err) {
        error = err;
      }
      expect((error as Error).message).to.equal(
        'This backup comes from a newer version of the site (its database schema includes 29991231000000_from_the_future). Upgrade the site to that version or later, then restore.',
      );
      expect(await target.knex.schema.hasTable('knex_migrations')).to.equal(false);
    } finally {
      await target.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('backs up the running site while it serves, and restores it after a wipe (npm run backup / restore)', async () => {
    const dataDir = tmp('srcn-site-');
    const archive = path.join(os.tmpdir(), `srcn-${process.pid}-site.tar.gz`);
    const env = { DATA_DIR: dataDir, ...(TEST_DATABASE_URL ? { DATABASE_URL: TEST_DATABASE_URL } : {}) };
    try {
      if (TEST_DATABASE_URL) await resetPostgres(TEST_DATABASE_URL);
      const server = await startServer(env);
      writeFiles(path.join(dataDir, 'files'));
      let serving = true;
      let served = 0;
      const traffic = (async () => {
        while (serving) {
          const res = await fetch(`${server.url}/about/description`);
          expect(res.status).to.equal(200);
          await res.arrayBuffer();
          served += 1;
        }
      })();
      const backup = spawnSync(process.execPath, ['build/server/ops-cli.js', 'backup', archive], {
        env: { PATH: process.env.PATH ?? '', ...env },
        encoding: 'utf8',
      });
      serving = false;
      await traffic;
      expect(backup.stderr).to.equal('');
      expect(backup.stdout).to.match(/Backup written by the running server/);
      expect(served).to.be.greaterThan(0);

      expect(await server.stop()).to.equal(0);
      const before = await (async () => {
        const opened = await openDatabase({ databaseUrl: TEST_DATABASE_URL, embeddedDir: path.join(dataDir, 'pgdata') });
        try {
          return await snapshotRows(opened.knex);
        } finally {
          await opened.close();
        }
      })();
      const filesBefore = snapshotFiles(path.join(dataDir, 'files'));

      // Wipe everything, restore, compare.
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (TEST_DATABASE_URL) await resetPostgres(TEST_DATABASE_URL);
      const restore = spawnSync(process.execPath, ['build/server/ops-cli.js', 'restore', archive], {
        env: { PATH: process.env.PATH ?? '', ...env },
        encoding: 'utf8',
      });
      expect(restore.stderr).to.equal('');
      expect(restore.stdout).to.match(/^Restored /);
      const opened = await openDatabase({ databaseUrl: TEST_DATABASE_URL, embeddedDir: path.join(dataDir, 'pgdata') });
      try {
        expect(await snapshotRows(opened.knex)).to.deep.equal(before);
      } finally {
        await opened.close();
      }
      expect(snapshotFiles(path.join(dataDir, 'files'))).to.deep.equal(filesBefore);

      const again = await startServer(env);
      expect((await fetch(`${again.url}/`)).status).to.equal(200);
      await again.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(archive, { force: true });
    }
  });

  (TEST_DATABASE_URL ? it : it.skip)('moves a site from the embedded database to PostgreSQL', async () => {
    const dir = tmp('srcn-move-');
    const archive = path.join(dir, 'move.tar.gz');
    const filesDir = path.join(dir, 'files');
    writeFiles(filesDir);
    const embedded = await openDatabase({ databaseUrl: null, embeddedDir: null });
    await migrate(embedded.knex);
    const { seedBase } = await import('../../seeds/base');
    await seedBase(embedded.knex);
    await addContent(embedded);
    const before = await snapshotRows(embedded.knex);
    await createBackup({ knex: embedded.knex, databaseKind: embedded.kind, filesDir, workDir: path.join(dir, 'work'), out: archive });
    await embedded.close();
    const filesBefore = snapshotFiles(filesDir);
    fs.rmSync(filesDir, { recursive: true });

    await resetPostgres(TEST_DATABASE_URL!);
    const pg = await openDatabase({ databaseUrl: TEST_DATABASE_URL, embeddedDir: null });
    try {
      await restoreBackup({ knex: pg.knex, filesDir, workDir: path.join(dir, 'work'), file: archive });
      expect(await snapshotRows(pg.knex)).to.deep.equal(before);
      expect(snapshotFiles(filesDir)).to.deep.equal(filesBefore);
    } finally {
      await pg.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
