"""Verdict quality on a labelled set (corpus/, conversations.jsonl, labels.jsonl [, expected_sessions.jsonl]).

Evaluates each decision mode end to end with the packaged all-MiniLM-L6-v2 embedder and prints, per mode:
precision and recall per label, macro-F1, NON_COMPLIANT precision and recall, accuracy per ``kind``, session
verdict accuracy, and the time per interaction. A blank answer, which fairforge records as UNJUDGED ("empty answer:
nothing to judge"), is compared as IRRELEVANT, the labels' name for it.

    python benchmarks/verdict_quality.py       # every labelled set (see SETS) and the judge probes, both modes
    python benchmarks/verdict_quality.py --mode offline --markdown      # the results table
    python benchmarks/verdict_quality.py --mode offline --save benchmarks/baselines/default.json --write-results
        # the figures of the default on every set, and the table the docs include (benchmarks/results.md)
    python benchmarks/verdict_quality.py --set PATH --mode offline --errors

Which sets are studied (their errors were read, so they are development sets) and which are blind (nobody has read
their cases) is data: ``benchmarks/data/sets.json``. The previous default's figures come from
``benchmarks/baselines/clause-judge.json`` (measured once, each set at the commit named there). The first
measurement of every blind set, whichever model took it, is kept in ``benchmarks/baselines/first-measurements.json``
(and in the set's README); ``--markdown`` shows it beside this run's figures.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from fairforge_core.chunking import chunk_documents  # noqa: E402
from fairforge_core.config import EvaluationSettings  # noqa: E402
from fairforge_core.connectors import LocalCorpusConnector  # noqa: E402
from fairforge_core.engine import EMPTY_ANSWER, CorpusIndex, embed_chunks  # noqa: E402
from fairforge_core.factory import EMBEDDER_SETTINGS, build_embedder, build_judge, build_mode  # noqa: E402
from fairforge_core.inputs import LoadedSession, scan_conversations  # noqa: E402
from fairforge_core.pipeline import build_evaluator  # noqa: E402

LABELS = ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
DEV_SET = Path(os.environ.get("FAIRFORGE_SHARED") or Path(__file__).resolve().parent.parent.parent / "shared") \
    / "benchmarks" / "regulatory-dev"
#: the previous default's figures, measured once at the last commit that still had it
BASELINE = Path(__file__).resolve().parent / "baselines" / "clause-judge.json"
#: the first measurement of each blind set (judge, model sha256 prefix, figures), recorded before anyone read its cases
FIRST = Path(__file__).resolve().parent / "baselines" / "first-measurements.json"
#: the results table the docs include (docs/concepts.md, docs/verdicts.md), written by ``--write-results``
RESULTS = Path(__file__).resolve().parent / "results.md"
#: status of every labelled set: "studied" (a development set), "selection" (used to choose between trained models; no
#: one has read its cases) or "blind" (no one has read its cases, and nothing was chosen on it)
SET_STATUS = Path(__file__).resolve().parent / "data" / "sets.json"


def sets_with_status(*statuses: str) -> list[Path]:
    """The folders under ``benchmarks/data`` of the sets whose status in :data:`SET_STATUS` is one of ``statuses``,
    in the file's order; the development set (in ``../shared``) is not among them (see :data:`DEV_SET`)."""
    status = json.loads(SET_STATUS.read_text(encoding="utf-8"))
    return [SET_STATUS.parent / name for name, st in status.items() if st in statuses and name != DEV_SET.name]


MODES = {
    "offline": {"decision": "offline"},
    "reranker": {"decision": "reranker", "reranker": "embedding", "verdict_rule": "ratio"},
}


