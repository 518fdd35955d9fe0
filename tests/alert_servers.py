"""Real servers on 127.0.0.1 for the alert channel tests: an HTTP receiver (webhook and Slack) and an SMTP server
(aiosmtpd) with STARTTLS (a throwaway CA from trustme) and AUTH LOGIN/PLAIN."""

from __future__ import annotations

import http.server
import json
import socket
import ssl
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from email import message_from_bytes, policy


@dataclass
class HttpReceiver:
    """Records every POST (path, headers, JSON body). ``fail_next`` requests are answered with ``fail_status``."""

    server: http.server.ThreadingHTTPServer
    requests: list[dict] = field(default_factory=list)
    fail_next: int = 0
    fail_status: int = 500
    retry_after: str | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def bodies(self, path: str | None = None) -> list[dict]:
        return [r["body"] for r in self.requests if path is None or r["path"] == path]


@contextmanager
def http_receiver():
    holder: dict = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 - http.server API
            rec: HttpReceiver = holder["rec"]
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            if rec.fail_next > 0:
                rec.fail_next -= 1
                self.send_response(rec.fail_status)
                if rec.retry_after:
                    self.send_header("Retry-After", rec.retry_after)
                self.end_headers()
                self.wfile.write(b"temporarily broken")
                return
            rec.requests.append({"path": self.path, "headers": dict(self.headers), "body": json.loads(body)})
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    holder["rec"] = rec = HttpReceiver(server)
    t = threading.Thread(target=server.serve_forever, daemon=True)
    t.start()
    try:
        yield rec
    finally:
        server.shutdown()
        server.server_close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class SmtpReceiver:
    port: int
    ca_file: str
    messages: list = field(default_factory=list)   # email.message.EmailMessage objects
    envelopes: list = field(default_factory=list)  # (mail_from, rcpt_tos)
    logins: list = field(default_factory=list)     # usernames that authenticated
    tls_sessions: int = 0


@contextmanager
def smtp_receiver(tmp_path, username: str = "alerts", password: str = "s3cret-pw"):
    """aiosmtpd on 127.0.0.1 requiring STARTTLS and AUTH (``username``/``password``)."""
    import trustme
    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult, LoginPassword

    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1", "localhost")
    server_ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    cert.configure_cert(server_ctx)
    ca_file = tmp_path / "test-ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    port = free_port()
    rec = SmtpReceiver(port=port, ca_file=str(ca_file))

    class Handler:
        async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd API
            rec.messages.append(message_from_bytes(envelope.content, policy=policy.default))
            rec.envelopes.append((envelope.mail_from, list(envelope.rcpt_tos)))
            if session.ssl:
                rec.tls_sessions += 1
            return "250 OK"

    def authenticator(server, session, envelope, mechanism, auth_data):
        if isinstance(auth_data, LoginPassword) and auth_data.login.decode() == username and \
                auth_data.password.decode() == password:
            rec.logins.append(username)
            return AuthResult(success=True)
        return AuthResult(success=False, handled=False)

    controller = Controller(Handler(), hostname="127.0.0.1", port=port, server_hostname="127.0.0.1",
                            tls_context=server_ctx, require_starttls=True, auth_required=True,
                            authenticator=authenticator, auth_require_tls=True)
    controller.start()
    try:
        yield rec
    finally:
        controller.stop()
