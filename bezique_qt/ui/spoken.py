"""The table in words, for screen readers: the hand, the trick, the stock, the declared cards
and the scores, with every card named in full ("queen of spades").

The card table is drawn in a :class:`~PySide6.QtWidgets.QGraphicsScene`, which assistive
technology cannot see. :class:`TableNarrator` keeps the view's accessible name (what to do now,
or the card under the keyboard focus) and accessible description (the whole table) up to date.
Everything it says is built from the viewer's :class:`~bezique_qt.engine.Observation` and the
scene's picture, never from the game state: the opponent's concealed cards and the order of the
stock cannot be named because they are not there.

The status line, the table's prompt and the declaration buttons show cards with their symbols
(``K♥``); their texts are :class:`~bezique_qt.words.caption.Caption` objects, which carry the
same words with the cards named (``king of hearts``), made together from the cards themselves.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel

from bezique_qt.engine import Meld, Observation
from bezique_qt.engine.cards import SUITS, rank_of, suit_of
from bezique_qt.ui.table.hand import hand_order
from bezique_qt.ui.table.scene import TableScene
from bezique_qt.ui.table.view import TableView
from bezique_qt.words.caption import spoken_text
from bezique_qt.words.game import card_words, meld_words, stock_words, suit_word
from bezique_qt.words.i18n import display_name, points_words, tr, tr_plural


def spoken_card(card: int) -> str:
    """``card`` in words: ``queen of spades``."""
    return card_words(card)


def spoken_cards(cards: Sequence[int]) -> str:
    """Cards in words, separated by commas."""
    return ", ".join(spoken_card(c) for c in cards)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class TableWords:
    """The sentences describing one observation, seen by ``obs.player``.

    ``names`` are both seats' names; the viewer is called "you" unless ``demo`` (the computer
    plays both hands, and both are called by name). ``hand`` is the viewer's hand in the order
    it is shown (default: by suit, high cards first).
    """

    def __init__(self, obs: Observation, names: Sequence[str], *, demo: bool = False,
                 hand: Sequence[int] | None = None) -> None:
        self.obs = obs
        self.names = tuple(display_name(name) for name in names)  # "Computer" in French too
        self.demo = demo
        self.hand_order = sorted(obs.hand, key=hand_order) if hand is None else list(hand)

    def who(self, seat: int, *, start: bool = True) -> str:
        """How a seat is called at the start of a sentence (``start``) or within one."""
        if seat == self.obs.player and not self.demo:
            return tr("You") if start else tr("you")
        return self.names[seat]

    def whose(self, seat: int) -> str:
        if seat == self.obs.player and not self.demo:
            return tr("Your")
        return tr("{name}'s").format(name=self.names[seat])

    # ------------------------------------------------------------------ the parts
    def hand(self) -> str:
        cards = self.hand_order
        me = self.obs.player
        if not cards:
            return tr("{whose} hand is empty.").format(whose=self.whose(me))
        return tr_plural("{whose} hand, {count} card: {cards}.",
                         "{whose} hand, {count} cards: {cards}.", len(cards)).format(
            whose=self.whose(me), count=len(cards), cards=spoken_cards(cards))

    def opponent_hand(self, seat: int | None = None) -> str:
        """How many concealed cards the opponent holds (``seat``: that other player, at a
        table of three or four)."""
        if seat is None or not self.obs.concealed_counts:
            seat, count = self.obs.opponent, self.obs.opponent_concealed
        else:
            count = self.obs.concealed_counts[seat]
        return tr_plural("{name} holds {count} card.", "{name} holds {count} cards.",
                         count).format(name=self.names[seat], count=count)

    def _others(self) -> list[int]:
        """The other seats, clockwise from the viewer's left."""
        n, me = self.obs.players, self.obs.player
        return [(me + k) % n for k in range(1, n)]

    def trick(self) -> str:
        obs = self.obs
        if not obs.trick:
            return tr("Trick: no card played yet.")
        leader = obs.leader
        text = tr("Trick: {who} led the {card}").format(who=self.who(leader, start=False),
                                                       card=spoken_card(obs.trick[0]))
        for k, card in enumerate(obs.trick[1:], 1):
            seat = (leader + k) % obs.players
            text += tr(", {who} played the {card}").format(who=self.who(seat, start=False),
                                                          card=spoken_card(card))
        return text + "."

    def last_trick(self) -> str:
        if not self.obs.tricks:
            return ""
        leader, cards, winner = self.obs.tricks[-1]
        played = [tr("{who} led the {card}").format(who=self.who(leader, start=False),
                                                   card=spoken_card(cards[0]))]
        for k, card in enumerate(cards[1:], 1):
            seat = (leader + k) % self.obs.players
            played.append(tr("{who} played the {card}").format(who=self.who(seat, start=False),
                                                              card=spoken_card(card)))
        return tr("Last trick: {play}; {who} won it.").format(
            play=", ".join(played), who=self.who(winner, start=False))

    def stock(self) -> str:
        obs = self.obs
        parts: list[str] = []
        if obs.stock_face_down or obs.turnup is not None:
            parts.append(stock_words(obs.stock_face_down))
        else:
            parts.append(tr("The stock is empty: the last tricks"))
        if obs.turnup is not None:
            parts.append(tr("turn-up {card}").format(card=spoken_card(obs.turnup)))
        if obs.trump is None:
            parts.append(tr("trumps not yet fixed"))
        else:
            parts.append(tr("trumps {suit}").format(suit=suit_word(SUITS[obs.trump])))
        return ", ".join(parts) + "."

    def score(self) -> str:
        obs = self.obs
        if obs.players != 2:
            return self._multi_score()
        order = (obs.player, obs.opponent)
        if obs.variant.single_deal:
            points = obs.deal_points
            return tr("Score this deal: {a} {a_points}, {b} {b_points}.").format(
                a=self.who(order[0]), a_points=points[order[0]], b=self.who(order[1]),
                b_points=points[order[1]])
        game, deal = obs.game_points, obs.deal_points
        return tr("Score: {a} {a_points}, {b} {b_points}; this deal {a_deal} to "
                  "{b_deal}.").format(a=self.who(order[0]), a_points=game[order[0]],
                                      b=self.who(order[1]), b_points=game[order[1]],
                                      a_deal=deal[order[0]], b_deal=deal[order[1]])

    def _multi_score(self) -> str:
        """The scores at a table of three or four: the game by side, this deal by player."""
        obs = self.obs
        variant = obs.variant
        game = ", ".join(
            "{who} {points}".format(
                who=tr(" and ").join(self.who(p, start=False) for p in side),
                points=obs.game_points[index])
            for index, side in enumerate(variant.sides))
        deal = ", ".join(f"{self.who(p, start=False)} {obs.deal_points[p]}"
                         for p in range(obs.players))
        return _capital(tr("Score: {game}; this deal: {deal}.").format(game=game, deal=deal))

    def declared(self, seat: int) -> str:
        """The cards ``seat`` has declared and that lie on the table, meld by meld."""
        obs = self.obs
        table = set(obs.tables[seat])
        if not table:
            return tr("{whose} table: no declared cards.").format(whose=self.whose(seat))
        parts: list[str] = []
        placed: set[int] = set()
        for meld, pending in ([(m, False) for m in obs.scored[seat]]
                              + [(m, True) for m in obs.pending[seat]]):
            cards = [c for c in _meld_order(meld) if c in table]
            if not cards:
                continue
            placed.update(cards)
            text = tr("{meld} ({cards})").format(meld=meld_words(meld.name_code(obs.trump)),
                                                 cards=spoken_cards(cards))
            if pending:
                text += tr(", still to score")
            parts.append(text)
        rest = [c for c in obs.tables[seat] if c not in placed]
        if rest:
            parts.append(tr("also {cards}").format(cards=spoken_cards(rest)))
        return tr("{whose} table: {melds}.").format(whose=self.whose(seat),
                                                   melds="; ".join(parts))

    # ------------------------------------------------------------------ together
    def lines(self) -> list[str]:
        """Every part, one sentence each: the hand first, then the trick, the stock, both
        tables, the scores."""
        me, opp = self.obs.player, self.obs.opponent
        if self.obs.players != 2:
            others: list[str] = []
            for seat in self._others():
                others += [self.declared(seat), self.opponent_hand(seat)]
            lines = [self.hand(), self.trick(), self.last_trick(), self.stock(), *others,
                     self.declared(me), self.score()]
            return [line for line in lines if line]
        lines = [self.hand(), self.trick(), self.last_trick(), self.stock(),
                 self.declared(opp), self.opponent_hand(), self.declared(me), self.score()]
        return [line for line in lines if line]

    def description(self) -> str:
        return "\n".join(self.lines())


