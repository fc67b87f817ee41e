"""A score sheet as an HTML score pad, for browsers and for Qt's rich-text printing.

The markup keeps to what both understand: tables with ``thead`` (the deal's heading and the
column titles repeat if a long deal runs onto the next page), class selectors, per-side cell
borders and ``page-break-*`` properties. Browsers also honour ``break-inside: avoid``, which
keeps each deal on one page where it fits; Qt ignores it, so :mod:`.render` does the same by
moving a deal that would be split to the next page.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from bezique_qt.words.i18n import current_language, tr

from .files import write_bytes
from .sheet import (
    ROW_BRISQUES,
    ROW_COMPUTATION,
    ROW_DEAL_TOTAL,
    ROW_GAME,
    ROW_HEADING,
    ROW_RUNNING_TOTAL,
    ROW_SPLIT_TOTAL,
    DealSection,
    ScoreSheet,
    SheetRow,
)

FONT_FAMILY = "DejaVu Sans"
INK = "#1d1d1b"
GREEN = "#1f5e3a"
RED = "#b3202c"
RULE = "#9aa59d"
TINT = "#eef3ee"
MUTED = "#5d6b62"
HAIRLINE = "#d5dcd6"

# Column widths in percent: trick, score, cards, and each player's points.
WIDTHS = (7, 37, 30, 13, 13)
COLUMN_CLASSES = (" right", "", "", " num", " num")


def _widths(players: int) -> tuple[int, ...]:
    """The columns' widths in per cent for ``players`` columns of points."""
    if players == 2:
        return WIDTHS
    points = 9 if players == 3 else 8
    return (6, 94 - 6 - 30 * 0 - points * players - 28, 28, *(points,) * players)


def _classes(players: int) -> tuple[str, ...]:
    return (" right", "", "", *(" num",) * players)

# Qt's rich text reads lengths of padding, margins and borders in px only (fonts in pt).
STYLE = f"""
@page {{ margin: 15mm; }}
body {{ font-family: '{FONT_FAMILY}', Verdana, sans-serif; font-size: 9pt; color: {INK};
       background-color: #ffffff; }}
h1 {{ font-size: 20pt; font-weight: bold; color: {GREEN}; margin-top: 0px; margin-bottom: 0px; }}
p.subtitle {{ font-size: 11pt; color: {MUTED}; margin-top: 2px; margin-bottom: 10px; }}
table.header {{ border-collapse: collapse; margin-bottom: 16px; }}
table.header td {{ padding: 2px 10px 2px 0px; vertical-align: top; border-bottom: none; }}
td.label {{ color: {MUTED}; font-size: 7.5pt; font-weight: bold; white-space: nowrap;
           padding-top: 3px; }}
td.value {{ font-size: 9pt; }}
table.deal {{ border-collapse: collapse; margin-top: 0px; margin-bottom: 14px;
             page-break-inside: avoid; break-inside: avoid; }}
thead {{ display: table-header-group; }}
th.dealhead {{ background-color: {GREEN}; color: #ffffff; font-size: 10pt; font-weight: bold;
              text-align: left; padding: 5px 8px; }}
th.col {{ color: {MUTED}; font-size: 7.5pt; font-weight: bold; text-align: left;
         padding: 5px 7px 3px 7px; border-bottom: 2px solid {GREEN}; }}
th.num {{ text-align: right; border-left: 1px solid {HAIRLINE}; }}
th.right {{ text-align: right; }}
td {{ padding: 3px 7px; vertical-align: top; border-bottom: 1px solid {HAIRLINE}; }}
td.trick {{ color: {MUTED}; text-align: right; }}
td.num {{ text-align: right; white-space: nowrap; border-left: 1px solid {HAIRLINE}; }}
tr.total td {{ font-weight: bold; border-top: 2px solid {INK};
              border-bottom: 1px solid {RULE}; }}
tr.running td {{ font-weight: bold; font-size: 10pt; background-color: {TINT};
                border-bottom: 2px solid {GREEN}; }}
tr.brisques td {{ color: {MUTED}; font-style: italic; }}
tr.computation td {{ color: {MUTED}; font-style: italic; font-size: 8pt; padding-top: 1px;
                    padding-bottom: 1px; border-bottom: none; }}
tr.game td {{ font-weight: bold; font-size: 10pt; background-color: {TINT};
             border-top: 1px solid {RULE}; border-bottom: 2px solid {GREEN}; }}
span.red {{ color: {RED}; }}
table.result {{ border-collapse: collapse; margin-top: 6px; margin-bottom: 36px;
               page-break-inside: avoid; break-inside: avoid; }}
tr.final td {{ font-weight: bold; font-size: 13pt; background-color: {TINT};
              border-bottom: none; padding-top: 6px; padding-bottom: 4px; }}
tr.marks td {{ color: {GREEN}; font-weight: bold; font-size: 7.5pt; background-color: {TINT};
              border-bottom: 2px solid {GREEN}; padding-top: 0px; }}
tr.sentence td {{ font-size: 11pt; font-weight: bold; padding-top: 8px; border-bottom: none; }}
table.summary {{ border-collapse: collapse; margin-bottom: 18px; page-break-inside: avoid;
                break-inside: avoid; }}
table.summary td {{ padding: 2px 7px; }}
tr.first td {{ border-top: 1px solid {RULE}; }}
td.dealno {{ font-weight: bold; color: {GREEN}; font-size: 10pt; vertical-align: middle;
            border-bottom: 1px solid {RULE}; }}
td.key {{ font-weight: bold; background-color: {TINT}; }}
th.key {{ background-color: {TINT}; }}
span.note {{ color: {MUTED}; font-size: 7pt; font-weight: normal; }}
p.game-break {{ page-break-before: always; margin: 0px; }}
"""

