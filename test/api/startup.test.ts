import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { openDatabase } from '../../src/server/db';
import { TEST_DATABASE_URL } from '../helpers/db';
import { startServer } from '../helpers/server';

describe('starting and stopping the server', function () {
  this.timeout(90_000);

  it('refuses a bad configuration with a clear sentence', () => {
    const result = spawnSync(process.execPath, ['build/server/main.js'], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DATA_DIR: os.tmpdir() },
      encoding: 'utf8',
    });
    expect(result.status).to.equal(1);
    expect(result.stderr).to.include('Configuration error: PORT must be a whole number from 0 to 65535, but it is "eighty".');
  });

  it('migrates, seeds, serves, stops cleanly on SIGTERM and starts again on the same data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srcn-restart-'));
    try {
      const first = await startServer({ DATA_DIR: dataDir });
      const page = await fetch(`${first.url}/contacts`);
      expect(page.status).to.equal(200);
      expect(await first.stop()).to.equal(0);
      expect(first.output()).to.include('"msg":"stopped"');
      expect(first.output()).to.include('migrations applied');

      // Same data: same folder, and the same PostgreSQL database without a reset.
      const second = await startServer({ DATA_DIR: dataDir, ...(TEST_DATABASE_URL ? { DATABASE_URL: TEST_DATABASE_URL } : {}) });
      expect((await fetch(`${second.url}/`)).status).to.equal(200);
      expect(second.output(), 'nothing left to migrate').to.not.include('migrations applied');
      expect(await second.stop()).to.equal(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('finishes a request in flight before stopping', async () => {
    const server = await startServer();
    const body = 'on=1&back=%2Fcontacts';
    // The request's body arrives slowly: the handler is running when SIGTERM comes.
    const req = http.request(`${server.url}/prefs/low-vision`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) },
    });
    const answered = new Promise<number | undefined>((resolve, reject) => {
      req.on('response', (res) => { res.resume(); resolve(res.statusCode); });
      req.on('error', reject);
    });
    req.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    req.end(body.slice(5));
    expect(await answered).to.equal(303);
    expect(await stopped).to.equal(0);
  });

  (TEST_DATABASE_URL ? it.skip : it)('keeps a second process out of the embedded database folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srcn-lock-'));
    try {
      const server = await startServer({ DATA_DIR: dataDir });
      const second = spawnSync(process.execPath, ['build/server/main.js'], {
        env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(second.status).to.equal(1);
      expect(second.stderr).to.match(/is in use by process \d+/);
      expect(await server.stop()).to.equal(0);
      // The lock goes with the process: the folder opens again afterwards.
      const db = await openDatabase({ databaseUrl: null, embeddedDir: path.join(dataDir, 'pgdata') });
      const row = await db.knex('content_blocks').where({ key: 'profile' }).first('key');
      await db.close();
      expect(row).to.deep.equal({ key: 'profile' });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
