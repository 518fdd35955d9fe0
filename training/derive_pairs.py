"""Derive training pairs, in the exact run-time form, from interaction-level training sets (``INTERACTIONS.md``).

A set holds a markdown corpus, conversations and, per interaction, every rule the answer addresses with SUPPORTS or
CONTRADICTS. This script cuts the corpus into chunks and rule units as the pipeline does (default chunk settings,
:func:`fairforge_core.judges.pairs.rule_units`), finds each quoted rule among the units, and writes one record in
the ``PROTOCOL.md`` layout per (unit, interaction):

- every quoted rule with the writer's label;
- NEUTRAL for the units the judge would rank first for the interaction (its embedder and its selection,
  :func:`fairforge_core.judges.learned.most_relevant`: the best cosine with the answer, the question or an answer
  sentence; the top ``--units`` with at least ``--min-relevance``) that the writer did not list: the writer listed
  every rule the answer addresses, so these are the look-alike neighbours the model must learn to leave alone.
  Unlike the judge, it ranks every unit of the corpus, not only those of the retrieved chunks.

The rule field is the unit's text, the heading field its heading path and the optional context field its pronoun
context, so ``train.pair_of`` rebuilds the judge's pair exactly (checked for every record); the answer is cut to
the unit's excerpt as the judge cuts it, and at most the last two earlier turns are kept. A quote found in no unit
is reported (set, qa id, quote) and skipped.

    python training/derive_pairs.py training/interactions/t1 ... --out /tmp/derived/interactions.jsonl
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from train import pair_of  # noqa: E402

from fairforge_core.chunking import chunk_documents  # noqa: E402
from fairforge_core.config import EvaluationSettings  # noqa: E402
from fairforge_core.connectors import LocalCorpusConnector  # noqa: E402
from fairforge_core.core.embedder import unit_length  # noqa: E402
from fairforge_core.judges.learned import most_relevant  # noqa: E402
from fairforge_core.judges.pairs import (  # noqa: E402
    HISTORY_TURNS,
    RuleUnit,
    answer_excerpt,
    answer_sentences,
    model_input,
    rule_units,
)

PHENOMENON_OF_KIND = {"numeric": "quantity", "time_window": "duration", "negation": "negation",
                      "modality": "modality", "paraphrase": "paraphrase", "partial": "partial",
                      "refusal": "refusal", "smalltalk": "off_topic", "out_of_scope": "off_topic",
                      "empty_answer": "off_topic"}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[*_`]", "", text)).strip().strip(".").lower()


def corpus_units(set_dir: Path) -> list[RuleUnit]:
    """The distinct rule units of a set's corpus, cut as the pipeline cuts them (default chunk settings)."""
    s = EvaluationSettings()
    docs = LocalCorpusConnector(set_dir / "corpus").load_documents()
    seen, out = set(), []
    for chunk in chunk_documents(docs, s.chunk_size, s.chunk_overlap, s.chunking_mode):
        for u in rule_units(chunk.context or chunk.text, chunk.heading or ""):
            if u.model_text not in seen:
                seen.add(u.model_text)
                out.append(u)
    return out


def find_unit(quote: str, units: list[RuleUnit]) -> RuleUnit | None:
    """The unit a writer's quote names: a table row by its cells (``a | b | c``), else the unit whose text is the
    quote, ends with it (a bullet after its lead-in) or contains it; ``None`` when no unit does."""
    if "|" in quote:
        cells = {_norm(c) for c in quote.strip("| ").split("|") if c.strip()}
        rows = [u for u in units if u.cells and cells <= {_norm(c) for _, c in u.cells}]
        return rows[0] if rows else None
    q = _norm(quote)
    for test in (lambda t: t == q, lambda t: t.endswith(q), lambda t: q in t):
        hits = [u for u in units if test(_norm(u.text))]
        if hits:
            return hits[0]
    return None


