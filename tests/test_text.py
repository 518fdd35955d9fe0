"""Long texts cut for display (fairforge_core.text.shorten), as the CLI, the alert listings and notifications
show them."""

from fairforge_core.text import shorten


def test_a_text_that_fits_is_unchanged():
    assert shorten("Refunds within 14 days.", 23) == "Refunds within 14 days."
    assert shorten("", 5) == ""


def test_a_long_text_is_cut_at_a_word_with_an_ellipsis_and_never_exceeds_the_width():
    text = "Conflict with collections policy: calls may be made between 8 a.m. and 9 p.m. only"
    cut = shorten(text, 30)
    assert cut == "Conflict with collections…"
    assert len(shorten(text, 31)) <= 31 and shorten(text, 31).endswith("…")
    assert shorten("Refunds are due, within 14 days", 17) == "Refunds are due…"  # no comma before the ellipsis
    for width in range(2, len(text) + 1):
        out = shorten(text, width)
        assert len(out) <= width and (out == text or (out.endswith("…") and text.startswith(out[:-1])))


def test_one_word_longer_than_the_width_is_cut_inside_it():
    assert shorten("Supercalifragilistic", 6) == "Super…"
