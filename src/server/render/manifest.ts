/** The client build's manifest: which hashed files the pages load. Written by build.mjs. */
import fs from 'node:fs';
import path from 'node:path';

export interface AssetManifest {
  /** Entry module, e.g. "/static/build/entry-ABC123.js". */
  script: string;
  /** Chunks the entry imports statically, preloaded with modulepreload. */
  preload: string[];
  styles: string[];
}

export function readManifest(staticDir: string): AssetManifest {
  const file = path.join(staticDir, 'build', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run "npm run build" before starting the server.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as AssetManifest;
}
