import type { MessageId } from '@/i18n';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'business' | 'malformed';

/** Section 8: HTTP status to message. Anything not listed is 'other'. */
const STATUS_MESSAGES: Record<number, MessageId> = {
  300: 'error.http.300',
  400: 'error.http.400',
  401: 'error.http.401',
  403: 'error.http.403',
  404: 'error.http.404',
  405: 'error.http.405',
  408: 'error.http.408',
  500: 'error.http.500',
  502: 'error.http.502',
  503: 'error.http.503',
  504: 'error.http.504',
};

export const CATALOGUE_STATUSES = Object.keys(STATUS_MESSAGES).map(Number);

/** Failures without an HTTP status of their own, and a failing business code that brings no message. */
export const FAILURE_MESSAGES = {
  timeout: 'error.http.408',
  network: 'error.network',
  malformed: 'error.malformed',
  business: 'error.business',
} as const satisfies Partial<Record<ApiErrorKind, MessageId>>;

export function messageForStatus(status: number): MessageId {
  return STATUS_MESSAGES[status] ?? 'error.http.other';
}

/** 401 and 300 end the session, whether they come as the HTTP status or as the envelope's code. */
export const SESSION_END_STATUSES = [401, 300] as const;

export function isSessionEnd(status: unknown): status is 300 | 401 {
  return SESSION_END_STATUSES.some((s) => status === s || status === String(s));
}

/**
 * Every failed call rejects with one of these. `serverMessage` is the backend's own wording
 * (shown as is); otherwise `messageId` names the catalogue entry to show.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: unknown;
  readonly messageId: MessageId;
  readonly serverMessage?: string;
  /** True when this failure ended the session: the session shows one message for all of them. */
  readonly sessionExpired: boolean;

  constructor(init: {
    kind: ApiErrorKind;
    messageId: MessageId;
    status?: number;
    code?: unknown;
    serverMessage?: string;
    sessionExpired?: boolean;
  }) {
    super(init.serverMessage || init.messageId);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.messageId = init.messageId;
    this.serverMessage = init.serverMessage;
    this.sessionExpired = init.sessionExpired ?? false;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The text to show for a failure, in the current language: the server's words, or the catalogue's. */
export function errorText(error: unknown, t: (id: MessageId) => string): string {
  if (isApiError(error)) return error.serverMessage || t(error.messageId);
  return t('msg.requestFailed');
}

/**
 * Optimistic concurrency: every record a console can change carries `version`, which the server
 * raises on each write. An update, status switch or delete sends back the version it was based
 * on; when the record has moved on since, the server writes nothing and answers this business
 * code (HTTP 200, envelope `code` 409) with 该记录已被他人修改，请刷新后重试.
 */
export const STALE_CODE = 409;

/** Whether a failure is a stale write (see STALE_CODE): reload the record, then try again. */
export function isStale(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && (error.code === STALE_CODE || error.code === String(STALE_CODE));
}
