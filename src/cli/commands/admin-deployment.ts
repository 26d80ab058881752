import path from 'node:path';
import type { Command } from 'commander';
import type { Deployment } from '../../tenancy/index.js';
import { emit, table } from '../output.js';
import { adminOptions, globals, withAdmin } from './admin-context.js';

/** A source that is not a URL is a folder, taken relative to where the command runs. */
function resolveSource(source: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(source) || /^[^/\\]+@[^:]+:/.test(source)
    ? source
    : path.resolve(source);
}

function describe(d: Deployment): string {
  return `deployment ${d.id}: ${d.domain} -> ${d.source}${d.ref ? `@${d.ref}` : ''}${d.path ? ` (${d.path})` : ''}`;
}

export function registerDeploymentCommands(admin: Command): void {
  const deployment = admin
    .command('deployment')
    .description('deployments (a domain and where its docs come from)');

  adminOptions(deployment.command('create').description('create a deployment'))
    .requiredOption('--project <project>', 'project id')
    .requiredOption('--domain <host>', 'bare hostname, e.g. docs.example.com')
    .requiredOption('--source <url-or-folder>', 'git repository URL or local folder')
    .option('--ref <ref>', 'branch or tag to export')
    .option('--path <subdir>', 'sub-folder of the source that holds docs.json')
    .action(
      async (
        flags: { project: string; domain: string; source: string; ref?: string; path?: string },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        const created = await withAdmin(g, ({ tenancy }) =>
          tenancy.createDeployment({
            projectId: flags.project,
            domain: flags.domain,
            source: resolveSource(flags.source),
            ref: flags.ref ?? null,
            path: flags.path ?? null,
          }),
        );
        emit(Boolean(g.json), created, () => [`Created ${describe(created)}`]);
      },
    );

  adminOptions(deployment.command('list').description("list an organization's deployments"))
    .requiredOption('--org <org>', 'organization id')
    .action(async (flags: { org: string }, cmd: Command) => {
      const g = globals(cmd);
      const deployments = await withAdmin(g, ({ tenancy }) => tenancy.listDeployments(flags.org));
      emit(Boolean(g.json), { deployments }, () =>
        deployments.length
          ? table([
              ['ID', 'DOMAIN', 'PROJECT', 'SOURCE'],
              ...deployments.map((d) => [d.id, d.domain, d.projectId, d.source + (d.ref ? `@${d.ref}` : '')]),
            ])
          : ['No deployments.'],
      );
    });
}
