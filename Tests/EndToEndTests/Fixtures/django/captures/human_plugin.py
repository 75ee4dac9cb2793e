"""Human Plugin's process API: create a capture process, read its state back (urllib, no retries)."""
import http.client
import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass

from django.conf import settings

MAX_ANSWER_BYTES = 1 << 20


class HumanPluginError(Exception):
    """Human Plugin failed, timed out or answered outside its contract."""


@dataclass(frozen=True)
class CreatedProcess:
    id: str
    link: str


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """A redirect is an answer outside the contract: never follow it with our token."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


# No proxy from the environment, no redirects: straight to Human Plugin.
_opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), _NoRedirect())


class HumanPluginClient:
    def __init__(self, config=None):
        config = config or settings.HUMAN_PLUGIN
        self.base_url = config["BASE_URL"].rstrip("/")
        self.token = config["TOKEN"]
        self.client_id = config["CLIENT_ID"]
        self.callback_uri = config["CALLBACK_URI"]
        self.timeout = config["TIMEOUT_SECONDS"]

    def create_process(self, document_type, document_number, correlation_id):
        """POST /v1/processes: a Journey flow process for this document, returning to the app's scheme."""
        body = {
            "flow": "humantoken",
            "clientId": self.client_id,
            "correlationId": correlation_id,
            "credential": {"type": document_type, "value": document_number},
            "callbackUri": self.callback_uri,
        }
        status, answer = self._send("POST", "/v1/processes", body)
        if status != 201:
            raise HumanPluginError(f"create answered {status}")
        process_id, link = answer.get("id"), answer.get("link")
        if not _present(process_id) or not _present(link):
            raise HumanPluginError("create answer without id or link")
        if len(process_id) > 255:
            raise HumanPluginError("create answer with an id longer than 255 characters")
        return CreatedProcess(id=process_id, link=link)

    def read_process(self, process_id):
        """GET /v1/processes/{id}: the process's (state, result), as Human Plugin reports them."""
        status, answer = self._send("GET", "/v1/processes/" + urllib.parse.quote(process_id, safe=""))
        if status != 200:
            raise HumanPluginError(f"read answered {status}")
        process = answer.get("process")
        if not isinstance(process, dict):
            raise HumanPluginError("read answer without process")
        return process.get("state"), process.get("result")

    def _send(self, method, path, body=None):
        headers = {"Authorization": f"Bearer {self.token}", "Accept": "application/json"}
        data = None
        if body is not None:
            headers["Content-Type"] = "application/json"
            data = json.dumps(body).encode("utf-8")
        request = urllib.request.Request(self.base_url + path, data=data, headers=headers, method=method)
        try:
            with _opener.open(request, timeout=self.timeout) as response:
                status, raw = response.status, response.read(MAX_ANSWER_BYTES + 1)
        except urllib.error.HTTPError as error:  # 4xx, 5xx, and the redirects we do not follow
            status, raw = error.code, b""
            error.close()
        except (urllib.error.URLError, http.client.HTTPException, OSError, ValueError) as error:  # refused, reset, timed out, cut
            raise HumanPluginError(f"Human Plugin unreachable ({type(error).__name__})") from None
        if status >= 300:
            return status, {}
        if len(raw) > MAX_ANSWER_BYTES:
            raise HumanPluginError("answer larger than 1 MiB")
        try:
            answer = json.loads(raw)
        except ValueError:
            raise HumanPluginError("answer is not JSON") from None
        if not isinstance(answer, dict):
            raise HumanPluginError("answer is not a JSON object")
        return status, answer


def _present(value):
    return isinstance(value, str) and value != ""
