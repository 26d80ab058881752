import { describe, expect, it } from 'vitest';
import { Redactor } from './redact.js';

describe('Redactor', () => {
  it('removes configured secrets and credential-shaped text, deeply', () => {
    const r = new Redactor(['forge-token-123', null, 'sk-model-key-xyz']);
    const value = r.value({
      a: 'token forge-token-123 and sk-model-key-xyz',
      b: ['lct_abcdefghijklmnopqrstuvwxyz012345ABCDEF', 'Authorization: Bearer abcdefgh12345678'],
      c: { d: 'https://user:pass@example.com/x', n: 5 },
      e: 'ghp_abcdefghijklmnopqrstuvwxyz0123 glpat-abcdefghijklmnopqrst12',
    });
    const text = JSON.stringify(value);
    for (const s of [
      'forge-token-123',
      'sk-model-key-xyz',
      'abcdefghijklmnopqrstuvwxyz012345',
      'abcdefgh12345678',
      'user:pass',
      'ghp_',
      'glpat-',
    ]) {
      expect(text).not.toContain(s);
    }
    expect(value.c.n).toBe(5);
    expect(value.b[0]).toBe('lct_[REDACTED]');
  });

  it('leaves ordinary prose alone', () => {
    expect(new Redactor([]).text('Fixed the typo in the token section.')).toBe(
      'Fixed the typo in the token section.',
    );
  });
});
