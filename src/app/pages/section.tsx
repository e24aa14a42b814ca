import type { ReactNode } from 'react';
import { NavLink, useOutlet } from 'react-router';
import type { SiteNode } from '../../shared/site-map';
import { PageTitle } from '../components/page-title';

interface SectionPageProps {
  node: SiteNode;
  url: string;
  topLevel: boolean;
  /** Body of a page without tabs; a matched child route (a detail page) replaces it. */
  children?: ReactNode;
}

/**
 * A section of the site map: its title banner (top level only), the tabs of its children and
 * the child page (or the page's own body) below them.
 */
export function SectionPage({ node, url, topLevel, children }: SectionPageProps) {
  const outlet = useOutlet();
  const tabs = node.children ?? [];
  const hasIndexPage = Boolean(node.indexTitle);
  const vertical = node.path === 'documents';
  const body = (
    <>
      {(tabs.length > 0 || hasIndexPage) && (
        <nav className={vertical ? 'section-tabs vertical' : 'section-tabs'} aria-label={`Разделы: ${node.label ?? node.title}`}>
          <ul>
            {hasIndexPage && (
              <li><NavLink to={url} end className="section-tab">{node.indexTitle}</NavLink></li>
            )}
            {tabs.map((child) => (
              <li key={child.path}>
                <NavLink to={`${url}/${child.path}`} className="section-tab">{child.label ?? child.title}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="section-body">
        {outlet ?? children ?? <PlaceholderBody />}
      </div>
    </>
  );
  if (!topLevel) return <div className="subsection">{body}</div>;
  return (
    <>
      <PageTitle title={node.heading ?? node.title} />
      <div className={vertical ? 'container section with-side-menu' : 'container section'}>{body}</div>
    </>
  );
}

function PlaceholderBody() {
  return <p className="placeholder">Материалы раздела готовятся к публикации.</p>;
}

/** A page whose content arrives with a later feature: its heading and a short note. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <article className="page">
      <h2>{title}</h2>
      <PlaceholderBody />
    </article>
  );
}
