import { useEffect } from 'react';
import { useSite } from './site-context';

declare global {
  interface Window {
    Widget?: (formUrl: string, formId: number | string) => void;
  }
}

/**
 * The government-services feedback widget (§1). Its third-party script is loaded after the
 * page is interactive; when it is missing or fails, the page simply keeps the link below.
 */
export function GovWidget() {
  const { profile } = useSite();
  const widget = profile.gov_widget;

  useEffect(() => {
    if (!widget) return;
    const script = document.createElement('script');
    script.src = widget.script_url;
    script.async = true;
    script.onload = () => {
      try {
        window.Widget?.('https://pos.gosuslugi.ru/form', widget.form_id);
      } catch {
        // A broken third-party widget must never break the page.
      }
    };
    script.onerror = () => script.remove();
    document.body.appendChild(script);
    return () => script.remove();
  }, [widget]);

  if (!widget) return null;
  return (
    <section className="gov-widget" aria-label="Обратная связь через Госуслуги">
      <div id="js-show-iframe-wrapper" />
      <a className="gov-widget-fallback" href="https://pos.gosuslugi.ru/" target="_blank" rel="noopener noreferrer">
        Написать о проблеме через Госуслуги
      </a>
    </section>
  );
}
