"""The engine's perft: seeded random playouts of every preset, checked after every action.

After each action: every card is in exactly one place; hand sizes fit the phase; the legal actions
are non-empty until the deal ends, each is legal, and card play is complete; illegal actions are
refused with a code and a sentence; neither player's observation contains the opponent's unknown
cards or the stock order; the trick went to the right player and the draws to the right hands.
The costlier checks run on a sample of positions (every fifth action and every position where
something other than a card play is possible): every copy choice applied to a copy of the state,
the position unchanged by the checks, and undo restoring it exactly.  After each deal: the game
record replays (through its JSON text) to the same position, the unchecked fast path agrees, and
the score history, brisques, tricks and last-trick bonus add up.

A failure names the preset, the game seed, the deal, the action index and carries the game record
so far (JSON), which ``replay(GameRecord.loads(...))`` turns back into the failing position.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

import pytest

from bezique_qt.engine import (
    ALL_PRESETS,
    STEP_DEAL_OVER,
    STEP_DECLARE,
    STEP_GAME_OVER,
    STEP_PLAY,
    Action,
    GameRecord,
    GameState,
    IllegalAction,
    Meld,
    Observation,
    Variant,
    preset,
    replay,
)
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    GUESS,
    PASS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
)
from bezique_qt.engine.cards import COURT_RANKS, card_str, full_deck, is_brisque, rank_of
from bezique_qt.engine.events import S_BRISQUES, S_GAME, S_LAST_TRICK
from bezique_qt.engine.melds import MELD_TYPES, candidate_melds, pattern_ok
from bezique_qt.engine.record import ends_as_dealt

MULTI_PACK = ("rubicon", "six_pack", "eight_pack")
MULTI_HANDED = ("three_handed", "four_handed_solo", "four_handed_partners")
# deals per preset in the default run and in the slow run (-m slow)
DEFAULT_DEALS = {p: (10 if p in MULTI_PACK else 16 if p in MULTI_HANDED else 50)
                 for p in ALL_PRESETS}
SLOW_DEALS = {p: (400 if p in MULTI_PACK else 1000 if p in MULTI_HANDED else 3000)
              for p in ALL_PRESETS}
MAX_DEALS_PER_GAME = 4
# the games for three and four: fewer deals a game, so that more seeds (deals) are tried
MAX_DEALS_MULTI_HANDED = 2
UNDO_EVERY = 5


class PlayoutFailure(AssertionError):
    """An invariant does not hold; the message says where and carries the record so far."""


@dataclass
class Where:
    """Where a playout is, for failure messages."""

    preset_id: str
    seed: int | str | None
    state: GameState | None = None
    deal: int = 0
    index: int = 0
    last: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        tail = ", ".join(self.last[-6:])
        record = ""
        if self.state is not None:
            data = GameRecord.of(self.state).to_json()
            record = f"\nrecord so far: {json.dumps(data, separators=(',', ':'))}"
        return (f"[{self.preset_id} seed={self.seed!r} deal {self.deal + 1} action index "
                f"{self.index}; last actions: {tail}]{record}")


def _fail(where: Where, message: str) -> None:
    raise PlayoutFailure(f"{message} {where}")


# ------------------------------------------------------------------ random play


def choose_action(st: GameState, rng: random.Random,
                  acts: list[Action] | None = None) -> Action:
    """A random legal action, biased towards declaring so that announcements, pending claims,
    exchanges and carte blanche happen often; sometimes an unmerged copy choice."""
    if acts is None:
        acts = st.legal_actions()
    if rng.random() < 0.3:
        acts = st.legal_actions(merge_copies=False)
    by_kind: dict[str, list[Action]] = {}
    for a in acts:
        by_kind.setdefault(a.kind, []).append(a)
    if st.step == STEP_DECLARE:
        sevens = by_kind.get(EXCHANGE, []) + by_kind.get(SHOW_SEVEN, [])
        if sevens and rng.random() < 0.8:
            return rng.choice(sevens)
        scores = by_kind.get(SCORE, [])
        if scores and st.act_scored == 0 and (st.act_announced or rng.random() < 0.6):
            return rng.choice(scores)
        announces = by_kind.get(ANNOUNCE, [])
        if announces and rng.random() < 0.7:
            return rng.choice(announces)
        if PASS in by_kind and rng.random() < 0.4:
            return by_kind[PASS][0]
        if DONE in by_kind:
            return by_kind[DONE][0]
        return rng.choice(acts)
    special = by_kind.get(CARTE_BLANCHE, []) + by_kind.get(EXCHANGE, [])
    if special and rng.random() < 0.9:
        return rng.choice(special)
    return rng.choice(acts)


# ------------------------------------------------------------------ the checks


def in_pairs(v: Variant) -> bool:
    """Partners play the last tricks as two play-offs of two players (EB9)."""
    return v.partnerships and v.partnership_last_tricks == "pairs"


def tricks_per_deal(v: Variant) -> int:
    n = v.players
    return (v.deck_size - n * v.hand_size) // n + v.hand_size * (2 if in_pairs(v) else 1)


def card_places(st: GameState) -> dict[str, list[int]]:
    places: dict[str, list[int]] = {
        "stock": st.stock, "turn-up": [] if st.turnup is None else [st.turnup],
        "current trick": st.trick}
    for p in range(st.variant.players):
        places[f"concealed of player {p}"] = st.concealed[p]
        places[f"table of player {p}"] = st.table[p]
        places[f"won by player {p}"] = st.won[p]
    return places


def check_cards(st: GameState, where: Where) -> None:
    """(a) every card in exactly one place; played = won + trick; sizes fit the phase."""
    v = st.variant
    places = card_places(st)
    counts = Counter(c for cards in places.values() for c in cards)
    deck = full_deck(v.packs)
    if sorted(counts.elements()) != deck:
        twice = sorted(card_str(c) for c, n in counts.items() if n > 1)
        missing = sorted(card_str(c) for c in deck if c not in counts)
        foreign = sorted(c for c in counts if c not in set(deck))
        _fail(where, f"cards not accounted for: twice {twice}, missing {missing}, "
                     f"foreign {foreign}")
    n = v.players
    in_play = set(st.trick).union(*st.won)
    if st.played != in_play:
        _fail(where, f"played cards {sorted(map(card_str, st.played ^ in_play))} differ from "
                     "won piles + current trick")
    won = sum(len(w) for w in st.won)
    p1_done = min(st.trick_no, (v.deck_size - n * v.hand_size) // n)
    size = 2 if in_pairs(v) else n  # cards to a trick of the last tricks
    if len(st.tricks) != st.trick_no or won != n * p1_done + size * (st.trick_no - p1_done):
        _fail(where, f"{st.trick_no} tricks counted, {len(st.tricks)} listed, {won} cards won")
    for p in range(n):
        wins = [c for _, cards, w in st.tricks if w == p for c in cards]
        if sorted(wins) != sorted(st.won[p]):
            _fail(where, f"player {p}'s won pile does not match the tricks they won")
        brisques = sum(1 for c in st.won[p] if is_brisque(c))
        if st.brisques[p] != brisques:
            _fail(where, f"player {p} has {brisques} brisques in tricks but {st.brisques[p]} "
                         "counted")
        if not st.known[p] <= set(st.concealed[p]):
            _fail(where, f"cards known to be in player {p}'s hand are not concealed there: "
                         f"{sorted(map(card_str, st.known[p] - set(st.concealed[p])))}")
        # partners who build on each other's cards may claim cards of the partner's table
        tables = set(st.table[p])
        if v.partnerships and v.partnership_build_on_partner:
            tables |= set(st.table[(p + 2) % 4])
        for m in st.pending[p]:
            if not set(m.cards) <= tables:
                _fail(where, f"pending claim {m} of player {p} is not all on the table")
    if st.step == STEP_GAME_OVER:
        return  # a game may end in the middle of a trick (first to reach the target)
    h = v.hand_size
    sizes = [len(st.concealed[p]) + len(st.table[p]) for p in range(n)]
    p1_tricks = (v.deck_size - n * h) // n
    if st.phase == 1:
        completed_acts = st.trick_no - (st.step == STEP_DECLARE)
        expected_stock = v.deck_size - n * h - n * completed_acts
        if st.stock_size() != expected_stock:
            _fail(where, f"stock holds {st.stock_size()} cards, expected {expected_stock}")
        if st.trick_no > p1_tricks:
            _fail(where, f"still phase 1 after {st.trick_no} tricks")
        full = h - (st.step == STEP_DECLARE)
    else:
        if st.stock or st.turnup is not None:
            _fail(where, "phase 2 with cards left in the stock")
        if any(st.table) or any(st.pending):
            _fail(where, "phase 2 with cards on the table or claims pending")
        if st.step == STEP_DECLARE:
            _fail(where, "a declaration step in the last tricks")
        full = h - (st.trick_no - p1_tricks)
    expected = [full] * n
    if st.phase == 2 and in_pairs(v):
        # the winner of the last stock trick and his left-hand adversary play their cards
        # first, then the other two
        w = st.tricks[p1_tricks - 1][2]
        done = st.trick_no - p1_tricks
        first, second = (w, (w + 1) % n), ((w + 2) % n, (w + 3) % n)
        for q in first:
            expected[q] = max(0, h - done)
        for q in second:
            expected[q] = h - max(0, done - h)
        if st.trick:
            if st.leader not in (first if done < h else second):
                _fail(where, f"player {st.leader} leads out of his pair's turn")
            expected[st.leader] -= 1
        if len(st.trick) >= 2:
            _fail(where, f"a trick of {len(st.trick)} cards is still open")
    else:
        for i in range(len(st.trick)):  # those who have played to the open trick
            expected[(st.leader + i) % n] -= 1
    if len(st.trick) >= n:
        _fail(where, f"a trick of {len(st.trick)} cards is still open")
    if sizes != expected:
        _fail(where, f"hand sizes {sizes}, expected {expected} (phase {st.phase}, step "
                     f"{st.step}, trick {st.trick_no})")


def illegal_candidates(st: GameState, rng: random.Random) -> list[Action]:
    """A few actions that the rules certainly forbid now."""
    p = st.to_act
    assert p is not None
    v = st.variant
    hand = set(st.concealed[p]) | set(st.table[p])
    outside = [c for c in full_deck(v.packs) if c not in hand]
    out = [Action(PLAY, card=rng.choice(outside))]
    # a random meld using at least one card that is not in the hand
    meld_type = rng.choice(MELD_TYPES)
    size = rng.choice((2, 4, 5))
    cards = {rng.choice(outside)}
    cards.update(rng.sample(full_deck(v.packs), size - 1))
    meld = Meld.of(meld_type, cards)
    out.append(Action(rng.choice((ANNOUNCE, SCORE)), meld=meld))
    out.append(Action(EXCHANGE, card=rng.choice(outside)))
    if st.step == STEP_PLAY:
        out.append(Action(DONE))
        if st.pending[p]:
            out.append(Action(SCORE, meld=rng.choice(st.pending[p])))
        if st.phase == 2 and st.trick:
            refused = sorted(hand - set(st.playable(p)))
            if refused:
                out.append(Action(PLAY, card=rng.choice(refused)))
    else:
        out.append(Action(PLAY, card=rng.choice(sorted(hand))))
        if st.act_announced and st.act_scored == 0:
            out.append(Action(DONE))
    return out


def expected_winner(v: Variant, cards: Iterable[int], trump: int | None,
                    phase2: bool) -> int:
    """SPEC §1.2 for two to four cards, written out again from the text: the highest trump if
    a trump was played, else the highest card of the suit led (or with the rank-only rule and
    no trump, the highest rank); of identical cards the first played."""
    order = "789TJQKA" if phase2 and v.phase2_ten_ranks_low else "789JQKTA"
    trump_suit = None if trump is None else "SHDC"[trump]
    texts = [card_str(c)[:2] for c in cards]
    trumps = [i for i, t in enumerate(texts) if t[1] == trump_suit]
    if trumps:
        pool = trumps
    elif v.phase1_rank_only and not phase2:
        pool = list(range(len(texts)))
    else:
        pool = [i for i, t in enumerate(texts) if t[1] == texts[0][1]]
    best = pool[0]
    for i in pool[1:]:
        if order.index(texts[i][0]) > order.index(texts[best][0]):
            best = i
    return best


def expected_plays(st: GameState) -> set[int]:
    """The cards the player to act may play, from SPEC §1.3/§1.4 written out again: anything
    in phase 1 and when leading; in the last tricks follow suit, beat the best card so far if
    the variant says so (with two players: head the lead), trump when void if it says so (with
    more players: so as to beat the best card so far, over-trumping)."""
    v = st.variant
    p = st.to_act
    assert p is not None
    hand = set(st.concealed[p]) | set(st.table[p])
    if st.phase == 1 or not st.trick:
        return hand
    order = "789TJQKA" if v.phase2_ten_ranks_low else "789JQKTA"
    lead_suit = card_str(st.trick[0])[1]
    trump_suit = None if st.trump is None else "SHDC"[st.trump]
    best = card_str(st.trick[expected_winner(v, st.trick, st.trump, True)])[:2]

    def beats(c: int) -> bool:
        rank, suit = card_str(c)[:2]
        if suit == best[1]:
            return order.index(rank) > order.index(best[0])
        return suit == trump_suit

    same = {c for c in hand if card_str(c)[1] == lead_suit}
    if same:
        higher = {c for c in same if beats(c)}
        return higher if v.phase2_must_head and higher else same
    trumps = {c for c in hand if card_str(c)[1] == trump_suit and beats(c)}
    if v.phase2_must_trump and trumps and lead_suit != trump_suit:
        return trumps
    return hand


def check_actions(st: GameState, acts: list[Action], rng: random.Random, where: Where, *,
                  thorough: bool) -> None:
    """(b) legal actions: present until the deal ends, each legal and applicable, complete for
    card play; illegal ones refused with a code and a sentence.  Each action is applied to a
    copy of the state: all of them (every copy choice) when ``thorough``, else one at random."""
    if st.deal_over:
        if acts:
            _fail(where, f"legal actions {list(map(str, acts))} after the deal ended")
        return
    if not acts:
        _fail(where, f"no legal action in step {st.step} (to act: {st.to_act})")
    if len(set(acts)) != len(acts):
        _fail(where, "legal_actions() lists an action twice")
    every = st.legal_actions(merge_copies=False)
    if not set(acts) <= set(every):
        _fail(where, "merged legal actions are not among the unmerged ones")
    p = st.to_act
    assert p is not None
    if st.step == STEP_PLAY:
        # complete for card play: a card of the hand is listed exactly when it may be played
        plays = {a.card for a in every if a.kind == PLAY}
        allowed = expected_plays(st)
        if plays != allowed:
            _fail(where, f"playable cards {sorted(map(card_str, plays))}, the rules allow "
                         f"{sorted(map(card_str, allowed))} (trick {st.trick}, phase {st.phase})")
        for c in st.concealed[p] + st.table[p]:
            reason = st.explain(Action(PLAY, card=c))
            if (reason is None) != (c in plays):
                _fail(where, f"play {card_str(c)}: explain() says {reason!r}, "
                             f"legal_actions() {'lists' if c in plays else 'omits'} it")
    if st.step == STEP_DECLARE:
        # complete for announcing: a meld of the hand is listed exactly when the rules give no
        # reason against it (the listing skips the shape check for the candidates it builds)
        hand = st.concealed[p] + st.table[p]
        v = st.variant
        if v.partnerships and v.partnership_build_on_partner:
            hand = hand + st.table[(p + 2) % 4]  # the partner's declared cards (SPEC §8)
        listed = {a.meld for a in every if a.kind == ANNOUNCE}
        for m in candidate_melds(st.variant, hand, st.trump):
            if not pattern_ok(st.variant, m, st.trump) or not set(m.cards) <= set(hand):
                _fail(where, f"candidate meld {m} does not have its shape or is not in hand")
            if (not st.announce_reasons(p, m)) != (m in listed):
                _fail(where, f"announce {m}: reasons {st.announce_reasons(p, m)}, "
                             f"legal_actions() {'lists' if m in listed else 'omits'} it")
        # and for scoring: a pending claim is listed exactly when no reason is given against it
        scores = [a.meld for a in every if a.kind == SCORE]
        allowed_scores = [m for m in st.pending[p] if not st.score_reasons(p, m)]
        if scores != allowed_scores:
            _fail(where, f"scorable {list(map(str, scores))}, the rules allow "
                         f"{list(map(str, allowed_scores))}")
    trial = set(every) if thorough else {rng.choice(acts)}
    for a in every:
        if a.kind != PLAY:
            reason = st.explain(a)
            if reason is not None or not st.is_legal(a):
                _fail(where, f"listed action {a} is refused: {reason}")
        if a not in trial:
            continue
        other = st.clone()
        try:
            other.apply(a)
        except IllegalAction as e:
            _fail(where, f"listed action {a} could not be applied to a copy: {e}")
        if Action.parse(str(a), st.variant.packs) != a:
            _fail(where, f"action text {str(a)!r} does not parse back")
    for a in illegal_candidates(st, rng):
        if a in every:
            continue
        try:
            st.apply(a)
        except IllegalAction as e:
            if not e.code or not str(e):
                _fail(where, f"refusal of {a} has no code or sentence")
        else:
            _fail(where, f"illegal action {a} was accepted")


def observation_cards(obs: Observation) -> set[int]:
    """Every card an observation shows, except its ``unseen`` set."""
    cards: set[int] = set(obs.hand) | set(obs.opponent_known) | set(obs.trick)
    cards.update(*obs.tables, obs.act_laid, obs.sevens_scored)
    for known in obs.known:
        cards.update(known)
    for side in (obs.scored, obs.pending):
        for melds in side:
            for m in melds:
                cards.update(m.cards)
    for m in obs.act_announced:
        cards.update(m.cards)
    for _, trick, _ in obs.tricks:
        cards.update(trick)
    for entry in obs.history:
        if entry.deal != obs.deal_index + 1:
            continue  # card ids are reused from deal to deal
        cards.update(entry.cards)
        if entry.meld is not None:
            cards.update(entry.meld.cards)
    for a in obs.legal:
        if a.card is not None:
            cards.add(a.card)
        if a.meld is not None:
            cards.update(a.meld.cards)
    for extra in (obs.turnup, obs.act_exchanged):
        if extra is not None:
            cards.add(extra)
    return cards


def check_observations(st: GameState, acts: list[Action], where: Where, *,
                       as_json: bool = False) -> None:
    """(d) what each player sees: never another player's unknown cards (a partner's
    included) nor the stock."""
    n = st.variant.players
    for p in range(n):
        others = [q for q in range(n) if q != p]
        obs = st.observation(p)
        hidden = set().union(*(set(st.concealed[q]) - st.known[q] for q in others))
        stock = set(st.stock)
        if set(obs.hand) != set(st.concealed[p]) or len(obs.hand) != len(st.concealed[p]):
            _fail(where, f"player {p}'s observed hand is not their concealed cards")
        if [list(t) for t in obs.tables] != [list(t) for t in st.table]:
            _fail(where, f"player {p}'s observed tables differ from the table")
        shown = observation_cards(obs)
        if shown & hidden:
            _fail(where, f"player {p}'s observation shows another player's unknown cards "
                         f"{sorted(map(card_str, shown & hidden))}")
        if shown & stock:
            _fail(where, f"player {p}'s observation shows face-down stock cards "
                         f"{sorted(map(card_str, shown & stock))}")
        if set(obs.opponent_known) != set().union(*(st.known[q] for q in others)):
            _fail(where, f"player {p}'s opponent_known differs from what is known")
        if obs.opponent_concealed != sum(len(st.concealed[q]) for q in others):
            _fail(where, f"player {p} sees {obs.opponent_concealed} opponent cards, "
                         f"not {sum(len(st.concealed[q]) for q in others)}")
        if n > 2 and list(obs.concealed_counts) != [len(c) for c in st.concealed]:
            _fail(where, f"player {p}'s count of each hand is wrong")
        if n > 2 and [set(k) for k in obs.known] != st.known:
            _fail(where, f"player {p}'s known cards of each hand are wrong")
        if set(obs.unseen) != hidden | stock or len(obs.unseen) != len(hidden | stock):
            extra = sorted(map(card_str, set(obs.unseen) - hidden - stock))
            missing = sorted(map(card_str, (hidden | stock) - set(obs.unseen)))
            _fail(where, f"player {p}'s unseen cards are not the opponent's unknown cards and "
                         f"the stock: extra {extra}, missing {missing}")
        if list(obs.unseen) != sorted(obs.unseen):
            _fail(where, "unseen cards are not sorted (they would tell the stock order)")
        if obs.stock_face_down != len(st.stock) or obs.turnup != st.turnup:
            _fail(where, "observed stock size or turn-up is wrong")
        known_hand = obs.opponent_hand_if_known()
        if n > 2:
            if known_hand is not None:
                _fail(where, f"player {p} claims to know the hand of one of the others")
        elif st.phase == 2:
            opp = 1 - p
            if known_hand != tuple(sorted(st.concealed[opp])):
                _fail(where, f"in the last tricks player {p} should know the opponent's hand "
                             f"{sorted(map(card_str, st.concealed[opp]))}, got {known_hand}")
        elif known_hand is not None:
            _fail(where, f"player {p} claims to know the opponent's hand while cards are hidden")
        legal = tuple(acts) if st.to_act == p else ()
        if obs.legal != legal:
            _fail(where, f"player {p}'s observed legal actions differ from legal_actions()")
        if as_json:
            json.dumps(obs.to_json())


def check_deal_end(st: GameState, where: Where) -> None:
    """(e) the record replays; scores, brisques, tricks and the last-trick bonus add up."""
    v = st.variant
    text = GameRecord.of(st).dumps()
    replayed = replay(GameRecord.loads(text))
    reached = st
    if not st.over and ends_as_dealt(st):
        # the next deal ends the game as it is dealt: the record is of the finished game
        reached = st.clone()
        reached.next_deal()
    if replayed.signature() != reached.signature():
        _fail(where, "the game record does not replay to the same position")
    fast = GameState.new_game(v, st.seed, decks=st.decks or None,
                              first_dealer=None if st.cut is not None else st.first_dealer)
    for a in st.actions:
        if fast.step == STEP_DEAL_OVER:
            fast.next_deal()
        fast.apply_fast(a)
    if fast.signature() != st.signature():
        _fail(where, "apply_fast() and apply() reach different positions")
    deal = st.deal_index + 1
    entries = [e for e in st.history if e.deal == deal and e.kind != S_GAME]
    for p in range(v.players):
        own = sum(e.points for e in entries if e.player == p)
        if own != st.deal_points[p]:
            _fail(where, f"player {p}'s score entries of this deal add up to {own}, deal points "
                         f"are {st.deal_points[p]}")
    for side, members in enumerate(v.sides):
        # partners score together: a side's game points are its players' entries
        if v.rubicon_scoring:
            total = sum(e.points for e in st.history if e.player == side and e.kind == S_GAME)
        else:
            total = sum(e.points for e in st.history if e.player in members)
        if total != st.game_points[side]:
            _fail(where, f"side {side}'s score history adds up to {total}, game points are "
                         f"{st.game_points[side]}")
    completed = st.trick_no == tricks_per_deal(v) and not st.trick
    reached = st.over and v.game_end == "first_to_reach" and not v.rubicon_scoring
    if reached:
        if st.winner is None or st.game_points[st.winner] < v.game_target:
            _fail(where, f"the game ended without a winner at {v.game_target}: "
                         f"{st.game_points}, winner {st.winner}")
        if not completed:
            return  # the game ended in the middle of the deal
    if not completed:
        _fail(where, f"the deal ended after {st.trick_no} tricks, not {tricks_per_deal(v)}")
    if sum(len(w) for w in st.won) != v.deck_size:
        _fail(where, "not every card was won in a trick")
    if sum(st.brisques) != 8 * v.packs:
        _fail(where, f"{sum(st.brisques)} brisques won, expected {8 * v.packs}")
    if reached:
        return  # bonuses after the target was reached are not scored
    last = [e for e in entries if e.kind == S_LAST_TRICK]
    if v.last_trick_bonus:
        if len(last) != 1 or last[0].points != v.last_trick_bonus:
            _fail(where, f"last-trick bonus awarded {len(last)} times: {last}")
        if v.last_trick_bonus_trick == "final" and last[0].player != st.tricks[-1][2]:
            _fail(where, "the last-trick bonus went to the loser of the last trick")
    if v.brisque_points and v.brisques_counted in ("end_of_deal", "when_won"):
        for p in range(v.players):
            got = sum(e.points for e in entries if e.player == p and e.kind == S_BRISQUES)
            if got != st.brisques[p] * v.brisque_points:
                _fail(where, f"player {p} scored {got} for {st.brisques[p]} brisques")
    result = st.deal_results[-1]
    if result.deal != deal or list(result.points) != st.deal_points or (
            list(result.brisques) != st.brisques):
        _fail(where, f"deal result {result} does not match the deal")


@dataclass(frozen=True)
class Before:
    """What the transition checks need to know about the position before an action."""

    player: int
    trump: int | None
    trick: tuple[int, ...]
    phase: int
    next_draws: tuple[int, ...]  # the next cards to be drawn (one a player), the turn-up last
    stock_size: int
    turnup: int | None
    hand: tuple[int, ...]
    game_points: tuple[int, ...]
    history: int
    leader: int

    @staticmethod
    def of(st: GameState) -> Before:
        assert st.to_act is not None
        n = st.variant.players
        draws = st.stock[::-1][:n] + ([st.turnup] if st.turnup is not None else [])
        return Before(st.to_act, st.trump, tuple(st.trick), st.phase, tuple(draws[:n]),
                      st.stock_size(), st.turnup, tuple(st.hand(st.to_act)),
                      tuple(st.game_points), len(st.history), st.leader)


def expected_follower_wins(v: Variant, lead: int, follow: int, trump: int | None,
                           phase2: bool) -> bool:
    """SPEC §1.2, written out again from the text so that the engine's own rule is checked."""
    order = "789TJQKA" if phase2 and v.phase2_ten_ranks_low else "789JQKTA"
    (lr, ls), (fr, fs) = card_str(lead)[:2], card_str(follow)[:2]
    trump_suit = None if trump is None else "SHDC"[trump]
    if fs == ls:
        return order.index(fr) > order.index(lr)
    if fs == trump_suit:
        return True
    if v.phase1_rank_only and not phase2 and ls != trump_suit:
        return order.index(fr) > order.index(lr)
    return False


