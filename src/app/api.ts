import type { Prefs, SiteProfile } from '../shared/types';

/**
 * Everything the pages need from the outside world. The server implements it by calling
 * services in-process; the browser implements it with fetch against /api.
 */
export interface Api {
  getProfile(): Promise<SiteProfile>;
  /** Visitor preferences from the request (server) or the document cookie (browser). */
  readPrefs(request: Request): Prefs;
}
