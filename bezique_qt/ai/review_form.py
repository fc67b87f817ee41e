"""A review's results and their JSON form: the classes, each move's verdict, a deal's and a
game's review, and reading them back (checked by :mod:`review_check`).

The budgets and the classes' thresholds are here too; :mod:`review` explains them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

from .reasons import Reason, reason_from_json, reason_to_json
from .review_check import WORDS_KEYS, check_review

#: simulations per reviewed decision: the Expert's own budget at the table
DEFAULT_BUDGET = 1500
#: ... in the games for three and four (see the module's text: a deal's review then takes
#: about as long as a two-handed one at :data:`DEFAULT_BUDGET`)
MULTI_BUDGET = 600
#: the face-up view's simulations a decision, as a share of the fair budget
FACE_UP_SHARE = 1 / 3
#: node limit of the exact solver in the review (fair and face-up)
SOLVER_NODES = 2_000_000
#: class names, best first
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
#: upper bounds of points lost per class, as fractions of the variant's utility scale
THRESHOLDS = (("good", 0.01), ("inaccuracy", 0.03), ("mistake", 0.075))
#: a move is worse than the preferred one only beyond this many standard errors
NOISE_MARGIN = 1.0
#: the sequential stop (see :func:`settled`): worlds before the first look, between looks, and
#: how many standard errors make a lead certain
STOP_MIN_WORLDS = 128
STOP_EVERY = 16
STOP_MARGIN = 3.0

REVIEW_FORMAT = "bezique-qt-review"
REVIEW_VERSION = 1


def default_budget(players: int) -> int:
    """The simulations a decision a review of a game of ``players`` runs when none is asked
    for."""
    return DEFAULT_BUDGET if players == 2 else MULTI_BUDGET


class ReviewCancelled(Exception):
    """The caller asked the review to stop."""


def classify(lost: float, scale: float) -> str:
    """The class of a move that lost ``lost`` expected points (``scale``: the variant's
    utility scale, see :func:`utility_scale`)."""
    if lost <= 0:
        return "best"
    for name, bound in THRESHOLDS:
        if lost < bound * scale:
            return name
    return "blunder"


@dataclass
class Candidate:
    """One choice the review valued: its action text, words, and worth in points (the mean
    over the sampled worlds, or the exact value), relative to the move played."""

    action: str
    words: str
    vs_played: float
    stderr: float = 0.0


@dataclass
class MoveReview:
    """One decision of the reviewed seat."""

    deal: int  # 1-based
    index: int  # 0-based index of the action in the record
    trick_no: int  # the trick it belongs to, from 1
    phase: int
    step: str
    played: str
    played_words: str
    preferred: str
    preferred_words: str
    lost: float  # expected points lost by the move played (0: best within the noise)
    stderr: float  # standard error of ``lost`` (0 for exact values)
    klass: str
    method: str  # "search", "exact" or "chance"
    # why the Expert prefers its move (None when it gives no reason): a code and its facts,
    # worded where it is shown; text in a review stored by an earlier version
    reason: Reason | str | None
    hand: list[str]  # the player's concealed cards
    table: list[str]  # the player's cards on the table
    trick: list[str]  # the card already led, if any
    trump: str | None
    turnup: str | None
    simulations: int = 0
    candidates: list[Candidate] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        reason = self.reason
        data = asdict(replace(self, reason=None))
        data["reason"] = reason_to_json(reason) if isinstance(reason, Reason) else reason
        return data

    @staticmethod
    def from_json(d: dict[str, Any]) -> MoveReview:
        # (the reason in words that ``bezique-qt review --json`` adds is read from the code)
        d = {k: v for k, v in d.items() if k not in WORDS_KEYS}
        d["candidates"] = [Candidate(**c) for c in d.get("candidates", [])]
        reason = d.get("reason")
        d["reason"] = (reason_from_json(reason) if isinstance(reason, dict)
                       else reason or None)
        return MoveReview(**d)


@dataclass
class FaceUp:
    """The last tricks with every card face up (not the fair evaluation): the exact solver's best
    result for the seat from the first card of the last tricks, against best defence, and what
    the seat got.  Points are brisques won (where they count) and the last-trick bonus, as the
    seat's gain over the opponent."""

    first_trick: int  # the number of the first of the last tricks, from 1
    leader: int
    hands: list[list[str]]  # both players' hands at the first card of the last tricks
    best: int | None  # None: too large to solve
    achieved: int

    @property
    def lost(self) -> int | None:
        return None if self.best is None else max(0, self.best - self.achieved)


