/** Generated endpoint page paths as Mintlify builds them, and `x-group` tag labels. */
import { describe, expect, test } from 'vitest';
import type { OperationSummary } from '../openapi/index.js';
import { operationPagePath, operationSlug, pathSegment, tagLabel } from './operation-path.js';

const op = (over: Partial<OperationSummary>): OperationSummary => ({
  method: 'GET',
  path: '/users',
  tags: [],
  deprecated: false,
  hidden: false,
  excluded: false,
  ...over,
});

describe('pathSegment (Mintlify prepareStringToBeValidFilename)', () => {
  test.each([
    // Formbricks links `/api-reference/client-api--display/create-display`: ` - ` leaves a double hyphen.
    ['Client API - Display', 'client-api--display'],
    ['Create Display', 'create-display'],
    // Formbricks' older scraped pages: `client-api->-people/create-person.mdx`.
    ['Client API > People', 'client-api->-people'],
    ["Fetch a user's teams (v2).", 'fetch-a-users-teams-v2'],
    ['Move files/folders, in bulk', 'move-filesfolders-in-bulk'],
    ['-Trim one dash each side-', 'trim-one-dash-each-side'],
    ['Drop {param} parts', 'drop--parts'],
    ['Keep ünïcode & colons: yes', 'keep-ünïcode-&-colons:-yes'],
  ])('%s -> %s', (text, slug) => expect(pathSegment(text)).toBe(slug));

  test('characters a link cannot carry in its path are dropped; nothing left is no segment', () => {
    expect(pathSegment('What is new? #1 100%')).toBe('what-is-new-1-100');
    expect(pathSegment('(.)')).toBeUndefined();
    expect(pathSegment('')).toBeUndefined();
    expect(pathSegment(undefined)).toBeUndefined();
  });
});

describe('operation page paths', () => {
  test('directory / first tag / summary', () => {
    const create = op({ method: 'POST', summary: 'Create Display', tags: ['Client API - Display', 'x'] });
    expect(operationPagePath('/api-reference/', create)).toBe(
      'api-reference/client-api--display/create-display',
    );
  });

  test('no summary: method and path, parameters cut out; no tag: no tag folder', () => {
    const remove = op({ method: 'DELETE', path: '/users/{id}', operationId: 'deleteUser' });
    expect(operationSlug(remove)).toBe('delete-users');
    expect(operationPagePath('api', remove)).toBe('api/delete-users');
    expect(operationSlug(op({ path: '/v1/{org}/members' }))).toBe('get-v1-members');
    expect(operationSlug(op({ path: '/' }))).toBe('get-');
  });

  test('a webhook without a summary is named by its name', () => {
    expect(operationSlug(op({ method: 'WEBHOOK', path: 'New Pet' }))).toBe('new-pet');
    expect(operationSlug(op({ method: 'WEBHOOK', path: 'New Pet', summary: 'Pet added' }))).toBe('pet-added');
  });

  test('a summary that leaves nothing falls back to method and path', () => {
    expect(operationSlug(op({ summary: '...' }))).toBe('get-users');
  });
});

describe('tagLabel', () => {
  const doc = {
    tags: [{ name: 'user-management', 'x-group': 'User Management' }, { name: 'plain' }, null, 'odd'],
  };
  test('x-group names the group; the tag name stays otherwise', () => {
    expect(tagLabel(doc, 'user-management')).toBe('User Management');
    expect(tagLabel(doc, 'plain')).toBe('plain');
    expect(tagLabel({}, 'none')).toBe('none');
  });
});
