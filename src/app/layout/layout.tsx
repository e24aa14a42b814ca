import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router';
import { lowVisionCookie } from '../../shared/prefs';
import type { RootData } from '../../shared/types';
import { titleOf } from '../routes';
import { SiteContext, type SiteState } from './site-context';
import { LowVisionBar } from './low-vision-bar';
import { Header } from './header';
import { MainMenu } from './main-menu';
import { Footer } from './footer';
import { BannerStrip } from './banner-strip';
import { ScrollTopButton } from './scroll-top-button';

export function Layout() {
  const { profile, prefs } = useLoaderData() as RootData;
  const [lowVision, setLowVisionState] = useState(prefs.lowVision);
  const matches = useMatches();
  const title = titleOf(matches);
  const location = useLocation();

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    document.documentElement.classList.toggle('low-vision', lowVision);
  }, [lowVision]);

  // Client-side navigation lands at the top of the new page, as a full page load would.
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  const site = useMemo<SiteState>(() => ({
    profile,
    lowVision,
    setLowVision(on: boolean) {
      document.cookie = lowVisionCookie(on);
      setLowVisionState(on);
    },
  }), [profile, lowVision]);

  return (
    <SiteContext.Provider value={site}>
      <a className="skip-link" href="#main">Перейти к содержанию</a>
      <LowVisionBar />
      <Header />
      <MainMenu />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <BannerStrip />
      <Footer />
      <ScrollTopButton />
    </SiteContext.Provider>
  );
}
