"""The review's search for one decision: from the player's own observation, or face up in the
one real deal; exact in the two-handed last tricks (see :mod:`review`).
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from bezique_qt.engine import STEP_DECLARE, STEP_PLAY, Action, GameState
from bezique_qt.engine.actions import GUESS
from bezique_qt.engine.cards import card_str
from bezique_qt.engine.observation import Observation
from bezique_qt.engine.state import _PACKET_WEIGHTS, GUESS_SIZES, STEP_GUESS

from . import reasons as why
from .common import action_key, unique_actions, utility_scale
from .heuristic import MAX_SOLVED_HAND, Decision
from .outcomes import outcome_reason
from .reasons import Reason
from .review_form import (
    DEFAULT_BUDGET,
    FACE_UP_SHARE,
    NOISE_MARGIN,
    SOLVER_NODES,
    STOP_EVERY,
    STOP_MARGIN,
    STOP_MIN_WORLDS,
    Candidate,
    FaceUp,
    FaceUpMove,
    MoveReview,
    classify,
)
from .search import ISMCTS, RootStats
from .solver import EndgameSolver, SolverBudgetExceeded


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


def _searcher(played: Action, iterations: int, reasons: bool) -> _ReviewSearch:
    searcher = _ReviewSearch(played, iterations)
    searcher.outcomes = reasons
    return searcher


def _search_job(obs: Observation, played_text: str, iterations: int, seed: int,
                sequential: bool = True, reasons: bool = True) -> dict[str, Any]:
    """One share of a decision's search (run in a worker process)."""
    played = Action.parse(played_text, obs.variant.packs)
    stop = _stopper(played, utility_scale(obs.variant)) if sequential else None
    return _searcher(played, iterations, reasons).search(obs, seed, iterations, None,
                                                         stop).to_plain()


def review_decision(obs: Observation, played: Action, index: int = 0, *,
                    budget: int = DEFAULT_BUDGET, workers: int = 1,
                    sequential: bool = True, reasons: bool = True) -> MoveReview:
    """The review of one decision: ``played`` chosen at ``obs`` (the deciding player's own
    observation).  Reads nothing but ``obs`` and ``played``.  With ``sequential`` the search
    stops before ``budget`` once its verdict is settled (:func:`settled`).  Without
    ``reasons`` the simulated deals' outcomes are not counted (only to time what counting
    them costs: ``scripts/time_reasons.py``): every figure is the same, and the reason is
    the Expert's rule of thumb where that names the preferred move, else none."""
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
    searcher = _searcher(played, budget, reasons)
    stop = _stopper(played, utility_scale(obs.variant)) if sequential else None
    if workers > 1:
        from .parallel import search_pool

        rng = random.Random(seed)
        seeds = [rng.getrandbits(63) for _ in range(workers)]
        share = max(1, budget // workers)
        futures = [search_pool(workers - 1).submit(_search_job, obs, str(played), share, s,
                                                   sequential, reasons) for s in seeds[1:]]
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
