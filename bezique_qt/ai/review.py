"""Review of a finished deal, decision by decision: "could I have won?"

For every decision of one seat (the card played, what was declared or scored, the seven's
exchange, carte blanche, the six-pack guess) the review asks the Expert what each choice was worth
**from that player's own observation at that moment** — the same :class:`Observation` the player
had, never the hidden cards — and reports the move it prefers, the expected points the move played
lost, and a class.

How each decision is valued
---------------------------
* **Search** (the card plays before the last tricks, the declarations): the Expert's search
  (:class:`~bezique_qt.ai.search.ISMCTS`) with the move played added to its candidates, at
  :data:`DEFAULT_BUDGET` simulations.  Every candidate is played in the same sampled worlds, so
  each one's value is compared with the move played world by world: the mean paired difference
  and its standard error.  The preferred move is the candidate with the highest mean; the points
  lost are its mean advantage over the move played **if that advantage exceeds one standard
  error**, otherwise 0 (the move played is as good within the noise, and counts as the preferred
  move).  The random numbers come from a hash of the observation and the move played, so the same
  observation always gives the same review, whatever the hidden cards and whichever record it
  came from.  The search stops before its budget once more simulations could not change the
  decision's class (:func:`settled`, checked every :data:`STOP_EVERY` worlds from
  :data:`STOP_MIN_WORLDS`): measured at the default budget, 16 % fewer simulations on a classic
  deal (every class unchanged) and 9 % on a six-pack deal (2 decisions of 155 ``good`` by a
  few points became ``best``).
* **Exact** (the last tricks): once the stock is gone every card is known by counting, and the
  exact solver (:class:`~bezique_qt.ai.solver.EndgameSolver`) values every card; the points lost
  are exact.
* **Chance** (the six-pack guess of the dealer's packet): the packet's size distribution is part
  of the rules, so each guess's expected bonus is exact.

Classes by points lost, as fractions of the variant's typical deal size
(:func:`~bezique_qt.ai.common.utility_scale`, 1,000 points in classic Bezique):
``best`` 0 (or within the noise), ``good`` below 1 %, ``inaccuracy`` below 3 %, ``mistake`` below
7.5 %, ``blunder`` from 7.5 % (classic: 10, 30 and 75 points).  Forced moves (one legal choice)
are not decisions and are left out.

The face-up view
----------------
Separately, and never mixed with the fair figures or classes, the review says what would have
happened with perfect knowledge, once the deal is over and every card is known:

* :class:`FaceUp` (per deal): what the exact solver finds for the last tricks with both hands face
  up, at the first card of the last tricks: the best result the seat could get there against
  best defence, and what it got.
* :class:`FaceUpMove` (per decision, :func:`review_face_up`): each decision valued in the one
  real world — the real hands and stock order — instead of sampled ones: the same search (at
  :data:`FACE_UP_SHARE` of the budget: there is no luck of the draw to average over, only the
  playouts' own noise), with the real draws (no fixed draws per player), the exact solver for
  the last tricks, and the real packet for the six-pack guess.  It gives the best move with
  perfect knowledge and how much better than the move played it was.  In the last tricks every
  card can be counted, so there the face-up values equal the fair exact ones.

Three and four players
----------------------
The games for three and four (SPEC §7, §8) are reviewed the same way, with the searches the
computer plays them with: the same :class:`~bezique_qt.ai.search.ISMCTS` on worlds where every
other hand is invented (:mod:`~bezique_qt.ai.sampling`, a partner's as hidden as an
opponent's), valuing a deal as the player's points less the mean of the others' (each for
himself) or his side's less the other side's (partners), and the same paired comparison,
standard error, sequential stop and classes.  The seed also hashes how many cards each other
player holds and which of them are known (kept out of the observation's repr, so the games
for two keep their seeds).

* The last tricks: there is no exact solver for more than two hands, and the player cannot
  count who holds which of the unseen cards, so no exact count either: the search values every
  card the rules allow there, in sampled deals played out (``method`` ``"search"``).
* The face-up view of each decision is the same search in the one real deal, as for two; the
  per-deal view of the last tricks (:class:`FaceUp`) needs the two-handed solver and is left
  out (``None``), which the window, the command and the printed review say in a sentence.
* The scale: :func:`~bezique_qt.ai.common.utility_scale` is 1,000 points for these games as
  for classic Bezique, which they derive from, and their deals swing about as much: over 30
  deals of Easy players the standard deviation of the value of a deal to seat 0 was 213
  points in classic Bezique, 174 three-handed, 138 four-handed and 244 with partners.  So the
  classes keep their thresholds (10, 30 and 75 points).
* The budget: :data:`MULTI_BUDGET`, 600 simulations a decision.  A three-handed deal's review
  (29 decisions, face-up view included, one core, the machine's two cores busy with other
  work) took 78 s at 1,500 simulations and 27 s at 600; a four-handed partners deal (32
  decisions) 132 s and 40 s; a classic deal (31 decisions) 34 s at 1,500.  At 600 the review
  waits about as long as a two-handed one, at 1.5 times the Expert's own budget for these
  games; 24 of 29 and 22 of 32 classes were those of the 1,500-simulation review, and the
  points lost of the others differed by at most 32 (within three standard errors).

Nothing here imports Qt.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from bezique_qt.engine import STEP_DEAL_OVER, STEP_DECLARE, STEP_PLAY, Action, GameState
from bezique_qt.engine.actions import GUESS
from bezique_qt.engine.cards import card_str
from bezique_qt.engine.errors import IllegalAction, RecordError
from bezique_qt.engine.observation import Observation
from bezique_qt.engine.record import GameRecord
from bezique_qt.engine.state import _PACKET_WEIGHTS, GUESS_SIZES, STEP_GUESS

from . import reasons as why
from .common import action_key, unique_actions, utility_scale
from .heuristic import MAX_SOLVED_HAND, Decision
from .outcomes import outcome_reason
from .reasons import Reason, reason_from_json, reason_to_json
from .review_check import WORDS_KEYS, check_review
from .search import ISMCTS, RootStats
from .solver import EndgameSolver, SolverBudgetExceeded

__all__ = [
    "CLASSES", "DEFAULT_BUDGET", "FACE_UP_SHARE", "DealReview", "FaceUp", "FaceUpMove",
    "GameReview", "MULTI_BUDGET", "MoveReview", "ReviewCancelled", "ReviewPlan",
    "ReviewUnavailable", "assemble", "classify", "default_budget",
    "count_decisions", "decision_observations", "face_up_last_tricks", "plan_review",
    "review_decision", "review_face_up", "review_record", "settled",
]

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


# ----------------------------------------------------------------------------- one decision
class _ReviewSearch(ISMCTS):
    """The Expert's search with the move played among the candidates, valued against it."""

    # the verdict's reason comes from the simulated deals (ai/outcomes.py)
    outcomes = True

    def __init__(self, played: Action, iterations: int) -> None:
        super().__init__(iterations=iterations)
        self.played = played
        self.default: Decision | None = None

    def candidates(self, obs: Observation) -> tuple[Decision, list[Action]]:
        default, actions = super().candidates(obs)
        self.default = default
        if str(self.played) not in {str(a) for a in actions}:
            actions = [*actions, self.played]
        # the reference of the paired differences is the move played
        return Decision(self.played, Reason(why.ONLY_CHOICE)), actions  # never shown


