import fs from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { pathForms } from './alternates.js';
import { fixtureTmpRoot, prepareFixture } from './fixtures.test-support.js';
import { buildNav, NavPayloads } from './index.js';

const tmpRoot = fixtureTmpRoot();
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));

function alternatesIn(fixture: string) {
  const dir = prepareFixture(fixture, tmpRoot);
  const nav = buildNav(loadSiteConfig(dir), dir);
  const payloads = new NavPayloads(nav.tree);
  return (path: string) => {
    const entry = nav.pages.find((p) => p.path === path)!;
    return Object.fromEntries(
      payloads.alternates(entry.path, entry.sectionIds).map((a) => [a.language, a.path]),
    );
  };
}

describe('pathForms', () => {
  test('takes the code segment out wherever it is, keeping then dropping what comes before', () => {
    const forms = (path: string, codes: string[]) => {
      const f = pathForms(path, codes);
      return f.coded ? [f.inPlace, f.bare] : null;
    };
    expect(forms('v1.15.22/ar/installation', ['ar'])).toEqual(['v1.15.22/installation', 'installation']);
    expect(forms('l/fr/developers/api', ['fr'])).toEqual(['l/developers/api', 'developers/api']);
    expect(forms('fr/quickstart', ['fr'])).toEqual(['quickstart', 'quickstart']);
    expect(forms('fr/index', ['fr'])).toEqual(['index', 'index']);
    expect(forms('fr', ['fr'])).toEqual(['index', 'index']);
    expect(forms('zh/guide', ['cn', 'zh'])).toEqual(['guide', 'guide']);
    expect(forms('guides/intro', ['en'])).toBeNull();
    // A folder named with a fuller tag of the language (openclaw: zh-Hans pages in zh-CN/, ja in ja-JP/).
    expect(forms('zh-CN/start/x', ['zh-Hans', 'zh-Hans'])).toEqual(['start/x', 'start/x']);
    expect(forms('ja-JP/index', ['ja', 'ja'])).toEqual(['index', 'index']);
    // Only tag-shaped folder names: a plain folder sharing the letters is not a language.
    expect(forms('go/intro', ['ga', 'ga'])).toBeNull();
    expect(forms('en-US/intro', ['fr', 'fr'])).toBeNull();
  });
});

describe('language alternates', () => {
  test('a code after a version segment is swapped in place', () => {
    const of = alternatesIn('languages-in-path');
    expect(of('v1/ar/install')).toEqual({ en: 'v1/en/install', ar: 'v1/ar/install', ko: 'v1/ko/install' });
    // The same version's page, not another version's (Korean has no Edge).
    expect(of('edge/ar/install')).toEqual({ en: 'edge/en/install', ar: 'edge/ar/install' });
    expect(of('v1/ko/intro')).toEqual({ en: 'v1/en/intro', ar: 'v1/ar/intro', ko: 'v1/ko/intro' });
    expect(of('v1/en/only-english')).toEqual({ en: 'v1/en/only-english' });
  });

  test('a page listed in two languages is the alternate of neither but the one showing it', () => {
    const of = alternatesIn('languages-in-path');
    expect(of('index')).toEqual({ en: 'index' });
  });

  test('a language under a prefix and one at the root', () => {
    const of = alternatesIn('languages-root-prefix');
    expect(of('l/fr/developers/extend/api')).toEqual({
      en: 'developers/extend/api',
      fr: 'l/fr/developers/extend/api',
    });
    expect(of('developers/extend/api')).toEqual({
      en: 'developers/extend/api',
      fr: 'l/fr/developers/extend/api',
    });
    expect(of('developers/extend/webhooks')).toEqual({ en: 'developers/extend/webhooks' });
    expect(of('intro')).toEqual({ en: 'intro' });
  });

  test('a language at the root and one under its code', () => {
    const of = alternatesIn('language-chrome');
    expect(of('fr/quickstart')).toEqual({ en: 'quickstart', fr: 'fr/quickstart' });
    expect(of('index')).toEqual({ en: 'index', fr: 'fr/index' });
  });

  test('languages kept in folders named with a regional tag (zh-CN for zh-Hans, ja-JP for ja)', () => {
    const of = alternatesIn('languages-regional-folders');
    expect(of('zh-CN/start/getting-started')).toEqual({
      en: 'start/getting-started',
      'zh-Hans': 'zh-CN/start/getting-started',
      ja: 'ja-JP/start/getting-started',
    });
    expect(of('go/intro')).toEqual({ en: 'go/intro' });
  });
});
