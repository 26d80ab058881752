import { sql, type Kysely } from 'kysely';

/** Column types here are portable between SQLite and PostgreSQL; see schema.ts for the conventions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('repository', 'text')
    .addColumn('default_branch', 'text', (c) => c.notNull())
    .addColumn('forge', 'text')
    .addColumn('forge_api_url', 'text')
    .addColumn('forge_token_enc', 'text')
    .addColumn('model', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('deployments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('name', 'text')
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('project_ids', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('page_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'run_after']).execute();
  await db.schema
    .createIndex('jobs_idempotency')
    .on('jobs')
    .columns(['org_id', 'kind', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('agent_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('repository', 'text', (c) => c.notNull())
    .addColumn('base_branch', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('as_draft', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pr_link', 'text')
    .addColumn('pr_number', 'integer')
    .addColumn('error', 'text')
    .addColumn('transcript', 'text', (c) => c.notNull().defaultTo(sql.lit('[]')))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .execute();
  await db.schema
    .createIndex('agent_jobs_project')
    .on('agent_jobs')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
    .execute();
}