_RED_SUITS = ("\u2665", "\u2666")


def _text(text: str, red_suits: bool = True) -> str:
    """Escaped text, with red hearts and diamonds unless ``red_suits`` is false."""
    out = escape(text)
    if not red_suits:
        return out
    for suit in _RED_SUITS:
        out = out.replace(suit, f'<span class="red">{suit}</span>')
    return out


def _header_html(sheet: ScoreSheet) -> str:
    rows = []
    for i, (label, value) in enumerate(sheet.header):
        if i == 0 and sheet.description:  # the variant's name
            value_html = (f"<b>{_text(value)}</b> \u2014 {_text(sheet.description)}")
        else:
            value_html = _text(value)
        rows.append(f'<tr><td class="label" width="14%">{escape(label.upper())}</td>'
                    f'<td class="value">{value_html}</td></tr>')
    return ('<table class="header" width="100%" cellspacing="0" cellpadding="0">'
            + "".join(rows) + "</table>")


def _points_cell(value: str, style: str) -> str:
    if style == ROW_BRISQUES and value:
        value = f"({value})"
    return f'<td class="num">{escape(value)}</td>'


def _row_html(row: SheetRow) -> str:
    trick, what, cards, *points = row.cells()
    if row.style == ROW_COMPUTATION:
        return (f'<tr class="computation"><td></td><td colspan="{len(points) + 2}">'
                f"{_text(what)}</td></tr>")
    css = {ROW_DEAL_TOTAL: "total", ROW_RUNNING_TOTAL: "running", ROW_GAME: "game",
           ROW_BRISQUES: "brisques", ROW_SPLIT_TOTAL: "total"}.get(row.style, "event")
    return (f'<tr class="{css}"><td class="trick">{escape(trick)}</td>'
            f"<td>{_text(what)}</td>"
            f'<td class="cards">{_text(cards)}</td>'
            + "".join(_points_cell(value, row.style) for value in points) + "</tr>")


def _deal_html(sheet: ScoreSheet, deal: DealSection) -> str:
    return _section_html(sheet, deal.heading, deal.rows)


def _section_html(sheet: ScoreSheet, heading: str, rows: Sequence[SheetRow]) -> str:
    """A deal's table (or cards or play's): its heading, the columns' titles and its rows."""
    titles = sheet.columns
    widths, classes = _widths(len(sheet.players)), _classes(len(sheet.players))
    cols = "".join(
        f'<th class="col{classes[i]}" width="{widths[i]}%">'
        f"{escape(title)}</th>"
        for i, title in enumerate(titles))
    head = (f'<tr><th class="dealhead" colspan="{len(titles)}">'
            f"{_text(heading, red_suits=False)}</th></tr>"
            f"<tr>{cols}</tr>")
    body = "".join(_row_html(row) for row in rows if row.style != ROW_HEADING)
    return (f'<table class="deal" width="100%" cellspacing="0" cellpadding="0">'
            f"<thead>{head}</thead><tbody>{body}</tbody></table>")


