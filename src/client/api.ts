/** The browser's Api: JSON calls to /api marked as XMLHttpRequest (§7). */
import type { Api } from '../app/api';
import { parsePrefs } from '../shared/prefs';
import type { SiteProfile } from '../shared/types';

export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, { method, headers, body: payload ?? null });
  const data = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new ApiError(response.status, data.message ?? 'Ошибка');
  return data as T;
}

export function createBrowserApi(): Api {
  return {
    getProfile: async () => (await request<{ profile: SiteProfile }>('GET', '/api/profile')).profile,
    readPrefs: () => parsePrefs(document.cookie),
  };
}
