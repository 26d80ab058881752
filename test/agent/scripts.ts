import type { ModelReply, ModelTurn } from '../../src/agent/model-server.test-support.js';

/** The request a turn is about: a follow-up's prompt comes after "New request:". */
export function currentRequest(turn: ModelTurn): string {
  const first = turn.userTexts[0] ?? '';
  return first.includes('New request:') ? first.split('New request:').pop()! : first;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The tool call listing `page` after guides/intro in docs.json's navigation. */
const listPage = (page: string) => ({
  name: 'replace_in_file',
  input: {
    path: 'docs.json',
    oldText: '"guides/intro"',
    newText: `"guides/intro",\n          "${page}"`,
  },
});

/**
 * One scripted model for every test: the marker in the prompt picks the behaviour. Each behaviour is
 * what a real model would send on the wire: tool calls, then a final text.
 */
export async function scriptedModel(turn: ModelTurn): Promise<ModelReply> {
  const request = currentRequest(turn);
  const step = turn.toolCallCount;
  if (request.includes('[edit-2]')) {
    if (step === 0)
      return {
        toolCalls: [
          {
            name: 'create_file',
            input: { path: 'guides/faq.mdx', content: '---\ntitle: FAQ\n---\n\nAnswers.\n' },
          },
        ],
      };
    if (step === 1) return { toolCalls: [listPage('guides/faq')] };
    return { text: 'Added an FAQ page and listed it in the navigation.' };
  }
  if (request.includes('[edit]')) {
    if (step === 0) return { toolCalls: [{ name: 'view_file', input: { path: 'index.mdx' } }] };
    if (step === 1)
      return {
        toolCalls: [
          {
            name: 'replace_in_file',
            input: { path: 'index.mdx', oldText: 'Hello wrold.', newText: 'Hello world.' },
          },
        ],
      };
    return { text: 'Fixed the typo "wrold" on the home page.' };
  }
  if (request.includes('[nav-fix]') || request.includes('[nav-broken]')) {
    const buildFailed = turn.userTexts.length > 1;
    if (!buildFailed) {
      if (step === 0) return { toolCalls: [listPage('guides/missing')] };
      return { text: 'Listed the new page in the navigation.' };
    }
    if (request.includes('[nav-fix]') && !turn.userTexts.at(-1)!.includes('PAGE_NOT_FOUND'))
      return { text: 'unexpected' };
    if (request.includes('[nav-fix]') && turn.toolResults.every((r) => r.name !== 'create_file')) {
      return {
        toolCalls: [
          {
            name: 'create_file',
            input: { path: 'guides/missing.mdx', content: '---\ntitle: Missing\n---\n\nNow it exists.\n' },
          },
        ],
      };
    }
    return { text: 'Done.' };
  }
  if (request.includes('[mint-broken]')) {
    if (step === 0) {
      return {
        toolCalls: [
          {
            name: 'replace_in_file',
            input: {
              path: 'mint.json',
              oldText: '"guides/intro"',
              newText: '"guides/intro", "guides/missing"',
            },
          },
        ],
      };
    }
    return { text: 'Listed a page that does not exist.' };
  }
  if (request.includes('[leak]')) {
    // Reads a file holding a credential and repeats it, as a careless model would.
    if (step === 0) {
      return {
        toolCalls: [
          { name: 'view_file', input: { path: 'guides/deploy.mdx' } },
          {
            name: 'replace_in_file',
            input: { path: 'index.mdx', oldText: 'Hello wrold.', newText: 'Hello world.' },
          },
        ],
      };
    }
    const seen = turn.toolResults.map((r) => r.output).join('\n');
    const secret = /forge_tok_\w+/.exec(seen)?.[0] ?? 'nothing';
    return { text: `Fixed the typo. Note: guides/deploy.mdx holds the deploy token ${secret}.` };
  }
  if (request.includes('[no-usage]'))
    return { toolCalls: [{ name: 'list_folder', input: { path: '.' } }], usage: null };
  if (request.includes('[noop]')) return { text: 'The page is already correct; nothing to change.' };
  if (request.includes('[fail-model]')) return { error: { status: 500, message: 'model backend exploded' } };
  if (request.includes('[loop]')) return { toolCalls: [{ name: 'list_folder', input: { path: '.' } }] };
  if (request.includes('[slow]')) {
    await sleep(150);
    return { toolCalls: [{ name: 'list_folder', input: { path: '.' } }] };
  }
  if (request.includes('[attack]')) {
    if (step === 0) {
      return {
        toolCalls: [
          { name: 'view_file', input: { path: '../../../../../../etc/passwd' } },
          { name: 'view_file', input: { path: '/etc/passwd' } },
          { name: 'view_file', input: { path: '.git/config' } },
          {
            name: 'create_file',
            input: { path: '.git/hooks/pre-commit', content: '#!/bin/sh\necho pwned\n' },
          },
          { name: 'view_file', input: { path: 'etc-link/passwd' } },
          { name: 'create_file', input: { path: '../escape.txt', content: 'out' } },
          { name: 'search', input: { pattern: 'extraheader', path: '.git' } },
          { name: 'list_folder', input: { path: 'guides/../..' } },
        ],
      };
    }
    return { text: 'Every attempt was refused.' };
  }
  if (request.includes('[echo]')) return { text: `You said: ${request}` };
  return { text: 'Unknown test request.' };
}
