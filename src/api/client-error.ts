import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes, SAFETY_HEADERS } from './errors.js';

/**
 * Node's parser errors, mapped to a status and a body in the served Error shape. The served document lists
 * these statuses (400, 408, 431) on every operation (`errorResponses`).
 */
function describe(err: NodeJS.ErrnoException): { status: number; code: string; error: string } {
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: ErrorCodes.HEADERS_TOO_LARGE, error: 'request headers are too large' };
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: ErrorCodes.REQUEST_TIMEOUT, error: 'the request did not arrive in time' };
  return { status: 400, code: ErrorCodes.INVALID_REQUEST, error: 'malformed HTTP request' };
}

/**
 * Requests that Node's HTTP parser rejects (malformed request lines, oversized headers, timeouts) never
 * reach Fastify's routes or error handler; Fastify's default answer has no `code`. This one writes the
 * same `{ error, code }` JSON and safety headers as every other error, then closes the connection (the
 * stream is unusable once the parser has failed).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, error } = describe(err);
  this.log.debug({ code: err.code }, 'malformed HTTP request');
  const body = JSON.stringify({ error, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        Object.entries(SAFETY_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
