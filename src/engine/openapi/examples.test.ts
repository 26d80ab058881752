/** The request the generated samples show (`requestShape`) and the samples written from it. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { curlSample, loadOpenApi, pythonSample, requestShape } from './index.js';
import { getOperation } from './operations.js';

const dir = mkdtempSync(join(tmpdir(), 'lectern-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function load(spec: object) {
  writeFileSync(join(dir, 'spec.json'), JSON.stringify(spec));
  return loadOpenApi(dir, 'spec.json');
}

describe('requestShape', () => {
  it('sends Content-Type once when the spec also lists it as a header parameter', () => {
    const doc = load({
      openapi: '3.0.0',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/items': {
          post: {
            parameters: [
              { in: 'header', name: 'x-api-key', schema: { type: 'string', example: '{{apiKey}}' } },
              { in: 'header', name: 'content-type', schema: { type: 'string', example: 'application/json' } },
            ],
            requestBody: {
              content: { 'application/json': { schema: { type: 'object', example: { a: 1 } } } },
            },
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    });
    const shape = requestShape(doc, getOperation(doc, 'POST', '/items')!, [], {
      contentType: 'application/json',
      example: { a: 1 },
    });
    expect(shape.headers.filter(([k]) => k.toLowerCase() === 'content-type')).toHaveLength(1);
    expect(curlSample(shape).match(/content-type/gi)).toHaveLength(1);
    expect(pythonSample(shape).match(/content-type/gi) ?? []).toHaveLength(0);
  });
});
