"""The table as the reviewed player saw it at one decision: a small picture of the deal.

:class:`ReviewTable` lays out one :class:`~bezique_qt.engine.Observation` — the player's own —
with the table's card items: the opponent's concealed cards face down (those the player knows,
face up), the cards both players have on the table, the card led, the stock and the turn-up, and
the player's hand.  With three or four players each other player has a row of his own (a
partner's hand as hidden as an opponent's), and the trick shows every card played to it so far.
It never shows a card the observation does not: it is given nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QWidget

from bezique_qt.engine import Observation
from bezique_qt.engine.cards import pretty
from bezique_qt.ui.table.card_art import CardRenderer
from bezique_qt.ui.table.cards import CARD_HEIGHT, CARD_WIDTH, CardItem, PileItem
from bezique_qt.ui.table.items import ui_font
from bezique_qt.words.game import stock_words
from bezique_qt.words.i18n import tr

__all__ = ["ReviewTable"]

SCALE = 0.5
WIDTH = 1000.0
HEIGHT = 560.0
FELT = QColor("#1f5f3a")
GAP = 6.0
#: room for a player's name above his row of cards (three or four players)
ROW_LABEL = 26.0


class ReviewTable(QGraphicsView):
    """One observation drawn as a small card table (read-only)."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        self._scene = QGraphicsScene(0, 0, WIDTH, HEIGHT)
        super().__init__(self._scene, parent)
        self.setObjectName("review-table")
        self.renderer = renderer
        self.setBackgroundBrush(QBrush(FELT))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumHeight(220)
        self.observation: Observation | None = None
        self.items_by_place: dict[str, list[CardItem]] = {}
        self._height = HEIGHT

    # ------------------------------------------------------------------ contents
    def show_observation(self, obs: Observation | None, names: Sequence[str] = ()) -> None:
        """Draw ``obs`` (None: an empty table); ``names``: the players' names by seat."""
        self._scene.clear()
        self.items_by_place = {}
        self.observation = obs
        if obs is None:
            self.setAccessibleName("")
            return

        def name(q: int) -> str:
            return names[q] if q < len(names) else ""

        me = obs.player
        w, h = CARD_WIDTH * SCALE, CARD_HEIGHT * SCALE
        if obs.players == 2:
            opp = 1 - me
            self._height = HEIGHT
            middle = (HEIGHT - h) / 2
            known = list(obs.opponent_known)
            hidden = obs.opponent_concealed - len(known)
            top = 30.0
            self._label(name(opp) or tr("Opponent"), 10, 4)
            x = self._row("opponent hand", [None] * hidden + known, 10, top)
            self._row("opponent table", list(obs.tables[opp]), x + 3 * GAP, top)
        else:
            # every other player on a row of his own, in the order of play after this one
            others = [(me + k) % obs.players for k in range(1, obs.players)]
            middle = 4 + len(others) * (h + ROW_LABEL) + 26
            self._height = middle + 2 * h + 66
            v = obs.variant
            for row, q in enumerate(others):
                y = 4 + row * (h + ROW_LABEL)
                partner = v.partnerships and v.side_of(q) == v.side_of(me)
                self._label(tr("{name} (partner)").format(name=name(q)) if partner else name(q),
                            10, y)
                known = list(obs.known[q])
                hidden = obs.concealed_counts[q] - len(known)
                x = self._row(f"hand {q}", [None] * hidden + known, 10, y + ROW_LABEL - 4)
                self._row(f"table {q}", list(obs.tables[q]), x + 3 * GAP, y + ROW_LABEL - 4)
        self._scene.setSceneRect(0, 0, WIDTH, self._height)
        bottom = self._height - h - 10
        pile = PileItem(self.renderer)
        pile.set_count(obs.stock_face_down)
        pile.setScale(SCALE)
        pile.setPos(10 + w / 2, middle + h / 2)
        self._scene.addItem(pile)
        self._label(stock_words(obs.stock_face_down), 10, middle + h + 4)
        x = 10 + 2 * w + 8 * GAP
        if obs.turnup is not None:
            self._label(tr("Turn-up:"), x, middle - 20)
            x = self._row("turn-up", [obs.turnup], x, middle) + 6 * GAP
        led = tr("Card led:") if len(obs.trick) == 1 else tr("The trick so far:")
        self._label(led if obs.trick else "", x, middle - 20)
        self._row("trick", list(obs.trick), x, middle)
        self._label(name(me) or tr("You"), 10, bottom - 22)
        x = self._row("table", list(obs.tables[me]), 10, bottom)
        self._row("hand", list(obs.hand), x + 3 * GAP, bottom)
        shown = [c for cards in self.items_by_place.values() for item in cards
                 if (c := item.card) is not None]
        self.setAccessibleName(", ".join(pretty(c) for c in shown))
        self.fit()

    def _row(self, place: str, cards: list[int | None], x: float, y: float) -> float:
        """Cards left to right from ``(x, y)`` (their top left); returns where the row ends."""
        w, h = CARD_WIDTH * SCALE, CARD_HEIGHT * SCALE
        room = WIDTH - x - 10
        step = w + GAP if len(cards) * (w + GAP) <= room or len(cards) < 2 else max(
            w * 0.25, (room - w) / (len(cards) - 1))
        items = self.items_by_place.setdefault(place, [])
        for i, card in enumerate(cards):
            item = CardItem(self.renderer, card, face_up=card is not None)
            item.setScale(SCALE)
            item.setPos(x + i * step + w / 2, y + h / 2)
            item.setZValue(i)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._scene.addItem(item)
            items.append(item)
        return x + (len(cards) - 1) * step + w if cards else x

    def _label(self, text: str, x: float, y: float) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(ui_font(15))
        item.setBrush(QColor("#f4f1e6"))
        item.setPos(x, y)
        self._scene.addItem(item)

    # ------------------------------------------------------------------ reading back
    def face_up(self, place: str) -> list[int]:
        """The cards shown face up at ``place`` (``hand``, ``table``, ``opponent hand``,
        ``opponent table``, ``trick``, ``turn-up``; with three or four players ``hand Q`` and
        ``table Q`` for each other seat ``Q``)."""
        return [c for item in self.items_by_place.get(place, []) if (c := item.card) is not None]

    def face_down(self, place: str) -> int:
        return sum(1 for item in self.items_by_place.get(place, []) if item.card is None)

    # ------------------------------------------------------------------ size
    def fit(self) -> None:
        self.fitInView(QRectF(0, 0, WIDTH, self._height), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fit()
