/**
 * Highlighted code blocks, addressed by content: the highlighter's id (themes, grammars, Shiki's version),
 * the fence's language and the code. A page edited between builds re-renders, but its code blocks usually
 * did not change, and highlighting them again is most of that page's cost (Shiki compiles a grammar's
 * regular expressions on first use: 150-400 ms for TypeScript or Bash). With this cache a rebuild of one
 * page does not start Shiki at all when its blocks are unchanged.
 *
 * The stored form is the highlighter's raw `<pre>` (before line decorations, which come from the fence's
 * meta), written compactly: an element is `[tag, properties or 0, ...children]`, a text node a string.
 */
import { createHash } from 'node:crypto';
import type { Element, ElementContent, Properties } from 'hast';

/** What is stored for a block: the language it was highlighted as and its `<pre>`. */
export interface CachedBlock {
  language: string;
  pre: Element;
}

/** A store of blocks; `get` returns a fresh tree each time (callers decorate it in place). */
export interface CodeBlockCache {
  get(key: string): CachedBlock | undefined;
  put(key: string, block: CachedBlock): void;
}

/** A store of encoded blocks (a namespace of the build cache's database, a map in tests). */
export interface EncodedBlockStore {
  get(key: string): unknown;
  put(key: string, value: unknown): void;
}

/** Bump when the markup the highlighter produces for the same inputs changes. */
const FORMAT = 1;

export function blockKey(highlighterId: string, lang: string, code: string): string {
  return createHash('sha256').update(`${FORMAT}\0${highlighterId}\0${lang}\0`).update(code).digest('hex');
}

type Encoded = string | [string, Properties | 0, ...Encoded[]];

function encode(node: ElementContent): Encoded {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') throw new Error(`cannot store a ${node.type} node`);
  const props = Object.keys(node.properties).length > 0 ? node.properties : 0;
  return [node.tagName, props, ...node.children.map(encode)];
}

function decode(value: Encoded): ElementContent {
  if (typeof value === 'string') return { type: 'text', value };
  const [tagName, props, ...children] = value;
  return { type: 'element', tagName, properties: props === 0 ? {} : props, children: children.map(decode) };
}

function isEncoded(value: unknown): value is Encoded {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && typeof value[0] === 'string' && (value[1] === 0 || typeof value[1] === 'object'))
  );
}

/** A block cache over any store of JSON values; unreadable entries count as misses. */
export function codeBlockCache(store: EncodedBlockStore): CodeBlockCache {
  return {
    get(key) {
      const value = store.get(key) as { language?: unknown; pre?: unknown } | undefined | null;
      if (!value || typeof value.language !== 'string' || !isEncoded(value.pre)) return undefined;
      const pre = decode(value.pre);
      return pre.type === 'element' ? { language: value.language, pre } : undefined;
    },
    put(key, block) {
      let pre: Encoded;
      try {
        pre = encode(block.pre);
      } catch {
        return; // Markup this form cannot hold is simply not cached.
      }
      store.put(key, { language: block.language, pre });
    },
  };
}
