/**
 * Agent jobs: a bounded LLM tool loop over a checkout of the project's repository, whose changes are
 * committed on `lectern/agent-<id>` and proposed as a pull request. The runtime runs each prompt as a
 * job of kind `agent-run`; the API (src/api/agent) goes through `AgentService`.
 */
export {
  AGENT_RUN_KIND,
  createAgentRunHandler,
  type AgentRunOptions,
  type AgentRunPayload,
  type AgentRunServices,
} from './run.js';
export {
  AgentService,
  AgentServiceError,
  AGENT_RATE_LIMIT,
  MAX_PROMPT_CHARS,
  type AgentServiceErrorCode,
  type CreateAgentJobInput,
} from './service.js';
export { AgentJobStore, toAgentJob, branchFor, type AgentJob } from './store.js';
export { AgentError, type AgentErrorCode } from './errors.js';
export { Redactor } from './redact.js';
export type { TranscriptEntry } from './transcript.js';
export { SYSTEM_PROMPT } from './prompts/system.js';
