"""The game state: deals, tricks, the declaration act, scoring, the game across deals.

One :class:`GameState` holds a whole game.  Players act through :meth:`GameState.apply`; the
deal, the draws and the turn-up are engine steps driven by the seed or the explicit deck order,
so a game record (variant, seed or decks, actions) replays exactly.

The declaration act (SPEC §2.4) is a sequence of small steps for the winner of a phase-1 trick:
``announce`` melds (their concealed cards go to the table), ``score`` one meld (announced now or
"to score" from earlier), ``exchange``/``show`` a seven of trumps, then ``done`` and the draws
follow.  An act that announces anything must score one meld before ``done``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple

from . import events as ev
from .actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    DONE_ACTION,
    EXCHANGE,
    GUESS,
    PASS,
    PASS_ACTION,
    PLAY,
    SCORE,
    SHOW_SEVEN,
    Action,
)
from .cards import (
    SEVEN,
    card_str,
    full_deck,
    kind_of,
    parse_card,
    pretty,
    rank_of,
    suit_of,
)
from .errors import IllegalAction
from .events import Event, ScoreEntry
from .kernel import OccEntry, act_fresh_ok, act_reasons, occupation, reuse_codes
from .kinds import WordEnum
from .melds import (
    BEZIQUE_1,
    BEZIQUE_2,
    MARRIAGE,
    NAME_CODE_WORDS,
    SEQUENCE,
    Meld,
    candidate_melds,
    could_meld,
    fixes_trump_suit,
    meld_value,
    pattern_ok,
)
from .results import DealResult
from .rules import (
    DealRules,
    TrickRules,
    cb_court,
    deal_rules,
    draw_after_trick,
    phase2_legal,
    seven_scores_when_won,
    start_last_tricks,
    trick_brisques,
    trick_winner,
    variant_rules,
)
from .scoring import GameComputation, compute_rubicon
from .seals import Seal, fresh_seed
from .shuffle import DealRandom
from .variants import Variant

if TYPE_CHECKING:
    from .observation import Observation


class Step(WordEnum):
    """What the game waits for (``GameState.step``).  A member is its word (a ``str``), so
    positions and JSON spell it exactly as the plain word."""

    PLAY = "play"
    DECLARE = "declare"
    DEAL_OVER = "deal_over"
    GUESS = "guess"
    GAME_OVER = "game_over"


STEP_PLAY = Step.PLAY
STEP_DECLARE = Step.DECLARE
STEP_DEAL_OVER = Step.DEAL_OVER
STEP_GUESS = Step.GUESS
# six-pack: the dealer lifts a packet meaning to take exactly 24 cards; the non-dealer guesses
# its size.  The lift is a chance step of the deal (sizes 20..28, most often 24).
GUESS_SIZES = tuple(range(20, 29))
_PACKET_WEIGHTS = (1, 2, 3, 4, 5, 4, 3, 2, 1)
STEP_GAME_OVER = Step.GAME_OVER

# the players' names until the table names them: seats in playing order, clockwise (each plays
# after the player on his right, so the deal, the play and the draws go to the left)
DEFAULT_NAMES = {2: ("South", "North"), 3: ("South", "West", "East"),
                 4: ("South", "West", "North", "East")}

# one action per card played, shared (actions are immutable values): see _play_actions
_PLAY_ACTIONS: dict[int, Action] = {}

# the trick rules last asked for: (variant, trump, variant_rules(variant, trump)), one tuple so
# that it is read whole
_RULES_LAST: tuple[Any, ...] = (None, None, None)


def _rules(variant: Variant, trump: int | None) -> tuple[TrickRules, TrickRules]:
    """:func:`variant_rules`, kept for the last variant and trump asked for (a search resolves
    thousands of tricks a second under the same ones)."""
    global _RULES_LAST
    last = _RULES_LAST
    if last[0] is variant and last[1] == trump:
        return last[2]
    rules = variant_rules(variant, trump)
    _RULES_LAST = (variant, trump, rules)
    return rules


_DEAL_RULES_LAST: tuple[Any, Any] = (None, None)


def _deal_rules(variant: Variant) -> DealRules:
    """:func:`deal_rules`, kept for the last variant asked for (hashing a variant for the cache
    of :func:`deal_rules` costs more than resolving a trick)."""
    global _DEAL_RULES_LAST
    if _DEAL_RULES_LAST[0] is not variant:
        _DEAL_RULES_LAST = (variant, deal_rules(variant))
    return _DEAL_RULES_LAST[1]


# the candidate melds of the hands last listed, for one variant: (variant, {(hand, trump):
# melds}); at most _MELDS_KEPT hands
_MELDS_LAST: tuple[Any, dict[tuple[tuple[int, ...], int | None], list[Meld]]] = (None, {})
_MELDS_KEPT = 4096


def _candidates(variant: Variant, hand: list[int], trump: int | None) -> list[Meld]:
    """:func:`candidate_melds`, kept for the hands last asked about (not to be changed): a
    search lists the declarations of the same hand in simulation after simulation."""
    global _MELDS_LAST
    last_variant, kept = _MELDS_LAST
    if last_variant is not variant:
        kept = {}
        _MELDS_LAST = (variant, kept)
    key = (tuple(hand), trump)
    melds = kept.get(key)
    if melds is None:
        if len(kept) >= _MELDS_KEPT:
            kept.clear()
        melds = kept[key] = candidate_melds(variant, hand, trump)
    return melds

# carte blanche state per player
CB_NONE, CB_ELIGIBLE, CB_ACTIVE, CB_ENDED = range(4)


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


class GameState:
    """A whole game of Bezique for two, three or four players under one :class:`Variant`.

    Players are numbered in playing order: each plays after the one before him, and after the
    last comes player 0 again (to the left, clockwise).  ``game_points`` and ``winner`` are
    per side (:attr:`Variant.sides`): the players themselves except with partners, where side
    0 is players 0 and 2 and side 1 players 1 and 3.  Everything else is per player.

    Create with :meth:`new_game` (seed and/or explicit deck orders) or :meth:`from_position`.
    """

    __slots__ = (
        "variant", "seed", "decks", "names", "deal_index", "dealer", "first_dealer", "cut",
        "concealed", "table", "stock", "turnup", "trump", "phase", "step", "to_act", "leader",
        "trick", "trick_no", "tricks", "won", "played", "scored", "pending", "known",
        "act_laid", "act_announced", "act_scored", "act_dix", "act_exchanged", "act_last_stock",
        "dix_exchanged", "sevens_scored", "sevens_by", "cb", "cb_show", "deal_points",
        "brisques", "game_points", "history", "deal_results", "last_trick_winner", "winner",
        "actions", "_undo", "_events", "_deal_start_actions", "act_partner", "p2_first", "seals",
        "sealing",
    )

    # ------------------------------------------------------------------ construction
    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        n = variant.players
        self.seed: int | str | None = None
        self.decks: list[list[int]] = []
        # each deal's seal (None for a deal given as a deck order); never undone, so a deal
        # taken back and dealt again is the same deal
        self.seals: list[Seal | None] = []
        # whether a deal without a seal is sealed as it starts: not while a record replays,
        # whose deals were dealt before (a commitment made now would be made after the fact)
        self.sealing = True
        self.names = list(DEFAULT_NAMES[n])
        self.deal_index = 0
        self.dealer = 0
        self.first_dealer = 0
        self.cut: tuple[int, ...] | None = None
        self.concealed: list[list[int]] = [[] for _ in range(n)]
        self.table: list[list[int]] = [[] for _ in range(n)]
        self.stock: list[int] = []  # face down; the next card drawn is stock[-1]
        self.turnup: int | None = None
        self.trump: int | None = None
        self.phase = 1
        self.step = STEP_PLAY
        self.to_act: int | None = 0
        self.leader = 0
        self.trick: list[int] = []
        self.trick_no = 0
        self.tricks: list[tuple[int, tuple[int, ...], int]] = []  # (leader, cards, winner)
        self.won: list[list[int]] = [[] for _ in range(n)]
        self.played: set[int] = set()
        self.scored: list[list[Meld]] = [[] for _ in range(n)]
        self.pending: list[list[Meld]] = [[] for _ in range(n)]
        self.known: list[set[int]] = [set() for _ in range(n)]
        self.act_laid: set[int] = set()
        self.act_announced: list[Meld] = []
        self.act_scored = 0
        self.act_dix = False
        self.act_exchanged: int | None = None
        self.act_last_stock = False
        self.dix_exchanged = False
        self.sevens_scored: set[int] = set()
        self.sevens_by = [0] * n  # the sevens of trumps scored this deal, per player
        self.cb = [CB_NONE] * n
        self.cb_show: list[int | None] = [None] * n
        self.deal_points = [0] * n  # per player
        self.brisques = [0] * n  # brisque cards won this deal, per player
        self.game_points = [0] * len(variant.sides)  # per side (per player without partners)
        self.history: list[ScoreEntry] = []
        self.deal_results: list[DealResult] = []
        self.last_trick_winner: int | None = None
        self.winner: int | None = None
        self.actions: list[Action] = []
        self._undo: list[tuple[Any, ...]] = []
        self._events: list[Event] | None = None
        self._deal_start_actions = 0
        self.act_partner = False
        # partners playing the last tricks in pairs: the winner of the last stock trick, whose
        # pair (he and his left-hand adversary) plays first (None otherwise)
        self.p2_first: int | None = None

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
        st._seal_deal()  # the cut comes from the first deal's seed when the game has none
        if first_dealer is None:
            first_dealer = st._choose_first_dealer()
        if first_dealer not in range(variant.players):
            raise ValueError(f"first_dealer must be a player from 0 to {variant.players - 1}")
        st.first_dealer = first_dealer
        st.dealer = first_dealer
        st._start_deal()
        return st

    def _rng(self, purpose: str) -> DealRandom:
        """The numbers for one purpose of this game's seed (``cut``, ``deal:<n>``, ``packet:<n>``):
        the engine's own algorithm (:mod:`.shuffle`), so a record deals the same on any Python."""
        return DealRandom(f"bezique:{self.seed if self.seed is not None else 0}:{purpose}")

    def _deal_rng(self, purpose: str, index: int) -> DealRandom:
        """The numbers for one purpose (``deal``, ``packet``) of deal ``index``: from its seal
        (with the deal's number in the game the seed was drawn for), else the game's seed."""
        seal = self.seals[index] if index < len(self.seals) else None
        if seal is None:
            return self._rng(f"{purpose}:{index}")
        return DealRandom(f"bezique:{seal.seed}:{purpose}:{seal.deal - 1}")

    def _seal_deal(self) -> None:
        """Seal the current deal (and any before it without one) unless it is sealed already or
        dealt from a deck order: with the game's seed (and a salt made from it), or a fresh seed
        and salt when the game has none."""
        while len(self.seals) <= self.deal_index:
            index = len(self.seals)
            if index < len(self.decks) or not self.sealing:
                self.seals.append(None)
            else:
                self.seals.append(Seal.new(index + 1, fresh_seed()) if self.seed is None
                                  else Seal.of_given_seed(index + 1, self.seed))

    def seal(self) -> Seal | None:
        """The current deal's seal (None when it is dealt from a deck order)."""
        return self.seals[self.deal_index] if self.deal_index < len(self.seals) else None

    def _choose_first_dealer(self) -> int:
        first = self.seals[0] if self.seed is None and self.seals else None
        rng = self._rng("cut") if first is None else DealRandom(f"bezique:{first.seed}:cut")
        if self.variant.first_dealer == "random":
            return rng.below(self.variant.players)
        # cut for deal: the higher card deals; identical ranks cut again (S000, S001, Law 6)
        deck = full_deck(self.variant.packs)
        n = self.variant.players
        while True:
            cut = rng.sample(deck, n)
            ranks = [rank_of(c) for c in cut]
            top = max(ranks)
            if ranks.count(top) == 1:
                self.cut = tuple(cut)
                return ranks.index(top)

    def deck_for_deal(self, index: int) -> list[int]:
        """The deck order (top first) of deal ``index``."""
        if index < len(self.decks):
            return list(self.decks[index])
        deck = full_deck(self.variant.packs)
        self._deal_rng("deal", index).shuffle(deck)
        return deck

    def _packets(self) -> list[int]:
        v = self.variant
        if v.deal_pattern == "3-2-3" and v.hand_size == 8:
            return [3, 2, 3]
        if v.deal_pattern == "threes" and v.hand_size % 3 == 0:
            return [3] * (v.hand_size // 3)
        return [1] * v.hand_size

    def _start_deal(self) -> None:
        v = self.variant
        self._seal_deal()
        deck = self.deck_for_deal(self.deal_index)
        d = self.dealer
        order = self.order_from(d + 1)  # the dealer's left first, the dealer last
        nd = order[0]
        self.concealed = [[] for _ in order]
        self.table = [[] for _ in order]
        pos = 0
        for n in self._packets():
            for p in order:
                self.concealed[p].extend(deck[pos:pos + n])
                pos += n
        self.turnup = None
        self.trump = None
        if v.has_turn_up:
            self.turnup = deck[pos]
            self.trump = suit_of(self.turnup)
            pos += 1
        self.stock = deck[pos:][::-1]
        self.phase = 1
        self.step = STEP_PLAY
        self.leader = nd
        self.to_act = nd
        self.trick = []
        self.trick_no = 0
        self.tricks = []
        self.won = [[] for _ in order]
        self.played = set()
        self.scored = [[] for _ in order]
        self.pending = [[] for _ in order]
        self.known = [set() for _ in order]
        self._reset_act()
        self.dix_exchanged = False
        self.sevens_scored = set()
        self.sevens_by = [0 for _ in order]
        self.cb_show = [None for _ in order]
        self.deal_points = [0 for _ in order]
        self.brisques = [0 for _ in order]
        self.last_trick_winner = None
        self.p2_first = None
        self._deal_start_actions = len(self.actions)
        self._emit(ev.DEAL_STARTED, d, text=f"deal {self.deal_index + 1}")
        for p in order:
            self._emit(ev.CARDS_DEALT, p, cards=tuple(self.concealed[p]))
        if self.turnup is not None:
            self._emit(ev.TURN_UP, d, card=self.turnup)
            if v.dix_enabled and rank_of(self.turnup) == SEVEN:
                # the dealer scores for a seven turned up (all classic sources)
                self._add_points(d, v.dix_points, ev.S_SEVEN,
                                 f"seven turned up {pretty(self.turnup)}", cards=(self.turnup,),
                                 code=ev.C_SEVEN_TURNED_UP)
        if v.dealer_guess_bonuses:
            self.step = STEP_GUESS
        court = cb_court(v)
        self.cb = [CB_NONE for _ in order]
        if v.carte_blanche != "none":
            for p in order:
                if not any(rank_of(c) in court for c in self.concealed[p]):
                    self.cb[p] = CB_ELIGIBLE

    def next_deal(self, *, undoable: bool = True) -> list[Event]:
        """Start the next deal after a finished one (an engine step, not a player action);
        ``undoable=False``, as for :meth:`apply`, where no move is ever taken back."""
        if self.step != STEP_DEAL_OVER:
            raise IllegalAction("NOT_DEAL_OVER", "the game is over" if self.over
                                else "the deal is not over yet")
        if undoable:
            self._push_undo()
        self._events = []
        if self.variant.next_dealer == "last_trick_winner" and self.last_trick_winner is not None:
            self.dealer = self.last_trick_winner
        else:
            self.dealer = (self.dealer + 1) % self.variant.players  # in turn, to the left
        self.deal_index += 1
        self._start_deal()
        out, self._events = self._events, None
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
        other._clear_act()
        other.to_act = player
        return other

    def swap_next_draws(self, depth: int = 1) -> None:
        """Exchange the top card of the stock with the one ``depth`` below it (the next two
        cards by default; when the stock has them): in a world whose stock order was guessed,
        lets a search give each player a fixed sequence of future cards."""
        if len(self.stock) > depth:
            self.stock[-1], self.stock[-1 - depth] = self.stock[-1 - depth], self.stock[-1]

    # ------------------------------------------------------------------ small helpers
    @property
    def players(self) -> int:
        return self.variant.players

    def order_from(self, first: int) -> list[int]:
        """Every player once in playing order (to the left), starting with ``first``."""
        n = self.variant.players
        return [(first + i) % n for i in range(n)]

    def partner(self, player: int) -> int | None:
        """``player``'s partner (None without partnerships)."""
        return (player + 2) % 4 if self.variant.partnerships else None

    def side_points(self) -> list[int]:
        """This deal's points per side (:attr:`Variant.sides`)."""
        return [sum(self.deal_points[p] for p in side) for side in self.variant.sides]

    def hand(self, player: int) -> list[int]:
        """A player's hand: concealed cards and table (declared) cards."""
        return self.concealed[player] + self.table[player]

    def _partner_table(self, player: int) -> list[int]:
        """The partner's table cards ``player`` may build on (SPEC §8; empty without the
        switch ``partnership_build_on_partner``)."""
        v = self.variant
        if v.partnerships and v.partnership_build_on_partner:
            return self.table[(player + 2) % 4]
        return []

    def meld_cards(self, player: int) -> list[int]:
        """The cards ``player`` may declare with: his hand, and with partners who build on
        each other's declarations, his partner's table cards."""
        return self.concealed[player] + self.table[player] + self._partner_table(player)

    def _declared(self, player: int) -> list[Meld]:
        """The scored and pending melds the re-use rules hold ``player``'s declarations to: his
        own, and with partners his partner's too, for as long as they are scored or pending,
        whether or not any card of them is still on the partner's table (SPEC §2.3, §13; a
        combination the partner could not legally declare is refused, BIC-4)."""
        own = self.scored[player] + self.pending[player]
        if self.variant.partnerships:
            q = (player + 2) % 4
            return own + self.scored[q] + self.pending[q]
        return own

    def _scored_pool(self, player: int) -> list[Meld]:
        """The scored melds of :meth:`_declared`."""
        if self.variant.partnerships:
            return self.scored[player] + self.scored[(player + 2) % 4]
        return self.scored[player]

    def _partner_reasons(self, player: int, meld: Meld) -> list[str]:
        """Building on a partner's cards (SPEC §8): a declaration holds a card of the player's
        own hand, and a double or higher bezique is from one hand unless the switch
        ``partnership_bezique_from_both_hands`` is on."""
        extra = self._partner_table(player)
        if not extra or not any(c in extra for c in meld.cards):
            return []
        own = set(self.concealed[player]) | set(self.table[player])
        if own.isdisjoint(meld.cards):
            return ["PARTNER_OWN"]
        if (meld.type.startswith("BEZIQUE_") and meld.type != "BEZIQUE_1"
                and not self.variant.partnership_bezique_from_both_hands):
            return ["PARTNER_BEZIQUE"]
        return []

    @property
    def over(self) -> bool:
        return self.step == STEP_GAME_OVER

    @property
    def deal_over(self) -> bool:
        return self.step in (STEP_DEAL_OVER, STEP_GAME_OVER)

    def stock_size(self) -> int:
        """Cards still to be drawn, the turn-up included."""
        return len(self.stock) + (self.turnup is not None)

    def _emit(self, kind: str, player: int | None = None, **data: Any) -> None:
        if self._events is not None:
            self._events.append(Event(kind, player, **data))

    def _clear_act(self) -> None:
        """Nothing announced, scored, laid or exchanged yet in the act."""
        self.act_laid = set()
        self.act_announced = []
        self.act_scored = 0
        self.act_dix = False
        self.act_exchanged = None

    def _reset_act(self) -> None:
        self._clear_act()
        self.act_last_stock = False
        self.act_partner = False

    def _add_points(self, player: int, points: int, kind: str, label: str, *,
                    meld: Meld | None = None, cards: tuple[int, ...] = (), code: str,
                    count: int = 0) -> None:
        """Score ``points``; ``label`` is the engine's English notation, ``code`` and ``count``
        what the table words (``ScoreEntry``)."""
        if self.step == STEP_GAME_OVER:
            return
        self.deal_points[player] += points
        # a card played to an unfinished trick belongs to that trick's number
        trick = self.trick_no + (1 if self.trick else 0)
        self.history.append(ScoreEntry(self.deal_index + 1, trick, player, kind, points,
                                       label, meld, cards, code, count))
        if self._events is not None:
            self._emit(ev.POINTS, player, cards=cards, points=points, text=label, meld=meld,
                       code=code, count=count)
        v = self.variant
        if v.rubicon_scoring:
            return
        side = v.side_of(player)
        self.game_points[side] += points
        if (v.game_end == "first_to_reach" and v.game_target > 0
                and self.game_points[side] >= v.game_target):
            self._end_game(side, f"{self.names[player]} reached {v.game_target}")

    def _end_game(self, winner: int | None, text: str) -> None:
        self.winner = winner
        self.step = STEP_GAME_OVER
        self.to_act = None
        self._emit(ev.GAME_ENDED, winner, text=text)

    # ------------------------------------------------------------------ undo / clone
    _COPY = ("deal_index", "dealer", "cut", "stock", "turnup", "trump", "phase", "step",
             "to_act", "leader", "trick", "trick_no", "tricks", "won", "played", "scored",
             "pending", "known", "act_laid", "act_announced", "act_scored", "act_dix",
             "act_exchanged", "act_last_stock", "dix_exchanged", "sevens_scored", "sevens_by",
             "cb", "cb_show", "deal_points", "brisques", "game_points", "history", "deal_results",
             "last_trick_winner", "winner", "concealed", "table", "_deal_start_actions",
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
            self._deal_start_actions, self.act_partner, self.p2_first,
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
        other._events = None
        other._deal_start_actions = self._deal_start_actions
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

    # ------------------------------------------------------------------ legality
    def _max_scores(self) -> int:
        v = self.variant
        if v.declarations_scored_per_trick == 0 or (
                self.act_last_stock and v.last_stock_winner_declares_all):
            return 1 << 30
        return v.declarations_scored_per_trick

    def _occupying(self, player: int, card: int, melds: Iterable[Meld]) -> list[Meld]:
        return [o for o in melds if card in o.cards]

    def announce_reasons(self, player: int, meld: Meld) -> list[str]:
        """Every rule code forbidding ``player`` to announce ``meld`` now (empty: legal)."""
        hand = set(self.meld_cards(player))
        if not pattern_ok(self.variant, meld, self.trump) or not set(meld.cards) <= hand:
            return ["V1"]
        return self._rule_reasons(player, meld)

    @staticmethod
    def _meld_index(melds: list[Meld]) -> dict[int, list[int]]:
        """For each card, the positions in ``melds`` of the melds it belongs to (ascending)."""
        index: dict[int, list[int]] = {}
        for i, m in enumerate(melds):
            for c in m.cards:
                index.setdefault(c, []).append(i)
        return index

    def _rule_reasons(self, player: int, meld: Meld, earlier: bool = False) -> list[str]:
        """:meth:`announce_reasons` for a meld known to have its shape and to be in hand (one
        of :func:`candidate_melds`); ``earlier``: as the rules were before SPEC §13 (see
        :meth:`allowed_before_side_rules`)."""
        v = self.variant
        reasons: list[str] = self._partner_reasons(player, meld) if v.partnerships else []
        if (self.act_exchanged is not None and self.act_exchanged in meld.cards
                and not v.exchanged_card_usable_same_turn):
            reasons.append("§2.8")
        if v.dix_counts_as_declaration and self.act_dix:
            reasons.append("§2.8")
        # against the melds declared (R1, R1', R2, R5, F1), a card new when it is not on the
        # player's table (nor his partner's where he builds on it) before this act
        declared = (self.scored[player] + self.pending[player] if earlier
                    else self._declared(player))
        reasons += reuse_codes(occupation(declared), self._old_table(player), self.played,
                               v.reuse_rule == "classic", v.reuse_rule == "rubicon_laws_strict",
                               bool(v.require_fresh_card), meld.type, meld.cards,
                               self._second_double(earlier))
        if v.require_fresh_card:
            reasons += self._fresh_reasons(player, meld)
        # the checks the other way round inside the act come last: where a fresh card is
        # missing too, that is what the player is told first
        reasons += self._act_reasons(player, meld)
        return sorted(set(reasons), key=reasons.index)

    def _act_reasons(self, player: int, meld: Meld) -> list[str]:
        """The re-use rules the other way round inside one act (:func:`.kernel.act_reasons`):
        every announcement of this act is checked against ``meld`` too.  (The checks of
        ``meld`` against them are made with the pending melds, which hold them; F2 is symmetric
        in :meth:`_fresh_reasons`.)"""
        if not self.act_announced:
            return []
        return act_reasons(self.act_announced, self.act_laid, self._declared(player),
                           self.played, self.variant.reuse_rule == "rubicon_laws_strict",
                           meld.type, meld.cards)

    def _fresh_reasons(self, player: int, meld: Meld) -> list[str]:
        """The fresh-card rule between the announcements of one act (F2) for ``meld``."""
        laid_now = self.act_laid | (set(meld.cards) - self._old_table(player))
        if not act_fresh_ok(self.act_announced, laid_now, meld.type, meld.cards):
            return ["F2"]
        return []

    def _old_table(self, player: int) -> set[int]:
        """The cards ``player`` declares with that were on his table (or his partner's) before
        this act: the others in a meld are new (:func:`.kernel.reuse_codes`)."""
        return (set(self.table[player]) | set(self._partner_table(player))) - self.act_laid

    def _second_double(self, earlier: bool = False) -> int:
        """:func:`.kernel.reuse_codes`'s ``second_double``: 0, 1, or 2 with ``earlier``."""
        if not self.variant.second_double_with_used_pair:
            return 0
        return 2 if earlier else 1

    def _announce_ok(self, player: int, meld: Meld, occ: dict[int, list[OccEntry]]) -> bool:
        """``not self._rule_reasons(player, meld)``, with the player's scored and pending melds
        given card by card once (``occ``, :func:`.kernel.occupation`) and stopping at the first
        rule broken: in the multi-pack games a player may have hundreds of melds declared, and
        a declaration lists dozens of candidates (a test checks the two agree)."""
        v = self.variant
        cards = meld.cards
        if v.partnerships and self._partner_reasons(player, meld):
            return False
        if (self.act_exchanged is not None and self.act_exchanged in cards
                and not v.exchanged_card_usable_same_turn):
            return False
        if v.dix_counts_as_declaration and self.act_dix:
            return False
        fresh = bool(v.require_fresh_card)
        old = self._old_table(player)
        if reuse_codes(occ, old, self.played, v.reuse_rule == "classic",
                       v.reuse_rule == "rubicon_laws_strict", fresh, meld.type, cards,
                       self._second_double(), True):
            return False
        if not self.act_announced:
            return True
        if self._act_reasons(player, meld):
            return False
        laid_now = self.act_laid | (set(cards) - old)
        return not fresh or act_fresh_ok(self.act_announced, laid_now, meld.type, cards)

    def score_reasons(self, player: int, meld: Meld, earlier: bool = False) -> list[str]:
        """Every rule code forbidding ``player`` to score ``meld`` now (SPEC §2.4 V4);
        ``earlier``: as the rules were before SPEC §13 (see :meth:`allowed_before_side_rules`).
        """
        v = self.variant
        if meld not in self.pending[player]:
            return ["NOT_PENDING"]
        reasons: list[str] = []
        if self.act_scored >= self._max_scores():
            reasons.append("ONE_SCORE")
        if v.dix_counts_as_declaration and self.act_dix:
            reasons.append("§2.8")
        hand = set(self.meld_cards(player))
        if not set(meld.cards) <= hand:
            reasons.append("V1")
        scored = self.scored[player] if earlier else self._scored_pool(player)
        reasons += reuse_codes(occupation(scored), set(), self.played, v.reuse_rule == "classic",
                               False, False, meld.type, meld.cards, self._second_double(earlier))
        return reasons

    def allowed_before_side_rules(self, action: Action) -> bool:
        """Whether an announcement or a score that the rules refuse now was allowed before SPEC
        §13 settled the rules of three and four hands: judged against the player's own melds
        alone (a partner's then counted only while a card of his was on his table) and with
        a further double on a crossed pair.  Games saved and recorded then replay as they were
        played (``record.replay``)."""
        p = self.to_act
        meld = action.meld
        if p is None or meld is None or self.step != STEP_DECLARE:
            return False
        if action.kind == SCORE:
            return not self.score_reasons(p, meld, earlier=True)
        if action.kind != ANNOUNCE or self.announce_reasons(p, meld) == ["V1"]:
            return False
        return not self._rule_reasons(p, meld, earlier=True)

    def _pending_scorable(self, player: int) -> list[Meld]:
        """The pending melds :meth:`score_reasons` gives no reason against, in their order,
        answered from the scored melds given card by card (:func:`.kernel.occupation`): in the
        multi-pack games hundreds of claims may wait "to score" (a test checks the two agree)."""
        v = self.variant
        pending = self.pending[player]
        if (not pending or self.act_scored >= self._max_scores()
                or (v.dix_counts_as_declaration and self.act_dix)):
            return []
        hand = set(self.meld_cards(player))
        occ = occupation(self._scored_pool(player))
        classic = v.reuse_rule == "classic"
        second = self._second_double()
        no_table: set[int] = set()
        return [m for m in pending if hand.issuperset(m.cards)  # V1; R1, R1', R2
                and not reuse_codes(occ, no_table, self.played, classic, False, False, m.type,
                                    m.cards, second, True)]

    def legal_melds(self, player: int | None = None) -> list[Meld]:
        """Every meld ``player`` (default: the one declaring) may announce now, each copy choice
        listed (unlike :meth:`legal_actions`, which merges interchangeable copies)."""
        p = self.to_act if player is None else player
        if p is None:
            return []
        hand = self.meld_cards(p)
        occ = occupation(self._declared(p))
        return [m for m in candidate_melds(self.variant, hand, self.trump)
                if self._announce_ok(p, m, occ)]

    def first_announceable(self, player: int, melds: Iterable[Meld]) -> Meld | None:
        """The first of ``melds`` that ``player`` may announce now (None: none of them).  The
        melds must come from :func:`candidate_melds` for the player's hand and table, so only
        the declaring rules are left to check; the player's melds are summed up once
        (:func:`.kernel.occupation`), however many candidates are refused before one is allowed."""
        occ: dict[int, list[OccEntry]] | None = None
        for m in melds:
            if occ is None:  # (nothing to sum up when there is no candidate)
                occ = occupation(self._declared(player))
            if self._announce_ok(player, m, occ):
                return m
        return None

    def scorable_melds(self, player: int | None = None) -> list[Meld]:
        """The pending ("to score") claims ``player`` could score in a declaration now."""
        p = self.to_act if player is None else player
        if p is None:
            return []
        saved = self.act_scored
        self.act_scored = 0
        try:
            return self._pending_scorable(p)
        finally:
            self.act_scored = saved

    def _can_exchange(self, player: int, seven: int) -> bool:
        v = self.variant
        if not v.dix_enabled or self.dix_exchanged or self.trump is None:
            return False
        # (rank_of and suit_of spelled out: the playout policy asks at every step)
        if self.turnup is None or self.turnup & 7 == SEVEN or not self.stock:
            return False
        if seven & 7 != SEVEN or (seven >> 3) & 3 != self.trump:
            return False
        if seven not in self.concealed[player]:
            return False
        if v.dix_counts_as_declaration and (self.act_scored or self.act_announced):
            return False
        if self.step == STEP_DECLARE:
            return self.to_act == player
        # any_time_on_lead: the leader, before leading, in phase 1
        return (v.dix_exchange_timing == "any_time_on_lead" and self.step == STEP_PLAY
                and self.phase == 1 and not self.trick and self.to_act == player)

    def _can_show_seven(self, player: int, seven: int) -> bool:
        v = self.variant
        return (v.dix_enabled and v.dix_scores_on == "declare_after_win"
                and self.step == STEP_DECLARE and self.to_act == player
                and self.trump is not None and seven & 7 == SEVEN
                and (seven >> 3) & 3 == self.trump and seven in self.concealed[player]
                and seven not in self.sevens_scored
                and not (v.dix_counts_as_declaration and (self.act_scored or self.act_announced)))

    def _sevens_in_hand(self, player: int) -> list[int]:
        if self.trump is None:
            return []
        k = self.trump * 8 + SEVEN
        return [c for c in self.concealed[player] if c & 31 == k]

    def _card_sig(self, player: int, card: int, index: dict[int, list[int]]
                  ) -> tuple[Any, ...]:
        """What tells ``card`` apart from another copy of it: where it lies, the melds it
        belongs to (positions among the player's scored then pending melds, from their
        :meth:`_meld_index`), whether the opponent has seen it, its part in this act."""
        on_table: bool | int = card in self.table[player]
        if not on_table and self.variant.partnerships and card in self._partner_table(player):
            on_table = 2  # on the partner's table
        occ = tuple(index.get(card, ()))
        return (card & 31, on_table, occ, card in self.known[player], card == self.act_exchanged,
                card == self.cb_show[player])

    def special_play_action(self) -> Action | None:
        """At a card play, the first action that is not a card (carte blanche, exchanging the
        seven) as :meth:`legal_actions` lists them, or None: a cheap question for players that
        take such an action whenever they may."""
        p = self.to_act
        if p is None or self.step != STEP_PLAY:
            return None
        specials = self._play_specials(p)
        return specials[0] if specials else None

    def special_declare_action(self) -> Action | None:
        """In a declaration act, the first exchange or showing of the seven of trumps as
        :meth:`legal_actions` lists them, or None (a cheap question, as
        :meth:`special_play_action`)."""
        p = self.to_act
        if p is None or self.step != STEP_DECLARE or self.trump is None:
            return None
        seven = self.trump * 8 + SEVEN
        for s in self.concealed[p]:  # (the sevens of trumps in hand, as _sevens_in_hand)
            if s & 31 != seven:
                continue
            if self._can_exchange(p, s):
                return Action(EXCHANGE, card=s)
            if self._can_show_seven(p, s):
                return Action(SHOW_SEVEN, card=s)
        return None

    def scores_left(self) -> int:
        """How many more melds may be scored in this declaration act (0: any claim would be
        refused as ONE_SCORE)."""
        return max(0, self._max_scores() - self.act_scored)

    def may_end_act(self) -> bool:
        """Whether the player in a declaration act may end it now (nothing announced is left
        unscored)."""
        return self.step == STEP_DECLARE and self._can_finish()

    def _play_specials(self, p: int) -> list[Action]:
        """The actions other than a card open to ``p`` at a card play, in the listed order
        (copies of the seven not merged).  (A list built without method calls: the playout
        policy asks before every card it chooses, :meth:`special_play_action`.)"""
        out: list[Action] = []
        if self.cb[p] == CB_ELIGIBLE:  # (_cb_can_declare)
            out.append(Action(CARTE_BLANCHE))
        show = self.cb_show[p]
        if show is not None:
            out.append(Action(CARTE_BLANCHE, card=show))
        if self.trump is not None:
            seven = self.trump * 8 + SEVEN
            for s in self.concealed[p]:  # (the sevens of trumps in hand, as _sevens_in_hand)
                if s & 31 == seven and self._can_exchange(p, s):
                    out.append(Action(EXCHANGE, card=s))
        return out

    def legal_actions(self, *, merge_copies: bool = True) -> list[Action]:
        """Every legal action of the player to act (empty only when the deal or game is over).

        Actions that differ only by which of two interchangeable copies they use (same card,
        same place, same history) are merged into one unless ``merge_copies`` is false;
        :meth:`apply` accepts either copy.
        """
        p = self.to_act
        if p is None or self.step in (STEP_DEAL_OVER, STEP_GAME_OVER):
            return []
        if self.step == STEP_PLAY and merge_copies:
            return self._play_actions(p)
        if self.step == STEP_GUESS:
            return [Action(GUESS, number=n) for n in GUESS_SIZES]
        out: list[Action] = []
        seen: set[Any] = set()

        def add(action: Action, key: Any) -> None:
            if merge_copies:
                if key in seen:
                    return
                seen.add(key)
            out.append(action)

        if self.step == STEP_PLAY:
            for a in self._play_specials(p):
                if a.kind == EXCHANGE:
                    add(a, ("x", a.seven_of() & 31))
                else:
                    out.append(a)
            index = self._meld_index(self._declared(p))
            for c in sorted(self.playable(p)):
                add(Action(PLAY, card=c),
                    ("p", self._card_sig(p, c, index)) if merge_copies else None)
            return out
        # declaration act
        for s in self._sevens_in_hand(p):
            if self._can_exchange(p, s):
                add(Action(EXCHANGE, card=s), ("x", s & 31))
            if self._can_show_seven(p, s):
                add(Action(SHOW_SEVEN, card=s), ("s", s & 31))
        for m in self._pending_scorable(p):
            out.append(Action(SCORE, meld=m))
        candidates = _candidates(self.variant, self.meld_cards(p), self.trump)
        if candidates:  # (nothing to sum up when there is none, as after most tricks)
            declared = self._declared(p)
            occ = occupation(declared)
            index = self._meld_index(declared)
            sigs: dict[int, tuple[Any, ...]] = {}
            for m in candidates:
                key = None
                if merge_copies:
                    for c in m.cards:
                        if c not in sigs:
                            sigs[c] = self._card_sig(p, c, index)
                    key = ("a", m.type, tuple(sorted(sigs[c] for c in m.cards)))
                    if key in seen:
                        # a copy of a meld already listed: it would be merged into that one
                        continue
                if self._announce_ok(p, m, occ):
                    add(Action(ANNOUNCE, meld=m), key)
        if self._can_finish():
            out.append(DONE_ACTION)
        if self._can_pass():
            out.append(PASS_ACTION)
        return out

    def _play_actions(self, p: int) -> list[Action]:
        """:meth:`legal_actions` at a card play, copies merged: the same list, built the short
        way.  A search lists a card play in nearly every step of every simulation.

        Only cards of a kind held more than once can be merged, so only those have their
        signatures (:meth:`_card_sig`) taken; the specials are :meth:`_play_specials`, the
        exchange's copies merged (every seven of trumps has the same key)."""
        out: list[Action] = []
        exchange = False
        for special in self._play_specials(p):
            if special.kind == EXCHANGE:
                if exchange:
                    continue  # every seven of trumps has the same key: one exchange listed
                exchange = True
            out.append(special)
        cards = sorted(self.playable(p))
        kinds = [c & 31 for c in cards]
        if len(set(kinds)) == len(kinds):
            for c in cards:
                a = _PLAY_ACTIONS.get(c)
                if a is None:
                    a = _PLAY_ACTIONS[c] = Action(PLAY, card=c)
                out.append(a)
            return out
        met: set[int] = set()
        twice: set[int] = set()
        for k in kinds:
            if k in met:
                twice.add(k)
            met.add(k)
        index = self._meld_index(self._declared(p))
        seen: set[tuple[Any, ...]] = set()
        for c, kind in zip(cards, kinds, strict=True):
            if kind in twice:
                sig = self._card_sig(p, c, index)
                if sig in seen:
                    continue
                seen.add(sig)
            a = _PLAY_ACTIONS.get(c)
            if a is None:
                a = _PLAY_ACTIONS[c] = Action(PLAY, card=c)
            out.append(a)
        return out

    def playable(self, player: int) -> list[int]:
        """The cards ``player`` may play to the current trick."""
        hand = self.concealed[player] + self.table[player]
        if self.phase == 2 and self.trick:
            return self._trick_rules().follow_options(hand, self.trick)
        return hand

    def _trick_rules(self) -> TrickRules:
        return _rules(self.variant, self.trump)[self.phase == 2]

    def _can_finish(self) -> bool:
        return not (self.act_announced and self.act_scored == 0)

    def _can_pass(self) -> bool:
        """Whether the winner of a trick may let his partner declare instead (BIC-4): at the
        start of his act, before doing anything in it."""
        v = self.variant
        return (v.partnerships and v.partner_declares == "winner_or_partner"
                and self.step == STEP_DECLARE and not self.act_partner
                and not (self.act_announced or self.act_scored or self.act_dix))

    def _cb_can_declare(self, player: int) -> bool:
        # eligibility ends when the player plays a card (see _play), so this is "before the
        # player's first card" (Laws 15, 42)
        return self.cb[player] == CB_ELIGIBLE

    def _trick_player(self, index: int) -> int:
        """Who plays the ``index``-th card of the current trick."""
        p = self.leader
        for _ in range(index):
            p = self._next_player(p)
        return p

    def playing_pair(self) -> tuple[int, int] | None:
        """Partners playing the last tricks in pairs (EB9): the two players of the play-off
        under way, the one who leads it first (None when all play to every trick)."""
        w = self.p2_first
        if w is None or self.phase != 2:
            return None
        first = (w, (w + 1) % 4)
        if self.trick:
            playing_first = self.leader in first
        else:
            playing_first = bool(self.concealed[first[0]] or self.concealed[first[1]])
        return first if playing_first else ((w + 2) % 4, (w + 3) % 4)

    def _next_player(self, p: int) -> int:
        """Who plays after ``p`` to a trick: the next player, or in a play-off of the last
        tricks in pairs, the other one of the pair."""
        pair = self.playing_pair() if self.p2_first is not None else None
        if pair is not None:
            return pair[1] if p == pair[0] else pair[0]
        return (p + 1) % self.variant.players

    def explain(self, action: Action | str) -> str | None:
        """Why ``action`` (an :class:`Action` or its text) is illegal now, as a sentence (None
        if it is legal); for text that is no action, the sentence saying why."""
        try:
            self._check(self._action(action))
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

    def _check(self, action: Action) -> None:
        p = self.to_act
        if p is None or self.step in (STEP_DEAL_OVER, STEP_GAME_OVER):
            raise IllegalAction("OVER", "the game is over" if self.over else
                                "the deal is over; start the next deal")
        k = action.kind
        if self.step == STEP_GUESS or k == GUESS:
            if self.step != STEP_GUESS or k != GUESS or action.number not in GUESS_SIZES:
                raise IllegalAction("GUESS", "before the deal the non-dealer guesses how many "
                                    f"cards the dealer lifted ({GUESS_SIZES[0]} to "
                                    f"{GUESS_SIZES[-1]})")
            return
        if k == PLAY:
            c = action.card
            if self.step != STEP_PLAY:
                raise IllegalAction("DECLARING", "you won the trick: declare or finish before "
                                    "playing the next card")
            if c is None or c not in self.concealed[p] and c not in self.table[p]:
                raise IllegalAction("NOT_IN_HAND", f"the {pretty(c) if c is not None else '?'} "
                                    "is not in your hand")
            if self.phase == 2 and self.trick and c not in self.playable(p):
                lead = self.trick[0]
                hand = self.hand(p)
                if any(suit_of(x) == suit_of(lead) for x in hand):
                    if suit_of(c) == suit_of(lead):
                        raise IllegalAction("PHASE2_HEAD", "in the last tricks you must win the "
                                            "trick if you can")
                    raise IllegalAction("PHASE2_FOLLOW", "in the last tricks you must follow "
                                        "suit")
                if suit_of(c) == self.trump:
                    # three or four to a trick: a trump too low to beat an earlier one, while
                    # a higher trump is held
                    raise IllegalAction("PHASE2_HEAD", "in the last tricks you must win the "
                                        "trick if you can")
                raise IllegalAction("PHASE2_TRUMP", "in the last tricks you must trump when you "
                                    "cannot follow suit")
            return
        if k == CARTE_BLANCHE:
            if self.step != STEP_PLAY:
                raise IllegalAction("CB", "carte blanche is shown before you play a card")
            if action.card is None:
                if not self._cb_can_declare(p):
                    raise IllegalAction("CB", "carte blanche needs a dealt hand without a king, "
                                        "queen or jack, shown before your first card")
            elif self.cb_show[p] != action.card:
                raise IllegalAction("CB", "only a newly drawn card that is not a court card may "
                                    "be shown for carte blanche")
            return
        if k == EXCHANGE:
            if action.card is None or not self._can_exchange(p, action.card):
                raise IllegalAction("DIX", "the seven of trumps can be exchanged once a deal, "
                                    "after winning a trick, while a card lies face down in the "
                                    "stock, and not when a seven was turned up")
            return
        if k == SHOW_SEVEN:
            if action.card is None or not self._can_show_seven(p, action.card):
                raise IllegalAction("DIX", "a seven of trumps can be shown once, after winning a "
                                    "trick")
            return
        if self.step != STEP_DECLARE:
            raise IllegalAction("NOT_DECLARING", "declarations are made only by the winner of a "
                                "trick, before drawing")
        if k == DONE:
            if not self._can_finish():
                raise IllegalAction("MUST_SCORE", "you announced a declaration: score one of "
                                    "them before drawing")
            return
        if k == PASS:
            if not self._can_pass():
                raise IllegalAction("PASS", "only the winner of a trick may let his partner "
                                    "declare, and only before declaring anything himself")
            return
        m = action.meld
        assert m is not None
        if k in (ANNOUNCE, SCORE):
            announcing = k == ANNOUNCE
            reasons = self.announce_reasons(p, m) if announcing else self.score_reasons(p, m)
            if reasons:
                # the code is the refusal; the table words it (words.game.refusal_text)
                raise IllegalAction(reasons[0], f"{k} {m} refused by rule "
                                    f"{', '.join(reasons)}", tuple(reasons))
            return
        raise IllegalAction("UNKNOWN", f"unknown action {action}")  # pragma: no cover

    # ------------------------------------------------------------------ applying actions
    def apply(self, action: Action | str, *, undoable: bool = True) -> list[Event]:
        """Check and apply ``action`` (an :class:`Action` or its text) for the player to act.

        Returns the events it caused.  Raises :class:`IllegalAction` with a reason code and a
        sentence if the rules forbid it; the state is then unchanged.
        """
        action = self._action(action)
        self._check(action)
        return self._apply_as_recorded(action, undoable=undoable)

    def _apply_as_recorded(self, action: Action, *, undoable: bool) -> list[Event]:
        """Apply ``action`` as :meth:`apply` does once it has checked it; called unchecked only
        to replay an announcement that an earlier version of the rules allowed (see
        ``record.replay``)."""
        if undoable:
            self._push_undo()
        self._events = []
        self._do(action)
        self.actions.append(action)
        out, self._events = self._events, None
        return out

    def apply_fast(self, action: Action) -> None:
        """Apply an action known to be legal: no check, no events, no undo (for playouts)."""
        if action.kind == PLAY:  # (most actions: the step of _do spared)
            p = self.to_act
            assert p is not None
            self._play(p, action.card_of_play())
        else:
            self._do(action)
        self.actions.append(action)

    def _do(self, action: Action) -> None:
        p = self.to_act
        assert p is not None
        k = action.kind
        if k == PLAY:
            self._play(p, action.card_of_play())
        elif k == ANNOUNCE:
            self._announce(p, action.meld_of())
        elif k == SCORE:
            self._score(p, action.meld_of())
        elif k == DONE:
            self._finish_act()
        elif k == EXCHANGE:
            self._exchange(p, action.seven_of())
        elif k == SHOW_SEVEN:
            self._show_seven(p, action.seven_of())
        elif k == CARTE_BLANCHE:
            self._carte_blanche(p, action.card)
        elif k == GUESS:
            self._guess(p, action.guess_of())
        elif k == PASS:
            self._pass(p)

    def _guess(self, p: int, guess: int) -> None:
        size = self._deal_rng("packet", self.deal_index).weighted_choice(GUESS_SIZES,
                                                                         _PACKET_WEIGHTS)
        self.step = STEP_PLAY
        self._emit(ev.POINTS, self.dealer, text=f"the dealer lifted {size} cards",
                   code=ev.C_DEALER_LIFTED, count=size)
        if guess == size:
            self._add_points(p, 150, ev.S_GUESS, f"guessed the dealer's {size} cards",
                             code=ev.C_GUESSED, count=size)
        if size == 2 * self.variant.hand_size:
            self._add_points(self.dealer, 250, ev.S_GUESS, f"lifted exactly {size} cards",
                             code=ev.C_LIFTED_EXACTLY, count=size)

    def _play(self, p: int, card: int) -> None:
        v = self.variant
        if card in self.table[p]:
            self.table[p].remove(card)
            # a claim "to score" lapses when one of its cards is played (SPEC §2.7 a); a
            # partner's claim too, where partners build on each other's cards
            for q in ([p] if v.players == 2 else self.order_from(p)):
                lapsed = [m for m in self.pending[q] if card in m.cards]
                for m in lapsed:
                    self.pending[q].remove(m)
                    self._emit(ev.CLAIM_LAPSED, q, meld=m)
        else:
            self.concealed[p].remove(card)
        self.known[p].discard(card)
        self.played.add(card)
        trick = self.trick
        trick.append(card)
        if self.cb[p] == CB_ELIGIBLE:
            self.cb[p] = CB_ENDED
        self.cb_show[p] = None
        # (each event is built only when someone collects them: playouts apply without)
        if self._events is not None:
            self._emit(ev.CARD_PLAYED, p, card=card)
        if (self.phase == 1 and v.dix_enabled and v.dix_scores_on == "when_played"
                and self.trump is not None and card & 31 == self.trump * 8 + SEVEN):
            self.sevens_by[p] += 1
            self._add_points(p, v.dix_points, ev.S_SEVEN,
                             f"seven of trumps played {pretty(card)}", cards=(card,),
                             code=ev.C_SEVEN_PLAYED)
            if self.step == STEP_GAME_OVER:
                return
        if self.p2_first is None:
            if len(trick) < v.players:
                self.to_act = (p + 1) % v.players  # (see _next_player)
                return
        elif len(trick) < 2:
            self.to_act = self._next_player(p)
            return
        self._resolve_trick()

    def _resolve_trick(self) -> None:
        v = self.variant
        cards = tuple(self.trick)
        i = _rules(v, self.trump)[self.phase == 2].winner(cards)  # (_trick_rules)
        w = (self.leader + i) % v.players if self.p2_first is None else self._trick_player(i)
        self.trick_no += 1
        self.tricks.append((self.leader, cards, w))
        self.won[w].extend(cards)
        self.trick = []
        self.leader = w
        dr = _deal_rules(v)
        nb = trick_brisques(cards)
        self.brisques[w] += nb
        if self._events is not None:
            self._emit(ev.TRICK_WON, w, cards=cards)
        if nb and dr.brisques_when_won:
            self._add_points(w, nb * dr.brisque_points, ev.S_BRISQUES,
                             f"{nb} brisque{'s' if nb > 1 else ''} won", cards=cards,
                             code=ev.C_BRISQUES_WON, count=nb)
        for c in cards:
            if seven_scores_when_won(dr, c, self.phase, self.trump):
                self._add_points(w, dr.dix_points, ev.S_SEVEN, f"seven of trumps {pretty(c)}",
                                 cards=(c,), code=ev.C_SEVEN_WON)
        if self.step == STEP_GAME_OVER:
            return
        if self.phase == 1:
            last_stock = len(self.stock) + (self.turnup is not None) == v.players
            if last_stock and not dr.last_bonus_final:
                self._add_points(w, dr.last_bonus, ev.S_LAST_TRICK, "last stock trick",
                                 code=ev.C_LAST_STOCK_TRICK)
                if self.step == STEP_GAME_OVER:
                    return
            self._reset_act()
            self.act_last_stock = last_stock
            # the winner always gets a declaration step, even with nothing to declare: skipping
            # it would tell the opponent that the winner holds no meld.  A table may answer a
            # lone "done" for its human player.
            self.step = STEP_DECLARE
            self.to_act = w
            return
        if self.p2_first is not None:
            a, b = self.p2_first, (self.p2_first + 1) % 4
            if w in (a, b) and not (self.concealed[a] or self.concealed[b]) and (
                    self.concealed[(a + 2) % 4]):
                # the first pair has played its last tricks: the other two play theirs, the
                # partner of the winner of the last stock trick leading
                self.leader = self.to_act = (a + 2) % 4
                return
        if any(self.concealed):
            self.to_act = w
            return
        self._end_deal(w)

    def declaration_possible(self, p: int) -> bool:
        """Could ``p`` do anything but finish in a declaration act now (a table may answer a
        lone 'done' by itself when this is false)."""
        v = self.variant
        if self.pending[p]:
            return True
        if v.dix_enabled and self.trump is not None and self._sevens_in_hand(p):
            for s in self._sevens_in_hand(p):
                if self._can_exchange(p, s) or self._can_show_seven(p, s):
                    return True
        hand = self.meld_cards(p)
        if not could_meld(v, hand, self.trump):
            return False
        return bool(self.legal_melds(p))

    def _announce(self, p: int, meld: Meld) -> None:
        conc = self.concealed[p]
        for c in meld.cards:
            if c in conc:
                conc.remove(c)
                self.table[p].append(c)
                self.act_laid.add(c)
                self.known[p].discard(c)
        self.pending[p].append(meld)
        self.act_announced.append(meld)
        if self._events is not None:
            self._emit(ev.MELD_ANNOUNCED, p, meld=meld, cards=meld.cards,
                       points=meld_value(self.variant, meld, self.trump))

    def _score(self, p: int, meld: Meld) -> None:
        v = self.variant
        new_trump = fixes_trump_suit(v, meld, self.trump)
        if new_trump is not None:
            self.trump = new_trump
            self._emit(ev.TRUMP_FIXED, p, meld=meld, text="SHDC"[new_trump])
        pts = meld_value(v, meld, self.trump)
        if v.double_bezique_after_single == "top_up_to_500" and meld.type == BEZIQUE_2:
            pts -= sum(meld_value(v, o, self.trump) for o in self.scored[p]
                       if o.type == BEZIQUE_1 and set(o.cards) <= set(meld.cards))
        self.pending[p].remove(meld)
        self.scored[p].append(meld)
        self.act_scored += 1
        if self._events is not None:
            self._emit(ev.MELD_SCORED, p, meld=meld, points=pts)
        # inferior claims of the same class using these cards are lost (Laws 47, 48; SPEC
        # §2.7 b): the player's, and with partners his partner's (§13)
        mc = set(meld.cards)
        for q in v.sides[v.side_of(p)]:
            for o in [o for o in self.pending[q] if o.cls == meld.cls and o.order < meld.order
                      and not mc.isdisjoint(o.cards)]:
                self.pending[q].remove(o)
                if q == p and o in self.act_announced:
                    self.act_announced.remove(o)
                self._emit(ev.CLAIM_LAPSED, q, meld=o)
        name = meld.name_code(self.trump)
        self._add_points(p, pts, ev.S_MELD, NAME_CODE_WORDS[name], meld=meld, cards=meld.cards,
                         code=name)

    def _exchange(self, p: int, seven: int) -> None:
        v = self.variant
        taken = self.turnup
        assert taken is not None
        self.concealed[p].remove(seven)
        self.concealed[p].append(taken)
        self.known[p].discard(seven)  # a shown seven leaves the hand
        self.known[p].add(taken)
        self.turnup = seven
        self.dix_exchanged = True
        self.act_dix = True
        self.act_exchanged = taken
        self._emit(ev.SEVEN_EXCHANGED, p, card=seven, cards=(seven, taken))
        if seven not in self.sevens_scored:
            self.sevens_scored.add(seven)
            self.sevens_by[p] += 1
            self._add_points(p, v.dix_points, ev.S_SEVEN,
                             f"seven of trumps exchanged {pretty(seven)}", cards=(seven,),
                             code=ev.C_SEVEN_EXCHANGED)

    def _show_seven(self, p: int, seven: int) -> None:
        self.sevens_scored.add(seven)
        self.sevens_by[p] += 1
        self.act_dix = True
        self.known[p].add(seven)
        self._emit(ev.SEVEN_SCORED, p, card=seven)
        self._add_points(p, self.variant.dix_points, ev.S_SEVEN,
                         f"seven of trumps shown {pretty(seven)}", cards=(seven,),
                         code=ev.C_SEVEN_SHOWN)

    def _carte_blanche(self, p: int, card: int | None) -> None:
        v = self.variant
        if card is None:
            self.cb[p] = CB_ACTIVE if v.carte_blanche in ("rubicon", "six_pack") else CB_ENDED
            shown = tuple(self.concealed[p])
            self.known[p].update(shown)
            label, code = "carte blanche", ev.C_CARTE_BLANCHE
        else:
            self.cb_show[p] = None
            shown = (card,)
            self.known[p].add(card)
            label, code = f"carte blanche again {pretty(card)}", ev.C_CARTE_BLANCHE_AGAIN
        self._emit(ev.CARTE_BLANCHE, p, cards=shown)
        self._add_points(p, v.carte_blanche_points, ev.S_CARTE_BLANCHE, label, cards=shown,
                         code=code)

    def _finish_act(self) -> None:
        p = self.to_act
        assert p is not None
        v = self.variant
        last_stock = self.act_last_stock
        if v.partnerships and not self.act_partner:
            if v.partner_declares == "each_separately":
                # the winner has declared; now his partner may, in an act of his own (EB9, EW)
                self._reset_act()
                self.act_last_stock = last_stock
                self.act_partner = True
                self.to_act = (p + 2) % 4
                self._emit(ev.DECLARER_CHANGED, self.to_act)
                return
        # the trick's winner draws first (the partner may have made the act)
        w = (p + 2) % 4 if self.act_partner else p
        self._reset_act()
        # the draws (rules.draw_after_trick: from the winner round the table, the last taking
        # the turn-up, a carte blanche spoilt or shown again), then what they tell
        from_stock = len(self.stock)
        self.turnup = draw_after_trick(_deal_rules(v), w, self.stock, self.turnup,
                                       self.concealed, self.cb, self.cb_show)
        events = self._events is not None
        for i, p in enumerate(self.order_from(w)):
            c = self.concealed[p][-1]
            if i < from_stock:
                if events:
                    self._emit(ev.CARD_DRAWN, p, card=c)
            else:
                self.known[p].add(c)  # everybody saw the turn-up taken (SPEC §1.4)
                if events:
                    self._emit(ev.TURN_UP_TAKEN, p, card=c)
        self.step = STEP_PLAY
        self.to_act = w
        if last_stock or (not self.stock and self.turnup is None):
            self._start_phase2()

    def _pass(self, p: int) -> None:
        """Four-handed partners: the winner lets his partner declare instead (BIC-4)."""
        last_stock = self.act_last_stock
        self._reset_act()
        self.act_last_stock = last_stock
        self.act_partner = True
        self.to_act = (p + 2) % 4
        self._emit(ev.DECLARER_CHANGED, self.to_act)

    def _start_phase2(self) -> None:
        self.phase = 2
        v = self.variant
        if v.partnerships and v.partnership_last_tricks == "pairs":
            self.p2_first = self.to_act  # the winner of the last stock trick
        for p in range(self.variant.players):
            for m in self.pending[p]:
                self._emit(ev.CLAIM_LAPSED, p, meld=m)
            # declared cards go back into the hand; the opponent has seen them
            self.known[p].update(self.table[p])
            self.concealed[p].extend(self.table[p])
        # (rules.start_last_tricks: the tables emptied, the claims lapsed, a carte blanche over)
        self.pending, self.cb, self.cb_show = start_last_tricks(self.table, self.cb)
        self._emit(ev.PHASE_CHANGED, None, text="last tricks")

    def _end_deal(self, last_winner: int) -> None:
        v = self.variant
        self.last_trick_winner = last_winner
        dr = _deal_rules(v)
        if dr.last_bonus_final and dr.last_bonus:
            self._add_points(last_winner, dr.last_bonus, ev.S_LAST_TRICK, "last trick",
                             code=ev.C_LAST_TRICK)
        if dr.brisques_at_end:
            # non-dealer counts first (S002, EW); with more players, from the dealer's left
            for p in self.order_from(self.dealer + 1):
                if self.brisques[p]:
                    self._add_points(p, self.brisques[p] * dr.brisque_points, ev.S_BRISQUES,
                                     f"{self.brisques[p]} brisques", code=ev.C_BRISQUES,
                                     count=self.brisques[p])
        result = DealResult(self.deal_index + 1, self.dealer, tuple(self.deal_points),
                            tuple(self.brisques), last_winner,
                            tuple(self.side_points()) if v.partnerships else None)
        if self.step == STEP_GAME_OVER:
            self.deal_results.append(result)
            return
        self.to_act = None
        self.step = STEP_DEAL_OVER
        if v.rubicon_scoring:
            comp = self.game_computation()
            game_points = [0, 0]
            if comp.winner is not None:
                self.game_points[comp.winner] += comp.points
                game_points[comp.winner] = comp.points
                self.history.append(ScoreEntry(self.deal_index + 1, self.trick_no, comp.winner,
                                               ev.S_GAME, comp.points, "game", code=ev.C_GAME))
            self.deal_results.append(replace(
                result, game_points=(game_points[0], game_points[1]), computation=comp.steps))
            self._emit(ev.DEAL_ENDED, last_winner, text="deal over")
            if v.single_deal or v.game_target <= 0:
                self._end_game(comp.winner, "game computed")
            elif max(self.game_points) >= v.game_target:
                self._end_game(self._leader_at_end(), "target reached")
            return
        self.deal_results.append(result)
        self._emit(ev.DEAL_ENDED, last_winner, text="deal over")
        if v.game_end == "end_of_deal_highest" and max(self.game_points) >= v.game_target:
            leader = self._leader_at_end()
            # a tie no tie-break settles: nobody has won yet, the game goes on with another
            # deal and the end is checked again after it (SPEC §13)
            if leader is not None:
                self._end_game(leader, "target reached")

    @property
    def tied_at_target(self) -> bool:
        """Whether the deal is over with the target reached and the leaders tied, no
        tie-break settling it (three or four players: the last trick taken by another): the
        game goes on with another deal (SPEC §13)."""
        v = self.variant
        return (self.step == STEP_DEAL_OVER and not v.rubicon_scoring
                and v.game_end == "end_of_deal_highest"
                and max(self.game_points) >= v.game_target and self._leader_at_end() is None)

    def _leader_at_end(self) -> int | None:
        """The side with the highest score; a tie goes to the higher score less the last
        deal's brisques, then to the winner of the last trick (SPEC §9.1).  None: a tie that
        neither settles (three players, the last trick won by a third)."""
        v = self.variant
        points = self.game_points
        best = [s for s in range(len(points)) if points[s] == max(points)]
        if len(best) == 1:
            return best[0]
        bp = v.brisque_points
        less = {s: points[s] - sum(self.brisques[p] for p in v.sides[s]) * bp for s in best}
        best = [s for s in best if less[s] == max(less.values())]
        if len(best) == 1:
            return best[0]
        if self.last_trick_winner is None:
            return None
        last = v.side_of(self.last_trick_winner)
        return last if last in best else None

    def rubicon_points(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """(points without brisques, brisque points) per player for the current deal."""
        bp = self.variant.brisque_points or 10
        if self.variant.brisques_counted == "none":
            bp = 0
        return ((self.deal_points[0], self.deal_points[1]),
                (self.brisques[0] * bp, self.brisques[1] * bp))

    def game_computation(self) -> GameComputation:
        """The Rubicon-family computation of the current deal (SPEC §4.7)."""
        pts, br = self.rubicon_points()
        return compute_rubicon(pts, br, self.variant)

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


# convenience re-exports for callers that build positions
__all__ = ["GameState", "trick_winner", "phase2_legal", "STEP_PLAY", "STEP_DECLARE",
           "STEP_DEAL_OVER", "STEP_GAME_OVER", "MARRIAGE", "SEQUENCE", "kind_of"]
