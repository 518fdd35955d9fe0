"""Word lists used by pair building and the comparators, read from ``words.json`` next to this module.

- :data:`FUNCTION_WORDS`: articles, pronouns, auxiliaries and prepositions; never content words
  (:func:`fairforge_core.judges.pairs.content_words`) and never what a number counts ("3 within", "two of").
- :data:`NOT_COUNTED`: units and nouns that follow a number without being what is counted ("10 days", "5 pm").
- :data:`ABBREVIATIONS`: words that end with a full stop without ending a sentence ("e.g.", "para. 3", "s. 75"),
  lowercase and without that stop (:func:`fairforge_core.judges.pairs.split_sentences`).
"""

from __future__ import annotations

import json
from pathlib import Path

_WORDS = json.loads((Path(__file__).with_name("words.json")).read_text(encoding="utf-8"))
FUNCTION_WORDS: frozenset[str] = frozenset(_WORDS["function_words"])
NOT_COUNTED: frozenset[str] = frozenset(_WORDS["not_counted"])
ABBREVIATIONS: frozenset[str] = frozenset(_WORDS["abbreviations"])
