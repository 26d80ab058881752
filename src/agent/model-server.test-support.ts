import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted stand-in for an LLM API, for tests: OpenAI chat completions (`POST /v1/chat/completions`,
 * `tool_calls`) or Anthropic messages (`POST /v1/messages`, `tool_use` blocks), non-streaming JSON as
 * `generateText` requests it. Each request is shown to `script` as a protocol-neutral turn.
 */
export type ModelProtocol = 'openai' | 'anthropic';

export interface ModelTurn {
  /** 0 for the first request this server received. */
  index: number;
  model: string;
  system: string;
  tools: string[];
  /** Text of every user message, in order (the prompt first, then e.g. build errors). */
  userTexts: string[];
  /** Tool results since the last assistant message. */
  toolResults: Array<{ name: string; output: string }>;
  /** Tool calls the assistant has made so far in this conversation. */
  toolCallCount: number;
}

export type ModelReply =
  | {
      text?: string;
      toolCalls?: Array<{ name: string; input: unknown }>;
      /**
       * Token usage to report (default 100 in, 20 out). `null` reports none, as some OpenAI-compatible
       * servers do: no `usage` field on the OpenAI protocol, zeros on Anthropic's (where the field is required).
       */
      usage?: { input: number; output: number } | null;
    }
  | { error: { status: number; message: string } };

export interface ModelServer {
  /** The base URL to configure (`LECTERN_MODEL_BASE_URL`). */
  baseUrl: string;
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders; body: unknown }>;
  close(): Promise<void>;
}

export async function startModelServer(opts: {
  protocol: ModelProtocol;
  apiKey: string;
  script: (turn: ModelTurn) => ModelReply | Promise<ModelReply>;
}): Promise<ModelServer> {
  const requests: ModelServer['requests'] = [];
  let index = 0;
  let callId = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    requests.push({ path: req.url ?? '', headers: req.headers, body });
    const send = (status: number, data: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(data));
    const fail = (status: number, message: string) =>
      send(
        status,
        opts.protocol === 'openai'
          ? { error: { message, type: 'server_error', code: null } }
          : {
              type: 'error',
              error: { type: status === 401 ? 'authentication_error' : 'api_error', message },
            },
      );

    const expectedPath = opts.protocol === 'openai' ? '/v1/chat/completions' : '/v1/messages';
    if (req.method !== 'POST' || req.url !== expectedPath)
      return fail(404, `no route ${req.method} ${req.url}`);
    const authorized =
      opts.protocol === 'openai'
        ? req.headers.authorization === `Bearer ${opts.apiKey}`
        : req.headers['x-api-key'] === opts.apiKey;
    if (!authorized) return fail(401, 'invalid api key');
    if (body.stream) return fail(400, 'this stand-in answers non-streaming requests only');

    const turn = opts.protocol === 'openai' ? openAiTurn(body, index) : anthropicTurn(body, index);
    index += 1;
    const reply = await opts.script(turn);
    if ('error' in reply) return fail(reply.error.status, reply.error.message);
    const calls = (reply.toolCalls ?? []).map((c) => ({ ...c, id: `call_${++callId}` }));
    const usage = reply.usage === undefined ? { input: 100, output: 20 } : reply.usage;
    if (opts.protocol === 'openai') {
      return send(200, {
        id: `chatcmpl-${index}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: turn.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: reply.text ?? null,
              ...(calls.length
                ? {
                    tool_calls: calls.map((c) => ({
                      id: c.id,
                      type: 'function',
                      function: { name: c.name, arguments: JSON.stringify(c.input) },
                    })),
                  }
                : {}),
            },
            finish_reason: calls.length ? 'tool_calls' : 'stop',
          },
        ],
        ...(usage
          ? {
              usage: {
                prompt_tokens: usage.input,
                completion_tokens: usage.output,
                total_tokens: usage.input + usage.output,
              },
            }
          : {}),
      });
    }
    return send(200, {
      id: `msg_${index}`,
      type: 'message',
      role: 'assistant',
      model: turn.model,
      content: [
        ...(reply.text ? [{ type: 'text', text: reply.text }] : []),
        ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.input })),
      ],
      stop_reason: calls.length ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: usage?.input ?? 0, output_tokens: usage?.output ?? 0 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Json = Record<string, unknown>;

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((p: Json) => (p.type === 'text' ? String(p.text) : '')).join('');
  return '';
}

function openAiTurn(body: Json, index: number): ModelTurn {
  const messages = (body.messages ?? []) as Json[];
  const names = new Map<string, string>();
  const userTexts: string[] = [];
  let toolResults: ModelTurn['toolResults'] = [];
  let toolCallCount = 0;
  let system = '';
  for (const m of messages) {
    if (m.role === 'system') system += textOf(m.content);
    if (m.role === 'user') userTexts.push(textOf(m.content));
    if (m.role === 'assistant') {
      toolResults = [];
      for (const c of (m.tool_calls ?? []) as Json[]) {
        names.set(String(c.id), String((c.function as Json).name));
        toolCallCount += 1;
      }
    }
    if (m.role === 'tool')
      toolResults.push({ name: names.get(String(m.tool_call_id)) ?? '', output: textOf(m.content) });
  }
  const tools = ((body.tools ?? []) as Json[]).map((t) => String((t.function as Json).name));
  return { index, model: String(body.model), system, tools, userTexts, toolResults, toolCallCount };
}

function anthropicTurn(body: Json, index: number): ModelTurn {
  const names = new Map<string, string>();
  const userTexts: string[] = [];
  let toolResults: ModelTurn['toolResults'] = [];
  let toolCallCount = 0;
  for (const m of (body.messages ?? []) as Json[]) {
    const blocks: Json[] =
      typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : ((m.content ?? []) as Json[]);
    if (m.role === 'assistant') {
      toolResults = [];
      for (const b of blocks) {
        if (b.type === 'tool_use') {
          names.set(String(b.id), String(b.name));
          toolCallCount += 1;
        }
      }
      continue;
    }
    const text = blocks
      .filter((b) => b.type === 'text')
      .map((b) => String(b.text))
      .join('');
    if (text) userTexts.push(text);
    for (const b of blocks) {
      if (b.type === 'tool_result')
        toolResults.push({ name: names.get(String(b.tool_use_id)) ?? '', output: textOf(b.content) });
    }
  }
  const tools = ((body.tools ?? []) as Json[]).map((t) => String(t.name));
  return {
    index,
    model: String(body.model),
    system: textOf(body.system),
    tools,
    userTexts,
    toolResults,
    toolCallCount,
  };
}
