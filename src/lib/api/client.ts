import * as v from 'valibot';
import type { Locale } from '@/i18n';
import { API_BASE, API_HEADERS, REQUEST_TIMEOUT_MS, SUCCESS_CODES } from '../constants';
import { ApiError, FAILURE_MESSAGES, isApiError, isSessionEnd, messageForStatus } from './errors';

/**
 * The one HTTP client of the console. Base path /admin/, headers `token` and `language`,
 * JSON bodies, multipart uploads, blob downloads, a 600000 ms timeout on every call, and the
 * envelope { code, success, message, data } unwrapped: only codes 200, 1, "0", "1" succeed.
 */
export interface ClientConfig {
  baseUrl: string;
  timeoutMs: number;
  getToken: () => string | null;
  getLanguage: () => Locale;
  /** Told once per failing call that ends the session (401 or 300); the session actor dedupes. */
  onSessionEnd: (status: 300 | 401) => void;
}

const config: ClientConfig = {
  baseUrl: import.meta.env?.VITE_API_BASE ?? API_BASE,
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken: () => null,
  getLanguage: () => 'ZH',
  onSessionEnd: () => {},
};

export function configureClient(partial: Partial<ClientConfig>): void {
  Object.assign(config, partial);
}

export function clientConfig(): Readonly<ClientConfig> {
  return config;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  /** Relative to the base path: 'user/v1/info' or '/user/v1/info'. */
  path: string;
  query?: Query;
  /** JSON body, or FormData for multipart. */
  body?: unknown;
  /** Checks `data` against a schema: a mismatch is a malformed response, never a crash. */
  schema?: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Query): string {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  let url = base + path.replace(/^\/+/, '');
  if (query) {
    const params = new URLSearchParams();
    for (const [k, val] of Object.entries(query)) if (val != null) params.set(k, String(val));
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function absolute(url: string): string {
  if (/^https?:/.test(url) || typeof location === 'undefined') return url;
  return new URL(url, location.origin).toString();
}

function sessionEnd(status: 300 | 401, kind: 'http' | 'business', code?: unknown): ApiError {
  config.onSessionEnd(status);
  return new ApiError({ kind, status, code, messageId: messageForStatus(status), sessionExpired: true });
}

/**
 * Sends one call and reads its answer with `read`, all under one timeout: a server that answers
 * the headers and then stalls the body times out too (the timeout covers the whole call).
 */
async function send<R>(
  method: string,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
  read: (res: Response) => Promise<R>,
): Promise<R> {
  const headers: Record<string, string> = { [API_HEADERS.language]: config.getLanguage() };
  const token = config.getToken();
  if (token) headers[API_HEADERS.token] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, config.timeoutMs);
  const onAbort = () => timeout.abort();
  if (signal?.aborted) timeout.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const res = await fetch(absolute(url), { method, headers, body: payload, signal: timeout.signal });
    // Not every fetch errors a body that is being read when its signal aborts: race the abort.
    const aborted = new Promise<never>((_, reject) => {
      const fail = () => {
        res.body?.cancel().catch(() => {});
        reject(timeout.signal.reason);
      };
      if (timeout.signal.aborted) fail();
      else timeout.signal.addEventListener('abort', fail, { once: true });
    });
    aborted.catch(() => {});
    return await Promise.race([read(res), aborted]);
  } catch (e) {
    if (timedOut) throw new ApiError({ kind: 'timeout', status: 408, messageId: FAILURE_MESSAGES.timeout });
    if (isApiError(e) || signal?.aborted) throw e;
    throw new ApiError({ kind: 'network', messageId: FAILURE_MESSAGES.network });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function httpFailure(res: Response): ApiError {
  if (isSessionEnd(res.status)) return sessionEnd(res.status as 300 | 401, 'http');
  return new ApiError({ kind: 'http', status: res.status, messageId: messageForStatus(res.status) });
}

interface Envelope {
  code?: unknown;
  success?: unknown;
  message?: unknown;
  data?: unknown;
}

function unwrap(envelope: Envelope): unknown {
  const { code } = envelope;
  if (SUCCESS_CODES.includes(code as never)) return envelope.data;
  if (isSessionEnd(code)) return Promise.reject(sessionEnd(Number(code) as 300 | 401, 'business', code));
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : undefined;
  return Promise.reject(new ApiError({ kind: 'business', code, messageId: FAILURE_MESSAGES.business, serverMessage: message }));
}

async function readEnvelope(res: Response): Promise<Envelope> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await res.text());
  } catch {
    throw new ApiError({ kind: 'malformed', status: res.status, messageId: FAILURE_MESSAGES.malformed });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError({ kind: 'malformed', status: res.status, messageId: FAILURE_MESSAGES.malformed });
  }
  return parsed as Envelope;
}

function check<T>(data: unknown, schema?: v.GenericSchema<unknown, T>): T {
  if (!schema) return data as T;
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiError({ kind: 'malformed', messageId: FAILURE_MESSAGES.malformed });
  return result.output;
}

export async function request<T = unknown>(options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const data = await send(method, buildUrl(options.path, options.query), options.body, options.signal, async (res) => {
    if (!res.ok) throw httpFailure(res);
    return unwrap(await readEnvelope(res));
  });
  return check(data, options.schema);
}

export const api = {
  get<T = unknown>(path: string, query?: Query, schema?: v.GenericSchema<unknown, T>) {
    return request<T>({ method: 'GET', path, query, schema });
  },
  post<T = unknown>(path: string, body: unknown = {}, schema?: v.GenericSchema<unknown, T>) {
    return request<T>({ method: 'POST', path, body, schema });
  },
  /** Multipart upload: each entry becomes a form field; Blobs and Files are sent as files. */
  upload<T = unknown>(path: string, fields: Record<string, string | Blob>, schema?: v.GenericSchema<unknown, T>) {
    const form = new FormData();
    for (const [k, val] of Object.entries(fields)) form.append(k, val);
    return request<T>({ method: 'POST', path, body: form, schema });
  },
  /** Blob download. A JSON answer instead of a file is read as an envelope, so errors still surface. */
  async download(path: string, body: unknown = {}): Promise<{ blob: Blob; filename: string | null }> {
    return send('POST', buildUrl(path), body, undefined, async (res) => {
      if (!res.ok) throw httpFailure(res);
      let file = res;
      if ((res.headers.get('Content-Type') ?? '').includes('application/json')) {
        // Reading the envelope consumes the body: keep a copy for a success answer.
        file = res.clone();
        await unwrap(await readEnvelope(res));
      }
      return { blob: await file.blob(), filename: filenameFrom(res.headers.get('Content-Disposition') ?? '') };
    });
  },
};

/**
 * The file name of a Content-Disposition header: `filename*=` (RFC 6266/5987) wins over
 * `filename=`; percent-encoding is decoded, and a name that is not valid percent-encoding
 * (a literal '%') is kept as sent instead of throwing.
 */
function filenameFrom(disposition: string): string | null {
  const extended = /filename\*\s*=\s*(?:[\w!#$%&+^`{}~-]+'[^']*')?"?([^";]+)"?/i.exec(disposition);
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  const raw = (extended ?? plain)?.[1]?.trim();
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