def prf(gold: list[str], pred: list[str], label: str) -> tuple[float, float, float]:
    tp = sum(1 for g, p in zip(gold, pred) if g == label and p == label)
    fp = sum(1 for g, p in zip(gold, pred) if g != label and p == label)
    fn = sum(1 for g, p in zip(gold, pred) if g == label and p != label)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def run_mode(set_dir: Path, overrides: dict, embedder, judge=None) -> dict:
    """Evaluate a labelled set in one mode; a session the loader rejects stops the run (SystemExit naming file,
    line and reason) before any model is loaded. ``judge``: a decision backend built by the caller for these
    settings (default: built here from them)."""
    sessions = []
    for item in scan_conversations(set_dir / "conversations.jsonl"):
        if isinstance(item, LoadedSession):
            sessions.append(item.dataset)
        else:  # a labelled set must load whole: a rejected session would silently leave its cases out
            raise SystemExit(f"{set_dir.name}: {item.describe()}")
    settings = EvaluationSettings(**overrides)
    judge = judge if judge is not None else build_judge(settings, embedder)
    docs = LocalCorpusConnector(set_dir / "corpus").load_documents()
    chunks = chunk_documents(docs, settings.chunk_size, settings.chunk_overlap, settings.chunking_mode)
    matrix, _ = embed_chunks(chunks, embedder)
    evaluator = build_evaluator(settings, CorpusIndex(chunks, matrix), embedder, judge)
    t0 = time.perf_counter()
    results = list(evaluator.evaluate_sessions(sessions, build_mode(settings)))
    elapsed = time.perf_counter() - t0
    return {"results": results, "elapsed": elapsed, "judge": judge.judge_id, "timings": dict(evaluator.timings)}


def labelled_verdict(interaction) -> str:
    """The interaction's verdict in the labels' terms: an empty answer, which fairforge records as UNJUDGED with error
    :data:`fairforge_core.engine.EMPTY_ANSWER` (nothing to judge), is what the labels call IRRELEVANT (a blank
    answer); every other verdict is itself (an UNJUDGED for any other reason stays an error)."""
    if interaction.verdict == "UNJUDGED" and interaction.error == EMPTY_ANSWER:
        return "IRRELEVANT"
    return interaction.verdict


def summary(gold: list[str], pred: list[str]) -> tuple[float, float, float, float]:
    """``(macro-F1, accuracy, NON_COMPLIANT precision, NON_COMPLIANT recall)`` of predicted against gold labels."""
    macro = sum(prf(gold, pred, label)[2] for label in LABELS) / len(LABELS)
    acc = sum(g == p for g, p in zip(gold, pred)) / len(gold) if gold else 0.0
    nc_p, nc_r, _ = prf(gold, pred, "NON_COMPLIANT")
    return macro, acc, nc_p, nc_r


def labelled_results(set_dir: Path, run: dict):
    """Yield ``(label record, interaction result, session result)`` for every interaction of a run on a labelled
    set, in the run's order; the label record is the set's ``labels.jsonl`` line for it."""
    labels = {(r["session_id"], r["qa_id"]): r for r in map(json.loads, (set_dir / "labels.jsonl").open())}
    for sres in run["results"]:
        for ires in sres.interactions:
            yield labels[(sres.dataset.session_id, ires.interaction.qa_id)], ires, sres


