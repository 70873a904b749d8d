import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The live channel is the only WebSocket endpoint. Nest hands graphql-ws every upgrade whose
 * address starts with its path (ws refuses those that are not exactly it); any other upgrade was
 * left unanswered, its socket held open until the client gave up: a cheap way to exhaust sockets.
 * Those are refused at once with 404.
 */
export const refuseStrayUpgrades = (server: Server, livePath: string): void => {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (request.url?.startsWith(livePath)) return;
    // A client that resets while being refused leaves nothing to do but close.
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
};
