"""The game state: one :class:`GameState` holds a whole game, its deals and their state.

One :class:`GameState` holds a whole game.  Players act through :meth:`GameState.apply`; the
deal, the draws and the turn-up are engine steps driven by the seed or the explicit deck order,
so a game record (variant, seed or decks, actions) replays exactly.

The declaration act (SPEC §2.4) is a sequence of small steps for the winner of a phase-1 trick:
``announce`` melds (their concealed cards go to the table), ``score`` one meld (announced now or
"to score" from earlier), ``exchange``/``show`` a seven of trumps, then ``done`` and the draws
follow.  An act that announces anything must score one meld before ``done``.

Its parts are modules of their own, each a set of functions taking the state: :mod:`.dealing`
(seals, the cut, the deal, the six-pack's guess), :mod:`.legality` (the legal actions by step
and the check with its reason), :mod:`.declaring` (what may be announced and scored, and why
not), :mod:`.deal_steps` (what each action does: a card played, the trick, the melds, the
sevens, carte blanche, the act finished, the last tricks, the deal's end) and :mod:`.points`
(points entered, the game's end).  The class keeps the fields, the copies and undo, and the
entry points (:meth:`GameState.apply`, :meth:`GameState.apply_fast`, ...), several of them
those functions themselves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from . import deal_steps, dealing, declaring, legality, points
from .actions import PLAY, Action
from .cards import card_str, full_deck, kind_of, parse_card
from .deal_steps import play_card, step
from .dealing import choose_first_dealer, clear_act, seal_deal, start_deal
from .errors import IllegalAction
from .events import Event
from .fields import GameFields
from .legality import check
from .melds import MARRIAGE, SEQUENCE, Meld
from .rules import phase2_legal, trick_winner
from .seals import Seal
from .step import (
    GUESS_SIZES,
    PACKET_WEIGHTS,
    STEP_DEAL_OVER,
    STEP_DECLARE,
    STEP_GAME_OVER,
    STEP_GUESS,
    STEP_PLAY,
    Step,
)
from .variants import Variant

if TYPE_CHECKING:
    from .observation import Observation


class DealCopy(NamedTuple):
    """Fresh copies of a deal's moving parts, for a fast path that plays it on without checks
    (:meth:`GameState.deal_copy`); the variant's rules are in :mod:`bezique_qt.engine.rules`."""

    hands: list[list[int]]  # each player's cards, concealed then on the table
    tabs: list[set[int]]  # each player's cards on the table
    pending: list[list[Meld]]  # claims kept to score
    stock: list[int]  # drawn from the end
    turnup: int | None
    trump: int | None
    phase: int
    leader: int
    to_act: int | None
    trick: list[int]
    points: list[int]
    brisques: list[int]
    cb: list[int]
    cb_show: list[int | None]
    dix_exchanged: bool
    sevens_scored: set[int]