def report(name: str, set_dir: Path, run: dict, show_errors: bool) -> dict:
    gold, pred, kinds, supported = [], [], [], []
    errors = []
    for lab, ires, sres in labelled_results(set_dir, run):
        gold.append(lab["label"])
        pred.append(labelled_verdict(ires.interaction))
        kinds.append(lab["kind"])
        supported.append(not sres.unsupported_language)
        if lab["label"] != pred[-1]:
            errors.append((lab, ires))
    n = len(gold)
    print(f"\n=== {name}: {run['judge']}")
    print(f"{'label':15}{'precision':>10}{'recall':>8}{'F1':>7}{'support':>9}")
    for label in LABELS:
        p, r, f = prf(gold, pred, label)
        print(f"{label:15}{p:>10.3f}{r:>8.3f}{f:>7.3f}{gold.count(label):>9}")
    macro, acc, nc_p, nc_r = summary(gold, pred)
    print(f"macro-F1 {macro:.3f}   accuracy {acc:.3f}   NON_COMPLIANT precision {nc_p:.3f} recall {nc_r:.3f}")
    flagged = Counter(s.unsupported_language for s in run["results"] if s.unsupported_language)
    out = {"judge": run["judge"], "n": n, "macro_f1": macro, "nc_precision": nc_p, "nc_recall": nc_r,
           "accuracy": acc, "per_label": {lab: dict(zip(("precision", "recall", "f1"), prf(gold, pred, lab)))
                                          for lab in LABELS},
           "ms_per_interaction": 1000 * run["elapsed"] / max(1, n)}
    if flagged:
        print("sessions flagged as in a language the embedder was not trained for: "
              + ", ".join(f"{n} {lang}" for lang, n in sorted(flagged.items())))
        # the same figures without the flagged sessions (supplementary: the headline figures above include them)
        kept = [i for i, ok in enumerate(supported) if ok]
        s_macro, s_acc, s_p, s_r = summary([gold[i] for i in kept], [pred[i] for i in kept])
        print(f"without the flagged sessions ({len(kept)} interactions): macro-F1 {s_macro:.3f}   accuracy "
              f"{s_acc:.3f}   NON_COMPLIANT precision {s_p:.3f} recall {s_r:.3f}")
        out.update(supported_macro_f1=s_macro, supported_nc_precision=s_p, supported_nc_recall=s_r)
    by_kind: dict[str, list[bool]] = defaultdict(list)
    for g, p, k in zip(gold, pred, kinds):
        by_kind[k].append(g == p)
    print("accuracy per kind: " + ", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(by_kind.items())))
    exp_path = set_dir / "expected_sessions.jsonl"
    if exp_path.is_file():
        expected = {r["session_id"]: r["expected_verdict"] for r in map(json.loads, exp_path.open())}
        ok = sum(1 for s in run["results"] if expected.get(s.dataset.session_id) == s.metric.verdict)
        print(f"session verdicts {ok}/{len(run['results'])} as expected")
    print(f"time: {run['elapsed']:.2f} s for {n} interactions ({1000 * run['elapsed'] / n:.1f} ms per interaction; "
          + ", ".join(f"{k} {v:.2f} s" for k, v in run["timings"].items()) + ")")
    fired: dict[str, Counter] = defaultdict(Counter)
    for rec, ires, _ in labelled_results(set_dir, run):
        kinds_fired = {str(c.reason).split(":")[0] for c in ires.interaction.retrieved_chunks
                       if c.verdict == "CONTRADICTS" and c.reason}
        for k in kinds_fired:
            fired[k][rec["label"]] += 1
    if fired:
        print("conflict detectors (interactions by gold label): " + "; ".join(
            f"{k}: " + ", ".join(f"{lab[:4]} {n}" for lab, n in sorted(c.items())) for k, c in sorted(fired.items())))
    print("confusion (gold -> predicted): " + ", ".join(
        f"{g[:4]}->{p[:4]} {c}" for (g, p), c in sorted(Counter(zip(gold, pred)).items())))
    if show_errors:
        for lab, ires in errors:
            it = ires.interaction
            print(f"\n  [{lab['qa_id']}] gold {lab['label']} ({lab['kind']}, {lab['clause']}) predicted {it.verdict}")
            print(f"    answer: {it.assistant[:300]!r}")
            print(f"    insight: {it.insight[:400]}")
            for c in it.retrieved_chunks[:6]:
                print(f"      {c.verdict:11} sim={c.similarity:.2f} score={c.reranker_score:.2f} {c.source} "
                      f"[{c.rule_heading or c.heading}] rule={str(c.rule_sentence)[:90]!r} "
                      f"span={str(c.answer_span)[:60]!r}" + (f" reason={c.reason!r}" if c.reason else ""))
    return out


PROBE_LABELS = ("SUPPORTS", "CONTRADICTS", "NEUTRAL")


def probe_report(judge) -> dict:
    """The judge on the hand-written judge probes (benchmarks/data/judge-probes): per-label precision and recall of
    the probe outcome (CONTRADICTS if any chunk contradicts, else SUPPORTS if any supports, else NEUTRAL)."""
    from judge_probes import judge_probe, load_probes

    probes = load_probes()
    t0 = time.perf_counter()
    gold = [p["expect"] for p in probes]
    pred = [judge_probe(judge, p)[0] for p in probes]
    elapsed = time.perf_counter() - t0
    per_label = {lab: dict(zip(("precision", "recall", "f1"), prf(gold, pred, lab))) for lab in PROBE_LABELS}
    macro = sum(v["f1"] for v in per_label.values()) / len(PROBE_LABELS)
    acc = sum(g == p for g, p in zip(gold, pred)) / len(gold)
    print(f"\n##### judge probes ({len(probes)} pairs): {judge.judge_id}")
    print(f"{'outcome':15}{'precision':>10}{'recall':>8}{'F1':>7}{'support':>9}")
    for lab in PROBE_LABELS:
        v = per_label[lab]
        print(f"{lab:15}{v['precision']:>10.3f}{v['recall']:>8.3f}{v['f1']:>7.3f}{gold.count(lab):>9}")
    print(f"macro-F1 {macro:.3f}   accuracy {acc:.3f}   ({elapsed:.1f} s)")
    return {"judge": judge.judge_id, "n": len(probes), "macro_f1": macro, "accuracy": acc, "per_label": per_label,
            "ms_per_interaction": 1000 * elapsed / len(probes)}


def print_baseline(path: Path) -> None:
    """The previous default's figures, measured once and kept in ``path`` (see ``--save``)."""
    if not path.is_file():
        return
    base = json.loads(path.read_text(encoding="utf-8"))
    print(f"\n##### {base['title']}")
    print(f"{'set':28}{'macro-F1':>9}{'NC prec':>9}{'NC rec':>8}   per label (precision / recall)")
    for name, fig in base["sets"].items():
        labels = "  ".join(f"{lab[:4]} {v['precision']:.2f}/{v['recall']:.2f}" for lab, v in fig["per_label"].items())
        nc = f"{fig['nc_precision']:>9.3f}{fig['nc_recall']:>8.3f}" if "nc_precision" in fig else f"{'':>17}"
        print(f"{name:28}{fig['macro_f1']:>9.3f}{nc}   {labels}")


def shared_embedder(overrides: dict):
    """The embedder every set of a run shares in one mode, built from the ``embedder``, ``embedder_kwargs`` and
    ``decision`` of ``overrides`` (the mode's settings and the ``--set-option`` values; the parity mode keeps the
    embedder in float32, :func:`fairforge_core.factory.build_embedder`). The model is loaded once per process."""
    return build_embedder(EvaluationSettings(**{k: v for k, v in overrides.items() if k in EMBEDDER_SETTINGS}))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", type=Path, action="append", default=None,
                    help="labelled set folder (repeatable; default: ../shared/benchmarks/regulatory-dev when "
                         "present and every set of benchmarks/data/sets.json)")
    ap.add_argument("--mode", choices=["offline", "reranker", "both"], default="both")
    ap.add_argument("--errors", action="store_true", help="print every misclassified interaction")
    ap.add_argument("--set-option", action="append", default=[], metavar="KEY=VALUE",
                    help="override a setting (JSON value), e.g. --set-option top_k=5")
    ap.add_argument("--no-probes", action="store_true", help="skip the judge probes")
    ap.add_argument("--save", type=Path, help="write the offline figures of every set to this JSON file")
    ap.add_argument("--title", default="", help="title stored with --save")
    ap.add_argument("--markdown", action="store_true",
                    help="end with a markdown table of the offline figures and the previous default's")
    ap.add_argument("--write-results", action="store_true",
                    help=f"write that table to {RESULTS.relative_to(RESULTS.parents[1])}, which the docs include "
                         "(only for a run over every set)")
    ap.add_argument("--from-saved", type=Path, metavar="JSON", action="append", default=[],
                    help="take the figures of --save files instead of evaluating (repeatable; later files win)")
    ap.add_argument("--baseline", type=Path, default=BASELINE,
                    help="figures of the previous default, printed first (default: %(default)s)")
    args = ap.parse_args()
    status = json.loads(SET_STATUS.read_text(encoding="utf-8"))
    bundled = [Path(__file__).resolve().parent / "data" / name for name in status if name != DEV_SET.name]
    sets = args.set or [p for p in (DEV_SET, *bundled) if (p / "labels.jsonl").is_file()]
    if not args.set and DEV_SET not in sets:
        print(f"note: the development set is not at {DEV_SET} (../shared is not part of this checkout; set "
              "FAIRFORGE_SHARED to its folder); evaluating the bundled sets only", file=sys.stderr)
    missing = [p for p in sets if not (p / "labels.jsonl").is_file()]
    if missing or not sets:
        print(f"labelled set not found at {missing or DEV_SET}", file=sys.stderr)
        return 2
    extra = {}
    for item in args.set_option:
        k, _, v = item.partition("=")
        try:
            extra[k] = json.loads(v)
        except json.JSONDecodeError:
            extra[k] = v
    if args.from_saved:  # re-print the table from earlier runs' figures (e.g. one run per new set)
        saved = {}
        for path in args.from_saved:
            saved.update({Path(k).name: v for k, v in json.loads(path.read_text(encoding="utf-8"))["sets"].items()})
        return _tables(args, saved, status)
    modes = ["offline", "reranker"] if args.mode == "both" else [args.mode]
    embedders = {mode: shared_embedder({**MODES[mode], **extra}) for mode in modes}
    for embedder in embedders.values():
        embedder.encode(["warm up"])
    print_baseline(args.baseline)
    saved = {}
    for set_dir in sets:
        print(f"\n##### {set_dir}")
        for mode in modes:
            overrides = {**MODES[mode], **extra}
            fig = report(mode, set_dir, run_mode(set_dir, overrides, embedders[mode]), args.errors)
            if mode == "offline":
                saved[set_dir.name] = fig
    if "offline" in modes and not args.no_probes:
        saved["judge-probes"] = probe_report(build_judge(EvaluationSettings(**{**MODES["offline"], **extra}),
                                                         embedders["offline"]))
    if args.save:
        args.save.write_text(json.dumps({"title": args.title, "sets": saved}, indent=1) + "\n", encoding="utf-8")
    return _tables(args, saved, status)


