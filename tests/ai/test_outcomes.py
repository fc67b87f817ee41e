"""The reasons of the hint and the review come from the search's own simulated deals.

(a) the reasons follow the numbers: a meld reason only where the better move's deals scored the
meld more often than the other move's, and the component told is the largest; (b) the same
observation with other hidden cards gives the same reasons; (c) no sentence names a card the
player has not seen; and collecting the figures changes no choice.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bezique_qt.ai import make_bot
from bezique_qt.ai import reasons as why
from bezique_qt.ai.outcomes import Outcomes, OutcomeTable, Tally, meld_key, outcome_reason
from bezique_qt.ai.reasons import reason_from_json
from bezique_qt.ai.review import GameReview, review_decision
from bezique_qt.ai.search import ISMCTS, MonteCarloSearch
from bezique_qt.engine import STEP_DECLARE, STEP_PLAY, Action, GameState, Observation, preset
from bezique_qt.engine.record import GameRecord
from bezique_qt.words.game import the_card_words
from bezique_qt.words.reasons import reason_words

from .conftest import Positions
from .test_honesty import cases

BUDGET = 64


def _searched(obs: Observation) -> bool:
    return obs.step in (STEP_PLAY, STEP_DECLARE) and obs.phase == 1 and len(
        {str(a) for a in obs.legal}) > 1


def _classic_obs() -> Observation:
    st = GameState.new_game(preset("classic"), seed=5)
    rng = random.Random(5)
    for _ in range(9):
        st.apply(rng.choice(st.legal_actions()))
    while st.to_act != 0 or st.step != STEP_PLAY:
        st.apply(rng.choice(st.legal_actions()))
    return st.observation(0)


# ------------------------------------------------------------------- (a) the numbers decide
def test_a_meld_reason_only_where_the_meld_was_scored_more_often() -> None:
    obs = _classic_obs()
    better, other = obs.legal[0], obs.legal[1]
    key = "BEZIQUE_2/-1"
    table = OutcomeTable({str(better): Tally(100, {key: 5}, 300, 400),
                          str(other): Tally(100, {key: 1}, 300, 400)},
                         {key: 500}, {key: (4, 11)})
    reason = outcome_reason(table, obs, better, other, 20.0)
    assert reason.code in (why.OUTCOME_MELD, why.OUTCOME_KEEPS_FOR_MELD)
    assert (reason.meld, reason.count, reason.other_count, reason.total) == ("BEZIQUE_2", 5, 1,
                                                                             100)
    # the same meld scored *less* often after the better move: never a meld reason; here the
    # brisques it wins are told instead
    table.tallies[str(better)] = Tally(100, {key: 0}, 350, 400)
    reason = outcome_reason(table, obs, better, other, 20.0)
    assert reason.code == why.OUTCOME_BRISQUES
    assert (reason.mean, reason.other_mean) == (3.5, 3.0)
    # the largest component wins: the opponent's melds, 60 points a deal fewer
    table.tallies[str(better)] = Tally(100, {key: 1}, 310, 4000 - 6000 + 400 * 10)
    table.tallies[str(other)] = Tally(100, {key: 1}, 300, 4000 + 2000)
    reason = outcome_reason(table, obs, better, other, 20.0)
    assert reason.code == why.OUTCOME_DENIES_MELDS
    # a difference within the deals' own noise (2 against 1 in 100: 5 points a deal, its
    # standard error about 9) is no reason: the overall gain is told
    table.tallies[str(better)] = Tally(100, {key: 2}, 300, 6000)
    table.tallies[str(other)] = Tally(100, {key: 1}, 300, 6000)
    assert outcome_reason(table, obs, better, other, 7.0).code == why.OUTCOME_OVERALL
    # nothing in favour of the better move: its overall gain alone
    table.tallies[str(better)] = Tally(100, {}, 300, 6000)
    table.tallies[str(other)] = Tally(100, {}, 300, 6000)
    reason = outcome_reason(table, obs, better, other, 12.4)
    assert (reason.code, reason.points) == (why.OUTCOME_OVERALL, 12)


def test_the_counts_are_the_melds_scored_after_the_decision() -> None:
    st = GameState.new_game(preset("classic"), seed=12)
    rng = random.Random(12)
    for _ in range(20):
        st.apply(rng.choice(st.legal_actions()))
    root = st.clone()
    me = 0
    before = len(st.scored[me])
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()))
    collector = Outcomes(root, me)
    collector.add("x", st, tuple(st.brisques))
    tally = collector.table.tallies["x"]
    expected = {meld_key(m.type, m.cards, st.trump) for m in st.scored[me][before:]}
    assert set(tally.melds) == expected
    assert all(n == 1 for n in tally.melds.values())
    assert tally.brisques == st.brisques[me] - root.brisques[me]
    assert tally.deals == 1


def _reviewed(positions: Positions, variants: tuple[str, ...], seeds: range
              ) -> list[tuple[Observation, object]]:
    out = []
    for variant_id in variants:
        for seed in seeds:
            for st in positions(variant_id, seed, 3):
                p = st.to_act
                if p is None:
                    continue
                obs = st.observation(p)
                if not _searched(obs):
                    continue
                out.append((obs, obs.legal[-1]))
    return out


@pytest.fixture(scope="module")
def reviewed(positions: Positions) -> list:
    """Reviews of the last legal move at positions of real deals (searched decisions)."""
    found = _reviewed(positions, ("classic", "rubicon"), range(3, 4))
    assert len(found) >= 20
    return [(obs, review_decision(obs, played, budget=BUDGET)) for obs, played in found]


def test_the_reasons_follow_the_numbers_in_real_reviews(reviewed: list) -> None:
    codes = set()
    for _obs, move in reviewed:
        if move.lost <= 0:
            continue
        reason = move.reason
        assert reason is not None and reason.code in why.OUTCOME_CODES, move
        codes.add(reason.code)
        assert str(reason.action) == move.preferred and str(reason.other) == move.played
        if reason.code in (why.OUTCOME_MELD, why.OUTCOME_KEEPS_FOR_MELD, why.OUTCOME_SEVEN,
                           why.OUTCOME_DECLARE_NOW, why.OUTCOME_DECLARE_LATER):
            assert reason.count / reason.total > reason.other_count / reason.other_total
        if reason.code in (why.OUTCOME_BRISQUES, why.OUTCOME_LAST_TRICKS,
                           why.OUTCOME_KEEPS_TRUMPS):
            assert reason.mean > reason.other_mean
        if reason.code == why.OUTCOME_DENIES_MELDS:
            assert reason.mean < reason.other_mean
        assert reason_words(reason, Action.parse(move.preferred))
    assert len(codes) >= 2, codes


# ------------------------------------------------------------------- (b) hidden cards
def test_other_hidden_cards_give_the_same_reasons(positions: Positions) -> None:
    found = [(c, st, other) for c, st, other in
             cases(positions, ("classic", "rubicon"), range(8, 9), 4)
             if _searched(st.observation(st.to_act))]  # type: ignore[arg-type]
    assert len(found) >= 6
    hint = make_bot("expert", budget=BUDGET, explain=True)
    outcome_reasons = 0
    for context, st, other in found[:10]:
        p = st.to_act
        assert p is not None
        a, b = st.observation(p), other.observation(p)
        da, db = hint.decide(a, random.Random(7)), hint.decide(b, random.Random(7))
        assert (da.action, da.reason) == (db.action, db.reason), context
        outcome_reasons += da.reason.code in why.OUTCOME_CODES
        played = a.legal[0]
        assert review_decision(a, played, budget=BUDGET) == review_decision(
            b, played, budget=BUDGET), context
    assert outcome_reasons >= 3


# ------------------------------------------------------------------- (c) no hidden card named
_CARD_NAMES = {kind: the_card_words(kind) for kind in range(32)}


def _seen(obs: Observation) -> set[int]:
    """The kinds of every card the player has seen."""
    cards = set(obs.hand) | set(obs.trick)
    for table in obs.tables:
        cards |= set(table)
    for _lead, played, _winner in obs.tricks:
        cards |= set(played)
    if obs.turnup is not None:
        cards.add(obs.turnup)
    return {c & 31 for c in cards}


def _named(sentence: str) -> set[int]:
    return {k for k, name in _CARD_NAMES.items() if re.search(rf"\b{name}\b", sentence)}


def test_no_sentence_names_a_card_the_player_has_not_seen(reviewed: list) -> None:
    sentences = 0
    for obs, move in reviewed:
        if not isinstance(move.reason, why.Reason):
            continue
        words = reason_words(move.reason, Action.parse(move.preferred))
        assert words
        assert _named(words) <= _seen(obs), (words, obs)
        sentences += 1
    assert sentences >= 10


# ------------------------------------------------------------------- the command line
def test_review_json_gives_every_costly_decision_its_why(tmp_path: Path) -> None:
    st = GameState.new_game(preset("classic"), seed=5)
    bots = (make_bot("novice"), make_bot("medium"))
    rng = random.Random(5)
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        st.apply(bots[p].choose(st.observation(p), rng), undoable=False)
    path = tmp_path / "deal.json"
    path.write_text(GameRecord.of(st).dumps(), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "bezique_qt", "review", str(path), "--budget",
                           "48", "--no-face-up", "--json"], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    moves = [m for d in data["deals"] for m in d["moves"]]
    # the output still reads back as a review (the words come from the codes kept in it)
    back = GameReview.from_json(data)
    assert [m.reason for d in back.deals for m in d.moves] == [
        reason_from_json(m["reason"]) if m["reason"] else None for m in moves]
    costly = [m for m in moves if m["lost"] > 0]
    assert len(costly) >= 5
    about = re.compile("|".join([*map(re.escape, _CARD_NAMES.values()), "bezique", "marriage",
                                 "sequence", "four ", "[♠♥♦♣]"]))
    for m in costly:
        assert about.search(m["why"]), m["why"]
        assert m["why_code"] == m["reason"]["code"]
        assert m["why_figures"] == {k: v for k, v in m["reason"].items() if k != "code"}
        if m["method"] == "search":
            assert m["why_code"] in why.OUTCOME_CODES
            assert m["why_figures"]["other"] == m["played"]
    # the moves that lost nothing keep the fields they had
    assert all("why" not in m for m in moves if m["lost"] <= 0)


# ------------------------------------------------------------------- the same play
@pytest.mark.parametrize("searcher", [ISMCTS, MonteCarloSearch])
def test_collecting_the_figures_changes_no_value_and_no_choice(positions: Positions,
                                                               searcher: type) -> None:
    found = 0
    for variant_id in ("classic", "rubicon"):
        for st in positions(variant_id, 4, 5):
            p = st.to_act
            if p is None or not _searched(st.observation(p)):
                continue
            obs = st.observation(p)
            runs = []
            for collect in (False, True):
                search = searcher(iterations=BUDGET)
                search.outcomes = collect
                stats = search.search(obs, 99, BUDGET, None)
                runs.append((stats.visits, stats.totals, stats.diffs,
                             search.pick(obs, list(obs.legal), stats).action,
                             stats.outcomes is not None))
            assert runs[0][:4] == runs[1][:4]
            assert (runs[0][4], runs[1][4]) == (False, True)
            found += 1
    assert found >= 8
