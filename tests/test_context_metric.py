"""Context.run with LangChain's own fake chat models (langchain_core.language_models.fake_chat_models).

What the model received is recorded with a real LangChain callback handler (``on_chat_model_start``).
"""

import asyncio
import subprocess
import sys
import threading
import time

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models.fake_chat_models import FakeListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from fairforge_core.core.retriever import Retriever
from fairforge_core.llm.prompts import system_prompt
from fairforge_core.metrics.context import Context, aggregate_context
from fairforge_core.schemas.common import Batch, Dataset, IterationLevel, SessionMetadata, StreamedBatch
from fairforge_core.schemas.context import ContextMetric
from fairforge_core.statistical import BayesianMode, FrequentistMode

FAST = {"retry_backoff": 0.0, "max_concurrency": 1}


def block(score, insight="fine"):
    import json

    return "Let me think.\n```json\n" + json.dumps({"score": score, "insight": insight}) + "\n```"


class Recorder(BaseCallbackHandler):
    """Records the messages of every chat-model call."""

    def __init__(self):
        self.calls = []
        self.lock = threading.Lock()

    def on_chat_model_start(self, serialized, messages, **kwargs):
        with self.lock:
            self.calls.extend(messages)


class Script:
    """An iterator of replies for GenericFakeChatModel; an Exception item is raised instead of returned."""

    def __init__(self, items):
        self.items = list(items)

    def __iter__(self):
        return self

    def __next__(self):
        item = self.items.pop(0)
        if isinstance(item, Exception):
            raise item
        return item


def make_retriever(datasets, level=IterationLevel.FULL_DATASET):
    class R(Retriever):
        @property
        def iteration_level(self):
            return level

        def load_dataset(self):
            return datasets if level == IterationLevel.FULL_DATASET else iter(datasets)

    return R


def qa(i, **kw):
    base = dict(qa_id=f"q{i}", query=f"question {i}", assistant=f"answer {i}", ground_truth_assistant=f"expected {i}")
    base.update(kw)
    return Batch(**base)


def session(sid="s1", n=2, context="You are a helpful assistant.", **kw):
    return Dataset(session_id=sid, assistant_id="bot", context=context, conversation=[qa(i + 1) for i in range(n)],
                   **kw)


# -- seed behaviour --------------------------------------------------------------------------------------------
def test_defaults_match_the_seed():
    ctx = Context(make_retriever([session()]), model=FakeListChatModel(responses=[block(0.5)]))
    assert isinstance(ctx.statistical_mode, FrequentistMode)
    assert ctx.use_structured_output is False
    assert (ctx.bos_json_clause, ctx.eos_json_clause) == ("```json", "```")
    assert ctx.judge.max_retries == 2 and ctx.judge.timeout == 120.0


def test_two_interactions_mean_and_no_interval():
    metrics = Context.run(make_retriever([session(n=2)]), model=FakeListChatModel(responses=[block(0.85)]), **FAST)
    assert len(metrics) == 1 and isinstance(metrics[0], ContextMetric)
    m = metrics[0]
    assert (m.session_id, m.assistant_id, m.n_interactions, m.n_failed) == ("s1", "bot", 2, 0)
    assert m.context_awareness == pytest.approx(0.85)
    assert m.context_awareness_ci_low is None and m.context_awareness_ci_high is None
    assert [i.qa_id for i in m.interactions] == ["q1", "q2"]
    assert all(i.context_awareness == pytest.approx(0.85) and i.insight == "fine" for i in m.interactions)


def test_streamed_batches_are_grouped_by_session():
    md1 = SessionMetadata(session_id="s1", assistant_id="bot", context="c1")
    md2 = SessionMetadata(session_id="s2", assistant_id="bot2", context="c2")
    items = [StreamedBatch(metadata=md1, batch=qa(1)), StreamedBatch(metadata=md2, batch=qa(2)),
             StreamedBatch(metadata=md1, batch=qa(3))]
    metrics = Context.run(make_retriever(items, IterationLevel.STREAM_BATCHES),
                          model=FakeListChatModel(responses=[block(0.5), block(0.25), block(1.0)]), **FAST)
    assert [(m.session_id, m.assistant_id, m.n_interactions) for m in metrics] == [("s1", "bot", 2), ("s2", "bot2", 1)]
    # judged session by session: s1's q1 and q3, then s2's q2
    assert [i.qa_id for i in metrics[0].interactions] == ["q1", "q3"]
    assert [i.context_awareness for i in metrics[0].interactions] == [0.5, 0.25]
    assert metrics[0].context_awareness == pytest.approx(0.375)
    assert metrics[1].context_awareness == pytest.approx(1.0)


