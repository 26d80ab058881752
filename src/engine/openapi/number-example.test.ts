/**
 * The number a generated sample or the playground's prefilled body shows for a numeric field with no example
 * of its own must be one the API accepts: its minimum, unless that bound is exclusive (OpenAPI 3.0's
 * `exclusiveMinimum: true`, 3.1's numeric `exclusiveMinimum`), where the minimum itself is refused (a refill
 * amount of `minimum: 0, exclusiveMinimum: true` was sent as 0); and not the usual 123 above a maximum.
 */
import { describe, expect, it } from 'vitest';
import { exampleFor } from './examples.js';
import type { OpenApiDoc } from './load.js';

const doc: OpenApiDoc = { openapi: '3.1.0', paths: {} };
const example = (schema: object) => exampleFor(doc, schema);

describe('a generated number', () => {
  it('is the minimum when the minimum is allowed', () => {
    expect(example({ type: 'integer', minimum: 16, maximum: 255 })).toBe(16);
    expect(example({ type: 'integer', minimum: 1, exclusiveMinimum: false })).toBe(1);
    expect(example({ type: 'integer' })).toBe(123);
  });

  it('lies above an exclusive minimum', () => {
    expect(example({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toBe(1);
    expect(example({ type: 'integer', exclusiveMinimum: 0 })).toBe(1);
    expect(example({ type: 'number', exclusiveMinimum: 2.5 })).toBe(3.5);
  });

  it('stays within a maximum', () => {
    expect(example({ type: 'integer', maximum: 100 })).toBe(100);
    expect(example({ type: 'integer', maximum: 100, exclusiveMaximum: true })).toBe(99);
    expect(example({ type: 'integer', exclusiveMaximum: 10 })).toBe(9);
    expect(example({ type: 'integer', maximum: 1000 })).toBe(123);
  });
});
