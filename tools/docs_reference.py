"""The generated parts of the documentation: the configuration reference (from the settings model) and the CLI
reference (from the argparse parsers).

``docs/configuration.md`` and ``docs/cli.md`` hold hand-written text around a generated block between
``<!-- generated: ... -->`` and ``<!-- /generated -->``. Run ``python tools/docs_reference.py`` to rewrite the
blocks after changing ``fairforge_core.config.EvaluationSettings`` or a parser; ``--check`` exits 1 (naming the
page) when a block is out of date. MkDocs loads this file as a hook (``mkdocs.yml``), so ``mkdocs build`` fails
on a stale block too, and ``tests/test_docs.py`` checks it in the test suite.
"""

from __future__ import annotations

import argparse
import re
import sys
import typing
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
BEGIN = "<!-- generated: python tools/docs_reference.py -->"
END = "<!-- /generated -->"


def _cell(text: str) -> str:
    """One markdown table cell: pipes escaped, whitespace collapsed."""
    return " ".join(str(text).split()).replace("|", "\\|")


def _type_name(annotation) -> str:
    """``Optional[int]`` -> ``int or empty``, ``Literal['a', 'b']`` -> ``a | b``, ``dict[str, Any]`` -> ``mapping``."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Literal:
        return " / ".join(f"`{a}`" for a in args)
    if origin is typing.Union and type(None) in args:
        inner = [a for a in args if a is not type(None)]
        return f"{_type_name(inner[0])} or empty"
    if origin is dict or annotation is dict:
        return "mapping"
    return getattr(annotation, "__name__", str(annotation))


def _default(field) -> str:
    value = field.get_default(call_default_factory=True)
    if value is None or value == "":
        return "empty"
    if value == {}:
        return "`{}`"
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    return f"`{value}`"


def _bounds(field) -> str:
    """Range constraints of a pydantic field, e.g. ``>= 0, <= 1``."""
    out = []
    for m in field.metadata:
        for attr, sym in (("ge", ">="), ("gt", ">"), ("le", "<="), ("lt", "<")):
            if getattr(m, attr, None) is not None:
                out.append(f"{sym} {getattr(m, attr)}")
    return ", ".join(out)


def settings_reference() -> str:
    """The table of every ``EvaluationSettings`` field: key, type, default, range, description (markdown)."""
    from fairforge_core.config import EvaluationSettings

    rows = ["| key | type | default | range | meaning |", "|---|---|---|---|---|"]
    for name, field in EvaluationSettings.model_fields.items():
        if not field.description:
            raise ValueError(f"EvaluationSettings.{name} has no description (Field(description=...))")
        rows.append(f"| `{name}` | {_cell(_type_name(field.annotation))} | {_cell(_default(field))} | "
                    f"{_cell(_bounds(field))} | {_cell(field.description)} |")
    return "\n".join(rows)


def _option_value(action: argparse.Action) -> str:
    if action.nargs == 0:
        return ""
    if action.choices:
        return " / ".join(f"`{c}`" for c in action.choices)
    return f"`{action.metavar or action.dest.upper()}`"


def _synopsis(name: str, parser: argparse.ArgumentParser) -> str:
    parts = [f"fairforge {name}"]
    for a in parser._actions:
        if isinstance(a, argparse._HelpAction):
            continue
        flag = a.option_strings[-1] if a.option_strings else a.dest
        text = flag if a.nargs == 0 else f"{flag} {a.metavar or a.dest.upper()}"
        if isinstance(a, argparse._AppendAction):
            text += " ..."
        parts.append(text if a.required else f"[{text}]")
    return " ".join(parts)


def cli_reference() -> str:
    """Every subcommand of ``fairforge``: synopsis, help, description and an options table (markdown)."""
    from fairforge_assets.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    helps = {c.dest: c.help for c in sub._choices_actions}
    out = []
    for name, p in sub.choices.items():
        out += [f"### `fairforge {name}`", "", _cell(helps.get(name) or ""), ""]
        if p.description:
            out += [" ".join(p.description.split()), ""]
        out += ["```text", _synopsis(name, p), "```", ""]
        out += ["| option | value | default | meaning |", "|---|---|---|---|"]
        for a in p._actions:
            if isinstance(a, argparse._HelpAction):
                continue
            default = "" if a.default in (None, False, [], argparse.SUPPRESS) else f"`{a.default}`"
            if a.required:
                default = "required"
            flags = ", ".join(f"`{f}`" for f in a.option_strings) or f"`{a.dest}`"
            out.append(f"| {flags} | {_option_value(a)} | {default} | {_cell(a.help or '')} |")
        out.append("")
    return "\n".join(out).rstrip()


PAGES = {"configuration.md": settings_reference, "cli.md": cli_reference}


def render(page: Path, block: str) -> str:
    """The page's text with its generated block replaced by ``block``; ``ValueError`` when the markers are
    missing."""
    text = page.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(BEGIN) + r"\n.*?" + re.escape(END), flags=re.S)
    if not pattern.search(text):
        raise ValueError(f"{page}: no {BEGIN} ... {END} block")
    return pattern.sub(lambda _: f"{BEGIN}\n\n{block}\n\n{END}", text, count=1)


def stale_pages(docs: Path = DOCS) -> list[str]:
    """Names of the pages whose generated block differs from what the code produces now."""
    return [name for name, make in PAGES.items()
            if render(docs / name, make()) != (docs / name).read_text(encoding="utf-8")]


def write_pages(docs: Path = DOCS) -> None:
    """Rewrite the generated block of every page."""
    for name, make in PAGES.items():
        (docs / name).write_text(render(docs / name, make()), encoding="utf-8")


def on_pre_build(config, **kwargs) -> None:
    """MkDocs hook: fail the build when a generated block is out of date."""
    from mkdocs.exceptions import PluginError

    stale = stale_pages(Path(config["docs_dir"]))
    if stale:
        raise PluginError(f"out of date: {', '.join(stale)}; run `python tools/docs_reference.py`")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Write (or --check) the generated blocks of docs/configuration.md "
                                             "and docs/cli.md.")
    ap.add_argument("--check", action="store_true", help="exit 1 when a page is out of date; write nothing")
    args = ap.parse_args(argv)
    if args.check:
        stale = stale_pages()
        for name in stale:
            print(f"docs/{name} is out of date: run python tools/docs_reference.py", file=sys.stderr)
        return 1 if stale else 0
    write_pages()
    return 0


if __name__ == "__main__":
    sys.exit(main())
