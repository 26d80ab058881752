import { describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { remoteSpecPlaces } from './remote-spec-places.js';
import { tempSite } from './temp-site.test-support.js';

const sites = {
  'docs.json': tempSite('remote-spec-places'),
  'mint.json': tempSite('remote-spec-places-mint'),
};

function places(file: 'docs.json' | 'mint.json', config: unknown) {
  const site = sites[file];
  site.write(file, JSON.stringify(config));
  site.write('index.mdx', '# Home\n');
  const found = remoteSpecPlaces(loadSiteConfig(site.src));
  return [...found].map(([url, where]) => [url, where.map((w) => w.message('here'))]);
}

describe('remoteSpecPlaces', () => {
  test('finds each URL of api.openapi and of the navigation at any depth, once, with where it is written', () => {
    expect(
      places('docs.json', {
        name: 'A',
        api: { openapi: ['local.json', { source: 'https://a.example/v1.yaml' }] },
        navigation: {
          tabs: [
            { tab: 'One', groups: [{ group: 'G', pages: ['index'], openapi: 'https://a.example/v1.yaml' }] },
            { tab: 'Two', openapi: { source: '//b.example/spec.json', directory: 'two' } },
          ],
        },
      }),
    ).toEqual([
      [
        'https://a.example/v1.yaml',
        ['docs.json: api.openapi: here', 'docs.json: navigation.tabs[0].groups[0].openapi: here'],
      ],
      ['https://b.example/spec.json', ['docs.json: navigation.tabs[1].openapi.source: here']],
    ]);
  });

  test("names mint.json's top-level openapi as mint.json does", () => {
    expect(
      places('mint.json', {
        name: 'A',
        openapi: 'https://a.example/openapi.json',
        navigation: [{ group: 'G', pages: ['index'] }],
      }),
    ).toEqual([['https://a.example/openapi.json', ['mint.json: openapi: here']]]);
  });
});
