"""What the table shows, kept step by step as the events are animated, and how the cards on the
table are grouped into the melds they were declared in."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QPointF,
)

from bezique_qt.engine import Meld, Observation
from bezique_qt.engine.cards import rank_of, suit_of
from bezique_qt.ui.table.hand import (
    hand_order,
)
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import meld_cards_caption, meld_words
from bezique_qt.words.i18n import tr


def meld_text(meld: Meld, trump: int | None) -> Caption:
    """``royal marriage K♥ Q♥`` (spoken ``royal marriage king of hearts, queen of
    hearts``)."""
    return Caption.of("{name} {cards}", name=meld_words(meld.name_code(trump)),
                      cards=meld_cards_caption(meld))


# ---------------------------------------------------------------------------- the picture
@dataclass
class TablePicture:
    """What the table shows, kept step by step as the events are animated."""

    viewer: int = 0
    hand: list[int] = field(default_factory=list)  # the viewer's concealed cards
    counts: list[int] = field(default_factory=lambda: [0, 0])
    """How many concealed cards each player holds (the viewer's entry is unused: 0)."""
    tables: list[list[int]] = field(default_factory=lambda: [[], []])
    scored: list[list[Meld]] = field(default_factory=lambda: [[], []])
    pending: list[list[Meld]] = field(default_factory=lambda: [[], []])
    trick: list[tuple[int, int]] = field(default_factory=list)  # (player, card)
    turnup: int | None = None
    stock: int = 0
    won: list[int] = field(default_factory=lambda: [0, 0])  # cards in the won piles
    trump: int | None = None
    deal_points: list[int] = field(default_factory=lambda: [0, 0])

    @property
    def players(self) -> int:
        return len(self.tables)

    @property
    def last_tricks(self) -> bool:
        """Whether the stock is gone (the last tricks, where other rules decide a trick)."""
        return self.stock == 0 and self.turnup is None

    @property
    def opponent_count(self) -> int:
        """How many concealed cards the other players hold together."""
        return sum(n for p, n in enumerate(self.counts) if p != self.viewer)

    @staticmethod
    def empty(viewer: int, players: int, stock: int, trump: int | None) -> TablePicture:
        """The table of ``players`` before the deal."""
        return TablePicture(
            viewer=viewer, counts=[0] * players, tables=[[] for _ in range(players)],
            scored=[[] for _ in range(players)], pending=[[] for _ in range(players)],
            won=[0] * players, deal_points=[0] * players, stock=stock, trump=trump)

    @staticmethod
    def of(obs: Observation) -> TablePicture:
        n = obs.variant.players
        won = [0] * n
        for _leader, cards, winner in obs.tricks:
            won[winner] += len(cards)
        trick = [((obs.leader + i) % n, c) for i, c in enumerate(obs.trick)]
        if obs.concealed_counts:
            counts = [0 if p == obs.player else c for p, c in enumerate(obs.concealed_counts)]
        else:
            counts = [0] * n
            counts[1 - obs.player] = obs.opponent_concealed
        return TablePicture(
            viewer=obs.player, hand=list(obs.hand), counts=counts,
            tables=[list(t) for t in obs.tables],
            scored=[list(s) for s in obs.scored],
            pending=[list(s) for s in obs.pending], trick=trick,
            turnup=obs.turnup, stock=obs.stock_face_down, won=won, trump=obs.trump,
            deal_points=list(obs.deal_points))

    def same_as(self, other: TablePicture) -> bool:
        seats = range(max(self.players, other.players))
        return (
            sorted(self.hand) == sorted(other.hand)
            and self.counts == other.counts and self.players == other.players
            and all(sorted(self.tables[p]) == sorted(other.tables[p]) for p in seats)
            and all(sorted(self.pending[p]) == sorted(other.pending[p]) for p in seats)
            and all(sorted(self.scored[p]) == sorted(other.scored[p]) for p in seats)
            and self.trick == other.trick and self.turnup == other.turnup
            and self.stock == other.stock and self.won == other.won
        )


@dataclass
class Target:
    pos: QPointF
    z: float
    rotation: float = 0.0
    face_up: bool = True


@dataclass
class MeldGroup:
    """Cards of one player's table area shown together, under the meld that brought them."""

    meld: Meld | None
    cards: list[int]
    pending: bool
    also: list[Meld] = field(default_factory=list)
    """The other scored melds still whole on the table that some of these cards belong to
    (four kings made of the kings of marriages): the group's label names them too."""


def meld_groups(table: Sequence[int], scored: Sequence[Meld],
                pending: Sequence[Meld]) -> list[MeldGroup]:
    """Group the declared cards lying on the table by the meld each first belongs to.

    A scored meld counts only while all its cards lie on the table: once one of them is
    played, its other cards no longer show it (a lone king is no marriage); they join
    another meld they still belong to, or the unlabelled rest. A meld made again with some
    cards of one of the same kind already shown (a queen married to a second king, in the
    Rubicon family) brings its new cards to that group: a lone king would read as a marriage
    of its own."""
    on_table = set(table)
    live = [m for m in scored if all(c in on_table for c in m.cards)]
    placed: set[int] = set()
    groups: list[MeldGroup] = []
    for meld, is_pending in [(m, False) for m in live] + [(m, True) for m in pending]:
        cards = [c for c in sorted(meld.cards, key=lambda c: (-rank_of(c), suit_of(c), c >> 5))
                 if c in on_table and c not in placed]
        if not cards:
            continue
        placed.update(cards)
        host = None if is_pending else next(
            (g for g in groups if not g.pending and g.meld is not None
             and g.meld.type == meld.type and not set(g.cards).isdisjoint(meld.cards)), None)
        if host is None:
            groups.append(MeldGroup(meld, cards, is_pending))
        else:
            host.cards.extend(cards)
    for group in groups:
        if not group.pending:
            mine = set(group.cards)
            group.also = [m for m in live if m is not group.meld and m != group.meld
                          and mine.intersection(m.cards)]
    rest = [c for c in table if c not in placed]
    if rest:
        groups.append(MeldGroup(None, sorted(rest, key=hand_order), False))
    return groups


def group_label(group: MeldGroup, trump: int | None) -> str:
    """The names of the scored melds a group's cards show, each once, with how many there
    are where there are several: ``royal marriage × 2 · four kings``."""
    melds = [group.meld, *group.also] if group.meld is not None else group.also
    # (a meld the words do not know yet: the engine's own name)
    names = Counter(meld_words(m.name_code(trump)) or m.name(trump) for m in melds)
    return " · ".join(name if count == 1 else tr("{claim} × {count}").format(
        claim=name, count=count) for name, count in names.items())
