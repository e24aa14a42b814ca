/** robots.txt and sitemap.xml: every public page of the site map, plus pages features contribute. */
import fs from 'node:fs';
import type { Knex } from 'knex';
import { defaultRedirects, SITE_MAP, type SiteNode } from '../../shared/site-map';
import { escapeHtml } from '../render/html';

export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** Features add their own pages here (news articles, document detail pages). */
export type SitemapSource = (knex: Knex) => Promise<SitemapEntry[]>;

/** Paths kept out of search engines: the login screen and administrator-only pages. */
const PRIVATE_PATHS = ['/login', '/api/'];

function publicPaths(nodes: SiteNode[], base = ''): string[] {
  return nodes.flatMap((node) => {
    if ((node as SiteNode & { hidden?: boolean }).hidden) return [];
    const url = `${base}/${node.path}`;
    if (PRIVATE_PATHS.includes(url)) return [];
    return [url, ...publicPaths(node.children ?? [], url)];
  });
}

export function robotsTxt(origin: string, hiddenPaths: string[] = []): string {
  const disallow = [...PRIVATE_PATHS, ...hiddenPaths].map((p) => `Disallow: ${p}`).join('\n');
  return `User-agent: *\n${disallow}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function sitemapXml(origin: string, knex: Knex, sources: SitemapSource[], deployedAt: Date): Promise<string> {
  const redirects = new Set(defaultRedirects().map(([from]) => from));
  const staticEntries: SitemapEntry[] = ['/', ...publicPaths(SITE_MAP)]
    .filter((p) => !redirects.has(p))
    .map((p) => ({ path: p, lastmod: deployedAt }));
  const dynamic = (await Promise.all(sources.map((source) => source(knex)))).flat();
  const urls = [...staticEntries, ...dynamic].map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(origin + encodeURI(entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** When this build was deployed: the date static pages last changed. */
export function deployedAt(file: string): Date {
  try {
    return fs.statSync(file).mtime;
  } catch {
    return new Date();
  }
}
