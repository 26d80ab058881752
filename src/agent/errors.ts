/** Stable codes for why an agent run failed; the message is what the job's `error` and transcript show. */
export type AgentErrorCode =
  | 'AGENT_NO_MODEL'
  | 'AGENT_MODEL_FAILED'
  | 'AGENT_STEP_LIMIT'
  | 'AGENT_TOKEN_LIMIT'
  | 'AGENT_TIME_LIMIT'
  | 'AGENT_BUILD_FAILED'
  | 'AGENT_NO_REPOSITORY'
  | 'AGENT_NO_FORGE'
  | 'AGENT_GIT_FAILED'
  | 'AGENT_PUSH_REJECTED'
  | 'AGENT_FORGE_FAILED'
  | 'AGENT_STOPPED'
  | 'AGENT_INTERNAL';

export class AgentError extends Error {
  constructor(
    readonly code: AgentErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AgentError';
  }
}

/** A tool refused or failed; its message goes back to the model as the tool's result. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}