class GameState(GameFields):
    """A whole game of Bezique for two, three or four players under one :class:`Variant`.

    Players are numbered in playing order: each plays after the one before him, and after the
    last comes player 0 again (to the left, clockwise).  ``game_points`` and ``winner`` are
    per side (:attr:`Variant.sides`): the players themselves except with partners, where side
    0 is players 0 and 2 and side 1 players 1 and 3.  Everything else is per player.

    Create with :meth:`new_game` (seed and/or explicit deck orders) or :meth:`from_position`.
    """

    __slots__ = ()  # (the fields are those of GameFields)

    @classmethod
    def new_game(cls, variant: Variant, seed: int | str | None = None, *,
                 decks: Sequence[Sequence[int]] | None = None, first_dealer: int | None = None,
                 names: Sequence[str] | None = None,
                 seals: Sequence[Seal | None] = (), sealing: bool = True) -> GameState:
        """Start a game and its first deal.

        Deal ``n`` (from 0) uses ``decks[n]`` when given, else a shuffle seeded by its seal's
        seed (``seals[n]`` when given, see :mod:`.seals`); a deal with no seal yet is sealed as
        it starts, with ``seed`` or, without one, a fresh seed of its own for every deal (unless
        ``sealing`` is false: see :func:`~.record.replay`).

        A deck order lists every card from the top of the pack: cards are dealt from the top
        in packets, non-dealer first (3-2-3: non-dealer 3, dealer 3, non-dealer 2, dealer 2,
        non-dealer 3, dealer 3; with three or four players each round of packets goes from the
        dealer's left round to the dealer), then the turn-up (if the variant has one), and the
        rest is the stock, whose first card is drawn first.  ``first_dealer`` (a player) skips
        the cut.
        """
        st = cls(variant)
        st.seed = seed  # None and no decks: every deal gets a fresh seed, sealed as it starts
        st.seals = list(seals)
        st.sealing = sealing
        if decks:
            for i, d in enumerate(decks):
                if sorted(d) != full_deck(variant.packs):
                    raise ValueError(f"deck {i + 1} is not exactly {variant.packs} full packs")
            st.decks = [list(d) for d in decks]
        if names is not None:
            st.names = list(names)
        seal_deal(st)  # the cut comes from the first deal's seed when the game has none
        if first_dealer is None:
            first_dealer = choose_first_dealer(st)
        if first_dealer not in range(variant.players):
            raise ValueError(f"first_dealer must be a player from 0 to {variant.players - 1}")
        st.first_dealer = first_dealer
        st.dealer = first_dealer
        start_deal(st)
        return st

    def next_deal(self, *, undoable: bool = True) -> list[Event]:
        """Start the next deal after a finished one (an engine step, not a player action);
        ``undoable=False``, as for :meth:`apply`, where no move is ever taken back."""
        if self.step != STEP_DEAL_OVER:
            raise IllegalAction("NOT_DEAL_OVER", "the game is over" if self.over
                                else "the deal is not over yet")
        if undoable:
            self._push_undo()
        self.sink = []
        if self.variant.next_dealer == "last_trick_winner" and self.last_trick_winner is not None:
            self.dealer = self.last_trick_winner
        else:
            self.dealer = (self.dealer + 1) % self.variant.players  # in turn, to the left
        self.deal_index += 1
        start_deal(self)
        out, self.sink = self.sink, None
        return out

    # ------------------------------------------------------------------ positions
    @classmethod
    def from_position(cls, variant: Variant, *, trump: int | None,
                      hands: Sequence[dict[str, Any]], to_act: int = 0,
                      step: Step = STEP_DECLARE, stock: Sequence[int] = (),
                      turnup: int | None = None, played: Iterable[int] = (),
                      phase: int = 1, leader: int | None = None, dealer: int = 1,
                      dix_exchanged: bool = False, exchanged: int | None = None,
                      dix_action: bool = False) -> GameState:
        """Set up a position (for tests, puzzles, rule cases).

        ``hands[p]`` has ``concealed``, ``table``, ``scored`` and ``pending`` (cards / melds).
        With ``step='declare'`` player ``to_act`` has just won a phase-1 trick and not drawn.
        Cards not placed anywhere count as played earlier unless they are in ``stock``.
        """
        st = cls(variant)
        st.trump = trump
        st.dealer = dealer
        st.phase = phase
        st.turnup = turnup
        st.stock = list(stock)[::-1]
        if len(hands) != variant.players:
            raise ValueError(f"a position of this game has {variant.players} hands")
        for p, h in enumerate(hands):
            st.concealed[p] = list(h.get("concealed", ()))
            st.table[p] = list(h.get("table", ()))
            st.scored[p] = list(h.get("scored", ()))
            st.pending[p] = list(h.get("pending", ()))
        placed = set(st.stock) | {c for p in range(variant.players)
                                  for c in st.concealed[p] + st.table[p]}
        if turnup is not None:
            placed.add(turnup)
        st.played = set(played) | (set(full_deck(variant.packs)) - placed)
        st.step = step
        st.to_act = to_act
        st.leader = to_act if leader is None else leader
        st.dix_exchanged = dix_exchanged
        if exchanged is not None:
            st.act_exchanged = exchanged
            st.act_dix = dix_action
            st.dix_exchanged = True
        elif dix_action:
            st.act_dix = True
        st.trick_no = 1 if step == STEP_DECLARE else 0
        return st

    @classmethod
    def from_observation(cls, obs: Observation, opponent_hand: Sequence[int],
                         stock: Sequence[int]) -> GameState:
        """A whole position that ``obs``'s player could be in: everything ``obs`` shows, with
        the opponent's concealed hand ``opponent_hand`` (its known cards among them) and the
        face-down stock ``stock`` (the next card drawn is ``stock[-1]``).

        The world gives back ``obs``: ``world.observation(obs.player)`` lists the same content
        and the same choices.  Raises ``ValueError`` when the hidden cards do not fit (the hand
        must hold ``obs.opponent_known`` and, with the stock, every card of ``obs.unseen``).
        For many guesses at the same observation, build one world and use :meth:`with_hidden`.
        """
        from .world import from_observation

        return from_observation(obs, opponent_hand, stock)

    def with_hidden(self, player: int, concealed: Sequence[int],
                    stock: Sequence[int]) -> GameState:
        """A copy of this position in which ``player`` holds ``concealed`` hidden in hand and the
        stock is ``stock`` (next card drawn last): another guess at the hidden cards.

        Unchecked, for speed in search: the cards must be those the two replace, in any order.
        """
        other = self.clone()
        other.concealed[player] = list(concealed)
        other.stock = list(stock)
        return other

    @classmethod
    def from_observation_hands(cls, obs: Observation, hands: Mapping[int, Sequence[int]],
                               stock: Sequence[int]) -> GameState:
        """:meth:`from_observation` for any number of players: ``hands`` gives every other
        player's concealed hand (his known cards among them), ``stock`` the face-down stock."""
        from .world import from_observation_hands

        return from_observation_hands(obs, hands, stock)

    def with_hidden_hands(self, hands: Mapping[int, Sequence[int]],
                          stock: Sequence[int]) -> GameState:
        """:meth:`with_hidden` for several players at once: a copy in which each player of
        ``hands`` holds those concealed cards and the stock is ``stock``.  Unchecked, like
        :meth:`with_hidden`."""
        other = self.clone()
        for p, cards in hands.items():
            other.concealed[p] = list(cards)
        other.stock = list(stock)
        return other

    def fresh_act(self, player: int) -> GameState:
        """A copy of this position with ``player`` about to declare and nothing announced,
        scored, laid or exchanged yet in the act: what ``player`` could declare on winning the
        current trick.  Whether this is the last trick of the stock is kept."""
        other = self.clone()
        clear_act(other)
        other.to_act = player
        return other

    def swap_next_draws(self, depth: int = 1) -> None:
        """Exchange the top card of the stock with the one ``depth`` below it (the next two
        cards by default; when the stock has them): in a world whose stock order was guessed,
        lets a search give each player a fixed sequence of future cards."""
        if len(self.stock) > depth:
            self.stock[-1], self.stock[-1 - depth] = self.stock[-1 - depth], self.stock[-1]

    # ------------------------------------------------------------------ undo / clone
    _COPY = ("deal_index", "dealer", "cut", "stock", "turnup", "trump", "phase", "step",
             "to_act", "leader", "trick", "trick_no", "tricks", "won", "played", "scored",
             "pending", "known", "act_laid", "act_announced", "act_scored", "act_dix",
             "act_exchanged", "act_last_stock", "dix_exchanged", "sevens_scored", "sevens_by",
             "cb", "cb_show", "deal_points", "brisques", "game_points", "history", "deal_results",
             "last_trick_winner", "winner", "concealed", "table", "deal_start_actions",
             "act_partner", "p2_first")

    def _snapshot(self) -> tuple[Any, ...]:
        return (
            self.deal_index, self.dealer, self.cut, self.stock[:], self.turnup, self.trump,
            self.phase, self.step, self.to_act, self.leader, self.trick[:], self.trick_no,
            self.tricks[:], [w[:] for w in self.won], set(self.played),
            [s[:] for s in self.scored], [s[:] for s in self.pending],
            [set(k) for k in self.known], set(self.act_laid), self.act_announced[:],
            self.act_scored, self.act_dix, self.act_exchanged, self.act_last_stock,
            self.dix_exchanged, set(self.sevens_scored), self.sevens_by[:], self.cb[:],
            self.cb_show[:], self.deal_points[:], self.brisques[:], self.game_points[:],
            self.history[:], self.deal_results[:], self.last_trick_winner, self.winner,
            [c[:] for c in self.concealed], [t[:] for t in self.table],
            self.deal_start_actions, self.act_partner, self.p2_first,
        )

    def _restore(self, snap: tuple[Any, ...]) -> None:
        for name, value in zip(self._COPY, snap, strict=True):
            object.__setattr__(self, name, value)

    def _push_undo(self) -> None:
        self._undo.append((self._snapshot(), len(self.actions)))

    def can_undo(self) -> bool:
        return bool(self._undo)

    def seat_player(self, seat: int, name: str) -> None:
        """Name the player at ``seat`` (a person taking a seat of a table that was set up
        before they came)."""
        self.names[seat] = name

    def undo(self) -> None:
        """Take back the last action (or :meth:`next_deal`)."""
        if not self._undo:
            raise IllegalAction("NOTHING_TO_UNDO", "there is nothing to take back")
        snap, n = self._undo.pop()
        self._restore(snap)
        del self.actions[n:]

    def deal_copy(self) -> DealCopy:
        """The deal's moving parts as fresh copies (:class:`DealCopy`): the state a fast
        playout starts from, leaving this one unchanged."""
        ps = range(self.variant.players)
        return DealCopy(
            [self.concealed[p] + self.table[p] for p in ps], [set(self.table[p]) for p in ps],
            [list(self.pending[p]) for p in ps], self.stock[:], self.turnup,
            self.trump, self.phase, self.leader, self.to_act, self.trick[:],
            self.deal_points[:], self.brisques[:], self.cb[:], self.cb_show[:],
            self.dix_exchanged, set(self.sevens_scored))

    def clone(self, *, keep_undo: bool = False) -> GameState:
        """An independent copy (without the undo stack unless asked), for search and tests.

        Every field is set here directly, copied as deep as :meth:`_snapshot` copies it (the
        cards, melds and entries inside are immutable and shared): a search clones a state for
        every simulation, and building an empty state first and then restoring a snapshot into
        it took about twice as long (a test checks the copy against :meth:`signature`)."""
        other = object.__new__(GameState)
        other.variant = self.variant
        other.seed = self.seed
        other.decks = self.decks
        other.seals = self.seals[:]
        other.sealing = self.sealing
        other.names = self.names[:]
        other.deal_index = self.deal_index
        other.dealer = self.dealer
        other.first_dealer = self.first_dealer
        other.cut = self.cut
        other.concealed = [c[:] for c in self.concealed]
        other.table = [t[:] for t in self.table]
        other.stock = self.stock[:]
        other.turnup = self.turnup
        other.trump = self.trump
        other.phase = self.phase
        other.step = self.step
        other.to_act = self.to_act
        other.leader = self.leader
        other.trick = self.trick[:]
        other.trick_no = self.trick_no
        other.tricks = self.tricks[:]
        other.won = [w[:] for w in self.won]
        other.played = set(self.played)
        other.scored = [s[:] for s in self.scored]
        other.pending = [s[:] for s in self.pending]
        other.known = [set(k) for k in self.known]
        other.act_laid = set(self.act_laid)
        other.act_announced = self.act_announced[:]
        other.act_scored = self.act_scored
        other.act_dix = self.act_dix
        other.act_exchanged = self.act_exchanged
        other.act_last_stock = self.act_last_stock
        other.dix_exchanged = self.dix_exchanged
        other.sevens_scored = set(self.sevens_scored)
        other.sevens_by = self.sevens_by[:]
        other.cb = self.cb[:]
        other.cb_show = self.cb_show[:]
        other.deal_points = self.deal_points[:]
        other.brisques = self.brisques[:]
        other.game_points = self.game_points[:]
        other.history = self.history[:]
        other.deal_results = self.deal_results[:]
        other.last_trick_winner = self.last_trick_winner
        other.winner = self.winner
        other.actions = self.actions[:]
        other._undo = self._undo[:] if keep_undo else []
        other.sink = None
        other.deal_start_actions = self.deal_start_actions
        other.act_partner = self.act_partner
        other.p2_first = self.p2_first
        return other

    def signature(self) -> tuple[Any, ...]:
        """Everything that defines the position, in a comparable form (for tests)."""
        s = self._snapshot()
        return tuple(
            tuple(sorted(x)) if isinstance(x, set) else
            tuple(tuple(sorted(y)) if isinstance(y, set) else
                  tuple(y) if isinstance(y, list) else y for y in x) if isinstance(x, list)
            else x for x in s)

    # ------------------------------------------------------------------ the rules asked
    # The questions a table, a player or a search asks of the game are the functions of the
    # modules that answer them, taking the state as their first argument: as methods here they
    # cost no call more than the functions themselves (a search asks them at every step).
    seal = dealing.seal
    deck_for_deal = dealing.deck_for_deal
    meld_cards = declaring.meld_cards
    announce_reasons = declaring.announce_reasons
    score_reasons = declaring.score_reasons
    allowed_before_side_rules = declaring.allowed_before_side_rules
    legal_melds = declaring.legal_melds
    first_announceable = declaring.first_announceable
    scorable_melds = declaring.scorable_melds
    scores_left = declaring.scores_left
    may_end_act = declaring.may_end_act
    legal_actions = legality.legal_actions
    playable = legality.playable
    special_play_action = legality.special_play_action
    special_declare_action = legality.special_declare_action
    declaration_possible = legality.declaration_possible
    playing_pair = deal_steps.playing_pair
    rubicon_points = points.rubicon_points
    game_computation = points.game_computation
    tied_at_target = property(points.tied_at_target)

    def explain(self, action: Action | str) -> str | None:
        """Why ``action`` (an :class:`Action` or its text) is illegal now, as a sentence (None
        if it is legal); for text that is no action, the sentence saying why."""
        try:
            check(self, self._action(action))
        except IllegalAction as e:
            return e.message
        return None

    def is_legal(self, action: Action | str) -> bool:
        return self.explain(action) is None

    def _action(self, action: Action | str) -> Action:
        """``action``, read from its text when it is text; :class:`IllegalAction` (code
        ``PARSE``) with the parser's sentence when it cannot be read."""
        if isinstance(action, Action):
            return action
        if not isinstance(action, str):
            raise IllegalAction("PARSE", f"{action!r} is not an action")
        try:
            return Action.parse(action, self.variant.packs)
        except ValueError as e:
            raise IllegalAction("PARSE", str(e)) from None

    # ------------------------------------------------------------------ applying actions
    def apply(self, action: Action | str, *, undoable: bool = True) -> list[Event]:
        """Check and apply ``action`` (an :class:`Action` or its text) for the player to act.

        Returns the events it caused.  Raises :class:`IllegalAction` with a reason code and a
        sentence if the rules forbid it; the state is then unchanged.
        """
        action = self._action(action)
        check(self, action)
        return self._apply_as_recorded(action, undoable=undoable)

    def _apply_as_recorded(self, action: Action, *, undoable: bool) -> list[Event]:
        """Apply ``action`` as :meth:`apply` does once it has checked it; called unchecked only
        to replay an announcement that an earlier version of the rules allowed (see
        ``record.replay``)."""
        if undoable:
            self._push_undo()
        self.sink = []
        step(self, action)
        self.actions.append(action)
        out, self.sink = self.sink, None
        return out

    def apply_fast(self, action: Action) -> None:
        """Apply an action known to be legal: no check, no events, no undo (for playouts)."""
        if action.kind == PLAY:  # (most actions: the step of _do spared)
            p = self.to_act
            assert p is not None
            play_card(self, p, action.card_of_play())
        else:
            step(self, action)
        self.actions.append(action)

    # ------------------------------------------------------------------ text
    def observation(self, player: int) -> Observation:
        """What ``player`` has seen (see :mod:`observation`)."""
        from .observation import observe
        return observe(self, player)

    def describe_card(self, card: int) -> str:
        return card_str(card)

    def parse_card(self, text: str) -> int:
        return parse_card(text, self.variant.packs)

    def __repr__(self) -> str:
        return (f"<GameState {self.variant.id} deal {self.deal_index + 1} trick {self.trick_no} "
                f"step {self.step} to_act {self.to_act} points {self.game_points}>")


_PACKET_WEIGHTS = PACKET_WEIGHTS  # (the six-pack's packet sizes, by their older name)

# convenience re-exports for callers that build positions (the steps are defined in .step)
__all__ = ["GUESS_SIZES", "GameState", "DealCopy", "MARRIAGE", "SEQUENCE", "STEP_DEAL_OVER",
           "STEP_DECLARE", "STEP_GAME_OVER", "STEP_GUESS", "STEP_PLAY", "Step", "kind_of",
           "phase2_legal", "trick_winner"]
