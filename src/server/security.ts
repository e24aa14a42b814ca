/** Security headers on every response. */
import type { Context, Next } from 'koa';

/** Hosts the pages really load from: the government-services widget (§1) and its form. */
const GOV_WIDGET_HOSTS = 'https://pos.gosuslugi.ru';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${GOV_WIDGET_HOSTS}`,
  `style-src 'self' ${GOV_WIDGET_HOSTS}`,
  `img-src 'self' data: blob: ${GOV_WIDGET_HOSTS}`,
  "font-src 'self'",
  `connect-src 'self' ${GOV_WIDGET_HOSTS}`,
  `frame-src ${GOV_WIDGET_HOSTS} https://vk.com https://vkvideo.ru https://rutube.ru`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function securityHeaders() {
  return async (ctx: Context, next: Next) => {
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    await next();
  };
}
