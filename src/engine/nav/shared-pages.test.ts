import { describe, expect, test } from 'vitest';
import type { NavNode, NavSection } from '../types.js';
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