def _matching_legal(obs: Observation, played: Action) -> Action:
    """The legal action the record's action is (copies of a card are interchangeable)."""
    legal = unique_actions(obs.legal)
    for a in legal:
        if a == played:
            return a
    key = action_key(played)
    for a in legal:
        if action_key(a) == key:
            return a
    raise ValueError(f"{played} is not a legal action here")


def observation_seed(obs: Observation, played: Action) -> int:
    """The review's random seed for this decision: a hash of what the player saw and did."""
    text = repr(obs) + "|" + action_key(played)
    if obs.players != 2:
        # who holds how many cards, and which are known where, are out of the repr (which
        # keeps the seeds of the games for two): with three or four they are part of what
        # the player saw
        text += f"|{obs.concealed_counts!r}|{obs.known!r}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


def _words(action: Action) -> str:
    return action.describe()


def _base(obs: Observation, played: Action, index: int) -> dict[str, Any]:
    me = obs.player
    return {
        "deal": obs.deal_index + 1, "index": index, "trick_no": obs.trick_no + 1,
        "phase": obs.phase, "step": obs.step, "played": str(played),
        "played_words": _words(played),
        "hand": [card_str(c) for c in obs.hand],
        "table": [card_str(c) for c in obs.tables[me]],
        "trick": [card_str(c) for c in obs.trick],
        "trump": None if obs.trump is None else "SHDC"[obs.trump],
        "turnup": None if obs.turnup is None else card_str(obs.turnup),
    }


