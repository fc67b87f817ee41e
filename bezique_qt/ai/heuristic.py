"""Rule-of-thumb play after the classic hints (S004 "Hints for Play", S002 tips).

* Throw away sevens, eights, nines and plain jacks; keep the bezique cards (Q♠ J♦ in the usual
  rules), cards towards a sequence, marriage partners and cards towards four of a kind.
* Win a led brisque when it is cheap: an ace or ten is a twenty-point swing.
* Win tricks when there is something to declare, and late in the stock to stop the opponent's
  declarations; win the last trick of the stock.
* Exchange the seven of trumps; score the biggest meld, a royal marriage before its sequence.

The value of keeping a card is the meld value it stands to lose: the chance of completing each
meld it belongs to, with and without it, from how many copies of the missing cards might still be
drawn.  With ``memory`` the player counts every card seen; without it, it assumes nothing has
gone.  In the six- and eight-pack games even the counting player takes its draw chances from the
uncounted copies, and a card already on the table (declared in a meld) keeps only half its meld
chances: measured in matches, its keep values play better so (see
``Tuning.counted_draws_max_packs``, ``Tuning.table_meld_share`` and docs/ai.md).
:class:`HeuristicPlayer` returns each action with its reason (a code and the facts it names,
``ai/reasons.py``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace
from functools import lru_cache

from bezique_qt.engine import STEP_DECLARE, Action, Observation, trick_winner
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    PASS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
)
from bezique_qt.engine.cards import ACE, EIGHT, JACK, KING, NINE, QUEEN, SEVEN, TEN
from bezique_qt.engine.melds import (
    BEZIQUE_1,
    BEZIQUES,
    MARRIAGE,
    SEQUENCE,
    Meld,
    bezique_pair,
    meld_value,
    quartet,
    trump_quartet,
    trump_quintet,
)
from bezique_qt.engine.rules import variant_rules

from . import reasons as why_
from .common import max_scores_this_act, stock_count, unique_actions
from .last_tricks import phase2_lead, phase2_multi, phase2_strength, play_of
from .reasons import Decision, Reason
from .sampling import WorldSampler
from .solver import EndgameSolver, SolverBudgetExceeded

__all__ = ["Decision", "HeuristicPlayer", "Knowledge", "declaration_choice", "novice_choice"]

_RANK_BASE = {SEVEN: 0.0, EIGHT: 0.5, NINE: 1.0, JACK: 2.0, QUEEN: 3.0, KING: 4.0, TEN: 8.0,
              ACE: 10.0}
_SEQ_RANKS = (ACE, TEN, KING, QUEEN, JACK)
_QUARTET_RANKS = {ACE: "A", KING: "K", QUEEN: "Q", JACK: "J", TEN: "T"}


@dataclass(frozen=True)
class Tuning:
    """The heuristic's weights (chosen by matches between variants of the player)."""

    # chance of winning a later trick to declare a completed meld: many, some, few tricks left
    p_win: tuple[float, float, float] = (0.75, 0.5, 0.35)
    # share of led cards the opponent takes when it can: brisques, other cards
    lead_lose: tuple[float, float] = (0.85, 0.45)
    # worth of winning a trick late in the stock, in common marriages
    late: float = 2.0
    # share of a ready meld's value at stake in winning this trick: many, some, few tricks left
    urgency: tuple[float, float, float] = (0.4, 0.6, 1.0)
    # the most packs in which the chance of drawing a meld's cards comes from the counted cards;
    # in larger games (six- and eight-pack) it comes from the uncounted copies, which plays better
    counted_draws_max_packs: int = 4
    # in those larger games, the share of its meld chances a card already on the table keeps
    # (a card of a declared meld); measured in matches, the player plays better so
    table_meld_share: float = 0.5


TUNING = Tuning()


