import { SITE_TIME_ZONE } from './site';

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "dd.mm.yyyy" in the site's time zone, identical on the server and in the browser. */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateFormat.format(date);
}
