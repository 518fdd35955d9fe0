"""Progress of long CLI commands on stderr, drawn by tqdm.

On a terminal: tqdm's live bar (interactions done of total, interactions/s, time left) with the partitions done in
its description. Otherwise (a log file, CI, a pipe): tqdm's own meter text as a plain line, at most one every
``interval`` seconds and one at the end, so that logs stay readable. ``quiet=True`` prints nothing.
"""

from __future__ import annotations

import sys
import time
from typing import Optional, TextIO

from tqdm import tqdm


class Progress:
    """Partitions (or other steps) done of ``partitions``, counted in interactions (``interactions`` in all).

    Args:
        partitions: number of partitions (steps) the command will process (>= 0).
        interactions: number of interactions in them (>= 0); the rate and the time left are computed from it, since
            partitions differ in size.
        quiet: print nothing.
        stream: where to write (default ``sys.stderr``).
        interval: seconds between two plain lines when ``stream`` is not a terminal (> 0).
        unit: what is counted, as shown (``"interaction"``).
        label: what a step is, as shown (``"partitions"``; ``fairforge policy`` shows ``"policy steps"``).

    Use as a context manager; call :meth:`advance` after each partition. A partition that was not evaluated again
    (unchanged since its last evaluation) counts as done but not its interactions: they leave the total, so the rate
    and the time left are those of the work actually done, and the description says how many were unchanged.
    """

    def __init__(self, partitions: int, interactions: int, quiet: bool = False, stream: Optional[TextIO] = None,
                 interval: float = 5.0, unit: str = "interaction", label: str = "partitions") -> None:
        self.stream = stream or sys.stderr
        self.label = label
        self.partitions, self.done, self.unchanged = partitions, 0, 0
        self.quiet, self.interval = quiet, interval
        self.n, self.total, self.unit = 0, interactions, unit
        self.t0 = time.monotonic()
        self.live = not quiet and _is_terminal(self.stream)
        self._last_line = time.monotonic()
        self.bar = tqdm(total=interactions, unit=unit, desc=self._desc(), file=self.stream, dynamic_ncols=True,
                        leave=True, disable=not self.live, smoothing=0.1)

    def _desc(self) -> str:
        unchanged = f" ({self.unchanged} unchanged)" if self.unchanged else ""
        return f"{self.label} {self.done}/{self.partitions}{unchanged}"

    def advance(self, interactions: int, unchanged: bool = False) -> None:
        """One more partition done, with its ``interactions`` (>= 0); ``unchanged``: it was not evaluated again, and
        its interactions are taken out of the total instead of counted as done."""
        self.done += 1
        if unchanged:
            self.unchanged += 1
            self.total -= interactions
        else:
            self.n += interactions
        if self.live:
            self.bar.set_description_str(self._desc(), refresh=False)
            if unchanged:
                self.bar.total = self.total
                self.bar.refresh()
            else:
                self.bar.update(interactions)
            return
        now = time.monotonic()
        if not self.quiet and (now - self._last_line >= self.interval or self.done == self.partitions):
            self._last_line = now
            self.stream.write(self.line() + "\n")
            self.stream.flush()

    def line(self) -> str:
        """The current state as one line of text, e.g. ``partitions 2/4: 10/20 interactions [00:05<00:05, 2.00
        interaction/s]`` (tqdm's meter: done/total, elapsed<left, rate)."""
        return tqdm.format_meter(self.n, self.total, time.monotonic() - self.t0, prefix=self._desc(), unit=self.unit,
                                 bar_format="{desc}: {n_fmt}/{total_fmt} {unit}s [{elapsed}<{remaining}, "
                                            "{rate_fmt}]")

    def close(self) -> None:
        """Finish the bar (a terminal keeps its last state)."""
        self.bar.close()

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class LogStream:
    """A text stream that sends each line written to it to ``log`` (e.g. a Dagster run's ``context.log.info``), for
    :class:`Progress` inside an asset run by ``dagster dev``: never a terminal, so one plain line every interval."""

    def __init__(self, log) -> None:
        self.log = log

    def write(self, text: str) -> int:
        for line in text.splitlines():
            if line.strip():
                self.log(line)
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


def _is_terminal(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
