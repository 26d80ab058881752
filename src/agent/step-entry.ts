import type { StepResult, ToolSet } from 'ai';
import type { Redactor } from './redact.js';
import type { StepUsage } from './tokens.js';
import { clip, type NewTranscriptEntry } from './transcript.js';

/**
 * A step as the transcript keeps it. Secrets are removed before anything is clipped: clipping first could
 * cut a secret in two, and the half left in the transcript would no longer match the redactor.
 */
export function stepEntry(
  step: Pick<StepResult<ToolSet>, 'text' | 'toolCalls' | 'toolResults'>,
  index: number,
  usage: StepUsage,
  redactor: Redactor,
): NewTranscriptEntry {
  const output = (o: unknown) => (typeof o === 'string' ? o : JSON.stringify(o));
  return {
    type: 'step',
    step: index,
    text: clip(redactor.text(step.text ?? ''), 4000),
    toolCalls: step.toolCalls.map((c) => ({ name: c.toolName, input: clipDeep(redactor.value(c.input)) })),
    toolResults: step.toolResults.map((r) => ({
      name: r.toolName,
      output: clip(redactor.text(output(r.output))),
    })),
    usage: {
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      ...(usage.estimated ? { estimated: true } : {}),
    },
  };
}

function clipDeep(value: unknown): unknown {
  if (typeof value === 'string') return clip(value);
  if (Array.isArray(value)) return value.slice(0, 100).map(clipDeep);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clipDeep(v)]));
  return value;
}
