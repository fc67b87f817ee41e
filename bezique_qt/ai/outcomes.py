"""What happened in a search's simulated deals, per candidate move, and the reason it gives.

While a search (:mod:`.search`) plays each candidate move in its sampled worlds, every playout
ends in a finished deal.  With ``outcomes`` switched on, the search hands each finished deal to
an :class:`Outcomes` collector, which keeps, per candidate, a few counts of what the deciding
player got **from the decision on**:

* for each meld (by its name and, for a marriage or a sequence, its suit): in how many deals
  the player scored it;
* the brisques the player won, summed over the deals;
* the points of the melds the opponents scored, summed over the deals;
* the sevens of trumps the player scored (exchanged, shown or played as the variant scores
  them), summed over the deals;
* in the deals whose last tricks were played out (not valued by the exact solver, which takes
  over near the end of the stock), how many of them the player's side won;
* the number of deals.

Nothing is simulated for this: the deals are the ones the search plays anyway, and reading
them draws no random number and changes no choice (the same moves with or without it).

:func:`outcome_reason` then compares two candidates — the better move and the one played (in a
review) or the next best (in a hint) — component by component, each as expected points a deal
(a meld: the difference in how often it was scored times its points; brisques: the difference
in brisques won times a brisque's points; the opponents' melds: how many fewer points of them),
and gives the component with the largest difference in favour of the better move as a
:class:`~.reasons.Reason`, with the figures.  So the reasons follow the numbers: a meld reason is
given only when the better move's deals scored that meld more often.  The last tricks are
valued at the brisques a trick holds on average; where they are the larger part of what the
brisques show, the last tricks are told (and, when the other move plays a trump the better one
keeps, that it keeps the trump for them).  Where the meld told is the one the better move
declares now, or the other move declares now and the better one waits for the meld told, the
reason says when to declare.  A component is told only
when it favours the better move by more than one standard error (the review's noise margin:
the deals' own spread, so a difference of chance is not given as a reason); when none does,
the reason says the move's overall gain alone.

A reason names only cards of the two moves (the player's own) and melds by name: never a card
of a simulated world, which the player has not seen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from bezique_qt.engine import Action, GameState, Observation, kernel
from bezique_qt.engine.actions import ANNOUNCE, PLAY, SCORE
from bezique_qt.engine.cards import suit_of
from bezique_qt.engine.kernel import TYPE_ID
from bezique_qt.engine.melds import MARRIAGE, ROYAL_MARRIAGE, SEQUENCE, Meld, MeldType

from . import reasons as why
from .reasons import Reason

__all__ = ["OutcomeTable", "Outcomes", "Tally", "outcome_reason"]

BACK_DOOR_SEQUENCE = "BACK_DOOR_SEQUENCE"
#: a component must favour the better move by at least this many points a deal to be told,
MIN_POINTS = 1.0
#: ... and by more than this many standard errors (the review's noise margin)
NOISE_MARGIN = 1.0


@dataclass
class Tally:
    """One candidate's simulated deals: how many (``deals``), per meld key (``"NAME/suit"``,
    the suit -1 where the name says all) the deals in which the player scored it, the
    brisques the player won and the opponents' meld points, summed over the deals."""

    deals: int = 0
    melds: dict[str, int] = field(default_factory=dict)
    brisques: int = 0
    opponent_melds: int = 0
    # the sums of squares of the last two, for their standard errors
    brisques_sq: int = 0
    opponent_melds_sq: int = 0
    sevens: int = 0
    sevens_sq: int = 0
    # the deals whose last tricks were played out, and the last tricks won in them
    last_deals: int = 0
    last_won: int = 0
    last_won_sq: int = 0

    _SUMS = ("sevens", "sevens_sq", "last_deals", "last_won", "last_won_sq")

    def merge(self, other: Tally) -> None:
        self.deals += other.deals
        for k, n in other.melds.items():
            self.melds[k] = self.melds.get(k, 0) + n
        self.brisques += other.brisques
        self.opponent_melds += other.opponent_melds
        self.brisques_sq += other.brisques_sq
        self.opponent_melds_sq += other.opponent_melds_sq
        for name in Tally._SUMS:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def to_plain(self) -> dict[str, Any]:
        return {"deals": self.deals, "melds": dict(self.melds), "brisques": self.brisques,
                "opponent_melds": self.opponent_melds, "brisques_sq": self.brisques_sq,
                "opponent_melds_sq": self.opponent_melds_sq,
                **{name: getattr(self, name) for name in Tally._SUMS}}

    @staticmethod
    def from_plain(d: dict[str, Any]) -> Tally:
        return Tally(d["deals"], dict(d["melds"]), d["brisques"], d["opponent_melds"],
                     d["brisques_sq"], d["opponent_melds_sq"],
                     *(d.get(name, 0) for name in Tally._SUMS))

    def spread(self, total: int, squares: int, n: int | None = None) -> float:
        """The variance of a mean of ``total`` over the deals (``squares``: its sum of
        squares; ``n``: over that many deals instead)."""
        n = self.deals if n is None else n
        if n < 2:
            return math.inf
        mean = total / n
        return max(0.0, (squares - n * mean * mean) / (n - 1)) / n


