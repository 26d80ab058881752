import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { agentFiles } from './agent-files.js';
import type { Skill } from './skills.js';

const skill = (slug: string, description = `What ${slug} does.`): Skill => ({
  slug,
  name: slug.toUpperCase(),
  description,
  file: `.mintlify/skills/${slug}/SKILL.md`,
  bytes: Buffer.from(`---\nname: ${slug}\ndescription: ${description}\n---\n\n# ${slug} \u00e9\n`),
});
const config = { name: 'Acme', description: 'Docs for Acme.' };

function files(skills: Skill[], base: string | null) {
  const out = agentFiles(skills, config, base);
  const map = new Map(out.files.map((f) => [f.rel, f.contents]));
  const json = (rel: string) => JSON.parse(String(map.get(rel))) as Record<string, unknown>;
  return { ...out, map, json };
}

describe('agentFiles', () => {
  test('one skill: /skill.md is the file itself, and no redirect', () => {
    const pay = skill('payments');
    const { map, redirects } = files([pay], null);
    expect(map.get('skill.md')).toBe(pay.bytes);
    expect(redirects).toEqual([]);
  });

  test('several skills: /skill.md redirects to the skills index, and no file sits there', () => {
    const { map, redirects } = files([skill('payments'), skill('analytics')], null);
    expect(map.has('skill.md')).toBe(false);
    expect(redirects).toEqual([
      { source: '/skill.md', destination: '/.well-known/skills/index.json', permanent: false },
    ]);
  });

  test('the skills index, and each skill under both names clients ask for', () => {
    const pay = skill('payments');
    const { map, json } = files([pay, skill('analytics')], null);
    expect(json('.well-known/skills/index.json')).toEqual({
      skills: [
        { name: 'payments', description: 'What payments does.', files: ['SKILL.md'] },
        { name: 'analytics', description: 'What analytics does.', files: ['SKILL.md'] },
      ],
    });
    expect(map.get('.well-known/skills/payments/skill.md')).toBe(pay.bytes);
    expect(map.get('.well-known/skills/payments/SKILL.md')).toBe(pay.bytes);
    expect(map.get('.well-known/agent-skills/payments/SKILL.md')).toBe(pay.bytes);
  });

  test('the agent-skills 0.2.0 index: digests of the bytes, descriptions cut to 1,024 characters', () => {
    const long = `${'é'.repeat(1023)}😀😀 tail`;
    const pay = skill('payments', long);
    const { json } = files([pay], null);
    const index = json('.well-known/agent-skills/index.json');
    expect(index.$schema).toBe('https://schemas.agentskills.io/discovery/0.2.0/schema.json');
    expect(index.skills).toEqual([
      {
        name: 'payments',
        type: 'skill-md',
        description: `${'é'.repeat(1023)}😀`,
        url: '/.well-known/agent-skills/payments/SKILL.md',
        digest: `sha256:${createHash('sha256').update(pay.bytes).digest('hex')}`,
      },
    ]);
  });

  test("paths carry the site's base path when its URL is known", () => {
    const { json } = files([skill('payments')], 'https://example.com/docs');
    const [entry] = json('.well-known/agent-skills/index.json').skills as Array<{ url: string }>;
    expect(entry!.url).toBe('/docs/.well-known/agent-skills/payments/SKILL.md');
  });

  test('the agent card: absolute URLs on the site, its skills from the agent-skills list', () => {
    const { json } = files([skill('payments')], 'https://example.com/docs');
    const card = json('.well-known/agent-card.json');
    expect(card).toEqual({
      protocolVersion: '0.3',
      version: expect.stringMatching(/^[0-9a-f]{12}$/),
      name: 'Acme',
      description: 'Docs for Acme.',
      url: 'https://example.com/docs/',
      preferredTransport: 'HTTP+JSON',
      supportedInterfaces: [
        { url: 'https://example.com/docs/', protocolBinding: 'HTTP+JSON', protocolVersion: '0.3' },
      ],
      provider: { url: 'https://example.com/docs/', organization: 'Acme' },
      documentationUrl: 'https://example.com/docs/',
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      capabilities: { streaming: false, pushNotifications: false },
      skills: [
        {
          id: 'payments',
          name: 'PAYMENTS',
          description: 'What payments does.',
          tags: [],
          url: 'https://example.com/docs/.well-known/agent-skills/payments/SKILL.md',
        },
      ],
    });
    // The version follows the skills: another skill's text, another version.
    const other = files([skill('billing')], 'https://example.com/docs').json('.well-known/agent-card.json');
    expect(other.version).not.toBe(card.version);
  });

  test('without the site URL no agent card (its URLs must be absolute); without skills, only the card', () => {
    expect(files([skill('payments')], null).map.has('.well-known/agent-card.json')).toBe(false);
    const bare = files([], 'https://example.com');
    expect([...bare.map.keys()]).toEqual(['.well-known/agent-card.json']);
    expect(bare.json('.well-known/agent-card.json').skills).toEqual([]);
    expect(files([], null).files).toEqual([]);
  });
});
