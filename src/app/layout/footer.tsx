import { useSite } from './site-context';

/** The footer of §1: postal address, fax, phone, e-mail and working hours. */
export function Footer() {
  const { profile } = useSite();
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <p className="footer-name">{profile.full_name}</p>
        <dl className="footer-contacts">
          <div><dt>Адрес:</dt><dd>{profile.address}</dd></div>
          <div><dt>Телефон:</dt><dd><a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}>{profile.phone}</a></dd></div>
          <div><dt>Факс:</dt><dd>{profile.fax}</dd></div>
          <div><dt>Электронная почта:</dt><dd><a href={`mailto:${profile.email}`}>{profile.email}</a></dd></div>
        </dl>
        <div className="footer-hours">
          <h2 className="footer-heading">Режим работы</h2>
          <p>{profile.working_hours.institution}</p>
          <p>{profile.working_hours.administration}</p>
        </div>
      </div>
    </footer>
  );
}
