/**
 * Shiki's notation comments, as documented for Mintlify code blocks: a comment at the end of a line such as
 * `// [!code ++]`, `# [!code --:3]`, `<!-- [!code highlight] -->`, `/* [!code focus] *\/` marks that line
 * (and, with `:n`, the n-1 lines after it) and is removed from the output. A comment alone on its line
 * marks the lines after it, and its line goes (Shiki's "v3" rule, so `// [!code focus:2]` above a block
 * reads naturally).
 *
 * We work on the highlighted `<pre>` rather than inside the highlighter: each `span.line`'s text is matched
 * at its end, and exactly that many characters are trimmed from its last tokens.
 */
import type { Element, ElementContent } from 'hast';
import { addClass } from '../hast-utils.js';
import { plainText } from '../text.js';

const NOTATION =
  /\s*(?:\{\s*\/\*|\/\/|\/\*|<!--|#|--|%{1,2}|;{1,2}|')\s*\[!code\s+(\+\+|--|highlight|hl|focus|error|warning)(?::(\d{1,4}))?\]\s*(?:\*\/\s*\}|\*\/|-->)?\s*$/;

/** Classes Shiki's transformers use for each notation (the stylesheet styles these). */
const LINE_CLASSES: Record<string, string[]> = {
  '++': ['diff', 'add'],
  '--': ['diff', 'remove'],
  highlight: ['highlighted'],
  hl: ['highlighted'],
  focus: ['focused'],
  error: ['highlighted', 'error'],
  warning: ['highlighted', 'warning'],
};
const PRE_CLASSES: Record<string, string> = {
  '++': 'has-diff',
  '--': 'has-diff',
  highlight: 'has-highlighted',
  hl: 'has-highlighted',
  focus: 'has-focused',
  error: 'has-highlighted',
  warning: 'has-highlighted',
};

/** Removes `count` characters from the end of an element's text, dropping tokens left empty. */
function trimEnd(element: Element, count: number): number {
  let left = count;
  for (let i = element.children.length - 1; i >= 0 && left > 0; i--) {
    const child = element.children[i];
    if (child.type === 'text') {
      if (child.value.length <= left) {
        left -= child.value.length;
        element.children.splice(i, 1);
      } else {
        child.value = child.value.slice(0, child.value.length - left);
        left = 0;
      }
    } else if (child.type === 'element') {
      left = trimEnd(child, left);
      if (plainText(child) === '') element.children.splice(i, 1);
    }
  }
  return left;
}

/** Applies notation comments to a highlighted `<pre>` in place. Returns true when any was found. */
export function applyNotations(pre: Element): boolean {
  const code = pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  if (!code) return false;
  const lines = code.children.filter((child): child is Element => child.type === 'element');
  const marks = new Map<Element, Set<string>>();
  const dropped = new Set<Element>();
  const preClasses = new Set<string>();
  lines.forEach((line, index) => {
    const text = plainText(line);
    if (!text.includes('[!code')) return;
    const match = NOTATION.exec(text);
    if (!match) return;
    const [, kind, countText] = match;
    trimEnd(line, text.length - match.index);
    const alone = text.slice(0, match.index).trim() === '';
    if (alone) dropped.add(line);
    const first = alone ? index + 1 : index;
    const count = Math.max(1, Number(countText ?? 1));
    for (const target of lines.slice(first, first + count)) {
      const set = marks.get(target) ?? new Set<string>();
      for (const name of LINE_CLASSES[kind]) set.add(name);
      marks.set(target, set);
    }
    preClasses.add(PRE_CLASSES[kind]);
  });
  if (preClasses.size === 0) return false;
  for (const [line, names] of marks) if (!dropped.has(line)) addClass(line, ...names);
  if (dropped.size > 0) {
    // A dropped line takes the line break after it (or, for the last line, the one before it).
    const kept: ElementContent[] = [];
    const children = code.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child.type === 'element' && dropped.has(child)) {
        const next = children[i + 1];
        if (next?.type === 'text' && next.value === '\n') i++;
        else {
          const last = kept[kept.length - 1];
          if (last?.type === 'text' && last.value === '\n') kept.pop();
        }
        continue;
      }
      kept.push(child);
    }
    code.children = kept;
  }
  addClass(pre, ...preClasses);
  return true;
}
