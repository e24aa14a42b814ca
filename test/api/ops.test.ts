import fs from 'node:fs';
import { expect } from 'chai';
import request from 'supertest';
import { createLogger } from '../../src/server/log';
import { createTestApp, type TestApp } from '../helpers/app';

describe('GET /healthz', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeEach(async () => {
    lines.length = 0;
    t = await createTestApp({}, { log: createLogger('info', (line) => lines.push(line)) });
  });
  afterEach(async () => { await t.close().catch(() => {}); });

  it('answers ok when the database answers and DATA_DIR is writable, without an info log line', async () => {
    const res = await request(t.server).get('/healthz').expect(200);
    expect(res.body).to.deep.equal({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
    expect(res.headers['cache-control']).to.equal('no-store');
    expect(lines.filter((line) => line.includes('/healthz'))).to.deep.equal([]);
    await request(t.server).get('/contacts').expect(200);
    expect(lines.some((line) => line.includes('"path":"/contacts"'))).to.equal(true);
  });

  it('answers 503 naming DATA_DIR when it is not writable', async () => {
    fs.rmSync(t.dataDir, { recursive: true, force: true });
    const res = await request(t.server).get('/healthz').expect(503);
    expect(res.body.status).to.equal('error');
    expect(res.body.checks.database).to.equal('ok');
    expect(res.body.checks.storage).to.match(/^DATA_DIR is not writable/);
  });

  it('answers 503 naming the database when it does not answer', async () => {
    await t.db.close();
    const res = await request(t.server).get('/healthz').expect(503);
    expect(res.body.checks.database).to.not.equal('ok');
    expect(res.body.checks.storage).to.equal('ok');
  });
});

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  before(async () => { t = await createTestApp({ PUBLIC_URL: 'https://srcn.example.ru' }); });
  after(async () => { await t.close(); });

  it('keeps the login and the API out of search engines and points to the sitemap', async () => {
    const res = await request(t.server).get('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    expect(res.text).to.include('Disallow: /login');
    expect(res.text).to.include('Disallow: /api/');
    expect(res.text).to.include('Sitemap: https://srcn.example.ru/sitemap.xml');
  });

  it('lists every public page with a last-modified date, each answering 200', async () => {
    const res = await request(t.server).get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    const entries = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(entries.length).to.be.greaterThan(60);
    const paths = entries.map(([, loc]) => new URL(loc!).pathname);
    expect(paths).to.include.members(['/', '/news', '/gallery', '/about/staff', '/statements/2023', '/citizen-appeals']);
    expect(paths).to.not.include('/login');
    expect(paths, 'no redirecting addresses').to.not.include('/about');
    for (const [, , lastmod] of entries) expect(Number.isNaN(Date.parse(lastmod!))).to.equal(false);
    for (const path of paths) {
      const page = await request(t.server).get(decodeURI(path));
      expect(page.status, path).to.equal(200);
    }
  });
});
