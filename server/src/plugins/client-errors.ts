import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { formatMessage, type MessageCode } from '@raritet/contracts/messages';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, malformed request
 * lines, timeouts) get the API's `{ code, message }` body too, in Russian: the headers that would tell
 * the language are what could not be read.
 */
export function handleClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let code: MessageCode = 'bad_request';
  if (error.code === 'HPE_HEADER_OVERFLOW') [status, code] = [431, 'headers_too_large'];
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') [status, code] = [408, 'request_timeout'];
  const body = JSON.stringify({ code, message: formatMessage(code, 'ru') });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
