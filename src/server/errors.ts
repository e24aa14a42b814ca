/** Errors with a status and a message for the user; one middleware turns them into responses. */
import type { Context, Next } from 'koa';
import type { Logger } from './log';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message = 'Не найдено') => new HttpError(404, message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(422, message, errors ? { errors } : undefined);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** Status of errors thrown by koa-body and friends, which carry `status` or `statusCode`. */
function statusOf(err: unknown): number {
  if (err instanceof HttpError) return err.status;
  if (typeof err === 'object' && err !== null) {
    const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600) return statusCode;
  }
  return 500;
}

const GENERIC: Record<number, string> = {
  400: 'Некорректный запрос',
  404: 'Не найдено',
  413: 'Файл слишком большой',
  415: 'Неподдерживаемый тип данных',
  500: 'Внутренняя ошибка сервера',
};

/**
 * The single error path: JSON `{message}` for /api, an HTML page for browsers; unexpected
 * errors are logged with their stack and never shown to the visitor.
 */
export function errorMiddleware(log: Logger, errorPage: (status: number) => string) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      const status = statusOf(err);
      const expected = err instanceof HttpError || status < 500;
      if (!expected) log.error('request failed', { err, method: ctx.method, path: ctx.path });
      const message = err instanceof HttpError
        ? err.message
        : GENERIC[status] ?? (status < 500 ? 'Ошибка запроса' : GENERIC[500]!);
      ctx.status = status;
      if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.accepts('html', 'json') === 'json') {
        ctx.body = { message, ...(err instanceof HttpError ? err.details : {}) };
      } else {
        ctx.type = 'html';
        ctx.body = errorPage(status);
      }
    }
  };
}
