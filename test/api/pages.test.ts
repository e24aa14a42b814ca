import { expect } from 'chai';
import request from 'supertest';
import { allPaths, defaultRedirects } from '../../src/shared/site-map';
import { DEFAULT_TITLE } from '../../src/shared/site';
import { createTestApp, type TestApp } from '../helpers/app';

/** Text of the first element with this tag, tags stripped. */
function textOf(html: string, tag: string): string | null {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, '').trim() : null;
}

function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

describe('server-rendered pages', () => {
  let t: TestApp;
  before(async () => { t = await createTestApp(); });
  after(async () => { await t.close(); });

  const redirects = new Map(defaultRedirects());

  it('renders the home page in Russian with its title and content before any script', async () => {
    const res = await request(t.server).get('/').expect(200).expect('Content-Type', /html/);
    expect(res.text).to.match(/^<!doctype html>\s*<html lang="ru">/i);
    expect(textOf(res.text, 'title')).to.equal('Главная');
    expect(res.text).to.include('Уважаемые гости');
    expect(res.text.indexOf('Уважаемые гости')).to.be.lessThan(res.text.indexOf('<script'));
    expect(res.text).to.include('<script type="application/json" id="router-data">');
  });

  for (const path of allPaths()) {
    if (redirects.has(path)) {
      it(`redirects ${path} to ${redirects.get(path)} with a real 302`, async () => {
        const res = await request(t.server).get(path).expect(302);
        expect(res.headers.location).to.equal(redirects.get(path));
      });
    } else {
      it(`renders ${path} with its heading and title`, async () => {
        const res = await request(t.server).get(path).expect(200);
        const title = decode(textOf(res.text, 'title') ?? '');
        expect(title).to.not.equal('');
        expect(title).to.not.equal('Страница не найдена');
        const h1 = decode(textOf(res.text, 'h1') ?? '');
        expect(h1, 'page-title banner').to.not.equal('');
        expect(decode(res.text)).to.include(title);
      });
    }
  }

  it('shows the "Наши новости" banner on /news', async () => {
    const res = await request(t.server).get('/news').expect(200);
    expect(textOf(res.text, 'h1')).to.equal('Наши новости');
    expect(textOf(res.text, 'title')).to.equal('Новости');
  });

  it('answers an unknown path with a real 404 and the not-found page', async () => {
    const res = await request(t.server).get('/no-such-page').expect(404).expect('Content-Type', /html/);
    expect(textOf(res.text, 'h1')).to.equal('Страница не найдена');
    expect(res.text).to.include('<html lang="ru"');
  });

  it('answers an unknown child of a section with 404', async () => {
    await request(t.server).get('/about/no-such-tab').expect(404);
    await request(t.server).get('/statements/1999').expect(404);
  });

  it('renders a route without a title under the default abbreviation', async () => {
    const { titleOf } = await import('../../src/app/routes');
    expect(titleOf([{ handle: undefined }])).to.equal(DEFAULT_TITLE);
  });

  it('renders the low-vision mode from the cookie on the first byte', async () => {
    const off = await request(t.server).get('/contacts').expect(200);
    expect(off.text).to.include('<html lang="ru">');
    expect(off.text).to.include('Версия для слабовидящих');
    const on = await request(t.server).get('/contacts').set('Cookie', 'low_vision=1').expect(200);
    expect(on.text).to.include('<html lang="ru" class="low-vision">');
    expect(on.text).to.include('Выйти из версии для слабовидящих');
  });

  it('toggles the low-vision mode without JavaScript through the form', async () => {
    const res = await request(t.server)
      .post('/prefs/low-vision')
      .type('form')
      .send({ on: '1', back: '/about/staff' })
      .expect(303);
    expect(res.headers.location).to.equal('/about/staff');
    expect(String(res.headers['set-cookie'])).to.match(/low_vision=1; Path=\/; Max-Age=\d+/);
    const off = await request(t.server).post('/prefs/low-vision').type('form').send({ on: '0', back: '/' }).expect(303);
    expect(String(off.headers['set-cookie'])).to.match(/low_vision=; Path=\/; Max-Age=0/);
  });

  it('never redirects the low-vision form to another site', async () => {
    const res = await request(t.server).post('/prefs/low-vision').type('form').send({ on: '1', back: '//evil.example/' }).expect(303);
    expect(res.headers.location).to.equal('/');
  });

  it('renders the institution profile in the header and footer', async () => {
    const res = await request(t.server).get('/').expect(200);
    const { profile } = (await request(t.server).get('/api/profile').expect(200)).body as { profile: { full_name: string; address: string; fax: string } };
    expect(decode(res.text)).to.include(profile.full_name);
    expect(decode(res.text)).to.include(profile.address);
    expect(decode(res.text)).to.include(profile.fax);
    expect(res.text).to.include('круглосуточно');
    expect(res.text).to.include('8.00 до 16.15');
  });
});

describe('hydration data', () => {
  let t: TestApp;
  before(async () => { t = await createTestApp(); });
  after(async () => { await t.close(); });

  it('is escaped so page content cannot close the script tag', async () => {
    const evil = '</script><script>alert(1)</script>';
    await t.db.knex('content_blocks').where({ key: 'profile' }).update({
      content: t.db.knex.raw("jsonb_set(content, '{short_name}', ?::jsonb)", [JSON.stringify(evil)]),
    });
    const res = await request(t.server).get('/').expect(200);
    const data = /<script type="application\/json" id="router-data">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(data).to.not.include('</script');
    expect(JSON.parse(data).loaderData.root.profile.short_name).to.equal(evil);
    expect(res.text).to.not.include('<script>alert(1)</script>');
  });
});

describe('API and headers', () => {
  let t: TestApp;
  before(async () => { t = await createTestApp(); });
  after(async () => { await t.close(); });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await request(t.server).get('/api/nothing-here').expect(404).expect('Content-Type', /json/);
    expect(res.body).to.have.property('message');
  });

  it('sends security headers with a script policy that forbids inline scripts', async () => {
    const res = await request(t.server).get('/').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).to.include("default-src 'self'");
    expect(csp).to.match(/script-src 'self'[^;]*/);
    expect(csp).to.not.include('unsafe-inline');
    expect(csp).to.include("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
    expect(res.headers['referrer-policy']).to.equal('strict-origin-when-cross-origin');
    expect(res.headers['access-control-allow-origin']).to.equal(undefined);
  });

  it('compresses HTML for clients that accept brotli or gzip', async () => {
    const br = await request(t.server).get('/').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).to.equal('br');
    const gz = await request(t.server).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).to.equal('gzip');
  });

  it('serves static files with caching and 404 for missing ones', async () => {
    const res = await request(t.server).get('/static/favicon.svg').expect(200);
    expect(res.headers['cache-control']).to.match(/max-age=86400/);
    await request(t.server).get('/static/missing.png').expect(404);
    const escape = await request(t.server).get('/static/../package.json');
    expect([403, 404]).to.include(escape.status);
    expect(escape.text).to.not.include('"dependencies"');
  });
});
