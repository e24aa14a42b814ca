/** Base content every installation needs. Idempotent: runs at every start and never overwrites edits. */
import type { Knex } from 'knex';
import { INITIAL_PROFILE } from './profile';

export async function seedBase(knex: Knex): Promise<void> {
  await knex('content_blocks')
    .insert({ key: 'profile', content: JSON.stringify(INITIAL_PROFILE) })
    .onConflict('key')
    .ignore();
}
