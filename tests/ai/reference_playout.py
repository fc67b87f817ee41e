"""A frozen copy of the computer's heuristic playout as it was before it ran on the engine's deal
kernel (``bezique_qt.engine.kernel``): the reference ``test_kernel_playout.py`` compares the new
playout with, card for card, random number for random number.  Only for that test.
"""

from __future__ import annotations

import random

from bezique_qt.ai.playout_tables import RolloutPolicy
from bezique_qt.ai.rollout import EndgameFn, _policy
from bezique_qt.engine import GameState
from bezique_qt.engine.melds import MELD_CLASS, Meld, bezique_pair, fixes_trump_suit, meld_value
from bezique_qt.engine.rules import (
    deal_rules,
    draw_after_trick,
    finish_deal,
    score_trick,
    start_last_tricks,
    variant_rules,
)

_SEVEN, _NINE, _JACK, _QUEEN, _KING, _TEN, _ACE = 0, 2, 3, 4, 5, 6, 7
_SEQ = (_ACE, _TEN, _KING, _QUEEN, _JACK)
_QUARTET_CHAR = {_ACE: "A", _KING: "K", _QUEEN: "Q", _JACK: "J", _TEN: "T"}
_SEQ_SHARE = (0.0, 0.02, 0.05, 0.1, 0.25, 0.5)
_QUARTET_SHARE = (0.0, 0.02, 0.06, 0.2, 0.5)
_DOUBLE_SHARE = (0.0, 0.01, 0.03, 0.1, 0.5)
REPEAT_MELDS_PACKS = 4
_MULTI_SHARE = (0.5, 0.1, 0.02, 0.004, 0.0008)


