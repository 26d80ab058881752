import type { Selectable } from 'kysely';
import { isUniqueViolation, type Db, type DeploymentsTable, type ProjectsTable } from '../db/index.js';
import { normalizeDomain } from '../domain/index.js';
import { AdminKeys } from './admin-keys.js';
import { TenancyError } from './errors.js';
import { newId } from './ids.js';
import { openToken, sealToken } from './seal.js';
import {
  FORGES,
  PLANS,
  type AdminKey,
  type AuthFailure,
  type CreateDeploymentInput,
  type CreatedKey,
  type CreateKeyInput,
  type CreateProjectInput,
  type Deployment,
  type Forge,
  type Organization,
  type Plan,
  type Principal,
  type Project,
  type ProjectPatch,
  type TenancyOptions,
} from './types.js';
import {
  requireText,
  validateRef,
  validateRemoteUrl,
  validateSource,
  validateSubPath,
  type UrlRules,
} from './validate.js';

/** Organizations, projects, deployments and admin keys. Every input is validated here, not only in the API. */
export class Tenancy {
  private readonly now: () => Date;
  private readonly rules: UrlRules;
  private readonly keys: AdminKeys;

  constructor(
    private readonly db: Db,
    private readonly secret: Buffer,
    opts: TenancyOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.rules = { allowPrivateSources: opts.allowPrivateSources ?? false };
    this.keys = new AdminKeys(db, this.now, opts.authCacheTtlMs ?? 0);
  }

  async createOrg(input: { name: string; plan: Plan }): Promise<Organization> {
    if (!PLANS.includes(input.plan))
      throw new TenancyError('INVALID_INPUT', `plan must be one of ${PLANS.join(', ')}`);
    const org: Organization = {
      id: newId('org'),
      name: requireText(input.name, 'name'),
      plan: input.plan,
      createdAt: this.now().toISOString(),
    };
    await this.db.kysely
      .insertInto('organizations')
      .values({ id: org.id, name: org.name, plan: org.plan, created_at: org.createdAt })
      .execute();
    return org;
  }

  async getOrg(id: string): Promise<Organization | null> {
    const row = await this.db.kysely
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { id: row.id, name: row.name, plan: row.plan, createdAt: row.created_at } : null;
  }

  async createProject(input: CreateProjectInput): Promise<Project> {
    if (!(await this.getOrg(input.orgId))) throw new TenancyError('NOT_FOUND', 'organization not found');
    const id = newId('prj');
    const row: Selectable<ProjectsTable> = {
      id,
      org_id: input.orgId,
      name: requireText(input.name, 'name'),
      repository: input.repository ? validateRemoteUrl(input.repository, 'repository', this.rules) : null,
      default_branch: validateRef(input.defaultBranch ?? 'main', 'defaultBranch'),
      forge: checkForge(input.forge ?? null),
      forge_api_url: input.forgeApiUrl
        ? validateRemoteUrl(input.forgeApiUrl, 'forgeApiUrl', this.rules)
        : null,
      forge_token_enc: input.forgeToken ? sealToken(this.secret, input.forgeToken, id) : null,
      model: input.model ? requireText(input.model, 'model') : null,
      created_at: this.now().toISOString(),
    };
    await this.db.kysely.insertInto('projects').values(row).execute();
    return toProject(row);
  }

  async getProject(id: string): Promise<Project | null> {
    const row = await this.projectRow(id);
    return row ? toProject(row) : null;
  }

