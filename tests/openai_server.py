"""A real OpenAI-compatible HTTP server on 127.0.0.1 for tests (stdlib ``http.server``).

It answers ``POST /v1/chat/completions`` with the OpenAI response shape. What it answers is decided by a
``reply(body, headers) -> Reply`` function the test supplies; every request (path, headers, raw body, parsed JSON)
is recorded, so tests can assert on exactly what the client sent.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Optional


@dataclass
class Reply:
    """What to answer: ``content`` and/or ``tool_calls`` (list of ``(name, arguments dict)``), an HTTP ``status``
    with an error body, and an optional ``delay`` in seconds before answering."""

    content: Optional[str] = None
    tool_calls: list[tuple[str, dict]] = field(default_factory=list)
    status: int = 200
    delay: float = 0.0
    reasoning: Optional[str] = None
    error_message: str = "test server error"
    headers: dict = field(default_factory=dict)  # extra response headers, e.g. {"Retry-After": "1"}
    usage: Optional[dict] = None  # the "usage" object (default 10 prompt + 5 completion tokens)


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    raw: bytes
    body: dict

    def messages(self) -> list[dict]:
        return self.body.get("messages", [])


def completion(body: dict, reply: Reply) -> dict:
    msg: dict[str, Any] = {"role": "assistant", "content": reply.content}
    if reply.tool_calls:
        msg["tool_calls"] = [
            {"id": f"call_{i}", "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
            for i, (name, args) in enumerate(reply.tool_calls)
        ]
    if reply.reasoning:
        msg["reasoning_content"] = reply.reasoning
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", "test-judge"),
        "choices": [{"index": 0, "message": msg, "finish_reason": "tool_calls" if reply.tool_calls else "stop"}],
        "usage": reply.usage or {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }


class OpenAICompatibleServer:
    """Context manager: ``with OpenAICompatibleServer(reply_fn) as srv: ChatOpenAI(base_url=srv.base_url, ...)``.

    ``srv.requests`` lists the recorded requests; ``srv.max_in_flight`` is the largest number of requests handled
    at the same time.
    """

    def __init__(self, reply: Callable[[dict, dict], Reply]):
        self.reply = reply
        self.requests: list[Recorded] = []
        self.lock = threading.Lock()
        self.in_flight = 0
        self.max_in_flight = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):  # noqa: N802 (http.server naming)
                n = int(self.headers.get("Content-Length", 0))
                raw = self.rfile.read(n)
                body = json.loads(raw)
                rec = Recorded(self.path, {k.lower(): v for k, v in self.headers.items()}, raw, body)
                with server.lock:
                    server.requests.append(rec)
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    if not self.path.endswith("/chat/completions"):
                        r = Reply(status=404)
                    else:
                        r = server.reply(body, rec.headers)
                    if r.delay:
                        time.sleep(r.delay)
                    if r.status != 200:
                        payload = {"error": {"message": r.error_message, "type": "server_error"}}
                    else:
                        payload = completion(body, r)
                    out = json.dumps(payload).encode()
                    self.send_response(r.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(out)))
                    for k, v in r.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(out)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout test)
                finally:
                    with server.lock:
                        server.in_flight -= 1

            def log_message(self, *args):
                pass

        class QuietServer(ThreadingHTTPServer):
            def handle_error(self, request, client_address):
                pass  # clients that time out reset their connections; that is expected here

        self.httpd = QuietServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_port}/v1"

    def __enter__(self) -> OpenAICompatibleServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def json_block(score: Any, insight: str = "fine", prefix: str = "Reasoning first.\n") -> str:
    """A judge reply in the JSON-block format."""
    return prefix + "```json\n" + json.dumps({"score": score, "insight": insight}) + "\n```"


def user_message(body: dict) -> str:
    """The ``<user_message>`` part of the judged material (identifies the interaction)."""
    text = case_text(body)
    start = text.find("<user_message>\n")
    end = text.find("\n</user_message>")
    return text[start + len("<user_message>\n"):end] if start >= 0 and end > start else ""


def case_text(body: dict) -> str:
    """The user message with the material (the first user message of the request)."""
    users = [m for m in body.get("messages", []) if m.get("role") == "user"]
    return users[0]["content"] if users else ""
