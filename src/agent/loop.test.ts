import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { AgentError } from './errors.js';
import { runToolLoop, type LoopInput } from './loop.js';
import { createModel } from './model.js';
import {
  startModelServer,
  type ModelReply,
  type ModelServer,
  type ModelTurn,
} from './model-server.test-support.js';
import { Checkout, buildTools } from './tools/index.js';

const KEY = 'sk-test-model-key-0123456789abcdef';
let dir: string;
let server: ModelServer | null = null;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-loop-'));
  await fs.writeFile(path.join(dir, 'index.mdx'), '# Welcome\n\nHello wrold.\n');
});
afterEach(async () => {
  await server?.close();
  server = null;
  await fs.rm(dir, { recursive: true, force: true });
});

async function setup(
  protocol: 'openai' | 'anthropic',
  script: (t: ModelTurn) => ModelReply,
  overrides: Partial<LoopInput> = {},
) {
  server = await startModelServer({ protocol, apiKey: KEY, script });
  const config = loadConfig({
    LECTERN_MODEL_PROVIDER: protocol === 'openai' ? 'openai-compatible' : 'anthropic',
    LECTERN_MODEL_BASE_URL: server.baseUrl,
    LECTERN_MODEL_API_KEY: KEY,
  });
  const checkout = await Checkout.open(dir);
  const steps: number[] = [];
  const input: LoopInput = {
    model: createModel(config, 'test-model'),
    prompt: 'Fix the typo on the home page',
    tools: buildTools({ checkout, plan: [] }),
    settings: { maxSteps: 10, maxTokens: 100_000, modelRetries: 0, buildFixRounds: 1 },
    signal: new AbortController().signal,
    onStep: async (_s, i) => void steps.push(i),
    verify: async () => ({ ok: true, errors: [] }),
    ...overrides,
  };
  return { input, steps, checkout };
}

/** A model that views the page, fixes the typo, then summarizes. */
const typoFixer = (t: ModelTurn): ModelReply => {
  if (t.toolCallCount === 0) return { toolCalls: [{ name: 'view_file', input: { path: 'index.mdx' } }] };
  if (t.toolCallCount === 1) {
    expect(t.toolResults[0].output).toContain('3\tHello wrold.');
    return {
      toolCalls: [
        { name: 'replace_in_file', input: { path: 'index.mdx', oldText: 'wrold', newText: 'world' } },
      ],
    };
  }
  return { text: 'Fixed the typo "wrold" on the home page.' };
};

describe.each(['openai', 'anthropic'] as const)('tool loop over the %s protocol', (protocol) => {
  it('runs tools the model calls and returns its summary', async () => {
    const { input, steps, checkout } = await setup(protocol, typoFixer);
    const result = await runToolLoop(input);
    expect(result.summary).toBe('Fixed the typo "wrold" on the home page.');
    expect(result.steps).toBe(3);
    expect(result.tokens).toBe(360);
    expect(steps).toEqual([1, 2, 3]);
    expect(await fs.readFile(path.join(dir, 'index.mdx'), 'utf8')).toBe('# Welcome\n\nHello world.\n');
    expect([...checkout.changed]).toEqual(['index.mdx']);
    const first = server!.requests[0];
    const body = first.body as { tools: unknown[]; model: string };
    expect(body.model).toBe('test-model');
    expect(body.tools).toHaveLength(8);
    expect(JSON.stringify(first.body)).toContain('Mintlify');
  });

  it('fails with the provider message when the model server errors', async () => {
    const { input } = await setup(protocol, () => ({
      error: { status: 500, message: 'upstream model exploded' },
    }));
    const err = await runToolLoop(input).catch((e) => e);
    expect(err).toBeInstanceOf(AgentError);
    expect(err.code).toBe('AGENT_MODEL_FAILED');
    expect(err.message).toMatch(/HTTP 500/);
    expect(err.message).toMatch(/upstream model exploded/);
  });
});

