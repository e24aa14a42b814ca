/** Site-wide state shared by the layout and the pages: the profile and the low-vision mode. */
import { createContext, useContext } from 'react';
import type { SiteProfile } from '../../shared/types';

export interface SiteState {
  profile: SiteProfile;
  lowVision: boolean;
  setLowVision(on: boolean): void;
}

export const SiteContext = createContext<SiteState | null>(null);

export function useSite(): SiteState {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside the layout');
  return site;
}
