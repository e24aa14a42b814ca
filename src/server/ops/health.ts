/** GET /healthz: the database answers and DATA_DIR is writable. Cheap enough to poll every few seconds. */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';

export interface Health {
  status: 'ok' | 'error';
  checks: { database: string; storage: string };
}

const TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkHealth(knex: Knex, dataDir: string): Promise<Health> {
  const [database, storage] = await Promise.all([
    withTimeout(knex.raw('select 1'), 'the database').then(() => 'ok', (err: Error) => err.message),
    withTimeout((async () => {
      const probe = path.join(dataDir, `.healthz-${process.pid}`);
      await fsp.writeFile(probe, 'ok');
      await fsp.rm(probe);
    })(), 'DATA_DIR').then(() => 'ok', (err: Error) => `DATA_DIR is not writable: ${err.message}`),
  ]);
  return { status: database === 'ok' && storage === 'ok' ? 'ok' : 'error', checks: { database, storage } };
}
