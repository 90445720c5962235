import http from 'node:http';
import https from 'node:https';
import { pinningCheck } from './pinned-keys';

/** What the adapters read of an outside service's answer (the global fetch's Response has it too, as tests use). */
export interface HttpAnswer {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<any>;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
  body?: { cancel(): Promise<void> } | null;
}

export interface HttpRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Ends the call early (the caller's own deadline); the client's timeout applies as well. */
  signal?: AbortSignal;
}

/** The adapters' way to call an outside service: `outsideFetch`, or the global fetch in tests. */
export type HttpFetch = (url: string, request?: HttpRequest) => Promise<HttpAnswer>;

export interface OutsideFetchOptions {
  /** The whole call, from the request to the last byte of the answer. */
  timeoutMs?: number;
  /** A longer answer is refused, not read to its end (a service that never stops sending). */
  maxAnswerBytes?: number;
  /**
   * base64 SHA-256 hashes of public keys (SubjectPublicKeyInfo, as HPKP and curl's --pinnedpubkey): an https
   * server must show one of them in its certificate chain besides a valid certificate. `pinsSetting` names the
   * setting in the refusal.
   */
  pinnedKeys?: readonly string[];
  pinsSetting?: string;
  /** CA certificates (PEM) to trust for the server instead of Node's own list (a test's self-made CA). */
  serverCa?: string[];
}

export class OutsideCallFailed extends Error {}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

function answerOf(status: number, headers: http.IncomingHttpHeaders, bytes: Buffer): HttpAnswer {
  const text = () => bytes.toString('utf8');
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name) => {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    json: async () => JSON.parse(text()),
    text: async () => text(),
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    body: null,
  };
}

/**
 * HTTP(S) calls to the outside services (e-ID, payments, captcha, OCSP) on Node's own client with kept-alive
 * connections. Undici's fetch spent about as much CPU on each call as the rest of the request that made it
 * (web streams, its own headers and body objects); these answers are small JSON or DER, read whole. Every
 * call has a deadline and a size limit, so a service that hangs or never stops sending cannot hold a
 * customer's request. Redirects are not followed: an outside API that redirects answers with its 3xx.
 */
export function createOutsideFetch(options: OutsideFetchOptions = {}): HttpFetch {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxAnswerBytes = options.maxAnswerBytes ?? 1024 * 1024;
  // A pinned or specially trusted service keeps its own connections: they were checked against its pins.
  const ownHttps = options.pinnedKeys?.length || options.serverCa
    ? new https.Agent({
        keepAlive: true,
        maxSockets: 64,
        ...(options.serverCa ? { ca: options.serverCa } : {}),
        ...(options.pinnedKeys?.length ? { checkServerIdentity: pinningCheck(options.pinnedKeys, options.pinsSetting ?? 'the pinned keys') } : {}),
      })
    : undefined;
  const agentFor = (protocol: 'http:' | 'https:') => (protocol === 'https:' && ownHttps ? ownHttps : agents[protocol]);
  return (url, request = {}) => new Promise<HttpAnswer>((resolve, reject) => {
    const target = new URL(url);
    const transport = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
    if (!transport) {
      reject(new OutsideCallFailed(`not an HTTP address: ${target.protocol}`));
      return;
    }
    const body = request.body === undefined ? undefined : typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
    const headers = { ...request.headers, ...(body ? { 'content-length': String(body.byteLength) } : {}) };
    const call = transport.request(target, { method: request.method ?? 'GET', headers, agent: agentFor(target.protocol as 'http:' | 'https:'), signal: request.signal }, (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > maxAnswerBytes) call.destroy(new OutsideCallFailed(`${target.host} answered more than ${maxAnswerBytes} bytes`));
        else chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(deadline);
        resolve(answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks, length)));
      });
    });
    const deadline = setTimeout(() => call.destroy(new OutsideCallFailed(`${target.host} did not answer in ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(deadline);
      reject(error);
    }
    call.on('error', fail);
    call.end(body);
  });
}

/** The one client the adapters use unless given another. */
export const outsideFetch = createOutsideFetch();
