/**
 * Icons outside page content, checked once per build: navigation (groups, tabs, anchors, dropdowns, global
 * and menu links, a language's navbar), the navbar, custom page-menu options and page frontmatter `icon:`
 * (the sidebar shows it). The layout draws them on every page and has nowhere to report to, so an icon it
 * cannot draw, or draws with a stand-in, is reported here: once per name, at its first use.
 */
import type { ConfigChecker, KeyPath, SiteConfig } from '../config/index.js';
import type { Diagnostic, NavNode, NavSection, NavTree } from '../types.js';
import { iconProblem, type IconLibrary } from './index.js';

export interface NavIconInput {
  config: Pick<SiteConfig, 'navigation' | 'navbar' | 'contextual' | 'icons'>;
  checker: Pick<ConfigChecker, 'message' | 'fileFor'>;
  tree: NavTree;
  /** A listed page's source file (`guides/intro.mdx`); null or undefined for generated pages. */
  pageFile: (path: string) => string | null | undefined;
}

interface IconUse {
  name: string;
  /** The message with the problem's text put in: `docs.json: navigation.groups[0].icon: <text>`. */
  at: (text: string) => string;
  file?: string;
}

export function navIconDiagnostics(input: NavIconInput): Diagnostic[] {
  const uses = collectUses(input);
  const byName = new Map<string, IconUse[]>();
  for (const use of uses) byName.set(use.name, [...(byName.get(use.name) ?? []), use]);
  const library: IconLibrary = input.config.icons.library;
  const out: Diagnostic[] = [];
  for (const [name, [first, ...others]] of byName) {
    const problem = iconProblem(name, library);
    if (!problem) continue;
    out.push({
      severity: 'warning',
      code: problem.code,
      message: first.at(problem.message + alsoUsed(first, others)),
      ...(first.file ? { file: first.file } : {}),
    });
  }
  return out;
}

/** ` (used 2 more times, also in guides/a.mdx)`: how many other uses, and the other files among them. */
function alsoUsed(first: IconUse, others: IconUse[]): string {
  if (others.length === 0) return '';
  const files = [...new Set(others.map((u) => u.file))].filter((f): f is string => !!f && f !== first.file);
  const listed = files.length > 3 ? `${files.slice(0, 3).join(', ')}...` : files.join(', ');
  return ` (used ${others.length} more time${others.length > 1 ? 's' : ''}${listed ? `, also in ${listed}` : ''})`;
}

function collectUses({ config, checker, tree, pageFile }: NavIconInput): IconUse[] {
  const uses: IconUse[] = [];
  const atKey = (name: string, keyPath: KeyPath) =>
    uses.push({ name, at: (text) => checker.message(keyPath, text), file: checker.fileFor(keyPath) });
  // Every `icon` in docs.json's navigation, with its key path (a `$ref` include names its own file).
  const walk = (value: unknown, keyPath: KeyPath) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...keyPath, i]));
    else if (value !== null && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        const name = key === 'icon' ? iconName(v) : undefined;
        if (name) atKey(name, [...keyPath, key]);
        else walk(v, [...keyPath, key]);
      }
  };
  walk(config.navigation, ['navigation']);
  for (const link of config.navbar.links)
    if (link.icon) {
      const keyPath = ['navbar', 'links'];
      const name = link.icon.trim();
      uses.push({
        name,
        at: (text) => checker.message(keyPath, `link "${link.label}": ${text}`),
        file: checker.fileFor(keyPath),
      });
    }
  for (const option of config.contextual?.options ?? [])
    if (typeof option === 'object' && option.icon) {
      const keyPath = ['contextual', 'options'];
      uses.push({
        name: option.icon.trim(),
        at: (text) => checker.message(keyPath, `option "${option.title}": ${text}`),
        file: checker.fileFor(keyPath),
      });
    }
  // Frontmatter icons (and `x-mint` ones of generated pages) reach docs.json's navigation only in the tree.
  const nodes = (list: NavNode[]) => {
    for (const node of list) {
      if (node.kind === 'group') nodes(node.children);
      else if (node.kind === 'page' && node.icon) {
        const file = pageFile(node.path) ?? undefined;
        const where = file ? `${file}: frontmatter icon` : `page "${node.path}"`;
        uses.push({ name: node.icon.trim(), at: (text) => `${where}: ${text}`, file });
      } else if (node.kind === 'link' && node.icon && !uses.some((u) => u.name === node.icon!.trim())) {
        // A page with `url:` frontmatter is listed as a link; docs.json's links were met by the walk above.
        uses.push({ name: node.icon.trim(), at: (text) => `sidebar link "${node.title}": ${text}` });
      }
    }
  };
  const sections = (list: NavSection[]) => {
    for (const section of list) {
      nodes(section.children);
      sections(section.sections);
    }
  };
  sections(tree.sections);
  nodes(tree.root);
  return uses.filter((u) => u.name !== '');
}

function iconName(icon: unknown): string | undefined {
  if (typeof icon === 'string') return icon.trim();
  if (icon !== null && typeof icon === 'object' && typeof (icon as { name?: unknown }).name === 'string')
    return (icon as { name: string }).name.trim();
  return undefined;
}
