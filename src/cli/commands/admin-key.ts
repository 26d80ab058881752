import type { Command } from 'commander';
import type { AdminKey } from '../../tenancy/index.js';
import { CliError } from '../errors.js';
import { emit, note, table } from '../output.js';
import { collect, parseDuration, parseScopes } from '../parse.js';
import { adminOptions, globals, withAdmin } from './admin-context.js';

function status(k: AdminKey, now = Date.now()): string {
  if (k.revokedAt) return 'revoked';
  if (k.expiresAt && Date.parse(k.expiresAt) <= now) return 'expired';
  return 'active';
}

export function registerKeyCommands(admin: Command): void {
  const key = admin.command('key').description('admin API keys');

  adminOptions(key.command('create').description('create an admin key (shown once)'))
    .requiredOption('--org <org>', 'organization id')
    .option('--project <project>', 'limit the key to a project (repeatable)', collect)
    .option('--scope <scopes>', 'read, write or read,write', parseScopes, ['read', 'write'] as (
      'read' | 'write'
    )[])
    .option('--expires-in <duration>', 'lifetime, e.g. 90d, 12h (default: no expiry)', parseDuration)
    .option('--name <name>', 'a label to tell keys apart')
    .action(
      async (
        flags: {
          org: string;
          project?: string[];
          scope: ('read' | 'write')[];
          expiresIn?: number;
          name?: string;
        },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        const created = await withAdmin(g, ({ tenancy }) =>
          tenancy.createKey({
            orgId: flags.org,
            projectIds: flags.project?.length ? flags.project : null,
            scopes: flags.scope,
            expiresInSeconds: flags.expiresIn ?? null,
            name: flags.name ?? null,
          }),
        );
        emit(Boolean(g.json), created, () => [
          `Created admin key ${created.id} for ${created.orgId} (scopes: ${created.scopes.join(', ')}; ` +
            `projects: ${created.projectIds?.join(', ') ?? 'all'}; expires: ${created.expiresAt ?? 'never'})`,
          '',
          `  ${created.key}`,
          '',
        ]);
        if (!g.json) note('This is the only time the key is shown: Lectern keeps only its hash.');
      },
    );

  adminOptions(key.command('list').description("list an organization's keys (never the keys themselves)"))
    .requiredOption('--org <org>', 'organization id')
    .action(async (flags: { org: string }, cmd: Command) => {
      const g = globals(cmd);
      const keys = await withAdmin(g, ({ tenancy }) => tenancy.listKeys(flags.org));
      emit(Boolean(g.json), { keys }, () =>
        keys.length
          ? table([
              ['ID', 'PREFIX', 'STATUS', 'SCOPES', 'EXPIRES', 'LAST USED', 'NAME'],
              ...keys.map((k) => [
                k.id,
                `${k.prefix}…`,
                status(k),
                k.scopes.join(','),
                k.expiresAt ?? 'never',
                k.lastUsedAt ?? 'never',
                k.name ?? '',
              ]),
            ])
          : ['No keys.'],
      );
    });

  adminOptions(key.command('revoke').description('revoke a key; requests with it fail from now on'))
    .argument('<id>', 'key id (key_...)')
    .action(async (id: string, _flags: object, cmd: Command) => {
      const g = globals(cmd);
      const revoked = await withAdmin(g, ({ tenancy }) => tenancy.revokeKey(id));
      if (!revoked) throw new CliError(`key ${id} not found`);
      emit(Boolean(g.json), { id, revoked: true }, () => [`Revoked key ${id}`]);
    });
}