# ---------------------------------------------------------------------------------- knowledge
@dataclass
class Knowledge:
    """What one player can work out from an observation, in the numbers the heuristic uses."""

    obs: Observation
    memory: bool
    hand: list[int] = field(default_factory=list)
    mine: list[int] = field(default_factory=lambda: [0] * 32)
    # copies of each kind that may still come to this player (drawn from the stock)
    drawable: list[int] = field(default_factory=lambda: [0] * 32)
    # copies of each kind the opponent may hold
    opp_may_hold: list[int] = field(default_factory=lambda: [0] * 32)
    pool: int = 1
    opp_cards: int = 0
    draws: int = 0
    tricks_left: int = 0
    bp: int = 10

    @staticmethod
    def of(obs: Observation, memory: bool = True) -> Knowledge:
        k = Knowledge(obs, memory)
        v = obs.variant
        me, opp = obs.player, obs.opponent
        k.hand = list(obs.hand) + list(obs.tables[me])
        for c in k.hand:
            k.mine[c & 31] += 1
        if memory and v.packs <= TUNING.counted_draws_max_packs:
            for c in obs.unseen:
                k.drawable[c & 31] += 1
            k.pool = max(1, len(obs.unseen))
        else:
            # no counting: every copy not in this hand might still be drawn
            for kind in range(32):
                k.drawable[kind] = max(0, v.packs - k.mine[kind])
            k.pool = max(1, 32 * v.packs - len(k.hand) - len(obs.tricks) * 2)
        if v.players != 2:
            # three or four: the opponents' cards (a partner's are not against this player)
            opps = opponents(obs)
            if memory:
                for c in list(obs.unseen):
                    k.opp_may_hold[c & 31] += 1
                for q in opps:
                    for c in obs.known[q] + obs.tables[q]:
                        k.opp_may_hold[c & 31] += 1
            else:
                k.opp_may_hold = list(k.drawable)
            k.opp_cards = sum(obs.concealed_counts[q] + len(obs.tables[q]) for q in opps)
        elif memory:
            for c in list(obs.unseen) + list(obs.opponent_known) + list(obs.tables[opp]):
                k.opp_may_hold[c & 31] += 1
        else:
            k.opp_may_hold = list(k.drawable)
        if v.players == 2:
            k.opp_cards = obs.opponent_concealed + len(obs.tables[opp])
        sc = stock_count(obs)
        k.tricks_left = sc // v.players if obs.phase == 1 else 0
        # draws still to come before a later declaration: the last one comes too late
        k.draws = max(0, k.tricks_left - 1)
        k.bp = v.brisque_points if v.brisques_counted != "none" else 0
        return k

    # ---------------------------------------------------------------- probabilities
    def p_draw(self, missing: list[int]) -> float:
        """Chance of drawing one copy of each kind in ``missing`` (kinds may repeat) before the
        stock runs out.

        This player's later draws are, as far as it can tell, a random handful of the cards it
        has not seen, so each kind's count is hypergeometric: at least ``n`` of the ``a`` copies
        left among the ``pool`` unseen cards in ``draws`` draws.  Kinds are taken as independent
        (a slight overestimate when several are needed) and no draw brings two missing cards.
        """
        if not missing:
            return 1.0
        d = min(self.draws, self.pool)
        if d <= 0 or len(missing) > d:
            return 0.0
        need: dict[int, int] = {}
        for kind in missing:
            need[kind] = need.get(kind, 0) + 1
        p = 1.0
        for kind, n in need.items():
            a = min(self.drawable[kind], self.pool)
            if a < n:
                return 0.0
            p *= _hypergeom_at_least(n, a, self.pool, d)
        return p

    def p_opp_beats(self, card: int, trump: int | None, cards: int | None = None) -> float:
        """Chance the opponent (with three or four players: the opponents, holding ``cards``
        cards between them, all of them if not given) holds a card that beats ``card`` led in
        the first phase."""
        s, r = (card >> 3) & 3, card & 7
        beaters = sum(self.opp_may_hold[s * 8 + x] for x in range(r + 1, 8))
        if trump is not None and s != trump:
            beaters += sum(self.opp_may_hold[trump * 8 + x] for x in range(8))
        total = max(1, sum(self.opp_may_hold))
        n = self.opp_cards if cards is None else cards
        return 1.0 - (1.0 - min(1.0, beaters / total)) ** n


@lru_cache(maxsize=4096)
def _hypergeom_at_least(n: int, a: int, pool: int, d: int) -> float:
    """Chance that ``d`` cards dealt from ``pool`` include at least ``n`` of ``a`` marked ones."""
    if n > min(a, d):
        return 0.0
    total = math.comb(pool, d)
    short = sum(math.comb(a, x) * math.comb(pool - a, d - x)
                for x in range(max(0, d - (pool - a)), n))
    return max(0.0, 1.0 - short / total)


