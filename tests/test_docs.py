"""The documentation site: the generated references match the code, and ``mkdocs build --strict`` passes on the
real pages and fails on a broken link."""

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("docs_reference", ROOT / "tools" / "docs_reference.py")
docs_reference = importlib.util.module_from_spec(spec)
spec.loader.exec_module(docs_reference)

needs_mkdocs = pytest.mark.skipif(shutil.which("mkdocs") is None and importlib.util.find_spec("mkdocs") is None,
                                  reason='mkdocs is not installed (pip install -e ".[docs]")')


def test_generated_references_are_current():
    """Fails when the settings model or a parser changed without `python tools/docs_reference.py`."""
    assert docs_reference.stale_pages() == []


def test_references_hold_every_setting_and_option():
    from fairforge_assets.cli import build_parser
    from fairforge_core.config import EvaluationSettings

    conf = (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
    for name in EvaluationSettings.model_fields:
        assert f"| `{name}` |" in conf, name
    assert "| `top_k` | int | `10` | >= 1 | chunks retrieved per side (query, answer) into the selection |" in conf
    assert "| `statistical_mode` | `frequentist` / `bayesian` | `frequentist` |" in conf

    cli = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    assert list(sub.choices) == ["evaluate", "partitions", "alerts", "policy", "lineage", "report"]
    for name, parser in sub.choices.items():
        assert f"### `fairforge {name}`" in cli
        for action in parser._actions:
            if action.dest == "help":
                continue
            for flag in action.option_strings:
                assert f"`{flag}`" in cli, (name, flag)
    assert "| `--sweep-steps` | `SWEEP_STEPS` | `21` |" in cli
    assert "| `--labels` | `LABELS` | required |" in cli


def test_a_changed_setting_makes_the_page_stale(tmp_path):
    """The check compares with what the code produces: an edited row of a copy of the pages is reported."""
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    page = docs / "configuration.md"
    page.write_text(page.read_text(encoding="utf-8").replace("| `top_k` | int | `10` |", "| `top_k` | int | `5` |"),
                    encoding="utf-8")
    assert docs_reference.stale_pages(docs) == ["configuration.md"]
    docs_reference.write_pages(docs)
    assert docs_reference.stale_pages(docs) == []
    assert page.read_text(encoding="utf-8") == (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")


def _build(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(root / "_site")],
                          cwd=root, capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "NO_MKDOCS_2_WARNING": "1"})


@needs_mkdocs
def test_mkdocs_strict_build_passes_and_fails_on_a_broken_link(tmp_path):
    site = tmp_path / "repo"
    site.mkdir()
    for name in ("docs", "tools"):
        shutil.copytree(ROOT / name, site / name)
    shutil.copy(ROOT / "mkdocs.yml", site / "mkdocs.yml")
    (site / "benchmarks").mkdir()
    shutil.copy(ROOT / "benchmarks" / "results.md", site / "benchmarks" / "results.md")  # included by two pages
    ok = _build(site)
    assert ok.returncode == 0, ok.stderr
    assert (site / "_site" / "configuration" / "index.html").is_file()
    assert "chunks retrieved per side" in (site / "_site" / "configuration" / "index.html").read_text(encoding="utf-8")

    concepts = site / "docs" / "concepts.md"
    concepts.write_text(concepts.read_text(encoding="utf-8") + "\nSee [the tables](tables.md#no-such-heading).\n",
                        encoding="utf-8")
    broken = _build(site)
    assert broken.returncode != 0
    assert "no-such-heading" in broken.stderr


def test_readme_is_short_and_its_doc_links_resolve():
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.encode("utf-8")) <= 15 * 1024
    links = re.findall(r"\]\((docs/[^)#]+)", readme)
    assert links, "the README links into the docs"
    for link in links:
        assert (ROOT / link).is_file(), link
    assert "../shared" not in readme
