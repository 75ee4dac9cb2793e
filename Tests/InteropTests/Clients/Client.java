import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Creates a process and reads it back against the stand-in Human Plugin with java.net.http.HttpClient
 * at its default version (HTTP/2), which on plain http asks for an h2c upgrade.
 * usage: java Client.java BASE_URL TOKEN CREATE_BODY_JSON
 * Prints one JSON line: statuses, negotiated versions and the raw bodies.
 */
public class Client {
    public static void main(String[] args) throws Exception {
        String base = args[0], token = args[1], body = args[2];
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> created = client.send(
            HttpRequest.newBuilder(URI.create(base + "/v1/processes"))
                .timeout(Duration.ofSeconds(5))
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build(),
            HttpResponse.BodyHandlers.ofString());
        String id = created.body().replaceAll("(?s).*\"id\"\\s*:\\s*\"([^\"]+)\".*", "$1");
        HttpResponse<String> read = client.send(
            HttpRequest.newBuilder(URI.create(base + "/v1/processes/" + id))
                .timeout(Duration.ofSeconds(5))
                .header("Authorization", "Bearer " + token)
                .GET()
                .build(),
            HttpResponse.BodyHandlers.ofString());
        System.out.println("{\"clientVersion\":\"" + client.version() + "\""
            + ",\"createStatus\":" + created.statusCode()
            + ",\"createVersion\":\"" + created.version() + "\""
            + ",\"id\":\"" + id + "\""
            + ",\"readStatus\":" + read.statusCode()
            + ",\"readVersion\":\"" + read.version() + "\""
            + ",\"createBody\":" + created.body()
            + ",\"readBody\":" + read.body() + "}");
    }
}
