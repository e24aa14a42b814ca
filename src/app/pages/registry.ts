/**
 * Which component (and loader) renders the body of each page of the site map. Keys are full
 * route paths: '/news', '/feedback/ask', a section's index page as '/citizen-appeals/' and a
 * detail page as '/statements/2023/:uuid'. A node without an entry falls back to the entry of
 * its view (VIEWS), then to a placeholder.
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageView, SiteNode } from '../../shared/site-map';
import type { Api } from '../api';

export interface PageProps {
  node: SiteNode;
  /** Full path of the node, e.g. '/statements/2023'. */
  url: string;
}

export interface PageDefinition {
  Component: ComponentType<PageProps>;
  /** Data for the page, run on the server for the first render and in the browser afterwards. */
  loader?: (api: Api, args: LoaderFunctionArgs, page: PageProps) => Promise<unknown>;
}

export const PAGES: Record<string, PageDefinition> = {};

export const VIEWS: Partial<Record<PageView | 'document-detail', PageDefinition>> = {};
