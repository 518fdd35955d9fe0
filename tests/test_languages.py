"""Sessions in a language the embedder was not trained for are flagged: an insight note per interaction, the run's
metadata and a CLI warning (the packaged all-MiniLM-L6-v2 is English-only)."""

import duckdb
import pytest

from fairforge_assets.cli import main
from fairforge_core.connectors import LocalCorpusConnector
from fairforge_core.core.retriever import Retriever
from fairforge_core.embedders import SentenceTransformerEmbedder
from fairforge_core.languages import canonical_language, language_set, unsupported_language
from fairforge_core.metrics.regulatory import Regulatory
from fairforge_core.schemas.common import Batch, Dataset
from tests.fakes import HashingEmbedder, OverlapReranker
from tests.test_cli import CONFIG


@pytest.mark.parametrize("name, canonical", [
    ("english", "english"), ("EN-us", "english"), ("es", "spanish"), ("es_ES", "spanish"), ("Español", "spanish"),
    ("pt-BR", "portuguese"), ("spa", "spanish"), ("Klingon", "klingon"), ("", ""), (None, ""), ("  fr ", "french"),
])
def test_language_names_and_codes_are_canonical(name, canonical):
    assert canonical_language(name) == canonical


def test_only_a_declared_and_missing_language_is_unsupported():
    english = language_set(["en"])
    assert unsupported_language("spanish", english) == "spanish"
    assert unsupported_language("en-GB", english) == ""
    assert unsupported_language(None, english) == ""  # the session declares nothing
    assert unsupported_language("spanish", None) == ""  # the embedder declares nothing
    assert SentenceTransformerEmbedder().languages == frozenset({"english"})  # packaged MiniLM (no model load)
    assert SentenceTransformerEmbedder(model="/models/multilingual").languages is None
    assert SentenceTransformerEmbedder(model="/models/x", languages=["en", "es"]).languages == {"english", "spanish"}


POLICY = "# Refunds\n\n- Refunds are available within 30 days of purchase with a receipt.\n"


class TwoLanguages(Retriever):
    def load_dataset(self):
        def ds(sid, lang, answer):
            return Dataset(session_id=sid, assistant_id="bot", language=lang, context="c", conversation=[
                Batch(qa_id=f"{sid}-1", query="refunds?", assistant=answer, ground_truth_assistant="-")])
        return [ds("en-1", "english", "Refunds are available within 30 days of purchase with a receipt."),
                ds("es-1", "es", "Los reembolsos están disponibles durante 30 días con el recibo.")]


def test_interactions_of_an_unsupported_language_say_their_verdict_is_unreliable(tmp_path):
    (tmp_path / "policy.md").write_text(POLICY)
    metrics = Regulatory.run(TwoLanguages, corpus_connector=LocalCorpusConnector(tmp_path),
                             embedder=HashingEmbedder(languages=["english"]), reranker=OverlapReranker())
    by_id = {m.session_id: m for m in metrics}
    es = by_id["es-1"].interactions[0].insight
    assert es.endswith("Unreliable: the session is in spanish, and the embedder test-hashing-64 was trained on "
                       "english only, so relevant rules may not be retrieved; configure a multilingual embedder.")
    assert "Unreliable" not in by_id["en-1"].interactions[0].insight
    undeclared = Regulatory.run(TwoLanguages, corpus_connector=LocalCorpusConnector(tmp_path),
                                embedder=HashingEmbedder(), reranker=OverlapReranker())
    assert not any("Unreliable" in m.interactions[0].insight for m in undeclared)


def test_the_cli_warns_and_the_stored_insight_carries_the_note(tmp_path, capsys):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "policy.md").write_text(POLICY)
    conv = tmp_path / "conv.jsonl"
    conv.write_text(
        '{"session_id": "es-1", "assistant_id": "bot", "language": "spanish", "context": "c", "started_at": '
        '"2026-03-02T10:00:00Z", "conversation": [{"qa_id": "q1", "query": "reembolso?", "assistant": '
        '"Los reembolsos tardan 90 días.", "ground_truth_assistant": "-"}]}\n'
        '{"session_id": "en-1", "assistant_id": "bot", "language": "english", "context": "c", "started_at": '
        '"2026-03-02T11:00:00Z", "conversation": [{"qa_id": "q1", "query": "refund?", "assistant": '
        '"Refunds are available within 30 days.", "ground_truth_assistant": "-"}]}\n')
    cfg = tmp_path / "c.yaml"
    cfg.write_text(CONFIG + "embedder_kwargs:\n  languages: [english]\n")
    db = tmp_path / "d.duckdb"
    assert main(["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(db),
                 "--config", str(cfg)]) == 0
    out = capsys.readouterr().out
    assert ("warning: 1 session(s) in spanish, a language the embedder was not trained for: their verdicts are "
            "unreliable") in out
    assert out.index("warning: 1 session(s) in spanish") < out.index("results in")  # before the last line
    con = duckdb.connect(str(db), read_only=True)
    rows = dict(con.execute("SELECT session_id, insight FROM interaction_verdicts").fetchall())
    assert "Unreliable: the session is in spanish" in rows["es-1"]
    assert "Unreliable" not in rows["en-1"]


def test_declaring_more_languages_for_the_english_only_packaged_model_is_warned(caplog):
    with caplog.at_level("WARNING", logger="fairforge.embedders"):
        emb = SentenceTransformerEmbedder(languages=["en", "es"])
    assert emb.languages == {"english", "spanish"}
    assert "declared for the packaged all-MiniLM-L6-v2, which was trained on English only" in caplog.text
    caplog.clear()
    with caplog.at_level("WARNING", logger="fairforge.embedders"):
        SentenceTransformerEmbedder(languages=["en"])
        SentenceTransformerEmbedder(model="/models/x", languages=["en", "es"])
    assert caplog.text == ""
