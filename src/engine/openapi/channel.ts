/**
 * One AsyncAPI channel as a page (`asyncapi: "/asyncapi.yaml channelOne"`, Mintlify's WebSocket pages): the
 * protocol and address, the channel's description and parameters, then the messages a client sends and those
 * it receives, each with its payload's fields (schema.ts, as an OpenAPI body's) and its examples in the
 * column beside. AsyncAPI 3 says which way a message goes with operations (`action: send` is the server
 * sending, so the reader receives); 2.x with `publish` (the client sends) and `subscribe` (it receives).
 * The WebSocket handshake's headers and query and messages' headers: channel-parts.ts.
 */
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { handshakeQueryNames, handshakeSections, messageHeaders, schemaOf } from './channel-parts.js';
import { browserSpeaks, socketPlayground } from './channel-playground.js';
import { codeGroup, type CodeSample, type Highlight } from './code-panel.js';
import { apiHeader } from './endpoint.js';
import { exampleFor } from './examples.js';
import { OpenApiError, type OpenApiDoc } from './load.js';
import { descriptionAfterLead, descriptionBlock } from './markdown.js';
import { fieldsOrWhole, section, sectionIds } from './operation-sections.js';
import { refName, resolveRef, type Schema } from './refs.js';
import { field, newContext, type SchemaContext } from './schema.js';

export interface RenderChannelOptions {
  highlight?: Highlight;
  /** The page's description: the channel's is left out of the body when it reads the same. */
  pageDescription?: string;
  /** The WebSocket playground (the display mode and deployment allow it; ws and wss servers only). */
  playground?: boolean;
}

interface Message {
  name: string;
  message: Schema;
}

type Direction = 'send' | 'receive';

const DIRECTIONS: Array<[Direction, string]> = [
  ['send', 'Send'],
  ['receive', 'Receive'],
];

export function renderChannel(doc: OpenApiDoc, name: string, opts: RenderChannelOptions = {}): Root {
  const channels = (doc.channels ?? {}) as Record<string, unknown>;
  const raw = Object.hasOwn(channels, name) ? channels[name] : undefined;
  if (raw === undefined)
    throw new OpenApiError('OPERATION_NOT_FOUND', `channel "${name}" is not in the AsyncAPI document`);
  const channel = resolveRef(doc, raw).value;
  const version3 = String(doc.asyncapi).startsWith('3');
  // AsyncAPI 2 keys channels by their address; 3 gives it as `address` (null: not known in advance).
  const address = version3 ? (typeof channel.address === 'string' ? channel.address : '') : name;
  const server = firstServer(doc, channel);
  const ids = sectionIds();
  const ctx = newContext(doc, 'param', { ids });
  const main: ElementContent[] = [...descriptionAfterLead(channel.description, opts.pageDescription)];
  const byDirection = version3 ? messagesV3(doc, channel) : messagesV2(doc, channel);
  const protocol = (server?.protocol ?? 'ws').toUpperCase();
  // The playground connects to the channel's WebSocket servers (a document naming none: the reader gives one).
  const all = channelServers(doc, channel);
  const sockets = all.filter((s) => browserSpeaks(s.protocol));
  if (opts.playground && (sockets.length || !all.length))
    main.push(
      socketPlayground({
        servers: sockets.map((s) => s.url),
        protocol: sockets[0]?.protocol ?? protocol,
        address,
        parameters: Object.keys(objectOr(channel.parameters)),
        query: handshakeQueryNames(doc, channel),
        messages: byDirection.send.flatMap((m) =>
          messageExamples(doc, m, 'Send').map((e) => ({ ...e, label: e.label.replace(/^Send · /, '') })),
        ),
      }),
    );
  const parameters = channelParameters(ctx, channel);
  if (parameters) main.push(parameters);
  main.push(...handshakeSections(ctx, channel));
  const examples: CodeSample[] = [];
  for (const [direction, title] of DIRECTIONS) {
    const messages = byDirection[direction];
    if (!messages.length) continue;
    main.push(
      section(
        title,
        messages.map((m) => messageBlock(doc, m, direction, ids)),
      ),
    );
    for (const m of messages) examples.push(...messageExamples(doc, m, title));
  }
  const unsorted = byDirection.unsorted;
  if (unsorted.length) {
    main.push(
      section(
        'Messages',
        unsorted.map((m) => messageBlock(doc, m, 'message', ids)),
      ),
    );
    for (const m of unsorted) examples.push(...messageExamples(doc, m, 'Message'));
  }
  const aside = examples.length
    ? [codeGroup(examples, 'lectern-api-messages', 'Message examples', opts.highlight)]
    : [];
  return {
    type: 'root',
    children: [
      h('div.lectern-api.lectern-api--channel', { dataChannel: name, dataPath: address }, [
        apiHeader(protocol, server?.url, address || '/'),
        h('div.lectern-api-grid', [
          h('div.lectern-api-main', main),
          ...(aside.length ? [h('aside.lectern-api-examples', aside)] : []),
        ]),
      ]),
    ],
  };
}