# ---------------------------------------------------------------------------------- keep values
def _occupied(obs: Observation, card: int) -> set[str]:
    me = obs.player
    return {m.type for m in obs.scored[me] + obs.pending[me] if card in m.cards}


def keep_values(k: Knowledge) -> dict[int, tuple[float, str]]:
    """For each card in hand: what playing it now would cost, and what it is kept for."""
    obs = k.obs
    v = obs.variant
    trump = obs.trump
    out: dict[int, tuple[float, str]] = {}
    stage = 1.0 if k.tricks_left >= 2 else 0.0
    p_win = TUNING.p_win[0] if k.tricks_left > 3 else (
        TUNING.p_win[1] if k.tricks_left > 1 else TUNING.p_win[2])
    me = obs.player
    used = {m.type for m in obs.scored[me]}
    pairs = bezique_pair(v, trump)
    unit = v.common_marriage / 20
    on_table = set(obs.tables[me])
    table_share = (TUNING.table_meld_share if v.packs > TUNING.counted_draws_max_packs
                   else 1.0)
    for c in k.hand:
        if c in out:
            continue
        kind, s, r = c & 31, (c >> 3) & 3, c & 7
        # card values are in classic points; scaled variants shrink them with their melds
        base = _RANK_BASE[r] * (k.bp / 10 if r >= TEN else unit)
        if trump is not None and s == trump:
            base += (4.0 + r) * unit
        parts: list[tuple[float, str]] = [(base, why_.PURPOSE_BRISQUE if r >= TEN else
                                           why_.PURPOSE_TRUMP if trump is not None
                                           and s == trump else "")]
        if stage:
            occ = _occupied(obs, c)
            # marriage: this card and a partner of the other rank
            if r in (KING, QUEEN) and MARRIAGE not in occ and SEQUENCE not in occ:
                partner = s * 8 + (QUEEN if r == KING else KING)
                val = meld_value(v, Meld(MARRIAGE, (s * 8 + KING, s * 8 + QUEEN)), trump)
                p_with = k.p_draw([] if k.mine[partner] else [partner])
                p_wo = k.p_draw([kind]) * p_with if k.mine[kind] < 2 else p_with
                parts.append((val * p_win * (p_with - p_wo), why_.PURPOSE_MARRIAGE))
            # sequence of trumps (or any suit when plain sequences score, or trumps unfixed)
            seq_val = 0
            if r in _SEQ_RANKS and SEQUENCE not in occ:
                if trump is None or s == trump:
                    seq_val = v.trump_sequence
                elif v.plain_sequence:
                    seq_val = v.plain_sequence
            if seq_val:
                missing = [s * 8 + x for x in _SEQ_RANKS if not k.mine[s * 8 + x]]
                p_with = k.p_draw(missing)
                p_wo = p_with * k.p_draw([kind]) if k.mine[kind] < 2 else p_with
                parts.append((seq_val * p_win * (p_with - p_wo), why_.PURPOSE_SEQUENCE))
            # beziques
            for qs, js in pairs:
                qk, jk = qs * 8 + QUEEN, js * 8 + JACK
                if kind not in (qk, jk):
                    continue
                for n in range(1, v.max_bezique_multiple + 1):
                    mtype = BEZIQUES[n - 1]
                    if mtype in occ:
                        continue
                    if n == 1 and BEZIQUE_1 in used and k.mine[kind] < 2:
                        continue
                    val = v.bezique_points[n - 1]
                    miss = ([qk] * max(0, n - k.mine[qk]) + [jk] * max(0, n - k.mine[jk]))
                    p_with = k.p_draw(miss)
                    p_wo = k.p_draw(miss + [kind]) if k.mine[kind] <= n else p_with
                    parts.append((val * p_win * (p_with - p_wo), mtype))
            # four of a kind
            if r in _QUARTET_RANKS and quartet(_QUARTET_RANKS[r]) not in occ:
                val = v.quartet_value(_QUARTET_RANKS[r])
                if val:
                    held = sum(k.mine[x * 8 + r] for x in range(4))
                    if held <= 4:
                        avail = sum(k.drawable[x * 8 + r] for x in range(4))
                        need = 4 - held
                        if avail >= need:
                            share = k.draws / (k.pool + 1)
                            q = min(1.0, avail * share)
                            p_with = q ** need if need <= k.draws else 0.0
                            p_wo = q ** (need + 1) if need + 1 <= k.draws and avail > need else 0
                            parts.append((val * p_win * (p_with - p_wo),
                                          quartet(_QUARTET_RANKS[r])))
            # trump quartets / quintets of the multi-pack games
            if trump is not None and s == trump and (v.trump_quartets or v.trump_quintets):
                rc = _QUARTET_RANKS.get(r)
                if rc:
                    held = k.mine[kind]
                    for size, on, pts in ((4, v.trump_quartets, v.trump_quartet_points),
                                          (5, v.trump_quintets, v.trump_quintet_points)):
                        if not on or held > size:
                            continue
                        need = size - held
                        p_with = k.p_draw([kind] * need)
                        p_wo = k.p_draw([kind] * (need + 1))
                        parts.append((dict(pts)[rc] * p_win * (p_with - p_wo),
                                      (trump_quartet if size == 4 else trump_quintet)(rc)))
        # the seven of trumps
        if (v.dix_enabled and trump is not None and s == trump and r == SEVEN
                and obs.phase == 1):
            if _exchange_open(obs):
                tu = obs.turnup
                assert tu is not None
                gain = (4.0 + (tu & 7) + _RANK_BASE[tu & 7]) * unit
                parts.append((gain, why_.PURPOSE_SEVEN_EXCHANGE))
            elif v.dix_scores_on == "when_played" and c not in obs.sevens_scored:
                parts.append((-float(v.dix_points), ""))
            elif v.dix_scores_on == "declare_after_win" and c not in obs.sevens_scored:
                parts.append((v.dix_points * p_win, why_.PURPOSE_SHOW_SEVEN))
        if table_share != 1.0 and c in on_table:
            parts = parts[:1] + [(p * table_share, w) for p, w in parts[1:]]
        total = sum(p for p, _ in parts)
        purpose = max(parts, key=lambda t: t[0])[1]
        out[c] = (total, purpose)
    return out



