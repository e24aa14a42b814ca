import type { Knex } from 'knex';

/** Key → JSON content blocks: the institution profile and the editable blocks of §3. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_blocks', (table) => {
    table.string('key', 64).primary();
    table.jsonb('content').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_blocks');
}
