"""Each seat's own items around the table: its won-trick pile, its name, its list of claims to
score and its card of the cut for the first deal; where they lie at a table of two, three or
four (see :mod:`.seats`); and the cut itself, shown for a moment at the start of a game.

:class:`SeatItems` is held by :class:`~.scene.TableScene` (as
:attr:`~.scene.TableScene.seat_items`); what it needs of the scene is said by the
:class:`TableScene` protocol here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QTimer, SignalInstance
from PySide6.QtWidgets import QGraphicsItem

from bezique_qt.ui.table.animation import CUT_SHOW_MS
from bezique_qt.ui.table.cards import PileItem
from bezique_qt.ui.table.cut_items import CutItem, SeatCutItem
from bezique_qt.ui.table.items import GOLD_COLOUR, LabelItem
from bezique_qt.ui.table.layout import COLUMN_WIDTH, EDGE, TABLE_LEFT, Z_PANEL, Z_PILE, Z_TABLE
from bezique_qt.ui.table.seats import SeatPlace, seat_places
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import card_caption
from bezique_qt.words.i18n import display_name, for_player, tr, tr_plural

if TYPE_CHECKING:
    from bezique_qt.ui.table.card_art import CardRenderer
    from bezique_qt.ui.table.layout import TableGeometry

NAME_WIDTH = 240.0  # the viewer's name, and every name at a table of two


class TableScene(Protocol):
    """What the seats' items need of the table (:class:`.scene.TableScene`, which holds
    them): its geometry, card art and players, and the signal of a click on a pile."""

    geo: TableGeometry
    renderer: CardRenderer
    pile_clicked: SignalInstance

    @property
    def viewer(self) -> int: ...

    @property
    def players(self) -> int: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    def addItem(self, item: QGraphicsItem) -> None: ...


class SeatItems:
    """The items of every seat and the cut for the first deal (see the module's docstring);
    ``timer`` (a single-shot timer of the scene's) takes the cut away after a while."""

    def __init__(self, scene: TableScene, timer: QTimer) -> None:
        self.scene = scene
        self.piles: list[PileItem] = []
        """Each seat's won tricks."""
        self.names: list[LabelItem] = []
        self.claims: list[LabelItem] = []
        """Each seat's claims to score, listed (at three or four, the viewer's only)."""
        self.cuts: list[SeatCutItem] = []
        """At a table of three or four: each seat's cut card by its seat."""
        self.places: dict[int, SeatPlace] = {}
        """Where each seat lies at a table of three or four (empty with two)."""
        # below the scoreboard, where the declaration panel (drawn over it) rarely reaches at
        # the start of a game
        self.cut = CutItem(scene.renderer, COLUMN_WIDTH)  # (placed by :meth:`place`)
        """The cut at a table of two: both cards side by side."""
        self.cut.setZValue(Z_PANEL - 1)
        scene.addItem(self.cut)
        self._timer = timer
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear_cut)

    def add(self, players: int) -> None:
        """Give every seat up to ``players`` its won-trick pile, name and claims list."""
        for seat in range(len(self.piles), players):
            pile = PileItem(self.scene.renderer, "{tricks}")
            pile.setZValue(Z_PILE)
            pile.clicked.connect(lambda seat=seat: self.scene.pile_clicked.emit(seat))
            self.scene.addItem(pile)
            self.piles.append(pile)
            name = LabelItem(NAME_WIDTH, 34, 20, bold=True, elide=True)
            claims = LabelItem(TABLE_LEFT - EDGE - 12, 168, 18, colour=GOLD_COLOUR)
            self.names.append(name)
            self.claims.append(claims)
            self.scene.addItem(name)
            self.scene.addItem(claims)
            cut = SeatCutItem(self.scene.renderer)
            cut.setZValue(Z_TABLE - 1)  # under any card laid on the table
            self.scene.addItem(cut)
            self.cuts.append(cut)

    # ------------------------------------------------------------------ where they lie
    def place(self) -> None:
        """Put the seats' items where the table's geometry says."""
        geo = self.scene.geo
        # below the scoreboard, where the declaration panel (drawn over it) rarely reaches at
        # the start of a game
        self.cut.setPos(geo.column_left, geo.height - 12 - CutItem.HEIGHT)
        if self.scene.players != 2:
            self._place_multi()
            return
        self.places = {}
        me = self.scene.viewer
        opp = 1 - me
        self.piles[me].setPos(geo.pile_x, geo.rows["my_hand"])
        self.piles[opp].setPos(geo.pile_x, geo.rows["opp_hand"])
        self.names[opp].setPos(geo.main_left, geo.rows["opp_table"] - 84)
        self.names[me].setPos(geo.main_left, geo.rows["my_table"] - 84)
        self.claims[opp].setPos(geo.main_left, geo.rows["opp_table"] - 48)
        self.claims[me].setPos(geo.main_left, geo.rows["my_table"] - 48)

    def _place_multi(self) -> None:
        """The piles, names and claims lists at a table of three or four (see :mod:`.seats`).
        The others' claims to score are shown framed in their columns, not listed."""
        me = self.scene.viewer
        players = self.scene.players
        self.places = seat_places(self.scene.geo, players, me)
        for seat, place in self.places.items():
            self._place_cut(seat, place)
            self.piles[seat].setPos(place.pile)
            self.names[seat].set_size(place.name_width if seat != me else NAME_WIDTH, 34)
            self.names[seat].setPos(place.name)
            self.claims[seat].setVisible(seat == me)
            if seat == me:
                self.claims[seat].setPos(self.scene.geo.main_left, place.table_y - 48)
        for seat, extra in enumerate(zip(self.piles, self.names, self.claims, strict=True)):
            for item in extra:
                if seat >= players:
                    item.setVisible(False)
                elif item is not self.claims[seat]:
                    item.setVisible(True)

    def _place_cut(self, seat: int, place: SeatPlace) -> None:
        """A seat's cut card lies where its table cards will: over the viewer's table row,
        under the others' hands."""
        item = self.cuts[seat]
        left = place.table_left if place.side == "bottom" else place.left
        item.setPos(left, place.table_y - SeatCutItem.HEIGHT / 2)
        if item.card is not None:
            item.show_card(item.card, item.deals, place.right - left)

    def show_two(self) -> None:
        """Back to a table of two: the items of seats 2 and 3 are hidden."""
        for seat in range(len(self.piles)):
            shown = seat < 2
            self.piles[seat].setVisible(shown)
            self.names[seat].setVisible(shown)
            self.claims[seat].setVisible(shown)
            if shown:
                self.names[seat].set_size(NAME_WIDTH, 34)

    def set_pile(self, seat: int, cards: int) -> None:
        """``seat`` has won ``cards`` cards."""
        players = self.scene.players
        pile = self.piles[seat]
        pile.trick_size = players
        pile.set_count(cards)
        tricks = cards // players
        pile.setToolTip(
            tr_plural("You have won {count} trick. Click to see the last trick.",
                      "You have won {count} tricks. Click to see the last trick.",
                      tricks).format(count=tricks) if seat == self.scene.viewer else
            tr_plural("{name} has won {count} trick. Click to see the last trick.",
                      "{name} has won {count} tricks. Click to see the last trick.",
                      tricks).format(name=display_name(self.scene.names[seat]), count=tricks))

    # ------------------------------------------------------------------ the cut
    def show_cut(self, cut: Sequence[int] | None, dealer: int) -> Caption:
        """Show the cut for the first deal for a moment: ``cut`` holds each seat's card, seat
        by seat, ``dealer`` is the seat that deals. Returns the sentence said (empty without a
        cut)."""
        if cut is not None and len(cut) == self.scene.players > 2:
            return self._show_seat_cuts(cut, dealer)
        self.clear_cut()  # a cut of an earlier game
        if cut is None or len(cut) != 2:
            return Caption("")
        me = self.scene.viewer
        opp = 1 - me
        names = self.scene.names
        mine, theirs = cut[me], cut[opp]
        sentence = Caption.joined(" ", (
            Caption.of(tr("Cut for the deal: {me} cut the {mine}, {opponent} the {theirs}."),
                       me=display_name(names[me]), mine=card_caption(mine),
                       opponent=display_name(names[opp]), theirs=card_caption(theirs)),
            for_player(names[dealer], tr("You deal first."), tr("{name} deals first."))))
        captions = (tr("{name}:").format(name=display_name(names[me])),
                    tr("{name}:").format(name=display_name(names[opp])))
        self.cut.show_cut(
            (mine, theirs), captions,
            for_player(names[dealer], tr("The higher card deals: you deal first."),
                       tr("The higher card deals: {name} deals first.")))
        self._timer.start(CUT_SHOW_MS)
        return sentence

    def _show_seat_cuts(self, cut: Sequence[int], dealer: int) -> Caption:
        """At a table of three or four (SPEC §7, §8: each cuts, the highest card deals): every
        seat's cut card by its seat, the dealer's framed with why it deals."""
        self.cut.clear()
        for seat, card in enumerate(cut):
            place = self.places.get(seat)
            if place is None:
                continue
            left = place.table_left if place.side == "bottom" else place.left
            self.cuts[seat].show_card(card, seat == dealer, place.right - left)
            self._place_cut(seat, place)
        self._timer.start(CUT_SHOW_MS)
        names = self.scene.names
        cuts = Caption.joined(", ", [
            Caption.of("{name} {card}", name=display_name(names[seat]),
                       card=card_caption(card)) for seat, card in enumerate(cut)])
        return Caption.joined(" ", (
            Caption.of(tr("Cut for the deal: {cuts}."), cuts=cuts),
            for_player(names[dealer], tr("The highest card deals: you deal first."),
                       tr("The highest card deals: {name} deals first."))))

    def clear_cut(self) -> None:
        """Take the cut for the first deal off the table."""
        self.cut.clear()
        for item in self.cuts:
            item.clear()

    @property
    def seat_cuts(self) -> dict[int, tuple[int, bool]]:
        """Each seat's cut card shown by its seat, and whether it deals (empty: none shown)."""
        return {seat: (item.card, item.deals) for seat, item in enumerate(self.cuts)
                if item.card is not None and item.isVisible()}