def _exchange_open(obs: Observation) -> bool:
    tu = obs.turnup
    return (obs.variant.dix_enabled and not obs.dix_exchanged and tu is not None
            and tu & 7 != SEVEN and obs.stock_face_down > 2)


# ---------------------------------------------------------------------------------- declarations
def _meld_worth(obs: Observation, meld: Meld) -> int:
    return meld_value(obs.variant, meld, obs.trump)


def declaration_choice(obs: Observation, *, greedy: bool, announce_extra: bool
                       ) -> Decision | None:
    """The declaration-act decision, or None if the act offers only a card play.

    ``greedy`` scores the highest meld at once (Novice); otherwise a royal marriage is scored
    before its sequence while tricks remain, and extra melds are announced "to score" when
    ``announce_extra`` is set.
    """
    legal = unique_actions(obs.legal)
    numbers = [a for a in legal if getattr(a, "number", None) is not None]
    if numbers:
        # six-pack's guess of the dealer's packet: the middle size is the likeliest (SPEC §5)
        numbers.sort(key=lambda a: a.number)  # type: ignore[arg-type, return-value]
        a = numbers[len(numbers) // 2]
        return Decision(a, Reason(why_.GUESS_LIKELIEST, count=a.number))
    if obs.step != STEP_DECLARE:
        cb = [a for a in legal if a.kind == CARTE_BLANCHE]
        if cb:
            pts = obs.variant.carte_blanche_points
            return Decision(cb[0], Reason(why_.SHOW_CARTE_BLANCHE, points=pts))
        ex = [a for a in legal if a.kind == EXCHANGE]
        if ex:
            return Decision(ex[0], Reason(why_.EXCHANGE_SEVEN, card=obs.turnup))
        return None
    trump = obs.trump
    scores = [a for a in legal if a.kind == SCORE]
    announces = [a for a in legal if a.kind == ANNOUNCE]
    exchanges = [a for a in legal if a.kind == EXCHANGE]
    shows = [a for a in legal if a.kind == SHOW_SEVEN]
    done = [a for a in legal if a.kind == DONE]
    v = obs.variant
    tricks_left = stock_count(obs) // v.players
    # an announcement made in this act must be scored before the act ends
    if obs.act_announced and obs.act_scored == 0:
        own = [a for a in scores if a.meld in obs.act_announced]
        if own:
            a = max(own, key=lambda x: _meld_worth(obs, x.meld))  # type: ignore[arg-type]
            return Decision(a, _score_reason(obs, a.meld))  # type: ignore[arg-type]
    can_score = obs.act_scored < max_scores_this_act(obs)
    if not greedy and any(a.kind == PASS for a in legal):
        # the partner's claims laid "to score" are public: let him score one that is worth more
        partner = partner_of(obs)
        assert partner is not None
        theirs = max((_meld_worth(obs, m) for m in obs.pending[partner]), default=0)
        mine = max((_meld_worth(obs, a.meld) for a in scores + announces
                    if a.meld is not None), default=0)
        if theirs > mine and theirs > 0:
            a = next(a for a in legal if a.kind == PASS)
            return Decision(a, Reason(why_.NOTHING_TO_DECLARE))
    if can_score and v.dix_counts_as_declaration and (exchanges or shows):
        # the seven is this trick's one declaration under this rule: score a meld only if it
        # is worth clearly more than the seven and the card taken for it
        best_meld = max((_meld_worth(obs, a.meld) for a in scores + announces
                         if a.meld is not None), default=0)
        can_score = best_meld > 2 * v.dix_points + v.common_marriage
    if can_score and (scores or announces):
        cands = scores + announces

        def worth(a: Action) -> float:
            m = a.meld
            assert m is not None
            val = float(_meld_worth(obs, m))
            if a.kind == SCORE:
                val += 0.5  # scoring a claim already on the table reveals nothing new
            if not greedy and m.type == SEQUENCE and tricks_left >= 5:
                # a royal marriage first, the sequence on a later trick (S002 hints)
                kq = tuple(c for c in m.cards if c & 7 in (KING, QUEEN))
                if any(b.meld is not None and b.meld.type == MARRIAGE
                       and set(b.meld.cards) <= set(kq) for b in cands):
                    val = float(_meld_worth(obs, Meld(MARRIAGE, kq))) - 1
            return val

        best = max(cands, key=worth)
        if best.kind == SCORE:
            return Decision(best, _score_reason(obs, best.meld))  # type: ignore[arg-type]
        m = best.meld
        assert m is not None
        return Decision(best, Reason(why_.DECLARE_TO_SCORE_NOW, meld=m.name_code(trump),
                                     points=_meld_worth(obs, m)))
    if shows:
        return Decision(shows[0], Reason(why_.SHOW_SEVEN, points=v.dix_points))
    if exchanges:
        return Decision(exchanges[0], Reason(why_.EXCHANGE_SEVEN, card=obs.turnup))
    if announce_extra and tricks_left >= 2:
        extra = [a for a in announces if a.meld is not None
                 and _meld_worth(obs, a.meld) >= v.common_marriage]
        if extra:
            a = max(extra, key=lambda x: _meld_worth(obs, x.meld))  # type: ignore[arg-type]
            m = a.meld
            assert m is not None
            return Decision(a, Reason(why_.DECLARE_FOR_LATER, meld=m.name_code(trump)))
    passes = [a for a in legal if a.kind == PASS]
    if passes and not greedy:
        # with nothing to declare, the partner may have something (partners, SPEC §8)
        return Decision(passes[0], Reason(why_.NOTHING_TO_DECLARE))
    if done:
        return Decision(done[0], Reason(why_.NOTHING_TO_DECLARE))
    return Decision(legal[0], Reason(why_.ONLY_CHOICE))


def _score_reason(obs: Observation, meld: Meld) -> Reason:
    return Reason(why_.SCORE_MELD, meld=meld.name_code(obs.trump), points=_meld_worth(obs, meld))


# ---------------------------------------------------------------------------------- novice
def novice_choice(obs: Observation, rng: random.Random) -> Decision:
    """Novice: any legal card at random, but always scores the highest meld it can."""
    d = declaration_choice(obs, greedy=True, announce_extra=False)
    if d is not None:
        return d
    plays = [a for a in unique_actions(obs.legal) if a.kind == PLAY]
    a = plays[rng.randrange(len(plays))]
    return Decision(a, Reason(why_.ANY_CARD, card=a.card))


# ---------------------------------------------------------------------------------- the player
# the share of a ready meld a player can still declare when his partner wins the trick: each
# partner declares in an act of his own, or the winner passes his turn when he has nothing
_PARTNER_TRICK_DECLARES = {"each_separately": 1.0, "winner_or_partner": 0.5}

class HeuristicPlayer:
    """Easy and Medium: the classic hints, with or without card counting, and for Medium the
    exact solver in the last tricks.

    ``noise`` is the chance of picking among the few best plays at random instead of the best.
    """

    def __init__(self, *, memory: bool, noise: float, solver: bool,
                 solver_nodes: int = 200_000) -> None:
        self.memory = memory
        self.noise = noise
        self.solver = solver
        self.solver_nodes = solver_nodes

    def decide(self, obs: Observation, rng: random.Random) -> Decision:
        d = declaration_choice(obs, greedy=False, announce_extra=True)
        if d is not None:
            return d
        plays = [a for a in unique_actions(obs.legal) if a.kind == PLAY]
        if len(plays) == 1:
            only = plays[0].card
            assert only is not None
            return Decision(plays[0], Reason(why_.ONLY_LEGAL_CARD, card=only))
        if obs.phase == 2:
            if self.solver:
                d = solve_last_tricks(obs, self.solver_nodes)
                if d is not None:
                    return d
            if obs.players != 2:
                return phase2_multi(obs, plays)
            return self._phase2_simple(obs, plays)
        return self._phase1(obs, plays, rng)

    # ---------------------------------------------------------------- phase 1
    def ranked(self, obs: Observation) -> list[Decision]:
        """Every distinct card play in the first phase, best first by this heuristic."""
        plays = [a for a in unique_actions(obs.legal) if a.kind == PLAY]
        return self._rank_phase1(obs, plays)

    def _phase1(self, obs: Observation, plays: list[Action], rng: random.Random) -> Decision:
        ranked = self._rank_phase1(obs, plays)
        pick = 0
        if self.noise and len(ranked) > 1 and rng.random() < self.noise:
            pick = rng.randrange(min(3, len(ranked)))
        return ranked[pick]

    def _rank_phase1(self, obs: Observation, plays: list[Action]) -> list[Decision]:
        if obs.players != 2:
            return self._rank_phase1_multi(obs, plays)
        k = Knowledge.of(obs, self.memory)
        keep = keep_values(k)
        ready = ready_melds(obs)
        trump = obs.trump
        v = obs.variant
        bp = k.bp
        late = _late_value(obs, k)
        scored: list[tuple[float, Action, Reason]] = []
        if obs.trick:
            lead = obs.trick[0]
            for a in plays:
                c = a.card
                assert c is not None
                wins = trick_winner(lead, c, trump, rank_only=v.phase1_rank_only) == 1
                pts = bp * (((lead & 7) >= TEN) + ((c & 7) >= TEN))
                kv, purpose = keep[c]
                if wins:
                    r_val, r_meld = _ready_value(ready, c, k)
                    gain = pts + r_val + late
                    why = _take_reason(c, lead if (lead & 7) >= TEN else None, r_meld, late)
                else:
                    gain = -pts - late * 0.5
                    why = Reason(why_.THROW_AWAY, card=c)
                scored.append((gain - kv, a, why))
        else:
            for a in plays:
                c = a.card
                assert c is not None
                kv, purpose = keep[c]
                p_beat = k.p_opp_beats(c, trump)
                # the opponent spends a winner on a brisque or to declare; less often otherwise
                p_lose = p_beat * (TUNING.lead_lose[0] if (c & 7) >= TEN else TUNING.lead_lose[1])
                r_val, r_meld = _ready_value(ready, c, k)
                pts = bp * ((c & 7) >= TEN)
                value = (1 - p_lose) * (r_val + late) - p_lose * pts - kv
                # another copy does whatever this one could (an ace of six-pack, say)
                why = _lead_reason(c, r_meld, p_lose, kv, spare=k.mine[c & 31] >= 2)
                scored.append((value, a, why))
        return _best_first(scored, keep)

    def _rank_phase1_multi(self, obs: Observation, plays: list[Action]) -> list[Decision]:
        """The first phase with three or four players: the trick goes to the best card of all,
        the players still to play may take it, and a partner's trick is the side's."""
        k = Knowledge.of(obs, self.memory)
        keep = keep_values(k)
        ready = ready_melds(obs)
        trump = obs.trump
        v = obs.variant
        n, me = v.players, obs.player
        rules = variant_rules(v, trump)[0]
        bp = k.bp
        late = _late_value(obs, k)
        trick = obs.trick
        after = [(me + j) % n for j in range(1, n - len(trick))]
        opp_after = [q for q in after if v.side_of(q) != v.side_of(me)]
        # the cards the opponents still to play hold between them
        held_after = sum(obs.concealed_counts[q] + len(obs.tables[q]) for q in opp_after)
        best = trick[rules.winner(trick)] if trick else None
        partner_holds = (best is not None and v.side_of(
            (obs.leader + trick.index(best)) % n) == v.side_of(me))
        in_trick = bp * sum((c & 7) >= TEN for c in trick)
        scored: list[tuple[float, Action, Reason]] = []
        for a in plays:
            c = a.card
            assert c is not None
            kv, _purpose = keep[c]
            pts = in_trick + bp * ((c & 7) >= TEN)
            wins = best is None or rules.table[best & 31][c & 31]
            why: Reason
            if wins or partner_holds:
                holder = c if wins else best
                assert holder is not None
                p_beat = k.p_opp_beats(holder, trump, held_after) if opp_after else 0.0
                p_lose = p_beat * (TUNING.lead_lose[0] if pts else TUNING.lead_lose[1])
                r_val, r_meld = _ready_value(ready, c, k)
                if not wins:
                    # on a partner's trick this player may declare too, or be passed the turn
                    r_val *= _PARTNER_TRICK_DECLARES.get(v.partner_declares, 0.0)
                value = ((1 - p_lose) * (pts + r_val + late) - p_lose * (pts + 0.5 * late)
                         - kv)
                if not wins:
                    why = Reason(why_.THROW_AWAY, card=c)
                elif best is None:
                    why = _lead_reason(c, r_meld, p_lose, kv, spare=False)
                else:
                    why = _take_reason(c, trick[0] if in_trick else None, r_meld, late)
            else:
                value = -pts - late * 0.5 - kv
                why = Reason(why_.THROW_AWAY, card=c)
            scored.append((value, a, why))
        return _best_first(scored, keep)

    # ---------------------------------------------------------------- phase 2 (no solver)
    def _phase2_simple(self, obs: Observation, plays: list[Action]) -> Decision:
        trump = obs.trump
        v = obs.variant
        strength = phase2_strength(obs)
        cards = [a.card for a in plays if a.card is not None]
        if obs.trick:
            lead = obs.trick[0]
            winners = [c for c in cards if trick_winner(lead, c, trump, phase2=True,
                                                        ten_low=v.phase2_ten_ranks_low) == 1]
            if winners:
                c = min(winners, key=strength)
                return Decision(play_of(plays, c), Reason(why_.WIN_LAST_TRICK, card=c))
            c = min(cards, key=lambda x: (((x & 7) >= TEN), strength(x)))
            return Decision(play_of(plays, c), Reason(why_.CANNOT_WIN, card=c))
        return phase2_lead(plays, cards, trump, strength)


def opponents(obs: Observation) -> list[int]:
    """The players against ``obs.player`` (a partner is not one)."""
    v = obs.variant
    me = obs.player
    return [q for q in range(v.players) if v.side_of(q) != v.side_of(me)]


def partner_of(obs: Observation) -> int | None:
    """``obs.player``'s partner, if he plays in a partnership."""
    v = obs.variant
    me = obs.player
    for q in range(v.players):
        if q != me and v.side_of(q) == v.side_of(me):
            return q
    return None


def _take_reason(card: int, brisque_lead: int | None, meld: str | None, late: float) -> Reason:
    """Why take the trick with ``card``: a brisque led (``brisque_lead``), a meld to declare,
    the declarations left late in the stock, or the trick itself."""
    if brisque_lead is not None:
        return Reason(why_.WIN_BRISQUE_CHEAPLY, card=card, lead=brisque_lead)
    if meld is not None:
        return Reason(why_.TAKE_TO_DECLARE, card=card, meld=meld)
    if late > 0:
        return Reason(why_.TAKE_LATE_IN_STOCK, card=card)
    return Reason(why_.TAKE_TRICK, card=card)


def _lead_reason(card: int, meld: str | None, p_lose: float, keep: float, *, spare: bool
                 ) -> Reason:
    """Why lead ``card``: to win the trick and declare ``meld``, a card of no use (a spare
    copy when ``spare``), or the lead itself."""
    if meld is not None and p_lose < 0.2:
        return Reason(why_.LEAD_TO_DECLARE, card=card, meld=meld)
    if keep <= 2.5:
        return Reason(why_.LEAD_SPARE_COPY if spare else why_.LEAD_NO_USE, card=card)
    return Reason(why_.LEAD, card=card)


def _best_first(scored: list[tuple[float, Action, Reason]], keep: dict[int, tuple[float, str]]
                ) -> list[Decision]:
    """The scored card plays as decisions, best first (ties in the actions' order)."""
    scored.sort(key=lambda t: (-t[0], str(t[1])))
    return [Decision(action, _kept_clause(why, keep, action.card))
            for _val, action, why in scored]


def _kept_clause(reason: Reason, keep: dict[int, tuple[float, str]], played: int | None
                 ) -> Reason:
    """``reason`` with the card most worth keeping back, and what for, if one is."""
    best: tuple[float, int, str] | None = None
    for c, (kv, purpose) in keep.items():
        if played is not None and c & 31 == played & 31:
            continue
        if purpose and purpose not in (why_.PURPOSE_BRISQUE, why_.PURPOSE_TRUMP) and kv >= 8:
            if best is None or kv > best[0]:
                best = (kv, c, purpose)
    if best is None:
        return reason
    return replace(reason, kept=best[1], purpose=best[2])


def _late_value(obs: Observation, k: Knowledge) -> float:
    """Worth of winning a trick near the end of the stock: the winner alone declares, and the
    winner of the last stock trick leaves the opponent no declaration at all (S002 hints)."""
    v = obs.variant
    scale = TUNING.late * v.common_marriage
    t = k.tricks_left
    if t <= 0:
        return 0.0
    val = scale * max(0.0, (9 - t) / 8)
    if t == 1:
        val += scale
    return val


def ready_melds(obs: Observation) -> list[tuple[Meld, int]]:
    """Melds this player could score after winning the current trick, with their values,
    best first (pending claims and fresh declarations, as the rules stand now)."""
    if obs.phase != 1:
        return []
    me = obs.player
    st = WorldSampler(obs).template.fresh_act(me)
    out = [(m, meld_value(obs.variant, m, obs.trump)) for m in st.legal_melds(me)]
    out += [(m, meld_value(obs.variant, m, obs.trump)) for m in st.scorable_melds(me)]
    out.sort(key=lambda t: -t[1])
    return out


def _ready_value(ready: list[tuple[Meld, int]], card: int, k: Knowledge
                 ) -> tuple[float, str | None]:
    """What winning this trick is worth for declaring, if ``card`` is the one played to it."""
    for m, val in ready:
        if card in m.cards:
            continue
        # a meld kept back can also be declared on a later trick, while tricks remain
        u = TUNING.urgency
        urgency = u[2] if k.tricks_left <= 2 else u[1] if k.tricks_left <= 6 else u[0]
        return val * urgency, m.name_code(k.obs.trump)
    return 0.0, None


# Larger last-trick positions (eight-pack's fifteen cards) are played by rule of thumb until
# they shrink to this size: solving them exactly can take seconds.
MAX_SOLVED_HAND = 12


def solve_last_tricks(obs: Observation, max_nodes: int) -> Decision | None:
    """The exact best card in the last tricks, or None if the position is too big to solve."""
    opp_hand = obs.opponent_hand_if_known()
    if opp_hand is None or len(obs.hand) > MAX_SOLVED_HAND:
        return None
    mine = list(obs.hand)
    plays = [a for a in unique_actions(obs.legal) if a.kind == PLAY]
    solver = EndgameSolver(obs.variant, obs.trump, max_nodes=max_nodes)
    lead = obs.trick[0] if obs.trick else None
    try:
        moves = solver.best_moves(mine, opp_hand, lead)
    except SolverBudgetExceeded:
        return None
    best_kind, value = moves[0]
    for a in plays:
        if a.card is not None and a.card & 31 == best_kind:
            return Decision(a, Reason(why_.SOLVED, card=a.card, points=value))
    return None
