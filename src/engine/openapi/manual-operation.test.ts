/**
 * A manual page's nested ParamFields in its request body: those in a ParamField's `<Expandable>` (recorded
 * with `within`, the names around them) and dotted names (`user.name`, `items[].sku`).
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { renderManualEndpoint, type ApiSettings, type ManualParam } from './index.js';
import { manualOperation } from './manual-operation.js';

const ENDPOINT = { method: 'POST', path: '/v1/things', servers: ['https://api.test'] };

const request = (params: ManualParam[], settings?: ApiSettings) =>
  manualOperation(ENDPOINT, params, settings ? { settings } : {}).shape;
const body = (params: ManualParam[], settings?: ApiSettings) => request(params, settings).body;

describe('nested body fields', () => {
  it('are the properties of the field they are nested in, as deep as written', () => {
    expect(
      body([
        { in: 'body', name: 'user', type: 'object', required: true },
        { in: 'body', name: 'name', type: 'string', placeholder: 'Ada', within: ['user'] },
        { in: 'body', name: 'age', type: 'integer', within: ['user'] },
        { in: 'body', name: 'admin', type: 'boolean', within: ['user'] },
        { in: 'body', name: 'address', type: 'object', within: ['user'] },
        { in: 'body', name: 'zip', type: 'number', default: '0150', within: ['user', 'address'] },
        { in: 'body', name: 'note', type: 'string' },
      ]),
    ).toEqual({
      user: { name: 'Ada', age: 123, admin: true, address: { zip: 150 } },
      note: '<string>',
    });
  });

  it('make an `object[]` or `array` field a list of one such object', () => {
    expect(
      body([
        { in: 'body', name: 'items', type: 'object[]' },
        { in: 'body', name: 'sku', type: 'string', within: ['items'] },
        { in: 'body', name: 'rows', type: 'array' },
        { in: 'body', name: 'cells', type: 'integer[]', within: ['rows'] },
      ]),
    ).toEqual({ items: [{ sku: '<string>' }], rows: [{ cells: [123] }] });
  });

  it('make a field of a made-up type an object (the documentation’s `User Object`), or of no type', () => {
    expect(
      body([
        { in: 'body', name: 'user', type: 'User Object' },
        { in: 'body', name: 'full_name', type: 'string', within: ['user'] },
        { in: 'body', name: 'meta' },
        { in: 'body', name: 'source', within: ['meta'] },
      ]),
    ).toEqual({ user: { full_name: '<string>' }, meta: { source: '<string>' } });
  });

  it('leave a field the author typed as a scalar as written', () => {
    expect(
      body([
        { in: 'body', name: 'mode', type: 'string', default: 'fast' },
        { in: 'body', name: 'speed', type: 'integer', within: ['mode'] },
        { in: 'body', name: 'ids', type: 'string[]' },
        { in: 'body', name: 'kind', within: ['ids'] },
      ]),
    ).toEqual({ mode: 'fast', ids: ['<string>'] });
  });

  it('keep a written JSON default of the object over the properties', () => {
    expect(
      body([
        { in: 'body', name: 'opts', type: 'object', default: '{"x":1}' },
        { in: 'body', name: 'y', type: 'integer', within: ['opts'] },
      ]),
    ).toEqual({ opts: { x: 1 } });
  });

  it('with `defaults: required`, keep only required fields at every depth', () => {
    const params: ManualParam[] = [
      { in: 'body', name: 'user', type: 'object', required: true },
      { in: 'body', name: 'name', type: 'string', required: true, within: ['user'] },
      { in: 'body', name: 'age', type: 'integer', within: ['user'] },
      { in: 'body', name: 'extra', type: 'object' },
      { in: 'body', name: 'flag', type: 'boolean', required: true, within: ['extra'] },
    ];
    expect(body(params, { defaults: 'required' })).toEqual({ user: { name: '<string>' } });
  });
});

describe('dotted body names', () => {
  it('nest under the field they name, declared or not, in the order first named', () => {
    expect(
      body([
        { in: 'body', name: 'shipping', type: 'object' },
        { in: 'body', name: 'shipping.method', type: 'string', default: 'post' },
        { in: 'body', name: 'customer.address.city', type: 'string' },
        { in: 'body', name: 'shipping.express', type: 'boolean' },
      ]),
    ).toEqual({
      shipping: { method: 'post', express: true },
      customer: { address: { city: '<string>' } },
    });
  });

  it('inside their parent may repeat its path', () => {
    expect(
      body([
        { in: 'body', name: 'user', type: 'object' },
        { in: 'body', name: 'user.name', type: 'string', within: ['user'] },
        { in: 'body', name: 'user.tags', type: 'string[]', within: ['user'] },
      ]),
    ).toEqual({ user: { name: '<string>', tags: ['<string>'] } });
  });

  it('mark a list with `[]`', () => {
    expect(
      body([
        { in: 'body', name: 'items[].sku', type: 'string', required: true },
        { in: 'body', name: 'items[].qty', type: 'integer', default: '2' },
      ]),
    ).toEqual({ items: [{ sku: '<string>', qty: 2 }] });
  });

  it('make an undeclared parent required when a field under it is', () => {
    const params: ManualParam[] = [
      { in: 'body', name: 'a.b', type: 'string', required: true },
      { in: 'body', name: 'c.d', type: 'string' },
    ];
    expect(body(params, { defaults: 'required' })).toEqual({ a: { b: '<string>' } });
  });
});

describe('fields nested in a query, path or header field', () => {
  const params: ManualParam[] = [
    { in: 'query', name: 'filter', type: 'string', default: 'all' },
    { in: 'query', name: 'status', type: 'string', default: 'open', within: ['filter'] },
    { in: 'header', name: 'X-Opts', type: 'string' },
    { in: 'header', name: 'level', type: 'integer', within: ['X-Opts'] },
    { in: 'body', name: 'name', type: 'string' },
  ];

  it('are neither parameters nor in the body', () => {
    const shape = request(params);
    expect(shape.query).toEqual([['filter', 'all']]);
    expect(shape.headers.map(([name]) => name)).toEqual(['X-Opts', 'Content-Type']);
    expect(shape.body).toEqual({ name: '<string>' });
  });

  it('give no playground input its starting value, even one of the same name', () => {
    const html = toHtml(
      renderManualEndpoint(
        {
          api: 'GET https://api.test/v1/things',
          params: [
            ...params,
            { in: 'query', name: 'limit', default: '10' },
            { in: 'query', name: 'limit', default: '99', within: ['filter'] },
          ],
        },
        { mode: 'interactive', allowed: true, settings: { prefill: true } },
      )!,
    );
    expect(html).toMatch(/<input[^>]* name="filter"[^>]* value="all"/);
    expect(html).toMatch(/<input[^>]* name="limit"[^>]* value="10"/);
    expect(html).not.toMatch(/ name="status"/);
    expect(html).not.toMatch(/ name="level"/);
  });
});
