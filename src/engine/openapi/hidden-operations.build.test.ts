/**
 * `x-hidden` and `x-excluded` on operations of a spec the navigation generates pages from
 * (api-playground/managing-page-visibility.mdx): a hidden operation still gets its page, at the URL any
 * generated page gets, but stays out of the sidebar, prev/next, search and the sitemap, like a page with
 * `hidden: true`; an excluded one gets no page. Skyvern's "Run a task" was x-hidden and its page missing, so
 * links to it were reported broken.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../index.js';
import { tempSite } from '../build/temp-site.test-support.js';

const site = tempSite('openapi-hidden');
const read = (rel: string) => fs.readFileSync(path.join(site.out, rel), 'utf8');
let result: BuildResult;

beforeAll(async () => {
  const ok = { '200': { description: 'ok' } };
  site.write(
    'openapi.json',
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Tasks', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/v1/run/tasks': {
          post: { tags: ['Agents'], summary: 'Run a task', 'x-hidden': true, responses: ok },
        },
        '/v1/runs': { get: { tags: ['Runs'], summary: 'List runs', responses: ok } },
        '/v1/internal': { get: { tags: ['Runs'], summary: 'Internal', 'x-excluded': true, responses: ok } },
      },
    }),
  );
  site.write(
    'index.mdx',
    '---\ntitle: Home\n---\n\nSee [running a task](/api-reference/agents/run-a-task) and [internal](/api-reference/runs/internal).\n',
  );
  site.write(
    'docs.json',
    JSON.stringify({
      name: 'Tasks',
      navigation: {
        tabs: [
          { tab: 'Guide', pages: ['index'] },
          { tab: 'API Reference', openapi: 'openapi.json' },
        ],
      },
    }),
  );
  result = await buildSite({ srcDir: site.src, outDir: site.out, threads: 1 });
});

test('an x-hidden operation has its page; links to it resolve', () => {
  const page = read('api-reference/agents/run-a-task.html');
  expect(page).toContain('Run a task');
  expect(read('index.html')).toContain('href="api-reference/agents/run-a-task.html"');
  const broken = result.diagnostics.filter((d) => d.code === 'broken-link').map((d) => d.message);
  expect(broken.some((m) => m.includes('run-a-task'))).toBe(false);
});

test('the hidden page is in no sidebar or prev/next, nor in the sitemap or llms.txt; its tag group is not shown', () => {
  // The other operation's page: its sidebar and prev/next would name the hidden one.
  const listed = read('api-reference/runs/list-runs.html');
  expect(listed).not.toContain('run-a-task');
  expect(listed).not.toContain('>Agents<');
  // Search, the sitemap and llms.txt take the same indexable pages (site-files.ts isIndexable).
  expect(read('sitemap.xml')).toContain('api-reference/runs/list-runs');
  expect(read('sitemap.xml')).not.toContain('run-a-task');
  expect(read('llms.txt')).not.toContain('run-a-task');
});

test('an x-excluded operation has no page; a link to it is broken', () => {
  expect(fs.existsSync(path.join(site.out, 'api-reference/runs/internal.html'))).toBe(false);
  const broken = result.diagnostics.filter((d) => d.code === 'broken-link').map((d) => d.message);
  expect(broken.some((m) => m.includes('/api-reference/runs/internal'))).toBe(true);
});