def reference_playout(state: GameState, rng: random.Random, endgame: EndgameFn | None,
                first_card: list[int] | None, first_drawer: int | None
                ) -> tuple[tuple[int, int], tuple[int, int]]:
    """:func:`playout` in Python, from a state at a card play: the reference the compiled
    playout follows step for step."""
    v = state.variant
    pol = _policy(v)
    rand = rng.random
    (hands, tabs, pending, stock, turnup, trump, phase, leader, to_act, trick, pts, brisq, cb,
     cb_show, dix_exchanged, sevens_scored) = state.deal_copy()
    counts = [[0] * 32, [0] * 32]
    for p in (0, 1):
        cp = counts[p]
        for c in hands[p]:
            cp[c & 31] += 1
    occ: list[dict[int, list[tuple[str, str, int]]]] = [{}, {}]
    sets: list[set[tuple[str, tuple[int, ...]]]] = [set(), set()]
    done_types: list[set[str]] = [set(), set()]
    for p in (0, 1):
        for m in state.scored[p] + state.pending[p]:
            cls, order = MELD_CLASS[m.type]
            for c in m.cards:
                occ[p].setdefault(c, []).append((m.type, cls, order))
            sets[p].add((m.type, m.cards))
        done_types[p].update(m.type for m in state.scored[p])
    dix_on = v.dix_enabled
    dix_mode = v.dix_scores_on
    declare_all = v.last_stock_winner_declares_all
    per_trick = v.declarations_scored_per_trick or 99
    unit = pol.unit
    bpts = pol.bpts
    qval = pol.quartet_value
    seq_plain = float(v.plain_sequence)
    seq_trump = float(v.trump_sequence)
    bez_single = float(v.bezique_points[0])
    bez_double = float(v.bezique_points[1]) if v.max_bezique_multiple >= 2 else 0.0
    repeat_melds = v.packs >= REPEAT_MELDS_PACKS
    # triple and higher beziques: type, copies of each card, points
    higher_bez = [(f"BEZIQUE_{n}", n, float(v.bezique_points[n - 1]))
                  for n in range(3, min(v.max_bezique_multiple, len(v.bezique_points)) + 1)]
    late_scale = pol.late
    base, partner, mval, bez = pol.tables(trump)

    dr = deal_rules(v)
    r1, r2 = variant_rules(v, trump)
    b1, b2 = r1.table, r2.table

    def keep(p: int, c: int, stage: float) -> float:
        """What keeping ``c`` is worth to player ``p``: its play value plus a share of the
        melds it may still complete (a rough form of the Medium player's estimate)."""
        k = c & 31
        x = base[k]
        if stage <= 0.0:
            return x
        cnt = counts[p]
        r = k & 7
        s = k >> 3
        done = done_types[p]
        pk = partner[k]
        if pk >= 0 and (repeat_melds or "MARRIAGE" not in done):
            x += mval[k] * (0.5 if cnt[pk] else 0.08) * stage
        if r in _SEQ:
            if s == trump or (trump is None and r in _SEQ):
                if repeat_melds or "SEQUENCE" not in done:
                    m = ((cnt[s * 8 + _ACE] > 0) + (cnt[s * 8 + _TEN] > 0)
                         + (cnt[s * 8 + _KING] > 0) + (cnt[s * 8 + _QUEEN] > 0)
                         + (cnt[s * 8 + _JACK] > 0))
                    x += seq_trump * _SEQ_SHARE[m] * stage
            elif seq_plain and r in _SEQ:
                m = ((cnt[s * 8 + _ACE] > 0) + (cnt[s * 8 + _TEN] > 0)
                     + (cnt[s * 8 + _KING] > 0) + (cnt[s * 8 + _QUEEN] > 0)
                     + (cnt[s * 8 + _JACK] > 0))
                x += seq_plain * _SEQ_SHARE[m] * 0.5 * stage
        role = bez[k]
        if role:
            other = bez_jack if role == 1 else bez_queen
            if "BEZIQUE_1" not in done:
                x += bez_single * (0.5 if cnt[other] else 0.1) * stage
            if bez_double and "BEZIQUE_2" not in done:
                h = min(cnt[k], 2) + min(cnt[other], 2)
                x += bez_double * _DOUBLE_SHARE[h] * stage
            # triple and higher beziques (Rubicon, six- and eight-pack), by the copies missing
            for mtype, n, pts in higher_bez:
                if mtype not in done:
                    miss = 2 * n - min(cnt[k], n) - min(cnt[other], n)
                    if miss < 5:
                        x += pts * _MULTI_SHARE[miss] * stage
        qv = qval[r]
        if qv:
            n = cnt[r] + cnt[8 + r] + cnt[16 + r] + cnt[24 + r]
            x += qv * _QUARTET_SHARE[n if n < 4 else 4] * stage
        return x

    bez_queen = next((k for k in range(32) if bez[k] == 1), -1)
    bez_jack = next((k for k in range(32) if bez[k] == 2), -1)

    while True:
        assert to_act is not None
        p = to_act
        hand = hands[p]
        if cb[p] == 1:
            cb[p] = 2 if v.carte_blanche in ("rubicon", "six_pack") else 3
            pts[p] += v.carte_blanche_points
        if cb_show[p] is not None:
            cb_show[p] = None
            pts[p] += v.carte_blanche_points
        # ------------------------------------------------------------ choose a card
        if phase == 1:
            remaining = len(stock) + (turnup is not None)
            tricks_left = remaining >> 1
            stage = 1.0 if tricks_left >= 4 else 0.5 if tricks_left >= 2 else 0.0
            late = late_scale * (9 - tricks_left) / 8 if tricks_left < 9 else 0.0
            if tricks_left == 1:
                late += late_scale
            got = _best_meld(pol, hand, tabs[p], occ[p], sets[p], pending[p], trump,
                            counts[p])
            ready = 0.0
            ready_cards: tuple[int, ...] = ()
            if got is not None:
                ready = float(got[2]) * (1.0 if tricks_left <= 2 else 0.6 if tricks_left <= 6
                                         else 0.4)
                ready_cards = got[1]
            best_s = -1e18
            card = hand[0]
            if trick:
                lead = trick[0]
                lp = bpts[lead & 31]
                for c in hand:
                    tp = lp + bpts[c & 31]
                    if b1[lead & 31][c & 31]:
                        g = tp + late + (0.0 if c in ready_cards else ready)
                    else:
                        g = -tp - late * 0.5
                    sc = g - keep(p, c, stage)
                    if sc > best_s:
                        best_s, card = sc, c
            else:
                for c in hand:
                    k = c & 31
                    r = k & 7
                    if k >> 3 == trump:
                        p_lose = 0.0 if r == _ACE else 0.12 if r == _TEN else 0.3
                    else:
                        p_lose = 0.4 if r == _ACE else 0.65 if r == _TEN else 0.3
                    sc = ((1.0 - p_lose) * (late + (0.0 if c in ready_cards else ready))
                          - p_lose * bpts[k] - keep(p, c, stage) + rand() * 0.1 * unit)
                    if sc > best_s:
                        best_s, card = sc, c
        elif trick:
            lead = trick[0]
            options = r2.follow_options(hand, trick)
            winners = [c for c in options if b2[lead & 31][c & 31]]
            if winners:
                card = min(winners, key=lambda c: (c & 7) + (20 if c >> 3 & 3 == trump else 0))
            else:
                card = min(options, key=lambda c: (c & 7) + (20 if c >> 3 & 3 == trump else 0))
        else:
            aces = [c for c in hand if c & 7 == _ACE and c >> 3 & 3 != trump]
            if aces:
                card = aces[0]
            else:
                card = min(hand, key=lambda c: (c & 7) + (20 if c >> 3 & 3 == trump else 0)
                           + rand())
        # ------------------------------------------------------------ play it
        if first_card is not None:
            first_card.append(card)
            return (0, 0), (0, 0)
        hand.remove(card)
        counts[p][card & 31] -= 1
        tp_ = tabs[p]
        if card in tp_:
            tp_.discard(card)
            if pending[p]:
                pending[p] = [m for m in pending[p] if card not in m.cards]
        trick.append(card)
        if cb[p] == 1:
            cb[p] = 3
        cb_show[p] = None
        if (phase == 1 and dix_on and dix_mode == "when_played" and trump is not None
                and card & 31 == trump * 8 + _SEVEN):
            pts[p] += v.dix_points
        if len(trick) < 2:
            to_act = 1 - p
            continue
        lead, follow = trick
        w = 1 - leader if (b2 if phase == 2 else b1)[lead & 31][follow & 31] else leader
        trick = []
        leader = w
        score_trick(dr, lead, follow, w, phase, trump, pts, brisq)
        if phase == 2:
            if hands[0] or hands[1]:
                to_act = w
                continue
            if dr.last_bonus_final:
                pts[w] += dr.last_bonus
            break
        # ------------------------------------------------------------ declaration act
        remaining = len(stock) + (turnup is not None)
        if remaining == 2 and not dr.last_bonus_final:
            pts[w] += dr.last_bonus
        whand = hands[w]
        n_scores = 99 if (remaining == 2 and declare_all) else per_trick
        declared = False
        for _ in range(n_scores):
            got = _best_meld(pol, whand, tabs[w], occ[w], sets[w], pending[w], trump,
                            counts[w])
            if got is None:
                break
            mtype, cards, value, from_pending = got
            meld = Meld(mtype, cards)
            new_trump = fixes_trump_suit(v, meld, trump)
            if new_trump is not None:
                trump = new_trump
                r1, r2 = variant_rules(v, trump)
                b1, b2 = r1.table, r2.table
                base, partner, mval, bez = pol.tables(trump)
                bez_queen = next((k for k in range(32) if bez[k] == 1), -1)
                bez_jack = next((k for k in range(32) if bez[k] == 2), -1)
                value = meld_value(v, meld, trump)
            if v.double_bezique_after_single == "top_up_to_500" and mtype == "BEZIQUE_2":
                value -= sum(v.bezique_points[0] for (t, cs) in sets[w]
                             if t == "BEZIQUE_1" and set(cs) <= set(cards))
            pts[w] += value
            cls, order = MELD_CLASS[mtype]
            ow = occ[w]
            entry = (mtype, cls, order)
            for c in cards:
                tabs[w].add(c)
                ow.setdefault(c, []).append(entry)
            sets[w].add((mtype, cards))
            done_types[w].add(mtype)
            if from_pending:
                pending[w].remove(meld)
            if pending[w]:
                cset = set(cards)
                pending[w] = [o for o in pending[w] if not (
                    MELD_CLASS[o.type][0] == cls and MELD_CLASS[o.type][1] < order
                    and not cset.isdisjoint(o.cards))]
            declared = True
        if dix_on and trump is not None and not (v.dix_counts_as_declaration and declared):
            k7 = trump * 8 + _SEVEN
            for s7 in [c for c in whand if c & 31 == k7 and c not in tabs[w]]:
                if (not dix_exchanged and stock and turnup is not None
                        and turnup & 7 != _SEVEN):
                    whand.remove(s7)
                    whand.append(turnup)
                    counts[w][k7] -= 1
                    counts[w][turnup & 31] += 1
                    if s7 not in sevens_scored:
                        sevens_scored.add(s7)
                        pts[w] += v.dix_points
                    turnup = s7
                    dix_exchanged = True
                elif dix_mode == "declare_after_win" and s7 not in sevens_scored:
                    sevens_scored.add(s7)
                    pts[w] += v.dix_points
        if first_drawer is not None and len(stock) >= 2 and w != first_drawer:
            stock[-1], stock[-2] = stock[-2], stock[-1]
        turnup = draw_after_trick(dr, w, stock, turnup, hands, cb, cb_show)
        counts[w][hands[w][-1] & 31] += 1
        counts[1 - w][hands[1 - w][-1] & 31] += 1
        to_act = w
        if not stock and turnup is None:
            phase = 2
            pending, cb, cb_show = start_last_tricks(tabs, cb)
            gain = None if endgame is None else endgame(hands[w], hands[1 - w], trump)
            if gain is not None:
                if gain >= 0:
                    pts[w] += gain
                else:
                    pts[1 - w] -= gain
                return finish_deal(dr, pts, brisq)
    return finish_deal(dr, pts, brisq)


