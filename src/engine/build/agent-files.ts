/**
 * The files agents discover a site's skills through (ai/skillmd.mdx), made from the custom skill files
 * (skills.ts): `/skill.md`, the `/.well-known/skills/` and `/.well-known/agent-skills/` (0.2.0) indexes with a
 * copy of each skill, and the A2A agent card at `/.well-known/agent-card.json`.
 *
 * - One skill: `/skill.md` is that file. Several: Mintlify redirects `/skill.md` to the skills index, and so
 *   does the site (`_redirects`, redirects.json); no file sits at `/skill.md`, since hosts serve a file before
 *   any redirect rule (a host without redirects answers 404 there; the indexes are the discovery points).
 * - `/.well-known/skills/{name}/` holds the file as `skill.md` (Mintlify's address) and as `SKILL.md` (the
 *   name its index's `files` gives, which clients fetch).
 * - Paths in the agent-skills index are from the host's root, as Mintlify writes them, with the site's base
 *   path (`/docs/.well-known/…` for a site at `https://example.com/docs`) when its URL is known.
 * - The agent card needs absolute URLs: written only when the site's URL is known.
 */
import type { Redirect, SiteConfig } from '../config/index.js';
import { AGENT_CARD, AGENT_SKILLS_INDEX } from '../discovery/index.js';
import { hashText } from '../nav/index.js';
import type { Skill } from './skills.js';
import { sitePath } from './not-found.js';

const AGENT_SKILLS_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';
/** Where `/skill.md` leads when the site has several skills. */
const SKILLS_INDEX = '.well-known/skills/index.json';
const MAX_DESCRIPTION = 1024;

export interface AgentFiles {
  files: Array<{ rel: string; contents: string | Buffer }>;
  /** Redirects the site adds to docs.json's (`/skill.md` to the index when there are several skills). */
  redirects: Redirect[];
}

export function agentFiles(
  skills: Skill[],
  config: Pick<SiteConfig, 'name' | 'description'>,
  base: string | null,
): AgentFiles {
  const files: AgentFiles['files'] = [];
  const redirects: Redirect[] = [];
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const agentSkillPath = (s: Skill) => `.well-known/agent-skills/${s.slug}/SKILL.md`;
  const digests = skills.map((s) => hashText(s.bytes));
  if (skills.length === 1) files.push({ rel: 'skill.md', contents: skills[0]!.bytes });
  if (skills.length > 1)
    redirects.push({ source: '/skill.md', destination: `/${SKILLS_INDEX}`, permanent: false });
  if (skills.length) {
    files.push({
      rel: SKILLS_INDEX,
      contents: json({
        skills: skills.map((s) => ({ name: s.slug, description: s.description, files: ['SKILL.md'] })),
      }),
    });
    const basePath = sitePath(base).replace(/\/+$/, '');
    files.push({
      rel: AGENT_SKILLS_INDEX,
      contents: json({
        $schema: AGENT_SKILLS_SCHEMA,
        skills: skills.map((s, i) => ({
          name: s.slug,
          type: 'skill-md',
          description: truncate(s.description),
          url: `${basePath}/${agentSkillPath(s)}`,
          digest: `sha256:${digests[i]}`,
        })),
      }),
    });
    for (const s of skills)
      files.push(
        { rel: `.well-known/skills/${s.slug}/skill.md`, contents: s.bytes },
        { rel: `.well-known/skills/${s.slug}/SKILL.md`, contents: s.bytes },
        { rel: agentSkillPath(s), contents: s.bytes },
      );
  }
  if (base) {
    const home = `${base}/`;
    files.push({
      rel: AGENT_CARD,
      contents: json({
        protocolVersion: '0.3',
        // A2A requires the agent's version; the skills it offers are what can change, so their digest is it.
        version: hashText(digests.join('\n')).slice(0, 12),
        name: config.name,
        description: config.description?.trim() || `Documentation for ${config.name}.`,
        url: home,
        preferredTransport: 'HTTP+JSON',
        supportedInterfaces: [{ url: home, protocolBinding: 'HTTP+JSON', protocolVersion: '0.3' }],
        provider: { url: home, organization: config.name },
        documentationUrl: home,
        defaultInputModes: ['text/plain'],
        defaultOutputModes: ['text/plain'],
        capabilities: { streaming: false, pushNotifications: false },
        skills: skills.map((s) => ({
          id: s.slug,
          name: s.name,
          description: truncate(s.description),
          tags: [],
          url: `${base}/${agentSkillPath(s)}`,
        })),
      }),
    });
  }
  return { files, redirects };
}

/** At most 1,024 characters (code points: never half a surrogate pair), as the agent-skills index allows. */
function truncate(text: string): string {
  const chars = Array.from(text);
  return chars.length <= MAX_DESCRIPTION ? text : chars.slice(0, MAX_DESCRIPTION).join('');
}
