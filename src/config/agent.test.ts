import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.js';

describe('agent configuration (LECTERN_AGENT_*)', () => {
  it('has defaults', () => {
    expect(loadConfig({}).agent).toEqual({
      maxSteps: 40,
      maxTokens: 500_000,
      timeoutMs: 900_000,
      modelRetries: 2,
      statusPollMs: 1000,
      buildFixRounds: 2,
      author: { name: 'Lectern Agent', email: 'agent@lectern.invalid' },
    });
  });

  it('reads every variable', () => {
    const agent = loadConfig({
      LECTERN_AGENT_MAX_STEPS: '7',
      LECTERN_AGENT_MAX_TOKENS: '1234',
      LECTERN_AGENT_TIMEOUT_SECONDS: '30',
      LECTERN_AGENT_MODEL_RETRIES: '0',
      LECTERN_AGENT_STATUS_POLL_MS: '50',
      LECTERN_AGENT_BUILD_FIX_ROUNDS: '0',
      LECTERN_AGENT_AUTHOR_NAME: 'Docs Bot',
      LECTERN_AGENT_AUTHOR_EMAIL: 'bot@example.com',
    }).agent;
    expect(agent).toEqual({
      maxSteps: 7,
      maxTokens: 1234,
      timeoutMs: 30_000,
      modelRetries: 0,
      statusPollMs: 50,
      buildFixRounds: 0,
      author: { name: 'Docs Bot', email: 'bot@example.com' },
    });
  });

  it('refuses bad values with the variable named', () => {
    const cases: Array<[string, string]> = [
      ['LECTERN_AGENT_MAX_STEPS', '0'],
      ['LECTERN_AGENT_MAX_TOKENS', 'lots'],
      ['LECTERN_AGENT_TIMEOUT_SECONDS', '1.5'],
      ['LECTERN_AGENT_MODEL_RETRIES', '11'],
      ['LECTERN_AGENT_STATUS_POLL_MS', '-1'],
      ['LECTERN_AGENT_BUILD_FIX_ROUNDS', '99'],
      ['LECTERN_AGENT_AUTHOR_NAME', 'Evil <x@y>'],
      ['LECTERN_AGENT_AUTHOR_EMAIL', 'a@b\nSigned-off-by: x'],
    ];
    for (const [name, value] of cases) {
      let err: unknown = null;
      try {
        loadConfig({ [name]: value });
      } catch (e) {
        err = e;
      }
      expect(err, name).toBeInstanceOf(ConfigError);
      expect((err as Error).message, name).toContain(name);
    }
  });
});
