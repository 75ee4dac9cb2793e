#!/usr/bin/env python3
"""Records real HTTP messages as seed files for the decoder fuzz targets.

Requests: a raw socket server records what curl, Python requests, Node fetch and Java HttpClient send
(GET, JSON POST, chunked upload, Expect: 100-continue). Responses: a raw client records what Node's
http server, Python's http.server and curl-facing servers answer (chunked, fixed length, HEAD).
Tools that are missing are skipped with a line on stderr. Usage: capture_seeds.py OUT_DIR
"""
import http.server, os, shutil, socket, subprocess, sys, threading, time

out = sys.argv[1]
req_dir = os.path.join(out, "RequestDecoder", "seeds")
res_dir = os.path.join(out, "ResponseDecoder", "seeds")
os.makedirs(req_dir, exist_ok=True)
os.makedirs(res_dir, exist_ok=True)

CANNED = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: close\r\n\r\n{\"ok\":true}"


def record_requests(name, command):
    if shutil.which(command[0]) is None:
        print(f"capture: {command[0]} not installed, {name} skipped", file=sys.stderr)
        return
    server = socket.socket()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    port = server.getsockname()[1]
    captured = []

    def serve():
        server.settimeout(20)
        try:
            conn, _ = server.accept()
        except OSError:
            return
        conn.settimeout(0.5)
        data = b""
        while True:
            try:
                chunk = conn.recv(65536)
            except socket.timeout:
                if b"100-continue" in data.lower() and b"HTTP/1.1 100" not in data:
                    conn.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
                    data += b""  # keep reading the body
                    conn.settimeout(0.5)
                    try:
                        chunk = conn.recv(65536)
                    except socket.timeout:
                        break
                else:
                    break
            if not chunk:
                break
            data += chunk
        captured.append(data)
        try:
            conn.sendall(CANNED)
        except OSError:
            pass
        conn.close()

    thread = threading.Thread(target=serve)
    thread.start()
    url = f"http://127.0.0.1:{port}/v1/processes?trace=1"
    subprocess.run([part.replace("{url}", url) for part in command], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
    thread.join(25)
    server.close()
    if captured and captured[0]:
        with open(os.path.join(req_dir, name + ".http"), "wb") as f:
            f.write(captured[0])


BODY = '{"flow":"humantoken","clientId":"client-a","correlationId":"order-1","credential":{"type":"DUI_TYPE_NG_BVN","value":"12345678901"},"callbackUri":"com.example.capture://callback"}'
NODE_FETCH = "fetch(process.argv[1],{method:'POST',headers:{'Authorization':'Bearer t','Content-Type':'application/json'},body:process.argv[2]}).then(r=>r.text()).catch(()=>{})"
NODE_STREAM = ("const {Readable}=require('stream');fetch(process.argv[1],{method:'PUT',duplex:'half',headers:{'Content-Type':'application/json'},"
               "body:Readable.toWeb(Readable.from([Buffer.from('{\"a\":'),Buffer.from('1}')]))}).then(r=>r.text()).catch(()=>{})")
JAVA = """
import java.net.URI; import java.net.http.*;
public class Send { public static void main(String[] a) throws Exception {
  var c = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  var r = HttpRequest.newBuilder(URI.create(a[0])).header("Authorization","Bearer t").header("Content-Type","application/json")
      .POST(HttpRequest.BodyPublishers.ofString(a[1])).build();
  c.send(r, HttpResponse.BodyHandlers.ofString()); } }
"""

record_requests("curl-get", ["curl", "-s", "-H", "Authorization: Bearer t", "{url}"])
record_requests("curl-post-json", ["curl", "-s", "-H", "Authorization: Bearer t", "-H", "Content-Type: application/json", "--data", BODY, "{url}"])
record_requests("curl-chunked-upload", ["curl", "-s", "-H", "Transfer-Encoding: chunked", "--data-binary", BODY, "{url}"])
record_requests("curl-expect-continue", ["curl", "-s", "-H", "Expect: 100-continue", "--data-binary", "x" * 2048, "{url}"])
record_requests("curl-http10", ["curl", "-s", "-0", "{url}"])
record_requests("python-requests-post", [sys.executable, "-c", f"import requests,sys; requests.post(sys.argv[1], json={BODY}, headers={{'Authorization':'Bearer t'}})", "{url}"])
record_requests("python-requests-chunked", [sys.executable, "-c", "import requests,sys; requests.post(sys.argv[1], data=iter([b'ab', b'cd']))", "{url}"])
record_requests("node-fetch-post", ["node", "-e", NODE_FETCH, "{url}", BODY])
record_requests("node-fetch-stream", ["node", "-e", NODE_STREAM, "{url}"])
if shutil.which("java"):
    tmp = os.path.join(out, ".java")
    os.makedirs(tmp, exist_ok=True)
    with open(os.path.join(tmp, "Send.java"), "w") as f:
        f.write(JAVA)
    record_requests("java-httpclient-post", ["java", os.path.join(tmp, "Send.java"), "{url}", BODY])
    shutil.rmtree(tmp, ignore_errors=True)


def record_response(name, port, request):
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(request)
        data = b""
        s.settimeout(1)
        while True:
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                break
            data += chunk
    with open(os.path.join(res_dir, name + ".http"), "wb") as f:
        f.write(data)


# Node's http server answers chunked by default.
if shutil.which("node"):
    node = subprocess.Popen(["node", "-e", "const s=require('http').createServer((q,r)=>{r.setHeader('Content-Type','application/json');"
                             "r.write('{\"id\":');r.end('\"prc_1\"}')});s.listen(0,'127.0.0.1',()=>console.log(s.address().port))"],
                            stdout=subprocess.PIPE, text=True)
    port = int(node.stdout.readline())
    record_response("node-chunked", port, b"GET / HTTP/1.1\r\nHost: a\r\n\r\n")
    record_response("node-pipelined", port, b"GET /1 HTTP/1.1\r\nHost: a\r\n\r\nGET /2 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
    node.terminate()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def do_GET(self):
        body = b'{"process":{"state":"PROCESS_STATE_FINISHED"}}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()  # no length: read until close
        self.wfile.write(body)

    def log_message(self, *args):
        pass


httpd = http.server.HTTPServer(("127.0.0.1", 0), Handler)
threading.Thread(target=httpd.handle_request).start()
record_response("python-until-close", httpd.server_address[1], b"GET / HTTP/1.0\r\n\r\n")
httpd.server_close()
