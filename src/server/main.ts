/** Entry point: config → database → app → listen, and a graceful stop on SIGTERM/SIGINT. */
import http from 'node:http';
import { ConfigError, loadConfig } from './config';
import { createApp } from './app';
import { prepareDatabase } from './boot';
import { DatabaseLockedError } from './db';
import { createLogger } from './log';
import { startControlServer } from './ops/control';
import { backupSite, describe } from './ops/site-backup';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  log.info('starting', { database: config.databaseUrl ? 'postgres' : 'embedded', dataDir: config.dataDir });

  let db;
  try {
    db = await prepareDatabase(config, log);
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const app = createApp({ config, db, log });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info('listening', { url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`, port });

  const control = await startControlServer(config.dataDir, async (request) => {
    if (request.cmd === 'ping') return {};
    if (request.cmd === 'backup' && typeof request.file === 'string') {
      const manifest = await backupSite(config, db, request.file);
      log.info('backup written', { file: request.file, summary: describe(manifest) });
      return { summary: describe(manifest) };
    }
    throw new Error(`Unknown command ${request.cmd}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    const timer = setTimeout(() => {
      log.warn('requests still running after the grace period; closing them');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Stop accepting, let requests in flight finish, then close the database.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await control.close();
    await db.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
