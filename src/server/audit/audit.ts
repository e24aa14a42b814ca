/**
 * The record of administrator changes. Features call `recordChange` inside the same transaction
 * as the change itself, so a change and its record are committed (or rolled back) together.
 */
import type { Knex } from 'knex';

export type AuditAction = 'created' | 'updated' | 'deleted';

export type AuditEntity = 'article' | 'album' | 'photo' | 'document' | 'content' | 'page' | 'image' | 'user';

export interface AuditChange {
  actor: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  /** A short human-readable description, e.g. the article's title. */
  summary?: string;
}

export interface AuditRecord {
  id: number;
  actor: string;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string | null;
  summary: string;
  created_at: string;
}

export async function recordChange(trx: Knex | Knex.Transaction, change: AuditChange): Promise<void> {
  await trx('audit_log').insert({
    actor: change.actor,
    action: change.action,
    entity: change.entity,
    entity_id: change.entityId == null ? null : String(change.entityId),
    summary: (change.summary ?? '').slice(0, 500),
  });
}

export async function listChanges(knex: Knex, page: number, pageSize = 50): Promise<AuditRecord[]> {
  const rows = await knex('audit_log')
    .select('id', 'actor', 'action', 'entity', 'entity_id', 'summary', 'created_at')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(pageSize)
    .offset(page * pageSize);
  return rows.map((row: Omit<AuditRecord, 'created_at'> & { created_at: Date }) => ({
    ...row,
    id: Number(row.id),
    created_at: row.created_at.toISOString(),
  }));
}