def check_transition(st: GameState, before: Before, action: Action, where: Where) -> None:
    """What one action did: trick winner, draws, trumps, the seven, carte blanche, scores."""
    v = st.variant
    p = before.player
    n = v.players
    if any(a < b for a, b in zip(st.game_points, before.game_points, strict=True)):
        _fail(where, "game points went down")
    if before.trump is not None and st.trump != before.trump:
        _fail(where, f"trumps changed from {before.trump} to {st.trump} during the deal")
    if before.trump is None and st.trump is not None:
        meld = action.meld
        if action.kind != SCORE or meld is None or v.has_turn_up:
            _fail(where, f"trumps were fixed by {action}")
        elif meld.type.startswith("BEZIQUE"):
            queen = next(c for c in meld.cards if card_str(c)[0] == "Q")
            if v.bezique_cards != "trump_queen_opposite_jack" or "SHDC".index(
                    card_str(queen)[1]) != st.trump:
                _fail(where, f"trumps were fixed by {action}")
        elif meld.type not in ("MARRIAGE", "SEQUENCE") or "SHDC".index(
                card_str(meld.cards[0])[1]) != st.trump:
            _fail(where, f"trumps were fixed by {action} as suit {st.trump}")
    card = action.card
    if (action.kind == PLAY and card is not None and before.phase == 2 and in_pairs(v)
            and len(before.trick) == 1 and st.tricks):
        # a trick of a play-off of the last tricks in pairs: two cards, as in the game for two
        leader, cards, winner = st.tricks[-1]
        if cards != (*before.trick, card) or leader != before.leader:
            _fail(where, f"the last trick is recorded as {cards} led by {leader}")
        follower_wins = expected_follower_wins(v, before.trick[0], card, before.trump, True)
        if winner != (p if follower_wins else leader):
            _fail(where, f"trick {list(map(card_str, cards))} went to player {winner}")
    elif action.kind == PLAY and card is not None and len(before.trick) == n - 1 and st.tricks:
        leader, cards, winner = st.tricks[-1]
        if cards != (*before.trick, card) or leader != before.leader or (p - leader) % n != n - 1:
            _fail(where, f"the last trick is recorded as {cards} led by {leader}")
        if n == 2:
            lead = before.trick[0]
            follower_wins = expected_follower_wins(v, lead, card, before.trump,
                                                   before.phase == 2)
            expected = p if follower_wins else 1 - p
        else:
            expected = (leader + expected_winner(v, cards, before.trump,
                                                 before.phase == 2)) % n
        if winner != expected:
            _fail(where, f"trick {list(map(card_str, cards))} (trumps {before.trump}) "
                         f"went to player {winner}, not {expected}")
    if st.stock_size() < before.stock_size and st.tricks:
        winner = st.tricks[-1][2]
        if before.stock_size - st.stock_size() != n:
            _fail(where, f"{before.stock_size - st.stock_size()} cards drawn after a trick")
        # the winner first, then each player to his left; the last draw takes the turn-up
        for i, drawn in enumerate(before.next_draws):
            if drawn not in st.hand((winner + i) % n):
                _fail(where, f"player {(winner + i) % n} should have drawn {card_str(drawn)}")
        if before.stock_size == n and before.turnup is not None and (
                before.turnup not in st.hand((winner + n - 1) % n)):
            _fail(where, "the turn-up did not go to the last player to draw")
    if action.kind == EXCHANGE:
        if st.turnup != action.card or before.turnup not in st.concealed[p]:
            _fail(where, "the seven and the turn-up were not exchanged")
    if action.kind == CARTE_BLANCHE:
        court = "AKQJT" if v.carte_blanche == "seed001" else "KQJ"
        shown = before.hand if action.card is None else (action.card,)
        if any(card_str(c)[0] in court for c in shown):
            _fail(where, f"carte blanche shown with a court card in {list(map(card_str, shown))}")
        if st.deal_points[p] == 0 or len(st.history) == before.history:
            _fail(where, "carte blanche scored nothing")
    if (action.kind == PLAY and card is not None and before.phase == 1 and v.dix_enabled
            and v.dix_scores_on == "when_played" and before.trump is not None
            and card_str(card)[:2] == "7" + "SHDC"[before.trump] and not st.over):
        # the seven of trumps scores whenever it is played before the last tricks (SPEC §2.8)
        new = st.history[before.history:]
        if not any(e.kind == "seven" and e.player == p and e.cards == (card,) for e in new):
            _fail(where, f"the seven of trumps {card_str(card)} was played without scoring")


