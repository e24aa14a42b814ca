/** The institution profile, read once and kept in memory: every page needs it. */
import type { Knex } from 'knex';
import type { SiteProfile } from '../../shared/types';

export interface ProfileService {
  get(): Promise<SiteProfile>;
}

export function createProfileService(knex: Knex): ProfileService {
  let cached: Promise<SiteProfile> | null = null;
  return {
    get() {
      cached ??= knex('content_blocks')
        .where({ key: 'profile' })
        .first('content')
        .then((row: { content: SiteProfile } | undefined) => {
          if (!row) throw new Error('The institution profile is missing: base seeds did not run.');
          return row.content;
        })
        .catch((err: unknown) => {
          cached = null;
          throw err;
        });
      return cached;
    },
  };
}
