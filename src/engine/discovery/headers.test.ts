import { describe, expect, it } from 'vitest';
import { discoveryHeaders, headersFile } from './headers.js';

const site =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('agent discovery headers', () => {
  it("lists the site's agent files in Mintlify's order, under the base path", () => {
    const all = site(
      '.well-known/agent-skills/index.json',
      'llms-full.txt',
      '.well-known/agent-card.json',
      'llms.txt',
    );
    expect(discoveryHeaders(all, '/docs/')).toEqual({
      Link:
        '</docs/llms.txt>; rel="llms-txt", </docs/llms-full.txt>; rel="llms-full-txt", ' +
        '</docs/.well-known/agent-card.json>; rel="agent-card", ' +
        '</docs/.well-known/agent-skills/index.json>; rel="agent-skills"',
      'X-Llms-Txt': '/docs/llms.txt',
    });
  });

  it('leaves out what the site has not, and gives nothing for none', () => {
    expect(discoveryHeaders(site('llms.txt'))).toEqual({
      Link: '</llms.txt>; rel="llms-txt"',
      'X-Llms-Txt': '/llms.txt',
    });
    expect(discoveryHeaders(site('.well-known/agent-card.json'), '/')).toEqual({
      Link: '</.well-known/agent-card.json>; rel="agent-card"',
    });
    expect(discoveryHeaders(site())).toEqual({});
    expect(headersFile({})).toBe('');
  });

  it('writes a _headers rule for every path', () => {
    expect(headersFile({ Link: '</llms.txt>; rel="llms-txt"', 'X-Llms-Txt': '/llms.txt' })).toBe(
      '/*\n  Link: </llms.txt>; rel="llms-txt"\n  X-Llms-Txt: /llms.txt\n',
    );
  });
});
