/**
 * The demo backend's handlers behind a real HTTP server (express and @mswjs/http-middleware),
 * answering as the console's backend does whatever happens: every answer is the envelope
 * `{ code, success, message, data }`, never an HTML error page or a stack. The world's handlers
 * answer their own failures (src/mocks/handlers.ts: 服务异常！, HTTP 500, their writes undone);
 * this adds the same envelope for what lies outside them: a path no handler answers (404) and
 * an error in the server itself (500), whose detail goes to the server's console only.
 */
import express, { type ErrorRequestHandler, type Request } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler } from 'msw';
import { translate, type MessageId } from '../src/i18n';

const envelope = (req: Request, code: number, id: MessageId) => ({
  code,
  success: false,
  message: translate(req.get('language') === 'EN' ? 'EN' : 'ZH', id),
  data: null,
});

export function createMockHttpServer(handlers: readonly RequestHandler[]) {
  const app = express();
  app.use(createMiddleware(...handlers));
  app.use((req, res) => {
    res.status(404).json(envelope(req, 404, 'error.http.404'));
  });
  const failed: ErrorRequestHandler = (error, req, res, _next) => {
    console.error(`[mock-server] ${req.method} ${req.originalUrl} failed:`, error);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(500).json(envelope(req, 500, 'error.http.500'));
  };
  app.use(failed);
  return app;
}
