"""A score sheet as plain text, for a terminal (what ``bezique-qt sheet RECORD`` prints)."""

from __future__ import annotations

import textwrap
import unicodedata

from bezique_qt.words.i18n import tr

from .sheet import (
    ROW_BRISQUES,
    ROW_COMPUTATION,
    ROW_DEAL_TOTAL,
    ROW_HEADING,
    ScoreSheet,
    SheetRow,
)

_WHAT_WIDTH = 34
_CARDS_WIDTH = 24


def _width(text: str) -> int:
    """Columns ``text`` takes in a terminal (suit symbols are narrow; East Asian wide are 2)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


def _lpad(text: str, width: int) -> str:
    return " " * max(0, width - _width(text)) + text


def _row_lines(row: SheetRow, point_width: int) -> list[str]:
    trick, what, cards, *points = row.cells()
    if row.style == ROW_BRISQUES:
        points = [f"({x})" if x else "" for x in points]
    whats = textwrap.wrap(what, _WHAT_WIDTH) or [""]
    cardss = textwrap.wrap(cards, _CARDS_WIDTH) or [""]
    lines = []
    for i in range(max(len(whats), len(cardss))):
        first = i == 0
        lines.append(
            f"  {_lpad(trick if first else '', 5)}  "
            f"{_pad(whats[i] if i < len(whats) else '', _WHAT_WIDTH)}  "
            f"{_pad(cardss[i] if i < len(cardss) else '', _CARDS_WIDTH)}  "
            + "  ".join(_lpad(x if first else "", point_width) for x in points)
        )
    return [line.rstrip() for line in lines]


def summary_lines(sheet: ScoreSheet) -> list[str]:
    """The deals at a glance: a line for each player in each deal; ``*`` marks the dealer."""
    summary = sheet.summary
    name_width = max(6, *(_width(n) + 2 for n in sheet.players))
    widths = [max(6, len(title)) for title in summary.columns]
    lines = [tr("Deals at a glance (* deals)"),
             f"  {tr('deal'):>4}  {_pad(tr('player'), name_width)}  "
             + "  ".join(f"{title:>{w}}" for title, w in zip(summary.columns, widths, strict=True))]
    for row in summary.rows:
        deal = str(row.deal) if row.player == 0 else ""
        name = sheet.players[row.player] + (" *" if row.dealer else "")
        values = "  ".join(f"{'' if v is None else v:>{w}}"
                           for v, w in zip(row.values, widths, strict=True))
        lines.append(f"  {deal:>4}  {_pad(name, name_width)}  {values}".rstrip())
    return lines


def sheet_text(sheet: ScoreSheet) -> str:
    """The whole sheet as text: header, a block per deal, the result."""
    names = sheet.players
    point_width = max(7, *(_width(n) for n in names))
    # "Variant:" in English, "Variante :" in French (a space before the colon)
    labels = [tr("{name}:").format(name=label) for label, _ in sheet.header]
    label_width = max(len(label) for label in labels)
    lines = [sheet.title, "=" * len(sheet.title)]
    for label, (_, value) in zip(labels, sheet.header, strict=True):
        wrapped = textwrap.wrap(value, 97 - label_width) or [""]
        lines.append(f"{label:<{label_width}} {wrapped[0]}")
        lines.extend(" " * (label_width + 1) + more for more in wrapped[1:])
    lines.append("")
    lines.extend(summary_lines(sheet))
    rule = "  " + "-" * (5 + 2 + _WHAT_WIDTH + 2 + _CARDS_WIDTH + 2
                         + len(names) * (point_width + 2) - 2 + 2)
    columns = (f"  {tr('trick'):>5}  {_pad(tr('score'), _WHAT_WIDTH)}  "
               f"{_pad(tr('cards'), _CARDS_WIDTH)}  "
               + "  ".join(_lpad(name, point_width) for name in names))
    for deal in sheet.deals:
        lines.append("")
        for row in deal.rows:
            if row.style == ROW_HEADING:
                lines.append(row.what)
                lines.append(columns)
                lines.append(rule)
            elif row.style == ROW_COMPUTATION:
                lines.extend(textwrap.wrap(row.what, 92, initial_indent="         ",
                                           subsequent_indent="           "))
            else:
                if row.style == ROW_DEAL_TOTAL:
                    lines.append(rule)
                lines.extend(_row_lines(row, point_width))
    lines.append("")
    lines.append(tr("Result: {result}").format(result=sheet.result))
    if sheet.split_rows:  # cards or play: its heading row first
        lines += ["", sheet.split_rows[0].what, columns, rule]
        for row in sheet.split_rows[1:]:
            lines.extend(_row_lines(row, point_width))
    if sheet.reviews:
        from bezique_qt.ai.review import format_review

        for review in sheet.reviews:
            lines.append("")
            lines.append(format_review(review).rstrip("\n"))
    return "\n".join(lines) + "\n"
