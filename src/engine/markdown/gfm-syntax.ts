/**
 * GFM for the parser, tried only where a page can need it. Two of GFM's micromark extensions cost far more
 * than the others: autolink literals, tried at every word, and tables, tried at every line (on the benchmark
 * pages a parse took 3.6 ms a page without either, 5.3 ms with both). remark-gfm's tree is kept exactly:
 * `gfm-syntax.test.ts` parses real pages and generated text both ways and compares.
 *
 * - Tables: a head row is tried only above a line that could be a delimiter row (table-gate.ts).
 * - Autolink literals (`https://x.dev`, `www.x.dev`, `a@b.dev`): `mdast-util-gfm` also finds them in text
 *   nodes after parsing, for every page. The syntax extension adds that a literal's characters are not read
 *   as Markdown (the `_` of `https://x.dev/_a_` opening emphasis, a backtick opening code), and its rules
 *   differ from the finder's at the edges. So it is needed only when some run that could be a literal is
 *   not a plain one; otherwise both trees are the same but for the positions of the generated links, which
 *   are external and never reported.
 * - The finder itself (mdast-util-gfm's transform) walks every text node with four patterns; it runs only
 *   when some text outside links holds what each pattern needs (`http:`, `https:`, `www.` or `@`).
 */
import type { Processor } from 'unified';
import type { Extension } from 'micromark-util-types';
import type { Nodes, Root } from 'mdast';
import type { Extension as FromMarkdownExtension, Transform } from 'mdast-util-from-markdown';
import { combineExtensions } from 'micromark-util-combine-extensions';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gatedGfmTable, tableHeadLines } from './table-gate.js';

export interface GfmSyntax {
  /** The autolink literal syntax extension is needed (see above). */
  autolinkLiterals: boolean;
  /** The lines a table head may be on. */
  tableHeads: ReadonlySet<number>;
}

/**
 * Anything that could be or start a literal: a URL or `www.` run to the next space, an email, a scheme. An
 * email is tried only where its run of name characters starts (where a match would start anyway): tried at
 * each character of a long run without `@` (a base64 image in a style), it took time quadratic in its length.
 */
const LITERAL_CANDIDATE = /(?:https?:\/\/|www\.)\S*|(?<![\w.+-])[\w.+-]+@\S*|mailto:|xmpp:/gi;
/**
 * Literals both ways of finding them agree on: a dotted host name, and after it nothing Markdown, MDX or
 * math would read, nor the start of another kind of literal (the extension and mdast-util-gfm differ on the
 * rest: `http://localhost`, an email after a slash, a URL after a digit, `a@www.b.dev`).
 */
const PLAIN_URL =
  /^(?:https?:\/\/|www\.)[a-z\d]+(?:-[a-z\d]+)*(?:\.[a-z\d]+(?:-[a-z\d]+)*)+(?:[/?#:][a-z\d\-./?#=%+:,;()]*)?[.,;:?)]*$/i;
const PLAIN_EMAIL =
  /^[a-z\d]+(?:[.+-][a-z\d]+)*@[a-z\d]+(?:-[a-z\d]+)*(?:\.[a-z\d]+(?:-[a-z\d]+)*)*\.[a-z\d-]*[a-z][.,;:?)'"]*$/i;
/** What may come right before a plain literal. */
const PLAIN_BEFORE = /^[\s(]?$/;

/** The GFM constructs the parser must try for this source to give the tree remark-gfm gives. */
export function gfmSyntaxFor(source: string): GfmSyntax {
  let autolinkLiterals = false;
  for (const match of source.matchAll(LITERAL_CANDIDATE)) {
    const text = match[0];
    const before = match.index === 0 ? '' : source[match.index - 1];
    const plain = PLAIN_URL.test(text) || (PLAIN_EMAIL.test(text) && !/www\.|https?:/i.test(text));
    if (!plain || !PLAIN_BEFORE.test(before)) {
      autolinkLiterals = true;
      break;
    }
  }
  return { autolinkLiterals, tableHeads: tableHeadLines(source) };
}

/**
 * A unified plugin: remark-gfm's parsing (no serializing), with or without the autolink literal syntax, and
 * tables behind their gate (run the parse inside `withTableHeads`).
 */
export function remarkGfmSyntax(this: Processor, options: { autolinkLiterals: boolean }): void {
  const data = this.data();
  // remark-gfm's order (constructs sharing a character are tried in it).
  const syntax: Extension[] = [
    ...(options.autolinkLiterals ? [gfmAutolinkLiteral()] : []),
    gfmFootnote(),
    gfmStrikethrough(),
    gatedGfmTable(),
    gfmTaskListItem(),
  ];
  (data.micromarkExtensions ??= []).push(combineExtensions(syntax));
  (data.fromMarkdownExtensions ??= []).push(gatedGfmFromMarkdown());
}

/** mdast-util-gfm's tree building, with the autolink literal finder behind `mayHoldLiteral`. */
function gatedGfmFromMarkdown(): FromMarkdownExtension[] {
  return gfmFromMarkdown().map((ext) => ({
    ...ext,
    ...(ext.transforms
      ? {
          transforms: ext.transforms.map(
            (transform): Transform =>
              (tree) =>
                mayHoldLiteral(tree) ? transform(tree) : undefined,
          ),
        }
      : {}),
  }));
}

/** Every pattern of the literal finder needs one of these in a text node. */
const FINDER_NEEDS = /https?:|www\.|@/i;

/**
 * Whether any text outside links could hold an autolink literal for mdast-util-gfm's finder (which skips
 * links and link references). Only the autolink literal extension of mdast-util-gfm has a transform.
 */
export function mayHoldLiteral(tree: Root): boolean {
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'text') {
      if (FINDER_NEEDS.test(node.value)) return true;
    } else if ('children' in node && node.type !== 'link' && node.type !== 'linkReference') {
      for (const child of node.children) stack.push(child);
    }
  }
  return false;
}
