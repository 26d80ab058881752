/** The part of a spec an API page documents: its operation or channel and what that reaches by `$ref`. */
import { describe, expect, test } from 'vitest';
import { specExcerpt } from './spec-excerpt.js';

const doc = {
  openapi: '3.1.0',
  info: { title: 'Acme', version: '1' },
  servers: [{ url: 'https://api.acme.dev' }],
  security: [{ key: [] }],
  paths: {
    '/users/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: { summary: 'Get a user', responses: { '200': { $ref: '#/components/responses/User' } } },
      delete: { summary: 'Delete', security: [{ oauth: [] }], responses: { '204': { description: 'Gone' } } },
    },
    '/teams': { get: { responses: { '200': { $ref: '#/components/responses/Team' } } } },
  },
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
    responses: {
      User: {
        description: 'A user',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
      },
      Team: { description: 'A team' },
    },
    schemas: {
      User: {
        type: 'object',
        properties: {
          team: { $ref: '#/components/schemas/Team' },
          friends: { type: 'array', items: { $ref: '#/components/schemas/User' } },
        },
      },
      Team: { type: 'object', properties: { name: { type: 'string' } } },
      Unrelated: { type: 'string' },
    },
    securitySchemes: {
      key: { type: 'apiKey', in: 'header', name: 'X-Key' },
      oauth: { type: 'oauth2', flows: {} },
    },
  },
};

describe('specExcerpt', () => {
  test("an operation with its path's parameters and every component it reaches, once, cycles included", () => {
    const out = specExcerpt(doc, 'GET', '/users/{id}')!;
    expect(Object.keys(out)).toEqual(['openapi', 'info', 'servers', 'security', 'paths', 'components']);
    expect(Object.keys((out.paths as Record<string, object>)['/users/{id}']!)).toEqual(['get', 'parameters']);
    const components = out.components as Record<string, Record<string, unknown>>;
    expect(Object.keys(components.schemas!).sort()).toEqual(['Team', 'User']);
    expect(Object.keys(components.responses!)).toEqual(['User']);
    expect(Object.keys(components.parameters!)).toEqual(['Id']);
    // The document's security applies: its scheme comes by name; the other operation's does not.
    expect(Object.keys(components.securitySchemes!)).toEqual(['key']);
    // The source document is left as it was.
    expect(Object.keys(doc.paths['/users/{id}'])).toEqual(['parameters', 'get', 'delete']);
  });

  test("an operation's own security names its schemes; a missing operation is null", () => {
    const out = specExcerpt(doc, 'delete', '/users/{id}')!;
    expect(Object.keys((out.components as Record<string, object>).securitySchemes!)).toEqual(['oauth']);
    expect(specExcerpt(doc, 'post', '/users/{id}')).toBeNull();
    expect(specExcerpt(doc, 'get', '/nowhere')).toBeNull();
  });

  test('an AsyncAPI channel with the operations that lead to it and their messages', () => {
    const asyncDoc = {
      asyncapi: '3.0.0',
      info: { title: 'Chat', version: '1' },
      channels: {
        room: { address: '/room', messages: { Say: { $ref: '#/components/messages/Say' } } },
        other: { address: '/other' },
      },
      operations: {
        speak: { action: 'receive', channel: { $ref: '#/channels/room' } },
        elsewhere: { action: 'send', channel: { $ref: '#/channels/other' } },
      },
      components: { messages: { Say: { payload: { type: 'string' } }, Unused: { payload: {} } } },
    };
    const out = specExcerpt(asyncDoc, 'channel', 'room')!;
    expect(Object.keys(out.channels as object)).toEqual(['room']);
    expect(Object.keys(out.operations as object)).toEqual(['speak']);
    expect(Object.keys((out.components as Record<string, object>).messages!)).toEqual(['Say']);
  });
});
