"""Context metric against a real OpenAI-compatible HTTP server on 127.0.0.1, through a real
``langchain_openai.ChatOpenAI(base_url=..., api_key=...)``. Assertions are on the request bodies the server got."""

import json
import threading
import time
from collections import Counter

import pytest
from langchain_openai import ChatOpenAI
from openai_server import OpenAICompatibleServer, Reply, case_text, json_block, user_message

from fairforge_core.config import EvaluationSettings
from fairforge_core.core.retriever import Retriever
from fairforge_core.llm.factory import build_context_judge
from fairforge_core.llm.judge import ContextCase
from fairforge_core.llm.prompts import system_prompt
from fairforge_core.metrics.context import Context
from fairforge_core.schemas.common import Batch, Dataset
from fairforge_core.statistical import BayesianMode

FAST = {"retry_backoff": 0.0}


def chat(srv, **kw):
    return ChatOpenAI(model="test-judge", base_url=srv.base_url, api_key="test-key", max_retries=0, **kw)


def retriever(*datasets):
    class R(Retriever):
        def load_dataset(self):
            return list(datasets)

    return R


def session(sid, queries, context="Support assistant for TechStore.", **kw):
    return Dataset(session_id=sid, assistant_id="techstore-bot", context=context, conversation=[
        Batch(qa_id=f"{sid}-{i}", query=q, assistant=f"answer to {q}", ground_truth_assistant=f"expected for {q}",
              **kw)
        for i, q in enumerate(queries)])


def test_braces_reach_the_server_intact_and_the_real_ground_truth_is_sent():
    context = ('You are TechStore\'s assistant. Reply templates: "Hello {customer_name}", {{order_id}}, {0}. '
               'Config: {"returns": {"days": 30, "receipt": true}}')
    query = 'My order {#A-17} says {"status": "lost"} - what now? \\n {}'
    answer = "Sorry! I've opened ticket {T-9} for order {#A-17}."
    truth = "Open a ticket {ticket_id} and promise a reply within 2 days."
    observation = "Reviewer: {tone} was fine, but no {ETA} was given."
    ds = Dataset(session_id="s1", assistant_id="bot", context=context, conversation=[
        Batch(qa_id="q1", query=query, assistant=answer, ground_truth_assistant=truth),
        Batch(qa_id="q2", query=query + " again", assistant=answer, ground_truth_assistant=truth,
              observation=observation),
    ])
    with OpenAICompatibleServer(lambda body, h: Reply(content=json_block(0.75, 'ok, no {leaks} {"x": 1}'))) as srv:
        m = Context.run(retriever(ds), model=chat(srv), **FAST)[0]
    assert m.context_awareness == 0.75
    assert m.interactions[0].insight == 'ok, no {leaks} {"x": 1}'
    assert len(srv.requests) == 2
    by_query = {user_message(r.body): r for r in srv.requests}
    r1, r2 = by_query[query], by_query[query + " again"]
    assert r1.path == "/v1/chat/completions"
    assert r1.headers["authorization"] == "Bearer test-key"
    msgs = r1.messages()
    assert [x["role"] for x in msgs] == ["system", "user"]
    assert msgs[0]["content"] == system_prompt(False, False)  # the JSON instruction's braces, as written
    user = msgs[1]["content"]
    assert (f"<context>\n{context}\n</context>\n\n<user_message>\n{query}\n</user_message>\n\n"
            f"<assistant_answer>\n{answer}\n</assistant_answer>\n\n<reference_answer>\n{truth}\n</reference_answer>"
            ) == user
    assert r2.messages()[0]["content"] == system_prompt(True, False)
    assert case_text(r2.body).endswith(f"<observation>\n{observation}\n</observation>")
    # the raw bytes on the wire decode to the same text (nothing was templated or escaped away)
    assert json.loads(r1.raw)["messages"][1]["content"] == user


