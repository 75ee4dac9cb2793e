// A partner's verification back-end for the Human Plugin iOS capture, written from the vendor's
// iOS integration page alone. JDK only; run as a single-file source program: `java Backend.java`.
//
// App-facing API (version 2 of the partner's own API):
//   POST  /v2/sessions                    {"user", "password"} -> 201 {"session": {"token"}}
//   POST  /v2/verifications               X-Session; {"document": {"kind", "number"}}
//                                          -> 201 {"data": {"verification": {"ref", "url"}}}
//   PATCH /v2/verifications/{ref}         X-Session; {"capture": "ended"}
//                                          -> 200 {"data": {"verification": {"ref", "verdict"}}}
//   GET   /v2/health                      -> 200
// Verdicts are the partner's words: approved, identity-mismatch, declined, timed-out, pending.
//
// Environment: PORT, HP_URL (Human Plugin base URL), HP_TOKEN (its bearer token), HP_CLIENT_ID,
// APP_SCHEME (the iOS app's URL scheme), DEMO_PASSWORD (the password every demo user logs in with),
// TRIAL_FAULT (a planted fault, for the kit's own tests): "fail-open" (an unknown read answer is
// approved), "no-request-timeout" (calls to Human Plugin without a request timeout: HttpClient's default),
// "retry-on-hang" (a create Human Plugin does not answer in time is sent once more).
// TRIAL_STYLE (correct ways other than this file's own, for the kit's own tests): "tolerant-read" (the
// state is read from "process", or from the top level when "process" is missing), "failed-as-error"
// (a capture that failed at Human Plugin is answered with an error, as a read that could not be made).

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;

public class Backend {
    static final String HP_URL = env("HP_URL", "http://127.0.0.1:8099");
    static final String HP_TOKEN = env("HP_TOKEN", "");
    static final String HP_CLIENT_ID = env("HP_CLIENT_ID", "client-a");
    static final String APP_SCHEME = env("APP_SCHEME", "io.partner.verify");
    static final String DEMO_PASSWORD = env("DEMO_PASSWORD", "");
    static final String FAULT = env("TRIAL_FAULT", "");
    static final String STYLE = env("TRIAL_STYLE", "");
    /** Below the app's 10 s patience: a Human Plugin that never answers is an error in time. */
    static final Duration UPSTREAM_TIMEOUT = Duration.ofSeconds(4);

