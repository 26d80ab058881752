/**
 * The WebSocket playground in a real browser (Debian's Chromium) against a real WebSocket server (`ws`) on
 * loopback: Connect opens the channel's address with the reader's parameter and query, what the server
 * sends is logged as received, the chosen example is sent and logged, and Disconnect closes the socket.
 * Nothing connects before the reader asks, nor without the address's parameters.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const SPEC = `asyncapi: 3.0.0
info: { title: Chat, version: 1.0.0 }
servers:
  live: { host: chat.example.com, protocol: wss }
channels:
  room:
    address: /rooms/{roomId}
    parameters:
      roomId: { description: The room }
    bindings:
      ws:
        query: { type: object, properties: { since: { type: integer } } }
    messages:
      Say: { payload: { type: object, properties: { text: { type: string } } }, examples: [{ name: Hello, payload: { text: hello } }] }
      Leave: { payload: { type: object, properties: { leave: { type: boolean } } }, examples: [{ name: Bye, payload: { leave: true } }] }
operations:
  speak:
    action: receive
    channel: { $ref: '#/channels/room' }
`;

describe.skipIf(!hasChromium)('WebSocket playground, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Sockets', navigation: { pages: ['chat'] } }),
    'asyncapi.yaml': SPEC,
    'chat.mdx': '---\ntitle: Chat\nasyncapi: "/asyncapi.yaml room"\n---\n',
  });
  const connections: { url: string; received: string[]; socket: WebSocket; closed?: number }[] = [];
  let server: WebSocketServer;
  let url = '';
  beforeAll(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', (socket, request) => {
      const connection = {
        url: request.url ?? '',
        received: [] as string[],
        socket,
      } as (typeof connections)[0];
      connections.push(connection);
      socket.on('message', (data) => connection.received.push(String(data)));
      socket.on('close', (code) => (connection.closed = code));
      socket.send(JSON.stringify({ welcome: 'lobby' }));
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('connects when asked, logs both ways, sends the chosen example, disconnects', async () => {
    const tab = await site.open('/chat.html');
    await tab.waitForTimeout(200);
    expect(connections).toHaveLength(0);
    await tab.getByText('Connect', { exact: true }).first().click();
    const socket = tab.locator('lectern-socket');
    await socket.locator('[data-playground-server]').fill(url);
    await socket.locator('input[name="roomId"]').fill('lobby one');
    await socket.locator('input[name="since"]').fill('5');
    await socket.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => socket.locator('.lectern-playground-status').textContent())
      .toMatch(/^Connected to/);
    expect(connections.map((c) => c.url)).toEqual(['/rooms/lobby%20one?since=5']);
    await expect
      .poll(() => socket.locator('.lectern-socket-received code').textContent())
      .toBe('{\n  "welcome": "lobby"\n}');

    await socket.locator('[data-socket-example]').selectOption({ label: 'Bye' });
    await socket.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => connections[0]!.received).toHaveLength(1);
    expect(JSON.parse(connections[0]!.received[0]!)).toEqual({ leave: true });
    expect(await socket.locator('.lectern-socket-sent code').textContent()).toContain('"leave": true');

    await socket.getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => connections[0]!.closed).toBe(1000);
    await expect
      .poll(() => socket.locator('.lectern-playground-status').textContent())
      .toMatch(/^Disconnected/);
    expect(await socket.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
  });

  it('a missing parameter stops the connection (the browser asks for it)', async () => {
    const tab = await site.open('/chat.html');
    await tab.getByText('Connect', { exact: true }).first().click();
    const socket = tab.locator('lectern-socket');
    await socket.locator('[data-playground-server]').fill(url);
    const before = connections.length;
    await socket.getByRole('button', { name: 'Connect' }).click();
    await tab.waitForTimeout(200);
    expect(
      await socket.locator('input[name="roomId"]').evaluate((el: HTMLInputElement) => el.validity.valid),
    ).toBe(false);
    expect(connections).toHaveLength(before);
    expect(await socket.getByRole('button', { name: 'Connect' }).isVisible()).toBe(true);
  });
});
