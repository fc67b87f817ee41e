"""The seven of trumps, the last tricks and when to declare, as reasons of the simulated deals.

Each is counted in the search's own deals (per seat: the sevens the player scored, the last
tricks the player's side won) and told only where those numbers favour the better move; the
words exist in English and in French.
"""

from __future__ import annotations

import random
from pathlib import Path

from bezique_qt.ai import reasons as why
from bezique_qt.ai.outcomes import OutcomeTable, Tally, meld_key, outcome_reason
from bezique_qt.ai.rollout import playout
from bezique_qt.ai.search import ISMCTS
from bezique_qt.engine import STEP_DECLARE, STEP_PLAY, Action, GameState, Observation, preset
from bezique_qt.engine import events as ev
from bezique_qt.engine.actions import ANNOUNCE, DONE, EXCHANGE, PLAY
from bezique_qt.engine.cards import suit_of
from bezique_qt.engine.kernel import Deal, exchange_seven
from bezique_qt.engine.melds import MARRIAGE, Meld
from bezique_qt.words.reasons import OUTCOME_TEMPLATES, reason_words

from .conftest import Positions

TS = Path(__file__).resolve().parents[2] / "resources" / "translations" / "bezique_qt_fr.ts"


def _obs_with_trump_and_plain() -> tuple[Observation, Action, Action]:
    """A classic position at a card play where the player holds a trump and a plain card."""
    for seed in range(1, 40):
        st = GameState.new_game(preset("classic"), seed=seed)
        rng = random.Random(seed)
        while st.to_act != 0 or st.step != STEP_PLAY or st.trump is None:
            st.apply(rng.choice(st.legal_actions()))
        obs = st.observation(0)
        plays = [a for a in obs.legal if a.kind == PLAY and a.card is not None]
        trumps = [a for a in plays if suit_of(a.card) == obs.trump]  # type: ignore[arg-type]
        plain = [a for a in plays if suit_of(a.card) != obs.trump]  # type: ignore[arg-type]
        if trumps and plain:
            return obs, plain[0], trumps[0]
    raise AssertionError("no position with a trump and a plain card")


def _tally(deals: int, **sums: int) -> Tally:
    t = Tally(deals)
    for k, v in sums.items():
        setattr(t, k, v)
    return t


# ---------------------------------------------------------------------- counted per seat
def test_the_kernel_counts_each_seats_sevens_and_last_tricks() -> None:
    st = GameState.new_game(preset("classic"), seed=3)
    rng = random.Random(3)
    while st.step != STEP_PLAY or st.phase != 1 or len(st.stock) < 20:
        st.apply(rng.choice(st.legal_actions()))
    root = st.clone()
    sink: list[object] = []
    playout(st, random.Random(1), finish=sink)
    d = sink[0]
    assert isinstance(d, Deal)
    assert sum(d.last_won) == st.variant.hand_size  # every last trick won by someone
    # every seven exchanged or shown is counted for someone (and one played where it scores)
    assert sum(d.sevens_by) - sum(root.sevens_by) >= len(d.sevens_scored) - len(
        root.sevens_scored)
    # the seat that exchanges is the one counted
    d = Deal.from_state(root)
    trump = root.trump
    assert trump is not None
    s7 = trump * 8 + 0  # the seven of trumps, first copy
    d.hands[1].append(s7)
    d.counts[32 + (s7 & 31)] += 1
    d.turnup = trump * 8 + 3 if root.turnup is None else root.turnup
    d.sevens_scored.discard(s7)
    d.dix_exchanged = False
    before = d.sevens_by[:]
    exchange_seven(d, 1, s7)
    assert d.sevens_by == [before[0], before[1] + 1]


def test_the_game_state_counts_each_players_sevens() -> None:
    """The sevens exchanged, shown or played for points, per player, as the events say."""
    codes = (ev.C_SEVEN_EXCHANGED, ev.C_SEVEN_SHOWN, ev.C_SEVEN_PLAYED)
    seen = 0
    for variant_id in ("classic", "rubicon"):
        for seed in range(6):
            st = GameState.new_game(preset(variant_id), seed=seed)
            rng = random.Random(seed)
            by = [0] * st.variant.players
            while not st.deal_over:
                for e in st.apply(rng.choice(st.legal_actions())):
                    if e.code in codes and e.player is not None:
                        by[e.player] += 1
            assert st.sevens_by == by
            seen += sum(by)
    assert seen >= 3


def test_the_search_counts_the_sevens_of_the_move_itself(positions: Positions) -> None:
    """At a declaration with the seven to exchange: every deal of the exchange scores it for
    the player (counted in the game state before the kernel takes over)."""
    found = 0
    for seed in range(1, 9):
        for st in positions("classic", seed, 1):
            p = st.to_act
            if p is None or st.step != STEP_DECLARE:
                continue
            obs = st.observation(p)
            exchange = [a for a in obs.legal if a.kind == EXCHANGE]
            if not exchange or not any(a.kind == DONE for a in obs.legal):
                continue
            search = ISMCTS(iterations=48)
            search.outcomes = True
            stats = search.search(obs, 5, 48, None)
            assert stats.outcomes is not None
            tally = stats.outcomes.tallies[str(exchange[0])]
            assert tally.deals and tally.sevens >= tally.deals
            assert 0 < tally.last_deals <= tally.deals
            assert 0 <= tally.last_won <= tally.last_deals * st.variant.hand_size
            found += 1
            break
        if found >= 2:
            break
    assert found >= 1


