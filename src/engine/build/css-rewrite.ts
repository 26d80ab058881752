/**
 * One stylesheet of the docs folder made fit for the site's asset folder (`_lectern/site/`): every `url()`
 * and local `@import` still finds its file from there, and nothing is loaded from another host (exports are
 * served air-gapped). Local files a rule references are copied into the site at their own path; a local
 * `@import` is inlined (with its media, `supports()` and `layer()` conditions as wrapping rules); remote
 * references are dropped, with one warning per file naming the hosts; `data:` URLs stay.
 */
import path from 'node:path';
import postcss, { CssSyntaxError, type AtRule, type ChildNode, type Declaration, type Root } from 'postcss';
import valueParser from 'postcss-value-parser';
import type { Diagnostic } from '../types.js';

type ValueNode = valueParser.Node;
type FunctionNode = valueParser.FunctionNode;

export interface CssSource {
  /** Text of the docs folder's file at this relative path, or null (missing, outside the folder, too big). */
  read(rel: string): string | null;
  /** The docs folder's file at this relative path (its real path, relative) when it may be copied, else null. */
  asset(rel: string): string | null;
  /** Remote imports the build answered itself (Google Fonts it serves or reported): dropped without a warning. */
  answeredImports?: ReadonlySet<string>;
}

export interface RewrittenCss {
  css: string;
  /** Files of the docs folder the stylesheet references, to copy into the site at the same path. */
  assets: string[];
}

/** From the rewritten stylesheets' folder (`_lectern/site/`) back to the site root. */
const TO_ROOT = '../../';
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const URL_FUNCTIONS = new Set(['url', 'src']);
const IMAGE_SETS = new Set(['image-set', '-webkit-image-set']);
/** `@import` chains deeper than this are left out: no real site nests that far, a generated one might. */
const MAX_IMPORT_DEPTH = 16;

type Decision = { keep: true } | { url: string } | { drop: true };

