import type { Knex } from 'knex';

/** Every administrator change: who, when, what (created/updated/deleted which thing). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (table) => {
    table.bigIncrements('id').primary();
    table.string('actor', 64).notNullable();
    table.string('action', 16).notNullable();
    table.string('entity', 32).notNullable();
    table.string('entity_id', 128).nullable();
    table.text('summary').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
}
