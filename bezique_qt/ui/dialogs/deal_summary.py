"""The end of a deal: its score, kind by kind and player by player, and (at the end of the game)
the game's result."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.engine import DealResult, ScoreEntry, Variant
from bezique_qt.engine import events as ev
from bezique_qt.words.i18n import display_name, tr, tr_noop, tr_plural
from bezique_qt.words.scores import computation_lines, entry_words

_KIND_TITLES = {  # in English: shown with tr(title)
    ev.S_GUESS: tr_noop("The dealer's packet"),
    ev.S_MELD: tr_noop("Declarations"),
    ev.S_SEVEN: tr_noop("Seven of trumps"),
    ev.S_CARTE_BLANCHE: tr_noop("Carte blanche"),
    ev.S_BRISQUES: tr_noop("Brisques"),
    ev.S_LAST_TRICK: tr_noop("Last trick"),
}


def _html_text(text: str) -> str:
    """``text`` for the content of an HTML element (an apostrophe stays as it is)."""
    return html.escape(text, quote=False)


def deal_breakdown_html(deal: int, history: Sequence[ScoreEntry], names: Sequence[str],
                        result: DealResult | None, variant: Variant,
                        game_points: Sequence[int]) -> str:
    """The end-of-deal breakdown as an HTML table: each kind of score per player, the totals,
    and (Rubicon family) the game computation line by line."""
    entries = [e for e in history if e.deal == deal and e.kind != ev.S_GAME]
    n = variant.players
    e_names = [html.escape(display_name(name)) for name in names[:n]]
    head = ("<tr><th align='left'></th>" + "".join(f"<th>{name}</th>" for name in e_names)
            + "</tr>")

    def cells(values: Sequence[object], bold: bool = False) -> str:
        b, end_b = ("<b>", "</b>") if bold else ("", "")
        return "".join(f"<td align='center'>{b}{v}{end_b}</td>" for v in values)

    rows: list[str] = []
    for kind, english in _KIND_TITLES.items():
        title = _html_text(tr(english))
        of_kind = [e for e in entries if e.kind == kind]
        if kind == ev.S_BRISQUES and result is not None and not of_kind:
            brisques = result.brisques
            if brisques and variant.brisques_counted == "tiebreak_and_rubicon_only":
                cards = [html.escape(tr_plural("{count} card", "{count} cards", count)
                                     .format(count=count))
                         for count in brisques[:n]]
                rows.append(f"<tr><td><b>{title}</b></td>{cells(cards)}</tr>")
            continue
        if not of_kind:
            continue
        rows.append(f"<tr><td colspan='{n + 1}'><b>{title}</b></td></tr>")
        for e in of_kind:
            points = [""] * n
            points[e.player] = str(e.points)
            label = entry_words(e)
            if e.meld is not None:
                label += " " + e.meld.pretty()
            rows.append(f"<tr><td>&nbsp;&nbsp;{html.escape(label)}</td>{cells(points)}</tr>")
    totals = list(result.points) if result else None
    if totals is None:
        totals = [sum(e.points for e in entries if e.player == p) for p in range(n)]
    rows.append(f"<tr><td><b>{_html_text(tr('Deal total'))}</b></td>"
                f"{cells(totals[:n], bold=True)}</tr>")
    # per side (partners share theirs): shown in each player's column
    by_player = [variant.side_of(p) for p in range(n)]
    if result and result.game_points is not None:
        gp = result.game_points
        if len(gp) == n or len(gp) != len(variant.sides):
            shown = list(gp[:n])
        else:
            shown = [gp[side] for side in by_player]
        rows.append(f"<tr><td><b>{_html_text(tr('Game points of this deal'))}</b></td>"
                    f"{cells(shown)}</tr>")
    if not variant.single_deal:
        rows.append(f"<tr><td><b>{_html_text(tr('Game score'))}</b></td>"
                    f"{cells([game_points[side] for side in by_player], bold=True)}</tr>")
    out = ("<table width='100%' cellpadding='4' style='border-collapse: collapse'>"
           f"{head}{''.join(rows)}</table>")
    lines = computation_lines(result, names) if result else None
    if lines:
        out += f"<p><b>{_html_text(tr('The game computed'))}</b></p><ul>" + "".join(
            f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>"
    return out


FRAME_ALLOWANCE = 36
"""Room left for the window manager's title bar and frame around a dialog, in pixels."""
MIN_BODY_HEIGHT = 120
"""The least height of a dialog's scrolling breakdown, in pixels."""


class DealSummaryDialog(QDialog):
    """The score of a finished deal; with ``game_over`` also the game's result.

    *Review the tricks…* emits :attr:`review_requested` (the dialog stays open); the main
    button (Enter) goes on: it accepts. Escape or closing the window rejects: the table stays
    as it is, the next deal waits for Game > Next deal.
    """

    review_requested = Signal()

    def __init__(self, title: str, headline: str, body_html: str, *, game_over: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(600)
        layout = QVBoxLayout(self)
        self.headline = QLabel(headline)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # it names the players
        font = self.headline.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.body = QTextBrowser()
        self.body.setHtml(body_html)
        # as tall as the breakdown, within what a 1280×800 screen holds; longer ones scroll
        document = self.body.document()
        document.setTextWidth(560)
        self.body.setMinimumHeight(min(560, max(160, round(document.size().height()) + 12)))
        layout.addWidget(self.body)
        row = QHBoxLayout()
        self.review_button = QPushButton(tr("&Review the tricks…"))
        self.review_button.setObjectName("review-tricks-button")
        self.review_button.setAutoDefault(False)
        row.addWidget(self.review_button)
        # the window connects it to the review of this deal, or hides it (no human player)
        self.deal_review_button = QPushButton(tr("Review this deal…"))
        self.deal_review_button.setObjectName("review-deal-button")
        self.deal_review_button.setAutoDefault(False)
        self.deal_review_button.setToolTip(tr("Could you have won? The Expert reviews each of "
                                              "your decisions from the cards you held"))
        row.addWidget(self.deal_review_button)
        row.addStretch(1)
        self.new_game_button = QPushButton(tr("New game…"))
        self.new_game_button.setAutoDefault(False)
        self.continue_button = QPushButton(tr("Close") if game_over else tr("Next deal"))
        self.continue_button.setDefault(True)
        if game_over:
            row.addWidget(self.new_game_button)
        else:
            self.new_game_button.hide()
        row.addWidget(self.continue_button)
        layout.addLayout(row)
        self.continue_button.clicked.connect(self.accept)
        self.new_game_button.clicked.connect(lambda: self.done(2))
        self.review_button.clicked.connect(self.review_requested)
        self._body_height = self.body.minimumHeight()

    def showEvent(self, event: QShowEvent) -> None:
        self._fit_to_room()
        super().showEvent(event)

    def _fit_to_room(self) -> None:
        """No taller than the window it opens over (and its screen): on a small screen, in
        large print, the breakdown scrolls rather than pushing the buttons out of sight."""
        parent = self.parentWidget()
        if parent is None:
            return
        room = parent.window().height()
        screen = parent.screen()
        if screen is not None:
            room = min(room, screen.availableGeometry().height())
        room -= FRAME_ALLOWANCE
        self.body.setMinimumHeight(self._body_height)
        extra = self.sizeHint().height() - room
        if extra > 0:
            self.body.setMinimumHeight(max(MIN_BODY_HEIGHT, self._body_height - extra))
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(max(self.width(), self.sizeHint().width()), self.sizeHint().height())
