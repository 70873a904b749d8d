// Issue 31: the page measure behind HTTP/2, as a production deployment serves the SPA (a TLS
// terminator speaking HTTP/2 in front of the server). The bench's server speaks HTTP/1.1, where the
// browser opens six connections to a host and a phone's ~25 files come in waves of six round
// trips; over HTTP/2 they share one connection. This proxy terminates TLS with a self-signed
// certificate made at start (openssl, in a temporary directory removed on close) and forwards every
// request to the server over HTTP/1.1 keep-alive, streaming the answer as the server sends it (its
// compression kept). The live provider's WebSocket (graphql-ws at /graphql, opened by every signed-in
// page) arrives as an HTTP/1.1 upgrade on the allowHTTP1 path: Chromium opens WebSockets over
// HTTP/2 only when the server announces extended CONNECT, which this one does not, so it opens a
// TLS connection of its own for the socket, as it would in front of a terminator without it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that belong to one connection (RFC 9110 §7.6.1; HTTP/2 forbids them): not forwarded. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'http2-settings', 'host']);

const selfSignedCertificate = (directory) => {
  const keyFile = join(directory, 'key.pem');
  const certificateFile = join(directory, 'certificate.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certificateFile) };
};

const forwardedHeaders = (headers) => {
  const result = {};
  for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name)) result[name] = value;
  // The server checks a form's Origin against its Host (signin-csrf.ts): the browser's authority.
  result.host = headers[':authority'] ?? headers.host;
  result['x-forwarded-proto'] = 'https';
  return result;
};

/**
 * Starts the proxy on `port` in front of `target` (http://host:port); resolves with its https URL,
 * the number of HTTP/2 sessions and WebSocket upgrades it served (to tell the run used them), and
 * `close()`.
 */
export const startH2Proxy = async ({ target, port, log = console.error }) => {
  const upstreamUrl = new URL(target);
  const directory = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  const counts = { sessions: 0, upgrades: 0, requests: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let server;
  try {
    server = http2.createSecureServer({ ...selfSignedCertificate(directory), allowHTTP1: true });
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('session', () => (counts.sessions += 1));
  server.on('request', (request, response) => {
    counts.requests += 1;
    const upstream = http.request(
      { host: upstreamUrl.hostname, port: upstreamUrl.port, method: request.method, path: request.url, headers: forwardedHeaders(request.headers), agent },
      (answer) => {
        const headers = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!CONNECTION_HEADERS.has(name)) headers[name] = value;
        response.writeHead(answer.statusCode, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      log(`h2 proxy: ${request.method} ${request.url}: ${error.message}`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // The browser gave up on the answer (a cancelled fetch, a closed page): stop reading it.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  server.on('upgrade', (request, socket, head) => {
    counts.upgrades += 1;
    const upstream = net.connect(Number(upstreamUrl.port), upstreamUrl.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let index = 0; index < request.rawHeaders.length; index += 2) lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const end = (error) => {
      // A closed page ends its socket abruptly (ECONNRESET, or EPIPE when one side still wrote).
      if (error && error.code !== 'ECONNRESET' && error.code !== 'EPIPE') log(`h2 proxy: WebSocket ${request.url}: ${error.message}`);
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), '127.0.0.1', resolve);
  });
  return {
    url: `https://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => {
          rmSync(directory, { recursive: true, force: true });
          resolve();
        });
        // Open connections (a page's keep-alive, a WebSocket) would hold close() back.
        for (const socket of sockets) socket.destroy();
      }),
  };
};
