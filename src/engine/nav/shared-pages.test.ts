import fs from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import type { NavNode, NavSection } from '../types.js';
import { fixtureTmpRoot, prepareFixture } from './fixtures.test-support.js';
import { buildNav } from './index.js';
import { pageOwners } from './shared-pages.js';

const page = (path: string): NavNode => ({ kind: 'page', path, title: path });
const section = (id: string, children: NavNode[], extra: Partial<NavSection> = {}): NavSection => ({
  kind: 'version',
  id,
  title: id,
  children,
  sections: [],
  ...extra,
});

describe('pageOwners', () => {
  test('the default section shows a page every section lists, else the first', () => {
    const sections = [section('Edge', [page('index')]), section('v2', [page('index')], { isDefault: true })];
    expect(pageOwners({ root: [], sections }).get('index')?.sectionIds).toEqual(['v2']);
    sections[1]!.isDefault = undefined;
    expect(pageOwners({ root: [], sections }).get('index')?.sectionIds).toEqual(['Edge']);
  });

  test('defaults count level by level, outermost first', () => {
    const lang = (id: string, isDefault: boolean) =>
      section(id, [], {
        kind: 'language',
        isDefault,
        sections: [
          section(`${id}/v1`, [page('index')]),
          section(`${id}/v2`, [page('index')], { isDefault: true }),
        ],
      });
    const owners = pageOwners({ root: [], sections: [lang('en', false), lang('fr', true)] });
    expect(owners.get('index')?.sectionIds).toEqual(['fr', 'fr/v2']);
  });

  test('a visible listing wins over a hidden section or group', () => {
    const hiddenGroup: NavNode = { kind: 'group', title: 'Drafts', hidden: true, children: [page('faq')] };
    const owners = pageOwners({
      root: [],
      sections: [
        section('v2', [hiddenGroup, page('setup')], { isDefault: true }),
        section('v1', [page('faq')]),
        section('old', [page('setup')], { hidden: true }),
      ],
    });
    expect(owners.get('faq')).toEqual({ sectionIds: ['v1'], hidden: false });
    expect(owners.get('setup')).toEqual({ sectionIds: ['v2'], hidden: false });
  });

  test('a page listed outside every section is shown there', () => {
    const owners = pageOwners({ root: [page('index')], sections: [section('v1', [page('index')])] });
    expect(owners.get('index')?.sectionIds).toEqual([]);
  });
});

describe('pages shared by sections carry the other sections as contexts', () => {
  const tmpRoot = fixtureTmpRoot();
  afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));
  const nav = (name: string) => {
    const dir = prepareFixture(name, tmpRoot);
    const loaded = loadSiteConfig(dir);
    return { nav: buildNav(loaded, dir), warnings: loaded.checker.warnings };
  };

  test("each visible listing but the owner's, once; none for a page listed once or only hidden elsewhere", () => {
    const { nav: result } = nav('versions-shared-pages');
    const contexts = (path: string) => result.pages.find((p) => p.path === path)?.contexts;
    // Listed in Edge, v2 (the default: its owner), v1, Archive and the hidden version Old.
    expect(contexts('index')).toEqual([['Edge', 'Edge/Home'], ['v1', 'v1/Home'], ['Archive']]);
    expect(contexts('shared/secret')).toEqual([['Edge', 'Edge/Docs']]);
    // Shown in v1; Edge lists it in a hidden group only.
    expect(contexts('shared/faq')).toBeUndefined();
    expect(contexts('v1/intro')).toBeUndefined();
  });

  test('a switcher entry opening a shared page names its own listing, and no warning tells to add a page', () => {
    const { nav: result, warnings } = nav('versions-shared-pages');
    const edge = result.tree.sections.find((s) => s.id === 'Edge')!;
    expect(edge.sections.find((s) => s.id === 'Edge/Home')?.firstPageContext).toEqual(['Edge', 'Edge/Home']);
    expect(result.tree.sections.find((s) => s.id === 'Archive')?.firstPageContext).toEqual(['Archive']);
    // Sections with pages of their own open those.
    expect(edge.firstPageContext).toBeUndefined();
    expect(warnings.filter((w) => w.code === 'NAV_SHARED_PAGE')).toEqual([]);
  });

  test('pages shared across languages carry no context, and the warning stays', () => {
    const { nav: result, warnings } = nav('languages-root-prefix');
    expect(result.pages.find((p) => p.path === 'intro')?.contexts).toBeUndefined();
    expect(warnings.map((w) => w.code)).toContain('NAV_SHARED_PAGE');
  });
});
