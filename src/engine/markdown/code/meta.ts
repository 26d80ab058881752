/**
 * The info string of a fenced code block in Mintlify's dialect:
 *   ```js title="app.js" {1,3-5} lines wrap expandable
 *   ```java HelloWorld.java
 *   ```mdx highlight={2} focus=3
 *   ```mdx /snippets/x.jsx [expandable]
 * Bare words after the language form the title; `{...}` and `highlight=` select lines to highlight.
 * `nocopy` hides the copy button (`nocopy="false"` shows it again); a fence whose only word is `nocopy`
 * is plain text without a copy button. A Mermaid fence takes `actions={false}` and `placement="top-left"`
 * for its zoom and pan controls (components/mermaid-diagrams.mdx).
 */
export interface CodeMeta {
  lang: string;
  title?: string;
  highlight: Set<number>;
  focus: Set<number>;
  lines: boolean;
  wrap: boolean;
  expandable: boolean;
  nocopy: boolean;
  /** `twoslash`: types on hover and compiler errors (twoslash.ts), for TypeScript and JavaScript. */
  twoslash: boolean;
  icon?: string;
  /** Mermaid: show (`true`) or hide (`false`) the zoom and pan controls; unset, they follow the diagram's height. */
  actions?: boolean;
  /** Mermaid: the controls' corner, as written (code-block.ts keeps only the four Mintlify names). */
  placement?: string;
}

const MAX_LINE = 100_000;
const FLAGS = new Set(['lines', 'wrap', 'expandable', 'nocopy', 'showlinenumbers', 'linenumbers']);
/** A `{…}` value, its braces balanced three deep (`theme={"theme":{"light":"…","dark":"…"}}`). */
const BRACED = String.raw`\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}`;
const TOKEN = new RegExp(
  String.raw`([A-Za-z][\w-]*)=("([^"]*)"|'([^']*)'|${BRACED}|(\S+))|${BRACED}|"([^"]*)"|'([^']*)'|(\S+)`,
  'g',
);

export function parseCodeMeta(
  rawLang: string | null | undefined,
  rawMeta: string | null | undefined,
): CodeMeta {
  let lang = (rawLang ?? '').trim();
  let meta = rawMeta ?? '';
  // ```js{1,2} and ```js:title.js are written without a space.
  const brace = lang.indexOf('{');
  if (brace > 0) {
    meta = `${lang.slice(brace)} ${meta}`;
    lang = lang.slice(0, brace);
  }
  const colon = lang.indexOf(':');
  if (colon > 0) {
    meta = `${lang.slice(colon + 1)} ${meta}`;
    lang = lang.slice(0, colon);
  }
  const result: CodeMeta = {
    lang,
    highlight: new Set(),
    focus: new Set(),
    lines: false,
    wrap: false,
    expandable: false,
    nocopy: false,
    twoslash: false,
  };
  // ```nocopy: a block with no language, shown as plain text without a copy button.
  if (lang.toLowerCase() === 'nocopy') {
    result.lang = '';
    result.nocopy = true;
  }
  const words: string[] = [];
  for (const match of meta.matchAll(TOKEN)) {
    const [, key, , dq, sq, braced, bare, loneBrace, loneDq, loneSq, word] = match;
    if (key) {
      const value = dq ?? sq ?? braced ?? bare ?? '';
      const name = key.toLowerCase();
      if (name === 'title' || name === 'filename') result.title = value;
      else if (name === 'highlight') addRanges(result.highlight, value);
      else if (name === 'focus') addRanges(result.focus, value);
      else if (name === 'icon') result.icon = value;
      else if (name === 'actions') result.actions = value.trim() !== 'false';
      else if (name === 'placement') result.placement = value.trim();
      else if (FLAGS.has(name))
        (result as unknown as Record<string, boolean>)[flagName(name)] = value !== 'false';
      continue;
    }
    if (loneBrace !== undefined) {
      addRanges(result.highlight, loneBrace);
      continue;
    }
    const text = loneDq ?? loneSq ?? word ?? '';
    // Lower case and once, as Mintlify's own example writes it: ```ts twoslash Twoslash example
    if (word === 'twoslash' && !result.twoslash) {
      result.twoslash = true;
      continue;
    }
    // Mintlify's own pages also write a flag in brackets: ```mdx /snippets/x.jsx [expandable]
    const flag = text.toLowerCase().replace(/^\[(.*)\]$/, '$1');
    if (!loneDq && !loneSq && FLAGS.has(flag)) {
      (result as unknown as Record<string, boolean>)[flagName(flag)] = true;
      continue;
    }
    words.push(text);
  }
  if (result.title === undefined && words.length > 0) result.title = words.join(' ');
  return result;
}

function flagName(name: string): keyof CodeMeta {
  return name === 'showlinenumbers' || name === 'linenumbers' ? 'lines' : (name as keyof CodeMeta);
}

/** Adds `1,3-5` style ranges; ignores anything malformed or absurdly large. */
export function addRanges(into: Set<number>, spec: string): void {
  for (const part of spec.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!match) continue;
    const start = Number(match[1]);
    const end = match[2] ? Number(match[2]) : start;
    if (start < 1 || end < start || end > MAX_LINE || end - start > 5000) continue;
    for (let line = start; line <= end; line++) into.add(line);
  }
}
