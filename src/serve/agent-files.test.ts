/**
 * A built site's agent files (`.well-known/`, skill files) go through the bundle and come out of `lectern
 * serve` over real HTTP with the right types: dot-folders are neither dropped by the bundle nor hidden by
 * the server, and `/skill.md` of a site with several skills redirects as `_redirects` says.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackBundle, writeBundle } from '../bundle/index.js';
import { buildSite } from '../engine/index.js';
import { tempSite } from '../engine/build/temp-site.test-support.js';
import { loadSite } from './site.js';
import { serveStatic } from './static-handler.js';

const { root, src, out, write } = tempSite('serve-agent-files');
const log = { info() {}, warn() {}, error() {} };
let server: http.Server;
let base: string;

beforeAll(async () => {
  write(
    'docs.json',
    JSON.stringify({
      name: 'Acme',
      seo: { metatags: { canonical: 'https://docs.acme.dev' } },
      navigation: { pages: ['index'] },
    }),
  );
  write('index.mdx', '---\ntitle: Home\n---\n\nWelcome.\n');
  for (const name of ['payments', 'analytics'])
    write(
      `.mintlify/skills/${name}/SKILL.md`,
      `---\nname: ${name}\ndescription: Use ${name}.\n---\n\nBody.\n`,
    );
  const built = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  const archive = path.join(root, 'site.tar.gz');
  await writeBundle(out, archive, {
    domain: 'docs.acme.dev',
    jobId: 'job',
    version: null,
    deploymentType: 'cloud',
    pageCount: built.pageCount,
  });
  const unpacked = path.join(root, 'unpacked');
  const manifest = await unpackBundle(archive, unpacked);
  const site = await loadSite(unpacked, manifest, log);
  server = http.createServer((req, res) => void serveStatic(site, req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

const get = (p: string) => fetch(base + p, { redirect: 'manual' });

describe('agent files served from a bundle', () => {
  it.each([
    ['/.well-known/llms.txt', 'text/plain; charset=utf-8'],
    ['/.well-known/skills/index.json', 'application/json; charset=utf-8'],
    ['/.well-known/skills/payments/skill.md', 'text/markdown; charset=utf-8'],
    ['/.well-known/skills/payments/SKILL.md', 'text/markdown; charset=utf-8'],
    ['/.well-known/agent-skills/index.json', 'application/json; charset=utf-8'],
    ['/.well-known/agent-skills/analytics/SKILL.md', 'text/markdown; charset=utf-8'],
    ['/.well-known/agent-card.json', 'application/json; charset=utf-8'],
  ])('%s is served as %s, revalidated every time', async (p, type) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await res.text()).length).toBeGreaterThan(0);
  });

  it('serves the skill file byte for byte, as the agent-skills digest says', async () => {
    const index = (await (await get('/.well-known/agent-skills/index.json')).json()) as {
      skills: Array<{ url: string; digest: string }>;
    };
    for (const s of index.skills) {
      const bytes = Buffer.from(await (await get(s.url)).arrayBuffer());
      expect(`sha256:${createHash('sha256').update(bytes).digest('hex')}`).toBe(s.digest);
    }
  });

  it('/skill.md of a site with several skills redirects to the skills index', async () => {
    const res = await get('/skill.md');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/.well-known/skills/index.json');
    expect(fs.existsSync(path.join(out, 'skill.md'))).toBe(false);
  });

  it("advertises the agent files in every page response, as the bundle's _headers does for static hosts", async () => {
    const expected =
      '</llms.txt>; rel="llms-txt", </.well-known/agent-card.json>; rel="agent-card", ' +
      '</.well-known/agent-skills/index.json>; rel="agent-skills"';
    for (const p of ['/', '/index', '/no-such-page']) {
      const res = await get(p);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('link')).toBe(expected);
      expect(res.headers.get('x-llms-txt')).toBe('/llms.txt');
    }
    // Not on the files themselves.
    expect((await get('/llms.txt')).headers.get('link')).toBeNull();
    expect(fs.readFileSync(path.join(out, '_headers'), 'utf8')).toBe(
      `/*\n  Link: ${expected}\n  X-Llms-Txt: /llms.txt\n`,
    );
  });
});
