"""How long a score sheet is, and how long one image of it may be.

A PNG holds the whole sheet in one image of the paper's width: its memory and the time to draw it
grow with every line (a record of the largest size accepted, 2,000 deals, made an image of
hundreds of thousands of pixels, 3 GB, in ten minutes).  So a PNG is refused, with a sentence,
for a sheet of more than :data:`MAX_PNG_LINES` lines; a PDF, made page by page, holds any sheet.
"""

from __future__ import annotations

from collections.abc import Sequence

from .sheet import ScoreSheet

__all__ = ["MAX_PNG_LINES", "SheetTooLong", "check_png_size", "sheet_lines"]

MAX_PNG_LINES = 1_000
"""The most lines a PNG of score sheets holds: an image of about 30,000 pixels, 110 MB while it
is drawn (a game of Classic to its usual target has about 150)."""


class SheetTooLong(ValueError):
    """Score sheets too long for one image; ``lines`` is how many lines they have."""

    def __init__(self, lines: int) -> None:
        super().__init__(f"the score sheet is too long for one image ({lines:,} lines; a PNG "
                         f"holds at most {MAX_PNG_LINES:,}): write it as a PDF, page by page")
        self.lines = lines


def sheet_lines(sheets: ScoreSheet | Sequence[ScoreSheet]) -> int:
    """The lines of ``sheets``: the deals' rows, the summary's, cards or play's and the
    reviewed decisions."""
    items = [sheets] if isinstance(sheets, ScoreSheet) else list(sheets)
    return sum(sum(len(d.rows) for d in s.deals) + len(s.summary.rows) + len(s.split_rows)
               + sum(len(deal.moves) for review in s.reviews for deal in review.deals)
               for s in items)


def check_png_size(sheets: ScoreSheet | Sequence[ScoreSheet]) -> None:
    """Raise :class:`SheetTooLong` when ``sheets`` are too long for one image."""
    lines = sheet_lines(sheets)
    if lines > MAX_PNG_LINES:
        raise SheetTooLong(lines)
