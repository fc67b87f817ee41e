"""The table's animation queue: each event of the engine becomes a short step (a card dealt,
played, drawn; a trick taken; points scored), run one after another, each saying how long it
lasts; and the animation speeds.

:class:`EventSteps` is held by :class:`~.scene.TableScene` (as :attr:`~.scene.TableScene.steps`);
what it needs of the scene is said by the :class:`TableScene` protocol here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import (
    QPointF,
    QTimer,
    SignalInstance,
)

from bezique_qt.engine import Event, Observation
from bezique_qt.engine import events as ev
from bezique_qt.engine.cards import SUITS
from bezique_qt.ui.table.cards import (
    CardItem,
)
from bezique_qt.ui.table.layout import (
    Z_PILE,
)
from bezique_qt.ui.table.picture import TablePicture, meld_text
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import card_caption, cards_caption, played_words
from bezique_qt.words.guard import lapse_notice
from bezique_qt.words.i18n import display_name, for_player, tr, tr_noop
from bezique_qt.words.scores import entry_words

if TYPE_CHECKING:
    from bezique_qt.ui.table.board import TableBoard
    from bezique_qt.ui.table.cards import PileItem
    from bezique_qt.ui.table.layout import TableGeometry

_log = logging.getLogger(__name__)

# ---------------------------------------------------------------------------- timing (ms)
MOVE_MS = 380
DEAL_MS = 260
DEAL_GAP_MS = 150
TRICK_HOLD_MS = 900
CUT_SHOW_MS = 6000  # how long the cut for the first deal stays (at any animation speed)
WAIT_FOR_CLICK = -1  # a step's answer: wait until the player clicks (see TableScene.advance)
WAITING_PROMPT = tr_noop("The trick is over: click the table to go on.")

SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "none": 0.0}
SPEED_NAMES: dict[str, str] = {"slow": tr_noop("Slow"), "normal": tr_noop("Normal"),
                               "fast": tr_noop("Fast"), "none": tr_noop("No animation")}
"""The animation speeds with their names for menus (English: show them with ``tr(name)``)."""


class TableScene(Protocol):
    """What turning events into steps needs of the table (:class:`.scene.TableScene`, which
    holds the steps): its picture and the card items showing it, the items to move them to,
    its words and its signal for news."""

    announced: SignalInstance
    board: TableBoard
    geo: TableGeometry
    pile_items: list[PileItem]

    @property
    def picture(self) -> TablePicture: ...

    @property
    def viewer(self) -> int: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def faces(self) -> dict[int, CardItem]: ...

    @property
    def backs_of(self) -> dict[int, list[CardItem]]: ...

    @property
    def leaving(self) -> set[CardItem]: ...

    @property
    def my_guess(self) -> int | None: ...

    def new_card_at_stock(self) -> CardItem: ...

    def discard(self, item: CardItem) -> None: ...

    def set_pile(self, seat: int, cards: int) -> None: ...

    def relayout(self, duration: int) -> None: ...

    def begin_deal(self, obs: Observation) -> None: ...

    def hold_trick(self) -> int: ...


class EventSteps:
    """Turns the events of the engine into the table's steps of animation; each step moves
    the scene's picture on and says how long it lasts (see the module's docstring)."""

    def __init__(self, scene: TableScene, duration: Callable[[int], int]) -> None:
        self.scene = scene
        self._ms = duration  # an animation's duration at the table's speed (0: none)
        self._packet_note = ""  # the dealer's packet, said until the batch of events ends

    def end_batch(self) -> None:
        """The batch of events is shown: what was said of it is said."""
        self._packet_note = ""

    def _say(self, text: str) -> None:
        self.scene.board.say(text)

    def _shown_name(self, seat: int) -> str:
        """``seat``'s name as the player reads it ("Ordinateur" for the default "Computer")."""
        return display_name(self.scene.names[seat])

    # ------------------------------------------------------------------ events → steps
    def steps_for(self, events: list[Event], obs: Observation) -> list[Callable[[], int]]:
        """The steps showing ``events``, in order; each returns how long it lasts (ms)."""
        steps: list[Callable[[], int]] = []
        i = 0
        while i < len(events):
            e = events[i]
            if e.kind == ev.CARDS_DEALT:
                dealt = [e]
                while i + 1 < len(events) and events[i + 1].kind == ev.CARDS_DEALT:
                    i += 1
                    dealt.append(events[i])
                steps.extend(self._deal_steps(dealt, obs.variant.hand_size))
            elif e.kind == ev.TRICK_WON:
                steps.append(self.scene.hold_trick)
                steps.append(partial(self._step_trick_won, e))
            elif e.kind == ev.MELD_ANNOUNCED and _scored_next(events, i):
                steps.append(partial(self._step_meld_announced, e, obs, at_once=True))
            else:
                handler = self._HANDLERS.get(e.kind)
                if handler is not None:
                    steps.append(partial(handler, self, e, obs))
            i += 1
        return steps

    def _deal_steps(self, dealt: list[Event], hand_size: int) -> list[Callable[[], int]]:
        # Shown in packets of up to three, the players taking turns (a picture of the deal,
        # not a rule: the engine has dealt already).
        packets: list[list[tuple[int, int | None]]] = []
        per_player: list[list[list[tuple[int, int | None]]]] = []
        for e in dealt:
            p = e.player if e.player is not None else 0
            cards: list[int | None] = list(e.cards) if e.cards else [None] * hand_size
            per_player.append([[(p, c) for c in cards[k:k + 3]] for k in range(0, len(cards), 3)])
        for round_no in range(max((len(x) for x in per_player), default=0)):
            for chunks in per_player:
                if round_no < len(chunks):
                    packets.append(chunks[round_no])
        return [partial(self._step_deal_packet, packet) for packet in packets]

    def _step_deal_started(self, e: Event, obs: Observation) -> int:
        self.scene.begin_deal(obs)
        return 0

    def _step_deal_packet(self, packet: list[tuple[int, int | None]]) -> int:
        pic = self.scene.picture
        for p, card in packet:
            item = self.scene.new_card_at_stock()
            pic.stock = max(0, pic.stock - 1)
            if p == pic.viewer and card is not None:
                item.set_card(card)
                self.scene.faces[card] = item
                pic.hand.append(card)
            else:
                self.scene.backs_of[p].append(item)
                pic.counts[p] += 1
        self.scene.relayout(self._ms(DEAL_MS))
        return self._ms(DEAL_GAP_MS)

    def _step_turn_up(self, e: Event, obs: Observation) -> int:
        if e.card is None:
            return 0
        item = self.scene.new_card_at_stock()
        item.set_card(e.card)
        self.scene.faces[e.card] = item
        self.scene.picture.turnup = e.card
        self.scene.picture.stock = max(0, self.scene.picture.stock - 1)
        self.scene.board.update_scores(obs, partial=True)
        self.scene.relayout(self._ms(MOVE_MS))
        return self._ms(MOVE_MS)

    def _take_from_hand(self, card: int, seat: int) -> None:
        """Take a card the player in ``seat`` shows out of its hand: the viewer's own from the
        hand shown, another player's from its concealed hand (see :meth:`_take_from_opponent`)."""
        if seat == self.scene.picture.viewer:
            if card in self.scene.picture.hand:
                self.scene.picture.hand.remove(card)
        else:
            self._take_from_opponent(card, seat)

    def _take_from_opponent(self, card: int, seat: int) -> CardItem:
        """The item for a card the player in ``seat`` shows from its concealed hand."""
        pic = self.scene.picture
        pic.counts[seat] = max(0, pic.counts[seat] - 1)
        backs = self.scene.backs_of[seat]
        if backs:
            item = backs.pop(len(backs) // 2)
        else:
            item = self.scene.new_card_at_stock()
        item.set_card(card)
        shown = self.scene.faces.get(card)
        if shown is not None and shown is not item:  # never two items for one card
            self.scene.discard(shown)
        self.scene.faces[card] = item
        return item

    def _step_card_played(self, e: Event, obs: Observation) -> int:
        pic = self.scene.picture
        p, card = e.player, e.card
        if p is None or card is None:
            return 0
        from_table = card in pic.tables[p]
        if from_table:
            pic.tables[p].remove(card)
        else:
            self._take_from_hand(card, p)
        pic.trick.append((p, card))
        if card not in self.scene.faces:  # not expected; the settling step checks the picture
            item = self.scene.new_card_at_stock()
            item.set_card(card)
            self.scene.faces[card] = item
        self.scene.faces[card].set_legal(None)
        self.scene.relayout(self._ms(MOVE_MS))
        if p != pic.viewer:
            self._say_on_arrival(self.scene.faces[card], played_words(
                self._shown_name(p), card, from_table, [c & 31 for c in pic.tables[p]]))
        return self._ms(MOVE_MS + 60)

    def _say_on_arrival(self, item: CardItem, words: object) -> None:
        """Name a card played once it lies in the trick, face up, not while it is still on
        its way from a hand where the player cannot see it yet."""
        if not item.is_animating():
            self.scene.announced.emit(words)
            return

        def arrived() -> None:
            item.animation_finished.disconnect(arrived)
            self.scene.announced.emit(words)

        item.animation_finished.connect(arrived)

    def _step_trick_won(self, e: Event) -> int:
        pic = self.scene.picture
        w = e.player if e.player is not None else 0
        pile = self.scene.pile_items[w]
        cards = [c for _p, c in pic.trick]
        pic.trick = []
        pic.won[w] += len(cards)
        shown = cards_caption(cards)
        self.scene.announced.emit(
            Caption.of(tr("You win the trick ({cards})."), cards=shown) if w == pic.viewer
            else Caption.of(tr("{name} wins the trick ({cards})."), name=self._shown_name(w),
                            cards=shown))
        duration = self._ms(MOVE_MS)
        for k, card in enumerate(cards):
            item = self.scene.faces.pop(card, None)
            if item is None:
                continue
            self.scene.leaving.add(item)
            item.animation_finished.connect(lambda item=item: self.scene.discard(item))
            item.animate_to(pile.pos() + pile.top_offset(), Z_PILE + 1 + k, 0.0, False,
                            duration)
        if duration == 0:
            self.scene.set_pile(w, pic.won[w])
        else:
            QTimer.singleShot(duration, pile,
                              lambda: self.scene.set_pile(w, self.scene.picture.won[w]))
        self.scene.relayout(duration)
        return duration

    def _step_meld_announced(self, e: Event, obs: Observation, *, at_once: bool = False
                             ) -> int:
        """A meld declared: its cards to the table and, unless it is scored ``at_once`` (the
        next step), "to score" beside them."""
        pic = self.scene.picture
        p, meld = e.player, e.meld
        if p is None or meld is None:
            return 0
        for card in meld.cards:
            # on the table already: the player's own, or (partners) built on the partner's,
            # where it stays
            if any(card in table for table in pic.tables):
                continue
            self._take_from_hand(card, p)
            pic.tables[p].append(card)
        if not at_once:
            pic.pending[p].append(meld)
        if p != pic.viewer and not at_once:
            self._say(for_player(self.scene.names[p], tr("You declare {meld}."),
                                 tr("{name} declares {meld}."),
                                 meld=meld_text(meld, pic.trump)))
        self.scene.relayout(self._ms(MOVE_MS + 80))
        return self._ms(MOVE_MS + 120)

    def _step_meld_scored(self, e: Event, obs: Observation) -> int:
        pic = self.scene.picture
        p, meld = e.player, e.meld
        if p is None or meld is None:
            return 0
        if meld in pic.pending[p]:
            pic.pending[p].remove(meld)
        pic.scored[p].append(meld)
        if p != pic.viewer:
            self._say(for_player(self.scene.names[p], tr("You score {points} for {meld}."),
                                 tr("{name} scores {points} for {meld}."), points=e.points,
                                 meld=meld_text(meld, pic.trump)))
        else:
            self.scene.announced.emit(Caption.of(tr("You score {points} for {meld}."),
                                           points=e.points, meld=meld_text(meld, pic.trump)))
        self.scene.relayout(self._ms(MOVE_MS))
        return 0

    def _step_claim_lapsed(self, e: Event, obs: Observation) -> int:
        pic = self.scene.picture
        if e.player is not None and e.meld in pic.pending[e.player]:
            pic.pending[e.player].remove(e.meld)
            notice = lapse_notice(e.player, e.meld, obs)  # the viewer's side's claims
            if notice is not None:
                self._say(notice)
            self.scene.relayout(self._ms(MOVE_MS))
        return 0

    def _step_card_drawn(self, e: Event, obs: Observation) -> int:
        pic = self.scene.picture
        p = e.player
        if p is None:
            return 0
        item = self.scene.new_card_at_stock()
        pic.stock = max(0, pic.stock - 1)
        if p == pic.viewer and e.card is not None:
            item.set_card(e.card)
            self.scene.faces[e.card] = item
            pic.hand.append(e.card)
        else:
            self.scene.backs_of[p].append(item)
            pic.counts[p] += 1
        self.scene.relayout(self._ms(MOVE_MS))
        return self._ms(MOVE_MS - 100)

    def _step_turn_up_taken(self, e: Event, obs: Observation) -> int:
        pic = self.scene.picture
        p, card = e.player, e.card
        if p is None or card is None:
            return 0
        item = self.scene.faces.pop(card, None)
        if item is None:
            item = self.scene.new_card_at_stock()
        pic.turnup = None
        self.scene.board.update_scores(obs, partial=True)
        if p == pic.viewer:
            item.set_card(card)
            self.scene.faces[card] = item
            pic.hand.append(card)
        else:
            self.scene.backs_of[p].append(item)
            pic.counts[p] += 1
            self._say(for_player(self.scene.names[p], tr("You take the turn-up {card}."),
                                 tr("{name} takes the turn-up {card}."),
                                 card=card_caption(card)))
        self.scene.relayout(self._ms(MOVE_MS))
        return self._ms(MOVE_MS)

    def _step_seven_exchanged(self, e: Event, obs: Observation) -> int:
        pic = self.scene.picture
        p, seven = e.player, e.card
        if p is None or seven is None:
            return 0
        taken = pic.turnup
        old = self.scene.faces.pop(taken, None) if taken is not None else None
        if p == pic.viewer:
            if seven in pic.hand:
                pic.hand.remove(seven)
            if taken is not None:
                pic.hand.append(taken)
                if old is not None:
                    self.scene.faces[taken] = old
        else:
            self._take_from_opponent(seven, p)
            if old is not None:
                self.scene.backs_of[p].append(old)
            pic.counts[p] += 1
            self._say(for_player(self.scene.names[p],
                                 tr("You exchange the {card} for the turn-up."),
                                 tr("{name} exchanges the {card} for the turn-up."),
                                 card=card_caption(seven)))
        pic.turnup = seven
        self.scene.board.update_scores(obs, partial=True)
        self.scene.relayout(self._ms(MOVE_MS + 120))
        return self._ms(MOVE_MS + 160)

    def _step_seven_scored(self, e: Event, obs: Observation) -> int:
        if e.player is not None and e.card is not None:
            self._say(Caption.of(tr("You show the {card}."), card=card_caption(e.card))
                      if e.player == self.scene.viewer else
                      Caption.of(tr("{name} shows the {card}."),
                                 name=self._shown_name(e.player),
                                 card=card_caption(e.card)))
        return 0

    def _step_carte_blanche(self, e: Event, obs: Observation) -> int:
        if e.player is not None:
            shown = cards_caption(e.cards)
            self._say(Caption.of(tr("You show carte blanche: {cards}."), cards=shown)
                      if e.player == self.scene.viewer else
                      Caption.of(tr("{name} shows carte blanche: {cards}."),
                                 name=self._shown_name(e.player), cards=shown))
        return 0

    def _step_trump_fixed(self, e: Event, obs: Observation) -> int:
        if e.text in SUITS:
            self.scene.picture.trump = SUITS.index(e.text)
            self.scene.board.update_scores(obs, partial=True)
        return 0

    def _step_points(self, e: Event, obs: Observation) -> int:
        p = e.player
        if p is None:
            return 0
        self.scene.picture.deal_points[p] += e.points
        self.scene.board.update_scores(obs, partial=True)
        if e.code == ev.C_DEALER_LIFTED:
            # six-pack: what the dealer lifted (the engine scores nothing for it itself)
            self._packet_note = self._packet_sentence(p, e.count)
            self._say(self._packet_note)
        elif self._packet_note and e.meld is None:
            what = entry_words(e)
            scored = (Caption.of(tr("You score {points}: {what}."), points=e.points, what=what)
                      if p == self.scene.viewer else
                      Caption.of(tr("{name} scores {points}: {what}."),
                                 name=self._shown_name(p), points=e.points, what=what))
            self._packet_note = self._packet_note + " " + scored
            self._say(self._packet_note)
        elif e.meld is None and e.code and (p != self.scene.viewer
                                            or e.code == ev.C_SEVEN_TURNED_UP):
            # the opponent's points, and the dealer's for a seven turned up, which no action
            # of the viewer's has announced
            if p == self.scene.viewer:
                self._say(Caption.of(tr("You score {points}: {what}."), points=e.points,
                                     what=entry_words(e)))
            else:
                self._say(for_player(self.scene.names[p], tr("You score {points}: {what}."),
                                     tr("{name} scores {points}: {what}."), points=e.points,
                                     what=entry_words(e)))
        if e.points:
            # in the open felt right of the trick, towards the scoring player's side
            y = self.scene.geo.rows["middle"] + (110.0 if p == self.scene.viewer else -110.0)
            self.scene.board.float(f"+{e.points}  {entry_words(e)}",
                                   QPointF(self.scene.geo.float_x, y))
        return 0

    def _step_phase_changed(self, e: Event, obs: Observation) -> int:
        pic = self.scene.picture
        me = pic.viewer
        pic.hand.extend(pic.tables[me])
        pic.tables[me] = []
        for opp in range(pic.players):
            if opp == me:
                continue
            for card in pic.tables[opp]:
                item = self.scene.faces.pop(card, None)
                if item is not None:
                    self.scene.backs_of[opp].append(item)
                pic.counts[opp] += 1
            pic.tables[opp] = []
        pic.pending = [[] for _ in range(pic.players)]
        self._say(tr("The stock is empty: the last tricks. Follow suit and win the trick if "
                     "you can."))
        self.scene.relayout(self._ms(MOVE_MS + 200))
        return self._ms(MOVE_MS + 240)

    def _packet_sentence(self, dealer: int, size: int) -> str:
        if dealer == self.scene.viewer:
            return tr("You lifted {count} cards.").format(count=size)
        if self.scene.my_guess is not None:
            return tr("{name} lifted {count} cards; you guessed {guess}.").format(
                name=self._shown_name(dealer), count=size, guess=self.scene.my_guess)
        return tr("{name} lifted {count} cards.").format(name=self._shown_name(dealer),
                                                         count=size)

    _HANDLERS: dict[str, Callable[[EventSteps, Event, Observation], int]] = {
        ev.DEAL_STARTED: _step_deal_started,
        ev.TURN_UP: _step_turn_up,
        ev.CARD_PLAYED: _step_card_played,
        ev.MELD_ANNOUNCED: _step_meld_announced,
        ev.MELD_SCORED: _step_meld_scored,
        ev.CLAIM_LAPSED: _step_claim_lapsed,
        ev.CARD_DRAWN: _step_card_drawn,
        ev.TURN_UP_TAKEN: _step_turn_up_taken,
        ev.SEVEN_EXCHANGED: _step_seven_exchanged,
        ev.SEVEN_SCORED: _step_seven_scored,
        ev.CARTE_BLANCHE: _step_carte_blanche,
        ev.TRUMP_FIXED: _step_trump_fixed,
        ev.POINTS: _step_points,
        ev.PHASE_CHANGED: _step_phase_changed,
    }


def _scored_next(events: Sequence[Event], i: int) -> bool:
    """Whether the meld declared by ``events[i]`` is scored by the very next event."""
    e = events[i]
    if i + 1 >= len(events):
        return False
    n = events[i + 1]
    return n.kind == ev.MELD_SCORED and n.player == e.player and n.meld == e.meld