def test_structured_output_json_schema_and_function_calling():
    def reply(body, headers):
        q = user_message(body)
        score = {"q-ok": 0.9, "q-high": 1.4}.get(q.split()[0], 0.5)
        args = {"score": score, "insight": f"insight for {{{q}}}"}
        if "tools" in body:
            return Reply(tool_calls=[(body["tools"][0]["function"]["name"], args)])
        return Reply(content=json.dumps(args))

    ds = session("s1", ["q-ok first", "q-high second", "q-mid third"])
    with OpenAICompatibleServer(reply) as srv:
        m = Context.run(retriever(ds), model=chat(srv), use_structured_output=True, max_retries=1, **FAST)[0]
        schema_requests = list(srv.requests)
        # a second run against the same server: provider clients cache async connections per event loop, so this
        # fails ("Event loop is closed") unless the judges share one loop for the life of the process
        fc = Context.run(retriever(ds), model=chat(srv), use_structured_output=True, max_retries=0,
                         structured_output_kwargs={"method": "function_calling"}, **FAST)[0]
        tool_requests = srv.requests[len(schema_requests):]
    rf = schema_requests[0].body["response_format"]
    assert rf["type"] == "json_schema" and rf["json_schema"]["name"] == "ContextJudgeOutput"
    assert set(rf["json_schema"]["schema"]["properties"]) == {"score", "insight"}
    assert "```json" not in schema_requests[0].messages()[0]["content"]
    scores = [i.context_awareness for i in m.interactions]
    assert scores == [0.9, None, 0.5]
    bad = m.interactions[1]
    assert bad.attempts == 2 and bad.error.endswith("score 1.4 is outside [0, 1]")
    assert m.interactions[0].insight == "insight for {q-ok first}"
    assert m.context_awareness == pytest.approx(0.7) and m.n_failed == 1
    assert all("tools" in r.body and "response_format" not in r.body for r in tool_requests)
    assert [i.context_awareness for i in fc.interactions] == [0.9, None, 0.5], [i.error for i in fc.interactions]


def test_server_errors_are_retried_then_recorded_and_the_run_goes_on():
    seen = Counter()
    lock = threading.Lock()

    def reply(body, headers):
        q = user_message(body)
        with lock:
            seen[q] += 1
            n = seen[q]
        if q == "always-500":
            return Reply(status=500)
        if q == "flaky" and n == 1:
            return Reply(status=503)
        if q == "garbage":
            return Reply(content="The answer seems fine to me." if n == 1 else json_block(0.2))
        return Reply(content=json_block(0.9))

    ds = session("s1", ["always-500", "flaky", "garbage", "fine"])
    with OpenAICompatibleServer(reply) as srv:
        m = Context.run(retriever(ds), model=chat(srv), max_retries=2, **FAST)[0]
    by_q = {i.qa_id: i for i in m.interactions}
    failed = by_q["s1-0"]
    assert failed.context_awareness is None and failed.attempts == 3
    assert failed.error.startswith("3 attempt(s) failed; last: ") and "Error code: 500" in failed.error
    assert seen["always-500"] == 3 and seen["flaky"] == 2 and seen["garbage"] == 2 and seen["fine"] == 1
    assert (by_q["s1-1"].context_awareness, by_q["s1-1"].attempts) == (0.9, 2)
    assert (by_q["s1-2"].context_awareness, by_q["s1-2"].attempts) == (0.2, 2)
    assert m.n_failed == 1 and m.n_interactions == 4
    assert m.context_awareness == pytest.approx((0.9 + 0.2 + 0.9) / 3)


def test_timeout_over_http():
    def reply(body, headers):
        return Reply(content=json_block(0.8), delay=10.0 if user_message(body) == "slow" else 0.0)

    ds = session("s1", ["slow", "a", "b"])
    with OpenAICompatibleServer(reply) as srv:
        t0 = time.perf_counter()
        m = Context.run(retriever(ds), model=chat(srv), timeout=0.5, max_retries=1, **FAST)[0]
        elapsed = time.perf_counter() - t0
    slow = m.interactions[0]
    assert slow.context_awareness is None and slow.attempts == 2
    assert slow.error == "2 attempt(s) failed; last: timeout: no reply within 0.5 s"
    assert [i.context_awareness for i in m.interactions[1:]] == [0.8, 0.8]
    assert m.n_failed == 1 and m.context_awareness == pytest.approx(0.8)
    assert elapsed < 5.0  # two 0.5 s attempts, not a wait for the 10 s reply


