import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@tsuzuki/events';
import { fromProblem } from '../http/errors.ts';

/** A session as the command-service issues it. */
export interface IssuedSession {
  token: string;
  expiresAt: string | number;
}

export interface AuthClientConfig {
  commandServiceUrl: string;
  internalToken: string | null;
}

/**
 * The command-service's /auth routes (accounts brief). Refusals come back as AppErrors with the
 * command-service's status, code, message and validation map; anything else is an unexpected failure.
 */
export class AuthClient {
  private readonly base: string;

  constructor(private readonly config: AuthClientConfig) {
    this.base = config.commandServiceUrl.replace(/\/$/, '');
  }

  async call<T>(path: string, body: unknown, requestId?: string): Promise<T> {
    return this.request<T>('POST', path, body, requestId);
  }

  async get<T>(path: string, requestId?: string): Promise<T> {
    return this.request<T>('GET', path, undefined, requestId);
  }

  /** The raw response, for callers that treat a refusal as an answer (session lookup). */
  async fetch(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<{ status: number; headers: Headers; body: Record<string, unknown> | null }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.config.internalToken) headers[INTERNAL_TOKEN_HEADER] = this.config.internalToken;
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    const res = await fetch(`${this.base}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body: unknown, requestId?: string): Promise<T> {
    const res = await this.fetch(method, path, body, requestId);
    if (res.status >= 200 && res.status < 300) return res.body as T;
    const refusal = fromProblem(res.status, res.body);
    if (refusal) throw refusal;
    throw new Error(`command-service answered ${res.status} to ${method} ${path}: ${JSON.stringify(res.body)}`);
  }
}
