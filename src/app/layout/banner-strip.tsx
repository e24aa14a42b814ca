import { useSite } from './site-context';
import { GovWidget } from './gov-widget';

/**
 * The banner strip of §1: the government-services widget, the rating page, the social page,
 * the survey form and two images (anniversary of victory, child helpline).
 */
export function BannerStrip() {
  const { profile } = useSite();
  const { links } = profile;
  return (
    <aside className="banner-strip" aria-label="Полезные ссылки">
      <div className="container">
        <GovWidget />
        <ul className="banner-links">
          <li><a className="banner banner-rating" href={links.rating.url} target="_blank" rel="noopener noreferrer">{links.rating.title}</a></li>
          <li><a className="banner banner-social" href={links.social.url} target="_blank" rel="noopener noreferrer">{links.social.title}</a></li>
          <li><a className="banner banner-survey" href={links.survey.url} target="_blank" rel="noopener noreferrer">{links.survey.title}</a></li>
          <li><a className="banner banner-helpline" href={links.helpline.url} target="_blank" rel="noopener noreferrer">{links.helpline.title}</a></li>
          <li><span className="banner banner-victory">Год памяти и славы</span></li>
        </ul>
      </div>
    </aside>
  );
}
