/**
 * AsyncAPI channel pages (api-playground/asyncapi-setup.mdx, "Channel page"): `asyncapi: "/file channel"`
 * shows the channel's protocol and address, its description and parameters, the messages a client sends and
 * those it receives with their payload fields, and their examples beside them, for AsyncAPI 3 and 2.x. The
 * page was empty before; a channel the document lacks is a warning naming both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-asyncapi-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// The shape of the Mintlify docs' own asyncapi.yaml (AsyncAPI 3), cut down.
const V3 = `asyncapi: 3.0.0
info: { title: Chat, version: 1.0.0 }
servers:
  live: { host: chat.example.com, pathname: /v1, protocol: wss }
  backup: { host: backup.example.com, protocol: wss }
  broker: { host: mq.example.com, protocol: mqtt }
channels:
  room:
    address: /rooms/{roomId}
    description: A chat room. It can have _markdown_.
    parameters:
      roomId: { description: The room to join, examples: [lobby] }
    bindings:
      ws:
        headers:
          type: object
          properties:
            Authorization: { type: string, description: Bearer token for the handshake }
        query: { $ref: '#/components/schemas/Resume' }
    messages:
      Say: { $ref: '#/components/messages/Say' }
      Tick: { $ref: '#/components/messages/Tick' }
operations:
  sayHello:
    action: receive
    channel: { $ref: '#/channels/room' }
    messages: [{ $ref: '#/channels/room/messages/Say' }]
  sendTick:
    action: send
    channel: { $ref: '#/channels/room' }
    messages: [{ $ref: '#/channels/room/messages/Tick' }]
components:
  schemas:
    Resume:
      type: object
      properties:
        since: { type: integer, description: Last event seen }
  messages:
    Say:
      title: Say something
      description: A line typed by the reader.
      headers:
        type: object
        properties:
          x-trace: { type: string, description: Trace identifier }
      payload:
        type: object
        required: [text]
        properties:
          text: { type: string, description: What to say }
      examples:
        - name: Greeting
          payload: { text: hello }
    Tick:
      title: Clock tick
      payload:
        schemaFormat: application/vnd.aai.asyncapi+json;version=3.0.0
        schema: { type: string, description: The server time, examples: ['12:00:01'] }
`;

const V2 = JSON.stringify({
  asyncapi: '2.6.0',
  info: { title: 'Feed', version: '1' },
  servers: { prod: { url: 'feed.example.com/ws', protocol: 'ws' } },
  channels: {
    'prices/{symbol}': {
      parameters: { symbol: { description: 'Ticker symbol', schema: { type: 'string' } } },
      publish: {
        message: {
          name: 'Subscribe',
          payload: { type: 'object', properties: { symbols: { type: 'array', items: { type: 'string' } } } },
        },
      },
      subscribe: {
        message: {
          oneOf: [
            {
              name: 'Price',
              payload: {
                type: 'object',
                properties: { price: { type: 'number', description: 'Last price' } },
              },
            },
            { name: 'Halt', payload: { type: 'object', properties: { reason: { type: 'string' } } } },
          ],
        },
      },
    },
  },
});

async function site(
  name: string,
  files: Record<string, string>,
  pages: string[],
  deploymentType?: 'cloud' | 'air-gapped',
) {
  const src = path.join(root, name, 'src');
  const out = path.join(root, name, 'out');
  const all = { ...files, 'docs.json': JSON.stringify({ name: 'Acme', navigation: { pages } }) };
  for (const [rel, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    fs.writeFileSync(path.join(src, rel), text);
  }
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1, deploymentType });
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  return {
    read,
    warnings: result.diagnostics.filter((d) => d.code !== 'NO_SITE_URL'),
  };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x22;/g, '"')
    .replace(/\s+/g, ' ');
const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)![0];
const page = (value: string) => `---\ntitle: Channel\nasyncapi: "${value}"\n---\n\nWritten on the page.\n`;

async function navSite(name: string, navigation: unknown, files: Record<string, string>) {
  const src = path.join(root, name, 'src');
  const out = path.join(root, name, 'out');
  const all = { ...files, 'docs.json': JSON.stringify({ name: 'Acme', navigation }) };
  for (const [rel, body] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    fs.writeFileSync(path.join(src, rel), body);
  }
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  return { result, read: (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8') };
}

describe("navigation's asyncapi key", () => {
  test('a group lists a page per channel beside its own pages, under its directory', async () => {
    const { result, read } = await navSite(
      'nav-group',
      {
        groups: [
          {
            group: 'Realtime',
            pages: ['index'],
            asyncapi: { source: '/asyncapi.yaml', directory: 'websockets' },
          },
        ],
      },
      { 'asyncapi.yaml': V3, 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n' },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = read('websockets/room.html');
    expect(text(article(html))).toMatch(/Send Say something/);
    const sidebar =
      /<nav[^>]*id="sidebar-content"[\s\S]*?<\/nav>/.exec(read('index.html'))?.[0] ?? read('index.html');
    expect(text(sidebar)).toMatch(/Home .*WSS room/);
  });

  test('a tab with only an AsyncAPI file gets its channels in api-reference', async () => {
    const { read } = await navSite(
      'nav-tab',
      {
        tabs: [
          { tab: 'Docs', pages: ['index'] },
          { tab: 'Streams', asyncapi: 'feed.json' },
        ],
      },
      {
        'feed.json': V2,
        'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      },
    );
    expect(text(article(read('api-reference/prices-symbol.html')))).toMatch(/Receive Price/);
  });
});

describe('an asyncapi: channel page', () => {
  test('AsyncAPI 3: address, parameters, what the reader sends and receives, examples beside', async () => {
    const { read, warnings } = await site(
      'v3',
      { 'asyncapi.yaml': V3, 'chat.mdx': page('/asyncapi.yaml room') },
      ['chat'],
    );
    const html = read('chat.html');
    const main = text(article(html));
    expect(html).toContain('lectern-api-page');
    expect(main).toContain('WSS wss://chat.example.com/v1 /rooms/{roomId}');
    expect(html).toContain('<em>markdown</em>');
    expect(main).toMatch(/Parameters roomId string required The room to join/);
    // The server receives what the reader sends (`action: receive`), and sends what the reader receives.
    // The handshake's headers and query (`bindings.ws`, the query by reference) come before the messages.
    expect(main).toMatch(
      /Headers Authorization string Bearer token for the handshake Query parameters since integer Last event seen Send/,
    );
    // A message's headers are listed apart from its payload.
    expect(main).toMatch(
      /Send Say something A line typed by the reader\. Headers x-trace string Trace identifier Payload text string required What to say/,
    );
    expect(main).toMatch(/Receive Clock tick payload string The server time/);
    expect(main.indexOf('Written on the page.')).toBeGreaterThan(-1);
    const aside = /<aside class="lectern-api-examples"[\s\S]*?<\/aside>/.exec(html)![0];
    expect(text(aside)).toContain('Send · Greeting');
    expect(text(aside)).toMatch(/"text" ?: "hello"/);
    expect(text(aside)).toContain('"12:00:01"');
    expect(text(aside)).toContain('Receive · Clock tick');
    expect(warnings).toEqual([]);
  });

  test('AsyncAPI 2: publish is sent, each of subscribe oneOf received', async () => {
    const { read, warnings } = await site(
      'v2',
      { 'feed.json': V2, 'feed.mdx': page('feed.json prices/{symbol}') },
      ['feed'],
    );
    const main = text(article(read('feed.html')));
    expect(main).toContain('WS ws://feed.example.com/ws prices/{symbol}');
    expect(main).toMatch(/symbol string required Ticker symbol/);
    expect(main).toMatch(/Send Subscribe symbols string\[\]/);
    expect(main).toMatch(/Receive Price price number Last price Halt reason string/);
    expect(warnings).toEqual([]);
  });

  test('a channel the document lacks is a warning, and the page keeps its own content', async () => {
    const { read, warnings } = await site(
      'missing',
      { 'asyncapi.yaml': V3, 'gone.mdx': page('/asyncapi.yaml lobby') },
      ['gone'],
    );
    expect(text(article(read('gone.html')))).toContain('Written on the page.');
    expect(warnings.map((w) => [w.code, w.file])).toEqual([['OPENAPI_OPERATION_NOT_FOUND', 'gone.mdx']]);
    expect(warnings[0]!.message).toContain('channel "lobby" is not in the AsyncAPI document');
  });

  test('the WebSocket playground: its inputs and examples; not air-gapped, not with playground none', async () => {
    const files = {
      'asyncapi.yaml': V3,
      'chat.mdx': page('/asyncapi.yaml room'),
      'quiet.mdx': `---\ntitle: Quiet\nasyncapi: "/asyncapi.yaml room"\nplayground: none\n---\n`,
    };
    const cloud = await site('playground', files, ['chat', 'quiet']);
    const socket = /<lectern-socket[\s\S]*?<\/lectern-socket>/.exec(cloud.read('chat.html'))![0];
    expect(socket).toContain('data-address="/rooms/{roomId}"');
    // Every WebSocket server of the channel, the first chosen; the MQTT broker is not one a browser can open.
    expect(socket).toMatch(
      /<select name="server" data-playground-server=""><option value="wss:\/\/chat\.example\.com\/v1">[^<]*<\/option><option value="wss:\/\/backup\.example\.com">[^<]*<\/option><\/select>/,
    );
    // The address's parameter and the handshake's query are inputs; only the messages a reader sends.
    expect(socket).toMatch(/name="roomId" data-in="path"/);
    expect(socket).toMatch(/name="since" data-in="query"/);
    expect(text(socket)).toMatch(/Message \{ "text" ?: "hello" \}/);
    expect(socket).not.toContain('12:00:01');
    expect(cloud.read('quiet.html')).not.toContain('<lectern-socket');
    const airGapped = await site('playground-air', files, ['chat'], 'air-gapped');
    expect(airGapped.read('chat.html')).not.toContain('<lectern-socket');
  });

  test('no WebSocket playground for a protocol a browser cannot speak', async () => {
    const mqtt = V3.replaceAll('protocol: wss', 'protocol: mqtt');
    const { read } = await site('mqtt', { 'asyncapi.yaml': mqtt, 'chat.mdx': page('/asyncapi.yaml room') }, [
      'chat',
    ]);
    expect(read('chat.html')).toContain('MQTT');
    expect(read('chat.html')).not.toContain('<lectern-socket');
  });
});
