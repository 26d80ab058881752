import { Option, type Command } from 'commander';
import type { Organization, Plan } from '../../tenancy/index.js';
import { emit, table } from '../output.js';
import { adminOptions, globals, withAdmin } from './admin-context.js';
import { registerDeploymentCommands } from './admin-deployment.js';
import { registerKeyCommands } from './admin-key.js';
import { registerProjectCommands } from './admin-project.js';

export function registerAdminCommands(program: Command): void {
  const admin = adminOptions(
    program.command('admin').description('manage organizations, projects, deployments and admin keys'),
  );
  const org = admin.command('org').description('organizations');

  adminOptions(org.command('create').description('create an organization'))
    .requiredOption('--name <name>', 'organization name')
    .addOption(
      new Option('--plan <plan>', 'plan').choices(['free', 'pro', 'enterprise']).makeOptionMandatory(),
    )
    .action(async (opts: { name: string; plan: Plan }, cmd: Command) => {
      const g = globals(cmd);
      const created = await withAdmin(g, ({ tenancy }) =>
        tenancy.createOrg({ name: opts.name, plan: opts.plan }),
      );
      emit(Boolean(g.json), created, () => [
        `Created organization ${created.id} (${created.name}, ${created.plan} plan)`,
      ]);
    });

  adminOptions(org.command('list').description('list organizations')).action(
    async (_opts: object, cmd: Command) => {
      const g = globals(cmd);
      // Tenancy has no list of organizations (the API never needs one); the table is read directly.
      const orgs = await withAdmin(g, async ({ db }) => {
        const rows = await db.kysely
          .selectFrom('organizations')
          .selectAll()
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        return rows.map((r): Organization => ({
          id: r.id,
          name: r.name,
          plan: r.plan,
          createdAt: r.created_at,
        }));
      });
      emit(Boolean(g.json), { organizations: orgs }, () =>
        orgs.length
          ? table([
              ['ID', 'PLAN', 'CREATED', 'NAME'],
              ...orgs.map((o) => [o.id, o.plan, o.createdAt, o.name]),
            ])
          : ['No organizations.'],
      );
    },
  );

  registerProjectCommands(admin);
  registerDeploymentCommands(admin);
  registerKeyCommands(admin);
}
