"""Score sheets: every deal and game of a Bezique record, as data, text, HTML, CSV, PDF and PNG.

:mod:`.sheet` builds a :class:`~.sheet.ScoreSheet` (plain rows, no Qt) from a game record or a
:class:`~bezique_qt.engine.GameState`; :mod:`.text`, :mod:`.html` and :mod:`.csv` write it out
without Qt. Their Qt side (PDF, PNG, printing, the table model of the program's window) is
in :mod:`bezique_qt.ui.sheet`.
"""

from .sheet import (
    ROW_BRISQUES,
    ROW_COMPUTATION,
    ROW_DEAL_TOTAL,
    ROW_EVENT,
    ROW_GAME,
    ROW_HEADING,
    ROW_RUNNING_TOTAL,
    DealSection,
    ScoreSheet,
    SheetError,
    SheetRow,
    Summary,
    SummaryRow,
    sheet_from_record,
    sheet_from_state,
)

__all__ = [
    "ROW_BRISQUES", "ROW_COMPUTATION", "ROW_DEAL_TOTAL", "ROW_EVENT", "ROW_GAME", "ROW_HEADING",
    "ROW_RUNNING_TOTAL", "DealSection", "ScoreSheet", "SheetError", "SheetRow", "Summary",
    "SummaryRow", "sheet_from_record", "sheet_from_state",
]
