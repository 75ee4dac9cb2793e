// An integrator back-end for the Human Plugin iOS capture, Node 20 built-ins only (http, fetch).
//
// Its API is deliberately shaped differently from the Swift example back-end, so that the kit's
// configuration (paths, headers, JSON pointers, the id in a body) is exercised:
//
//   GET  /health          -> 200 {"status": "ok"}
//   POST /capture/start   -> 201 {"processId", "url"}
//        X-Session-User: <user>
//        {"documentNumber": "...", "documentType": "..."}
//   POST /capture/finish  -> 200 {"processId", "status"}
//        X-Session-User: <user>
//        {"processId": "...", "claim": "..."}
//
// Environment: HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN, PORT, and optionally HUMAN_PLUGIN_CLIENT_ID
// (default client-a), CALLBACK_URI (default com.example.capture://callback) and FAULT, a
// comma-separated list of rules to break on purpose:
//
//   constant-correlation-id  sends correlationId "order-1001" for every capture
//   no-ownership-check       reads any id it is given, for anyone
//   trust-app-claim          answers "approved" when the app claims "success", without reading
//   retry-on-hang            sends a create Human Plugin did not answer in time once more
//
// and STYLE, a comma-separated list of correct ways other than this file's own:
//
//   tolerant-read            finds "state" and "result" in the answer's text with a regular
//                            expression when the answer has no "process"
//   failed-as-error          answers a capture that failed at Human Plugin with an error (502)

import http from 'node:http';
import { randomUUID } from 'node:crypto';

const baseURL = (process.env.HUMAN_PLUGIN_BASE_URL ?? 'http://127.0.0.1:8099').replace(/\/+$/, '');
const token = process.env.HUMAN_PLUGIN_TOKEN ?? '';
const clientId = process.env.HUMAN_PLUGIN_CLIENT_ID ?? 'client-a';
const callbackUri = process.env.CALLBACK_URI ?? 'com.example.capture://callback';
const defaultDocumentType = 'DUI_TYPE_NG_BVN';
const port = Number(process.env.PORT ?? '8080');
const upstreamTimeoutMs = 1000;
const faults = new Set((process.env.FAULT ?? '').split(',').map((f) => f.trim()).filter(Boolean));
const knownFaults = new Set(['constant-correlation-id', 'no-ownership-check', 'trust-app-claim', 'retry-on-hang']);
for (const fault of faults) {
  if (!knownFaults.has(fault)) {
    console.error(`unknown FAULT '${fault}' (known: ${[...knownFaults].sort().join(', ')})`);
    process.exit(2);
  }
}
const styles = new Set((process.env.STYLE ?? '').split(',').map((f) => f.trim()).filter(Boolean));
const knownStyles = new Set(['tolerant-read', 'failed-as-error']);
for (const style of styles) {
  if (!knownStyles.has(style)) {
    console.error(`unknown STYLE '${style}' (known: ${[...knownStyles].sort().join(', ')})`);
    process.exit(2);
  }
}

/** Human Plugin id -> app user that started the capture. */
const owners = new Map();

class Unavailable extends Error {}

