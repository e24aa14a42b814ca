/** Structured logs: one JSON object per line on standard output. */
import type { LogLevel } from './config';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const threshold = ORDER[level];
  const emit = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields: LogFields = {}) => {
    if (ORDER[lvl] < threshold) return;
    const entry: LogFields = { time: new Date().toISOString(), level: lvl, msg, ...fields };
    if (fields.err instanceof Error) {
      entry.err = { message: fields.err.message, stack: fields.err.stack };
    }
    write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: emit('debug'),
    info: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    enabled: (lvl) => ORDER[lvl] >= threshold,
  };
}
