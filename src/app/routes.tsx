/**
 * The route table: the site map of §2.1 turned into react-router data routes. The server and
 * the browser build it from the same function, each with its own Api.
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { SITE_MAP, type SiteNode } from '../shared/site-map';
import { DEFAULT_TITLE } from '../shared/site';
import type { RootData } from '../shared/types';
import type { Api } from './api';
import { Layout } from './layout/layout';
import { HomePage } from './pages/home';
import { NotFoundPage } from './pages/not-found';
import { SectionPage, PlaceholderPage } from './pages/section';
import { PAGES, VIEWS, type PageDefinition, type PageProps } from './pages/registry';

export interface RouteHandle {
  title: string;
  /** The site-map node of this route, for banners and tab menus. */
  node?: SiteNode;
  /** The full path of the node. */
  url?: string;
  notFound?: boolean;
}

export const NOT_FOUND_TITLE = 'Страница не найдена';

function pageDefinition(key: string, view?: keyof typeof VIEWS): PageDefinition | undefined {
  return PAGES[key] ?? (view ? VIEWS[view] : undefined);
}

/** The element and loader of a page body, or a placeholder while its feature is not there yet. */
function pageRoute(api: Api, definition: PageDefinition | undefined, props: PageProps, title: string): Pick<RouteObject, 'element' | 'loader'> {
  if (!definition) return { element: <PlaceholderPage title={title} /> };
  const { Component, loader } = definition;
  return {
    element: <Component {...props} />,
    ...(loader ? { loader: (args: LoaderFunctionArgs) => loader(api, args, props) } : {}),
  };
}

function nodeRoute(api: Api, node: SiteNode, parentUrl: string): RouteObject {
  const url = `${parentUrl}/${node.path}`;
  const handle: RouteHandle = { title: node.title, node, url };
  const props: PageProps = { node, url };
  const children: RouteObject[] = [];
  if (node.defaultChild) {
    const target = `${url}/${node.defaultChild}`;
    children.push({ index: true, loader: () => redirect(target) });
  } else if (node.indexTitle) {
    children.push({
      index: true,
      handle: { title: node.indexTitle, url } satisfies RouteHandle,
      ...pageRoute(api, pageDefinition(`${url}/`), props, node.indexTitle),
    });
  }
  for (const child of node.children ?? []) children.push(nodeRoute(api, child, url));
  if (node.detail) {
    children.push({
      path: ':uuid',
      handle: { title: node.title, url } satisfies RouteHandle,
      ...pageRoute(api, pageDefinition(`${url}/:uuid`, 'document-detail'), props, node.title),
    });
  }

  const definition = pageDefinition(url, node.view);
  const body = pageRoute(api, definition, props, node.title);
  if (node.children) {
    return { path: node.path, handle, element: <SectionPage node={node} url={url} topLevel={!parentUrl} />, children };
  }
  if (!parentUrl) {
    // A top-level page: the title banner around its body (and its detail routes, if any).
    const Body = definition?.Component;
    return {
      path: node.path,
      handle,
      element: <SectionPage node={node} url={url} topLevel>{Body ? <Body {...props} /> : null}</SectionPage>,
      ...(body.loader ? { loader: body.loader } : {}),
      ...(children.length ? { children } : {}),
    };
  }
  return { path: node.path, handle, ...body, ...(children.length ? { children } : {}) };
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
        ...SITE_MAP.map((node) => nodeRoute(api, node, '')),
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