/** One request to Human Plugin, never retried, redirects not followed. Returns {status, json, text}. */
async function upstream(method, path, body) {
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response;
  let text;
  try {
    response = await fetch(baseURL + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(upstreamTimeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error?.name === 'TimeoutError' || error?.name === 'AbortError' || error?.cause?.code) throw new Unavailable(String(error));
    return { status: 502, json: undefined };
  }
  try {
    return { status: response.status, json: JSON.parse(text), text };
  } catch {
    return { status: response.status, json: undefined, text };
  }
}

function outcomeOf(process) {
  const { state, result } = process;
  if (state === 'PROCESS_STATE_FINISHED' && result === 'PROCESS_RESULT_OK') return 'approved';
  if (state === 'PROCESS_STATE_FINISHED' && result === 'PROCESS_RESULT_INVALID_IDENTITY') return 'rejected';
  if (state === 'PROCESS_STATE_FAILED' && result === 'PROCESS_RESULT_EXPIRED') return 'expired';
  if (state === 'PROCESS_STATE_FAILED') return 'failed';
  if (state === 'PROCESS_STATE_CREATED') return 'pending';
  return undefined;
}

const nonEmptyString = (value) => (typeof value === 'string' && value.length > 0 ? value : undefined);
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function send(res, status, body) {
  const data = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
  res.end(data);
}

const fail = (res, status, message) => send(res, status, { error: { message } });

async function readJSON(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.length === 0) return {};
  try {
    const value = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

async function start(res, body, user) {
  const number = nonEmptyString(body?.documentNumber);
  if (!number) return fail(res, 400, 'documentNumber required');
  const create = {
    flow: 'humantoken',
    clientId,
    correlationId: faults.has('constant-correlation-id') ? 'order-1001' : `order-${randomUUID()}`,
    credential: { type: nonEmptyString(body.documentType) ?? defaultDocumentType, value: number },
    callbackUri,
  };
  let answer;
  const attempts = faults.has('retry-on-hang') ? 2 : 1;
  for (let attempt = 1; answer === undefined; attempt++) {
    try {
      answer = await upstream('POST', '/v1/processes', create);
    } catch (error) {
      if (!(error instanceof Unavailable)) throw error;
      if (attempt >= attempts) return fail(res, 504, 'human plugin unavailable');
    }
  }
  const json = isObject(answer.json) ? answer.json : {};
  const id = nonEmptyString(json.id);
  const link = nonEmptyString(json.link);
  if (answer.status !== 201 || !id || !link) return fail(res, 502, 'human plugin create failed');
  owners.set(id, user);
  send(res, 201, { processId: id, url: link });
}

async function finish(res, body, user) {
  const id = nonEmptyString(body?.processId);
  if (!id) return fail(res, 400, 'processId required');
  if (!faults.has('no-ownership-check') && owners.get(id) !== user) return fail(res, 404, 'unknown capture');
  if (faults.has('trust-app-claim') && body.claim === 'success') return send(res, 200, { processId: id, status: 'approved' });
  let answer;
  try {
    answer = await upstream('GET', `/v1/processes/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof Unavailable) return fail(res, 504, 'human plugin unavailable');
    throw error;
  }
  let process = isObject(answer.json) && isObject(answer.json.process) ? answer.json.process : undefined;
  if (!process && styles.has('tolerant-read') && typeof answer.text === 'string') {
    const state = /"state"\s*:\s*"([A-Z_]+)"/.exec(answer.text)?.[1];
    const result = /"result"\s*:\s*"([A-Z_]+)"/.exec(answer.text)?.[1];
    if (state && result) process = { state, result };
  }
  const outcome = answer.status === 200 && process ? outcomeOf(process) : undefined;
  if (outcome === 'failed' && styles.has('failed-as-error')) return fail(res, 502, 'the capture failed');
  if (!outcome) return fail(res, 502, 'human plugin read failed');
  send(res, 200, { processId: id, status: outcome });
}

const server = http.createServer(async (req, res) => {
  try {
    const path = new URL(req.url, 'http://localhost').pathname;
    console.log(`${req.method} ${path}`);
    if (path === '/health') {
      if (req.method !== 'GET') return fail(res, 405, 'method not allowed');
      return send(res, 200, { status: 'ok' });
    }
    if (path !== '/capture/start' && path !== '/capture/finish') return fail(res, 404, 'not found');
    if (req.method !== 'POST') return fail(res, 405, 'method not allowed');
    const body = await readJSON(req);
    if (body === undefined) return fail(res, 400, 'expected a JSON object');
    const user = (req.headers['x-session-user'] ?? '').trim();
    if (!user) return fail(res, 401, 'missing X-Session-User');
    if (path === '/capture/start') return await start(res, body, user);
    return await finish(res, body, user);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) fail(res, 500, 'internal error');
  }
});

server.listen(port, '127.0.0.1', () => {
  const f = [...faults].sort().join(', ') || 'none';
  const st = [...styles].sort().join(', ') || 'its own';
  console.log(`node back-end listening on http://127.0.0.1:${server.address().port} (Human Plugin ${baseURL}, faults: ${f}, style: ${st})`);
});

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
