/**
 * Benchmarks: server-side rendering throughput, latency and memory of the built server on the
 * embedded database. Bounded in time, loopback only. Run with `npm run bench` after a build.
 */
import { performance } from 'node:perf_hooks';
import { startServer } from '../helpers/server';

const DURATION_MS = Number(process.env.BENCH_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PATHS = ['/', '/news', '/about/staff', '/documents/charter/center-charter-doc', '/no-such-page'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

async function bench(base: string, path: string): Promise<void> {
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  let errors = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const res = await fetch(base + path, { headers: { 'Accept-Encoding': 'br' } });
      await res.arrayBuffer();
      if (res.status >= 500) errors += 1;
      latencies.push(performance.now() - started);
    }
  }));
  latencies.sort((a, b) => a - b);
  const rps = latencies.length / (DURATION_MS / 1000);
  console.log(`${path.padEnd(42)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  errors ${errors}`);
}

const server = await startServer({ LOG_LEVEL: 'warn' });
try {
  const pid = server.process.pid ?? 0;
  console.log(`SSR benchmark: ${CONCURRENCY} concurrent clients, ${DURATION_MS} ms per page, RSS at start ${(await rssOf(pid)).toFixed(0)} MB`);
  for (const path of PATHS) await bench(server.url, path);
  console.log(`RSS after the run: ${(await rssOf(pid)).toFixed(0)} MB`);
} finally {
  await server.stop();
}
