"""The tricks of a deal: the last trick, and every trick of the deal (and the earlier deals')."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.engine import Observation
from bezique_qt.engine.cards import pretty
from bezique_qt.ui.table.card_art import CardRenderer, face_name
from bezique_qt.ui.table.cards import CARD_HEIGHT, CARD_WIDTH
from bezique_qt.words.i18n import display_name, tr


def card_pixmap(renderer: CardRenderer, card: int | None, height: int = 150,
                ratio: float = 1.0) -> QPixmap:
    """A card (or its back, for None) as a pixmap for a dialog."""
    name = renderer.back if card is None else face_name(card)
    pixmap = renderer.pixmap(name, round(height * ratio))
    pixmap = QPixmap(pixmap)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def cards_pixmap(renderer: CardRenderer, cards: Sequence[int], height: int = 150,
                 ratio: float = 1.0) -> QPixmap:
    """Cards side by side, slightly apart."""
    width = round(height * CARD_WIDTH / CARD_HEIGHT)
    gap = 12
    total = max(1, len(cards) * (width + gap) - gap)
    image = QImage(round(total * ratio), round(height * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for i, card in enumerate(cards):
        art = renderer.pixmap(face_name(card), round(height * ratio))
        painter.drawPixmap(QRectF(i * (width + gap) * ratio, 0, width * ratio, height * ratio),
                           art, QRectF(art.rect()))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


# ---------------------------------------------------------------------------- a trick in words
def _trick_words(number: int, leader: int, cards: Sequence[int], winner: int,
                 names: Sequence[str]) -> str:
    """A trick of three or four cards in words: who played what, in turn, and who won."""
    n = len(names)
    plays = ", ".join(f"{names[(leader + k) % n]} {pretty(card)}"
                      for k, card in enumerate(cards))
    return tr("Trick {number}: {plays}; {winner} won.").format(number=number, plays=plays,
                                                              winner=names[winner])


# ---------------------------------------------------------------------------- last trick
class LastTrickDialog(QDialog):
    """The last trick played (and every trick of the deal below it)."""

    def __init__(self, obs: Observation, names: Sequence[str], renderer: CardRenderer,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Last trick"))
        layout = QVBoxLayout(self)
        ratio = self.devicePixelRatioF()
        names = [display_name(n) for n in names]
        if not obs.tricks:
            layout.addWidget(QLabel(tr("No trick has been played yet in this deal.")))
        else:
            leader, cards, winner = obs.tricks[-1]
            picture = QLabel()
            picture.setPixmap(cards_pixmap(renderer, list(cards), 170, ratio))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(picture)
            if len(cards) != 2:
                text = _trick_words(len(obs.tricks), leader, cards, winner, names)
            else:
                text = tr("Trick {number}: {leader} led {led}, {follower} played "
                          "{played}. {winner} won it.").format(
                    number=len(obs.tricks), leader=names[leader], led=pretty(cards[0]),
                    follower=names[1 - leader], played=pretty(cards[1]),
                    winner=names[winner])
            caption = QLabel(text)
            caption.setTextFormat(Qt.TextFormat.PlainText)  # it names the players
            caption.setWordWrap(True)
            layout.addWidget(caption)
            self.caption = caption
            history = QTextBrowser()
            rows = "".join(
                f"<tr><td>{n}</td><td>{html.escape(names[ld])}</td>"
                f"<td>{' '.join(pretty(c) for c in cs)}</td><td>{html.escape(names[w])}</td></tr>"
                for n, (ld, cs, w) in enumerate(obs.tricks, 1))
            headings = "".join(f"<th>{html.escape(h)}</th>" for h in (
                tr("Trick"), tr("Led by"), tr("Cards"), tr("Won by")))
            history.setHtml(f"<table cellpadding='3'><tr>{headings}</tr>{rows}</table>")
            history.setMinimumHeight(160)
            layout.addWidget(history)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


# ---------------------------------------------------------------------------- the deal's tricks
class TrickReviewDialog(QDialog):
    """Every trick played in a deal, in order: both cards, who led and who won it; a choice of
    deal goes back to the earlier deals of the game.

    Built from the viewer's observation, which holds every finished trick of the deal, and from
    ``earlier``, the tricks of the game's earlier deals (first deal first): every card of a
    trick was seen by both players.
    """

    CARD_HEIGHT = 84

    def __init__(self, obs: Observation, names: Sequence[str], renderer: CardRenderer,
                 parent: QWidget | None = None, *,
                 earlier: Sequence[Sequence[tuple[int, tuple[int, ...], int]]] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Tricks of this deal"))
        self.setMinimumSize(QSize(560, 520))
        self._obs = obs
        self._names = [display_name(n) for n in names]
        self._renderer = renderer
        self._deals = [list(tricks) for tricks in earlier][:obs.deal_index]
        self._deals.append(list(obs.tricks))
        layout = QVBoxLayout(self)
        self.deal_choice = QComboBox()
        self.deal_choice.setObjectName("review-deal-choice")
        for number in range(1, len(self._deals) + 1):
            self.deal_choice.addItem(tr("Deal {deal}").format(deal=number), number)
        self.deal_choice.setAccessibleName(tr("Deal"))
        chooser = QHBoxLayout()
        chooser_label = QLabel(tr("&Show the tricks of:"))
        chooser_label.setBuddy(self.deal_choice)
        chooser.addWidget(chooser_label)
        chooser.addWidget(self.deal_choice)
        chooser.addStretch(1)
        layout.addLayout(chooser)
        # one deal only: nothing to choose
        for widget in (chooser_label, self.deal_choice):
            widget.setVisible(len(self._deals) > 1)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.trick_list = QScrollArea()
        self.trick_list.setWidgetResizable(True)
        layout.addWidget(self.trick_list, 1)
        # the latest tricks are what the player most likely wants to see
        self.trick_list.verticalScrollBar().rangeChanged.connect(
            lambda _low, high: self.trick_list.verticalScrollBar().setValue(high))
        self.rows: list[str] = []
        """Each trick of the deal shown as a line of text (for screen readers and tests)."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.deal_choice.setCurrentIndex(len(self._deals) - 1)
        self.deal_choice.currentIndexChanged.connect(lambda index: self.show_deal(index + 1))
        self.show_deal(len(self._deals))

    @property
    def deal_shown(self) -> int:
        """The number (from 1) of the deal whose tricks are shown."""
        return self.deal_choice.currentIndex() + 1

    def show_deal(self, deal: int) -> None:
        """Show the tricks of deal ``deal`` (from 1)."""
        if not 1 <= deal <= len(self._deals):
            return
        if self.deal_choice.currentIndex() != deal - 1:
            self.deal_choice.setCurrentIndex(deal - 1)  # comes back here
            return
        names = self._names
        me = self._obs.player
        current = deal == len(self._deals)
        tricks = self._deals[deal - 1]
        self.setWindowTitle(tr("Tricks of this deal") if current
                            else tr("Tricks of deal {deal}").format(deal=deal))
        won = [sum(1 for _l, _c, w in tricks if w == p) for p in range(len(names))]
        if tricks and len(names) != 2:
            summary = tr("Deal {deal}: {count} tricks played. Won: {won}.").format(
                deal=deal, count=len(tricks),
                won=", ".join(f"{names[p]} {won[p]}" for p in range(len(names))))
        elif tricks:
            summary = (tr("Deal {deal}: 1 trick played. {me} won {mine}, {opponent} {theirs}.")
                       if len(tricks) == 1 else
                       tr("Deal {deal}: {count} tricks played. {me} won {mine}, {opponent} "
                          "{theirs}.")).format(
                deal=deal, count=len(tricks), me=names[me], mine=won[me],
                opponent=names[1 - me], theirs=won[1 - me])
        else:
            summary = tr("No trick has been played yet in this deal.")
        self.summary.setText(summary)
        self.rows = []
        grid_holder = QWidget()
        grid = QGridLayout(grid_holder)
        grid.setHorizontalSpacing(16)
        if tricks:
            # at three or four, who played each card, in turn (the first led)
            led_by = tr("Led by") if len(tricks[0][1]) == 2 else tr("Played by, in turn")
            for column, title in enumerate((tr("Trick"), tr("Cards"), led_by, tr("Won by"))):
                heading = QLabel(f"<b>{html.escape(title)}</b>")
                grid.addWidget(heading, 0, column)
        ratio = self.devicePixelRatioF()
        stock_tricks = self._obs.variant.phase1_tricks
        row = 1
        for n, (leader, cards, winner) in enumerate(tricks, 1):
            if n == stock_tricks + 1:
                last = tr("The last tricks (the stock is empty)")
                grid.addWidget(QLabel(f"<i>{html.escape(last)}</i>"), row, 0, 1, 4)
                row += 1
            follower = 1 - leader
            if len(cards) != 2:
                text = _trick_words(n, leader, cards, winner, names)
            else:
                text = tr("Trick {number}: {leader} led {led}, {follower} played {played}; "
                          "{winner} won.").format(
                    number=n, leader=names[leader], led=pretty(cards[0]),
                    follower=names[follower], played=pretty(cards[1]), winner=names[winner])
            self.rows.append(text)
            number = QLabel(str(n))
            picture = QLabel()
            picture.setPixmap(cards_pixmap(self._renderer, list(cards), self.CARD_HEIGHT, ratio))
            picture.setAccessibleName(text)
            picture.setToolTip(text)
            led = QLabel(html.escape(names[leader] if len(cards) == 2 else ", ".join(
                names[(leader + k) % len(names)] for k in range(len(cards)))))
            winner_label = QLabel(f"<b>{html.escape(names[winner])}</b>")
            for column, widget in enumerate((number, picture, led, winner_label)):
                grid.addWidget(widget, row, column, Qt.AlignmentFlag.AlignVCenter)
            row += 1
        grid.setRowStretch(row, 1)
        grid.setColumnStretch(4, 1)  # the columns keep to the left, the slack on the right
        self.trick_list.setWidget(grid_holder)  # the deal shown before is deleted
        self.trick_list.setVisible(bool(tricks))