@dataclass
class OutcomeTable:
    """A search's outcomes as plain data: a :class:`Tally` per candidate (by action text), and
    per meld key its points and the kinds of its cards (the same for every copy)."""

    tallies: dict[str, Tally] = field(default_factory=dict)
    points: dict[str, int] = field(default_factory=dict)
    kinds: dict[str, tuple[int, ...]] = field(default_factory=dict)

    def merge(self, other: OutcomeTable) -> None:
        """Add another share of the same search (from a worker process)."""
        for k, t in other.tallies.items():
            self.tallies.setdefault(k, Tally()).merge(t)
        self.points.update(other.points)
        self.kinds.update(other.kinds)

    def to_plain(self) -> dict[str, Any]:
        return {"tallies": {k: t.to_plain() for k, t in self.tallies.items()},
                "points": dict(self.points), "kinds": {k: list(v) for k, v in self.kinds.items()}}

    @staticmethod
    def from_plain(d: dict[str, Any]) -> OutcomeTable:
        return OutcomeTable({k: Tally.from_plain(t) for k, t in d["tallies"].items()},
                            dict(d["points"]), {k: tuple(v) for k, v in d["kinds"].items()})


def meld_key(mtype: MeldType, cards: tuple[int, ...], trump: int | None) -> str:
    """The key a scored meld is counted under: its name code (:meth:`Meld.name_code`) and,
    for a marriage or a sequence, its suit."""
    suit = suit_of(cards[0])
    if mtype == MARRIAGE:
        return f"{ROYAL_MARRIAGE if trump == suit else MARRIAGE}/{suit}"
    if mtype == SEQUENCE:
        return f"{SEQUENCE if trump in (None, suit) else BACK_DOOR_SEQUENCE}/{suit}"
    return f"{mtype}/-1"


