import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface Served {
  url: string;
  dir: string;
  /** Every file served since the last reset (paths relative to dir, in order). */
  log: string[];
  close: () => Promise<void>;
}

/**
 * Serves a build folder like `vite preview` does (files, then index.html for app routes) but
 * without compression or caching, so every cold load fetches every byte and the bench gzips
 * the bodies itself. /admin/ answers 404 (real mode has no backend here), unless `backend` is
 * given: then /admin/ is passed to it, as `vite preview` does with BACKEND_URL.
 */
export function serve(dir: string, { backend }: { backend?: string } = {}): Promise<Served> {
  const log: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/admin/') && backend) {
      const target = new URL(req.url ?? '/', backend);
      const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    if (path.startsWith('/admin/')) {
      res.writeHead(404, { 'Content-Type': TYPES['.json'] });
      res.end(JSON.stringify({ code: 404, success: false, message: 'no backend in the bench', data: null }));
      return;
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    log.push(file.slice(dir.length).replace(/^\/+/, ''));
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  server.keepAliveTimeout = 1000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}`,
        dir,
        log,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