def test_iterator_under_full_dataset_is_rejected():
    class R(Retriever):
        def load_dataset(self):
            return iter([session()])

    with pytest.raises(ValueError, match="iteration_level"):
        Context.run(R, model=FakeListChatModel(responses=[block(0.5)]))


# -- what the judge receives -----------------------------------------------------------------------------------
def test_judge_gets_context_query_answer_real_ground_truth_and_braces_intact():
    nasty_ctx = 'Policy {refund_days} = 30; JSON like {"a": {"b": 1}} and {{double}} and {0} stay as written.'
    ds = Dataset(session_id="s1", assistant_id="bot", context=nasty_ctx, conversation=[
        Batch(qa_id="q1", query="Can I {format} this? {x}", assistant="Sure, {within} 30 days.",
              ground_truth_assistant="Refunds within 30 days {with receipt}."),
        Batch(qa_id="q2", query="q2", assistant="a2", ground_truth_assistant="gt2",
              observation="Observer note: {agent} was polite."),
    ])
    rec = Recorder()
    model = FakeListChatModel(responses=[block(0.9), block(0.7)], callbacks=[rec])
    m = Context.run(make_retriever([ds]), model=model, **FAST)[0]
    assert [i.prompt for i in m.interactions] == ["base", "observation"]
    assert len(rec.calls) == 2
    (sys1, human1), (sys2, human2) = rec.calls
    assert isinstance(sys1, SystemMessage) and isinstance(human1, HumanMessage)
    assert sys1.content == system_prompt(False, False)       # braces of the JSON instruction intact
    assert '{"score": <number from 0 to 1>' in sys1.content
    assert sys2.content == system_prompt(True, False)
    for text in (nasty_ctx, "Can I {format} this? {x}", "Sure, {within} 30 days.",
                 "Refunds within 30 days {with receipt}."):
        assert text in human1.content
    # the real ground truth, not the answer, is in the reference slot
    assert "<reference_answer>\nRefunds within 30 days {with receipt}.\n</reference_answer>" in human1.content
    assert "<reference_answer>\ngt2\n</reference_answer>" in human2.content
    assert "<observation>\nObserver note: {agent} was polite.\n</observation>" in human2.content
    assert "<observation>" not in human1.content


def test_provider_reasoning_is_kept():
    reply = AIMessage(content=block(0.7), additional_kwargs={"reasoning_content": "The {context} allows it."})
    m = Context.run(make_retriever([session(n=1)]), model=GenericFakeChatModel(messages=iter([reply])), **FAST)[0]
    assert (m.interactions[0].context_awareness, m.interactions[0].reasoning) == (0.7, "The {context} allows it.")


# -- failures --------------------------------------------------------------------------------------------------
def test_unusable_reply_is_retried_with_the_reason():
    rec = Recorder()
    model = FakeListChatModel(responses=["I would rate it high.", block(0.9)], callbacks=[rec])
    m = Context.run(make_retriever([session(n=1)]), model=model, max_retries=1, **FAST)[0]
    it = m.interactions[0]
    assert (it.context_awareness, it.attempts, it.error) == (0.9, 2, None)
    retry = rec.calls[1]
    assert len(retry) == 4 and isinstance(retry[2], AIMessage) and retry[2].content == "I would rate it high."
    assert "could not be used: no JSON object with a score" in retry[3].content


def test_out_of_range_scores_exhaust_retries_and_are_recorded():
    model = FakeListChatModel(responses=[block(1.7), block(-0.2), block(7)])
    m = Context.run(make_retriever([session(n=1)]), model=model, max_retries=2, **FAST)[0]
    it = m.interactions[0]
    assert it.context_awareness is None and it.attempts == 3
    assert it.error == "3 attempt(s) failed; last: unusable reply: score 7 is outside [0, 1]"
    assert (m.n_failed, m.context_awareness, m.context_awareness_ci_low) == (1, None, None)