def _solved_choice(moves: list[tuple[int, int]], played: Action, legal: Sequence[Action]
                   ) -> tuple[Action, float, list[Candidate]]:
    """From the endgame solver's ``moves`` (card kind and value, best first): the move to
    prefer (the one played unless another is worth more), what the one played loses against
    the best, and each legal play's value against the one played."""
    assert played.card is not None
    values = dict(moves)
    mine = values[played.card & 31]
    best_kind, best = moves[0]
    plays = {a.card & 31: a for a in unique_actions(legal) if a.card is not None}
    lost = float(best - mine)
    pref = played if lost <= 0 else plays[best_kind]
    return pref, lost, [Candidate(str(plays[k]), _words(plays[k]), float(v - mine))
                        for k, v in moves if k in plays]


def _exact_review(obs: Observation, played: Action, index: int) -> MoveReview | None:
    opp = obs.opponent_hand_if_known()
    if opp is None or len(obs.hand) > MAX_SOLVED_HAND or played.card is None:
        return None
    solver = EndgameSolver(obs.variant, obs.trump, max_nodes=SOLVER_NODES)
    lead = obs.trick[0] if obs.trick else None
    try:
        moves = solver.best_moves(list(obs.hand), opp, lead)
    except SolverBudgetExceeded:
        return None
    pref, lost, cands = _solved_choice(moves, played, obs.legal)
    return MoveReview(
        **_base(obs, played, index), preferred=str(pref), preferred_words=_words(pref),
        lost=lost, stderr=0.0, klass=classify(lost, utility_scale(obs.variant)),
        method="exact", reason=Reason(why.SOLVED, card=pref.card, points=moves[0][1]),
        candidates=cands)


def _guess_review(obs: Observation, played: Action, index: int) -> MoveReview:
    total = sum(_PACKET_WEIGHTS)
    worth = {n: 150 * w / total for n, w in zip(GUESS_SIZES, _PACKET_WEIGHTS, strict=True)}
    best_n = max(worth, key=lambda n: (worth[n], -abs(n - 24)))
    mine = worth.get(played.number or 0, 0.0)
    lost = worth[best_n] - mine
    pref = played if lost <= 0 else Action(GUESS, number=best_n)
    cands = [Candidate(f"guess {n}", f"Guess {n} cards", round(worth[n] - mine, 1))
             for n in sorted(worth, key=lambda n: -worth[n])]
    return MoveReview(
        **_base(obs, played, index), preferred=str(pref), preferred_words=_words(pref),
        lost=round(lost, 1), stderr=0.0, klass=classify(lost, utility_scale(obs.variant)),
        method="chance",
        reason=Reason(why.GUESS_LIKELIEST, count=best_n),
        candidates=cands)


def settled(stats: RootStats, played: str, scale: float) -> bool:
    """Whether more simulations would not change a decision's class (the sequential stop).

    Each candidate's advantage over the move played lies, within :data:`STOP_MARGIN` standard
    errors, between its mean minus and plus that margin; so the points the move played lost
    lie between the highest lower end (at least 0, the move played itself) and the highest
    upper end.  The verdict is settled when both ends give the same class (``best``: every
    other candidate clearly worse).  The search's values also drift as its trees grow, so
    stopping wherever the ends merely fall within ``good`` was not enough: a six-pack deal's
    review then called 9 decisions in 155 ``best`` that the full budget found worse."""
    z = STOP_MARGIN
    low, high = 0.0, 0.0
    for k in stats.visits:
        if k == played:
            continue
        mean, se = stats.advantage(k)
        if not math.isfinite(se):
            return False
        low = max(low, mean - z * se)
        high = max(high, mean + z * se)

    return classify(low * scale, scale) == classify(high * scale, scale)