def test_calls_run_concurrently_up_to_max_concurrency():
    with OpenAICompatibleServer(lambda body, h: Reply(content=json_block(0.6), delay=0.5)) as srv:
        m = Context.run(retriever(session("s1", list("abcdef"))), model=chat(srv), max_concurrency=3, **FAST)[0]
        in_flight = srv.max_in_flight
    assert [i.context_awareness for i in m.interactions] == [0.6] * 6
    assert in_flight == 3  # each call takes 0.5 s at the server: three at once, never more


def test_bayesian_over_http_and_secret_masked_by_the_factory():
    secret = "sk-very-secret-value-123"

    def reply(body, headers):
        q = user_message(body)
        if q == "leak":
            # a server that echoes the credential it got in its error text
            return Reply(status=401, error_message=f"Incorrect API key provided: {headers['authorization']}")
        return Reply(content=json_block({"one": 1.0, "half": 0.5, "zero": 0.0}[q]))

    with OpenAICompatibleServer(reply) as srv:
        settings = EvaluationSettings(
            context_judge="langchain_openai:ChatOpenAI",
            context_judge_kwargs={"model": "judge-7b", "base_url": srv.base_url, "max_retries": 0},
            context_judge_api_key=secret, context_max_retries=1, context_retry_backoff=0,
        )
        assert secret not in repr(settings)
        judge = build_context_judge(settings)
        assert judge.judge_id.startswith("langchain_openai:ChatOpenAI(judge-7b)/json#")
        outcomes = judge.judge([ContextCase("c", q, "a", "gt") for q in ("one", "half", "zero", "leak")])
        assert srv.requests[0].headers["authorization"] == f"Bearer {secret}"
    assert [o.score for o in outcomes] == [1.0, 0.5, 0.0, None]
    err = outcomes[3].error
    assert "AuthenticationError" in err and "Bearer ***" in err and secret not in err

    mode = BayesianMode(mc_samples=3000, rng_seed=1)
    ds = session("s1", ["one", "half", "zero"])
    with OpenAICompatibleServer(reply) as srv:
        m = Context.run(retriever(ds), model=chat(srv), statistical_mode=mode, **FAST)[0]
    ref = mode.aggregate_session([1.0, 0.5, 0.0], [1 / 3] * 3, key="s1")
    assert m.context_awareness == pytest.approx(0.5)
    assert (m.context_awareness_ci_low, m.context_awareness_ci_high) == pytest.approx((ref.ci_low, ref.ci_high))
    assert m.context_awareness_ci_low < 0.5 < m.context_awareness_ci_high


def test_factory_errors_mask_the_key():
    settings = EvaluationSettings(context_judge="langchain_openai:ChatOpenAI",
                                  context_judge_kwargs={"model": "m", "temperature": "not-a-number"},
                                  context_judge_api_key="sk-should-not-appear")
    with pytest.raises(ValueError) as exc:
        build_context_judge(settings)
    assert "cannot build context judge 'langchain_openai:ChatOpenAI'" in str(exc.value)
    assert "sk-should-not-appear" not in str(exc.value) and exc.value.__cause__ is None
    with pytest.raises(ValueError, match="not a LangChain BaseChatModel"):
        build_context_judge(EvaluationSettings(context_judge="fairforge_core.config:EvaluationSettings"))
    with pytest.raises(ValueError, match="cannot import module"):
        build_context_judge(EvaluationSettings(context_judge="no_such_module:Chat"))
    assert build_context_judge(EvaluationSettings()) is None
