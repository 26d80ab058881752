/**
 * A build's agent files: `.well-known/` copies of llms.txt and llms-full.txt, the custom skill files with
 * their discovery indexes, the `/skill.md` redirect, the agent card, and all of them on in-place rebuilds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { tempSite } from './temp-site.test-support.js';

const { src, out, cache, write } = tempSite('skills-build');
const read = (rel: string) => fs.readFileSync(path.join(out, rel));
const text = (rel: string) => read(rel).toString('utf8');
const exists = (rel: string) => fs.existsSync(path.join(out, rel));
const build = () => buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
const skill = (name: string, body = '') => `---\nname: ${name}\ndescription: Use ${name}.\n---\n\n${body}\n`;

describe('agent files of a build', () => {
  beforeAll(() => {
    write(
      'docs.json',
      JSON.stringify({
        name: 'Acme',
        description: 'Docs for Acme.',
        seo: { metatags: { canonical: 'https://docs.acme.dev/docs' } },
        contextual: { options: ['copy'] },
        redirects: [{ source: '/old', destination: '/' }],
        navigation: { pages: ['index', 'guide'] },
      }),
    );
    write(
      'index.mdx',
      '---\ntitle: Home\n---\n\nWelcome, agents: [skills](/skill.md), [llms](/docs/.well-known/llms.txt).\n',
    );
    write('guide.mdx', '---\ntitle: Guide\ndescription: How to.\n---\n\nSteps.\n');
  });

  test('llms.txt and llms-full.txt also sit at .well-known/, byte for byte', async () => {
    await build();
    expect(text('llms.txt')).toContain('# Acme');
    expect(read('.well-known/llms.txt').equals(read('llms.txt'))).toBe(true);
    expect(text('llms-full.txt')).toContain('Steps.');
    expect(read('.well-known/llms-full.txt').equals(read('llms-full.txt'))).toBe(true);
    expect(text('index.html')).toContain('href=".well-known/llms.txt"');
    // No skills: no skill files, but the card (the site's URL is known).
    expect(exists('skill.md')).toBe(false);
    expect(exists('.well-known/skills/index.json')).toBe(false);
    expect(JSON.parse(text('.well-known/agent-card.json'))).toMatchObject({
      name: 'Acme',
      documentationUrl: 'https://docs.acme.dev/docs/',
      skills: [],
    });
  });

  test('one root skill.md is published at /skill.md and in both indexes', async () => {
    write('skill.md', skill('Acme'));
    const result = await build();
    expect(result.diagnostics.filter((d) => d.code.startsWith('SKILL'))).toEqual([]);
    expect(read('skill.md').equals(fs.readFileSync(path.join(src, 'skill.md')))).toBe(true);
    expect(text('.well-known/skills/acme/skill.md')).toBe(skill('Acme'));
    expect(JSON.parse(text('.well-known/agent-skills/index.json')).skills[0].url).toBe(
      '/docs/.well-known/agent-skills/acme/SKILL.md',
    );
    expect(text('_redirects')).not.toContain('skill.md');
    // The root skill.md is the skill file, never a page, and links to /skill.md land on it.
    expect(exists('skill.html')).toBe(false);
    expect(text('index.html')).toContain('href="skill.md"');
  });

  test('several skills: /skill.md redirects to the index in _redirects and redirects.json; an edit reaches the next build', async () => {
    write('.mintlify/skills/payments/SKILL.md', skill('payments', 'First.'));
    await build();
    expect(exists('skill.md')).toBe(false);
    expect(text('_redirects')).toBe('/old / 308\n/skill.md /.well-known/skills/index.json 307\n');
    expect(JSON.parse(text('redirects.json'))).toEqual([
      { source: '/old', destination: '/', permanent: true },
      { source: '/skill.md', destination: '/.well-known/skills/index.json', permanent: false },
    ]);
    expect(
      JSON.parse(text('.well-known/skills/index.json')).skills.map((s: { name: string }) => s.name),
    ).toEqual(['acme', 'payments']);
    // The home page's render is cached, but its link now follows the redirect.
    expect(text('index.html')).toContain('href=".well-known/skills/index.json"');
    const digest = () => JSON.parse(text('.well-known/agent-skills/index.json')).skills[1].digest;
    const before = digest();

    write('.mintlify/skills/payments/SKILL.md', skill('payments', 'Second.'));
    const again = await build();
    expect(again.cachedPages).toBe(2);
    expect(text('.well-known/agent-skills/payments/SKILL.md')).toContain('Second.');
    expect(text('.well-known/skills/payments/SKILL.md')).toContain('Second.');
    expect(digest()).not.toBe(before);
  });

  test('a removed skill leaves the site on the next build, and /skill.md is the one left', async () => {
    fs.rmSync(path.join(src, '.mintlify'), { recursive: true });
    await build();
    expect(exists('.well-known/skills/payments')).toBe(false);
    expect(exists('.well-known/agent-skills/payments')).toBe(false);
    expect(text('skill.md')).toBe(skill('Acme'));
    expect(text('_redirects')).toBe('/old / 308\n');
    expect(text('index.html')).toContain('href="skill.md"');
  });

  test('a page named "skill" whose Markdown would be /skill.md: the skill file wins, with a warning', async () => {
    write(
      'docs.json',
      fs.readFileSync(path.join(src, 'docs.json'), 'utf8').replace('"guide"]', '"guide","skill"]'),
    );
    write('skill.mdx', '---\ntitle: Skill page\n---\n\nA page.\n');
    const result = await build();
    expect(text('skill.md')).toBe(skill('Acme'));
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'SKILL_SHADOWS_PAGE',
        message: expect.stringContaining('replaces it'),
      }),
    );
  });
});
