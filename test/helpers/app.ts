/** The real Koa app on a real database, for supertest. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Koa from 'koa';
import { createApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db';
import { createLogger, type Logger } from '../../src/server/log';
import { createTestDatabase } from './db';

export interface TestApp {
  app: Koa;
  server: ReturnType<Koa['callback']>;
  db: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A manifest stand-in so API tests do not depend on a client build. */
export const TEST_MANIFEST = { script: '/static/build/entry-TEST.js', preload: [], styles: ['/static/build/entry-TEST.css'] };

export async function createTestApp(env: Record<string, string> = {}, options: { log?: Logger } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srcn-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const db = await createTestDatabase();
  const app = createApp({ config, db, log: options.log ?? createLogger(config.logLevel), manifest: TEST_MANIFEST });
  return {
    app,
    server: app.callback(),
    db,
    config,
    dataDir,
    async close() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
