"""The end of a game of three or four whose leaders tie over the target and no tie-break settles
it (SPEC §9.1, §13): nobody has won yet, another deal is played.  Records written by earlier
versions, which ended such a game drawn, load as that draw."""

from __future__ import annotations

import random

from bezique_qt.engine import GameRecord, GameState, preset, replay
from bezique_qt.engine.state import STEP_DEAL_OVER, STEP_GAME_OVER


def _to_last_trick(vid: str, seed: int) -> GameState:
    """A game of ``vid`` played at random to the last trick of its first deal."""
    st = GameState.new_game(preset(vid), seed)
    rng = random.Random(seed)
    while not (st.phase == 2 and not st.trick and all(len(h) == 1 for h in st.concealed)):
        st.apply(rng.choice(st.legal_actions()), undoable=False)
    return st


def _unsettled_tie(seed: int) -> GameState:
    """Three hands, before the last trick: the scores made so that, after it, the two players
    who do not take it lead with the same score and the same brisques."""
    st = _to_last_trick("three_handed", seed)
    trial = st.clone()
    while not trial.deal_over:
        trial.apply(trial.legal_actions()[0], undoable=False)
    w = trial.last_trick_winner
    assert w is not None
    a, b = (p for p in range(3) if p != w)
    st.brisques[a] = st.brisques[b] = max(st.brisques[a], st.brisques[b])
    trial = st.clone()
    while not trial.deal_over:
        trial.apply(trial.legal_actions()[0], undoable=False)
    for p, target in ((a, 2500), (b, 2500), (w, 1000)):
        st.game_points[p] += target - trial.game_points[p]
    return st


def test_a_tie_no_tie_break_settles_plays_another_deal() -> None:
    st = _unsettled_tie(3)
    while not st.deal_over:
        st.apply(st.legal_actions()[0])
    w = st.last_trick_winner
    assert sorted(st.game_points) == [1000, 2500, 2500]
    assert st.game_points[w] == 1000
    assert st.step == STEP_DEAL_OVER and not st.over and st.winner is None
    # the game goes on with another deal, and the end is checked again after it
    st.next_deal()
    assert st.deal_index == 1 and st.step != STEP_GAME_OVER
    rng = random.Random(5)
    while not st.over:
        if st.deal_over:
            st.next_deal()
        st.apply(rng.choice(st.legal_actions()), undoable=False)
    assert st.winner is not None
    assert st.game_points[st.winner] == max(st.game_points)


def test_a_record_stopping_at_the_tie_says_the_game_goes_on() -> None:
    st = GameState.new_game(preset("three_handed"), 3)
    tied = _unsettled_tie(3)
    while not tied.deal_over:
        tied.apply(tied.legal_actions()[0], undoable=False)
    record = GameRecord.of(tied)
    assert record.plays_on
    assert GameRecord.loads(record.dumps()).plays_on
    # no mark for a game that stops anywhere else
    assert not GameRecord.of(st).plays_on and "plays_on" not in GameRecord.of(st).dumps()


def test_an_earlier_record_ending_in_an_unsettled_tie_loads_as_that_draw() -> None:
    # a real record of three hands over a target of 10: the only deal ends with two leaders
    # tied, brisques and all, and the last trick to the third player.  Written by an earlier
    # version (no mark), the game ended there drawn: it loads so.  With the mark of this
    # version the game goes on.
    v = preset("three_handed").with_switches(game_target=10)
    st = GameState.new_game(v, 31)
    rng = random.Random(31)
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()), undoable=False)
    g, w = st.game_points, st.last_trick_winner
    top = [p for p in range(3) if g[p] == max(g)]
    assert len(top) == 2 and w not in top and st.brisques[top[0]] == st.brisques[top[1]]
    assert st.step == STEP_DEAL_OVER and not st.over
    data = GameRecord.of(st).to_json()
    assert data.pop("plays_on") is True
    earlier = replay(GameRecord.from_json(data))
    assert earlier.over and earlier.winner is None
    assert earlier.game_points == g and len(earlier.deal_results) == 1
    going_on = replay(GameRecord.from_json(dict(data, plays_on=True)))
    assert going_on.step == STEP_DEAL_OVER and not going_on.over
    going_on.next_deal()
    assert going_on.deal_index == 1 and not going_on.over
