import { expect } from 'chai';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config.port).to.equal(3000);
    expect(config.dataDir).to.equal(path.resolve('/srv/site/data'));
    expect(config.databaseUrl).to.equal(null);
    expect(config.jwtTtlSeconds).to.equal(3600);
    expect(config.jwtRefreshTtlSeconds).to.equal(172800);
    expect(config.logLevel).to.equal('info');
    expect(config.seedDemo).to.equal(null);
  });

  const bad: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a PostgreSQL address/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ ADMIN_NAME: 'admin' }, /ADMIN_NAME and ADMIN_PASSWORD must be set together/],
    [{ ADMIN_NAME: 'a'.repeat(21), ADMIN_PASSWORD: 'password1' }, /at most 20 characters/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be 1 or 0/],
    [{ JWT_TTL_SECONDS: '0' }, /JWT_TTL_SECONDS must be a whole number/],
    [{ JWT_TTL_SECONDS: '7200', JWT_REFRESH_TTL_SECONDS: '3600' }, /must not be shorter/],
  ];
  for (const [env, message] of bad) {
    it(`refuses ${JSON.stringify(env)} with a clear sentence`, () => {
      expect(() => loadConfig(env)).to.throw(ConfigError, message);
    });
  }

  it('reads SEED_DEMO and a PostgreSQL address', () => {
    const config = loadConfig({ SEED_DEMO: '1', DATABASE_URL: 'postgres://u@h/db' });
    expect(config.seedDemo).to.equal(true);
    expect(config.databaseUrl).to.equal('postgres://u@h/db');
  });
});
