"""The README's two commands stay true: the test command is exactly what CI runs, and the run command uses the
project's own entry point."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def bash_blocks(text: str) -> list[str]:
    return [b.strip() for b in re.findall(r"```bash\n(.*?)```", text, flags=re.S)]


def test_readme_test_command_is_what_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    blocks = bash_blocks(readme)
    test_cmd = next(b for b in blocks if "pytest" in b)
    assert test_cmd in ci.splitlines()
    run_cmd = blocks[0]
    assert run_cmd.startswith("python3 -m venv .venv") and run_cmd.endswith("fairforge evaluate")
    assert "pip install torch==2.13.0 && pip install -e ." in run_cmd


def test_console_script_points_at_the_cli():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'fairforge = "fairforge_assets.cli:main"' in pyproject


def test_readme_python_imports_of_fairforge_resolve():
    """Every ``from fairforge_... import ...`` line of the Python blocks of the README and the docs works as written
    (e.g. the lakeFS connector is imported from ``fairforge_core.connectors.lakefs``, not
    ``fairforge_core.connectors``)."""
    import importlib

    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    readme = "\n".join(p.read_text(encoding="utf-8") for p in pages)
    lines = [ln.strip() for block in re.findall(r"```python\n(.*?)```", readme, flags=re.S)
             for ln in block.splitlines() if re.match(r"\s*from fairforge_(core|assets)\b", ln)]
    assert any("LakeFSCorpusConnector" in ln for ln in lines)
    for ln in lines:
        module, names = re.match(r"from (\S+) import (.+)", ln).groups()
        mod = importlib.import_module(module)
        for name in (n.strip() for n in names.split(",")):
            assert hasattr(mod, name), f"README: {ln!r}: {module} has no {name}"
