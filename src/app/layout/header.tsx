import { Link } from 'react-router';
import { useSite } from './site-context';

/** The header of §1: full name, the adoption-site link and the contact icons. */
export function Header() {
  const { profile } = useSite();
  const phoneHref = `tel:${profile.phone.replace(/[^\d+]/g, '')}`;
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="site-name">
          <span className="site-emblem decorative" aria-hidden="true" />
          <span>{profile.full_name}</span>
        </Link>
        <a className="adoption-link" href={profile.links.adoption.url} target="_blank" rel="noopener noreferrer">
          {profile.links.adoption.title}
        </a>
        <ul className="contact-icons" aria-label="Связаться с нами">
          <li>
            <a href={profile.links.social.url} target="_blank" rel="noopener noreferrer" aria-label={profile.links.social.title}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 5h18v14H3z" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M7 9h2l1.5 3L12 9h2l-3 6H9z" fill="currentColor" /></svg>
            </a>
          </li>
          <li>
            <a href={`mailto:${profile.email}`} aria-label={`Электронная почта: ${profile.email}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 6h18v12H3z M3 6l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
            </a>
          </li>
          <li>
            <a href={phoneHref} aria-label={`Телефон: ${profile.phone}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 3h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
            </a>
          </li>
        </ul>
      </div>
    </header>
  );
}
