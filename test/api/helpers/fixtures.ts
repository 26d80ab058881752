import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Plan } from '../../../src/db/index.js';
import type { Services } from '../../../src/server/index.js';
import type { Scope } from '../../../src/tenancy/index.js';

/** A small Mintlify-format site: docs.json, an index, `pages - 1` guides, one snippet use and a callout. */
export async function makeDocsSite(pages = 4, dir?: string): Promise<string> {
  const root = dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-site-')));
  const guides = Array.from({ length: Math.max(0, pages - 1) }, (_, i) => `guides/page-${i + 1}`);
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Fixture Docs',
    colors: { primary: '#0D9373' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'Guides', pages: guides },
      ],
    },
  };
  await fs.mkdir(path.join(root, 'guides'), { recursive: true });
  await fs.writeFile(path.join(root, 'docs.json'), JSON.stringify(docs, null, 2));
  await fs.writeFile(
    path.join(root, 'index.mdx'),
    '---\ntitle: Welcome\ndescription: The fixture site\n---\n\n# Welcome\n\n<Note>This is a fixture.</Note>\n\nSee [the first guide](/guides/page-1).\n',
  );
  for (const [i, page] of guides.entries()) {
    await fs.writeFile(
      path.join(root, `${page}.mdx`),
      `---\ntitle: Guide ${i + 1}\n---\n\n## Section ${i + 1}\n\nText of guide ${i + 1} with \`code\`.\n\n\`\`\`js\nconsole.log(${i + 1});\n\`\`\`\n`,
    );
  }
  return root;
}

export interface Tenant {
  orgId: string;
  projectId: string;
  deploymentId: string;
  domain: string;
  key: string;
}

let counter = 0;

/** An organization with one project, one deployment of `source` and a read+write key, via the Tenancy API. */
export async function createTenant(
  services: Services,
  source: string,
  opts: { plan?: Plan; domain?: string; scopes?: Scope[] } = {},
): Promise<Tenant> {
  const n = ++counter;
  const org = await services.tenancy.createOrg({ name: `Org ${n}`, plan: opts.plan ?? 'enterprise' });
  const project = await services.tenancy.createProject({ orgId: org.id, name: `Project ${n}` });
  const domain = opts.domain ?? `docs${n}-${process.pid}.example.com`;
  const deployment = await services.tenancy.createDeployment({ projectId: project.id, domain, source });
  const created = await services.tenancy.createKey({
    orgId: org.id,
    scopes: opts.scopes ?? ['read', 'write'],
  });
  return { orgId: org.id, projectId: project.id, deploymentId: deployment.id, domain, key: created.key };
}
