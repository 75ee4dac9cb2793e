// An integrator back-end for the Human Plugin iOS capture, Node 20 built-ins only, whose calls to
// Human Plugin go through http.request on a keep-alive agent: a fixture for the kit's varied answers.
//
// The app-facing API and its rules are python_backend.py's (outcome mapping, ownership, no retries,
// one correlationId per capture, short 502/504 errors, state read from "process", fail closed):
//
//   GET  /health                                  -> 200 {"status": "ok"}
//   POST /api/v2/identity/captures                -> 201 {"data": {"capture": {"id", "link"}}}
//        Authorization: Bearer session-<user>
//        {"documentNumber": "...", "documentType": "..."}
//   POST /api/v2/identity/captures/<id>/complete  -> 200 {"data": {"capture": {"id"}, "result": {"status"}}}
//        Authorization: Bearer session-<user>
//
// Without BUG it reads each answer as HTTP and JSON mean it, so it survives every way the vendor may
// write one (specs/CONTRACT.md, 'What the vendor may vary'): the body as Node frames it, the media
// type compared without case or parameters, JSON.parse, the id and link kept as received, a timeout
// above the longest latency the kit plays (1 s). A request written on a kept-alive connection the
// vendor had closed while it was idle (reset before any answer: the vendor never read it) is sent
// once more on a new connection, as Node's documentation advises (request.reusedSocket); nothing
// the vendor did receive is ever sent again.
//
// Environment: HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN, PORT, and optionally HUMAN_PLUGIN_CLIENT_ID
// (default client-a), CALLBACK_URI (default com.example.capture://callback) and BUG, one planted bug
// that passes the kit's plain run and breaks under the variation named:
//
//   substring-state          the state by raw.includes('"PROCESS_STATE_FINISHED"') and the like
//                            (pending when none is there)                   breaks with unicode-escapes
//   exact-content-type       502 unless content-type is exactly application/json
//                                                                breaks with charset, media-type-case
//   raw-header-case          Content-Type looked up in res.rawHeaders by its exact name
//                                                                          breaks with lowercase-names
//   first-key-id             the id is Object.values(answer)[0]              breaks with key-order
//   link-without-fragment    the link rebuilt as origin + pathname + search  breaks with link=fragment
//   decoded-link             the app gets decodeURIComponent(link)
//                                                     breaks with link=encoded-query, link=encoded-path
//   content-length-required  502 without a content-length header            breaks with chunked
//   id-length                the id cut to 21 characters (a fixed-width column) breaks with id=uuid, id=long
//   strict-keys              502 unless the create answer's keys are exactly id and link
//                                                                               breaks with extra-fields

import http from 'node:http';
import { randomUUID } from 'node:crypto';

const baseURL = (process.env.HUMAN_PLUGIN_BASE_URL ?? 'http://127.0.0.1:8099').replace(/\/+$/, '');
const token = process.env.HUMAN_PLUGIN_TOKEN ?? '';
const clientId = process.env.HUMAN_PLUGIN_CLIENT_ID ?? 'client-a';
const callbackUri = process.env.CALLBACK_URI ?? 'com.example.capture://callback';
const defaultDocumentType = 'DUI_TYPE_NG_BVN';
const port = Number(process.env.PORT ?? '8080');
const bug = (process.env.BUG ?? '').trim();
const knownBugs = [
  'substring-state', 'exact-content-type', 'raw-header-case', 'first-key-id', 'link-without-fragment',
  'decoded-link', 'content-length-required', 'id-length', 'strict-keys',
];
if (bug && !knownBugs.includes(bug)) {
  console.error(`unknown BUG '${bug}' (known: ${[...knownBugs].sort().join(', ')})`);
  process.exit(2);
}
// The kit plays answers up to 1 s late; a bound of 2 s leaves room for a timeout above that.
const upstreamTimeoutMs = 1500;
const prefix = '/api/v2/identity/captures';
const agent = new http.Agent({ keepAlive: true });

/** Human Plugin id -> app user that started the capture. */
const owners = new Map();

class Unavailable extends Error {}
class Unusable extends Error {}

/** The answer's media type, lowercase, without parameters; Unusable when a bug cannot find it. */
function mediaType(res) {
  let value = res.headers['content-type'];
  if (bug === 'exact-content-type' && value !== 'application/json') throw new Unusable(`content type ${value}`);
  if (bug === 'raw-header-case') {
    const at = res.rawHeaders.findIndex((name, i) => i % 2 === 0 && name === 'Content-Type');
    if (at < 0) throw new Unusable('no Content-Type');
    value = res.rawHeaders[at + 1];
  }
  if (bug === 'content-length-required' && res.headers['content-length'] === undefined) throw new Unusable('no content-length');
  return (value ?? '').split(';')[0].trim().toLowerCase();
}

