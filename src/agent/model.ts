import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../config/index.js';
import { AgentError } from './errors.js';

/** The model a job records: the request's, else the project's, else the server default (may be ''). */
export function chooseModelName(
  requested: string | null | undefined,
  project: string | null | undefined,
  config: Config,
): string {
  return (requested || project || config.model.name || '').trim();
}

/**
 * Builds the AI SDK model for a run from server configuration. The endpoint and key are the operator's,
 * so private addresses are fine here (a local model server is a normal setup).
 */
export function createModel(config: Config, modelName: string): LanguageModel {
  if (!modelName) {
    throw new AgentError(
      'AGENT_NO_MODEL',
      'no model configured: pass `model`, set the project model, or set LECTERN_MODEL',
    );
  }
  const { provider, baseUrl, apiKey } = config.model;
  if (provider === 'anthropic') {
    if (!apiKey)
      throw new AgentError('AGENT_NO_MODEL', 'no model API key configured: set LECTERN_MODEL_API_KEY');
    return createAnthropic({ apiKey, ...(baseUrl ? { baseURL: baseUrl } : {}) })(modelName);
  }
  if (!baseUrl)
    throw new AgentError('AGENT_NO_MODEL', 'no model endpoint configured: set LECTERN_MODEL_BASE_URL');
  return createOpenAICompatible({ name: 'lectern', baseURL: baseUrl, ...(apiKey ? { apiKey } : {}) })(
    modelName,
  );
}
