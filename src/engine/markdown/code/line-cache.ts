/**
 * Tokenised lines, remembered per grammar by the tokenizer state they start in and their text. Real pages
 * repeat lines across blocks (`}`, `npm install ...`, `"id": "..."`), and a TextMate grammar runs one
 * regular-expression scan per token, so a line seen before in the same state costs a lookup instead.
 *
 * The tokenizer makes a new state object for every line, so states are interned: a state equal to one seen
 * before (same rules, end patterns, `\G` anchoring and scopes, at every depth) is replaced by that one, and
 * a block that differs from another in one line (an id, a name) finds its later lines again. Equality is
 * stricter than vscode-textmate's own `equals` (which VS Code uses to stop re-tokenising): it also compares
 * each frame's name scopes and whether its begin match captured the line end, both of which the next line's
 * tokens can depend on.
 */
import type { StateStack } from '@shikijs/vscode-textmate';

/** The fields of vscode-textmate's state and scope stacks the equality reads (they are not exported). */
interface StateFrame {
  parent: StateFrame | null;
  depth: number;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeFrame | null;
  contentNameScopesList: ScopeFrame | null;
}
interface ScopeFrame {
  parent: ScopeFrame | null;
  scopePath: { scopeName: string };
  tokenAttributes: number;
}

function sameScopes(a: ScopeFrame | null, b: ScopeFrame | null): boolean {
  for (; a !== b; a = a.parent, b = b!.parent) {
    if (!a || !b) return false;
    if (a.scopePath.scopeName !== b.scopePath.scopeName || a.tokenAttributes !== b.tokenAttributes)
      return false;
  }
  return true;
}

export function sameState(x: StateStack, y: StateStack): boolean {
  let a = x as unknown as StateFrame | null;
  let b = y as unknown as StateFrame | null;
  for (; a !== b; a = a.parent, b = b!.parent) {
    if (!a || !b) return false;
    if (
      a.depth !== b.depth ||
      a.ruleId !== b.ruleId ||
      a.endRule !== b.endRule ||
      a.beginRuleCapturedEOL !== b.beginRuleCapturedEOL ||
      !sameScopes(a.nameScopesList, b.nameScopesList) ||
      !sameScopes(a.contentNameScopesList, b.contentNameScopesList)
    )
      return false;
  }
  return true;
}

function signature(state: StateStack): string {
  const s = state as unknown as StateFrame;
  return `${s.depth}:${s.ruleId}:${s.contentNameScopesList?.scopePath.scopeName ?? ''}:${s.endRule ?? ''}`;
}

export interface CachedLine<Row> {
  row: Row;
  /** The state after the line, interned. */
  end: StateStack;
}

/** One grammar's lines. `null` is the state a block starts in. */
export class LineCache<Row> {
  private readonly interned = new Map<string, StateStack[]>();
  private readonly lines = new Map<StateStack | null, Map<string, CachedLine<Row>>>();
  private size = 0;

  /** `maxLines` bounds the memory a thread spends (a line's row is a few hundred bytes). */
  constructor(private readonly maxLines = 20_000) {}

  get(start: StateStack | null, text: string): CachedLine<Row> | undefined {
    return this.lines.get(start)?.get(text);
  }

  /** Remembers a line and returns it, with its end state interned. */
  set(start: StateStack | null, text: string, row: Row, end: StateStack): CachedLine<Row> {
    if (this.size >= this.maxLines) {
      this.lines.clear();
      this.interned.clear();
      this.size = 0;
    }
    const entry = { row, end: this.intern(end) };
    let byText = this.lines.get(start);
    if (!byText) this.lines.set(start, (byText = new Map()));
    byText.set(text, entry);
    this.size++;
    return entry;
  }

  private intern(state: StateStack): StateStack {
    const key = signature(state);
    const bucket = this.interned.get(key);
    if (!bucket) {
      this.interned.set(key, [state]);
      return state;
    }
    const found = bucket.find((s) => sameState(s, state));
    if (found) return found;
    bucket.push(state);
    return state;
  }
}