# ------------------------------------------------------------------ the playout


def play_game(variant: Variant, seed: int | str, rng: random.Random, *, max_deals: int,
              preset_id: str, decks: list[list[int]] | None = None,
              first_dealer: int | None = None) -> int:
    """Play one game (at most ``max_deals`` deals) with every check; return the deals played."""
    st = GameState.new_game(variant, seed, decks=decks, first_dealer=first_dealer)
    where = Where(preset_id, seed, st)
    deals = 0
    index = 0
    while True:
        where.deal = st.deal_index
        check_cards(st, where)
        acts = st.legal_actions()
        if st.deal_over:
            check_observations(st, acts, where, as_json=True)
            check_actions(st, acts, rng, where, thorough=True)
            check_deal_end(st, where)
            deals += 1
            if st.over or deals >= max_deals:
                return deals
            before = st.signature()
            st.next_deal()
            after = st.signature()
            st.undo()
            if st.signature() != before:
                _fail(where, "undo of next_deal() does not restore the position")
            st.next_deal()
            if st.signature() != after:
                _fail(where, "next_deal() is not deterministic")
            continue
        # a sample of positions gets the costly checks: every UNDO_EVERY-th action and every
        # position where something other than a card play may happen
        sampled = index % UNDO_EVERY == 0 or any(a.kind != PLAY for a in acts)
        before = st.signature() if sampled else None
        check_observations(st, acts, where, as_json=index % UNDO_EVERY == 0)
        check_actions(st, acts, rng, where, thorough=sampled)
        if before is not None and st.signature() != before:
            _fail(where, "checking actions and observations changed the position")
        action = choose_action(st, rng, acts)
        where.index = index
        where.last.append(str(action))
        n = len(st.actions)
        state_before = Before.of(st)
        try:
            st.apply(action)
        except IllegalAction as e:
            _fail(where, f"chosen legal action {action} was refused: {e}")
        check_transition(st, state_before, action, where)
        if before is not None:
            after = st.signature()
            st.undo()
            if st.signature() != before or len(st.actions) != n:
                _fail(where, f"undo after {action} does not restore the position")
            st.apply(action)
            if st.signature() != after:
                _fail(where, f"applying {action} again gives a different position")
        index += 1


