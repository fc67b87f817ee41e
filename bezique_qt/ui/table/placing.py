"""Where each card lies on the table: the hands, the rows of declared cards with the boxes of
their groups (for the labels), the trick and the turn-up, at a table of two, three or four.

:class:`CardPlaces` is held by :class:`~.scene.TableScene` (as :attr:`~.scene.TableScene.places`);
what it needs of the scene is said by the :class:`TableScene` protocol here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform

from bezique_qt.ui.table.cards import CARD_HEIGHT, CARD_WIDTH, CardItem
from bezique_qt.ui.table.layout import (
    HAND_STEP,
    OPPONENT_STEP,
    Z_HAND,
    Z_TABLE,
    Z_TRICK,
    Z_TURNUP,
)
from bezique_qt.ui.table.picture import MeldGroup, Target, meld_groups
from bezique_qt.ui.table.seats import (
    MULTI_TRICK_TURNS,
    back_positions,
    seat_places,
    trick_position,
    trick_slots,
)

if TYPE_CHECKING:
    from bezique_qt.engine import Variant
    from bezique_qt.ui.table.board import TableBoard
    from bezique_qt.ui.table.layout import TableGeometry
    from bezique_qt.ui.table.picture import TablePicture
    from bezique_qt.ui.table.seats import SeatPlace
    from bezique_qt.ui.table.trickmarks import TrickMarks


class TableScene(Protocol):
    """What placing the cards needs of the table (:class:`.scene.TableScene`, which holds the
    places): its geometry and seats, its picture and the card items showing it, the hand's
    order, and the room the meld labels take."""

    geo: TableGeometry
    board: TableBoard
    trick_marks: TrickMarks

    @property
    def picture(self) -> TablePicture: ...

    @property
    def variant(self) -> Variant: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def seats(self) -> dict[int, SeatPlace]: ...

    @property
    def faces(self) -> dict[int, CardItem]: ...

    @property
    def backs_of(self) -> dict[int, list[CardItem]]: ...

    @property
    def focus_card(self) -> int | None: ...

    def hand_in_order(self) -> list[int]: ...


class CardPlaces:
    """Says where each card item of the scene is to lie (see the module's docstring)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.group_boxes: list[tuple[int, MeldGroup, QRectF]] = []
        """The groups of cards on the table rows, as last placed: each with its seat and the
        box its cards fill."""

    @staticmethod
    def _row_positions(count: int, y: float, left: float, right: float,
                       spacing: float) -> list[QPointF]:
        if count == 0:
            return []
        room = right - left - CARD_WIDTH
        step = spacing if count == 1 else min(spacing, room / (count - 1))
        width = step * (count - 1)
        x0 = (left + right) / 2 - width / 2
        return [QPointF(x0 + i * step, y) for i in range(count)]

    def table_layout(self, seat: int, y: float
                     ) -> tuple[dict[int, QPointF], list[tuple[MeldGroup, QRectF]]]:
        """Where ``seat``'s table cards lie in the row at ``y``, and the boxes of their
        groups."""
        pic = self.scene.picture
        groups = meld_groups(pic.tables[seat], pic.scored[seat], pic.pending[seat])
        cards = sum(len(gr.cards) for gr in groups)
        # a card's distance from the one before it in its group, and a group's first card's
        # from the last card of the group before
        step, gap = 52.0, 34.0

        def width(s: float, g: float) -> float:
            return CARD_WIDTH + s * (cards - len(groups)) + (CARD_WIDTH + g) * max(
                0, len(groups) - 1)

        left, right = self.row_span(seat)
        room = right - left
        if groups and width(step, gap) > room:
            scale = room / width(step, gap)
            step, gap = max(22.0, step * scale), max(8.0, gap * scale)
        between = CARD_WIDTH + gap
        if groups and width(step, gap) > room:
            # Still too wide (the many melds of the multi-pack games): groups overlap too,
            # keeping their distance in proportion to the cards' so that they stay apart.
            ratio = between / step
            step = (room - CARD_WIDTH) / ((cards - len(groups)) + ratio * (len(groups) - 1))
            between = ratio * step
        # Where the row has room, a group keeps room for its label beside the next group's,
        # at its usual size or else at its smallest: the labels read whole on one line.
        # (an advance: from a group's first card to the next group's)
        advances = [step * (len(gr.cards) - 1) + between for gr in groups]
        if groups:
            rooms = [self.scene.board.label_room(gr) for gr in groups[:-1]]
            last = CARD_WIDTH + step * (len(groups[-1].cards) - 1)
            for size in (0, 1):
                wider = [max(a, r[size]) for a, r in zip(advances, rooms, strict=False)]
                if sum(wider) + last <= room:
                    advances[:len(wider)] = wider
                    break
        x = left + CARD_WIDTH / 2
        out: dict[int, QPointF] = {}
        boxes: list[tuple[MeldGroup, QRectF]] = []
        for gr, advance in zip(groups, advances, strict=True):
            start = x
            for i, card in enumerate(gr.cards):
                if i:
                    x += step
                out[card] = QPointF(x, y)
            boxes.append((gr, QRectF(start - CARD_WIDTH / 2, y - CARD_HEIGHT / 2,
                                     x - start + CARD_WIDTH, CARD_HEIGHT)))
            x = start + advance
        return out, boxes

    def row_span(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s table cards may lie, left to right."""
        place = self.scene.seats.get(seat)
        if place is None:
            return self.scene.geo.table_left, self.scene.geo.main_right
        return place.table_left, place.right

    def targets(self) -> dict[CardItem, Target]:
        """Where each card item is to lie, as the scene's picture is now."""
        if self.scene.variant.players != 2:
            return self._multi_targets()
        self.scene.trick_marks.clear()
        pic = self.scene.picture
        geo = self.scene.geo
        me = pic.viewer
        opp = 1 - me
        targets = self._hand_targets()
        backs = self.scene.backs_of.get(opp, [])
        for i, (back, pos) in enumerate(zip(backs, self._row_positions(
                len(backs), geo.rows["opp_hand"], geo.main_left, geo.hand_right,
                OPPONENT_STEP),
                strict=True)):
            targets[back] = Target(pos, Z_HAND + i, 0.0, False)
        self.group_boxes = []
        for seat, row in ((me, "my_table"), (opp, "opp_table")):
            self._place_table(targets, seat, geo.rows[row])
        for i, (p, card) in enumerate(pic.trick):
            item = self.scene.faces.get(card)
            if item is None:
                continue
            pos, rotation = self._trick_slot(i, p == opp)
            targets[item] = Target(pos, Z_TRICK + i, rotation)
        if pic.turnup is not None and pic.turnup in self.scene.faces:
            targets[self.scene.faces[pic.turnup]] = Target(geo.turnup_pos, Z_TURNUP)
        return targets

    def _hand_targets(self) -> dict[CardItem, Target]:
        """Where the viewer's own hand lies, in its row (the focused card lifted a little)."""
        geo = self.scene.geo
        targets: dict[CardItem, Target] = {}
        hand = self.scene.hand_in_order()
        for i, (card, pos) in enumerate(zip(hand, self._row_positions(
                len(hand), geo.rows["my_hand"], geo.main_left, geo.hand_right, HAND_STEP),
                strict=True)):
            item = self.scene.faces.get(card)
            if item is not None:
                lift = -18.0 if card == self.scene.focus_card else 0.0
                targets[item] = Target(pos + QPointF(0, lift), Z_HAND + i)
        return targets

    def _place_table(self, targets: dict[CardItem, Target], seat: int, y: float) -> None:
        """Lay out ``seat``'s table cards in the row at ``y`` (left to right in ``targets``)
        and keep the boxes of their groups for the labels."""
        cards, boxes = self.table_layout(seat, y)
        for i, card in enumerate(sorted(cards, key=lambda c: cards[c].x())):
            item = self.scene.faces.get(card)
            if item is not None:
                targets[item] = Target(cards[card], Z_TABLE + i)
        self.group_boxes.extend((seat, gr, box) for gr, box in boxes)

    def _trick_slot(self, i: int, theirs: bool) -> tuple[QPointF, float]:
        """Where the ``i``-th card of the trick lies and how it is turned: the lead left, the
        answer right, each a little nearer the row of the player who played it (no nearer:
        the labels of the table rows lie between), halfway between the two rows (so that
        the labels beside each row have the same room, also in large print)."""
        geo = self.scene.geo
        middle = (geo.rows["opp_table"] + geo.rows["my_table"]) / 2
        dx = -46.0 if i == 0 else 46.0
        dy = (-1 if theirs else 1) * 10.0
        return QPointF(geo.trick_pos.x() + dx, middle + dy), -5.0 if i == 0 else 6.0

    def trick_area(self) -> list[QRectF]:
        """Where the cards of a trick may lie, whoever plays them (kept free of labels)."""
        players = self.scene.variant.players
        if players != 2:
            return trick_slots(self.scene.geo.trick_pos, players, CardItem.card_rect())
        slots = [self._trick_slot(i, theirs) for i in (0, 1) for theirs in (False, True)]
        return [QTransform().translate(pos.x(), pos.y()).rotate(rotation).mapRect(
            CardItem.card_rect()) for pos, rotation in slots]

    def _multi_targets(self) -> dict[CardItem, Target]:
        """:meth:`targets` at a table of three or four (see :mod:`.seats`)."""
        pic = self.scene.picture
        geo = self.scene.geo
        me = pic.viewer
        players = self.scene.variant.players
        places = self.scene.seats or seat_places(geo, players, me)
        targets = self._hand_targets()
        self.group_boxes = []
        for seat, place in places.items():
            if seat != me:
                backs = self.scene.backs_of.get(seat, [])
                for i, (back, pos) in enumerate(zip(
                        backs, back_positions(len(backs), place), strict=True)):
                    targets[back] = Target(pos, Z_HAND + i, 0.0, False)
            self._place_table(targets, seat, place.table_y)
        for i, (p, card) in enumerate(pic.trick):
            item = self.scene.faces.get(card)
            if item is None:
                continue
            side = places[p].side if p in places else "bottom"
            targets[item] = Target(trick_position(geo.trick_pos, side, players), Z_TRICK + i,
                                   MULTI_TRICK_TURNS[i % 4])
        if pic.turnup is not None and pic.turnup in self.scene.faces:
            targets[self.scene.faces[pic.turnup]] = Target(geo.turnup_pos, Z_TURNUP)
        self.scene.trick_marks.show(pic.trick, [self.scene.faces.get(c) for _p, c in pic.trick],
                              self.scene.names, self.scene.variant, pic.trump, pic.last_tricks)
        return targets
