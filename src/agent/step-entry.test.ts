import { describe, expect, it } from 'vitest';
import { Redactor } from './redact.js';
import { stepEntry } from './step-entry.js';
import { TRANSCRIPT_OUTPUT_CHARS } from './transcript.js';

const TOKEN = 'forge_tok_0123456789abcdef0123';
const redactor = new Redactor([TOKEN]);
/** Text whose secret starts a few characters before `at`, so clipping at `at` would cut it in two. */
const straddling = (at: number) => `${'x'.repeat(at - 8)}${TOKEN} and more text after it`;

describe('stepEntry', () => {
  it('redacts before clipping, so no part of a secret survives a cut', () => {
    const step = {
      text: straddling(4000),
      toolCalls: [
        { toolName: 'create_file', input: { path: 'a.mdx', content: straddling(TRANSCRIPT_OUTPUT_CHARS) } },
      ],
      toolResults: [{ toolName: 'view_file', output: straddling(TRANSCRIPT_OUTPUT_CHARS) }],
    };
    const entry = stepEntry(
      step as never,
      1,
      { inputTokens: 10, outputTokens: 2, estimated: false },
      redactor,
    );
    const text = JSON.stringify(entry);
    expect(text).not.toContain(TOKEN.slice(0, 8));
    expect(text).toContain('x[REDACTE');
    expect(entry).toMatchObject({ type: 'step', step: 1, usage: { inputTokens: 10, outputTokens: 2 } });
    expect(text).toContain('more characters]');
  });

  it('marks estimated usage', () => {
    const entry = stepEntry(
      { text: 'hi', toolCalls: [], toolResults: [] } as never,
      2,
      { inputTokens: 900, outputTokens: 1, estimated: true },
      redactor,
    );
    expect(entry).toMatchObject({ usage: { inputTokens: 900, outputTokens: 1, estimated: true } });
  });
});
