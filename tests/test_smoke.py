def test_core_imports_without_dagster():
    import subprocess
    import sys

    code = ("import sys, fairforge_core.metrics.regulatory, fairforge_core.pipeline; "
            "print('dagster' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "False"
