/**
 * The WebSocket playground of a channel page (api-playground/websocket-playground.mdx): plain inputs inside
 * <lectern-socket>; the reader's browser connects to the channel's server only when they press Connect,
 * then sends what they write and logs both ways (client/scripts/socket-playground.js). The build makes no
 * connection. Shown where the request form would be (the display mode and the deployment allow it), and
 * only for WebSocket servers: a browser speaks no other AsyncAPI protocol. Browsers cannot set handshake
 * headers, so only the address's parameters and the query are inputs.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { CodeSample } from './code-panel.js';
import { input } from './playground.js';

export interface SocketPlaygroundInput {
  /** The servers' URLs (`wss://host/base`): one the reader may change, or several to choose from. */
  servers: string[];
  protocol: string;
  /** The channel's address, `{name}` parameters filled in by the reader. */
  address: string;
  parameters: string[];
  query: string[];
  /** The messages a reader sends, as examples to start from. */
  messages: CodeSample[];
}

/** Whether a channel's protocol is one a browser can open (`ws`, `wss`). */
export function browserSpeaks(protocol: string): boolean {
  return /^wss?$/i.test(protocol);
}

export function socketPlayground(p: SocketPlaygroundInput): Element {
  const fields: ElementContent[] = [
    p.servers.length > 1
      ? h('label.lectern-playground-field', [
          h('span.lectern-playground-label', 'Server'),
          h(
            'select',
            { name: 'server', dataPlaygroundServer: '' },
            p.servers.map((url) => h('option', { value: url }, url)),
          ),
        ])
      : input('Server', {
          name: 'server',
          value: p.servers[0],
          dataPlaygroundServer: '',
          placeholder: 'wss://example.com',
        }),
    ...p.parameters.map((name) =>
      input(name, { name, dataIn: 'path', required: true, placeholder: 'required' }, '(path)'),
    ),
    ...p.query.map((name) => input(name, { name, dataIn: 'query', placeholder: 'optional' }, '(query)')),
    h('div.lectern-playground-actions', [
      h('button.lectern-playground-send.lectern-socket-connect', { type: 'submit' }, 'Connect'),
    ]),
  ];
  const [first] = p.messages;
  const compose: ElementContent[] = [];
  if (p.messages.length > 1)
    compose.push(
      h('label.lectern-playground-field', [
        h('span.lectern-playground-label', 'Example'),
        h(
          'select',
          { dataSocketExample: '' },
          p.messages.map((m) => h('option', { value: m.code }, m.label)),
        ),
      ]),
    );
  compose.push(
    h('label.lectern-playground-field.lectern-playground-body', [
      h('span.lectern-playground-label', 'Message'),
      h(
        'textarea',
        { name: 'message', dataSocketMessage: '', rows: 6, spellcheck: 'false' },
        first?.code ?? '',
      ),
    ]),
    h('div.lectern-playground-actions', [
      h(
        'button.lectern-playground-send.lectern-socket-send',
        { type: 'button', disabled: true },
        'Send message',
      ),
    ]),
  );
  return h(
    'lectern-socket.lectern-playground.lectern-socket',
    { dataAddress: p.address, dataPagefindIgnore: '' },
    [
      h('details.lectern-playground-details', [
        h('summary.tryit-button', [
          h('span', 'Connect'),
          h('span.lectern-method.lectern-method-ws.method-pill', p.protocol.toUpperCase()),
        ]),
        h('form.lectern-playground-form', { method: 'dialog' }, fields),
        h('div.lectern-playground-form.lectern-socket-compose', compose),
        h('div.lectern-playground-response', { ariaLive: 'polite', hidden: true }, [
          h('p.lectern-playground-status'),
          h('ol.lectern-socket-log'),
        ]),
      ]),
    ],
  );
}
