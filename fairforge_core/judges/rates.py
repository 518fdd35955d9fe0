"""Rates: a count with its period in the same clause, as a count per day, so that a frequency the answer states can
be compared with a rule's limit on the same activity.

Example: ``rates(statement("We may call up to 12 times a week."))`` is ``[(12 times, a week, 1.714...)]``, over
the limit of "no more than 7 call attempts within 7 consecutive days" (1 a day); "2 reminders per month" is a
minimum of 2 / 29.5 a day.
"""

from __future__ import annotations

import math
import re

from fairforge_core.judges.quantities import Quantity
from fairforge_core.judges.statements import Statement

# what may stand between a count and its period: nothing ("12 times a week") or a lead such as "within", "per"
_PERIOD_LEAD = re.compile(r"(?:^\s*|\b(?:within|per|every|each|in any|in a|over|during)\s*(?:period of\s*)?)$",
                          re.IGNORECASE)


# "per week", "each day", "every month": a period of one unit with no number
_PER_UNIT = re.compile(r"^\s*(?:per|each|every|a|an)\s+(?:calendar\s+)?(hour|day|week|month|year)s?\b", re.IGNORECASE)
_UNIT_DAYS = {"hour": (1 / 24, 1 / 24), "day": (1.0, 1.0), "week": (7.0, 7.0), "month": (28.0, 31.0),
              "year": (365.0, 366.0)}


def rates(st: Statement) -> list[tuple[Quantity, Quantity, float]]:
    """``(count, period, count per day)`` for each count followed by its period in the same clause
    ("12 times a week", "7 call attempts within 7 consecutive days", "2 reminders per month")."""
    out = []
    durations = [p for p in st.quantities if p.dim == "duration" and p.hi > 0]
    for q in st.quantities:
        if q.dim != "count" or not math.isfinite(q.hi):
            continue
        for p in durations:
            if p.start < q.end:
                continue
            between = st.text[q.end : p.start]
            if len(between) > 60 or re.search(r"[;.]", between):
                continue
            # the period follows the count: "12 times a week", "7 attempts ... within 7 days"
            if _PERIOD_LEAD.search(between):
                out.append((q, p, q.hi / ((p.lo + p.hi) / 2)))
                break
        else:
            m = _PER_UNIT.match(st.text[q.end :])
            if m:
                lo, hi = _UNIT_DAYS[m.group(1).lower()]
                p = Quantity("duration", lo, hi, "", m.group(0).strip(), q.end + m.start(1), q.end + m.end(), "")
                out.append((q, p, q.hi / ((lo + hi) / 2)))
    return out