def run_playouts(preset_id: str, deals: int, *, first_seed: int = 0) -> None:
    variant = preset(preset_id)
    per_game = MAX_DEALS_MULTI_HANDED if variant.players > 2 else MAX_DEALS_PER_GAME
    done = 0
    seed = first_seed
    while done < deals:
        rng = random.Random(f"{preset_id}:{seed}")
        done += play_game(variant, seed, rng, max_deals=min(per_game, deals - done),
                          preset_id=preset_id)
        seed += 1


@pytest.mark.parametrize("preset_id", list(ALL_PRESETS))
def test_random_playouts_keep_invariants(preset_id: str) -> None:
    run_playouts(preset_id, DEFAULT_DEALS[preset_id])


@pytest.mark.slow
@pytest.mark.parametrize("preset_id", list(ALL_PRESETS))
def test_many_random_playouts_keep_invariants(preset_id: str) -> None:
    run_playouts(preset_id, SLOW_DEALS[preset_id], first_seed=1_000_000)


# ------------------------------------------------------------------ house rules

SWITCH_SETS: list[tuple[str, dict[str, object]]] = [
    ("classic", {"dix_exchange_timing": "any_time_on_lead"}),
    ("classic", {"dix_counts_as_declaration": True, "exchanged_card_usable_same_turn": True}),
    ("classic", {"dix_scores_on": "when_played_if_wins", "brisques_counted": "when_won"}),
    ("classic", {"last_trick_bonus_trick": "last_stock_trick", "phase2_ten_ranks_low": True}),
    ("classic", {"game_end": "end_of_deal_highest",
                 "double_bezique_after_single": "top_up_to_500"}),
    ("classic", {"carte_blanche": "seed001", "four_of_a_kind_needs_each_suit": True}),
    ("classic", {"phase1_rank_only": True, "declarations_scored_per_trick": 0}),
    ("hoffmann_1909", {"bezique_cards": "alt_when_S_or_D_trump"}),
    ("rubicon", {"reuse_rule": "rubicon_distinct_set", "four_tens": 90}),
    ("rubicon", {"rubicon_rounding": "floor_sum", "rubicon_winner_rule": "points_with_brisques"}),
    ("six_pack", {"bezique_cards": "trump_queen_opposite_jack"}),
    ("six_pack", {"dealer_guess_bonuses": False}),
    ("three_handed", {"second_double_with_used_pair": False, "game_end": "first_to_reach"}),
    ("four_handed_partners", {"partner_declares": "each_separately"}),
    ("four_handed_partners", {"partner_declares": "winner_only", "game_target": 500}),
    ("four_handed_partners", {"partnership_bezique_from_both_hands": True}),
    ("four_handed_partners", {"partnership_build_on_partner": False}),
    ("four_handed_partners", {"partnership_last_tricks": "pairs"}),
]


