import {
  APICallError,
  RetryError,
  generateText,
  stepCountIs,
  type LanguageModel,
  type ModelMessage,
  type StepResult,
  type ToolSet,
} from 'ai';
import type { AgentConfig } from '../config/index.js';
import { AgentError } from './errors.js';
import { SYSTEM_PROMPT } from './prompts/system.js';
import { TokenMeter, type StepUsage } from './tokens.js';

// The AI SDK prints warnings to the console by default; our transcript and logs are the record.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

export interface LoopInput {
  model: LanguageModel;
  prompt: string;
  tools: ToolSet;
  settings: Pick<AgentConfig, 'maxSteps' | 'maxTokens' | 'modelRetries' | 'buildFixRounds'>;
  signal: AbortSignal;
  /** After each model step, with its tokens (as reported, or estimated when the provider reports none). */
  onStep(step: StepResult<ToolSet>, index: number, usage: StepUsage): Promise<void>;
  /** Called when the model is done; build errors are handed back to the model for another round. */
  verify(): Promise<{ ok: boolean; errors: string[] }>;
}

export interface LoopResult {
  summary: string;
  steps: number;
  tokens: number;
}

/**
 * The bounded tool loop: `generateText` runs model calls and tool calls until the model stops, a step
 * or token bound is hit, or the signal fires (wall time, archive, lost lease). A run that ends with the
 * model still calling tools was cut off by a bound and fails.
 */
export async function runToolLoop(input: LoopInput): Promise<LoopResult> {
  const { settings } = input;
  const messages: ModelMessage[] = [{ role: 'user', content: input.prompt }];
  const meter = new TokenMeter(SYSTEM_PROMPT, input.tools, messages);
  let steps = 0;
  let fixRounds = 0;
  for (;;) {
    const remaining = settings.maxSteps - steps;
    if (remaining <= 0) throw stepLimit(settings.maxSteps);
    let result;
    try {
      result = await generateText({
        model: input.model,
        system: SYSTEM_PROMPT,
        messages,
        tools: input.tools,
        maxRetries: settings.modelRetries,
        abortSignal: input.signal,
        // onStepFinish runs before the stop conditions are checked, so the meter already holds this step.
        stopWhen: [stepCountIs(remaining), () => meter.total >= settings.maxTokens],
        onStepFinish: async (step) => {
          steps += 1;
          await input.onStep(step, steps, meter.count(step));
        },
      });
    } catch (err) {
      throw modelFailure(err, input.signal);
    }
    messages.push(...result.response.messages);
    const last = result.steps.at(-1);
    if (last?.finishReason === 'tool-calls') {
      if (meter.total >= settings.maxTokens) {
        throw new AgentError(
          'AGENT_TOKEN_LIMIT',
          `the agent used ${meter.total} tokens, over its budget of ${settings.maxTokens}, before finishing`,
        );
      }
      throw stepLimit(settings.maxSteps);
    }
    const check = await input.verify();
    if (check.ok) return { summary: result.text.trim(), steps, tokens: meter.total };
    if (fixRounds >= settings.buildFixRounds || steps >= settings.maxSteps) {
      throw new AgentError('AGENT_BUILD_FAILED', `the site build failed:\n${check.errors.join('\n')}`);
    }
    fixRounds += 1;
    const feedback: ModelMessage = {
      role: 'user',
      content:
        `The site build failed with these errors, so the change cannot be proposed yet:\n${check.errors.map((e) => `- ${e}`).join('\n')}\n\n` +
        'Fix them with the file tools, then reply with your summary again.',
    };
    messages.push(feedback);
    meter.addContext([feedback]);
  }
}

function stepLimit(max: number): AgentError {
  return new AgentError('AGENT_STEP_LIMIT', `the agent reached its limit of ${max} steps without finishing`);
}

/** Model call failures become AGENT_MODEL_FAILED with the provider's message; aborts pass through. */
function modelFailure(err: unknown, signal: AbortSignal): unknown {
  if (signal.aborted || err instanceof AgentError) return err;
  const last = RetryError.isInstance(err) ? err.lastError : err;
  if (APICallError.isInstance(last)) {
    const status = last.statusCode ? ` (HTTP ${last.statusCode})` : '';
    return new AgentError(
      'AGENT_MODEL_FAILED',
      `model request failed${status}: ${last.message}`.slice(0, 2000),
    );
  }
  const message = err instanceof Error ? err.message : String(err);
  return new AgentError('AGENT_MODEL_FAILED', `model request failed: ${message}`.slice(0, 2000), {
    cause: err,
  });
}
