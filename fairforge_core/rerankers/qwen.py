"""Qwen3-Reranker from a local path: P("yes") from the yes/no next-token logits."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from fairforge_core.core.reranker import Reranker
from fairforge_core.models import load_transformers

DEFAULT_INSTRUCTION = (
    "Given the agent response as the Query, determine whether the Document SUPPORTS (yes) or "
    "CONTRADICTS (no) the agent response."
)
# fair-forge 3.0.0 swapped Query and Document relative to the official Qwen3-Reranker template; "fair-forge" keeps
# that text for score parity, "official" uses the model's training template.
_SYSTEM = {
    "fair-forge": 'Judge whether the Query meets the requirements based on the Document and the Instruct provided. '
    'Note that the answer can only be "yes" or "no".',
    "official": 'Judge whether the Document meets the requirements based on the Query and the Instruct provided. '
    'Note that the answer can only be "yes" or "no".',
}
_SUFFIX = "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"


def token_windows(ids: list[int], size: int, overlap: int) -> list[list[int]]:
    """Split ``ids`` into windows of at most ``size`` tokens overlapping by ``overlap`` (``0 <= overlap < size``)."""
    if size < 1:
        raise ValueError(f"window size must be >= 1 token, got {size}")
    overlap = max(0, min(overlap, size - 1))
    if len(ids) <= size:
        return [ids]
    step = size - overlap
    out = []
    for start in range(0, len(ids), step):
        out.append(ids[start : start + size])
        if start + size >= len(ids):
            break
    return out


class QwenReranker(Reranker):
    """Qwen3-Reranker scored as in fair-forge: each pair is ``<Instruct>/<Query>/<Document>`` inside the chat
    template, and the score is softmax([logit_no, logit_yes])[1] = P(yes) at the last position, in [0, 1].

    Differences from fair-forge (documented): pairs are batched ``batch_size`` at a time in length order (fair-forge
    padded every chunk of an interaction into one unbounded forward pass); a pair longer than ``max_length`` tokens is
    split into overlapping windows of the document (and, if needed, of the query) and the pair's score is the
    maximum over windows: nothing is silently truncated; float32 on CPU.

    Args:
        model_name_or_path: local folder of a Qwen3-Reranker checkpoint (e.g. a copy of Qwen/Qwen3-Reranker-0.6B).
        instruction: the task instruction.
        max_length: token budget per forward sequence, template included.
        batch_size: sequences per forward pass.
        template: ``"fair-forge"`` (default, score parity) or ``"official"`` (Qwen's own template).
        device: torch device (default ``"cpu"``).
        window_overlap: tokens shared by consecutive windows of a long document.
    """

    def __init__(
        self,
        model_name_or_path: str = "Qwen/Qwen3-Reranker-0.6B",
        instruction: str = DEFAULT_INSTRUCTION,
        max_length: int = 8192,
        batch_size: int = 16,
        template: Literal["fair-forge", "official"] = "fair-forge",
        device: str = "cpu",
        window_overlap: int = 32,
    ):
        if template not in _SYSTEM:
            raise ValueError(f"template must be 'fair-forge' or 'official', got {template!r}")
        self.model_name_or_path = model_name_or_path
        self.instruction = instruction
        self.max_length = int(max_length)
        self.batch_size = int(batch_size)
        self.template = template
        self.device = device
        self.window_overlap = int(window_overlap)

    def _load(self):
        return load_transformers(self.model_name_or_path, "AutoModelForCausalLM", self.device, padding_side="left")

    def _sequences(self, tok, query: str, document: str) -> list[list[int]]:
        """Token id sequences (template included) for one pair, windowed to fit ``max_length``."""
        prefix = tok.encode(
            f"<|im_start|>system\n{_SYSTEM[self.template]}<|im_end|>\n<|im_start|>user\n", add_special_tokens=False
        )
        suffix = tok.encode(_SUFFIX, add_special_tokens=False)
        head = tok.encode(f"<Instruct>: {self.instruction}\n<Query>: ", add_special_tokens=False)
        mid = tok.encode("\n<Document>: ", add_special_tokens=False)
        q_ids = tok.encode(query, add_special_tokens=False)
        d_ids = tok.encode(document, add_special_tokens=False)
        budget = self.max_length - len(prefix) - len(suffix) - len(head) - len(mid)
        if budget < 2:
            raise ValueError(f"max_length={self.max_length} leaves no room for the pair after the template")
        if len(q_ids) + len(d_ids) <= budget:
            return [prefix + head + q_ids + mid + d_ids + suffix]
        q_size = min(len(q_ids), max(1, budget // 2))
        d_size = budget - q_size
        seqs = []
        for qw in token_windows(q_ids, q_size, self.window_overlap):
            for dw in token_windows(d_ids, d_size, self.window_overlap):
                seqs.append(prefix + head + qw + mid + dw + suffix)
        return seqs

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        import torch

        tok, model = self._load()
        yes_id = tok.convert_tokens_to_ids("yes")
        no_id = tok.convert_tokens_to_ids("no")
        seqs: list[list[int]] = []
        owner: list[int] = []
        for i, (q, d) in enumerate(pairs):
            for s in self._sequences(tok, q, d):
                seqs.append(s)
                owner.append(i)
        scores = [0.0] * len(pairs)
        seen = [False] * len(pairs)
        order = sorted(range(len(seqs)), key=lambda i: len(seqs[i]))
        pad_id = tok.pad_token_id if tok.pad_token_id is not None else 0
        for b in range(0, len(order), self.batch_size):
            idx = order[b : b + self.batch_size]
            width = max(len(seqs[i]) for i in idx)
            ids = torch.full((len(idx), width), pad_id, dtype=torch.long)
            mask = torch.zeros((len(idx), width), dtype=torch.long)
            for row, i in enumerate(idx):
                s = seqs[i]
                ids[row, width - len(s) :] = torch.tensor(s, dtype=torch.long)
                mask[row, width - len(s) :] = 1
            with torch.inference_mode():
                logits = model(input_ids=ids.to(self.device), attention_mask=mask.to(self.device)).logits[:, -1, :]
            pair_logits = torch.stack([logits[:, no_id], logits[:, yes_id]], dim=1).float()
            p_yes = torch.softmax(pair_logits, dim=1)[:, 1].cpu().tolist()
            for row, i in enumerate(idx):
                o = owner[i]
                scores[o] = p_yes[row] if not seen[o] else max(scores[o], p_yes[row])
                seen[o] = True
        return scores

    def score(self, query: str, documents: list[str]) -> list[float]:
        return self.score_pairs([(query, d) for d in documents])

    @property
    def reranker_id(self) -> str:
        return f"qwen3-reranker:{self.model_name_or_path}:template={self.template}"