def _tables(args, saved: dict, status: dict) -> int:
    table = markdown_table(saved, args.baseline, status)
    if args.markdown:
        print("\n" + table)
    if args.write_results:
        missing = sorted(set(status) - set(saved) - ({DEV_SET.name} if not DEV_SET.is_dir() else set()))
        if missing:
            print(f"not writing {RESULTS}: no figures for {', '.join(missing)}", file=sys.stderr)
            return 2
        RESULTS.write_text(table.strip("\n") + "\n", encoding="utf-8")
        print(f"wrote {RESULTS}", file=sys.stderr)
    return 0


def markdown_table(saved: dict, baseline: Path, status: dict, first: Path = FIRST) -> str:
    """A markdown table: per set, this run's offline figures and the previous default's, with the set's status
    (``sets.json``). A row is marked *(first measurement)* when it is the set's first measurement: for this run,
    when its model is the one recorded in ``first`` for the set and its figures are the recorded ones (the same
    model with other code or settings is a later measurement); for the previous default, when its stored figures
    say so. When another model took a blind set's first measurement, that measurement gets a row of its own.
    Rows follow the order of ``status`` (then any other set), so the same figures always give the same table."""
    rank = {name: i for i, name in enumerate(status)}
    saved = dict(sorted(saved.items(), key=lambda kv: rank.get(kv[0], len(rank))))
    base = json.loads(baseline.read_text(encoding="utf-8"))["sets"] if baseline.is_file() else {}
    firsts = json.loads(first.read_text(encoding="utf-8"))["sets"] if first.is_file() else {}
    head = ("| set | n | status | judge | macro-F1 | NON_COMPLIANT P / R | per label P / R |\n"
            "|---|---|---|---|---|---|---|")
    rows = [head]
    for name, fig in saved.items():
        recorded = firsts.get(name)
        this_is_first = bool(recorded and recorded["model_sha256"] in fig.get("judge", "")
                             and all(round(fig[k], 3) == round(recorded[k], 3)
                                     for k in ("macro_f1", "nc_precision", "nc_recall")))
        candidates = [("default (this run)", {**fig, "first_measurement": this_is_first})]
        if recorded and not this_is_first:
            candidates.append((f"first measurement: {recorded['judge']}", {**recorded, "n": fig["n"]}))
        candidates.append(("previous default", base.get(name)))
        for judge, f in candidates:
            if f is None:
                continue
            nc = f"{f['nc_precision']:.3f} / {f['nc_recall']:.3f}" if "nc_precision" in f else "-"
            labels = ", ".join(f"{lab[:4]} {v['precision']:.2f} / {v['recall']:.2f}"
                               for lab, v in f["per_label"].items())
            note = " (first measurement)" if f.get("first_measurement") else ""
            rows.append(f"| {name} | {f['n']} | {status.get(name, '-')} | {judge}{note} | {f['macro_f1']:.3f} | "
                        f"{nc} | {labels} |")
    return "\n".join(rows) + "\n\n" + summary_table(saved, base, status, firsts)


