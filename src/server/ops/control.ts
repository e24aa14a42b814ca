/**
 * A local control channel: the running server listens on a Unix socket in DATA_DIR (mode 0600),
 * so command-line tools can ask it to do work that needs its database connection — the
 * embedded database can be opened by one process only. One JSON line in, one JSON line out.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ControlRequest {
  cmd: string;
  [key: string]: unknown;
}

export type ControlResponse = { ok: true; [key: string]: unknown } | { ok: false; error: string };

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

export async function startControlServer(
  dataDir: string,
  handle: (request: ControlRequest) => Promise<Record<string, unknown>>,
): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const line = buffer.slice(0, end);
      buffer = '';
      void (async () => {
        let response: ControlResponse;
        try {
          const request = JSON.parse(line) as ControlRequest;
          response = { ok: true, ...(await handle(request)) };
        } catch (err) {
          response = { ok: false, error: err instanceof Error ? err.message : String(err) };
        }
        socket.end(`${JSON.stringify(response)}\n`);
      })();
    });
    socket.on('error', () => socket.destroy());
  });
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(previous);
  }
  return {
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    }),
  };
}

/** Sends a request to the running server; null when no server listens. */
export async function callControl(dataDir: string, request: ControlRequest): Promise<ControlResponse | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => { buffer += chunk; });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffer) as ControlResponse);
      } catch {
        reject(new Error('The running server gave an unreadable answer.'));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(null);
      else reject(err);
    });
  });
}
