"""What the LLM judge (``decision: llm``) costs, and whether its plumbing loses verdicts: a local oracle server.

Runs ``fairforge evaluate`` in this process with a real ``langchain_openai:ChatOpenAI`` against an OpenAI-compatible
server on 127.0.0.1 written here, and prints:

1. on the bundled sample: calls and tokens per interaction, and the time of a cached re-run (``--force``: same model
   and prompts, so no call);
2. on the development set (``../shared/benchmarks/regulatory-dev``; skipped with a message when absent): the same,
   with the server answering as an *oracle* from the set's labels, and the agreement of the LLM path's interaction
   verdicts with the labels and with the offline default (the learned judge) on the same interactions.

The oracle marks a rule SUPPORTS (label COMPLIANT) or CONTRADICTS (NON_COMPLIANT) when it is the labelled clause: its
``source`` is the clause's file and the clause's heading is in the chunk's heading path or text; every other rule is
NEUTRAL. So a disagreement with the labels is a retrieval miss (the clause was not sent), a plumbing fault (ids), or
aggregation (another rule of the clause's document contradicts, conflict search). The server does not tokenize:
its usage figures are characters / 4. With only ``llm_judge`` set the Context metric uses the same model, so the
server also answers its prompts (with a fixed score); the figures printed are the Regulatory judge's (``llm_usage``).

    python benchmarks/llm_judge.py [--no-offline]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEV_SET = Path(os.environ.get("FAIRFORGE_SHARED") or ROOT.parent / "shared") / "benchmarks" / "regulatory-dev"
_RULE = re.compile(r'<rule id="(R\d+)" source="([^"]*)">\n(.*?)\n</rule>', re.S)


def oracle(labels: dict[str, dict]):
    """``reply(user message) -> JSON-block text``: verdicts from ``labels`` (answer text -> label record)."""
    import html

    def reply(user: str) -> str:
        if "<answer>" not in user:  # the Context metric, which uses llm_judge too when context_judge is unset
            return '```json\n{"score": 1.0, "insight": "oracle"}\n```'
        answer = user[user.rindex("<answer>\n") + 9: user.rindex("\n</answer>")]
        lab = labels.get(answer)
        rules = []
        for rid, source, text in _RULE.findall(user):
            verdict = "NEUTRAL"
            if lab and lab.get("label") in ("COMPLIANT", "NON_COMPLIANT") and lab.get("clause"):
                file, _, heading = lab["clause"].partition("#")
                path, _, heads = html.unescape(source).partition("#")
                if path == file and (heading in heads or f"# {heading}" in text):
                    verdict = "SUPPORTS" if lab["label"] == "COMPLIANT" else "CONTRADICTS"
            rules.append({"id": rid, "verdict": verdict, "reason": "oracle"})
        return "```json\n" + json.dumps({"rules": rules}) + "\n```"

    return reply


class Server:
    """An OpenAI-compatible ``/v1/chat/completions`` on 127.0.0.1 answering with ``reply(user message)``."""

    def __init__(self, reply):
        self.reply, self.calls = reply, 0
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
                msgs = body["messages"]
                content = outer.reply(next(m["content"] for m in msgs if m["role"] == "user"))
                outer.calls += 1
                prompt_chars = sum(len(m["content"] or "") for m in msgs)
                out = json.dumps({"id": "x", "object": "chat.completion", "created": 0, "model": body["model"],
                                  "choices": [{"index": 0, "finish_reason": "stop",
                                               "message": {"role": "assistant", "content": content}}],
                                  "usage": {"prompt_tokens": prompt_chars // 4, "completion_tokens": len(content) // 4,
                                            "total_tokens": (prompt_chars + len(content)) // 4}}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.base_url = f"http://127.0.0.1:{self.httpd.server_port}/v1"


def evaluate(settings: dict, work: Path, name: str, force: bool = False) -> float:
    """``fairforge evaluate`` with ``settings`` (YAML keys) into ``work/name.duckdb``; returns the seconds."""
    from fairforge_assets.cli import main

    cfg = work / f"{name}.yaml"
    cfg.write_text(json.dumps(settings))
    t0 = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        rc = main(["evaluate", "--config", str(cfg), "--db", str(work / f"{name}.duckdb")] + (["--force"] * force))
    if rc != 0:
        raise SystemExit(f"fairforge evaluate failed for {name} (exit {rc})")
    return time.perf_counter() - t0


def usage(db: Path) -> dict:
    import duckdb

    con = duckdb.connect(str(db), read_only=True)
    row = con.sql("SELECT sum(interactions), sum(calls), sum(cached), sum(prompt_tokens), sum(completion_tokens), "
                  "sum(failed) FROM llm_usage").fetchall()[0]
    verdicts = dict(con.sql("SELECT session_id || '/' || qa_id, verdict FROM interaction_verdicts").fetchall())
    con.close()
    return dict(zip(("interactions", "calls", "cached", "prompt_tokens", "completion_tokens", "failed"),
                    (int(x or 0) for x in row))) | {"verdicts": verdicts}


def print_cost(title: str, u: dict, seconds: float, cached: dict, cached_seconds: float) -> None:
    n = u["interactions"] or 1
    print(f"{title}: {u['interactions']} interactions, {u['calls']} calls ({u['calls'] / n:.2f} per interaction), "
          f"tokens {u['prompt_tokens']} prompt + {u['completion_tokens']} completion "
          f"({(u['prompt_tokens'] + u['completion_tokens']) / n:.0f} per interaction), {u['failed']} unjudged; "
          f"{seconds:.1f} s")
    print(f"  cached re-run (--force): {cached['calls']} calls, {cached['cached']} from the reply cache, "
          f"{cached_seconds:.1f} s")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-offline", action="store_true", help="skip the offline default on the development set")
    args = ap.parse_args()
    llm = {"decision": "llm", "llm_judge": "langchain_openai:ChatOpenAI", "llm_max_retries": 0}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        srv = Server(oracle({}))
        kw = {"model": "oracle", "base_url": srv.base_url, "api_key": "unused", "max_retries": 0}
        sample = {**llm, "llm_judge_kwargs": kw}
        t = evaluate(sample, work, "sample")
        first = usage(work / "sample.duckdb")
        tc = evaluate(sample, work, "sample", force=True)
        print_cost("bundled sample", first, t, usage(work / "sample.duckdb"), tc)

        if not DEV_SET.is_dir():
            print(f"development set not found at {DEV_SET}: skipped (set FAIRFORGE_SHARED)")
            return 0
        labels = {json.loads(line)["qa_id"]: json.loads(line) for line in
                  (DEV_SET / "labels.jsonl").read_text().splitlines() if line.strip()}
        by_answer = {}
        for line in (DEV_SET / "conversations.jsonl").read_text().splitlines():
            if line.strip():
                for b in json.loads(line)["conversation"]:
                    if b["qa_id"] in labels:
                        by_answer[b["assistant"]] = labels[b["qa_id"]]
        srv.reply = oracle(by_answer)
        dev = {**llm, "llm_judge_kwargs": kw, "corpus": str(DEV_SET / "corpus"),
               "conversations": str(DEV_SET / "conversations.jsonl")}
        t = evaluate(dev, work, "dev")
        u = usage(work / "dev.duckdb")
        tc = evaluate(dev, work, "dev", force=True)
        print_cost("development set (oracle)", u, t, usage(work / "dev.duckdb"), tc)
        gold = {f"{r['session_id']}/{q}": r["label"] for q, r in labels.items()}
        keys = [k for k in u["verdicts"] if k in gold]
        agree = sum(u["verdicts"][k] == gold[k] for k in keys)
        print(f"  LLM path vs labels: {agree}/{len(keys)} = {agree / len(keys):.3f}")
        for k in keys:
            if u["verdicts"][k] != gold[k]:
                print(f"    {k}: label {gold[k]}, LLM path {u['verdicts'][k]}")
        if not args.no_offline:
            t_off = evaluate({k: v for k, v in dev.items() if not k.startswith("llm")} | {"decision": "offline"},
                             work, "offline")
            off = usage(work / "offline.duckdb")["verdicts"]
            same = sum(off.get(k) == u["verdicts"][k] for k in keys)
            right = sum(off.get(k) == gold[k] for k in keys)
            print(f"  offline default vs LLM path: {same}/{len(keys)} = {same / len(keys):.3f}; offline vs labels: "
                  f"{right / len(keys):.3f} ({t_off:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
