import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer';
import { SITE_MAP } from '../../src/shared/site-map';
import { launchBrowser, openPage, type WatchedPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

async function buttonByText(page: Page, text: string) {
  const handle = await page.waitForSelector(`::-p-text(${text})`, { visible: true });
  if (!handle) throw new Error(`no element with text ${text}`);
  return handle;
}

describe('the site in a browser', function () {
  this.timeout(120_000);
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  let current: WatchedPage | null = null;
  afterEach(async () => {
    await current?.page.close();
    current = null;
  });
  async function open(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<WatchedPage> {
    current = await openPage(browser, options);
    await current.page.goto(server.url + path, { waitUntil: 'networkidle0' });
    return current;
  }

  it('hydrates every top-level route without console errors or hydration warnings', async () => {
    for (const path of ['/', ...SITE_MAP.map((node) => `/${node.path}`)]) {
      const { page, problems } = await open(path);
      const hydrated = await page.evaluate(() => document.documentElement.classList.contains('js'));
      expect(hydrated, `${path} hydrated`).to.equal(true);
      expect(problems, `console on ${path}`).to.deep.equal([]);
      await page.close();
      current = null;
    }
  });

  it('changes the title on client-side navigation without reloading', async () => {
    const { page, problems } = await open('/');
    expect(await page.title()).to.equal('Главная');
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 42; });
    await page.click('nav.main-menu a[href="/news"]');
    await page.waitForFunction(() => document.title === 'Новости');
    expect(await page.$eval('h1', (h) => h.textContent)).to.equal('Наши новости');
    await page.click('nav.main-menu a[href="/gallery"]');
    await page.waitForFunction(() => document.title === 'Галерея');
    const marker = await page.evaluate(() => (window as unknown as { marker?: number }).marker);
    expect(marker, 'no full page load happened').to.equal(42);
    expect(problems).to.deep.equal([]);
  });

  it('follows default redirects on the client', async () => {
    const { page, problems } = await open('/documents/convention');
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 7; });
    await page.click('a[href="/documents/charter"]');
    await page.waitForFunction(() => location.pathname === '/documents/charter/center-charter-doc');
    await page.waitForFunction(() => document.title === 'Устав центра');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).to.equal(7);
    expect(problems).to.deep.equal([]);
  });

  it('toggles the low-vision mode, keeps it across a reload and renders it on the server', async () => {
    const { page, problems } = await open('/');
    const toggle = await buttonByText(page, 'Версия для слабовидящих');
    await toggle.click();
    await buttonByText(page, 'Выйти из версии для слабовидящих');
    const styles = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const heading = document.querySelector('h2');
      const decorative = Array.from(document.querySelectorAll('.decorative'));
      const hero = document.querySelector('.hero');
      return {
        background: body.backgroundColor,
        color: heading ? getComputedStyle(heading).color : '',
        decorativeCount: decorative.length,
        decorativeShown: decorative.filter((el) => getComputedStyle(el).display !== 'none').length,
        heroHeight: hero ? hero.getBoundingClientRect().height : 0,
      };
    });
    expect(styles.background).to.equal('rgb(255, 255, 255)');
    expect(styles.color).to.equal('rgb(0, 0, 0)');
    expect(styles.decorativeCount).to.be.greaterThan(0);
    expect(styles.decorativeShown).to.equal(0);
    expect(styles.heroHeight).to.equal(300);

    const response = await page.reload({ waitUntil: 'networkidle0' });
    const html = await response!.text();
    expect(html).to.include('<html lang="ru" class="low-vision">');
    expect(html).to.include('Выйти из версии для слабовидящих');
    (await buttonByText(page, 'Выйти из версии для слабовидящих')).click();
    await buttonByText(page, 'Версия для слабовидящих');
    const heroHeight = await page.$eval('.hero', (el) => el.getBoundingClientRect().height);
    expect(heroHeight).to.equal(571);
    expect(problems).to.deep.equal([]);
  });

  it('toggles the low-vision mode without JavaScript', async () => {
    const { page } = await open('/contacts', { javaScript: false });
    await Promise.all([page.waitForNavigation(), page.click('.low-vision-toggle')]);
    expect(new URL(page.url()).pathname).to.equal('/contacts');
    expect(await page.$eval('html', (el) => el.className)).to.equal('low-vision');
    expect(await page.$eval('.low-vision-toggle', (el) => el.textContent)).to.include('Выйти из версии для слабовидящих');
  });

  it('opens the burger menu at 375 px, locks scrolling, closes on Escape and returns focus', async () => {
    const { page, problems } = await open('/', { width: 375, height: 700 });
    expect(await page.$eval('.main-menu-panel', (el) => getComputedStyle(el).display)).to.equal('none');
    await page.click('.burger');
    await page.waitForSelector('.main-menu-panel.open', { visible: true });
    const state = await page.evaluate(() => ({
      overflow: getComputedStyle(document.body).overflow,
      expanded: document.querySelector('.burger')?.getAttribute('aria-expanded'),
      panelHeight: document.querySelector('.main-menu-panel')!.getBoundingClientRect().height,
      focusInside: document.querySelector('.main-menu-panel')!.contains(document.activeElement),
    }));
    expect(state.overflow).to.equal('hidden');
    expect(state.expanded).to.equal('true');
    expect(state.panelHeight).to.equal(700);
    expect(state.focusInside).to.equal(true);
    // Focus stays inside while tabbing through the panel.
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('.main-menu-panel')!.contains(document.activeElement))).to.equal(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.main-menu-panel.open', { hidden: true });
    const after = await page.evaluate(() => ({
      overflow: getComputedStyle(document.body).overflow,
      focused: document.activeElement?.classList.contains('burger'),
      display: getComputedStyle(document.querySelector('.main-menu-panel')!).display,
    }));
    expect(after).to.deep.equal({ overflow: 'visible', focused: true, display: 'none' });
    expect(problems).to.deep.equal([]);
  });

  it("shows 'Наверх' from 1200 px of scrolling and scrolls back to the top", async () => {
    const { page, problems } = await open('/', { width: 1280, height: 800 });
    // Make sure the page is tall enough whatever the content is.
    await page.evaluate(() => { document.querySelector('main')!.style.paddingBottom = '3000px'; });
    const visible = () => page.evaluate(() => Boolean(Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Наверх')));
    await page.evaluate(() => window.scrollTo(0, 1199));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await visible()).to.equal(false);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForSelector('::-p-text(Наверх)', { visible: true });
    await page.click('.scroll-top');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForFunction(() => !Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Наверх'));
    expect(problems).to.deep.equal([]);
  });

  it('reads the home page with JavaScript disabled', async () => {
    const { page } = await open('/', { javaScript: false });
    expect(await page.title()).to.equal('Главная');
    const text = await page.$eval('main', (el) => (el as HTMLElement).innerText);
    expect(text).to.include('Уважаемые гости');
    const menu = await page.$$eval('nav.main-menu a', (links) => links.map((a) => a.getAttribute('href')));
    expect(menu).to.include.members(['/', '/news', '/gallery', '/hey-parents', '/contacts']);
    const hiddenCards = await page.$$eval('main *', (els) => els.filter((el) => getComputedStyle(el).opacity === '0').length);
    expect(hiddenCards, 'nothing is left invisible without JavaScript').to.equal(0);
  });

  it('keeps the page working when the government-services widget fails to load', async () => {
    current = await openPage(browser);
    const { page } = current;
    page.removeAllListeners('request');
    page.on('request', (request) => {
      if (request.url().includes('gosuslugi')) void request.abort();
      else void request.continue();
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle0' });
    const errors = current.problems.filter((p) => !p.includes('Failed to load resource'));
    expect(errors).to.deep.equal([]);
    await page.click('nav.main-menu a[href="/contacts"]');
    await page.waitForFunction(() => document.title === 'Контакты');
  });
});
