// Builds the browser bundle (code-split ESM with hashed names and a manifest) and the server
// bundle. `node build.mjs --watch` rebuilds on change and restarts the server (npm run dev).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.dirname(new URL(import.meta.url).pathname);
const watch = process.argv.includes('--watch');
const clientOut = path.join(root, 'static', 'build');
const serverOut = path.join(root, 'build', 'server');
const CLIENT_ENTRY = 'src/client/entry.tsx';

/** The browser graph must never reach server code (secrets, database, file system). */
const noServerCode = {
  name: 'no-server-code',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point' || !args.path.startsWith('.')) return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      if (target.startsWith(path.join(root, 'src', 'server'))) {
        return { errors: [{ text: `browser code imports server code: ${args.path} (from ${path.relative(root, args.importer)})` }] };
      }
      return undefined;
    });
  },
};

function writeManifest(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([file, out]) => out.entryPoint === CLIENT_ENTRY && file.endsWith('.js'));
  if (!entry) throw new Error('client entry missing from the build output');
  const [entryFile, entryOut] = entry;
  const url = (file) => `/static/build/${path.relative(clientOut, path.join(root, file)).split(path.sep).join('/')}`;
  const manifest = {
    script: url(entryFile),
    preload: entryOut.imports.filter((imp) => imp.kind === 'import-statement' && !imp.external).map((imp) => url(imp.path)),
    styles: entryOut.cssBundle ? [url(entryOut.cssBundle)] : [],
  };
  fs.writeFileSync(path.join(clientOut, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, entryFile, entryOut };
}

/** Precompressed copies served by koa-static, so hashed assets are never compressed per request. */
function precompress(dir) {
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, item.name);
    if (item.isDirectory()) { precompress(file); continue; }
    if (!/\.(js|css|svg|json|map)$/.test(item.name)) continue;
    const data = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

function reportSize({ entryFile, entryOut }) {
  const files = [entryFile, ...entryOut.imports.filter((imp) => imp.kind === 'import-statement').map((imp) => imp.path)];
  const gzip = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(root, file)), { level: 9 }).length, 0);
  const css = entryOut.cssBundle ? zlib.gzipSync(fs.readFileSync(path.join(root, entryOut.cssBundle)), { level: 9 }).length : 0;
  console.log(`home page JavaScript: ${(gzip / 1024).toFixed(1)} KB gzip in ${files.length} file(s); CSS ${(css / 1024).toFixed(1)} KB gzip`);
}

const clientOptions = {
  entryPoints: [CLIENT_ENTRY],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  outdir: clientOut,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  publicPath: '/static/build',
  loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file', '.webp': 'file', '.avif': 'file', '.jpg': 'file' },
  jsx: 'automatic',
  minify: !watch,
  sourcemap: 'linked',
  metafile: true,
  legalComments: 'linked',
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  logLevel: 'warning',
  plugins: [noServerCode],
};

const serverOptions = {
  entryPoints: ['src/server/main.ts', 'src/server/ops-cli.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: serverOut,
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  logLevel: 'warning',
};

fs.rmSync(clientOut, { recursive: true, force: true });
fs.rmSync(serverOut, { recursive: true, force: true });

if (!watch) {
  const [client] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
  const written = writeManifest(client.metafile);
  precompress(clientOut);
  reportSize(written);
} else {
  let server = null;
  const restart = () => {
    if (server) server.kill('SIGTERM');
    server = spawn(process.execPath, ['--enable-source-maps', path.join(serverOut, 'main.js')], { stdio: 'inherit', env: { LOG_LEVEL: 'debug', ...process.env } });
  };
  let pending = 0;
  const afterBuild = (name, onOk) => ({
    name,
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length) return;
        onOk?.(result);
        pending += 1;
        setTimeout(() => { pending -= 1; if (pending === 0) restart(); }, 150);
      });
    },
  });
  const client = await esbuild.context({ ...clientOptions, plugins: [noServerCode, afterBuild('manifest', (r) => writeManifest(r.metafile))] });
  const srv = await esbuild.context({ ...serverOptions, plugins: [afterBuild('server')] });
  await Promise.all([client.watch(), srv.watch()]);
  console.log('watching for changes…');
}