def record(set_name: str, n: int, unit: RuleUnit, turn: dict, history: list, label: str, kind: str) -> dict:
    return {"id": f"{set_name}-{n:04d}", "batch": set_name, "domain": set_name,
            "phenomenon": PHENOMENON_OF_KIND.get(kind, "condition_case" if kind == "multi_rule" else "paraphrase"),
            "near_miss": "none", "heading": unit.heading, "rule": unit.text,
            **({"context": unit.context} if unit.context else {}),
            "history": history[-HISTORY_TURNS:], "question": turn["query"] or "-",
            "answer": answer_excerpt(turn["assistant"], unit.text), "label": label}


def derive(set_dir: Path, embedder, units_per_interaction: int = 4, min_relevance: float = 0.2,
           log=print) -> list[dict]:
    """The records of one set (see the module docstring).

    Raises:
        ValueError: a record whose pair, as training rebuilds it, differs from the judge's pair for its unit.
    """
    units = corpus_units(set_dir)
    unit_vecs = unit_length(embedder.encode([u.model_text for u in units]))
    labels = {(r["session_id"], r["qa_id"]): r for r in map(json.loads, (set_dir / "labels.jsonl").open())}
    out: list[dict] = []
    for line in (set_dir / "conversations.jsonl").open():
        session = json.loads(line)
        history: list[dict] = []
        for turn in session["conversation"]:
            lab = labels[(session["session_id"], turn["qa_id"])]
            answer = turn["assistant"] or ""
            if answer.strip():
                listed: dict[str, tuple[RuleUnit, str]] = {}
                for rule in lab.get("rules") or []:
                    unit = find_unit(rule["quote"], units)
                    if unit is None:
                        log(f"{set_dir.name} {turn['qa_id']}: quote not found among the rule units: "
                            f"{rule['quote'][:80]!r}")
                        continue
                    listed[unit.model_text] = (unit, rule["label"])
                texts = [answer, turn["query"] or "", *answer_sentences(answer)]
                targets = unit_length(embedder.encode([t for t in texts if t.strip()]))
                best = (unit_vecs @ targets.T).max(axis=1).tolist()
                ranked = most_relevant(best, [u.model_text for u in units], units_per_interaction, min_relevance)
                chosen = [*listed.values(), *((units[i], "NEUTRAL") for i in ranked
                                              if units[i].model_text not in listed)]
                for unit, label in chosen:
                    out.append(record(set_dir.name, len(out) + 1, unit, turn, history, label, lab["kind"]))
                    check_same_as_run_time(out[-1], unit, turn, history)
            history.append({"user": turn["query"] or "", "assistant": answer})
    return out


def check_same_as_run_time(rec: dict, unit: RuleUnit, turn: dict, history: list) -> None:
    """Training must see the judge's exact pair (as the judge builds it with ``earlier_turns``: training pairs always
    carry the earlier turns): raise ValueError naming the record when it would not."""
    at_run_time = model_input(unit, turn["query"] or "", turn["assistant"],
                              tuple((t["user"], t["assistant"]) for t in history))
    if pair_of(rec, figures=True) != at_run_time:
        raise ValueError(f"{rec['id']}: the training pair differs from the judge's pair for {unit.text[:60]!r}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sets", type=Path, nargs="+", help="interaction-level training set folders")
    ap.add_argument("--out", type=Path, required=True, help="the JSONL file written")
    ap.add_argument("--units", type=int, default=4, help="units ranked per interaction (the judge's max_units)")
    ap.add_argument("--min-relevance", type=float, default=0.2)
    args = ap.parse_args(argv)
    from fairforge_core.factory import build_embedder

    embedder = build_embedder(EvaluationSettings())
    records = [r for s in args.sets for r in derive(s, embedder, args.units, args.min_relevance)]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    counts = {lab: sum(r["label"] == lab for r in records) for lab in ("SUPPORTS", "CONTRADICTS", "NEUTRAL")}
    print(f"{len(records)} records from {len(args.sets)} set(s) to {args.out}: {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
