import type { LanguageModelUsage, ModelMessage, StepResult, ToolSet } from 'ai';

/** Roughly four characters per token for English prose, markup and code. */
const CHARS_PER_TOKEN = 4;

export interface StepUsage {
  inputTokens: number;
  outputTokens: number;
  /** True when the provider reported no usage and the figures are estimates from characters. */
  estimated: boolean;
}

/**
 * Counts a run's tokens against its budget. Some OpenAI-compatible servers report no usage at all (or
 * zeros); trusting that would leave the token bound unable to trip, so such steps are estimated from the
 * characters sent (system prompt, tool descriptions, the conversation so far) and received.
 */
export class TokenMeter {
  total = 0;
  /** Characters the next model request carries: everything said so far is sent again each step. */
  private contextChars: number;

  constructor(system: string, tools: ToolSet, messages: ModelMessage[]) {
    const toolChars = Object.entries(tools).reduce(
      (n, [name, t]) => n + name.length + (t.description?.length ?? 0),
      0,
    );
    this.contextChars = system.length + toolChars + charsOf(messages);
  }

  /** Messages we add to the conversation ourselves (build errors handed back to the model). */
  addContext(messages: ModelMessage[]): void {
    this.contextChars += charsOf(messages);
  }

  count(
    step: Pick<StepResult<ToolSet>, 'usage' | 'text' | 'reasoningText' | 'toolCalls' | 'toolResults'>,
  ): StepUsage {
    const outputChars =
      (step.text ?? '').length +
      (step.reasoningText ?? '').length +
      step.toolCalls.reduce((n, c) => n + c.toolName.length + charsOf(c.input), 0);
    const resultChars = step.toolResults.reduce(
      (n, r) => n + (typeof r.output === 'string' ? r.output.length : charsOf(r.output)),
      0,
    );
    const usage: StepUsage = reported(step.usage)
      ? {
          inputTokens: step.usage.inputTokens ?? 0,
          outputTokens: step.usage.outputTokens ?? 0,
          estimated: false,
        }
      : {
          inputTokens: Math.ceil(this.contextChars / CHARS_PER_TOKEN),
          outputTokens: Math.ceil(outputChars / CHARS_PER_TOKEN),
          estimated: true,
        };
    this.contextChars += outputChars + resultChars;
    this.total += usage.inputTokens + usage.outputTokens;
    return usage;
  }
}

/** A model call always reads some input, so zero tokens in all means "not reported". */
function reported(usage: LanguageModelUsage | undefined): usage is LanguageModelUsage {
  return !!usage && (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0) > 0;
}

function charsOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  return JSON.stringify(value ?? null).length;
}
