import { describe, expect, it } from 'vitest';
import { authorizationHeader } from './env.js';
import { redactGitOutput } from './redact.js';
import { isPrivateAddress } from './url.js';

describe('redactGitOutput', () => {
  it('removes the token, its Basic form and URL credentials', () => {
    const token = 'tok_abc123';
    const header = authorizationHeader(token, 'github');
    const text = `fatal: ${token} ${header} https://u:p@example.com/r.git`;
    const out = redactGitOutput(text, token);
    expect(out).not.toContain(token);
    expect(out).not.toContain(header.split(' ').at(-1));
    expect(out).not.toContain('u:p@');
  });
});

describe('isPrivateAddress', () => {
  it('classifies loopback, private, link-local and mapped addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '140.82.112.3', '2606:4700::1111'])
      expect(isPrivateAddress(a), a).toBe(false);
  });
});