class Outcomes:
    """The collector one search fills (:attr:`table`), from the worlds it plays in."""

    def __init__(self, root: GameState, player: int) -> None:
        v = root.variant
        self.variant = v
        self.player = player
        self.opponents = [q for q in range(v.players)
                          if q != player and not (v.partnerships
                                                  and v.side_of(q) == v.side_of(player))]
        # what was scored and won before the decision: the same in every world (public)
        self.scored_before = [len(root.scored[q]) for q in range(v.players)]
        self.brisques_before = root.brisques[player]
        self.sevens_before = root.sevens_by[player]
        self.side = [q for q in range(v.players) if q not in self.opponents]
        self.table = OutcomeTable()
        self._values: dict[int | None, list[int]] = {}

    def _value(self, mtype: MeldType, cards: tuple[int, ...], trump: int | None) -> int:
        table = self._values.get(trump)
        if table is None:
            table = self._values[trump] = kernel.meld_points(self.variant, trump)
        return table[TYPE_ID[mtype] * 4 + suit_of(cards[0])]

    def add(self, key: str, end: Any, brisques: tuple[int, ...]) -> None:
        """Count one simulated deal of candidate ``key``: ``end`` the deal as it ended (a
        kernel ``Deal`` or a ``GameState``), ``brisques`` the brisque cards won per seat."""
        table = self.table
        tally = table.tallies.get(key)
        if tally is None:
            tally = table.tallies[key] = Tally()
        tally.deals += 1
        won = brisques[self.player] - self.brisques_before
        tally.brisques += won
        tally.brisques_sq += won * won
        trump = end.trump
        me = self.player
        seen: set[str] = set()
        for m in end.scored[me][self.scored_before[me]:]:
            mtype, cards = (m.type, m.cards) if isinstance(m, Meld) else m
            k = meld_key(mtype, cards, trump)
            if k not in seen:
                seen.add(k)
                tally.melds[k] = tally.melds.get(k, 0) + 1
                if k not in table.points:
                    table.points[k] = self._value(mtype, cards, trump)
                    table.kinds[k] = tuple(sorted({c & 31 for c in cards}))
        theirs = 0
        for q in self.opponents:
            for m in end.scored[q][self.scored_before[q]:]:
                mtype, cards = (m.type, m.cards) if isinstance(m, Meld) else m
                theirs += self._value(mtype, cards, trump)
        tally.opponent_melds += theirs
        tally.opponent_melds_sq += theirs * theirs
        sevens = end.sevens_by[me] - self.sevens_before
        tally.sevens += sevens
        tally.sevens_sq += sevens * sevens
        last = getattr(end, "last_won", None)  # (a kernel deal: the last tricks it played)
        if last is not None and sum(last) == self.variant.hand_size:
            won = sum(last[q] for q in self.side)
            tally.last_deals += 1
            tally.last_won += won
            tally.last_won_sq += won * won


def _card_of(action: Action) -> int | None:
    return action.card if action.kind == PLAY else None


def _declared(action: Action, trump: int | None) -> str | None:
    """The key of the meld ``action`` declares now (announced or scored), None for any other
    move."""
    if action.kind not in (ANNOUNCE, SCORE) or action.meld is None:
        return None
    return meld_key(action.meld.type, action.meld.cards, trump)


def _where(card: int | None, obs: Observation) -> str | None:
    """Which copy ``card`` is, where two alike are the player's: ``"table"`` (among the
    declared cards) or ``"hand"``; None where the card is the only one of its kind."""
    if card is None:
        return None
    me = obs.player
    table = [c for c in obs.tables[me] if c & 31 == card & 31]
    hand = [c for c in obs.hand if c & 31 == card & 31]
    if table and hand:
        return "table" if card in table else "hand"
    return None