# ---------------------------------------------------------------------- the seven
def test_a_seven_reason_only_where_the_player_scores_it_more_often() -> None:
    obs, better, other = _obs_with_trump_and_plain()
    table = OutcomeTable({str(better): _tally(100, sevens=90, sevens_sq=90),
                          str(other): _tally(100, sevens=20, sevens_sq=20)})
    reason = outcome_reason(table, obs, better, other, 8.0)
    assert reason.code == why.OUTCOME_SEVEN
    assert (reason.count, reason.other_count, reason.total, reason.points) == (90, 20, 100, 10)
    # the other way round: the seven is never the better move's reason
    table.tallies[str(better)], table.tallies[str(other)] = (table.tallies[str(other)],
                                                             table.tallies[str(better)])
    assert outcome_reason(table, obs, better, other, 8.0).code == why.OUTCOME_OVERALL


# ---------------------------------------------------------------------- the last tricks
def test_the_last_tricks_and_the_trump_kept_for_them() -> None:
    obs, plain, trump = _obs_with_trump_and_plain()

    def last(won: int) -> Tally:  # 100 deals, their last tricks won 5 or 6 (``won`` of 6)
        return _tally(100, brisques=300, brisques_sq=1000, last_deals=100,
                      last_won=500 + won * 10, last_won_sq=2500 + won * 110)

    table = OutcomeTable({str(plain): last(9), str(trump): last(1)})
    reason = outcome_reason(table, obs, plain, trump, 10.0)
    # the trump the other move plays is kept by the better one
    assert reason.code == why.OUTCOME_KEEPS_TRUMPS
    assert (reason.kept, reason.mean, reason.other_mean, reason.count) == (
        trump.card, 5.9, 5.1, 8)
    words = reason_words(reason, plain)
    assert words and "for the last tricks" in words
    # the other way round: the trump played wins more of the last tricks, but keeps no trump
    reason = outcome_reason(OutcomeTable({str(trump): last(9), str(plain): last(1)}), obs,
                            trump, plain, 10.0)
    assert reason.code == why.OUTCOME_LAST_TRICKS
    # a difference within the noise, or fewer last tricks won: no last-trick reason
    table = OutcomeTable({str(plain): last(2), str(trump): last(1)})
    assert outcome_reason(table, obs, plain, trump, 3.0).code == why.OUTCOME_OVERALL
    table = OutcomeTable({str(plain): last(1), str(trump): last(9)})
    assert outcome_reason(table, obs, plain, trump, 3.0).code == why.OUTCOME_OVERALL
    # the brisques explain more than the last tricks: the brisques are told
    table = OutcomeTable({str(plain): _tally(100, brisques=500, brisques_sq=2600,
                                             last_deals=100, last_won=590, last_won_sq=3590),
                          str(trump): last(1)})
    assert outcome_reason(table, obs, plain, trump, 10.0).code == why.OUTCOME_BRISQUES


# ---------------------------------------------------------------------- when to declare
def test_when_to_declare_now_or_later() -> None:
    obs, _plain, _trump = _obs_with_trump_and_plain()
    trump = obs.trump
    assert trump is not None
    plain = (trump + 1) % 4
    # a marriage outside trumps (queen 5, king 6 of the suit) and the royal marriage
    marriage = Meld.of(MARRIAGE, (plain * 8 + 5, plain * 8 + 6))
    royal = Meld.of(MARRIAGE, (trump * 8 + 5, trump * 8 + 6))
    now, wait = Action(ANNOUNCE, meld=marriage), Action(DONE)
    key = meld_key(marriage.type, marriage.cards, trump)
    table = OutcomeTable({str(now): Tally(100, {key: 100}), str(wait): Tally(100, {key: 40})},
                         {key: 20}, {key: (5, 6)})
    reason = outcome_reason(table, obs, now, wait, 12.0)
    assert reason.code == why.OUTCOME_DECLARE_NOW
    assert (reason.count, reason.other_count) == (100, 40)
    assert "declared now" in (reason_words(reason, now) or "")
    # declaring nothing now, for the royal marriage later rather than the marriage now
    rkey = meld_key(royal.type, royal.cards, trump)
    table = OutcomeTable({str(wait): Tally(100, {rkey: 70}), str(now): Tally(100, {rkey: 30})},
                         {rkey: 40}, {rkey: (5, 6)})
    reason = outcome_reason(table, obs, wait, now, 16.0)
    assert reason.code == why.OUTCOME_DECLARE_LATER
    assert reason.meld == "ROYAL_MARRIAGE"
    assert "declare later" in (reason_words(reason, wait) or "")
    # a meld the declaration has nothing to do with (two plays): the meld reason as before
    table = OutcomeTable({str(_plain): Tally(100, {key: 60}), str(_trump): Tally(100, {key: 20})},
                         {key: 20}, {key: (5, 6)})
    assert outcome_reason(table, obs, _plain, _trump, 8.0).code in (
        why.OUTCOME_MELD, why.OUTCOME_KEEPS_FOR_MELD)


# ---------------------------------------------------------------------- the words
def test_every_reason_of_the_simulated_deals_is_worded_in_english_and_french() -> None:
    text = TS.read_text(encoding="utf-8")
    for code in why.OUTCOME_CODES:
        assert code in OUTCOME_TEMPLATES
        english = OUTCOME_TEMPLATES[code].replace("'", "&apos;")
        at = text.find(f"<source>{english}</source>")
        assert at >= 0, code
        entry = text[at:text.find("</message>", at)]
        assert "<translation>" in entry and 'type="unfinished"' not in entry, code
