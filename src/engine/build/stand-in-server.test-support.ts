/**
 * A stand-in for a remote host (a spec's, Google Fonts'), on loopback for the suite: `origin` once it
 * listens, and `connections()` counted from each test's start (a refused URL must open none).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface StandInServer {
  readonly origin: string;
  connections(): number;
}

export function useStandInServer(handle: http.RequestListener): StandInServer {
  const server = http.createServer(handle);
  let origin = '';
  let connections = 0;
  server.on('connection', () => connections++);
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    connections = 0;
  });
  return {
    get origin() {
      return origin;
    },
    connections: () => connections,
  };
}
