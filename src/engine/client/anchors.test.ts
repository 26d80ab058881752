/**
 * The client's fragment lookup (scripts/anchors.js): as written, decoded, then slugged with the rules of
 * markdown/slug.ts, which the script copies. The script is a browser file: its functions are taken out of
 * the joined `lectern.js` and run here.
 */
import { describe, expect, it } from 'vitest';
import { mintlifySlug } from '../markdown/slug.js';
import { clientAssets } from './index.js';

async function anchorsScript(): Promise<{
  headingSlug: (text: string) => string;
  elementForFragment: (fragment: string) => string | null;
}> {
  const js = String((await clientAssets()).find((a) => a.name === 'lectern.js')!.contents);
  const fn = (name: string) => new RegExp(`function ${name}\\([\\s\\S]*?\\n}\\n`).exec(js)![0];
  const source = ['elementForFragment', 'decodedFragment', 'headingSlug'].map(fn).join('');
  // A document whose elements are their ids: what the lookup found, or null.
  const ids = new Set(['tui-mode-interactive-development', 'what’s-new', 'a%zz', 'setup']);
  const document = { getElementById: (id: string) => (ids.has(id) ? id : null) };
  return new Function('document', `${source}return { headingSlug, elementForFragment };`)(document) as never;
}

const HEADINGS = [
  'Getting started',
  'Config.json options',
  "What's new",
  'Rate limits (per minute)',
  'Read/write access',
  'Fees & billing',
  'TUI Mode: Interactive Development',
  'Step 1: Issue a proxy secret',
  "What's next?",
  'August 21, 2026',
  'Say "hi" [now] {ok}',
  'Launch 🚀 day',
  'C++ & C#',
  'Email @mentions',
  '¿Cómo funciona?',
  '菜单',
  'Über_alles',
  'Split configuration with $ref',
  'Host at /docs subpath',
  "It's a test",
  '  Spaced   out  ',
  '0.80.0',
  '???',
  '\uD800 lone',
  '100% done',
  // Fragments as links carry them, decoded: slugging them again must find the heading's id.
  'tui-mode:-interactive-development',
  'what’s-new',
];

describe('client fragment lookup', () => {
  it('slugs as markdown/slug.ts does', async () => {
    const { headingSlug } = await anchorsScript();
    for (const text of HEADINGS) expect(headingSlug(text), text).toBe(mintlifySlug(text));
  });

  it('finds an id as written, decoded, or by the decoded fragment slugged', async () => {
    const { elementForFragment } = await anchorsScript();
    expect(elementForFragment('setup')).toBe('setup');
    expect(elementForFragment('a%zz')).toBe('a%zz');
    expect(elementForFragment('what%E2%80%99s-new')).toBe('what’s-new');
    expect(elementForFragment('tui-mode%3A-interactive-development')).toBe(
      'tui-mode-interactive-development',
    );
    expect(elementForFragment('Setup')).toBe('setup');
    expect(elementForFragment('nowhere')).toBeNull();
    expect(elementForFragment('')).toBeNull();
  });
});
