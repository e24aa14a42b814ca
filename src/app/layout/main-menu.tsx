import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useSite } from './site-context';

const INTERNAL_TABS = [
  { to: '/', label: 'Главная', end: true },
  { to: '/news', label: 'Новости', end: false },
  { to: '/gallery', label: 'Галерея', end: false },
  { to: '/hey-parents', label: 'Ау, Родители', end: false },
] as const;

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The main menu tabs of §2.3. Below the narrow breakpoint a burger button opens the same menu
 * as a full-height side panel that locks page scrolling, keeps focus inside and closes on
 * Escape. Without JavaScript the burger is a link to the menu, which CSS shows as the panel.
 */
export function MainMenu() {
  const { profile } = useSite();
  const [open, setOpen] = useState(false);
  const burgerRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) burgerRef.current?.focus();
  }, []);

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    body.classList.add('menu-open');
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      body.style.overflow = previous;
      body.classList.remove('menu-open');
    };
  }, [open]);

  function toggle(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (open) close(true);
    else setOpen(true);
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <nav className="main-menu" aria-label="Главное меню">
      <div className="container main-menu-inner">
        <a
          href="#main-menu-panel"
          className="burger"
          role="button"
          aria-expanded={open}
          aria-controls="main-menu-panel"
          onClick={toggle}
          ref={burgerRef}
        >
          <span className="burger-lines" aria-hidden="true" />
          <span className="visually-hidden">Меню</span>
        </a>
        <div
          id="main-menu-panel"
          className={open ? 'main-menu-panel open' : 'main-menu-panel'}
          ref={panelRef}
          onKeyDown={onPanelKeyDown}
          {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Главное меню' } : {})}
        >
          {open && (
            <button type="button" className="main-menu-close" onClick={() => close(true)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Закрыть меню</span>
            </button>
          )}
          <ul className="main-menu-tabs">
            {INTERNAL_TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} end={tab.end} className="main-menu-tab">{tab.label}</NavLink>
              </li>
            ))}
            <li>
              <a className="main-menu-tab" href={profile.links.adoption.url} target="_blank" rel="noopener noreferrer">
                Усыновление
                <span className="visually-hidden"> (откроется в новой вкладке)</span>
              </a>
            </li>
            <li>
              <NavLink to="/contacts" className="main-menu-tab">Контакты</NavLink>
            </li>
          </ul>
        </div>
        {open && <div className="main-menu-backdrop" onClick={() => close(true)} aria-hidden="true" />}
      </div>
    </nav>
  );
}
