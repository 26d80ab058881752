/**
 * A field's bounds. OpenAPI 3.0 makes `minimum`/`maximum` exclusive with a boolean `exclusiveMinimum`/
 * `exclusiveMaximum`; 3.1 gives the exclusive bound as that keyword's own number. A refill amount written
 * `minimum: 0, exclusiveMinimum: true` read "min: 0" (0 allowed), and a 3.1 `exclusiveMinimum: 0` showed no
 * bound at all.
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { factsLine, fieldFacts } from './field-facts.js';
import type { Schema } from './refs.js';
import { newContext } from './schema.js';

const line = (schema: Schema, openapi = '3.0.3') =>
  toHtml({ type: 'root', children: factsLine(fieldFacts(newContext({ openapi, paths: {} }), schema)) });

describe("a field's bounds", () => {
  it('are inclusive unless marked', () => {
    expect(line({ type: 'integer', minimum: 16, maximum: 255 })).toBe('min: 16 · max: 255');
    expect(line({ type: 'integer', minimum: 1, exclusiveMinimum: false })).toBe('min: 1');
  });

  it('say so when OpenAPI 3.0 marks them exclusive', () => {
    expect(line({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toBe('exclusive min: 0');
    expect(line({ type: 'number', minimum: 0, maximum: 1, exclusiveMaximum: true })).toBe(
      'min: 0 · exclusive max: 1',
    );
  });

  it('show an OpenAPI 3.1 exclusive bound, given as a number', () => {
    expect(line({ type: 'integer', exclusiveMinimum: 0 }, '3.1.0')).toBe('exclusive min: 0');
    expect(line({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 100 }, '3.1.0')).toBe(
      'exclusive min: 0 · exclusive max: 100',
    );
  });
});
