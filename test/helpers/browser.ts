/** Real Chromium through puppeteer, failing on console errors and hydration warnings. */
import fs from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer';

function executablePath(): string | undefined {
  const fromEnv = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (fromEnv) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined; // puppeteer's own browser, when it was downloaded
}

export async function launchBrowser(): Promise<Browser> {
  const exe = executablePath();
  return puppeteer.launch({
    headless: true,
    ...(exe ? { executablePath: exe } : {}),
    args: [
      '--no-sandbox',
      '--disable-setuid-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors, page errors and React warnings seen so far. */
  problems: string[];
}

const THIRD_PARTY = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;

/**
 * A page that records every console error and warning; third-party requests (the
 * government-services widget) are answered locally with an empty script so tests never
 * reach the network.
 */
export async function openPage(browser: Browser, options: { javaScript?: boolean; width?: number; height?: number } = {}): Promise<WatchedPage> {
  const page = await browser.newPage();
  await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 900 });
  if (options.javaScript === false) await page.setJavaScriptEnabled(false);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (THIRD_PARTY.test(request.url())) {
      void request.respond({ status: 200, contentType: 'application/javascript', body: '' });
    } else {
      void request.continue();
    }
  });
  return { page, problems };
}
