import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

// A minimal view of an OpenAPI 3.1 document: only what response checking needs.
interface MediaType {
  schema?: unknown;
}
interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, Response>;
  requestBody?: { content?: Record<string, MediaType> };
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

export interface ObservedResponse {
  method: string;
  /** Request path, with or without a query string. */
  url: string;
  status: number;
  contentType: string | null;
  body: string;
}

const DOC_ID = 'lectern-openapi.json';

function pointer(...parts: string[]): string {
  return parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/**
 * Checks real responses against the document the server serves: the route and status must be documented,
 * the Content-Type must be one the document lists, and JSON bodies must satisfy the documented schema
 * (JSON Schema 2020-12, as OpenAPI 3.1 uses). Responses for undocumented URLs (404, 405) must be the
 * documented Error shape.
 */
export class OpenApiValidator {
  private readonly ajv: Ajv2020;
  private readonly templates: Array<{ template: string; pattern: RegExp; greedy: RegExp }>;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(readonly doc: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, DOC_ID);
    const escape = (t: string) => t.replace(/[.+?^$()|[\]\\]/g, '\\$&');
    this.templates = Object.keys(doc.paths).map((template) => ({
      template,
      pattern: new RegExp('^' + escape(template).replace(/\{[^}]+\}/g, '[^/]+') + '$'),
      // A trailing parameter may hold slashes (object keys such as `exports/se_1/bundle.tar.gz`).
      greedy: new RegExp(
        '^' +
          escape(template)
            .replace(/\{[^}]+\}$/, '.+')
            .replace(/\{[^}]+\}/g, '[^/]+') +
          '$',
      ),
    }));
  }

  /** The documented path template for a concrete path: an exact segment match first, then a greedy one. */
  templateFor(path: string): string | null {
    const exact = this.templates.find((t) => t.pattern.test(path));
    return (exact ?? this.templates.find((t) => t.greedy.test(path)))?.template ?? null;
  }

  private compile(ref: string): ValidateFunction {
    let fn = this.cache.get(ref);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `${DOC_ID}#${ref}` });
      this.cache.set(ref, fn);
    }
    return fn;
  }

  /** Problems of a value against one of the document's named schemas (`Error`, `StaticExportJob`, ...). */
  checkSchema(name: string, value: unknown): string[] {
    const validate = this.compile(pointer('', 'components', 'schemas', name));
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${name}: ${e.instancePath || '(root)'} ${e.message}`);
  }

  /** Returns a list of problems; empty means the response matches the document. */
  check(res: ObservedResponse): string[] {
    const path = res.url.split('?')[0];
    const where = `${res.method} ${path} -> ${res.status}`;
    const template = this.templateFor(path);
    const method = res.method.toLowerCase() === 'head' ? 'get' : res.method.toLowerCase();
    const operation = template ? this.doc.paths[template][method] : undefined;
    let schemaRef: string;
    let content: Record<string, MediaType> | undefined;
    if (!template || !operation) {
      // Not a documented operation (unknown URL or method): only errors may come back, in the Error shape.
      if (res.status < 400) return [`${where}: success status for an undocumented operation`];
      schemaRef = '/components/schemas/Error';
      content = { 'application/json': { schema: {} } };
    } else {
      const responses = operation.responses ?? {};
      const key =
        String(res.status) in responses
          ? String(res.status)
          : `${String(res.status)[0]}XX` in responses
            ? `${String(res.status)[0]}XX`
            : 'default';
      const documented = responses[key];
      if (!documented) return [`${where}: status not documented for ${method.toUpperCase()} ${template}`];
      content = documented.content;
      schemaRef = '';
      if (content) {
        const mediaType = (res.contentType ?? '').split(';')[0].trim().toLowerCase();
        const listed = Object.keys(content);
        if (res.method.toUpperCase() !== 'HEAD' && !listed.includes(mediaType)) {
          return [`${where}: Content-Type ${mediaType || '(none)'} is not one of ${listed.join(', ')}`];
        }
        schemaRef = pointer('', 'paths', template, method, 'responses', key, 'content', mediaType, 'schema');
        if (!mediaType.endsWith('json')) return [];
      }
    }
    if (res.method.toUpperCase() === 'HEAD') return [];
    if (!content) return res.body.length === 0 ? [] : [`${where}: body present but none documented`];
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      return [`${where}: body is not JSON: ${res.body.slice(0, 120)}`];
    }
    const validate = this.compile(schemaRef);
    if (validate(parsed)) return [];
    return (validate.errors ?? []).map(
      (e) => `${where}: ${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`,
    );
  }
}
