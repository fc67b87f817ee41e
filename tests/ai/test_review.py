"""The review of a finished deal: fair (from the player's own observation), classed by its
numbers, with a face-up view of the last tricks that is the exact solver's, and its command."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bezique_qt.ai import make_bot
from bezique_qt.ai.common import unique_actions, utility_scale
from bezique_qt.ai.review import (
    CLASSES,
    GameReview,
    classify,
    count_decisions,
    review_decision,
    review_record,
)
from bezique_qt.ai.solver import EndgameSolver, brisque_weight
from bezique_qt.engine import STEP_DEAL_OVER, GameState, preset
from bezique_qt.engine.record import GameRecord

from .conftest import Positions
from .test_honesty import twin

BUDGET = 48


def _deal_record(variant_id: str = "classic", seed: int = 5) -> GameRecord:
    """One finished deal: Novice (seat 0) against Medium (seat 1)."""
    st = GameState.new_game(preset(variant_id), seed=seed)
    bots = (make_bot("novice"), make_bot("medium"))
    rng = random.Random(seed)
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        st.apply(bots[p].choose(st.observation(p), rng), undoable=False)
    return GameRecord.of(st)


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return _deal_record()


@pytest.fixture(scope="module")
def review(record: GameRecord) -> GameReview:
    return review_record(record, 0, budget=BUDGET)


@pytest.mark.parametrize("variant_id", ["classic", "rubicon"])
def test_hidden_cards_do_not_change_the_review(variant_id: str, positions: Positions) -> None:
    """Two states that differ only in the opponent's hidden cards and the stock order give the
    player the same observation, and the same review of every move it could make."""
    rng = random.Random(11)
    checked = 0
    for st in positions(variant_id, 8, 5):
        p = st.to_act
        if p is None or len(unique_actions(st.legal_actions())) < 2:
            continue
        other = twin(st, p, rng)
        if other is None:
            continue
        assert other.signature() != st.signature()
        obs_a, obs_b = st.observation(p), other.observation(p)
        assert obs_a == obs_b
        played = rng.choice(unique_actions(obs_a.legal))
        a = review_decision(obs_a, played, budget=BUDGET)
        b = review_decision(obs_b, played, budget=BUDGET)
        assert a == b
        assert a.method == "search"
        checked += 1
        if checked >= 4:
            break
    assert checked >= 3


def test_the_same_record_gives_the_same_review(record: GameRecord, review: GameReview) -> None:
    again = review_record(record, 0, budget=BUDGET)
    assert again.to_json() == review.to_json()


def test_classes_follow_the_numbers(review: GameReview) -> None:
    scale = utility_scale(preset("classic"))
    deal = review.deals[0]
    seen = set()
    for m in deal.moves:
        assert m.klass == classify(m.lost, scale)
        seen.add(m.klass)
        assert (m.lost == 0) == (m.klass == "best")
        assert (m.lost == 0) == (m.preferred == m.played)
        # the preferred move is the best candidate and the loss is its lead over the move played
        if m.lost > 0:
            best = max(m.candidates, key=lambda c: c.vs_played)
            assert best.action == m.preferred
            assert best.vs_played == pytest.approx(m.lost, abs=0.05)
        assert m.lost >= 0
    # a random player's deal has both good moves and losing ones
    assert "best" in seen and len(seen) >= 2
    assert deal.total_lost == pytest.approx(sum(m.lost for m in deal.moves))
    costly = deal.costliest()
    assert [m.lost for m in costly] == sorted((m.lost for m in deal.moves), reverse=True)[:3]
    assert sum(deal.counts().values()) == len(deal.moves)


def test_class_thresholds() -> None:
    scale = 1000.0
    assert classify(0, scale) == "best"
    assert classify(9.9, scale) == "good"
    assert classify(10, scale) == "inaccuracy"
    assert classify(29.9, scale) == "inaccuracy"
    assert classify(30, scale) == "mistake"
    assert classify(74.9, scale) == "mistake"
    assert classify(75, scale) == "blunder"
    assert CLASSES == ("best", "good", "inaccuracy", "mistake", "blunder")


def test_every_decision_of_the_seat_is_reviewed(record: GameRecord, review: GameReview) -> None:
    moves = review.deals[0].moves
    assert len(moves) == count_decisions(record, 0)
    st = record.new_state()
    decided = []
    for i, text in enumerate(record.actions):
        if st.to_act == 0 and len(unique_actions(st.legal_actions())) > 1:
            decided.append(i)
        st.apply(text, undoable=False)
    assert [m.index for m in moves] == decided
    assert {m.method for m in moves} >= {"search", "exact"}
    # the last tricks are valued exactly, by the solver
    assert all(m.method == "exact" for m in moves if m.phase == 2)


def test_face_up_last_tricks_equal_the_exact_solver(record: GameRecord,
                                                    review: GameReview) -> None:
    face = review.deals[0].face_up
    assert face is not None and face.best is not None
    st = record.new_state()
    start = None
    for text in record.actions:
        if st.phase == 2 and not st.trick and start is None:
            start = st.clone()
        st.apply(text, undoable=False)
    assert st.step == STEP_DEAL_OVER and start is not None
    v = start.variant
    hands = [list(start.concealed[p]) + list(start.table[p]) for p in (0, 1)]
    leader = start.leader
    solved = EndgameSolver(v, start.trump).value(hands[leader], hands[1 - leader])
    assert face.best == (solved if leader == 0 else -solved)
    assert face.leader == leader
    assert face.first_trick == start.trick_no + 1
    # what was achieved is the brisques won in the last tricks and the last trick's bonus
    w = brisque_weight(v)
    got = [(st.brisques[p] - start.brisques[p]) * w for p in (0, 1)]
    bonus = v.last_trick_bonus if st.tricks[-1][2] == 0 else -v.last_trick_bonus
    assert face.achieved == got[0] - got[1] + bonus
    assert face.best >= face.achieved
    # and the review's first decision in the last tricks, if it led, found the same best value
    first = next((m for m in review.deals[0].moves if m.phase == 2), None)
    if first is not None and first.trick_no == face.first_trick and leader == 0:
        assert first.reason.startswith(f"counts every card: best play {face.best:+d}")


def test_review_json_round_trip(review: GameReview) -> None:
    data = json.loads(json.dumps(review.to_json()))
    back = GameReview.from_json(data)
    assert back.to_json() == review.to_json()
    with pytest.raises(ValueError):
        GameReview.from_json({"format": "something else"})


def test_review_command(tmp_path: Path, record: GameRecord) -> None:
    path = tmp_path / "deal.json"
    path.write_text(record.dumps(), encoding="utf-8")
    cmd = [sys.executable, "-m", "bezique_qt", "review", str(path), "--seat", "1",
           "--budget", "24"]
    result = subprocess.run([*cmd, "--json"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["seat"] == 1 and data["budget"] == 24
    assert len(data["deals"][0]["moves"]) == count_decisions(record, 1)
    text = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert text.returncode == 0, text.stderr
    assert "Deal 1:" in text.stdout and "Face up (all cards known" in text.stdout
    for bad, words in ((tmp_path / "missing.json", "there is no such file"),
                       (tmp_path, "this is a folder")):
        result = subprocess.run([sys.executable, "-m", "bezique_qt", "review", str(bad)],
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 2
        assert words in result.stderr and len(result.stderr.strip().splitlines()) == 1
    junk = tmp_path / "junk.json"
    junk.write_text("{not json", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "bezique_qt", "review", str(junk)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "not valid JSON" in result.stderr


def test_the_printed_review_lists_every_decision(review: GameReview) -> None:
    from bezique_qt.export.review import review_html

    page = review_html(review)
    deal = review.deals[0]
    assert f"Deal 1: {len(deal.moves)} decisions" in page
    assert page.count("<tr><td>") == len(deal.moves)
    for m in deal.costliest():
        assert f"({m.lost:.0f})" in page
