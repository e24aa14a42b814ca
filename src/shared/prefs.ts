import { LOW_VISION_COOKIE } from './site';
import type { Prefs } from './types';

/** Reads the visitor preferences from a Cookie header or document.cookie string. */
export function parsePrefs(cookieHeader: string | null | undefined): Prefs {
  const lowVision = (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim() === `${LOW_VISION_COOKIE}=1`);
  return { lowVision };
}

/** The Set-Cookie value that stores the low-vision mode for a year. */
export function lowVisionCookie(on: boolean): string {
  const maxAge = on ? 365 * 24 * 3600 : 0;
  return `${LOW_VISION_COOKIE}=${on ? '1' : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
