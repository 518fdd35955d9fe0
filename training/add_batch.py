"""Add a written batch to training/data: check its layout, drop records that leak evaluation text, write it.

    python training/add_batch.py /path/to/b17.jsonl [...]
    python training/add_batch.py --to training/next /path/to/b33.jsonl   # a batch for a later training round

Each record is checked with :func:`check_batch.record_problems` (a bad record stops the import, naming its line).
Records with any text that :mod:`leakage` finds in an evaluation set are left out and listed. The batch is written to
``training/data/<batch>.jsonl`` (or ``<--to>/<batch>.jsonl``); run ``python training/datasheet.py`` afterwards.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_batch import record_problems  # noqa: E402
from leakage import LeakIndex, evaluation_texts, find_leaks  # noqa: E402
from train import DATA  # noqa: E402


def main(paths: list[str]) -> int:
    out = DATA
    if paths[:1] == ["--to"]:
        out, paths = Path(paths[1]), paths[2:]
    index = LeakIndex(evaluation_texts())
    for path in map(Path, paths):
        records = []
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                rec = json.loads(line)
                problems = record_problems(rec)
                if problems:
                    print(f"{path}:{n}: {problems[0]}")
                    return 1
                records.append(rec)
        leaks = find_leaks(records, index)
        leaking = {line.split()[0] for line in leaks}
        kept = [r for r in records if r["id"] not in leaking]
        batch = records[0]["batch"]
        out.mkdir(parents=True, exist_ok=True)
        (out / f"{batch}.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in kept),
                                             encoding="utf-8")
        for line in leaks:
            print("  left out:", line)
        print(f"{batch}: {len(kept)} of {len(records)} records kept ({len(leaking)} left out as leaks)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
