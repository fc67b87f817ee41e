"""The fields of a game's state (:class:`GameFields`): every field, its value before the first
deal, and the small questions asked of them.  :class:`~.state.GameState` is a :class:`GameFields`
with its entry points; the modules that carry out the rules (:mod:`.dealing`, :mod:`.declaring`,
:mod:`.legality`, :mod:`.deal_steps`, :mod:`.points`) take a :class:`GameFields`, so that none
of them needs the class built on them."""

from __future__ import annotations

from typing import Any

from .actions import Action
from .events import Event, ScoreEntry
from .melds import Meld
from .results import DealResult
from .seals import Seal
from .step import CB_NONE, DEFAULT_NAMES, STEP_DEAL_OVER, STEP_GAME_OVER, STEP_PLAY
from .variants import Variant


class GameFields:
    """The fields of a whole game for two, three or four players under one :class:`Variant`
    (see :class:`~.state.GameState`), per player unless they are per side."""

    __slots__ = (
        "variant", "seed", "decks", "names", "deal_index", "dealer", "first_dealer", "cut",
        "concealed", "table", "stock", "turnup", "trump", "phase", "step", "to_act", "leader",
        "trick", "trick_no", "tricks", "won", "played", "scored", "pending", "known",
        "act_laid", "act_announced", "act_scored", "act_dix", "act_exchanged", "act_last_stock",
        "dix_exchanged", "sevens_scored", "sevens_by", "cb", "cb_show", "deal_points",
        "brisques", "game_points", "history", "deal_results", "last_trick_winner", "winner",
        "actions", "_undo", "sink", "deal_start_actions", "act_partner", "p2_first", "seals",
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
        # the events of the action being applied (None: nobody collects them, as in playouts)
        self.sink: list[Event] | None = None
        self.deal_start_actions = 0
        self.act_partner = False
        # partners playing the last tricks in pairs: the winner of the last stock trick, whose
        # pair (he and his left-hand adversary) plays first (None otherwise)
        self.p2_first: int | None = None


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

    @property
    def over(self) -> bool:
        return self.step == STEP_GAME_OVER

    @property
    def deal_over(self) -> bool:
        return self.step in (STEP_DEAL_OVER, STEP_GAME_OVER)

    def stock_size(self) -> int:
        """Cards still to be drawn, the turn-up included."""
        return len(self.stock) + (self.turnup is not None)