@dataclass
class FaceUpMove:
    """One decision valued with every card face up — the real hands and stock order, known once
    the deal is over.  Not the fair evaluation: no player could have known them."""

    index: int  # 0-based index of the action in the record (as :attr:`MoveReview.index`)
    method: str  # "search", "exact" or "chance" (the real packet)
    best: str
    best_words: str
    gain: float  # how many points better than the move played the best move was, face up
    stderr: float = 0.0
    simulations: int = 0
    candidates: list[Candidate] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(d: dict[str, Any]) -> FaceUpMove:
        d = dict(d)
        d["candidates"] = [Candidate(**c) for c in d.get("candidates", [])]
        return FaceUpMove(**d)


@dataclass
class DealReview:
    deal: int
    seat: int
    moves: list[MoveReview]
    face_up: FaceUp | None
    #: the face-up view of each decision (not the fair evaluation), by record index
    face_up_moves: dict[int, FaceUpMove] = field(default_factory=dict)

    @property
    def total_lost(self) -> float:
        return sum(m.lost for m in self.moves)

    def costliest(self, n: int = 3) -> list[MoveReview]:
        """The ``n`` decisions that lost the most (ties: the earlier first)."""
        costly = [m for m in self.moves if m.lost > 0]
        return sorted(costly, key=lambda m: (-m.lost, m.index))[:n]

    def counts(self) -> dict[str, int]:
        out = {c: 0 for c in CLASSES}
        for m in self.moves:
            out[m.klass] = out.get(m.klass, 0) + 1
        return out


@dataclass
class GameReview:
    variant: str
    seat: int
    players: list[str]
    budget: int
    deals: list[DealReview]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": REVIEW_FORMAT, "version": REVIEW_VERSION, "variant": self.variant,
            "seat": self.seat, "players": list(self.players), "budget": self.budget,
            "deals": [{
                "deal": d.deal, "seat": d.seat, "total_lost": round(d.total_lost, 1),
                "classes": d.counts(),
                "costliest": [m.index for m in d.costliest()],
                "moves": [m.to_json() for m in d.moves],
                "face_up": None if d.face_up is None else {**asdict(d.face_up),
                                                           "lost": d.face_up.lost},
                "face_up_moves": [d.face_up_moves[i].to_json()
                                  for i in sorted(d.face_up_moves)],
            } for d in self.deals],
        }

    @staticmethod
    def from_json(data: Any) -> GameReview:
        """Read :meth:`to_json` output back; raises ValueError with a sentence when it is not
        a review."""
        if not isinstance(data, dict) or data.get("format") != REVIEW_FORMAT:
            raise ValueError("this is not a deal review")
        if data.get("version") != REVIEW_VERSION:
            raise ValueError("the review was written by another version of the program")
        check_review(data, MoveReview, FaceUp, FaceUpMove)
        try:
            deals = []
            for d in data["deals"]:
                fu = d.get("face_up")
                face = None if fu is None else FaceUp(
                    fu["first_trick"], fu["leader"], [list(h) for h in fu["hands"]],
                    fu["best"], fu["achieved"])
                fum = [FaceUpMove.from_json(f) for f in d.get("face_up_moves", [])]
                deals.append(DealReview(d["deal"], d["seat"],
                                        [MoveReview.from_json(m) for m in d["moves"]], face,
                                        {f.index: f for f in fum}))
            return GameReview(data["variant"], data["seat"], list(data["players"]),
                              data["budget"], deals)
        except (KeyError, TypeError) as e:
            raise ValueError(f"the review is incomplete ({e})") from None
