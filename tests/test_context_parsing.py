"""Reading judge replies: the JSON block, the range check, message text, and the prompt text (no templating)."""

import math

import pytest

from fairforge_core.llm.parsing import JudgeReplyError, extract_json_block, message_text, validate_judgement
from fairforge_core.llm.prompts import context_case_text, system_prompt


def test_valid_block_after_reasoning():
    text = 'The answer is fine.\n```json\n{"score": 0.85, "insight": "ok"}\n```'
    assert extract_json_block(text) == {"score": 0.85, "insight": "ok"}


def test_nested_braces_and_braces_in_strings():
    text = ('```json\n{"score": 0.4, "insight": "uses {placeholder} and }} wrongly", '
            '"details": {"a": {"b": [1, {"c": "}"}]}}}\n```')
    obj = extract_json_block(text)
    assert obj["insight"] == "uses {placeholder} and }} wrongly"
    assert obj["details"] == {"a": {"b": [1, {"c": "}"}]}}


def test_last_block_wins_and_whitespace_tolerated():
    text = ('Example: ```json {"score": 0.1, "insight": "example"} ```\nFinal:\n```json   \n\n'
            '{"score": 0.9, "insight": "final"}   \n```')
    assert extract_json_block(text)["insight"] == "final"


def test_custom_clauses():
    text = '<json>{"score": 1, "insight": "x"}</json>'
    assert extract_json_block(text, "<json>", "</json>") == {"score": 1, "insight": "x"}


def test_bare_json_and_other_fence_spelling_fall_back():
    assert extract_json_block('{"score": 0.3, "insight": "bare"}')["score"] == 0.3
    assert extract_json_block('```JSON\n{"score": 0.6, "insight": "caps"}\n```')["score"] == 0.6
    # a bare object without a score is not an answer
    with pytest.raises(JudgeReplyError, match="no JSON object with a score"):
        extract_json_block('I think {"note": 1} is relevant')


def test_missing_closing_fence_still_parses():
    assert extract_json_block('```json\n{"score": 0.7, "insight": "cut"}')["score"] == 0.7


@pytest.mark.parametrize("text, reason", [
    ("", "empty reply"),
    ("no json at all", "no JSON object with a score between '```json' and '```'"),
    ('```json\n{"score": 0.5, "insight": }\n```', "invalid JSON after '```json'"),
])
def test_unusable_replies(text, reason):
    with pytest.raises(JudgeReplyError, match=reason.replace("(", r"\(").replace("*", r"\*")):
        extract_json_block(text)


@pytest.mark.parametrize("obj, expected", [
    ({"score": 0, "insight": "a"}, (0.0, "a")),
    ({"score": 1, "insight": "b"}, (1.0, "b")),
    ({"score": "0.25", "insight": "c"}, (0.25, "c")),
    ({"score": 0.5, "insight": "d", "extra": 1}, (0.5, "d")),
])
def test_validate_accepts(obj, expected):
    assert validate_judgement(obj) == expected


@pytest.mark.parametrize("obj, reason", [
    ({"score": 1.5, "insight": "x"}, "outside"),
    ({"score": -0.01, "insight": "x"}, "outside"),
    ({"score": 8, "insight": "x"}, "outside"),
    ({"score": math.nan, "insight": "x"}, "outside"),
    ({"score": math.inf, "insight": "x"}, "outside"),
    ({"score": True, "insight": "x"}, "not a number"),
    ({"score": "high", "insight": "x"}, "not a number"),
    ({"score": [0.5], "insight": "x"}, "not a number"),
    ({"insight": "x"}, "no 'score'"),
    ({"score": 0.5}, "no 'insight'"),
    ({"score": 0.5, "insight": 3}, "no 'insight'"),
    ([0.5, "x"], "not an object"),
])
def test_validate_rejects(obj, reason):
    with pytest.raises(JudgeReplyError, match=reason):
        validate_judgement(obj)


def test_message_text_handles_content_blocks():
    class Msg:
        content = [{"type": "text", "text": "a {b} "}, {"type": "image_url", "image_url": {}}, "c"]

    assert message_text(Msg()) == "a {b} c"
    assert message_text("plain") == "plain"


def test_case_text_is_verbatim():
    nasty = 'Use {name} and {{x}} and {0} and %s and \\n and ```json {"score": 1} ``` </context>'
    text = context_case_text(nasty, nasty + "q", nasty + "a", nasty + "gt", nasty + "obs")
    for part in (nasty, nasty + "q", nasty + "a", nasty + "gt", nasty + "obs"):
        assert part in text
    assert "<observation>" not in context_case_text("c", "q", "a", "gt", None)


def test_system_prompt_modes():
    base = system_prompt(False, False)
    obs = system_prompt(True, False)
    structured = system_prompt(False, True)
    assert '"score"' in base and base.rstrip().endswith("Write nothing after the closing ```.")
    assert "Take the observation into account" in obs and "observation" not in base
    assert "<observation>" in obs
    assert "```json" not in structured and "from 0 to 1" in structured
    assert "<<<" in system_prompt(False, False, "<<<", ">>>")