def _could_meld(pol: RolloutPolicy, cnt: list[int], trump: int | None) -> bool:
    """Cheap test on kind counts: might the hand hold any meld at all?"""
    for s in range(0, 32, 8):
        if cnt[s + _KING] and cnt[s + _QUEEN]:
            return True
    for q, j in bezique_pair(pol.v, trump):
        if cnt[q * 8 + _QUEEN] and cnt[j * 8 + _JACK]:
            return True
    for r in pol.quartets:
        if cnt[r] + cnt[8 + r] + cnt[16 + r] + cnt[24 + r] >= 4:
            return True
    if trump is not None and (pol.v.trump_quartets or pol.v.trump_quintets):
        t8 = trump * 8
        if max(cnt[t8:t8 + 8]) >= 4:
            return True
    return False


def _best_meld(pol: RolloutPolicy, hand: list[int], tab: set[int],
               occ: dict[int, list[tuple[str, str, int]]],
               done: set[tuple[str, tuple[int, ...]]], pending: list[Meld], trump: int | None,
               cnt: list[int] | None = None) -> tuple[str, tuple[int, ...], int, bool] | None:
    """The most valuable meld the player may score now (approximate re-use rules)."""
    if cnt is not None and not pending and not _could_meld(pol, cnt, trump):
        return None
    v = pol.v
    bykind: dict[int, list[int]] = {}
    for c in hand:
        bykind.setdefault(c & 31, []).append(c)
    best: tuple[str, tuple[int, ...], int, bool] | None = None
    best_val = 0
    fixes = v.trump_determination != "turn_up" and trump is None

    def pick(kind: int, n: int, cls: str) -> list[int] | None:
        cs = bykind.get(kind)
        if not cs or len(cs) < n:
            return None
        if len(cs) > n:
            cs = sorted(cs, key=lambda c: (any(e[1] == cls for e in occ.get(c, ())),
                                           c in tab))
        return cs[:n]

    def consider(mtype: str, cards: list[int]) -> bool:
        """Keep the meld if allowed and the best so far; True if it is allowed."""
        nonlocal best, best_val
        cls, order = MELD_CLASS[mtype]
        t = tuple(sorted(cards))
        if pol.classic:
            same_class = False
            for c in t:
                for (ot, ocls, oorder) in occ.get(c, ()):
                    if ot == mtype or (ocls == cls and oorder > order):
                        return False
                    if ocls == cls:
                        same_class = True
            if same_class and pol.fresh and all(c in tab for c in t):
                return False
        else:
            if (mtype, t) in done:
                return False
            prior = False
            for c in t:
                for (ot, ocls, oorder) in occ.get(c, ()):
                    if ocls == cls and oorder > order:
                        return False
                    if ot == mtype:
                        prior = True
            if prior and v.reuse_rule == "rubicon_laws_strict" and all(c in tab for c in t):
                return False
        value = meld_value(v, Meld(mtype, t), trump)
        if value > best_val:
            best_val = value
            best = (mtype, t, value, False)
        return True

    for s in range(4):
        if bykind.get(s * 8 + _KING) and bykind.get(s * 8 + _QUEEN):
            k1 = pick(s * 8 + _KING, 1, "A")
            q1 = pick(s * 8 + _QUEEN, 1, "A")
            if k1 and q1:
                consider("MARRIAGE", k1 + q1)
            if s == trump or fixes or v.plain_sequence > 0:
                seq = [pick(s * 8 + r, 1, "A") for r in _SEQ]
                if all(seq):
                    consider("SEQUENCE", [x[0] for x in seq if x])
    for qs, js in bezique_pair(v, trump):
        nq = len(bykind.get(qs * 8 + _QUEEN, ()))
        nj = len(bykind.get(js * 8 + _JACK, ()))
        for n in range(min(nq, nj, v.max_bezique_multiple), 0, -1):
            queens = pick(qs * 8 + _QUEEN, n, "B")
            jacks = pick(js * 8 + _JACK, n, "B")
            if queens and jacks and consider(f"BEZIQUE_{n}", queens + jacks):
                break  # the biggest bezique allowed is worth the most
    for r in pol.quartets:
        if cnt is not None and cnt[r] + cnt[8 + r] + cnt[16 + r] + cnt[24 + r] < 4:
            continue
        same = [c for s in range(4) for c in bykind.get(s * 8 + r, ())]
        if len(same) >= 4:
            cls = MELD_CLASS[f"QUARTET_{_QUARTET_CHAR[r]}"][0]
            same.sort(key=lambda c: (any(e[1] == cls for e in occ.get(c, ())), c in tab))
            consider(f"QUARTET_{_QUARTET_CHAR[r]}", same[:4])
    if trump is not None and (v.trump_quartets or v.trump_quintets):
        for r in _QUARTET_CHAR:
            cs = bykind.get(trump * 8 + r, ())
            if v.trump_quartets and len(cs) >= 4:
                consider(f"TRUMP_QUARTET_{_QUARTET_CHAR[r]}", list(cs[:4]))
            if v.trump_quintets and len(cs) >= 5:
                consider(f"TRUMP_QUINTET_{_QUARTET_CHAR[r]}", list(cs[:5]))
    for m in pending:
        if all(c in tab for c in m.cards):
            value = meld_value(v, m, trump)
            if value > best_val and not any(
                    ot == m.type or (ocls == m.cls and oorder > m.order)
                    for c in m.cards for (ot, ocls, oorder) in occ.get(c, ())
                    if (ot, ocls, oorder) != (m.type, m.cls, m.order)):
                best_val = value
                best = (m.type, m.cards, value, True)
    return best
