import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

/** One scripted answer of the fake: a JSON body with a status, a raw body, or a request that never answers. */
export type FakeAnswer =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; raw: string }
  | { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface FakeOpenAi {
  /** http://127.0.0.1:<port>/v1, for the SDK's baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queues answers; each request takes the next one (a 500 when none is left). */
  enqueue(...answers: FakeAnswer[]): void;
  /** Forgets recorded requests and unused answers (between tests). */
  reset(): void;
  stop(): Promise<void>;
}

let counter = 0;
const id = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A Responses API `response` object with the given output items. */
export function responseObject(output: unknown[], extra: Record<string, unknown> = {}) {
  return {
    id: id('resp'),
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    error: null,
    incomplete_details: null,
    instructions: null,
    model: 'fake-model',
    output,
    parallel_tool_calls: true,
    temperature: 1,
    tool_choice: 'auto',
    tools: [],
    top_p: 1,
    usage: {
      input_tokens: 10,
      output_tokens: 10,
      total_tokens: 20,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens_details: { reasoning_tokens: 0 },
    },
    ...extra,
  };
}

export function messageItem(text: string) {
  return {
    type: 'message',
    id: id('msg'),
    status: 'completed',
    role: 'assistant',
    content: [{ type: 'output_text', text, annotations: [] }],
  };
}

export function functionCallItem(name: string, args: unknown, callId = id('call')) {
  return {
    type: 'function_call',
    id: id('fc'),
    call_id: callId,
    name,
    arguments: typeof args === 'string' ? args : JSON.stringify(args),
    status: 'completed',
  };
}

/** A completed response whose text is the given value (JSON-encoded unless already a string). */
export const textAnswer = (value: unknown): FakeAnswer => ({
  json: responseObject([messageItem(typeof value === 'string' ? value : JSON.stringify(value))]),
});

export const incompleteAnswer = (partialText = '{"workoutName": "Tem'): FakeAnswer => ({
  json: responseObject([messageItem(partialText)], {
    status: 'incomplete',
    incomplete_details: { reason: 'max_output_tokens' },
  }),
});

export const errorAnswer = (status: number, message = 'Server error'): FakeAnswer => ({
  status,
  json: { error: { message, type: 'server_error', code: null, param: null } },
});

/** A 429 as OpenAI sends it, with its Retry-After (seconds) and error code. */
export const rateLimitAnswer = (retryAfterSeconds: number, code = 'rate_limit_exceeded'): FakeAnswer => ({
  status: 429,
  headers: { 'retry-after': String(retryAfterSeconds) },
  json: {
    error: { message: 'Rate limit reached for gpt-5 on tokens per min (TPM)', type: 'tokens', code, param: null },
  },
});

/** A local HTTP server that speaks enough of the OpenAI Responses API for the SDK, and records what it was sent. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      let body: unknown = data;
      try {
        body = data ? JSON.parse(data) : null;
      } catch {
        /* recorded as text */
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const answer = queue.shift() ?? errorAnswer(500, 'No scripted answer left');
      if ('hang' in answer) {
        hanging.push(res);
        return;
      }
      res.statusCode = answer.status ?? 200;
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-request-id', randomUUID());
      for (const [name, value] of Object.entries('headers' in answer ? (answer.headers ?? {}) : {}))
        res.setHeader(name, value);
      res.end('raw' in answer ? answer.raw : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...answers) => queue.push(...answers),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