def _meld_order(meld: Meld) -> list[int]:
    return sorted(meld.cards, key=lambda c: (-rank_of(c), suit_of(c), c >> 5))


class SpokenLabel(QLabel):
    """A label whose accessible name is its text with the cards in words (the status bar:
    screen readers read ``king of hearts``, not ``K`` and a symbol): give it a
    :class:`~bezique_qt.words.caption.Caption` where the text names cards."""

    def setText(self, text: str) -> None:
        self.setTextFormat(Qt.TextFormat.PlainText)  # sentences name the players: no markup
        super().setText(text)
        self.setAccessibleName(spoken_text(text))


class TableNarrator(QObject):
    """Keeps the table view's accessible name and description up to date.

    The name says what to do now (the table's prompt), or which card (or declaration) the
    keyboard focus is on; the description is the whole table in words (:class:`TableWords`).
    Call :meth:`update` when the table has changed; the focus is followed by itself.
    """

    def __init__(self, view: TableView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.scene: TableScene = view.table
        self._obs: Observation | None = None
        self._names: tuple[str, ...] = ("", "")
        self._demo = False
        view.setAccessibleName(tr("Card table"))
        self.scene.focus_moved.connect(lambda _card: self.update_name())
        self.scene.panel.focus_moved.connect(lambda _index: self.update_name())

    @property
    def name(self) -> str:
        """The view's accessible name now."""
        return self.view.accessibleName()

    @property
    def description(self) -> str:
        """The view's accessible description now."""
        return self.view.accessibleDescription()

    def update(self, obs: Observation | None, names: Sequence[str], *,
               demo: bool = False) -> None:
        """Describe ``obs``, the viewer's observation (None: no game yet)."""
        self._obs = obs
        self._names = tuple(names)
        self._demo = demo
        if obs is None:
            description = ""
        else:
            hand: list[int] | None = self.scene.hand_in_order()
            if hand is not None and sorted(hand) != sorted(obs.hand):
                hand = None  # the table is still catching up: say the game as it is
            description = TableWords(obs, self._names, demo=demo, hand=hand).description()
        if description != self.view.accessibleDescription():
            self.view.setAccessibleDescription(description)
        self.update_name()

    def update_name(self) -> None:
        """Say what has the keyboard focus (a card, a declaration) or, with nothing focused,
        what to do now."""
        name = self._focus_words() or self._prompt_words()
        if name != self.view.accessibleName():
            self.view.setAccessibleName(name)

    def _prompt_words(self) -> str:
        prompt = self.scene.prompt.text
        if not prompt:
            return tr("Card table")
        return tr("Card table: {prompt}").format(prompt=spoken_text(prompt))

    def _focus_words(self) -> str:
        panel = self.scene.panel
        buttons = panel.buttons
        if panel.isVisible() and 0 <= panel.focus_index < len(buttons):
            button = buttons[panel.focus_index]
            choice = spoken_text(button.caption)
            if button.points:
                points = button.points.lstrip("+")
                choice = tr("{choice}, {points}").format(
                    choice=choice,
                    points=points_words(int(points)) if points.isdigit() else points)
            return tr("Choice {n} of {count}: {choice}").format(
                n=panel.focus_index + 1, count=len(buttons), choice=choice)
        card = self.scene.focus_card
        cards = self.scene.my_cards_in_order()
        if card is None or card not in cards:
            return ""
        picture = self.scene.picture
        where = (tr("on your table") if card in picture.tables[picture.viewer]
                 else tr("in your hand"))
        text = tr("{card}, {where}, {n} of {count}").format(
            card=_capital(spoken_card(card)), where=where, n=cards.index(card) + 1,
            count=len(cards))
        marks = self.scene.playable_marks
        if marks is not None:
            text += tr(", playable") if card in marks else tr(", cannot be played now")
        return text