def _stopper(played: Action, scale: float) -> Callable[[RootStats, int], bool]:
    key = str(played)

    def stop(stats: RootStats, worlds: int) -> bool:
        if worlds < STOP_MIN_WORLDS or (worlds - STOP_MIN_WORLDS) % STOP_EVERY:
            return False
        return settled(stats, key, scale)

    return stop


def _search_job(obs: Observation, played_text: str, iterations: int, seed: int,
                sequential: bool = True) -> dict[str, Any]:
    """One share of a decision's search (run in a worker process)."""
    played = Action.parse(played_text, obs.variant.packs)
    stop = _stopper(played, utility_scale(obs.variant)) if sequential else None
    return _ReviewSearch(played, iterations).search(obs, seed, iterations, None,
                                                    stop).to_plain()


def review_decision(obs: Observation, played: Action, index: int = 0, *,
                    budget: int = DEFAULT_BUDGET, workers: int = 1,
                    sequential: bool = True) -> MoveReview:
    """The review of one decision: ``played`` chosen at ``obs`` (the deciding player's own
    observation).  Reads nothing but ``obs`` and ``played``.  With ``sequential`` the search
    stops before ``budget`` once its verdict is settled (:func:`settled`)."""
    if obs.to_act != obs.player or not obs.legal:
        raise ValueError("it is not this player's turn")
    played = _matching_legal(obs, played)
    if obs.step == STEP_GUESS:
        return _guess_review(obs, played, index)
    if obs.phase == 2 and obs.step == STEP_PLAY:
        exact = _exact_review(obs, played, index)
        if exact is not None:
            return exact
    if obs.step not in (STEP_PLAY, STEP_DECLARE):
        raise ValueError(f"the review cannot value the step {obs.step!r}")
    seed = observation_seed(obs, played)
    searcher = _ReviewSearch(played, budget)
    stop = _stopper(played, utility_scale(obs.variant)) if sequential else None
    if workers > 1:
        from .parallel import search_pool

        rng = random.Random(seed)
        seeds = [rng.getrandbits(63) for _ in range(workers)]
        share = max(1, budget // workers)
        futures = [search_pool(workers - 1).submit(_search_job, obs, str(played), share, s,
                                                   sequential) for s in seeds[1:]]
        stats = searcher.search(obs, seeds[0], share, None, stop)
        for f in futures:
            stats.merge(RootStats.from_plain(f.result()))
    else:
        stats = searcher.search(obs, seed, budget, None, stop)
    return _from_stats(obs, played, index, stats, searcher.default)


def _from_stats(obs: Observation, played: Action, index: int, stats: RootStats,
                default: Decision | None) -> MoveReview:
    scale = utility_scale(obs.variant)
    by_key = {str(a): a for a in unique_actions(obs.legal)}
    me = str(played)
    cands: list[Candidate] = []
    best_k, best_mean, best_se = me, 0.0, 0.0
    for k in sorted(stats.visits):
        mean, se = stats.advantage(k)
        if k == me:
            mean, se = 0.0, 0.0
        if not math.isfinite(se):
            se = 0.0
        cands.append(Candidate(k, _words(by_key[k]), round(mean * scale, 1),
                               round(se * scale, 1)))
        if mean > best_mean:
            best_k, best_mean, best_se = k, mean, se
    cands.sort(key=lambda c: -c.vs_played)
    significant = best_k != me and best_mean > NOISE_MARGIN * best_se
    lost = round(best_mean * scale, 1) if significant else 0.0
    pref = by_key[best_k] if significant else played
    # what the simulated deals show the preferred move gains over the one played
    reason: Reason | None = None
    if significant and stats.outcomes is not None:
        reason = outcome_reason(stats.outcomes, obs, pref, played, best_mean * scale)
    elif significant and default is not None and str(default.action) == best_k:
        reason = default.reason  # the Expert's rule of thumb (a review made without them)
    return MoveReview(
        **_base(obs, played, index), preferred=str(pref), preferred_words=_words(pref),
        lost=lost, stderr=round(best_se * scale, 1) if significant else 0.0,
        klass=classify(lost, scale), method="search", reason=reason,
        simulations=sum(stats.visits.values()), candidates=cands)


# ----------------------------------------------------------------------------- the face-up view
def face_up_last_tricks(start: GameState, end: GameState, seat: int,
                        max_nodes: int = SOLVER_NODES) -> FaceUp:
    """The face-up view of the last tricks: ``start`` is the state at the first card of the
    last tricks, ``end`` the state once the deal is over (or any later state of that deal)."""
    hands = [list(start.concealed[p]) + list(start.table[p]) for p in (0, 1)]
    leader = start.leader
    solver = EndgameSolver(start.variant, start.trump, max_nodes=max_nodes)
    best: int | None
    try:
        v = solver.value(hands[leader], hands[1 - leader])
        best = v if leader == seat else -v
    except SolverBudgetExceeded:
        best = None
    achieved = 0
    played = end.tricks[len(start.tricks):]
    for i, (_lead, cards, winner) in enumerate(played):
        pts = solver.points[cards[0] & 31] + solver.points[cards[1] & 31]
        if i == len(played) - 1:
            pts += solver.last_bonus
        achieved += pts if winner == seat else -pts
    return FaceUp(start.trick_no + 1, leader, [[card_str(c) for c in sorted(h)] for h in hands],
                  best, achieved)


class _TrueWorld:
    """A "sampler" that always gives the one real world."""

    def __init__(self, world: GameState) -> None:
        self.world = world

    def sample(self, rng: random.Random) -> GameState:
        return self.world.clone()


class _FaceUpSearch(_ReviewSearch):
    """The review's search played in the real world only, with its real stock order."""

    fixed_draws = False
    outcomes = False  # the face-up view gives no reason

    def __init__(self, played: Action, iterations: int, world: GameState) -> None:
        super().__init__(played, iterations)
        self.world = world

    def world_sampler(self, obs: Observation) -> Any:
        return _TrueWorld(self.world)


def _face_up_exact(world: GameState, obs: Observation, played: Action, index: int,
                   solvers: dict[int | None, EndgameSolver] | None) -> FaceUpMove | None:
    me = obs.player
    mine = list(world.concealed[me]) + list(world.table[me])
    theirs = list(world.concealed[1 - me]) + list(world.table[1 - me])
    if len(mine) > MAX_SOLVED_HAND or played.card is None:
        return None
    solvers = {} if solvers is None else solvers
    solver = solvers.get(world.trump)
    if solver is None:
        solver = solvers[world.trump] = EndgameSolver(world.variant, world.trump,
                                                      max_nodes=SOLVER_NODES)
    solver.nodes = 0
    lead = world.trick[0] if world.trick else None
    try:
        moves = solver.best_moves(mine, theirs, lead)
    except SolverBudgetExceeded:
        solver.clear()
        return None
    pref, gain, cands = _solved_choice(moves, played, obs.legal)
    return FaceUpMove(index, "exact", str(pref), _words(pref), gain, candidates=cands)


def _face_up_guess(world: GameState, obs: Observation, played: Action, index: int
                   ) -> FaceUpMove:
    me = obs.player
    worth: dict[int, float] = {}
    for n in GUESS_SIZES:
        st = world.clone()
        before = st.deal_points[me] - st.deal_points[1 - me]
        st.apply(Action(GUESS, number=n), undoable=False)
        worth[n] = float(st.deal_points[me] - st.deal_points[1 - me] - before)
    mine = worth.get(played.number or 0, 0.0)
    best_n = max(worth, key=lambda n: (worth[n], n == played.number, -abs(n - 24)))
    gain = worth[best_n] - mine
    pref = played if gain <= 0 else Action(GUESS, number=best_n)
    return FaceUpMove(index, "chance", str(pref), _words(pref), gain, candidates=[
        Candidate(f"guess {n}", f"Guess {n} cards", worth[n] - mine)
        for n in sorted(worth, key=lambda n: -worth[n])])


def review_face_up(world: GameState, seat: int, played: Action, index: int = 0, *,
                   budget: int = DEFAULT_BUDGET,
                   solvers: dict[int | None, EndgameSolver] | None = None) -> FaceUpMove:
    """The face-up view of one decision: ``played`` chosen by ``seat`` in the real state
    ``world`` (every card known — only once the deal is over; not the fair evaluation).
    ``budget`` is the fair review's: the search runs :data:`FACE_UP_SHARE` of it.  ``solvers``
    (by trump) lets the decisions of one deal's last tricks share the exact solver's table."""
    obs = world.observation(seat)
    if obs.to_act != seat or not obs.legal:
        raise ValueError("it is not this player's turn")
    played = _matching_legal(obs, played)
    if obs.step == STEP_GUESS:
        return _face_up_guess(world, obs, played, index)
    if world.phase == 2 and obs.step == STEP_PLAY and obs.players == 2:
        exact = _face_up_exact(world, obs, played, index, solvers)
        if exact is not None:
            return exact
    if obs.step not in (STEP_PLAY, STEP_DECLARE):
        raise ValueError(f"the review cannot value the step {obs.step!r}")
    iterations = max(1, round(budget * FACE_UP_SHARE))
    seed = observation_seed(obs, played) ^ 0xFACE
    searcher = _FaceUpSearch(played, iterations, world)
    stats = searcher.search(obs, seed, iterations, None,
                            _stopper(played, utility_scale(obs.variant)))
    fair = _from_stats(obs, played, index, stats, None)
    return FaceUpMove(index, "search", fair.preferred, fair.preferred_words, fair.lost,
                      fair.stderr, fair.simulations, fair.candidates)


# ----------------------------------------------------------------------------- a whole record
def _walk(record: GameRecord) -> Any:
    """Yield ``(index, state before the action, action)`` over the record, the deal after a
    finished one started as in :func:`replay`, and ``(index, state, None)`` whenever a deal is
    over (or the record ends); raises RecordError on a bad action."""
    st = record.new_state()
    for i, text in enumerate(record.actions):
        if st.step == STEP_DEAL_OVER:
            yield i, st, None
            st.next_deal()
        try:
            action = Action.parse(text, st.variant.packs)
        except ValueError as e:
            raise RecordError(f"action {i + 1} ({text!r}) cannot be read: {e}", i) from None
        yield i, st, action
        try:
            st.apply(action, undoable=False)
        except IllegalAction as e:
            raise RecordError(f"action {i + 1} ({text!r}) is not legal here: {e.message}",
                              i) from None
    yield len(record.actions), st, None


def _is_decision(st: GameState, seat: int) -> bool:
    return st.to_act == seat and len(unique_actions(st.legal_actions())) > 1


def decision_observations(record: GameRecord, seat: int, deal: int | None = None
                          ) -> dict[int, Observation]:
    """``seat``'s own observation at each of its decisions (by record index; only deal number
    ``deal`` when given), as the review values them: what the player saw, and nothing else."""
    out: dict[int, Observation] = {}
    for i, st, action in _walk(record):
        if action is None or (deal is not None and st.deal_index + 1 != deal):
            continue
        if _is_decision(st, seat):
            out[i] = st.observation(seat)
    return out


def count_decisions(record: GameRecord, seat: int, deal: int | None = None) -> int:
    """How many decisions of ``seat`` the review values (for a progress bar)."""
    return len(plan_review(record, seat, deal).decisions)


@dataclass
class ReviewPlan:
    """What a review will value, found by replaying the record (cheap): every decision of the
    seat as (record index, the seat's observation, the action played), and each deal's face-up
    view of the last tricks."""

    variant: str
    seat: int
    players: list[str]
    deals: list[int]
    decisions: list[tuple[int, Observation, Action]]
    face_ups: dict[int, FaceUp]
    #: the real state at each decision of a deal that is over (record index -> state), for
    #: the face-up view only
    worlds: dict[int, GameState] = field(default_factory=dict)


class ReviewUnavailable(ValueError):
    """The review asked for cannot be made (the reason in words, as the exception's text): a
    seat the game does not have."""


def plan_review(record: GameRecord, seat: int = 0, deal: int | None = None) -> ReviewPlan:
    """Replay ``record`` and list what the review of ``seat`` values (only deal number ``deal``
    when given).  Raises RecordError for a bad record and :class:`ReviewUnavailable` for a
    seat the game does not have."""
    players = len(record.players)
    if not 0 <= seat < players:
        raise ReviewUnavailable(f"the game has no seat {seat}: its seats are 0 to {players - 1}")
    numbers: list[int] = []
    decisions: list[tuple[int, Observation, Action]] = []
    face_ups: dict[int, FaceUp] = {}
    worlds: dict[int, GameState] = {}
    pending: dict[int, dict[int, GameState]] = {}
    phase2_start: dict[int, GameState] = {}
    variant = record.variant
    for i, st, action in _walk(record):
        variant = st.variant.id
        number = st.deal_index + 1
        if deal is not None and number != deal:
            continue
        if number not in numbers:
            numbers.append(number)
        if action is None:
            start = phase2_start.get(number)
            if st.deal_over and start is not None and number not in face_ups:
                face_ups[number] = face_up_last_tricks(start, st, seat)
            if st.deal_over:
                worlds.update(pending.pop(number, {}))
            continue
        if (st.phase == 2 and not st.trick and number not in phase2_start
                and st.variant.players == 2):
            phase2_start[number] = st.clone()
        if _is_decision(st, seat):
            decisions.append((i, st.observation(seat), action))
            pending.setdefault(number, {})[i] = st.clone()
    return ReviewPlan(variant, seat, list(record.players), numbers, decisions, face_ups,
                      worlds)


def assemble(plan: ReviewPlan, moves: list[MoveReview], budget: int,
             face_up: list[FaceUpMove] | None = None) -> GameReview:
    """The review from its plan, the decisions' reviews and their face-up views (in any
    order)."""
    by_deal: dict[int, DealReview] = {n: DealReview(n, plan.seat, [], plan.face_ups.get(n))
                                      for n in plan.deals}
    deal_of: dict[int, int] = {}
    for m in sorted(moves, key=lambda m: m.index):
        by_deal[m.deal].moves.append(m)
        deal_of[m.index] = m.deal
    for f in face_up or []:
        if f.index in deal_of:
            by_deal[deal_of[f.index]].face_up_moves[f.index] = f
    return GameReview(plan.variant, plan.seat, plan.players, budget,
                      [by_deal[n] for n in plan.deals])


def review_record(record: GameRecord, seat: int = 0, *, deal: int | None = None,
                  budget: int | None = None, workers: int = 1, face_up: bool = True,
                  progress: Callable[[int, int], None] | None = None,
                  cancelled: Callable[[], bool] | None = None) -> GameReview:
    """Review ``seat``'s decisions in ``record`` (every deal, or only deal number ``deal``).

    ``progress(done, total)`` is called after each decision; when ``cancelled()`` turns true the
    review stops with :class:`ReviewCancelled`.  Each decision sees only ``seat``'s observation;
    the face-up view alone (``face_up``) reads the hidden hands, after the deal.  ``budget``:
    simulations a decision (default: :func:`default_budget`)."""
    plan = plan_review(record, seat, deal)
    if budget is None:
        budget = default_budget(len(plan.players))
    total = len(plan.decisions)
    if progress is not None:
        progress(0, total)
    moves: list[MoveReview] = []
    faces: list[FaceUpMove] = []
    solvers: dict[int | None, EndgameSolver] = {}
    for done, (i, obs, action) in enumerate(plan.decisions, 1):
        if cancelled is not None and cancelled():
            raise ReviewCancelled
        moves.append(review_decision(obs, action, i, budget=budget, workers=workers))
        if face_up and i in plan.worlds:
            faces.append(review_face_up(plan.worlds[i], seat, action, i, budget=budget,
                                        solvers=solvers))
        if progress is not None:
            progress(done, total)
    return assemble(plan, moves, budget, faces)


# ----------------------------------------------------------------------------- text
def format_review(review: GameReview,
                  reason_words: Callable[[MoveReview], str] | None = None) -> str:
    """The review as plain text for the terminal; ``reason_words`` words a move's reason (the
    presentation layer's, ``words.game``); without it reasons are left out."""
    name = review.players[review.seat] if review.seat < len(review.players) else ""
    lines = [f"Review of {name} (seat {review.seat}), {review.variant}, "
             f"{review.budget} simulations a decision"]
    for d in review.deals:
        lines.append("")
        lines.append(f"Deal {d.deal}: {len(d.moves)} decisions, expected losses adding up to "
                     f"{d.total_lost:.0f} points (a measure of the play, not what the deal "
                     "cost)")
        counts = d.counts()
        lines.append("  " + ", ".join(f"{counts[c]} {c}" for c in CLASSES))
        for m in d.moves:
            where = (f"trick {m.trick_no}" if m.step == STEP_PLAY else
                     f"after {m.trick_no - 1}" if m.step == STEP_DECLARE else m.step)
            line = f"  {m.index + 1:4d} {where:<10} {m.played_words}"
            if m.lost > 0:
                line += f" — {m.klass}, {m.lost:.0f} points lost; better: {m.preferred_words}"
            else:
                line += f" — {m.klass}"
            lines.append(line)
            if m.lost > 0:
                words = reason_words(m) if reason_words is not None and m.reason else ""
                why = f"{words}; " if words else ""
                how = ("exact" if m.method == "exact" else
                       "on average" if m.method == "chance" else
                       f"on average in {m.simulations} simulations, ±{m.stderr:.0f}")
                lines.append(f"{'':16}{why}{m.lost:.0f} points better ({how})")
        costly = d.costliest()
        if costly:
            lines.append("  Costliest: " + "; ".join(
                f"action {m.index + 1} ({m.played_words}, {m.lost:.0f})" for m in costly))
        lines.append("  Face up (all cards known, not the fair evaluation): " + (
            "with three or four players no exact solver plays the last tricks; each decision "
            "is valued by the search in the real deal" if len(review.players) != 2 else
            "no last tricks played" if d.face_up is None else
            "the last tricks were too large to solve" if d.face_up.best is None else
            f"the last tricks from trick {d.face_up.first_trick}: best {d.face_up.best:+d}, "
            f"achieved {d.face_up.achieved:+d}"))
        if d.face_up_moves:
            better = [d.face_up_moves[m.index] for m in d.moves
                      if m.index in d.face_up_moves and d.face_up_moves[m.index].gain > 0]
            played = {m.index: m for m in d.moves}
            lines.append(f"  Face up, each decision with every card known (not the fair "
                         f"evaluation): {len(d.face_up_moves) - len(better)} of "
                         f"{len(d.face_up_moves)} as good as the best")
            for f in better:
                m = played[f.index]
                how = ("exact" if f.method == "exact" else "the real packet"
                       if f.method == "chance" else f"in {f.simulations} simulations")
                lines.append(f"  {f.index + 1:4d} {m.played_words} — face up, "
                             f"{f.best_words} was {f.gain:.0f} points better ({how})")
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------- worker jobs
# What a window runs in worker processes: plain data in, plain data out.
def plan_job(record_data: dict[str, Any], seat: int, deal: int | None) -> ReviewPlan:
    """:func:`plan_review` of a record given as its JSON data."""
    return plan_review(GameRecord.from_json(record_data), seat, deal)


def decision_job(obs: Observation, action_text: str, index: int, budget: int,
                 world: GameState | None = None) -> dict[str, Any]:
    """:func:`review_decision` of one decision, as JSON data, and apart from it (key
    ``"face_up"``) its face-up view when the real state ``world`` is given (else None)."""
    action = Action.parse(action_text, obs.variant.packs)
    out = review_decision(obs, action, index, budget=budget).to_json()
    face = None
    if world is not None:
        face = review_face_up(world, obs.player, action, index, budget=budget,
                              solvers=_job_solvers(world)).to_json()
    return {"fair": out, "face_up": face}


_solvers: dict[Any, dict[int | None, EndgameSolver]] = {}


def _job_solvers(world: GameState) -> dict[int | None, EndgameSolver]:
    """The exact solvers a worker process keeps for the last tricks of one deal (the face-up
    decisions of one deal share their table)."""
    seal = world.seal()  # a game without a seed has one for each deal, in its seal
    key = (world.variant.id, world.seed, world.deal_index,
           None if seal is None else seal.commitment)
    if key not in _solvers:
        _solvers.clear()
        _solvers[key] = {}
    return _solvers[key]