def test_exceptions_are_retried_then_recorded_and_the_run_goes_on():
    model = GenericFakeChatModel(messages=Script([
        RuntimeError("upstream 503"), AIMessage(content=block(0.4)),                   # q1: fails once, then 0.4
        RuntimeError("boom"), RuntimeError("boom again"), AIMessage(content=block(1.0)),  # q2 fails twice; q3 1.0
    ]))
    ds = Dataset(session_id="s1", assistant_id="bot", context="c", conversation=[qa(1)])
    ds2 = Dataset(session_id="s2", assistant_id="bot", context="c", conversation=[qa(2)])
    ds3 = Dataset(session_id="s3", assistant_id="bot", context="c", conversation=[qa(3)])
    # one interaction per run keeps the order of the scripted replies exact
    m1 = Context.run(make_retriever([ds]), model=model, max_retries=1, **FAST)[0]
    m2 = Context.run(make_retriever([ds2]), model=model, max_retries=1, **FAST)[0]
    m3 = Context.run(make_retriever([ds3]), model=model, max_retries=1, **FAST)[0]
    assert (m1.interactions[0].context_awareness, m1.interactions[0].attempts) == (0.4, 2)
    assert m2.interactions[0].error == "2 attempt(s) failed; last: RuntimeError: boom again"
    assert m2.n_failed == 1 and m2.context_awareness is None
    assert m3.context_awareness == 1.0


def test_failed_interaction_is_left_out_with_renormalised_weights():
    ds = Dataset(session_id="s1", assistant_id="bot", context="c", conversation=[
        qa(1, weight=0.6), qa(2, weight=0.2), qa(3, weight=0.2)])
    model = FakeListChatModel(responses=[block(1.0), "no verdict", block(0.5)])
    m = Context.run(make_retriever([ds]), model=model, max_retries=0, **FAST)[0]
    assert [i.context_awareness for i in m.interactions] == [1.0, None, 0.5]
    assert [i.weight for i in m.interactions] == [0.6, 0.2, 0.2]
    assert m.n_failed == 1 and m.n_interactions == 3
    assert m.context_awareness == pytest.approx((0.6 * 1.0 + 0.2 * 0.5) / 0.8)


def test_timeout_is_a_failed_attempt():
    model = FakeListChatModel(responses=[block(0.9)], sleep=10.0)
    t0 = time.perf_counter()
    m = Context.run(make_retriever([session(n=1)]), model=model, timeout=0.2, max_retries=1, **FAST)[0]
    elapsed = time.perf_counter() - t0
    it = m.interactions[0]
    assert it.context_awareness is None and it.attempts == 2
    assert it.error == "2 attempt(s) failed; last: timeout: no reply within 0.2 s"
    assert elapsed < 5.0  # two 0.2 s attempts, not a wait for the 10 s calls


# -- statistics ------------------------------------------------------------------------------------------------
def test_bayesian_interval_on_three_equal_scores():
    metrics = Context.run(make_retriever([session(n=3)]), model=FakeListChatModel(responses=[block(0.8)]),
                          statistical_mode=BayesianMode(mc_samples=200, rng_seed=42), **FAST)
    m = metrics[0]
    assert m.context_awareness_ci_low <= m.context_awareness <= m.context_awareness_ci_high
    assert m.context_awareness == pytest.approx(0.8)


def test_bayesian_interval_matches_the_mode_and_ignores_session_order():
    mode = BayesianMode(mc_samples=2000, rng_seed=7)
    s1, s2 = session("s1", n=3), session("s2", n=3)
    replies = [block(1.0), block(0.5), block(0.0)]
    a = Context.run(make_retriever([s1, s2]), model=FakeListChatModel(responses=replies), statistical_mode=mode, **FAST)
    b = Context.run(make_retriever([s2, s1]), model=FakeListChatModel(responses=replies), statistical_mode=mode, **FAST)
    ref = mode.aggregate_session([1.0, 0.5, 0.0], [1 / 3] * 3, key="s1")
    m = a[0]
    assert m.context_awareness == pytest.approx(0.5)
    assert (m.context_awareness_ci_low, m.context_awareness_ci_high) == pytest.approx((ref.ci_low, ref.ci_high))
    assert m.context_awareness_ci_low < 0.5 < m.context_awareness_ci_high
    by_id = {x.session_id: x for x in b}
    assert by_id["s1"].context_awareness_ci_low == m.context_awareness_ci_low
    assert by_id["s2"].context_awareness_ci_high == a[1].context_awareness_ci_high


