/**
 * The route table: the site map of §2.1 turned into react-router data routes. The server and
 * the browser build it from the same function, each with its own Api.
 */
import { redirect, type RouteObject } from 'react-router';
import { SITE_MAP, type SiteNode } from '../shared/site-map';
import { DEFAULT_TITLE } from '../shared/site';
import type { RootData } from '../shared/types';
import type { Api } from './api';
import { Layout } from './layout/layout';
import { HomePage } from './pages/home';
import { NotFoundPage } from './pages/not-found';
import { SectionPage, PlaceholderPage } from './pages/section';

export interface RouteHandle {
  title: string;
  /** The site-map node of this route, for banners and tab menus. */
  node?: SiteNode;
  /** The full path of the node. */
  url?: string;
  notFound?: boolean;
}

export const NOT_FOUND_TITLE = 'Страница не найдена';

function nodeRoute(node: SiteNode, parentUrl: string): RouteObject {
  const url = `${parentUrl}/${node.path}`;
  const handle: RouteHandle = { title: node.title, node, url };
  const children: RouteObject[] = [];
  if (node.defaultChild) {
    const target = `${url}/${node.defaultChild}`;
    children.push({ index: true, loader: () => redirect(target) });
  } else if (node.indexTitle) {
    children.push({ index: true, element: <PlaceholderPage title={node.indexTitle} />, handle: { title: node.indexTitle, url } });
  }
  for (const child of node.children ?? []) children.push(nodeRoute(child, url));
  if (node.detail) {
    children.push({ path: ':uuid', element: <PlaceholderPage title={node.title} />, handle: { title: node.title, url } });
  }
  const isSection = !parentUrl || Boolean(node.children);
  const element = isSection
    ? <SectionPage node={node} url={url} topLevel={!parentUrl} />
    : <PlaceholderPage title={node.title} />;
  return { path: node.path, handle, element, ...(children.length ? { children } : {}) };
}

export function createRoutes(api: Api): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      handle: { title: DEFAULT_TITLE } satisfies RouteHandle,
      loader: async ({ request }): Promise<RootData> => ({
        profile: await api.getProfile(),
        prefs: api.readPrefs(request),
      }),
      // The profile and preferences come once with the page; the layout keeps them in state.
      shouldRevalidate: () => false,
      children: [
        { index: true, Component: HomePage, handle: { title: 'Главная' } satisfies RouteHandle },
        ...SITE_MAP.map((node) => nodeRoute(node, '')),
        { path: '*', Component: NotFoundPage, handle: { title: NOT_FOUND_TITLE, notFound: true } satisfies RouteHandle },
      ],
    },
  ];
}

/** Title of the deepest matched route that has one, else the default abbreviation (§1). */
export function titleOf(matches: ReadonlyArray<{ handle?: unknown }>): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return DEFAULT_TITLE;
}
