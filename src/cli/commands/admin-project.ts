import type { Command } from 'commander';
import type { Forge, Project, ProjectPatch } from '../../tenancy/index.js';
import { CliError, usageError } from '../errors.js';
import { emit, table } from '../output.js';
import { oneOf, readStdin } from '../parse.js';
import { adminOptions, globals, withAdmin } from './admin-context.js';

/** As in src/tenancy (which validates again); listed here so `--help` does not load the database layer. */
const FORGES: readonly Forge[] = ['github', 'gitlab', 'gitea'];

interface ProjectFlags {
  org?: string;
  name?: string;
  repository?: string;
  branch?: string;
  forge?: Forge;
  forgeApiUrl?: string;
  forgeToken?: string;
  forgeTokenStdin?: boolean;
  clearForgeToken?: boolean;
  model?: string;
}

/**
 * The forge token, from `--forge-token`, `--forge-token-stdin`, or (for create) `LECTERN_FORGE_TOKEN`;
 * the last two keep it out of shell history.
 */
async function forgeToken(flags: ProjectFlags, allowEnv: boolean): Promise<string | undefined> {
  if (flags.forgeToken !== undefined && flags.forgeTokenStdin)
    throw usageError('give --forge-token or --forge-token-stdin, not both');
  if (flags.forgeTokenStdin) {
    const token = await readStdin();
    if (!token) throw usageError('--forge-token-stdin: nothing on standard input');
    return token;
  }
  if (flags.forgeToken !== undefined) return flags.forgeToken;
  return allowEnv ? process.env.LECTERN_FORGE_TOKEN || undefined : undefined;
}

function describe(p: Project): string[] {
  return [
    `Project ${p.id} (${p.name}) in ${p.orgId}`,
    `  repository: ${p.repository ?? '(none)'}  branch: ${p.defaultBranch}`,
    `  forge: ${p.forge ?? '(none)'}${p.forgeApiUrl ? ` at ${p.forgeApiUrl}` : ''}  token: ${p.hasForgeToken ? 'stored' : 'none'}${p.model ? `  model: ${p.model}` : ''}`,
  ];
}

function forgeOptions(command: Command): Command {
  return command
    .option('--repository <url>', 'git repository the agent works on')
    .option('--branch <branch>', 'default branch')
    .option('--forge <forge>', `hosting platform: ${FORGES.join(', ')}`, oneOf(FORGES))
    .option('--forge-api-url <url>', 'API base of a self-hosted forge')
    .option('--forge-token <token>', 'forge token (prefer LECTERN_FORGE_TOKEN or --forge-token-stdin)')
    .option('--forge-token-stdin', 'read the forge token from standard input')
    .option('--model <model>', 'default model for agent jobs');
}

export function registerProjectCommands(admin: Command): void {
  const project = admin.command('project').description('projects');

  forgeOptions(adminOptions(project.command('create').description('create a project')))
    .requiredOption('--org <org>', 'organization id')
    .requiredOption('--name <name>', 'project name')
    .action(async (flags: ProjectFlags, cmd: Command) => {
      const g = globals(cmd);
      const token = await forgeToken(flags, true);
      const created = await withAdmin(g, ({ tenancy }) =>
        tenancy.createProject({
          orgId: flags.org!,
          name: flags.name!,
          repository: flags.repository ?? null,
          defaultBranch: flags.branch ?? 'main',
          forge: flags.forge ?? null,
          forgeApiUrl: flags.forgeApiUrl ?? null,
          forgeToken: token ?? null,
          model: flags.model ?? null,
        }),
      );
      emit(Boolean(g.json), created, () =>
        describe(created).map((l, i) => (i === 0 ? `Created ${l.charAt(0).toLowerCase()}${l.slice(1)}` : l)),
      );
    });

  forgeOptions(
    adminOptions(project.command('update').description('change a project (an empty value clears a field)')),
  )
    .argument('<id>', 'project id')
    .option('--name <name>', 'project name')
    .option('--clear-forge-token', 'remove the stored forge token')
    .action(async (id: string, flags: ProjectFlags, cmd: Command) => {
      const g = globals(cmd);
      const token = await forgeToken(flags, false);
      if (token !== undefined && flags.clearForgeToken)
        throw usageError('give a forge token or --clear-forge-token, not both');
      const patch: ProjectPatch = {};
      if (flags.name !== undefined) patch.name = flags.name;
      if (flags.repository !== undefined) patch.repository = flags.repository || null;
      if (flags.branch !== undefined) patch.defaultBranch = flags.branch;
      if (flags.forge !== undefined) patch.forge = flags.forge;
      if (flags.forgeApiUrl !== undefined) patch.forgeApiUrl = flags.forgeApiUrl || null;
      if (flags.model !== undefined) patch.model = flags.model || null;
      if (token !== undefined) patch.forgeToken = token;
      if (flags.clearForgeToken) patch.forgeToken = null;
      if (Object.keys(patch).length === 0) throw usageError('nothing to change: give at least one option');
      const updated = await withAdmin(g, ({ tenancy }) => tenancy.updateProject(id, patch));
      if (!updated) throw new CliError(`project ${id} not found`);
      emit(Boolean(g.json), updated, () =>
        describe(updated).map((l, i) => (i === 0 ? `Updated ${l.charAt(0).toLowerCase()}${l.slice(1)}` : l)),
      );
    });

  adminOptions(project.command('list').description("list an organization's projects"))
    .requiredOption('--org <org>', 'organization id')
    .action(async (flags: { org: string }, cmd: Command) => {
      const g = globals(cmd);
      const projects = await withAdmin(g, ({ tenancy }) => tenancy.listProjects(flags.org));
      emit(Boolean(g.json), { projects }, () =>
        projects.length
          ? table([['ID', 'NAME', 'REPOSITORY'], ...projects.map((p) => [p.id, p.name, p.repository ?? ''])])
          : ['No projects.'],
      );
    });
}
