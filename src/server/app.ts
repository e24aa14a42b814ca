/** createApp(): the whole Koa application without listen(), so tests can run it on port 0. */
import fs from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import { Router } from '@koa/router';
import { koaBody } from 'koa-body';
import compress from 'koa-compress';
import serve from 'koa-static';
import zlib from 'node:zlib';
import type { Api } from '../app/api';
import { lowVisionCookie, parsePrefs } from '../shared/prefs';
import type { Config } from './config';
import type { Database } from './db';
import { errorMiddleware, notFound } from './errors';
import type { Logger } from './log';
import { escapeHtml, fillTemplate } from './render/html';
import { readManifest, type AssetManifest } from './render/manifest';
import { createRenderer } from './render/render';
import { securityHeaders } from './security';
import { createProfileService } from './site/profile';
import { checkHealth } from './ops/health';
import { deployedAt, robotsTxt, sitemapXml, type SitemapSource } from './site/seo';

export interface AppDeps {
  config: Config;
  db: Database;
  log: Logger;
  /** Project root (holds views/ and static/); defaults to the current directory. */
  rootDir?: string;
  manifest?: AssetManifest;
}

const ERROR_TEXTS: Record<number, [string, string]> = {
  404: ['Страница не найдена', 'Такой страницы на сайте нет.'],
  500: ['Ошибка на сервере', 'Что-то пошло не так. Попробуйте обновить страницу через несколько минут.'],
};

export function createApp(deps: AppDeps): Koa {
  const { config, db, log } = deps;
  const rootDir = deps.rootDir ?? process.cwd();
  const staticDir = path.join(rootDir, 'static');
  const viewsDir = path.join(rootDir, 'views');
  const manifest = deps.manifest ?? readManifest(staticDir);

  const errorShell = fs.readFileSync(path.join(viewsDir, 'error.html'), 'utf8');
  const errorPage = (status: number) => {
    const [title, text] = ERROR_TEXTS[status] ?? ERROR_TEXTS[500]!;
    return fillTemplate(errorShell, { title: escapeHtml(title), text: escapeHtml(text) });
  };

  const profile = createProfileService(db.knex);
  const api: Api = {
    getProfile: () => profile.get(),
    readPrefs: (request) => parsePrefs(request.headers.get('cookie')),
  };
  const render = createRenderer({ api, manifest, viewsDir, log });

  const app = new Koa({ proxy: config.trustProxy });

  app.use(requestLog(log));
  app.use(errorMiddleware(log, errorPage));
  app.use(securityHeaders());
  app.use(compress({
    threshold: 1024,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
  }));
  app.use(staticFiles(staticDir));

  const router = new Router();
  router.get('/api/profile', async (ctx) => {
    ctx.body = { profile: await profile.get() };
  });
  router.post('/prefs/low-vision', koaBody({ multipart: false, json: false, text: false }), (ctx) => {
    const fields = (ctx.request.body ?? {}) as Record<string, unknown>;
    const on = fields.on === '1';
    const back = typeof fields.back === 'string' && /^\/(?!\/)/.test(fields.back) ? fields.back : '/';
    ctx.set('Set-Cookie', lowVisionCookie(on));
    ctx.status = 303;
    ctx.redirect(back);
  });
  router.get('/healthz', async (ctx) => {
    const health = await checkHealth(db.knex, config.dataDir);
    ctx.status = health.status === 'ok' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = health;
  });
  const origin = (ctx: Koa.Context) => config.publicUrl ?? ctx.origin;
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = robotsTxt(origin(ctx));
  });
  const sitemapSources: SitemapSource[] = [];
  const deployed = deployedAt(path.join(rootDir, 'build', 'server', 'main.js'));
  router.get('/sitemap.xml', async (ctx) => {
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = await sitemapXml(origin(ctx), db.knex, sitemapSources, deployed);
  });
  router.all(/^\/api(\/.*)?$/, () => {
    throw notFound('Не найдено');
  });
  app.use(router.routes());
  app.use(router.allowedMethods());

  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    await render(ctx);
  });

  return app;
}

/** Hashed build output is immutable; other static files are cached for a day. */
function staticFiles(staticDir: string): Koa.Middleware {
  const hashed = serve(path.join(staticDir, 'build'), { maxage: 365 * 24 * 3600 * 1000, immutable: true, gzip: true, brotli: true, index: false });
  const plain = serve(staticDir, { maxage: 24 * 3600 * 1000, index: false });
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/static/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const original = ctx.path;
    const inBuild = original.startsWith('/static/build/');
    ctx.path = original.slice(inBuild ? '/static/build'.length : '/static'.length);
    try {
      await (inBuild ? hashed : plain)(ctx, async () => {});
    } finally {
      ctx.path = original;
    }
    if (ctx.body == null && ctx.status === 404) throw notFound('Файл не найден');
  };
}

/** One structured line per request; health checks only at debug level. */
function requestLog(log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const fields = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 };
      if (ctx.path === '/healthz' || ctx.path.startsWith('/static/')) log.debug('request', fields);
      else log.info('request', fields);
    }
  };
}
