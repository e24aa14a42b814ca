/**
 * Demo content for trying the site: runs on a fresh embedded database or with SEED_DEMO=1, and
 * each part only fills a table that is still empty, so it never touches real content.
 */
import type { Knex } from 'knex';

export interface DemoSeedContext {
  knex: Knex;
}

type DemoSeed = (ctx: DemoSeedContext) => Promise<void>;

/** Feature seeds register here as the features arrive (news, albums, documents). */
const DEMO_SEEDS: DemoSeed[] = [];

export async function seedDemo(ctx: DemoSeedContext): Promise<void> {
  for (const seed of DEMO_SEEDS) await seed(ctx);
}