function hostOf(ref: string): string {
  try {
    return new URL(ref.startsWith('//') ? `https:${ref}` : ref).host || ref.split(':')[0] + ':';
  } catch {
    return ref.split(/[/?#]/)[0] || ref;
  }
}

function encodePath(rel: string): string {
  return rel.split('/').map(encodeURIComponent).join('/');
}

/** `url("...")` text: what could end the string is percent-encoded. */
function quoted(url: string): string {
  return url.replace(/["\\\n\r]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
}

/**
 * The references in a value node, grouped by the function a dropped one takes with it: the `url()` itself,
 * or the whole `image-set()` it sits in (a set missing one image is not the set the author wrote).
 */
function findRefs(
  node: ValueNode,
  unit: FunctionNode | null,
  units: Map<FunctionNode, { node: ValueNode; ref: string }[]>,
): void {
  if (node.type !== 'function') return;
  const name = node.value.toLowerCase();
  const add = (u: FunctionNode, ref: { node: ValueNode; ref: string }) =>
    units.set(u, [...(units.get(u) ?? []), ref]);
  if (URL_FUNCTIONS.has(name)) {
    const inner = node.nodes.find((n) => n.type === 'word' || n.type === 'string');
    add(unit ?? node, { node, ref: inner?.value ?? '' });
    return;
  }
  const set = IMAGE_SETS.has(name);
  const inSet = unit ?? (set ? node : null);
  for (const child of node.nodes) {
    // Only the set's own strings are images: `type("image/avif")` inside it is not.
    if (set && child.type === 'string') add(inSet!, { node: child, ref: child.value });
    findRefs(child, inSet, units);
  }
}

class Rewriter {
  readonly assets = new Set<string>();
  /** Remote references dropped, per file of the folder: one warning each. */
  private readonly remote = new Map<string, { hosts: Set<string>; line?: number }>();

  constructor(
    private readonly source: CssSource,
    private readonly diagnostics: Diagnostic[],
  ) {}

  private warn(code: string, file: string, line: number | undefined, message: string): void {
    this.diagnostics.push({ severity: 'warning', code, message, file, ...(line ? { line } : {}) });
  }

  private dropRemote(file: string, ref: string, line: number | undefined): void {
    const entry = this.remote.get(file) ?? { hosts: new Set<string>(), ...(line ? { line } : {}) };
    entry.hosts.add(hostOf(ref));
    this.remote.set(file, entry);
  }

  reportRemote(): void {
    for (const [file, { hosts, line }] of this.remote)
      this.warn(
        'REMOTE_CSS_DROPPED',
        file,
        line,
        `${file}: references to another host dropped (${[...hosts].join(', ')}): an exported site loads ` +
          'nothing from other hosts; copy the files into the docs folder instead',
      );
  }

  /** The docs folder's path a reference written in `file` points at (browsers stop `..` at the root). */
  private target(file: string, ref: string): { rel: string; suffix: string } {
    const m = /^([^?#]*)(.*)$/s.exec(ref)!;
    let p = m[1];
    try {
      p = decodeURIComponent(p);
    } catch {
      // Not percent-encoding: read as written.
    }
    const joined = p.startsWith('/') ? p : path.posix.join(path.posix.dirname(file), p);
    return { rel: path.posix.normalize(`/${joined}`).replace(/^\/+/, ''), suffix: m[2] };
  }

  private decide(file: string, ref: string, line: number | undefined): Decision {
    const trimmed = ref.trim();
    if (trimmed === '' || trimmed.startsWith('#') || /^data:/i.test(trimmed)) return { keep: true };
    if (EXTERNAL.test(trimmed)) {
      this.dropRemote(file, trimmed, line);
      return { drop: true };
    }
    const { rel, suffix } = this.target(file, trimmed);
    const found = rel.includes('\0') ? null : this.source.asset(rel);
    if (!found) {
      this.warn('ASSET_NOT_FOUND', file, line, `${file}: url("${trimmed}") not found in the docs folder`);
      return { drop: true };
    }
    this.assets.add(found);
    return { url: quoted(`${TO_ROOT}${encodePath(found)}${suffix}`) };
  }

  /** A declaration's value with its references rewritten; '' when nothing of it is left, null if unchanged. */
  rewriteValue(file: string, value: string, line: number | undefined): string | null {
    if (!/\b(?:url|src|image-set)\(/i.test(value)) return null;
    const parsed = valueParser(value);
    // Top-level comma-separated items (background layers, @font-face sources, cursor fallbacks).
    const items: ValueNode[][] = [[]];
    for (const node of parsed.nodes) {
      if (node.type === 'div' && node.value === ',') items.push([]);
      else items[items.length - 1].push(node);
    }
    let changed = false;
    const dropped = new Set<ValueNode[]>();
    for (const item of items) {
      const units = new Map<FunctionNode, { node: ValueNode; ref: string }[]>();
      for (const node of item) findRefs(node, null, units);
      for (const [unit, refs] of units) {
        const decisions = refs.map((r) => ({ ...r, d: this.decide(file, r.ref, line) }));
        if (decisions.some((x) => 'drop' in x.d)) {
          changed = true;
          if (items.length > 1) dropped.add(item);
          else Object.assign(unit, { type: 'word', value: 'none', nodes: undefined });
          continue;
        }
        for (const { node, d } of decisions) {
          if (!('url' in d)) continue;
          changed = true;
          if (node.type === 'string') node.value = d.url;
          else if (node.type === 'function')
            Object.assign(node, {
              before: '',
              after: '',
              nodes: [{ type: 'string', quote: '"', value: d.url, sourceIndex: 0, sourceEndIndex: 0 }],
            });
        }
      }
    }
    if (!changed) return null;
    return items
      .filter((item) => !dropped.has(item))
      .map((item) => valueParser.stringify(item).trim())
      .join(', ');
  }

  /** `@import` conditions (`layer(x) supports(y) screen`) as the rules wrapping the inlined sheet. */
  private wrap(rule: AtRule, nodes: ChildNode[], conditions: ValueNode[]): ChildNode[] {
    let layer: string | null = null;
    let supports: string | null = null;
    const media: ValueNode[] = [];
    for (const node of conditions) {
      if ((node.type === 'space' || node.type === 'comment') && media.length === 0) continue;
      if (node.type === 'word' && node.value.toLowerCase() === 'layer' && media.length === 0) layer = '';
      else if (node.type === 'function' && node.value.toLowerCase() === 'layer' && media.length === 0)
        layer = valueParser.stringify(node.nodes).trim();
      else if (node.type === 'function' && node.value.toLowerCase() === 'supports' && media.length === 0) {
        const cond = valueParser.stringify(node.nodes).trim();
        supports = cond.startsWith('(') || /^(?:not|selector)\b/i.test(cond) ? cond : `(${cond})`;
      } else media.push(node);
    }
    const mediaText = valueParser.stringify(media).trim();
    let out: ChildNode[] = nodes;
    const around = (name: string, params: string) => {
      const wrapper = postcss.atRule({
        name,
        params,
        source: rule.source,
        raws: { afterName: params ? ' ' : '', between: ' ' },
      });
      wrapper.append(out);
      out = [wrapper];
    };
    if (mediaText) around('media', mediaText);
    if (supports !== null) around('supports', supports);
    if (layer !== null) around('layer', layer);
    return out;
  }

  private inlineImport(file: string, rule: AtRule, chain: string[]): void {
    const line = rule.source?.start?.line;
    const params = valueParser(rule.params).nodes;
    const at = params.findIndex((n) => n.type !== 'space' && n.type !== 'comment');
    const first = params[at];
    const ref =
      first?.type === 'string'
        ? first.value
        : first?.type === 'function' && first.value.toLowerCase() === 'url'
          ? (first.nodes.find((n) => n.type === 'word' || n.type === 'string')?.value ?? '')
          : null;
    if (ref === null) return;
    const trimmed = ref.trim();
    if (/^data:/i.test(trimmed)) return;
    if (EXTERNAL.test(trimmed)) {
      if (!this.source.answeredImports?.has(trimmed)) this.dropRemote(file, trimmed, line);
      rule.remove();
      return;
    }
    const { rel } = this.target(file, trimmed);
    const found = rel.includes('\0') ? null : this.source.asset(rel);
    const text = found ? this.source.read(found) : null;
    if (!found || text === null) {
      this.warn('ASSET_NOT_FOUND', file, line, `${file}: @import "${trimmed}" not found in the docs folder`);
      rule.remove();
      return;
    }
    if (chain.includes(found) || chain.length >= MAX_IMPORT_DEPTH) {
      this.warn(
        'CSS_IMPORT_CYCLE',
        file,
        line,
        `${file}: @import "${trimmed}" imports a sheet already being read`,
      );
      rule.remove();
      return;
    }
    const child = this.sheet(found, text, [...chain, found]);
    if (!child) {
      rule.remove();
      return;
    }
    child.walkAtRules('charset', (c) => {
      c.remove();
    });
    const conditions = params.slice(at + 1);
    rule.replaceWith(this.wrap(rule, child.nodes.slice(), conditions));
  }

  /** Parses and rewrites one file; null when it does not parse (reported with its line). */
  sheet(file: string, text: string, chain: string[]): Root | null {
    let root: Root;
    try {
      root = postcss.parse(text, { from: file });
    } catch (err) {
      if (!(err instanceof CssSyntaxError)) throw err;
      this.warn('CSS_PARSE_ERROR', file, err.line, `${file}: ${err.reason}; the stylesheet is left out`);
      return null;
    }
    const imports: AtRule[] = [];
    root.walkAtRules(/^import$/i, (rule) => {
      imports.push(rule);
    });
    // Imports first, so the rules they bring in are not walked again (their references are already rewritten).
    const own: Declaration[] = [];
    root.walkDecls((decl) => {
      own.push(decl);
    });
    for (const rule of imports) this.inlineImport(file, rule, chain);
    for (const decl of own) {
      const next = this.rewriteValue(file, decl.value, decl.source?.start?.line);
      if (next === '') decl.remove();
      else if (next !== null) decl.value = next;
    }
    return root;
  }
}

/**
 * Rewrites the stylesheet `file` (relative to the docs folder) for the site's asset folder; null when it does
 * not parse. Problems are added to `diagnostics` with the file and line.
 */
export function rewriteSiteCss(
  file: string,
  text: string,
  source: CssSource,
  diagnostics: Diagnostic[],
): RewrittenCss | null {
  const rewriter = new Rewriter(source, diagnostics);
  const root = rewriter.sheet(file, text, [file]);
  rewriter.reportRemote();
  return root ? { css: root.toString(), assets: [...rewriter.assets].sort() } : null;
}
