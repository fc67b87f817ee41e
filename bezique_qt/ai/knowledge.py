"""What the hints know of a hand: the draw chances and the value of keeping each card.

The value of keeping a card is the meld value it stands to lose: the chance of completing each
meld it belongs to, with and without it, from how many copies of the missing cards might still be
drawn.  With ``memory`` the player counts every card seen; without it, it assumes nothing has
gone.  In the six- and eight-pack games even the counting player takes its draw chances from the
uncounted copies, and a card already on the table (declared in a meld) keeps only half its meld
chances: measured in matches, its keep values play better so (see
``Tuning.counted_draws_max_packs``, ``Tuning.table_meld_share`` and docs/ai.md).
:class:`Tuning` holds the hints' weights, used here and by :mod:`heuristic`'s card play.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from bezique_qt.engine import Observation
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

from . import reasons as why_
from .common import stock_count

__all__ = ["TUNING", "Knowledge", "Tuning", "exchange_open", "keep_values", "opponents",
           "partner_of"]

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
            if exchange_open(obs):
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



def exchange_open(obs: Observation) -> bool:
    tu = obs.turnup
    return (obs.variant.dix_enabled and not obs.dix_exchanged and tu is not None
            and tu & 7 != SEVEN and obs.stock_face_down > 2)


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
