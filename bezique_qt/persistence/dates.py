"""Dates read from files: only those a game can really carry.

A date far from now is not only wrong but dangerous: ``0001-01-01T00:00:00+14:00`` cannot be
turned into UTC, and ``9999-12-31T23:59:59+00:00`` cannot be shown in a time zone east of UTC
(both raise OverflowError). Every date read from a file goes through :func:`checked_moment`.
"""

from __future__ import annotations

from datetime import UTC, datetime

EARLIEST = datetime(1900, 1, 1, tzinfo=UTC)
"""No game recorded by a program was played before this."""
LATEST = datetime(9000, 1, 1, tzinfo=UTC)
"""Far enough for any clock, and a day's offset in any time zone away from the last date."""


def checked_moment(moment: datetime) -> datetime:
    """``moment`` (UTC when it has no time zone) if it lies between :data:`EARLIEST` and
    :data:`LATEST`; raises ValueError otherwise."""
    aware = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    try:
        inside = EARLIEST <= aware.astimezone(UTC) <= LATEST
    except (OverflowError, ValueError):
        inside = False
    if not inside:
        raise ValueError(f"the date {moment.isoformat()} is out of range")
    return aware


def parse_moment(text: str) -> datetime:
    """An ISO 8601 date and time from a file (see :func:`checked_moment`); raises
    ValueError if it is not one or is out of range."""
    if not isinstance(text, str) or len(text) > 40:
        raise ValueError("it is not a date")
    return checked_moment(datetime.fromisoformat(text))
