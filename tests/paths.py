"""Where the tests find the team's shared material: ``../shared`` next to the checkout, or the folder
``FAIRFORGE_SHARED`` names. Tests that need it skip with a reason when it is absent."""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("FAIRFORGE_SHARED") or ROOT.parent / "shared")
DEV_SET = SHARED / "benchmarks" / "regulatory-dev"
FAIRFORGE_EXAMPLE = SHARED / "reference" / "fairforge-example"
LAKEFS_SPEC = SHARED / "lakefs" / "swagger-v1.84.0.yml"
