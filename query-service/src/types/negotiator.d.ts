// negotiator 1.x (MIT, jshttp) ships no types, and @types/negotiator describes 0.6, whose `encoding` takes the
// preferred list itself rather than `{ preferred }`: only what http/answerCompression.ts calls.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';
  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
