/**
 * Custom skill files (ai/skillmd.mdx): a `skill.md` at the docs root and `.mintlify/skills/<dir>/SKILL.md`,
 * read as Mintlify reads them. Symbolic links (the skills folder, a skill's folder, a SKILL.md) are followed
 * only while they resolve inside the docs folder; anything leading out of it is refused with a warning, as
 * every file the build reads is. Each file must open with YAML frontmatter naming the skill and describing
 * it; one that does not is left out with a warning. Skills restricted to `groups` are for authenticated
 * readers, which a static export has none of: left out, with a warning. Mintlify's generated skill.md needs
 * a model; builds are offline and deterministic, so only these custom files are published (agent-files.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import slugify from '@sindresorhus/slugify';
import { realPathWithin } from '../config/index.js';
import { frontmatterBlock, parseFrontmatterYaml, stringField } from '../markdown/frontmatter.js';
import type { Diagnostic } from '../types.js';

export interface Skill {
  /** The URL-safe slug of the frontmatter `name`: its folder under `.well-known/skills/` and `agent-skills/`. */
  slug: string;
  /** The frontmatter `name`, as written. */
  name: string;
  description: string;
  /** The file, relative to the docs folder (as found, before links are followed). */
  file: string;
  /** The file's bytes, published unchanged (the agent-skills digest is of these). */
  bytes: Buffer;
}

export const ROOT_SKILL = 'skill.md';
const SKILLS_DIR = '.mintlify/skills';

/** The site's skills in order: the root `skill.md` first, then `.mintlify/skills/*` by folder name. */
export function readSkills(srcDir: string, diagnostics: Diagnostic[]): Skill[] {
  const srcReal = fs.realpathSync(srcDir);
  const warn = (code: string, message: string, file: string) =>
    diagnostics.push({ severity: 'warning', code, message, file });
  /** The real path of an entry of the docs folder, or null with a warning (a link leading out, or broken). */
  const confined = (rel: string): string | null => {
    const abs = path.join(srcReal, rel);
    const real = realPathWithin(srcReal, abs);
    if (real !== null) return real;
    if (fs.existsSync(abs))
      warn(
        'SKILL_OUTSIDE_DOCS',
        `${rel}: not read, it is a link leading outside the docs folder (skill files must resolve inside it)`,
        rel,
      );
    else warn('SKILL_INVALID', `${rel}: a broken link; the skill is left out`, rel);
    return null;
  };
  const files: string[] = [];
  if (lexists(path.join(srcReal, ROOT_SKILL)) && confined(ROOT_SKILL)) files.push(ROOT_SKILL);
  const dir = lexists(path.join(srcReal, SKILLS_DIR)) ? confined(SKILLS_DIR) : null;
  if (dir && fs.statSync(dir).isDirectory()) {
    const names = fs.readdirSync(dir).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const name of names) {
      const folder = `${SKILLS_DIR}/${name}`;
      const real = confined(folder);
      if (!real || !fs.statSync(real).isDirectory()) continue;
      const file = `${folder}/SKILL.md`;
      if (!lexists(path.join(srcReal, file)))
        warn('SKILL_MISSING', `${folder}: no SKILL.md in this skill folder; it is left out`, folder);
      else if (confined(file)) files.push(file);
    }
  }
  const skills: Skill[] = [];
  const bySlug = new Map<string, string>();
  for (const file of files) {
    const skill = readSkill(srcReal, file, warn);
    if (!skill) continue;
    const first = bySlug.get(skill.slug);
    if (first) {
      warn(
        'SKILL_DUPLICATE',
        `${file}: skill "${skill.name}" has the URL name "${skill.slug}" of ${first}'s; only the first is published`,
        file,
      );
      continue;
    }
    bySlug.set(skill.slug, file);
    skills.push(skill);
  }
  return skills;
}

function readSkill(
  srcReal: string,
  file: string,
  warn: (code: string, message: string, file: string) => void,
): Skill | null {
  let bytes: Buffer;
  try {
    const real = fs.realpathSync.native(path.join(srcReal, file));
    if (!fs.statSync(real).isFile()) throw new Error('not a file');
    bytes = fs.readFileSync(real);
  } catch {
    warn('SKILL_INVALID', `${file}: cannot be read as a file; the skill is left out`, file);
    return null;
  }
  const block = frontmatterBlock(bytes.toString('utf8'));
  if (block === null) {
    warn(
      'SKILL_INVALID',
      `${file}: a skill file must open with YAML frontmatter (--- name, description ---); the skill is left out`,
      file,
    );
    return null;
  }
  const { data, error } = parseFrontmatterYaml(block);
  if (error) {
    warn('SKILL_INVALID', `${file}: ${error.replace(/:$/, '')}; the skill is left out`, file);
    return null;
  }
  const name = stringField(data.name)?.trim();
  const description = stringField(data.description)?.trim();
  if (!name || !description) {
    const missing = [!name && 'name', !description && 'description'].filter(Boolean).join(' and ');
    warn('SKILL_INVALID', `${file}: its frontmatter has no ${missing}; the skill is left out`, file);
    return null;
  }
  if (data.groups !== undefined && data.groups !== null) {
    warn(
      'SKILL_GROUPS',
      `${file}: skill "${name}" is restricted to user groups, so it is only for authenticated readers, which a static export has none of; it is left out`,
      file,
    );
    return null;
  }
  // Mintlify's slug: @sindresorhus/slugify, as its other ids (`Payments API` → `payments-api`).
  const slug = slugify(name, { decamelize: false });
  if (!slug) {
    warn('SKILL_INVALID', `${file}: the name "${name}" leaves no URL name; the skill is left out`, file);
    return null;
  }
  return { slug, name, description, file, bytes };
}

/** Whether a path exists as an entry, a broken link included. */
function lexists(abs: string): boolean {
  try {
    fs.lstatSync(abs);
    return true;
  } catch {
    return false;
  }
}
