"""Text cut for display: one rule for every place that shows a long text in little room."""

from __future__ import annotations


def shorten(text: str, width: int) -> str:
    """``text`` cut at a word boundary to at most ``width`` characters (>= 2), ending with "…" when it was cut;
    unchanged when it fits. A single word longer than ``width`` is cut inside the word."""
    if len(text) <= width:
        return text
    head = text[: width - 1]
    if not text[width - 1].isspace() and " " in head:  # the cut falls inside a word: drop its start
        head = head.rsplit(" ", 1)[0]
    return head.rstrip(" ,;:") + "…"