def test_weights_as_in_the_seed():
    freq = FrequentistMode()
    # all given, sum 1: used as is
    w, agg = aggregate_context([1.0, 0.5, 0.0], [0.6, 0.2, 0.2], freq, "s")
    assert w == [0.6, 0.2, 0.2] and agg.mean == pytest.approx(0.7)
    # some given: the remainder is split among the others
    w, agg = aggregate_context([1.0, 0.0, 0.0], [0.6, None, None], freq, "s")
    assert w == pytest.approx([0.6, 0.2, 0.2]) and agg.mean == pytest.approx(0.6)
    # all given, sum != 1: equal weights
    w, agg = aggregate_context([1.0, 0.0], [0.5, 0.6], freq, "s")
    assert w == [0.5, 0.5] and agg.mean == pytest.approx(0.5)
    # failures are left out, the rest renormalised
    w, agg = aggregate_context([None, 1.0, 0.0], [0.5, 0.25, 0.25], freq, "s")
    assert agg.mean == pytest.approx(0.5)
    # nothing scored, or only zero-weight interactions scored: no aggregate
    assert aggregate_context([None, None], [None, None], freq, "s")[1] is None
    assert aggregate_context([0.3, None], [0.0, 1.0], freq, "s")[1] is None
    assert aggregate_context([], [], freq, "s") == ([], None)


def test_empty_session_has_no_score():
    ds = Dataset(session_id="empty", assistant_id="bot", context="c", conversation=[])
    m = Context.run(make_retriever([ds]), model=FakeListChatModel(responses=[block(0.5)]),
                    statistical_mode=BayesianMode(mc_samples=100))[0]
    assert (m.n_interactions, m.n_failed, m.context_awareness, m.interactions) == (0, 0, None, [])


# -- configuration ---------------------------------------------------------------------------------------------
def test_structured_output_needs_a_model_that_supports_it():
    with pytest.raises(ValueError, match="does not support structured output"):
        Context(make_retriever([session()]), model=FakeListChatModel(responses=["x"]), use_structured_output=True)


@pytest.mark.parametrize("kw", [{"max_retries": -1}, {"timeout": 0}, {"max_concurrency": 0}, {"retry_backoff": -1},
                                {"bos_json_clause": ""}, {"batch_interactions": 0}])
def test_invalid_settings(kw):
    with pytest.raises(ValueError):
        Context(make_retriever([session()]), model=FakeListChatModel(responses=["x"]), **kw)


def test_model_must_be_a_chat_model():
    with pytest.raises(ValueError, match="BaseChatModel"):
        Context(make_retriever([session()]), model=object())


def test_works_inside_a_running_event_loop():
    async def notebook_cell():
        return Context.run(make_retriever([session(n=2)]), model=FakeListChatModel(responses=[block(0.6)]), **FAST)

    m = asyncio.run(notebook_cell())[0]
    assert m.context_awareness == pytest.approx(0.6)


def test_core_imports_without_langchain():
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0].startswith('langchain'):\n"
        "            raise ImportError('blocked ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import fairforge_core, fairforge_core.pipeline, fairforge_core.context_pipeline\n"
        "import fairforge_core.metrics.context, fairforge_core.llm.factory, fairforge_assets.definitions\n"
        "from fairforge_core.metrics.context import Context\n"
        "from fairforge_core.core.retriever import Retriever\n"
        "class R(Retriever):\n"
        "    def load_dataset(self): return []\n"
        "try:\n"
        "    Context.run(R, model=None)\n"
        "except ImportError as e:\n"
        "    print('ImportError:', e)\n"
        "print(any(m.startswith('langchain') for m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "ImportError: the Context metric needs LangChain: pip install 'fairforge[context]'" in out
    assert out.strip().endswith("False")