def _summary_html(sheet: ScoreSheet) -> str:
    summary = sheet.summary
    count = len(summary.columns)
    width = (100 - 7 - 15) / count
    last = count - 1
    # nowrap: "Donne" is wider than 7% of the page in small capitals, and would break inside
    cols = (f'<th class="col" width="7%" style="white-space: nowrap">{escape(tr("Deal"))}</th>'
            f'<th class="col" width="15%">{escape(tr("Player"))}</th>'
            + "".join(f'<th class="col num{" key" if i == last else ""}" width="{width:.1f}%">'
                      f"{escape(title)}</th>" for i, title in enumerate(summary.columns)))
    body = []
    for row in summary.rows:
        first = row.player == 0
        cells = []
        if first:
            unfinished = escape(tr("unfinished"))
            mark = "" if row.finished else f'<br><span class="note">{unfinished}</span>'
            cells.append(f'<td class="dealno" rowspan="{len(sheet.players)}">'
                         f"{row.deal}{mark}</td>")
        # a noun, not a verb that would have to agree with "You"
        dealer = f' <span class="note">{escape(tr("dealer"))}</span>' if row.dealer else ""
        cells.append(f"<td>{escape(sheet.players[row.player])}{dealer}</td>")
        for i, value in enumerate(row.values):
            text = "" if value is None else str(value)
            cells.append(f'<td class="num{" key" if i == last else ""}">{text}</td>')
        body.append(f'<tr class="{"first" if first else "second"}">{"".join(cells)}</tr>')
    return (f'<table class="summary" width="100%" cellspacing="0" cellpadding="0">'
            f'<thead><tr><th class="dealhead" colspan="{count + 2}">'
            f'{escape(tr("Deals at a glance"))}</th></tr>'
            f"<tr>{cols}</tr></thead><tbody>{''.join(body)}</tbody></table>")


def _result_html(sheet: ScoreSheet) -> str:
    head = escape(tr("Result") if sheet.over else tr("Game in progress"))
    n = len(sheet.players)
    widths = _widths(n)
    cols = "".join(
        f'<th class="col{" num" if i >= 3 else ""}" width="{widths[i]}%">{escape(title)}</th>'
        for i, title in enumerate(("", "", "", *sheet.players)))
    marks = [""] * n
    if sheet.over and sheet.winner is not None:
        if n == 2:
            marks[sheet.winner] = escape(tr("winner"))
        else:  # the winner is a side (with partners, both partners)
            from bezique_qt.engine import ALL_PRESETS

            variant = ALL_PRESETS.get(sheet.variant_id)
            for p in (variant.sides[sheet.winner] if variant is not None else ()):
                marks[p] = escape(tr("winner"))
    final = escape(tr("Final score") if sheet.over else tr("Score so far"))
    return (f'<table class="result" width="100%" cellspacing="0" cellpadding="0">'
            f'<thead><tr><th class="dealhead" colspan="{n + 3}">{head}</th></tr>'
            f"<tr>{cols}</tr></thead><tbody>"
            f'<tr class="final"><td colspan="3">{final}</td>'
            + "".join(f'<td class="num">{points}</td>' for points in sheet.game_points)
            + '</tr><tr class="marks"><td colspan="3"></td>'
            + "".join(f'<td class="num">{mark}</td>' for mark in marks)
            + f'</tr><tr class="sentence"><td colspan="{n + 3}">{_text(sheet.result)}</td></tr>'
            "</tbody></table>")


def sheet_body_html(sheet: ScoreSheet) -> str:
    """One sheet's markup (title, header, deals, result), without the document around it."""
    versus = (tr("{first} v {second}").format(first=sheet.players[0], second=sheet.players[1])
              if len(sheet.players) == 2 else tr(" v ").join(sheet.players))
    parts = [f"<h1>{escape(sheet.title)}</h1>",
             f'<p class="subtitle">{escape(versus)} \u00b7 {escape(sheet.variant_name)}</p>',
             _header_html(sheet), _summary_html(sheet)]
    parts.extend(_deal_html(sheet, deal) for deal in sheet.deals)
    parts.append(_result_html(sheet))
    if sheet.split_rows:  # cards or play: its heading row first
        parts.append(_section_html(sheet, sheet.split_rows[0].what, sheet.split_rows))
    if sheet.reviews:
        from .review import review_body_html

        parts.extend(review_body_html(review) for review in sheet.reviews)
    return "\n".join(parts)


def sheet_html(sheets: ScoreSheet | Sequence[ScoreSheet]) -> str:
    """A complete HTML document for one sheet, or several (a match), each from a new page."""
    group = [sheets] if isinstance(sheets, ScoreSheet) else list(sheets)
    title = group[0].short_title() if len(group) == 1 else tr("Bezique score sheets")
    bodies = []
    for i, sheet in enumerate(group):
        if i:
            bodies.append('<p class="game-break"></p>')
        bodies.append(sheet_body_html(sheet))
    return (f"<!DOCTYPE html>\n<html lang=\"{current_language()}\">\n"
            "<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
            + "\n".join(bodies) + "\n</body>\n</html>\n")


def write_html(sheets: ScoreSheet | Sequence[ScoreSheet], path: str | Path) -> None:
    """Write :func:`sheet_html` to ``path`` (UTF-8), all at once (see
    :func:`.files.write_file`)."""
    write_bytes(path, sheet_html(sheets).encode("utf-8"))
