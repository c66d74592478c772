// The benches' measured requests. The bench runs on the two cores the services use, so its own work per answer is
// taken from the services: fetch() decoding a 450 KB list answer and JSON.parse building its objects cost the bench
// about as much CPU as the query-service spent serving it, and the list figures measured the bench. A load generator
// (wrk, autocannon) reads the bytes and counts; this does that, and still checks every answer: status 200, the body
// decoded as a browser would (the service's compression, ADR 48), and clean: the service writes a clean answer as
// `{"data":...}` (ADR 51); an answer with errors starts with them (graphql-js) or ends with their array (graphql-jit
// puts them after the data), and almost always has the first error's status.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Browser } from '@tsuzuki/query-service/testing/browser';

/** One keep-alive connection per client at most, as the fetch() the benches used before kept them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const DECODE: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
const CLEAN_START = Buffer.from('{"data":');
const CLEAN_END = Buffer.from('}}');

export interface MeasuredAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The decoded body, unparsed. */
  body: Buffer;
}

/** POSTs a GraphQL request as `browser` would (its cookies) and reads the answer's bytes. */
export function postGraphQL(browser: Browser, payload: unknown, headers: Record<string, string> = {}): Promise<MeasuredAnswer> {
  const url = new URL('/graphql', browser.base);
  const body = Buffer.from(JSON.stringify(payload));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: browser.headers({
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip, deflate',
          'content-length': String(body.length),
          ...headers,
        }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const decode = encoding ? DECODE[encoding] : undefined;
            if (encoding && !decode) throw new Error(`unexpected Content-Encoding ${encoding}`);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: decode ? decode(raw) : raw });
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Fails loudly unless the answer is a clean 200 (what the parsed path checks: no errors, data present). */
export function checkClean(answer: MeasuredAnswer): void {
  const { status, body } = answer;
  if (status === 200 && body.subarray(0, CLEAN_START.length).equals(CLEAN_START) && body.subarray(-CLEAN_END.length).equals(CLEAN_END))
    return;
  throw new Error(`GraphQL ${answer.status}: ${answer.body.subarray(0, 500).toString('utf8')}`);
}
