/**
 * Server-side rendering: runs the route table for the request, answers redirects with a real
 * 302, unknown paths with 404, and renders the page into the HTML shell with its hydration data.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { Api } from '../../app/api';
import { createRoutes, titleOf, type RouteHandle } from '../../app/routes';
import type { RootData } from '../../shared/types';
import type { Logger } from '../log';
import { escapeHtml, fillTemplate, safeJson } from './html';
import type { AssetManifest } from './manifest';

export interface RendererOptions {
  api: Api;
  manifest: AssetManifest;
  viewsDir: string;
  log: Logger;
}

export type Renderer = (ctx: Context) => Promise<void>;

const DEFAULT_DESCRIPTION =
  'Официальный сайт социально-реабилитационного центра для несовершеннолетних: новости, документы, контакты, обратная связь.';

function requestFor(ctx: Context): Request {
  const url = new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host || 'localhost'}`);
  const headers = new Headers();
  if (ctx.get('cookie')) headers.set('cookie', ctx.get('cookie'));
  return new Request(url, { method: 'GET', headers });
}

export function createRenderer({ api, manifest, viewsDir, log }: RendererOptions): Renderer {
  const shell = fs.readFileSync(path.join(viewsDir, 'shell.html'), 'utf8');
  const handler = createStaticHandler(createRoutes(api));
  const styles = manifest.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n');
  const scripts = [
    ...manifest.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
    `<script type="module" src="${manifest.script}"></script>`,
  ].join('\n');

  return async (ctx) => {
    const result = await handler.query(requestFor(ctx));
    if (result instanceof Response) {
      const location = result.headers.get('Location');
      if (result.status >= 300 && result.status < 400 && location) {
        ctx.status = 302;
        ctx.redirect(location);
        return;
      }
      throw new Error(`Unexpected response ${result.status} from the route table`);
    }
    const context: StaticHandlerContext = result;
    if (context.errors) {
      const first = Object.values(context.errors)[0];
      throw first instanceof Error ? first : new Error(`Route error: ${JSON.stringify(first)}`);
    }

    const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
    const notFound = handles.some((handle) => handle?.notFound);
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
    const root = context.loaderData.root as RootData | undefined;
    const title = titleOf(context.matches.map((match) => match.route));
    const hydration = { loaderData: context.loaderData, actionData: context.actionData };

    ctx.status = notFound ? 404 : context.statusCode;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fillTemplate(shell, {
      htmlClass: root?.prefs.lowVision ? ' class="low-vision"' : '',
      title: escapeHtml(title),
      description: escapeHtml(DEFAULT_DESCRIPTION),
      siteName: escapeHtml(root?.profile.short_name ?? ''),
      styles,
      scripts,
      body,
      data: safeJson(hydration),
    });
    log.debug('rendered', { path: ctx.path, status: ctx.status });
  };
}
