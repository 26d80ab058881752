/**
 * GFM tables, tried only where one can start. micromark-extension-gfm-table is tried at the start of every
 * line of flow content, and for a head row it reads the whole line before it can see that the next line is
 * no delimiter row: about 1 ms a page on the benchmark pages, a fifth of the parse. A head row is always
 * followed by its delimiter row on the very next line, so a head is tried only on lines whose next line
 * could be one; body rows, which continue a table already open, are always tried, as before.
 */
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Construct, Extension, TokenizeContext } from 'micromark-util-types';

const table = (gfmTable().flow as unknown as { null: Construct }).null;

/** Lines (1-based) a table head may be on while a parse runs; null tries every line, as the extension does. */
let headLines: ReadonlySet<number> | null = null;

/** Anything a delimiter row could be (`| :- | -: |`, `-:`), inside block quotes or list items too. */
const DELIMITER_LIKE = /^[ \t>|:\-*+\d.)]*-[ \t>|:\-*+\d.)]*$/;

/** The lines of this source that are followed by a line that could be a delimiter row. */
export function tableHeadLines(source: string): Set<number> {
  const lines = source.split(/\r\n|\r|\n/);
  const heads = new Set<number>();
  // lines[i] is line i + 1, so the line before it is line i.
  for (let i = 1; i < lines.length; i++) if (DELIMITER_LIKE.test(lines[i])) heads.add(i);
  return heads;
}

/** Runs a (synchronous) parse with table heads tried only on these lines. */
export function withTableHeads<T>(lines: ReadonlySet<number>, parse: () => T): T {
  const outer = headLines;
  headLines = lines;
  try {
    return parse();
  } finally {
    headLines = outer;
  }
}

/** GFM's table syntax behind the gate. */
export function gatedGfmTable(): Extension {
  const gated: Construct = {
    name: table.name!,
    resolveAll: table.resolveAll!,
    tokenize(effects, ok, nok) {
      if (headLines === null || headLines.has(this.now().line) || continuesTable(this))
        return table.tokenize.call(this, effects, ok, nok);
      return nok;
    },
  };
  return { flow: { null: [gated] } };
}

/** What the extension itself checks first: a table head or row right before (line endings aside). */
function continuesTable(context: TokenizeContext): boolean {
  for (let index = context.events.length - 1; index > -1; index--) {
    const type = context.events[index][1].type;
    if (type === 'lineEnding' || type === 'linePrefix') continue;
    return type === 'tableHead' || type === 'tableRow';
  }
  return false;
}