/** One exchange; rejects with Unavailable, Unusable, or the socket's error (err.reused says on what). */
function exchange(method, path, data) {
  return new Promise((resolve, reject) => {
    const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
    if (data !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
    const req = http.request(baseURL + path, { method, headers, agent });
    let answered = false;
    const timer = setTimeout(() => req.destroy(new Unavailable('no answer in time')), upstreamTimeoutMs);
    const done = (fn, value) => { clearTimeout(timer); fn(value); };
    req.on('error', (error) => {
      if (!(error instanceof Unavailable || error instanceof Unusable)) error.staleSocket = req.reusedSocket && !answered;
      done(reject, error);
    });
    req.on('response', (res) => {
      answered = true;
      let kind;
      try {
        kind = mediaType(res);
      } catch (error) {
        res.resume();
        return done(reject, error);
      }
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', (error) => done(reject, error));
      res.on('end', () => done(resolve, { status: res.statusCode, kind, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.end(data);
  });
}

/** One request to Human Plugin, never retried once it reached it. Returns {status, json, text}. */
async function upstream(method, path, body) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  let answer;
  for (let attempt = 1; answer === undefined; attempt++) {
    try {
      answer = await exchange(method, path, data);
    } catch (error) {
      if (error instanceof Unavailable) throw error;
      if (error instanceof Unusable || String(error?.code).startsWith('HPE_')) return { status: 502, json: undefined, text: '' };
      if (error?.staleSocket && ['ECONNRESET', 'EPIPE'].includes(error.code) && attempt === 1) continue; // the vendor closed it while idle: it never read this
      throw new Unavailable(String(error));
    }
  }
  if (answer.kind !== 'application/json') return { ...answer, json: undefined };
  try {
    return { ...answer, json: JSON.parse(answer.text) };
  } catch {
    return { ...answer, json: undefined };
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

/** BUG=substring-state: the outcome by looking for the names in the read's text. */
function substringOutcome(raw) {
  if (!raw.includes('"process"')) return undefined;
  const has = (name) => raw.includes(`"${name}"`);
  if (has('PROCESS_STATE_FINISHED') && has('PROCESS_RESULT_OK')) return 'approved';
  if (has('PROCESS_STATE_FINISHED') && has('PROCESS_RESULT_INVALID_IDENTITY')) return 'rejected';
  if (has('PROCESS_STATE_FAILED') && has('PROCESS_RESULT_EXPIRED')) return 'expired';
  if (has('PROCESS_STATE_FAILED')) return 'failed';
  return 'pending';
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

function sessionUser(req) {
  const value = req.headers.authorization ?? '';
  const user = value.startsWith('Bearer session-') ? value.slice('Bearer session-'.length).trim() : '';
  return user || undefined;
}

function handedLink(link) {
  if (bug === 'link-without-fragment') {
    const u = new URL(link);
    return u.origin + u.pathname + u.search;
  }
  if (bug === 'decoded-link') return decodeURIComponent(link);
  return link;
}

async function start(res, body, user) {
  const number = nonEmptyString(body?.documentNumber);
  if (!number) return fail(res, 400, 'documentNumber required');
  const create = {
    flow: 'humantoken',
    clientId,
    correlationId: `order-${randomUUID()}`,
    credential: { type: nonEmptyString(body.documentType) ?? defaultDocumentType, value: number },
    callbackUri,
  };
  let answer;
  try {
    answer = await upstream('POST', '/v1/processes', create);
  } catch (error) {
    if (error instanceof Unavailable) return fail(res, 504, 'human plugin unavailable');
    throw error;
  }
  const json = isObject(answer.json) ? answer.json : {};
  let id = nonEmptyString(bug === 'first-key-id' ? Object.values(json)[0] : json.id);
  const link = nonEmptyString(json.link);
  if (bug === 'id-length' && id) id = id.slice(0, 21);
  if (bug === 'strict-keys' && Object.keys(json).sort().join(',') !== 'id,link') return fail(res, 502, 'human plugin create failed');
  if (answer.status !== 201 || !id || !link) return fail(res, 502, 'human plugin create failed');
  owners.set(id, user);
  send(res, 201, { data: { capture: { id, link: handedLink(link) } } });
}

async function complete(res, id, user) {
  if (owners.get(id) !== user) return fail(res, 404, 'unknown capture');
  let answer;
  try {
    answer = await upstream('GET', `/v1/processes/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof Unavailable) return fail(res, 504, 'human plugin unavailable');
    throw error;
  }
  let outcome;
  if (answer.status === 200 && bug === 'substring-state') outcome = substringOutcome(answer.text);
  else if (answer.status === 200 && isObject(answer.json) && isObject(answer.json.process)) outcome = outcomeOf(answer.json.process);
  if (!outcome) return fail(res, 502, 'human plugin read failed');
  send(res, 200, { data: { capture: { id }, result: { status: outcome } } });
}

const server = http.createServer(async (req, res) => {
  try {
    const path = new URL(req.url, 'http://localhost').pathname;
    console.log(`${req.method} ${path}`);
    if (req.method === 'GET' && path === '/health') return send(res, 200, { status: 'ok' });
    if (req.method !== 'POST') return fail(res, 404, 'not found');
    const parts = path.startsWith(prefix + '/') ? path.slice(prefix.length + 1).split('/') : [];
    const isComplete = parts.length === 2 && parts[0] !== '' && parts[1] === 'complete';
    if (path !== prefix && !isComplete) return fail(res, 404, 'not found');
    const body = await readJSON(req);
    const user = sessionUser(req);
    if (!user) return fail(res, 401, 'missing session');
    if (!isComplete) return await start(res, body, user);
    let id;
    try {
      id = decodeURIComponent(parts[0]);
    } catch {
      return fail(res, 404, 'unknown capture');
    }
    return await complete(res, id, user);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) fail(res, 500, 'internal error');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`variety node back-end listening on http://127.0.0.1:${server.address().port} (Human Plugin ${baseURL}, bug: ${bug || 'none'})`);
});

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