  async listProjects(orgId: string): Promise<Project[]> {
    const rows = await this.db.kysely
      .selectFrom('projects')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toProject);
  }

  async updateProject(id: string, patch: ProjectPatch): Promise<Project | null> {
    const current = await this.projectRow(id);
    if (!current) return null;
    const next: Selectable<ProjectsTable> = { ...current };
    if (patch.name !== undefined) next.name = requireText(patch.name, 'name');
    if (patch.repository !== undefined) {
      next.repository = patch.repository
        ? validateRemoteUrl(patch.repository, 'repository', this.rules)
        : null;
    }
    if (patch.defaultBranch !== undefined)
      next.default_branch = validateRef(patch.defaultBranch, 'defaultBranch');
    if (patch.forge !== undefined) next.forge = checkForge(patch.forge);
    if (patch.forgeApiUrl !== undefined) {
      next.forge_api_url = patch.forgeApiUrl
        ? validateRemoteUrl(patch.forgeApiUrl, 'forgeApiUrl', this.rules)
        : null;
    }
    if (patch.forgeToken !== undefined) {
      next.forge_token_enc = patch.forgeToken ? sealToken(this.secret, patch.forgeToken, id) : null;
    }
    if (patch.model !== undefined) next.model = patch.model ? requireText(patch.model, 'model') : null;
    const { id: _id, org_id: _org, created_at: _created, ...changes } = next;
    await this.db.kysely.updateTable('projects').set(changes).where('id', '=', id).execute();
    return toProject(next);
  }

  /** The decrypted forge token; for server-side use only, never returned by the API or logged. */
  async getProjectForgeToken(id: string): Promise<string | null> {
    const row = await this.projectRow(id);
    if (!row?.forge_token_enc) return null;
    return openToken(this.secret, row.forge_token_enc, id);
  }

  async createDeployment(input: CreateDeploymentInput): Promise<Deployment> {
    const project = await this.projectRow(input.projectId);
    if (!project) throw new TenancyError('NOT_FOUND', 'project not found');
    const domain = normalizeDomain(input.domain);
    if (!domain)
      throw new TenancyError('INVALID_DOMAIN', 'domain must be a bare hostname such as docs.example.com');
    const row: Selectable<DeploymentsTable> = {
      id: newId('dep'),
      project_id: project.id,
      org_id: project.org_id,
      domain,
      source: validateSource(input.source, this.rules),
      ref: input.ref ? validateRef(input.ref, 'ref') : null,
      path: validateSubPath(input.path),
      created_at: this.now().toISOString(),
    };
    try {
      await this.db.kysely.insertInto('deployments').values(row).execute();
    } catch (err) {
      if (isUniqueViolation(err))
        throw new TenancyError('DOMAIN_TAKEN', `domain ${domain} already has a deployment`);
      throw err;
    }
    return toDeployment(row);
  }

  /** The organization's deployment for this domain; null when the domain is invalid or not theirs. */
  async findDeploymentByDomain(orgId: string, domain: string): Promise<Deployment | null> {
    const normalised = normalizeDomain(domain);
    if (!normalised) return null;
    const row = await this.db.kysely
      .selectFrom('deployments')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('domain', '=', normalised)
      .executeTakeFirst();
    return row ? toDeployment(row) : null;
  }

  async getDeployment(id: string): Promise<Deployment | null> {
    const row = await this.db.kysely
      .selectFrom('deployments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toDeployment(row) : null;
  }

  async listDeployments(orgId: string): Promise<Deployment[]> {
    const rows = await this.db.kysely
      .selectFrom('deployments')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toDeployment);
  }

  async createKey(input: CreateKeyInput): Promise<CreatedKey> {
    if (!(await this.getOrg(input.orgId))) throw new TenancyError('NOT_FOUND', 'organization not found');
    for (const projectId of input.projectIds ?? []) {
      const project = await this.projectRow(projectId);
      if (!project || project.org_id !== input.orgId) {
        throw new TenancyError('NOT_FOUND', `project ${projectId} not found in this organization`);
      }
    }
    return this.keys.create(input);
  }

  listKeys(orgId: string): Promise<AdminKey[]> {
    return this.keys.list(orgId);
  }

  /** True when the key exists (in `orgId`, if given) and is now revoked; revoking twice is harmless. */
  revokeKey(id: string, orgId?: string): Promise<boolean> {
    return this.keys.revoke(id, orgId);
  }

  /** Checks format and checksum before any database read; the failure reason is for 401 bodies and logs. */
  authenticate(rawKey: string): Promise<Principal | AuthFailure> {
    return this.keys.authenticate(rawKey);
  }

  private projectRow(id: string) {
    return this.db.kysely.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  }
}

function checkForge(forge: Forge | null): Forge | null {
  if (forge !== null && !FORGES.includes(forge)) {
    throw new TenancyError('INVALID_INPUT', `forge must be one of ${FORGES.join(', ')}`);
  }
  return forge;
}

function toProject(row: Selectable<ProjectsTable>): Project {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    repository: row.repository,
    defaultBranch: row.default_branch,
    forge: row.forge,
    forgeApiUrl: row.forge_api_url,
    hasForgeToken: row.forge_token_enc !== null,
    model: row.model,
    createdAt: row.created_at,
  };
}

function toDeployment(row: Selectable<DeploymentsTable>): Deployment {
  return {
    id: row.id,
    projectId: row.project_id,
    orgId: row.org_id,
    domain: row.domain,
    source: row.source,
    ref: row.ref,
    path: row.path,
    createdAt: row.created_at,
  };
}