/** The protocol a channel is reached by (its first server's, else `ws`), upper case: the sidebar's badge. */
export function channelProtocol(doc: OpenApiDoc, name: string): string {
  const channels = (doc.channels ?? {}) as Record<string, unknown>;
  const channel = Object.hasOwn(channels, name) ? resolveRef(doc, channels[name]).value : {};
  return (firstServer(doc, channel)?.protocol ?? 'ws').toUpperCase();
}

/** The channel's servers (its own list, else the document's), each with its protocol and base URL. */
function channelServers(doc: OpenApiDoc, channel: Schema): { protocol: string; url: string }[] {
  const servers = (doc.servers ?? {}) as Record<string, unknown>;
  const listed: unknown[] =
    Array.isArray(channel.servers) && channel.servers.length ? channel.servers : Object.values(servers);
  const out: { protocol: string; url: string }[] = [];
  for (const raw of listed) {
    const server = typeof raw === 'string' ? servers[raw] : raw;
    if (!server || typeof server !== 'object') continue;
    const s = resolveRef(doc, server).value;
    const protocol = typeof s.protocol === 'string' ? s.protocol : 'ws';
    // AsyncAPI 3: host and pathname; 2.x: a url, with or without its scheme.
    const host =
      typeof s.host === 'string' ? `${s.host}${typeof s.pathname === 'string' ? s.pathname : ''}` : '';
    const url = host || (typeof s.url === 'string' ? s.url.replace(/^[a-z]+:\/\//i, '') : '');
    if (url) out.push({ protocol, url: `${protocol}://${url}` });
  }
  return out;
}

/** The channel's first server: its protocol and base URL. */
function firstServer(doc: OpenApiDoc, channel: Schema): { protocol: string; url: string } | undefined {
  return channelServers(doc, channel)[0];
}

function channelParameters(ctx: SchemaContext, channel: Schema): Element | null {
  const fields = Object.entries(objectOr(channel.parameters)).map(([key, raw]) => {
    const param = resolveRef(ctx.doc, raw).value;
    // 2.x wraps a schema; 3 lists enum, default and examples on the parameter itself.
    const schema = param.schema ?? { type: 'string', ...pick(param, ['enum', 'default', 'examples']) };
    return field(ctx, {
      name: key,
      schema,
      required: true,
      description: param.description,
      idPrefix: 'parameter',
    });
  });
  return fields.length ? section('Parameters', fields) : null;
}

function objectOr(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function pick(object: Schema, keys: string[]): Schema {
  return Object.fromEntries(keys.filter((k) => object[k] !== undefined).map((k) => [k, object[k]]));
}

/** AsyncAPI 3: the channel's messages by the operations naming it (a server's `send` is the reader's receive). */
function messagesV3(doc: OpenApiDoc, channel: Schema): Record<Direction | 'unsorted', Message[]> {
  const out: Record<Direction | 'unsorted', Message[]> = { send: [], receive: [], unsorted: [] };
  const own = Object.entries((channel.messages ?? {}) as Record<string, unknown>);
  const placed = new Set<string>();
  for (const raw of Object.values((doc.operations ?? {}) as Record<string, unknown>)) {
    const operation = resolveRef(doc, raw).value;
    // The operation's channel reference leads to this very channel object.
    if (operation.channel === undefined || resolveRef(doc, operation.channel).value !== channel) continue;
    const direction: Direction = operation.action === 'send' ? 'receive' : 'send';
    const refs = Array.isArray(operation.messages) ? operation.messages : own.map(([, m]) => m);
    for (const ref of refs) {
      const name = messageName(ref, own) ?? 'message';
      if (out[direction].some((m) => m.name === name)) continue;
      placed.add(name);
      out[direction].push({ name, message: resolveRef(doc, ref).value });
    }
  }
  for (const [name, raw] of own)
    if (!placed.has(name)) out.unsorted.push({ name, message: resolveRef(doc, raw).value });
  return out;
}

/** AsyncAPI 2: `publish` is what a client sends, `subscribe` what it receives; `oneOf` lists several. */
function messagesV2(doc: OpenApiDoc, channel: Schema): Record<Direction | 'unsorted', Message[]> {
  const read = (operation: unknown): Message[] => {
    if (!operation || typeof operation !== 'object') return [];
    const raw = (operation as Schema).message;
    const message = raw === undefined ? undefined : resolveRef(doc, raw).value;
    const list: unknown[] = Array.isArray(message?.oneOf) ? message.oneOf : message ? [raw] : [];
    return list.map((m, i) => {
      const resolved = resolveRef(doc, m).value;
      const name = String(resolved.name ?? resolved.title ?? messageName(m, []) ?? `message-${i + 1}`);
      return { name, message: resolved };
    });
  };
  return { send: read(channel.publish), receive: read(channel.subscribe), unsorted: [] };
}

/** A message's name: its key in the channel, else the last part of its reference. */
function messageName(ref: unknown, own: Array<[string, unknown]>): string | undefined {
  const found = own.find(([, m]) => m === ref || (isRef(m) && isRef(ref) && m.$ref === ref.$ref));
  if (found) return found[0];
  return isRef(ref) ? refName(ref.$ref) : undefined;
}

function isRef(value: unknown): value is { $ref: string } {
  return !!value && typeof value === 'object' && typeof (value as Schema).$ref === 'string';
}

function messageBlock(
  doc: OpenApiDoc,
  { name, message }: Message,
  direction: string,
  ids: Set<string>,
): Element {
  const title = String(message.title ?? message.name ?? name);
  const ctx = newContext(doc, 'param', { ids });
  const body: ElementContent[] = [];
  if (typeof message.summary === 'string') body.push(h('p.lectern-api-message-summary', message.summary));
  body.push(...descriptionBlock(message.description));
  if (typeof message.contentType === 'string')
    body.push(h('p.lectern-api-media', [h('code', message.contentType)]));
  body.push(...messageHeaders(ctx, message));
  const schema = schemaOf(doc, message.payload);
  if (schema !== undefined) body.push(...fieldsOrWhole(ctx, schema, 'payload'));
  return h('div.lectern-api-message', { dataDirection: direction, dataMessage: name }, [
    h('h3.lectern-api-message-title', title),
    ...body,
  ]);
}

/** The message's own examples (their payloads), else one built from its schema. */
function messageExamples(doc: OpenApiDoc, { name, message }: Message, direction: string): CodeSample[] {
  const title = String(message.title ?? message.name ?? name);
  const written = Array.isArray(message.examples) ? message.examples : [];
  const samples = written
    .filter((e: unknown): e is Schema => !!e && typeof e === 'object' && 'payload' in e)
    .map((e: Schema, i: number) => ({
      label: `${direction} · ${String(e.name ?? e.summary ?? (written.length > 1 ? `${title} ${i + 1}` : title))}`,
      lang: 'json',
      code: JSON.stringify(e.payload, null, 2),
    }));
  if (samples.length) return samples;
  const schema = schemaOf(doc, message.payload);
  if (schema === undefined) return [];
  const value = exampleFor(doc, schema);
  return [
    {
      label: `${direction} · ${title}`,
      lang: 'json',
      code: typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value, null, 2),
    },
  ];
}
