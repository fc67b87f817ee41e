"""The searching levels: determinized Monte Carlo (Hard) and Information-Set MCTS (Expert).

Both see one observation and invent the hidden cards through :class:`WorldSampler` only; a fresh
world (opponent's hand and stock order) is drawn for every simulation, and the playouts choose
from each simulated player's own hand, so no decision rests on knowing the stock.

* **Hard** (:class:`MonteCarloSearch`): for each legal action, play it in many sampled worlds and
  finish the deal with heuristic playouts; every action is tried in the same worlds with the same
  random numbers, and the best average wins.  Successive halving spends more playouts on the
  leading actions.
* **Expert** (:class:`ISMCTS`): single-observer Information-Set MCTS (Cowling, Powley &
  Whitehouse 2012).  The tree holds this player's information sets: its own actions, the
  opponent's actions (copy-free), and the cards it draws (chance nodes, so a plan may depend on
  the card drawn).  Declarations and the seven exchange are tree actions like card plays.  Near
  the end of the stock the playouts finish with the exact endgame solver.

In the last tricks both levels play the exact solver's move (every card is known by counting).

With three or four players the same searches run on worlds where every other hand is invented,
and value a deal for the player's side (:func:`~.common.deal_utility`: a partner is not an
opponent).  The solver is two-handed, and which of the others holds an unseen card stays hidden:
in the last tricks every card allowed is compared in sampled deals played out by the policy.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from bezique_qt.engine import (
    STEP_DEAL_OVER,
    STEP_DECLARE,
    STEP_GAME_OVER,
    STEP_PLAY,
    Action,
    Observation,
)
from bezique_qt.engine.actions import DONE, PLAY
from bezique_qt.engine.melds import meld_value

from . import reasons as why_
from .common import action_key, deal_utility, stock_count, unique_actions, utility_scale
from .heuristic import (
    Decision,
    HeuristicPlayer,
    declaration_choice,
    solve_last_tricks,
)
from .outcomes import Outcomes, OutcomeTable, outcome_reason
from .playout_declarations import finish_declaration, keep_draws_fixed
from .reasons import Reason
from .rollout import EndgameFn, playout, policy_action
from .sampling import WorldSampler
from .solver import EndgameSolver, SolverBudgetExceeded

__all__ = ["ISMCTS", "MonteCarloSearch", "RootStats", "describe_choice", "quick_decision"]

# values one root action in one sampled world: (state, action, its key, random) -> the deal's
# worth to the searching player, in utility units
_Valuer = Callable[[Any, Action, str, random.Random], float]


@dataclass
class RootStats:
    """Per root action: simulations and summed utility (for the player deciding); for the
    Monte Carlo check also the sums of each action's difference from a reference action, world
    by world (``diffs[k] = (sum, sum of squares)``)."""

    visits: dict[str, int]
    totals: dict[str, float]
    ref: str | None = None
    diffs: dict[str, tuple[float, float]] = field(default_factory=dict)
    #: what happened in each candidate's simulated deals, when the search collected it
    outcomes: OutcomeTable | None = None

    def merge(self, other: RootStats) -> None:
        for k, n in other.visits.items():
            self.visits[k] = self.visits.get(k, 0) + n
            self.totals[k] = self.totals.get(k, 0.0) + other.totals.get(k, 0.0)
        for k, (a, b) in other.diffs.items():
            x, y = self.diffs.get(k, (0.0, 0.0))
            self.diffs[k] = (x + a, y + b)
        if other.outcomes is not None:
            if self.outcomes is None:
                self.outcomes = OutcomeTable()
            self.outcomes.merge(other.outcomes)

    def advantage(self, k: str) -> tuple[float, float]:
        """Mean difference of ``k`` over the reference action and its standard error."""
        n = self.visits.get(k, 0)
        if n < 2 or k not in self.diffs:
            return 0.0, math.inf
        s, sq = self.diffs[k]
        mean = s / n
        var = max(0.0, (sq - n * mean * mean) / (n - 1))
        return mean, math.sqrt(var / n)

    def best(self, by_visits: bool) -> str:
        def score(k: str) -> tuple[float, float]:
            n = self.visits[k]
            mean = self.totals[k] / n if n else -math.inf
            return (n, mean) if by_visits else (mean, n)
        return max(sorted(self.visits), key=score)

    def mean(self, k: str) -> float:
        n = self.visits.get(k, 0)
        return self.totals.get(k, 0.0) / n if n else 0.0

    def to_plain(self) -> dict[str, Any]:
        return {"visits": dict(self.visits), "totals": dict(self.totals), "ref": self.ref,
                "diffs": {k: list(v) for k, v in self.diffs.items()},
                "outcomes": None if self.outcomes is None else self.outcomes.to_plain()}

    @staticmethod
    def from_plain(d: dict[str, Any]) -> RootStats:
        out = d.get("outcomes")
        return RootStats(dict(d["visits"]), dict(d["totals"]), d["ref"],
                         {k: (v[0], v[1]) for k, v in d["diffs"].items()},
                         None if out is None else OutcomeTable.from_plain(out))


def describe_choice(action: Action, stats: RootStats, scale: float, what: str) -> Reason:
    """Why ``action`` is chosen from ``stats``: best in the searched deals (``what``: a source
    code of ``ai/reasons.py``)."""
    k = str(action)
    n = stats.visits.get(k, 0)
    total = sum(stats.visits.values())
    mean = stats.mean(k) * scale
    return Reason(why_.BEST_IN_SEARCH, action=action, source=what, count=n, total=total,
                  points=round(mean))


# Playouts ask the solver for the last tricks only up to this many cards a hand (fewer than the
# decisions' limit, heuristic.MAX_SOLVED_HAND): the eight cards of the classic games. Twelve-card
# endgames (six-pack) were abandoned 136 times in 158, each after about half a second of
# search; nine-card ones (Rubicon) mostly solve, but each playout near the end of the stock
# reaches another one, and a Rubicon move with six cards left in the stock took 7.2 s solving
# them, 0.34 s without (the same card chosen). That was the solver in Python; compiled it is
# about twenty times faster, but raising the limit would change Rubicon moves, so it stays.
MAX_PLAYOUT_SOLVED_HAND = 8


def _endgame_fn(obs: Observation, cache: dict, max_nodes: int) -> EndgameFn:
    v = obs.variant
    solvers: dict[int | None, EndgameSolver] = {}

    def endgame(leader: list[int], other: list[int], trump: int | None) -> int | None:
        if len(leader) > MAX_PLAYOUT_SOLVED_HAND:
            return None
        key = (tuple(sorted(c & 31 for c in leader)), tuple(sorted(c & 31 for c in other)), trump)
        if key in cache:
            return cache[key]
        s = solvers.get(trump)
        if s is None:
            s = solvers[trump] = EndgameSolver(v, trump, max_nodes=max_nodes)
        s.nodes = 0
        val: int | None
        try:
            val = s.value(leader, other)
        except SolverBudgetExceeded:
            val = None
            s.clear()
        cache[key] = val
        return val

    return endgame


def quick_decision(obs: Observation, solver_nodes: int) -> Decision | None:
    """A decision that needs no search: the only legal action, or the solved last tricks."""
    legal = unique_actions(obs.legal)
    if len(legal) == 1:
        a = legal[0]
        return Decision(a, Reason(why_.ONLY_LEGAL_CHOICE, action=a))
    if obs.phase == 2 and obs.step == STEP_PLAY:
        v = obs.variant
        if v.partnerships and v.partnership_last_tricks == "pairs":
            # the partners' last tricks in pairs (two tricks of two at once) are not the
            # kernel's: the playouts could not play them, so the rule of thumb plays them
            return HeuristicPlayer(memory=True, noise=0.0, solver=False).decide(
                obs, random.Random(0))
        return solve_last_tricks(obs, solver_nodes)
    if obs.step not in (STEP_PLAY, STEP_DECLARE):
        # a step before the play (the six-pack packet guess): nothing to search
        return declaration_choice(obs, greedy=False, announce_extra=False)
    return None


# fewer sampled worlds than this give no trustworthy error estimate: keep the rule of thumb
MIN_WORLDS = 16


class _Budget:
    def __init__(self, iterations: int, seconds: float | None) -> None:
        self.iterations = iterations
        self.deadline = None if seconds is None else time.perf_counter() + seconds

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.perf_counter() > self.deadline


# ---------------------------------------------------------------------------------- Hard
class MonteCarloSearch:
    """Hard: the Medium player's choice, checked by Monte Carlo.

    The heuristic's few best card plays (or every declaration choice) are each played in the
    same sampled worlds and finished with heuristic playouts, with the same random numbers, so
    their results can be compared world by world.  The player departs from the heuristic's
    choice only when another action is better by more than ``margin`` standard errors of the
    paired difference: playouts are noisy, and a rule of thumb is a good default.
    """

    what = why_.SOURCE_SAMPLED_DEALS
    # read the opponent's last card when inventing its hand (see sampling.WorldSampler)
    infer = False
    # give each player a fixed sequence of future cards whoever wins a trick (right in sampled
    # worlds, where the stock order is unknown; see playout_declarations.keep_draws_fixed)
    fixed_draws = True
    # collect what happens in each candidate's simulated deals (ai/outcomes.py) and give the
    # reason from it: the hint and the review do; the players at the table need no reason
    outcomes = False

    def __init__(self, iterations: int = 600, seconds: float | None = None,
                 solver_nodes: int = 200_000, candidates: int = 4, margin: float = 1.0,
                 endgame_stock: int = 2) -> None:
        self.iterations = iterations
        self.seconds = seconds
        self.solver_nodes = solver_nodes
        self.n_candidates = candidates
        self.margin = margin
        self.endgame_stock = endgame_stock
        self.heuristic = HeuristicPlayer(memory=True, noise=0.0, solver=True,
                                         solver_nodes=solver_nodes)
        self._collector: Outcomes | None = None

    def decide(self, obs: Observation, rng: random.Random) -> Decision:
        d = quick_decision(obs, self.solver_nodes)
        if d is not None:
            return d
        stats = self.search(obs, rng.getrandbits(63), self.iterations, self.seconds)
        return self.pick(obs, unique_actions(obs.legal), stats)

    def candidates(self, obs: Observation) -> tuple[Decision, list[Action]]:
        """The heuristic's choice and the actions worth checking against it."""
        if obs.step == STEP_PLAY and obs.phase == 1 and not any(
                a.kind != PLAY for a in obs.legal):
            ranked = self.heuristic.ranked(obs)
            return ranked[0], [d.action for d in ranked[:self.n_candidates]]
        default = self.heuristic.decide(obs, random.Random(0))
        legal = unique_actions(obs.legal)
        if len(legal) <= self.n_candidates + 2:
            return default, legal
        if obs.phase == 2 and obs.players != 2:
            # the last tricks with three or four (no exact solver): every card allowed
            return default, [default.action] + [a for a in legal if a != default.action]
        # many melds on offer (the multi-pack games): the biggest few, the seven, and stopping
        melds = sorted((a for a in legal if a.meld is not None),
                       key=lambda a: -meld_value(obs.variant, a.meld, obs.trump))  # type: ignore
        keep = [default.action] + [a for a in legal if a.meld is None] + melds
        out: list[Action] = []
        for a in keep:
            if a not in out:
                out.append(a)
        return default, out[:self.n_candidates + 2]

    def pick(self, obs: Observation, actions: list[Action], stats: RootStats) -> Decision:
        default, _cands = self.candidates(obs)
        ref = str(default.action)
        best_k, best_gain = ref, 0.0
        for k in sorted(stats.visits):
            if k == ref:
                continue
            mean, se = stats.advantage(k)
            if (stats.visits[k] >= MIN_WORLDS and mean - self.margin * se > 0
                    and mean > best_gain):
                best_k, best_gain = k, mean
        n = stats.visits.get(ref, 0)
        scale = utility_scale(obs.variant)
        if best_k == ref:
            told = self._told(obs, actions, stats, ref, None, 0.0)
            return Decision(default.action, told or replace(default.reason, checked=n))
        a = next(x for x in actions if str(x) == best_k)
        gain = best_gain * scale
        told = self._told(obs, actions, stats, best_k, ref, gain)
        return Decision(a, told or Reason(why_.BETTER_THAN_RULE, action=a, points=round(gain),
                                          count=n))

    def _told(self, obs: Observation, actions: list[Action], stats: RootStats, chosen: str,
              other: str | None, gain: float) -> Reason | None:
        """The reason from the simulated deals (when collected) for ``chosen`` over ``other``
        (by default the candidate valued next best), ``gain`` points better on average."""
        if stats.outcomes is None:
            return None
        if other is None:
            rest = [k for k in stats.visits if k != chosen and stats.visits[k]]
            if not rest:
                return None
            other = max(sorted(rest), key=stats.mean)
            gain = (stats.mean(chosen) - stats.mean(other)) * utility_scale(obs.variant)
        by_key = {str(x): x for x in actions}
        if chosen not in by_key or other not in by_key:
            return None
        return outcome_reason(stats.outcomes, obs, by_key[chosen], by_key[other], gain)

    def search(self, obs: Observation, seed: int, iterations: int, seconds: float | None,
               stop: Callable[[RootStats, int], bool] | None = None) -> RootStats:
        """Every candidate played in the same sampled worlds, ``iterations`` playouts in all
        (or until ``seconds``, or until ``stop(stats, worlds so far)`` is true after a world);
        per candidate the visits, summed values and paired differences from the heuristic's
        choice."""
        rng = random.Random(seed)
        default, actions = self.candidates(obs)
        sampler = self.world_sampler(obs)
        # the exact solver is two-handed: with three or four the last tricks are played out
        endgame = (_endgame_fn(obs, {}, 20_000)
                   if stock_count(obs) <= self.endgame_stock and obs.players == 2 else None)
        budget = _Budget(iterations, seconds)
        keys = [str(a) for a in actions]
        ref = str(default.action)
        stats = RootStats({k: 0 for k in keys}, {k: 0.0 for k in keys}, ref,
                          {k: (0.0, 0.0) for k in keys})
        self._collector = None
        value = self._valuer(keys, obs.player, endgame, utility_scale(obs.variant))
        worlds = max(2, iterations // max(1, len(actions)))
        for done in range(worlds):
            if budget.out_of_time() or (stop is not None and done and stop(stats, done)):
                break
            wseed = rng.getrandbits(63)
            world = sampler.sample(random.Random(wseed))
            if self.outcomes and self._collector is None:
                self._collector = Outcomes(world, obs.player)
                stats.outcomes = self._collector.table
            values: dict[str, float] = {}
            last = len(actions) - 1
            for i, (a, k) in enumerate(zip(actions, keys, strict=True)):
                # (the world is the search's own: the last action is played in it, not a copy)
                st = world if i == last else world.clone()
                u = value(st, a, k, random.Random(wseed ^ 0x5DEECE66D))
                values[k] = u
                stats.visits[k] += 1
                stats.totals[k] += u
            base = values.get(ref, 0.0)
            for k, u in values.items():
                s1, s2 = stats.diffs[k]
                d = u - base
                stats.diffs[k] = (s1 + d, s2 + d * d)
        self._collector = None
        return stats

    def world_sampler(self, obs: Observation) -> Any:
        """What draws the worlds the candidates are played in (``.sample(rng)``, a new world
        each time: the search plays in it)."""
        return WorldSampler(obs, infer=self.infer)

    def _valuer(self, keys: list[str], me: int, endgame: EndgameFn | None, scale: float
                ) -> _Valuer:
        """How one candidate is valued in one world: played, then the deal played out."""
        first = me if self.fixed_draws else None

        def value(st: Any, a: Action, k: str, r: random.Random) -> float:
            keep_draws_fixed(st, a, first)
            st.apply_fast(a)
            collector = self._collector
            sink: list[object] | None = None if collector is None else []
            pts, br = _play_out(st, r, endgame, first, sink)
            if collector is not None and sink:
                collector.add(k, sink[0], br)
            return deal_utility(st.variant, pts, br, me) / scale

        return value


def _play_out(st: Any, r: random.Random, endgame: EndgameFn | None, first: int | None,
              sink: list[object] | None = None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """:func:`playout` of a world that is the search's own to change: a declaration act under
    way is finished in it (as the playout would, with the same steps) instead of in a copy.
    ``sink``, when given, receives the deal as it ended (see :func:`playout`)."""
    if st.step == STEP_DECLARE:
        finish_declaration(st, first)
    return playout(st, r, endgame=endgame, first_drawer=first, finish=sink)


# ---------------------------------------------------------------------------------- Expert
class _Node:
    """One information set of the deciding player: what it has seen since the root."""

    __slots__ = ("children", "visits", "total", "mine", "legal")

    def __init__(self) -> None:
        self.children: dict[object, _Node] = {}
        self.visits = 0
        self.total = 0.0
        # the keys of this player's actions tried here, in the order they were added (a list
        # once there is one: most nodes are never a decision of this player's, and every
        # container kept costs the garbage collector, which walks the whole tree now and then;
        # the actions themselves are the legal ones by these keys in each world)
        self.mine: list[_Key] | tuple[()] = ()
        # this player's legal actions, and by key, where every world gives the same (see
        # _descend)
        self.legal: tuple[list[Action], dict[_Key, Action]] | None = None


class ISMCTS(MonteCarloSearch):
    """Expert: Information-Set MCTS over this player's own information sets.

    The root compares the heuristic's best few actions on shared sampled worlds, as Hard does.
    Below each of them grows a tree of what this player sees and does next: the opponent's
    card (the opponent is modelled by the playout policy, which reads only its own sampled hand),
    the card drawn, and this player's next decisions, declarations included.  A node starts
    with the playout policy's choice and widens to other actions as it is visited more (UCB1).
    Near the end of the stock the playouts finish with the exact endgame solver.
    """

    what = why_.SOURCE_SIMULATIONS
    infer = True
    # list this player's legal actions once per node where every world gives the same
    cache_legal = True

    def __init__(self, iterations: int = 1500, seconds: float | None = None,
                 exploration: float = 0.3, solver_nodes: int = 200_000, candidates: int = 4,
                 margin: float = 1.0, endgame_stock: int = 6, depth: int = 4) -> None:
        super().__init__(iterations, seconds, solver_nodes, candidates, margin, endgame_stock)
        self.c = exploration
        self.depth = depth

    def _valuer(self, keys: list[str], me: int, endgame: EndgameFn | None, scale: float
                ) -> _Valuer:
        """How one candidate is valued in one world: played, then down its tree of this
        player's information sets, then the deal played out; every node on the way learns."""
        roots = {k: _Node() for k in keys}
        first = me if self.fixed_draws else None

        def value(st: Any, a: Action, k: str, r: random.Random) -> float:
            path = [roots[k]]
            self._step(st, a, me, path)
            self._descend(st, me, path, r)
            collector = self._collector
            sink: list[object] | None = None if collector is None else []
            if st.deal_over:
                pts, br = tuple(st.deal_points), tuple(st.brisques)
                if sink is not None:
                    sink.append(st)
            else:
                pts, br = _play_out(st, r, endgame, first, sink)
            if collector is not None and sink:
                collector.add(k, sink[0], br)
            u = deal_utility(st.variant, pts, br, me) / scale
            for n in path:
                n.visits += 1
                n.total += u
            return u

        return value

    def _step(self, st: Any, action: Action, me: int, path: list[_Node]) -> None:
        """Apply ``action``; follow the observation edges it causes (this player's draws).

        Only the end of a declaration act draws cards (and only then may the draws be kept
        fixed, :func:`keep_draws_fixed`): any other action is just applied."""
        if action.kind != DONE:
            st.apply_fast(action)
            return
        before = len(st.stock) + (st.turnup is not None)
        mine_before = set(st.concealed[me]) | set(st.table[me])
        keep_draws_fixed(st, action, me if self.fixed_draws else None)
        st.apply_fast(action)
        if len(st.stock) + (st.turnup is not None) != before:
            drawn = tuple(sorted(x & 31 for x in st.concealed[me] if x not in mine_before))
            node = path[-1]
            key = ("draw", drawn)
            nxt = node.children.get(key)
            if nxt is None:
                nxt = node.children[key] = _Node()
            path.append(nxt)

    def _descend(self, st: Any, me: int, path: list[_Node], r: random.Random) -> None:
        """Walk down the tree until a new node is added or the depth is reached."""
        decisions = 0
        depth = self.depth
        step = self._step
        # Until the opponent acts or this player draws, this player's position is the same in
        # every world (its own cards, its melds, the public cards): its legal actions at a
        # node there are listed once. In a long declaration act of the multi-pack games that
        # listing was most of a search's time.
        same_everywhere = self.cache_legal and len(path) == 1
        while decisions < depth and st.step not in _OVER:
            node = path[-1]
            if st.to_act != me:
                same_everywhere = False
                a = policy_action(st, r)
                key = _opp_key(a)
                nxt = node.children.get(key)
                if nxt is None:
                    nxt = node.children[key] = _Node()
                path.append(nxt)
                step(st, a, me, path)
                continue
            if same_everywhere:
                if node.legal is None:
                    acts = st.legal_actions()
                    node.legal = (acts, _by_key(acts))
                legal, by_key = node.legal
            else:
                legal = st.legal_actions()
                if len(legal) == 1:
                    step(st, legal[0], me, path)
                    continue
                by_key = _by_key(legal)
            if len(legal) == 1:
                # (the next decision may stay at this node: no more listing from the cache)
                same_everywhere = False
                step(st, legal[0], me, path)
                continue
            decisions += 1
            a, child, new = self._select(node, st, by_key, r)
            path.append(child)
            step(st, a, me, path)
            if path[-1] is not child:
                same_everywhere = False  # a card was drawn
            if new:
                return

    def _select(self, node: _Node, st: Any, by_key: dict[_Key, Action], r: random.Random
                ) -> tuple[Action, _Node, bool]:
        """This player's action at ``node``, among the legal ones (by key)."""
        mine = node.mine
        tried = [k for k in mine if k in by_key]
        # progressive widening: the playout policy's action first, one more each time the visits
        # pass 10, 40, 90, ... (fewer visits could not tell the actions apart)
        visits = node.visits
        allowed = 1 + int(math.sqrt(max(0, visits) / 10))
        if len(tried) < allowed and len(tried) < len(by_key):
            if not mine:
                a = policy_action(st, r)
                k = _key(a)
                if k not in by_key:
                    k, a = next(iter(by_key.items()))
            else:
                seen = set(mine)
                rest = [k for k in by_key if k not in seen]
                k = rest[r.randrange(len(rest))]
                a = by_key[k]
            if mine:
                mine.append(k)
            else:
                node.mine = [k]
            child = node.children[k] = _Node()
            return a, child, True
        children = node.children
        c = self.c
        best_u = 0.0
        best_k: _Key | None = None
        log_n = math.log(max(1, visits))
        for k in tried:
            ch = children[k]
            n = ch.visits
            if n == 0:
                u = math.inf
            else:
                u = ch.total / n + c * math.sqrt(log_n / n)
            if best_k is None or u > best_u:
                best_u, best_k = u, k
        assert best_k is not None
        return by_key[best_k], children[best_k], False


# What the tree keys this player's actions by: one-to-one with the action's text (``str``), but
# a card play is keyed by its card alone (no text to build: a search keys thousands of actions a
# second). The keys of the opponent's actions and of the draws are tuples, apart from these.
_Key = int | str
_OVER = (STEP_DEAL_OVER, STEP_GAME_OVER)


def _key(a: Action) -> _Key:
    return a.card if a.kind == PLAY and a.card is not None else str(a)


def _by_key(legal: list[Action]) -> dict[_Key, Action]:
    """The legal actions by key, in their listed order."""
    return {(a.card if a.kind == PLAY and a.card is not None else str(a)): a for a in legal}


def _opp_key(a: Action) -> tuple[str, _Key]:
    """The key of the opponent's action: one-to-one with its :func:`action_key` (the text
    without copy numbers), a card play by the card's kind."""
    if a.kind == PLAY and a.card is not None:
        return ("opp", a.card & 31)
    return ("opp", action_key(a))
