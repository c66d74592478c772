import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './securityHeaders.ts';

// The policy alone, on a bare express app: what the browser may frame does not depend on the database.
let server: ReturnType<ReturnType<typeof express>['listen']>;
let url: string;
const dist = mkdtempSync(path.join(tmpdir(), 'csp-'));

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders(dist));
  app.get('/', (_req, res) => res.send('ok'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

describe('Content-Security-Policy', () => {
  it('frames the two video players (trailers, YouTube in member text) and nothing else', async () => {
    const csp = (await fetch(url)).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.dailymotion.com']);
    // Their thumbnails are https images, which the policy already allowed.
    expect(directive(csp, 'img-src')).toContain('https:');
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
