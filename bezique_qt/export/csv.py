"""A score sheet as CSV: one row per scoring event, ready for a spreadsheet.

The columns are ``deal, trick, player, kind, what, cards, points`` and the running totals after
the event: each player's points in the deal and in the game. (In the Rubicon family a deal's
points are not game points: the game points come from the ``game`` rows, which the deal totals
leave out.) Cards or play, when known, follow (kinds ``luck`` and ``play_cost``, without
running totals). Several games (a match) get a leading ``game`` column. The text is UTF-8 with a
byte-order mark and CRLF line ends, which spreadsheets open without asking; text that a
spreadsheet would take for a formula is quoted with a leading apostrophe.
"""

from __future__ import annotations

import csv as _csv
import io
from collections.abc import Sequence
from pathlib import Path

from bezique_qt.words.i18n import tr, tr_noop

from .files import write_bytes
from .sheet import ScoreSheet, SheetRow

BOM = "\ufeff"
COLUMNS = (tr_noop("deal"), tr_noop("trick"), tr_noop("player"), tr_noop("kind"),
           tr_noop("what"), tr_noop("cards"), tr_noop("points"))
"""The columns' names (in the user's language in a header: :func:`csv_header`)."""
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _safe(text: str) -> str:
    """``text`` as a spreadsheet shows it, never as a formula."""
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def csv_header(sheet: ScoreSheet) -> list[str]:
    """The header row (without the ``game`` column of a match)."""
    names = [_safe(name) for name in sheet.players]
    deal_total, game_total = tr("{name} deal total"), tr("{name} game total")
    return [*(tr(column) for column in COLUMNS), *(deal_total.format(name=n) for n in names),
            *(game_total.format(name=n) for n in names)]


def _event_cells(sheet: ScoreSheet, row: SheetRow) -> list[str | int]:
    player = row.player if row.player is not None else 0
    points = row.points[player] or 0
    n = len(sheet.players)
    deal_running = row.deal_running or (0,) * n
    running = row.running or (0,) * n
    return [row.deal, row.trick or 0, _safe(sheet.players[player]), row.kind, _safe(row.what),
            row.cards, points, *deal_running, *running]


def _split_cells(sheet: ScoreSheet) -> list[list[str | int]]:
    """Cards or play (:mod:`.split_sheet`): a row for each player's luck and play cost in
    each measured deal (kinds ``luck`` and ``play_cost``; the game's sums with no deal
    number), with no running totals."""
    out: list[list[str | int]] = []
    blank = [""] * (2 * len(sheet.players))
    for row in sheet.split_rows:
        if not row.kind:
            continue  # the heading, and a deal not measured: nothing to count
        for player, points in enumerate(row.points):
            if points is not None:
                out.append([row.deal or "", "", _safe(sheet.players[player]), row.kind,
                            _safe(row.what), "", points, *blank])
    return out


def sheet_csv(sheets: ScoreSheet | Sequence[ScoreSheet]) -> str:
    """The CSV text (with its byte-order mark) of one sheet or of several (a match)."""
    group = [sheets] if isinstance(sheets, ScoreSheet) else list(sheets)
    many = len(group) > 1
    out = io.StringIO()
    writer = _csv.writer(out, lineterminator="\r\n")
    if not group:
        writer.writerow(COLUMNS)
        return BOM + out.getvalue()
    header = csv_header(group[0])
    writer.writerow([tr("game"), *header] if many else header)
    for number, sheet in enumerate(group, 1):
        for row in sheet.events():
            cells = _event_cells(sheet, row)
            writer.writerow([number, *cells] if many else cells)
        for cells in _split_cells(sheet):
            writer.writerow([number, *cells] if many else cells)
    return BOM + out.getvalue()


def write_csv(sheets: ScoreSheet | Sequence[ScoreSheet], path: str | Path) -> None:
    """Write :func:`sheet_csv` to ``path``, all at once (see :func:`.files.write_file`)."""
    write_bytes(path, sheet_csv(sheets).encode("utf-8"))
