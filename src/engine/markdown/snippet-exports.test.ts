/** Following `export ... from` to the file that defines an export (snippet-exports.ts). */
import { describe, expect, it } from 'vitest';
import { posix } from 'node:path';
import { parseCodeModule } from './code-module.js';
import { readModule } from './esm.js';
import { definingExport, type SnippetLoader } from './snippet-exports.js';
import type { LoadedSnippet } from './snippet-files.js';

/** Snippets from sources by path (`/snippets/a.js`), and a loader resolving imports between them. */
function snippets(files: Record<string, string>): {
  get: (path: string) => LoadedSnippet;
  load: SnippetLoader;
} {
  const loaded = new Map<string, LoadedSnippet>();
  const get = (path: string): LoadedSnippet => {
    let snippet = loaded.get(path);
    if (!snippet) {
      const tree = parseCodeModule(files[path]!)!;
      snippet = {
        path,
        file: path.slice(1),
        source: files[path]!,
        tree,
        module: readModule(tree),
        mdx: true,
      };
      loaded.set(path, snippet);
    }
    return snippet;
  };
  const load: SnippetLoader = (source, fromFile) => {
    const path = posix.normalize(posix.join('/', posix.dirname(fromFile), source));
    return path in files ? get(path) : null;
  };
  return { get, load };
}

const where = (found: { snippet: LoadedSnippet; name: string }) => `${found.snippet.path}#${found.name}`;

describe('definingExport', () => {
  const { get, load } = snippets({
    '/snippets/index.js':
      "export { Card as Tile, missing } from './card.jsx';\nexport * from './more.jsx';\nexport * from './gone.jsx';\nexport const own = 1;",
    '/snippets/card.jsx':
      'export const Card = () => <div />;\nconst helper = 2;\nexport { helper as named };',
    '/snippets/more.jsx': "export * from './deep.jsx';\nexport default function Shout() { return <b />; }",
    '/snippets/deep.jsx': 'export const Deep = () => <i />;\nexport const own = 2;',
    '/snippets/a.js': "export * from './b.js';\nexport { x } from './b.js';",
    '/snippets/b.js': "export * from './a.js';\nexport { x } from './a.js';",
  });

  it('follows a named re-export under another name, and stars through files', () => {
    expect(where(definingExport(get('/snippets/index.js'), 'Tile', load))).toBe('/snippets/card.jsx#Card');
    expect(where(definingExport(get('/snippets/index.js'), 'Deep', load))).toBe('/snippets/deep.jsx#Deep');
    expect(where(definingExport(get('/snippets/card.jsx'), 'named', load))).toBe('/snippets/card.jsx#named');
  });

  it("keeps a file's own declaration over a star's, and never takes default through a star", () => {
    expect(where(definingExport(get('/snippets/index.js'), 'own', load))).toBe('/snippets/index.js#own');
    expect(where(definingExport(get('/snippets/index.js'), 'default', load))).toBe(
      '/snippets/index.js#default',
    );
  });

  it('stops where a name is nowhere defined, a file is missing, or the files re-export each other', () => {
    expect(where(definingExport(get('/snippets/index.js'), 'missing', load))).toBe(
      '/snippets/card.jsx#missing',
    );
    expect(where(definingExport(get('/snippets/index.js'), 'Nowhere', load))).toBe(
      '/snippets/index.js#Nowhere',
    );
    expect(definingExport(get('/snippets/a.js'), 'x', load).name).toBe('x');
    expect(where(definingExport(get('/snippets/a.js'), 'y', load))).toBe('/snippets/a.js#y');
  });
});
