import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../api/logging.js';
import { createLogger } from './logger.js';

describe('logging', () => {
  it('masks link signatures in URLs', () => {
    expect(redactUrl('/v1/objects/a/b.tar.gz?expires=1&signature=abcdef')).toBe(
      '/v1/objects/a/b.tar.gz?expires=1&signature=[redacted]',
    );
    expect(redactUrl('/x?X-Amz-Credential=AKIA%2F&X-Amz-Signature=ff&y=1')).toBe(
      '/x?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&y=1',
    );
  });

  it('redacts authorization headers and tokens logged by hand', () => {
    const lines: string[] = [];
    const log = createLogger({
      destination: new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }) as never,
    });
    log.info(
      {
        headers: { authorization: 'Bearer lct_secret' },
        forgeToken: 'ghp_secret',
        req: { method: 'GET', url: '/v1/objects/k?signature=s3cr3t' },
      },
      'x',
    );
    const out = lines.join('');
    expect(out).not.toContain('lct_secret');
    expect(out).not.toContain('ghp_secret');
    expect(out).not.toContain('s3cr3t');
    expect(out).toContain('[redacted]');
  });
});
