import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Stands in for a parameter while the query is built; no real value looks like it. */
const PLACEHOLDER = '\u0000lectern-parameter-';

/**
 * A hot query (one run on every API request) built and compiled once, then run with fresh parameters.
 * Kysely otherwise rebuilds and recompiles the query tree on every call, which profiling showed costs
 * more than SQLite running the query. `build` gets one placeholder per parameter and must use each only as
 * a value (a column value, a comparison operand, a `sql` template parameter), never inspect it: at build
 * time each is a marker string whatever its declared type. Values `build` writes itself stay constant.
 * The SQL is the dialect's own, because the query is compiled by the same Kysely instance that runs it.
 */
export function precompile<Row, Args extends unknown[]>(
  kysely: Kysely<Database>,
  arity: Args['length'],
  build: (db: Kysely<Database>, ...placeholders: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  let slots: number[] = [];
  return async (...args) => {
    if (!compiled) {
      const placeholders = Array.from({ length: arity }, (_, i) => `${PLACEHOLDER}${i}`) as unknown as Args;
      const query = build(kysely, ...placeholders).compile();
      slots = query.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(PLACEHOLDER) ? Number(p.slice(PLACEHOLDER.length)) : -1,
      );
      const used = new Set(slots.filter((s) => s >= 0));
      if (used.size !== arity)
        throw new Error(`precompiled query uses ${used.size} of its ${arity} parameters`);
      compiled = query;
    }
    const parameters = compiled.parameters.map((p, i) => (slots[i] >= 0 ? args[slots[i]] : p));
    return (await kysely.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
