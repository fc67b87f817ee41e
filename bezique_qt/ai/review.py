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

The search for one decision (from the player's observation or face up) is in
:mod:`~bezique_qt.ai.review_search`; the results and their JSON form in
:mod:`~bezique_qt.ai.review_form`; a record's walk, the deal's verdict assembly, the text and the
worker jobs here, where every public name of the three can be imported from.

Nothing here imports Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bezique_qt.engine import STEP_DEAL_OVER, STEP_DECLARE, STEP_PLAY, Action, GameState
from bezique_qt.engine.errors import IllegalAction, RecordError
from bezique_qt.engine.observation import Observation
from bezique_qt.engine.record import GameRecord

from .common import unique_actions
from .review_form import (
    CLASSES,
    DEFAULT_BUDGET,
    FACE_UP_SHARE,
    MULTI_BUDGET,
    NOISE_MARGIN,
    Candidate,
    DealReview,
    FaceUp,
    FaceUpMove,
    GameReview,
    MoveReview,
    ReviewCancelled,
    classify,
    default_budget,
)
from .review_search import (
    face_up_last_tricks,
    observation_seed,
    review_decision,
    review_face_up,
    settled,
)
from .solver import EndgameSolver

__all__ = [
    "CLASSES", "DEFAULT_BUDGET", "FACE_UP_SHARE", "DealReview", "FaceUp", "FaceUpMove",
    "GameReview", "MULTI_BUDGET", "MoveReview", "ReviewCancelled", "ReviewPlan",
    "ReviewUnavailable", "assemble", "classify", "default_budget",
    "count_decisions", "decision_observations", "face_up_last_tricks", "plan_review",
    "review_decision", "review_face_up", "review_record", "settled",
    "Candidate", "NOISE_MARGIN", "decision_job", "format_review", "observation_seed", "plan_job",
]


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
