import { ConfigError, int } from './values.js';

/** Bounds and knobs of agent runs (`LECTERN_AGENT_*`). */
export interface AgentConfig {
  /** Model calls (steps) per run, build-fix rounds included. `LECTERN_AGENT_MAX_STEPS`, default 40. */
  maxSteps: number;
  /**
   * Input plus output tokens per run. `LECTERN_AGENT_MAX_TOKENS`, default 500000. Estimated from characters
   * (about four per token) for model servers that report no usage.
   */
  maxTokens: number;
  /** Wall time per run. `LECTERN_AGENT_TIMEOUT_SECONDS`, default 900. */
  timeoutMs: number;
  /** Retries of a failed model call (the AI SDK's own backoff). `LECTERN_AGENT_MODEL_RETRIES`, default 2. */
  modelRetries: number;
  /** How often a run checks whether its job was archived. `LECTERN_AGENT_STATUS_POLL_MS`, default 1000. */
  statusPollMs: number;
  /** Rounds in which the model may fix a failing site build. `LECTERN_AGENT_BUILD_FIX_ROUNDS`, default 2. */
  buildFixRounds: number;
  /** Commit author. `LECTERN_AGENT_AUTHOR_NAME`, `LECTERN_AGENT_AUTHOR_EMAIL`. */
  author: { name: string; email: string };
}

/** The commit author of agent runs unless LECTERN_AGENT_AUTHOR_* say otherwise. */
const DEFAULT_AUTHOR = { name: 'Lectern Agent', email: 'agent@lectern.invalid' };

/** Git takes the identity from these values; angle brackets or line breaks would corrupt the commit header. */
function identity(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/[<>\r\n\0]/.test(raw) || raw.length > 200) {
    throw new ConfigError(`${name} must be at most 200 characters without <, > or line breaks`);
  }
  return raw.trim();
}

export function loadAgentConfig(env: NodeJS.ProcessEnv): AgentConfig {
  return {
    maxSteps: int(env, 'LECTERN_AGENT_MAX_STEPS', 40, 1, 1000),
    maxTokens: int(env, 'LECTERN_AGENT_MAX_TOKENS', 500_000, 100, 100_000_000),
    timeoutMs: int(env, 'LECTERN_AGENT_TIMEOUT_SECONDS', 900, 1, 86_400) * 1000,
    modelRetries: int(env, 'LECTERN_AGENT_MODEL_RETRIES', 2, 0, 10),
    statusPollMs: int(env, 'LECTERN_AGENT_STATUS_POLL_MS', 1000, 10, 60_000),
    buildFixRounds: int(env, 'LECTERN_AGENT_BUILD_FIX_ROUNDS', 2, 0, 10),
    author: {
      name: identity(env, 'LECTERN_AGENT_AUTHOR_NAME', DEFAULT_AUTHOR.name),
      email: identity(env, 'LECTERN_AGENT_AUTHOR_EMAIL', DEFAULT_AUTHOR.email),
    },
  };
}
