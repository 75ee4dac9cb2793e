// Creates a process and reads it three times against the stand-in Human Plugin with Node's built-in
// fetch (undici, which keeps sockets alive in its pool; it releases a socket a tick after the body
// ends, so back-to-back requests alternate between two pooled sockets).
// usage: node node_client.mjs BASE_URL TOKEN CREATE_BODY_JSON
const [base, token, body] = process.argv.slice(2);
const headers = { authorization: `Bearer ${token}` };

const created = await fetch(`${base}/v1/processes`, {
  method: "POST",
  headers: { ...headers, "content-type": "application/json" },
  body,
});
const createBody = await created.json();
const read = await fetch(`${base}/v1/processes/${encodeURIComponent(createBody.id)}`, { headers });
const readBody = await read.json();
const againStatuses = [];
for (let i = 0; i < 2; i++) {
  const again = await fetch(`${base}/v1/processes/${encodeURIComponent(createBody.id)}`, { headers });
  await again.arrayBuffer();
  againStatuses.push(again.status);
}

console.log(JSON.stringify({
  createStatus: created.status,
  createBody,
  createContentType: created.headers.get("content-type"),
  readStatus: read.status,
  readBody,
  againStatuses,
}));