def summary_table(saved: dict, base: dict, status: dict, firsts: dict) -> str:
    """A markdown table of unweighted means over sets (each set counts once, whatever its size): the blind sets
    with this run's figures, with each one's recorded first measurement (``firsts``) and with the previous
    default's first measurement (``base``), the selection sets with this run's figures and their first
    measurements, the sets (of any status) whose first measurement was taken by this run's model (the sha256
    prefix in the judge id, ``@<12 hex>``; they were blind then), and the studied interaction-level sets with this
    run's figures. The judge probes (pairs, not interactions) are left out. Macro-F1 also shows its range."""
    blind = [n for n in saved if status.get(n) == "blind"]
    shas = Counter(m.group(1) for f in saved.values() if (m := re.search(r"@([0-9a-f]{12})", f.get("judge", ""))))
    model = shas.most_common(1)[0][0] if shas else None
    by_model = {n: firsts[n] for n in saved if model and firsts.get(n, {}).get("model_sha256") == model}
    studied = [n for n in saved if status.get(n) == "studied" and "nc_precision" in saved[n]]
    selection = [n for n in saved if status.get(n) == "selection"]

    groups = [
        ("blind", "default (this run)", {n: saved[n] for n in blind}),
        ("blind", "first measurements (each set's own, with the model and settings of that day)",
         {n: firsts[n] for n in blind if n in firsts}),
        ("blind", "previous default, first measurement",
         {n: base[n] for n in blind if base.get(n, {}).get("first_measurement")}),
        ("selection", "default (this run)", {n: saved[n] for n in selection}),
        ("selection", "first measurements", {n: firsts[n] for n in selection if n in firsts}),
        ("first measured by this run's model", f"its first measurements (model {model}, the settings of each day)",
         by_model),
        ("studied", "default (this run)", {n: saved[n] for n in studied}),
    ]
    rows = ["| sets | count | interactions | judge | mean macro-F1 (range) | mean NON_COMPLIANT P / R |",
            "|---|---|---|---|---|---|"]
    for kind, judge, figs in groups:
        if not figs:
            continue
        macro = [f["macro_f1"] for f in figs.values()]
        n = sum(saved[name]["n"] for name in figs)
        rows.append(f"| {kind} | {len(figs)} | {n} | {judge} | {sum(macro) / len(macro):.3f} "
                    f"({min(macro):.3f} to {max(macro):.3f}) | "
                    f"{sum(f['nc_precision'] for f in figs.values()) / len(figs):.3f} / "
                    f"{sum(f['nc_recall'] for f in figs.values()) / len(figs):.3f} |")
    return "\n".join(rows)


if __name__ == "__main__":
    sys.exit(main())
