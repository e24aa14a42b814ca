import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useSite } from './site-context';

export const LOW_VISION_ON_LABEL = 'Версия для слабовидящих';
export const LOW_VISION_OFF_LABEL = 'Выйти из версии для слабовидящих';

/**
 * The top bar toggling the low-vision mode (§2.3). It is a real form so that it works without
 * JavaScript (the server sets the cookie and sends the visitor back); with JavaScript it toggles
 * in place without a reload.
 */
export function LowVisionBar() {
  const { lowVision, setLowVision } = useSite();
  const location = useLocation();
  const back = location.pathname + location.search;

  function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLowVision(!lowVision);
  }

  return (
    <div className="low-vision-bar">
      <form method="post" action="/prefs/low-vision" onSubmit={toggle}>
        <input type="hidden" name="on" value={lowVision ? '0' : '1'} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="low-vision-toggle" aria-pressed={lowVision}>
          <span className="low-vision-icon" aria-hidden="true">👁</span>
          {lowVision ? LOW_VISION_OFF_LABEL : LOW_VISION_ON_LABEL}
        </button>
      </form>
    </div>
  );
}
