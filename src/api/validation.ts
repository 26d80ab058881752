import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

// ajv-formats ships CommonJS with `exports.default`; under NodeNext the default import is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/** Fastify's own defaults, minus type coercion where it would turn wrong JSON types into right ones. */
const BASE: Options = {
  useDefaults: true,
  removeAdditional: true,
  addUsedSchema: false,
  // allErrors would let a crafted body make validation slow.
  allErrors: false,
};

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];

/**
 * Request validation with two Ajv instances: JSON bodies are checked strictly (`{"domain": 5}` is a 400,
 * not the string "5"), while path and query strings are coerced, since they only ever arrive as text.
 */
export const buildValidator = ((
  externalSchemas: Record<string, unknown>,
): FastifySchemaCompiler<FastifySchema> => {
  const make = (coerceTypes: Options['coerceTypes']): Ajv => {
    const ajv = new Ajv({ ...BASE, coerceTypes });
    addFormats(ajv);
    for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as object);
    return ajv;
  };
  const strict = make(false);
  const loose = make('array');
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : loose;
    const id = (schema as { $id?: string }).$id;
    const existing = id ? ajv.getSchema(id) : undefined;
    return (existing ?? ajv.compile(schema as object)) as ValidateFunction;
  };
}) as unknown as ValidatorFactory;