    /** A request to Human Plugin with the bearer token and, unless the planted fault says not, a timeout. */
    static HttpRequest.Builder upstream(String path) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(HP_URL + path))
                .header("Authorization", "Bearer " + HP_TOKEN);
        return FAULT.equals("no-request-timeout") ? builder : builder.timeout(UPSTREAM_TIMEOUT);
    }

    static final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(UPSTREAM_TIMEOUT).version(HttpClient.Version.HTTP_1_1).build();
    static final SecureRandom random = new SecureRandom();
    /** session token -> user name */
    static final Map<String, String> sessions = new ConcurrentHashMap<>();
    /** Human Plugin process id -> the user who started it */
    static final Map<String, String> owners = new ConcurrentHashMap<>();

    public static void main(String[] args) throws IOException {
        int port = Integer.parseInt(env("PORT", "8080"));
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 128);
        server.createContext("/v2/", Backend::route);
        server.setExecutor(Executors.newCachedThreadPool());
        server.start();
        System.out.println("listening on 127.0.0.1:" + port);
    }

    static void route(HttpExchange ex) throws IOException {
        try {
            String path = ex.getRequestURI().getPath();
            String method = ex.getRequestMethod();
            if (path.equals("/v2/health") && method.equals("GET")) {
                send(ex, 200, Map.of("status", "up"));
            } else if (path.equals("/v2/sessions") && method.equals("POST")) {
                login(ex);
            } else if (path.equals("/v2/verifications") && method.equals("POST")) {
                String user = user(ex);
                if (user != null) start(ex, user);
            } else if (path.startsWith("/v2/verifications/") && method.equals("PATCH")) {
                String user = user(ex);
                if (user != null) ended(ex, user, path.substring("/v2/verifications/".length()));
            } else {
                problem(ex, 404, "not-found");
            }
        } catch (Exception e) {
            System.out.println("error: " + e.getClass().getSimpleName());
            problem(ex, 500, "internal");
        } finally {
            ex.close();
        }
    }

    static void login(HttpExchange ex) throws IOException {
        Object body = Json.parse(read(ex));
        String user = Json.string(body, "user");
        String password = Json.string(body, "password");
        if (user == null || user.isEmpty() || DEMO_PASSWORD.isEmpty() || !DEMO_PASSWORD.equals(password)) {
            problem(ex, 401, "bad-credentials");
            return;
        }
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        String token = HexFormat.of().formatHex(bytes);
        sessions.put(token, user);
        send(ex, 201, Map.of("session", Map.of("token", token)));
    }

    /** The session's user, or null after answering 401. */
    static String user(HttpExchange ex) throws IOException {
        String token = ex.getRequestHeaders().getFirst("X-Session");
        String user = token == null ? null : sessions.get(token);
        if (user == null) problem(ex, 401, "no-session");
        return user;
    }

    static void start(HttpExchange ex, String user) throws IOException {
        Object body = Json.parse(read(ex));
        Object document = body instanceof Map<?, ?> m ? m.get("document") : null;
        String kind = Json.string(document, "kind");
        String number = Json.string(document, "number");
        if (kind == null || number == null || number.isEmpty()) {
            problem(ex, 400, "document-required");
            return;
        }
        Map<String, Object> create = new LinkedHashMap<>();
        create.put("flow", "humantoken");
        create.put("clientId", HP_CLIENT_ID);
        create.put("correlationId", "verification-" + UUID.randomUUID());
        create.put("credential", Map.of("type", kind, "value", number));
        create.put("callbackUri", APP_SCHEME + "://callback");
        HttpResponse<String> answer = null;
        // Planted fault "retry-on-hang": a create that timed out is sent once more.
        int attempts = FAULT.equals("retry-on-hang") ? 2 : 1;
        for (int attempt = 1; answer == null; attempt++) {
            try {
                answer = client.send(upstream("/v1/processes")
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(Json.write(create))).build(),
                        HttpResponse.BodyHandlers.ofString());
            } catch (Exception e) {
                if (attempt < attempts) continue;
                problem(ex, 504, "verification-service-unavailable");
                return;
            }
        }
        Object created = answer.statusCode() == 201 ? Json.tryParse(answer.body()) : null;
        String id = Json.string(created, "id");
        String link = Json.string(created, "link");
        if (id == null || id.isEmpty() || link == null || link.isEmpty()) {
            problem(ex, 502, "verification-service-error");
            return;
        }
        owners.put(id, user);
        send(ex, 201, Map.of("data", Map.of("verification", Map.of("ref", id, "url", link))));
    }

    static void ended(HttpExchange ex, String user, String ref) throws IOException {
        read(ex); // the app's word on the capture decides nothing: the verdict comes from our own read
        if (!user.equals(owners.get(ref))) {
            problem(ex, 404, "unknown-verification");
            return;
        }
        HttpResponse<String> answer;
        try {
            answer = client.send(upstream("/v1/processes/" + ref).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            problem(ex, 504, "verification-service-unavailable");
            return;
        }
        String verdict = answer.statusCode() == 200 ? verdict(Json.tryParse(answer.body())) : null;
        if ("declined".equals(verdict) && STYLE.equals("failed-as-error")) {
            problem(ex, 502, "verification-failed");
            return;
        }
        if (verdict == null) {
            problem(ex, 502, "verification-service-error");
            return;
        }
        send(ex, 200, Map.of("data", Map.of("verification", Map.of("ref", ref, "verdict", verdict))));
    }

    /** The partner's verdict for Human Plugin's final state, or null for an answer it does not know. */
    static String verdict(Object answer) {
        Object process = answer instanceof Map<?, ?> m ? m.get("process") : null;
        if (process == null && STYLE.equals("tolerant-read")) process = answer;
        String state = Json.string(process, "state");
        String result = Json.string(process, "result");
        // Planted fault "fail-open": a 200 answer the mapping does not know is taken as a success.
        String unknown = FAULT.equals("fail-open") ? "approved" : null;
        if (state == null || result == null) return unknown;
        return switch (state + "/" + result) {
            case "PROCESS_STATE_FINISHED/PROCESS_RESULT_OK" -> "approved";
            case "PROCESS_STATE_FINISHED/PROCESS_RESULT_INVALID_IDENTITY" -> "identity-mismatch";
            case "PROCESS_STATE_FAILED/PROCESS_RESULT_ERROR" -> "declined";
            case "PROCESS_STATE_FAILED/PROCESS_RESULT_EXPIRED" -> "timed-out";
            case "PROCESS_STATE_CREATED/PROCESS_RESULT_UNSPECIFIED" -> "pending";
            default -> unknown;
        };
    }

    // --- HTTP helpers ---

    static String read(HttpExchange ex) throws IOException {
        return new String(ex.getRequestBody().readNBytes(65536), StandardCharsets.UTF_8);
    }

    static void problem(HttpExchange ex, int status, String code) throws IOException {
        send(ex, status, Map.of("error", Map.of("code", code)));
    }

    static void send(HttpExchange ex, int status, Object body) throws IOException {
        byte[] bytes = Json.write(body).getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(bytes);
        }
    }

    static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isEmpty() ? fallback : value;
    }

    /** Just enough JSON: objects, arrays, strings, numbers, true, false, null. */
    static final class Json {
        private final String s;
        private int i;

        private Json(String s) { this.s = s; }

        static Object parse(String text) {
            Object value = tryParse(text);
            return value == null ? Map.of() : value;
        }

        /** The value, or null when the text is not JSON. */
        static Object tryParse(String text) {
            try {
                Json p = new Json(text);
                Object value = p.value();
                p.space();
                return p.i == text.length() ? value : null;
            } catch (RuntimeException e) {
                return null;
            }
        }

        static String string(Object object, String key) {
            return object instanceof Map<?, ?> m && m.get(key) instanceof String v ? v : null;
        }

        private void space() {
            while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) i++;
        }

        private Object value() {
            space();
            char c = s.charAt(i);
            if (c == '{') return object();
            if (c == '[') return array();
            if (c == '"') return text();
            if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
            if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
            if (s.startsWith("null", i)) { i += 4; return JSONNull.NULL; }
            int start = i;
            while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
            if (start == i) throw new IllegalArgumentException("unexpected " + c);
            return Double.parseDouble(s.substring(start, i));
        }

        private Map<String, Object> object() {
            Map<String, Object> map = new LinkedHashMap<>();
            i++;
            space();
            if (s.charAt(i) == '}') { i++; return map; }
            while (true) {
                space();
                String key = text();
                space();
                expect(':');
                map.put(key, value());
                space();
                if (s.charAt(i) == ',') { i++; continue; }
                expect('}');
                return map;
            }
        }

        private List<Object> array() {
            List<Object> list = new ArrayList<>();
            i++;
            space();
            if (s.charAt(i) == ']') { i++; return list; }
            while (true) {
                list.add(value());
                space();
                if (s.charAt(i) == ',') { i++; continue; }
                expect(']');
                return list;
            }
        }

        private String text() {
            expect('"');
            StringBuilder b = new StringBuilder();
            while (true) {
                char c = s.charAt(i++);
                if (c == '"') return b.toString();
                if (c != '\\') { b.append(c); continue; }
                char e = s.charAt(i++);
                switch (e) {
                    case 'n' -> b.append('\n');
                    case 't' -> b.append('\t');
                    case 'r' -> b.append('\r');
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'u' -> { b.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; }
                    default -> b.append(e);
                }
            }
        }

        private void expect(char c) {
            if (s.charAt(i) != c) throw new IllegalArgumentException("expected " + c);
            i++;
        }

        static String write(Object value) {
            StringBuilder b = new StringBuilder();
            write(value, b);
            return b.toString();
        }

        private static void write(Object value, StringBuilder b) {
            if (value instanceof Map<?, ?> map) {
                b.append('{');
                boolean first = true;
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    if (!first) b.append(',');
                    first = false;
                    write(String.valueOf(e.getKey()), b);
                    b.append(':');
                    write(e.getValue(), b);
                }
                b.append('}');
            } else if (value instanceof List<?> list) {
                b.append('[');
                for (int k = 0; k < list.size(); k++) {
                    if (k > 0) b.append(',');
                    write(list.get(k), b);
                }
                b.append(']');
            } else if (value instanceof String str) {
                b.append('"');
                for (char c : str.toCharArray()) {
                    if (c == '"' || c == '\\') b.append('\\').append(c);
                    else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
                    else b.append(c);
                }
                b.append('"');
            } else if (value == null || value == JSONNull.NULL) {
                b.append("null");
            } else {
                b.append(value);
            }
        }
    }

    enum JSONNull { NULL }
}