@pytest.mark.parametrize(("preset_id", "switches"), SWITCH_SETS,
                         ids=[f"{p}-{'-'.join(s)}" for p, s in SWITCH_SETS])
def test_house_rules_keep_invariants(preset_id: str, switches: dict[str, object]) -> None:
    variant = preset(preset_id).with_switches(**switches)
    deals = 2 if preset_id in MULTI_PACK else 6
    done = 0
    seed = 0
    while done < deals:
        rng = random.Random(f"{preset_id}:{sorted(switches)}:{seed}")
        done += play_game(variant, seed, rng, max_deals=min(MAX_DEALS_PER_GAME, deals - done),
                          preset_id=f"{preset_id} {switches}")
        seed += 1


# ------------------------------------------------------------------ carte blanche


def carte_blanche_decks(variant: Variant, seed: int, players: Iterable[int]) -> list[int]:
    """A shuffled deck in which ``players`` are dealt no court card and the first stock cards
    are not court cards either (so carte blanche can be shown again after drawing)."""
    deck = full_deck(variant.packs)
    random.Random(seed).shuffle(deck)
    h = variant.hand_size
    per = 1 if variant.deal_pattern == "ones" else 3
    dealer = 1  # first_dealer=1 below: player 0 is the non-dealer and receives first
    positions: list[int] = []
    pos = 0
    for _ in range(h // per):
        for p in (1 - dealer, dealer):
            if p in players:
                positions.extend(range(pos, pos + per))
            pos += per
    positions.extend(range(pos, pos + 6))  # the first three draws of each player
    for i in positions:
        if rank_of(deck[i]) in COURT_RANKS:
            j = next(j for j in range(pos + 6, len(deck)) if rank_of(deck[j]) not in COURT_RANKS)
            deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize("preset_id", ["rubicon", "six_pack"])
@pytest.mark.parametrize("players", [(0,), (1,), (0, 1)])
def test_carte_blanche_deals_keep_invariants(preset_id: str, players: tuple[int, ...]) -> None:
    variant = preset(preset_id)
    deck = carte_blanche_decks(variant, 0, players)
    st = GameState.new_game(variant, 0, decks=[deck], first_dealer=1)
    if variant.dealer_guess_bonuses:  # six-pack: the guess of the dealer's packet comes first
        st.apply(Action(GUESS, number=24))
    assert (Action(CARTE_BLANCHE) in st.legal_actions()) == (0 in players)
    play_game(variant, 0, random.Random(0), max_deals=1, preset_id=f"{preset_id} carte blanche",
              decks=[deck], first_dealer=1)


def test_carte_blanche_is_offered_and_scored_again_for_non_court_draws() -> None:
    variant = preset("rubicon")
    deck = carte_blanche_decks(variant, 3, (0,))
    st = GameState.new_game(variant, 3, decks=[deck], first_dealer=1)
    assert st.to_act == 0
    assert Action(CARTE_BLANCHE) in st.legal_actions()
    st.apply(Action(CARTE_BLANCHE))
    assert st.deal_points[0] == variant.carte_blanche_points
    assert Action(CARTE_BLANCHE) not in st.legal_actions()
    # lead, follow, then let the draws happen: the first draws are not court cards
    repeats = 0
    while st.trick_no < 3 and not st.deal_over:
        acts = st.legal_actions()
        again = [a for a in acts if a.kind == CARTE_BLANCHE and a.card is not None]
        if again and st.to_act == 0:
            st.apply(again[0])
            repeats += 1
            continue
        st.apply(next((a for a in acts if a.kind in (PLAY, DONE)), acts[0]))
    assert repeats >= 1
    assert st.deal_points[0] >= variant.carte_blanche_points * (1 + repeats)
