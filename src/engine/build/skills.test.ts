import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Diagnostic } from '../types.js';
import { readSkills } from './skills.js';
import { tempSite } from './temp-site.test-support.js';

const { root } = tempSite('skills');
let count = 0;
/** A fresh docs folder `src` (and room beside it) under the file's temporary folder. */
function site() {
  const dir = path.join(root, String(++count));
  const src = path.join(dir, 'src');
  fs.mkdirSync(src, { recursive: true });
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    fs.writeFileSync(path.join(src, rel), text);
  };
  return { root: dir, src, write };
}

const skill = (name: string, description = `What ${name} does.`, extra = '') =>
  `---\nname: ${name}\ndescription: ${description}\n${extra}---\n\n# ${name}\n`;

function read(src: string) {
  const diagnostics: Diagnostic[] = [];
  const skills = readSkills(src, diagnostics);
  return { skills, diagnostics, codes: diagnostics.map((d) => `${d.code} ${d.file}`) };
}

describe('readSkills', () => {
  test('the root skill.md first, then .mintlify/skills/* by folder name, bytes unchanged', () => {
    const { src, write } = site();
    write('skill.md', skill('Acme Platform', 'Use Acme.', 'license: MIT\nmetadata:\n  author: acme\n'));
    write('.mintlify/skills/payments/SKILL.md', skill('payments'));
    write('.mintlify/skills/analytics/SKILL.md', '\uFEFF' + skill('AnalyticsAPI'));
    const { skills, diagnostics } = read(src);
    expect(diagnostics).toEqual([]);
    expect(skills.map((s) => [s.slug, s.name, s.file])).toEqual([
      ['acme-platform', 'Acme Platform', 'skill.md'],
      ['analyticsapi', 'AnalyticsAPI', '.mintlify/skills/analytics/SKILL.md'],
      ['payments', 'payments', '.mintlify/skills/payments/SKILL.md'],
    ]);
    expect(skills[0]!.description).toBe('Use Acme.');
    expect(
      skills[1]!.bytes.equals(fs.readFileSync(path.join(src, '.mintlify/skills/analytics/SKILL.md'))),
    ).toBe(true);
  });

  test('no skill files: no skills, no warnings', () => {
    const { src, write } = site();
    write('docs.json', '{}');
    expect(read(src)).toMatchObject({ skills: [], diagnostics: [] });
  });

  test('links are followed inside the docs folder: the skills folder, a skill folder, a SKILL.md', () => {
    const { src, write } = site();
    write('skills/payments/SKILL.md', skill('payments'));
    write('plugins/billing/SKILL.md', skill('billing'));
    write('shared/reports.md', skill('reports'));
    fs.mkdirSync(path.join(src, '.mintlify'));
    // `ln -s ../skills .mintlify/skills`, as ai/skillmd.mdx shows, then links inside the linked folder.
    fs.symlinkSync('../skills', path.join(src, '.mintlify/skills'));
    fs.symlinkSync('../plugins/billing', path.join(src, 'skills/billing'));
    fs.mkdirSync(path.join(src, 'skills/reports'));
    fs.symlinkSync('../../shared/reports.md', path.join(src, 'skills/reports/SKILL.md'));
    const { skills, diagnostics } = read(src);
    expect(diagnostics).toEqual([]);
    expect(skills.map((s) => s.slug)).toEqual(['billing', 'payments', 'reports']);
  });

  test('anything resolving outside the docs folder is refused with a warning naming it', () => {
    const { root, src, write } = site();
    const outside = path.join(root, 'outside');
    fs.mkdirSync(path.join(outside, 'leak'), { recursive: true });
    fs.writeFileSync(path.join(outside, 'leak/SKILL.md'), skill('leak'));
    fs.writeFileSync(path.join(outside, 'secret.md'), skill('secret'));
    write('.mintlify/skills/ok/SKILL.md', skill('ok'));
    fs.symlinkSync(path.join(outside, 'leak'), path.join(src, '.mintlify/skills/leak'));
    fs.mkdirSync(path.join(src, '.mintlify/skills/file'));
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(src, '.mintlify/skills/file/SKILL.md'));
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(src, 'skill.md'));
    const { skills, diagnostics, codes } = read(src);
    expect(skills.map((s) => s.slug)).toEqual(['ok']);
    expect(codes.sort()).toEqual([
      'SKILL_OUTSIDE_DOCS .mintlify/skills/file/SKILL.md',
      'SKILL_OUTSIDE_DOCS .mintlify/skills/leak',
      'SKILL_OUTSIDE_DOCS skill.md',
    ]);
    expect(diagnostics.every((d) => d.message.startsWith(`${d.file}: `))).toBe(true);
    expect(diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });

  test('a skills folder linked outside the docs folder is refused as a whole', () => {
    const { root, src } = site();
    fs.mkdirSync(path.join(root, 'elsewhere/pay'), { recursive: true });
    fs.writeFileSync(path.join(root, 'elsewhere/pay/SKILL.md'), skill('pay'));
    fs.mkdirSync(path.join(src, '.mintlify'), { recursive: true });
    fs.symlinkSync(path.join(root, 'elsewhere'), path.join(src, '.mintlify/skills'));
    const { skills, codes } = read(src);
    expect(skills).toEqual([]);
    expect(codes).toEqual(['SKILL_OUTSIDE_DOCS .mintlify/skills']);
  });

  test('files without frontmatter, name or description, and folders without SKILL.md, are left out with a warning', () => {
    const { src, write } = site();
    write('skill.md', '# Acme\n\nNo frontmatter here.\n');
    write('.mintlify/skills/a/SKILL.md', '---\ndescription: No name.\n---\n');
    write('.mintlify/skills/b/SKILL.md', '---\nname: b\n---\n');
    write('.mintlify/skills/c/SKILL.md', '---\nname: [unclosed\n---\n');
    write('.mintlify/skills/d/README.md', 'not a skill');
    write('.mintlify/skills/e/SKILL.md', skill('"!!!"'));
    write('.mintlify/skills/notes.txt', 'a file beside the skill folders is not a skill');
    write('.mintlify/skills/good/SKILL.md', skill('good'));
    fs.symlinkSync('missing', path.join(src, '.mintlify/skills/f'));
    const { skills, diagnostics } = read(src);
    expect(skills.map((s) => s.slug)).toEqual(['good']);
    const by = (file: string) => diagnostics.find((d) => d.file === file)?.message ?? '';
    expect(by('skill.md')).toMatch(/must open with YAML frontmatter/);
    expect(by('.mintlify/skills/a/SKILL.md')).toMatch(/no name/);
    expect(by('.mintlify/skills/b/SKILL.md')).toMatch(/no description/);
    expect(by('.mintlify/skills/c/SKILL.md')).toMatch(/not valid YAML/);
    expect(by('.mintlify/skills/d')).toMatch(/no SKILL\.md/);
    expect(by('.mintlify/skills/e/SKILL.md')).toMatch(/no URL name/);
    expect(by('.mintlify/skills/f')).toMatch(/broken link/);
    expect(diagnostics).toHaveLength(7);
  });

  test('skills restricted to groups are left out of a static export, with a warning saying why', () => {
    const { src, write } = site();
    write('.mintlify/skills/admin/SKILL.md', skill('admin-tools', 'Internal.', 'groups: ["admin"]\n'));
    write('.mintlify/skills/public/SKILL.md', skill('public'));
    const { skills, diagnostics } = read(src);
    expect(skills.map((s) => s.slug)).toEqual(['public']);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'SKILL_GROUPS',
        file: '.mintlify/skills/admin/SKILL.md',
        message: expect.stringMatching(/authenticated readers.*static export/),
      }),
    ]);
  });

  test('two skills with the same URL name: the first is published, the other named in a warning', () => {
    const { src, write } = site();
    write('skill.md', skill('Payments'));
    write('.mintlify/skills/pay/SKILL.md', skill('payments', 'The other one.'));
    const { skills, diagnostics } = read(src);
    expect(skills.map((s) => s.file)).toEqual(['skill.md']);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'SKILL_DUPLICATE',
        file: '.mintlify/skills/pay/SKILL.md',
        message: expect.stringContaining('"payments" of skill.md'),
      }),
    ]);
  });
});