def outcome_reason(outcomes: OutcomeTable, obs: Observation, better: Action, other: Action,
                   gain: float) -> Reason:
    """Why ``better`` beats ``other`` in the simulated deals: the component with the largest
    difference in its favour (in expected points a deal), with the figures; ``gain`` is the
    better move's mean advantage in points, told when no component favours it."""
    b = outcomes.tallies.get(str(better), Tally())
    o = outcomes.tallies.get(str(other), Tally())
    base: dict[str, Any] = {
        "action": better, "other": other, "total": b.deals, "other_total": o.deals,
        "where": _where(_card_of(better), obs), "other_where": _where(_card_of(other), obs)}
    if not b.deals or not o.deals:
        return Reason(why.OUTCOME_OVERALL, points=round(gain), **base)
    best: tuple[float, str, str] = (MIN_POINTS, "", "")

    def consider(diff: float, variance: float, kind: str, key: str, ties: bool = False) -> None:
        nonlocal best
        if ((diff > best[0] or (ties and diff >= best[0]))
                and diff > NOISE_MARGIN * math.sqrt(variance)):
            best = (diff, kind, key)

    for k, pts in outcomes.points.items():
        pb, po = b.melds.get(k, 0) / b.deals, o.melds.get(k, 0) / o.deals
        consider((pb - po) * pts, (pb * (1 - pb) / b.deals + po * (1 - po) / o.deals) * pts * pts,
                 "meld", k)
    brisque = obs.variant.brisque_points
    if brisque:
        consider((b.brisques / b.deals - o.brisques / o.deals) * brisque,
                 (b.spread(b.brisques, b.brisques_sq) + o.spread(o.brisques, o.brisques_sq))
                 * brisque * brisque, "brisques", "")
    if brisque and b.last_deals and o.last_deals:
        # a last trick holds a brisque for every four cards on average; told rather than the
        # brisques where it explains at least as much
        trick = obs.variant.players / 4 * brisque
        consider((b.last_won / b.last_deals - o.last_won / o.last_deals) * trick,
                 (b.spread(b.last_won, b.last_won_sq, b.last_deals)
                  + o.spread(o.last_won, o.last_won_sq, o.last_deals)) * trick * trick,
                 "last", "", ties=best[1] == "brisques")
    seven = obs.variant.dix_points
    consider((b.sevens / b.deals - o.sevens / o.deals) * seven,
             (b.spread(b.sevens, b.sevens_sq) + o.spread(o.sevens, o.sevens_sq)) * seven * seven,
             "seven", "")
    consider(o.opponent_melds / o.deals - b.opponent_melds / b.deals,
             b.spread(b.opponent_melds, b.opponent_melds_sq)
             + o.spread(o.opponent_melds, o.opponent_melds_sq), "opponent", "")
    _diff, kind, k = best
    if kind == "meld":
        name, suit = k.split("/")
        facts: dict[str, Any] = dict(base, meld=name, suit=None if suit == "-1" else int(suit),
                     points=outcomes.points[k], count=b.melds.get(k, 0),
                     other_count=o.melds.get(k, 0))
        if _declared(better, obs.trump) == k:
            return Reason(why.OUTCOME_DECLARE_NOW, **facts)
        mine = _declared(other, obs.trump)
        if mine is not None and mine != k and _declared(better, obs.trump) is None:
            return Reason(why.OUTCOME_DECLARE_LATER, **facts)
        kept = _card_of(other)
        played = _card_of(better)
        if (kept is not None and kept & 31 in outcomes.kinds[k]
                and (played is None or played & 31 != kept & 31)):
            return Reason(why.OUTCOME_KEEPS_FOR_MELD, kept=kept, **facts)
        return Reason(why.OUTCOME_MELD, **facts)
    if kind == "brisques":
        return Reason(why.OUTCOME_BRISQUES, mean=round(b.brisques / b.deals, 1),
                      other_mean=round(o.brisques / o.deals, 1), **base)
    if kind == "last":
        facts = dict(base, mean=round(b.last_won / b.last_deals, 1),
                     other_mean=round(o.last_won / o.last_deals, 1),
                     count=obs.variant.hand_size, total=b.last_deals,
                     other_total=o.last_deals)
        kept, played = _card_of(other), _card_of(better)
        trump = obs.trump
        if (kept is not None and trump is not None and suit_of(kept) == trump
                and (played is None or suit_of(played) != trump)):
            return Reason(why.OUTCOME_KEEPS_TRUMPS, kept=kept, **facts)
        return Reason(why.OUTCOME_LAST_TRICKS, **facts)
    if kind == "seven":
        return Reason(why.OUTCOME_SEVEN, count=b.sevens, other_count=o.sevens, points=seven,
                      **base)
    if kind == "opponent":
        return Reason(why.OUTCOME_DENIES_MELDS,
                      mean=round(b.opponent_melds / b.deals, 1),
                      other_mean=round(o.opponent_melds / o.deals, 1), **base)
    return Reason(why.OUTCOME_OVERALL, points=round(gain), **base)