describe('bounds', () => {
  const forever = (): ModelReply => ({ toolCalls: [{ name: 'list_folder', input: { path: '.' } }] });

  it('ends a model that calls tools for ever at the step limit', async () => {
    const { input, steps } = await setup('openai', forever, {});
    input.settings = { ...input.settings, maxSteps: 5 };
    const err = await runToolLoop(input).catch((e) => e);
    expect(err.code).toBe('AGENT_STEP_LIMIT');
    expect(steps).toHaveLength(5);
    expect(server!.requests).toHaveLength(5);
  });

  it('ends it at the token budget', async () => {
    const { input } = await setup('anthropic', () => ({ ...forever(), usage: { input: 400, output: 100 } }));
    input.settings = { ...input.settings, maxSteps: 100, maxTokens: 1200 };
    const err = await runToolLoop(input).catch((e) => e);
    expect(err.code).toBe('AGENT_TOKEN_LIMIT');
    expect(server!.requests).toHaveLength(3);
  });

  it.each(['openai', 'anthropic'] as const)(
    'ends it at the token budget when the %s server reports no usage, estimating from characters',
    async (protocol) => {
      const usages: Array<{ inputTokens: number; outputTokens: number; estimated: boolean }> = [];
      const { input } = await setup(protocol, () => ({ ...forever(), usage: null }));
      input.settings = { ...input.settings, maxSteps: 100, maxTokens: 5000 };
      input.onStep = async (_s, _i, usage) => void usages.push(usage);
      const err = await runToolLoop(input).catch((e) => e);
      expect(err.code).toBe('AGENT_TOKEN_LIMIT');
      expect(server!.requests.length).toBeLessThan(10);
      expect(usages.every((u) => u.estimated)).toBe(true);
      // Each request carries the system prompt and tool descriptions (thousands of characters) at least.
      expect(usages[0].inputTokens).toBeGreaterThan(500);
      // The conversation grows, so later requests are estimated larger.
      expect(usages[1].inputTokens).toBeGreaterThan(usages[0].inputTokens);
    },
  );

  it('ends it when the signal fires (wall time)', async () => {
    const controller = new AbortController();
    const { input } = await setup('openai', (t) => {
      if (t.index === 2) controller.abort(new Error('wall time'));
      return forever();
    });
    input.signal = controller.signal;
    input.settings = { ...input.settings, maxSteps: 100 };
    await expect(runToolLoop(input)).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);
    expect(server!.requests.length).toBeLessThan(5);
  });
});

describe('build check', () => {
  it('hands build errors back to the model, which may fix them', async () => {
    let builds = 0;
    const { input } = await setup('openai', (t) => {
      if (t.userTexts.length === 1)
        return t.toolCallCount === 0
          ? { toolCalls: [{ name: 'create_file', input: { path: 'bad.mdx', content: '<Broken' } }] }
          : { text: 'Added a page.' };
      expect(t.userTexts[1]).toMatch(/bad.mdx:1: Unexpected end of file/);
      return t.toolCallCount === 1
        ? { toolCalls: [{ name: 'delete_file', input: { path: 'bad.mdx' } }] }
        : { text: 'Removed the broken page.' };
    });
    input.verify = async () => {
      builds += 1;
      const exists = await fs.stat(path.join(dir, 'bad.mdx')).then(
        () => true,
        () => false,
      );
      return exists
        ? { ok: false, errors: ['bad.mdx:1: Unexpected end of file (MDX_PARSE)'] }
        : { ok: true, errors: [] };
    };
    const result = await runToolLoop(input);
    expect(result.summary).toBe('Removed the broken page.');
    expect(builds).toBe(2);
  });

  it('fails with the build errors when the model cannot fix them within its rounds', async () => {
    const { input } = await setup('openai', () => ({ text: 'Done.' }));
    input.verify = async () => ({
      ok: false,
      errors: ['docs.json: navigation is not an object (CONFIG_INVALID)'],
    });
    const err = await runToolLoop(input).catch((e) => e);
    expect(err.code).toBe('AGENT_BUILD_FAILED');
    expect(err.message).toContain('navigation is not an object');
    expect(server!.requests).toHaveLength(2);
  });
});
