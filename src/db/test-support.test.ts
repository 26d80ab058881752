import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { probePostgres } from './dialects.test-support.js';

/** A loopback port with nothing listening: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the dialect loop without PostgreSQL', () => {
  it('skips PostgreSQL when it is unreachable, unless LECTERN_TEST_REQUIRE_POSTGRES=1 (CI) asks to fail', async () => {
    const unreachable = `postgres://postgres@127.0.0.1:${await closedPort()}/test`;
    expect(await probePostgres(unreachable, {})).toBe(false);
    expect(await probePostgres(unreachable, { LECTERN_TEST_REQUIRE_POSTGRES: '1' })).toBe(true);
  });
});
