"""An NLI / cross-encoder model from a local path as the per-chunk decision backend."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Optional

from fairforge_core.judges.model import label_roles
from fairforge_core.models import load_transformers
from fairforge_core.rerankers.qwen import token_windows
from fairforge_core.verdicts import ChunkJudge, ChunkJudgement, JudgeRequest, check_score


class NLIJudge(ChunkJudge):
    """Three-way decision with a sequence-classification NLI model (premise = chunk, hypothesis = answer).

    Labels are read from the model's ``config.id2label`` by name (:func:`label_roles`). A pair longer than the
    model's maximum length is split into overlapping token windows of the chunk (and, when needed, of the answer);
    every window is classified and the pair takes the highest entailment and the highest contradiction probability
    over its windows: nothing is silently truncated.

    Decision: the chunk is addressed when ``max(p_entailment, p_contradiction) >= addressed_threshold`` (for a
    two-class model without neutral, always); its support score is ``p_e / (p_e + p_c)`` in [0, 1], compared with
    ``contradiction_threshold`` by the evaluator.

    Args:
        model_name_or_path: a local model folder (or a name in the local Hugging Face cache; never downloaded).
        batch_size: sequences per forward pass.
        max_length: token limit per sequence (default: the tokenizer's ``model_max_length``, capped at 512).
        addressed_threshold: in [0, 1], default 0.5.
        window_overlap: tokens shared by consecutive windows.
        device: torch device, default ``"cpu"``.

    Raises:
        ValueError: unusable labels (at load), or a NaN / out-of-range probability (never read as a contradiction).
    """

    three_way = True

    def __init__(self, model_name_or_path: str, batch_size: int = 16, max_length: Optional[int] = None,
                 addressed_threshold: float = 0.5, window_overlap: int = 32, device: str = "cpu"):
        if not 0.0 <= addressed_threshold <= 1.0:
            raise ValueError(f"addressed_threshold must be in [0, 1], got {addressed_threshold}")
        self.model_name_or_path = model_name_or_path
        self.batch_size = int(batch_size)
        self.max_length = max_length
        self.addressed_threshold = float(addressed_threshold)
        self.window_overlap = int(window_overlap)
        self.device = device

    def _load(self):
        tok, model = load_transformers(self.model_name_or_path, "AutoModelForSequenceClassification", self.device)
        return tok, model, label_roles(model.config.id2label)

    def _limit(self, tok) -> int:
        if self.max_length:
            return int(self.max_length)
        m = getattr(tok, "model_max_length", 512) or 512
        return int(min(m, 512))

    def _text_windows(self, tok, text: str, size: int) -> list[str]:
        """``text`` cut into windows of at most ``size`` tokens (overlapping by ``window_overlap``), as substrings
        at token boundaries (character offsets from the fast tokenizer)."""
        enc = tok(text, add_special_tokens=False, return_offsets_mapping=True)
        offsets = enc["offset_mapping"]
        if len(offsets) <= size:
            return [text]
        windows = []
        for w in token_windows(list(range(len(offsets))), size, self.window_overlap):
            windows.append(text[offsets[w[0]][0] : offsets[w[-1]][1]])
        return windows

    def pair_windows(self, premise: str, hypothesis: str) -> list[tuple[str, str]]:
        """``(premise part, hypothesis part)`` windows that fit the model with its special tokens."""
        tok, _, _ = self._load()
        limit = self._limit(tok)
        budget = limit - tok.num_special_tokens_to_add(pair=True)
        if budget < 2:
            raise ValueError(f"max_length {limit} leaves no room for a pair")
        n_p = len(tok(premise, add_special_tokens=False)["input_ids"])
        n_h = len(tok(hypothesis, add_special_tokens=False)["input_ids"])
        if n_p + n_h <= budget:
            return [(premise, hypothesis)]
        h_size = min(n_h, max(1, budget // 2))
        while True:
            p_size = budget - h_size
            pairs = [(pw, hw) for hw in self._text_windows(tok, hypothesis, h_size)
                     for pw in self._text_windows(tok, premise, p_size)]
            # re-tokenizing a substring can add a token at its edges; shrink until every pair fits
            if all(len(tok(p, h)["input_ids"]) <= limit for p, h in pairs) or p_size <= 2:
                return pairs
            h_size = max(1, h_size - 2) if h_size > p_size else h_size
            budget -= 2

    def judge(self, requests: Sequence[JudgeRequest]) -> list[ChunkJudgement]:
        import torch

        if not requests:
            return []
        tok, model, roles = self._load()
        unique: dict[tuple[str, str], int] = {}
        for r in requests:
            unique.setdefault((r.chunk.text, r.answer), len(unique))
        pairs: list[tuple[str, str]] = []
        owner: list[int] = []
        for (premise, hypothesis), k in unique.items():
            for pw, hw in self.pair_windows(premise, hypothesis):
                pairs.append((pw, hw))
                owner.append(k)
        best_e = [0.0] * len(unique)
        best_c = [0.0] * len(unique)
        order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
        for b in range(0, len(order), self.batch_size):
            idx = order[b : b + self.batch_size]
            enc = tok([pairs[i][0] for i in idx], [pairs[i][1] for i in idx], padding=True, return_tensors="pt")
            with torch.inference_mode():
                logits = model(**{k: v.to(self.device) for k, v in enc.items()}).logits.float()
            probs = torch.softmax(logits, dim=-1).cpu()
            for row, i in enumerate(idx):
                pe = float(probs[row, roles["entailment"]])
                pc = float(probs[row, roles["contradiction"]])
                if math.isnan(pe) or math.isnan(pc):
                    raise ValueError(f"NLI model {self.model_name_or_path} returned NaN probabilities")
                k = owner[i]
                best_e[k] = max(best_e[k], pe)
                best_c[k] = max(best_c[k], pc)
        out = []
        for r in requests:
            k = unique[(r.chunk.text, r.answer)]
            pe, pc = best_e[k], best_c[k]
            addressed = "neutral" not in roles or max(pe, pc) >= self.addressed_threshold
            score = check_score(pe / (pe + pc) if pe + pc > 0 else 0.5, self.judge_id)
            reason = f"NLI: entailment {pe:.2f}, contradiction {pc:.2f}"
            out.append(ChunkJudgement(addressed=addressed, score=score, reason=reason))
        return out

    @property
    def judge_id(self) -> str:
        return f"nli({self.model_name_or_path}, addressed={self.addressed_threshold})"
