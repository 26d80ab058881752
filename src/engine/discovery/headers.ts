/**
 * The response headers by which AI tools find a site's agent resources without knowing where they live
 * (Mintlify's ai/llmstxt.mdx): a `Link` header listing them, in Mintlify's order, and `X-Llms-Txt`. Only
 * files the site has are listed. The engine writes them to `_headers` for static hosts that read that file
 * (Netlify, Cloudflare Pages); `lectern serve` sends them with every page.
 */

/** Where the agent files sit in a built site (build/root-files.ts, build/agent-files.ts write them). */
export const AGENT_CARD = '.well-known/agent-card.json';
export const AGENT_SKILLS_INDEX = '.well-known/agent-skills/index.json';

/**
 * Site files and the `rel` each is advertised under. Mintlify also lists an API catalog and an MCP server
 * card, which a static site has not.
 */
const RESOURCES: ReadonlyArray<readonly [file: string, rel: string]> = [
  ['llms.txt', 'llms-txt'],
  ['llms-full.txt', 'llms-full-txt'],
  [AGENT_CARD, 'agent-card'],
  [AGENT_SKILLS_INDEX, 'agent-skills'],
];

/**
 * The headers for a site holding the files `has` says it holds, served under `basePath` (`''` at the host's
 * root, `/docs` under a path: every advertised path carries it). Empty when the site has none of them.
 */
export function discoveryHeaders(has: (file: string) => boolean, basePath = ''): Record<string, string> {
  const base = basePath.replace(/\/+$/, '');
  const present = RESOURCES.filter(([file]) => has(file));
  if (present.length === 0) return {};
  const headers: Record<string, string> = {
    Link: present.map(([file, rel]) => `<${base}/${file}>; rel="${rel}"`).join(', '),
  };
  if (has('llms.txt')) headers['X-Llms-Txt'] = `${base}/llms.txt`;
  return headers;
}

/** A `_headers` file (Netlify's and Cloudflare Pages' format) giving every response the headers; '' for none. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return lines.length ? `/*\n${lines.join('\n')}\n` : '';
}
