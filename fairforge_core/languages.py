"""Conversation languages against the languages an embedder was trained for.

A session declares its ``language`` (fair-forge's ``Dataset.language``, free text such as ``"english"``, ``"es"``
or ``"pt-BR"``). An embedder may declare the languages it was trained for (:attr:`Embedder.languages`); the
packaged all-MiniLM-L6-v2 was trained on English only, so a Spanish answer retrieves little or nothing and comes out
IRRELEVANT or wrongly supported. Such sessions are flagged rather than silently scored as if they were reliable.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Optional

# ISO 639-1 codes of the languages most often seen in assistant traffic, by their English name
_ISO_639_1 = {
    "ar": "arabic", "ca": "catalan", "cs": "czech", "da": "danish", "de": "german", "el": "greek", "en": "english",
    "es": "spanish", "eu": "basque", "fi": "finnish", "fr": "french", "gl": "galician", "he": "hebrew",
    "hi": "hindi", "hu": "hungarian", "id": "indonesian", "it": "italian", "ja": "japanese", "ko": "korean",
    "nl": "dutch", "no": "norwegian", "nb": "norwegian", "pl": "polish", "pt": "portuguese", "ro": "romanian",
    "ru": "russian", "sv": "swedish", "th": "thai", "tr": "turkish", "uk": "ukrainian", "vi": "vietnamese",
    "zh": "chinese",
}
# the same by ISO 639-2/B and /T three-letter codes, and names in the language itself, for the common ones
_OTHER_NAMES = {
    "eng": "english", "spa": "spanish", "fra": "french", "fre": "french", "deu": "german", "ger": "german",
    "ita": "italian", "por": "portuguese", "nld": "dutch", "dut": "dutch", "cat": "catalan",
    "español": "spanish", "espanol": "spanish", "castellano": "spanish", "français": "french",
    "francais": "french", "deutsch": "german", "italiano": "italian", "português": "portuguese",
    "portugues": "portuguese", "nederlands": "dutch", "català": "catalan",
}


def canonical_language(name: Optional[str]) -> str:
    """The lowercase English name of a language given by name or code (``"EN-us"`` -> ``"english"``,
    ``"es"`` -> ``"spanish"``, ``"Español"`` -> ``"spanish"``); an unknown name is returned lowercased and trimmed;
    ``None`` or blank gives ``""``. Region and script suffixes (``-BR``, ``_ES``) are dropped (BCP 47 / ISO 639)."""
    text = (name or "").strip().lower()
    if not text:
        return ""
    base = re.split(r"[-_]", text, maxsplit=1)[0]
    return _ISO_639_1.get(base) or _OTHER_NAMES.get(base) or _OTHER_NAMES.get(text) or text


def language_set(names: Optional[Iterable[str]]) -> Optional[frozenset[str]]:
    """``names`` as a set of canonical names (see :func:`canonical_language`), or ``None`` for "not declared"."""
    if names is None:
        return None
    if isinstance(names, str):
        names = [names]
    return frozenset(c for c in (canonical_language(n) for n in names) if c)


def unsupported_language(session_language: Optional[str], embedder_languages: Optional[frozenset[str]]) -> str:
    """The session's canonical language when the embedder declares its languages and that one is not among them;
    ``""`` when it is supported, when the session declares no language, or when the embedder declares none."""
    lang = canonical_language(session_language)
    if not lang or not embedder_languages or lang in embedder_languages:
        return ""
    return lang
