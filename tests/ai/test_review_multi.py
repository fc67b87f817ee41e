"""The review of a finished deal of three- and four-handed Bezique: each decision of the seat
valued by the searches for three and four from that player's own observation (never the hidden
cards), classed like the games for two, the same every time; the face-up view is the search in
the real deal; the command and the printed review show it."""

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
    GameReview,
    ReviewUnavailable,
    classify,
    decision_observations,
    format_review,
    observation_seed,
    plan_review,
    review_decision,
    review_face_up,
    review_record,
)
from bezique_qt.engine import GameState
from bezique_qt.engine.record import GameRecord

from .test_multi_handed_ai import _variant, positions, twin

BUDGET = 24
GAMES = ("three_handed", "four_handed_solo", "four_handed_partners")


def _deal_record(vid: str, seed: int) -> GameRecord:
    """One finished deal: Novice in seat 0, Medium in the others."""
    v = _variant(vid)
    st = GameState.new_game(v, seed=seed)
    bots = [make_bot("novice"), *(make_bot("medium") for _ in range(v.players - 1))]
    rng = random.Random(seed)
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        st.apply(bots[p].choose(st.observation(p), rng), undoable=False)
    return GameRecord.of(st)


@pytest.fixture(scope="module", params=GAMES)
def reviewed(request: pytest.FixtureRequest) -> tuple[GameRecord, GameReview]:
    record = _deal_record(request.param, 5)
    return record, review_record(record, 0, budget=BUDGET)


def test_every_decision_of_the_seat_is_valued_by_the_search(
        reviewed: tuple[GameRecord, GameReview]) -> None:
    record, review = reviewed
    variant = record.new_state().variant
    assert variant.players in (3, 4) and review.players == record.players
    # the seat's decisions: its turns with more than one choice, nothing else
    st = record.new_state()
    expected = []
    for i, text in enumerate(record.actions):
        if st.to_act == 0 and len(unique_actions(st.legal_actions())) > 1:
            expected.append(i)
        st.apply(text, undoable=False)
    [deal] = review.deals
    assert [m.index for m in deal.moves] == expected and len(expected) > 20
    # the last tricks too (no exact solver for three or four): every card allowed compared
    last = [m for m in deal.moves if m.phase == 2]
    assert last, "the seat decided something in the last tricks"
    scale = utility_scale(variant)
    for m in deal.moves:
        assert m.method == "search" and m.simulations > 0
        assert m.klass == classify(m.lost, scale)
        assert (m.lost == 0) == (m.preferred == m.played)
        assert m.played in {c.action for c in m.candidates}
        if m.lost > 0:
            best = max(m.candidates, key=lambda c: c.vs_played)
            assert best.action == m.preferred
            assert best.vs_played == pytest.approx(m.lost, abs=0.05)
            assert m.lost > m.stderr  # beyond the noise
    for m in last:
        # in the last tricks every card the rules allow is a candidate
        obs = decision_observations(record, 0)[m.index]
        assert {c.action for c in m.candidates} == {str(a) for a in unique_actions(obs.legal)}
    # Novice's random cards cost something against three or four players too
    assert deal.total_lost > 0 and len(set(m.klass for m in deal.moves)) >= 2


def test_the_same_record_gives_the_same_review(reviewed: tuple[GameRecord, GameReview]) -> None:
    record, review = reviewed
    assert review_record(record, 0, budget=BUDGET).to_json() == review.to_json()
    assert GameReview.from_json(json.loads(json.dumps(review.to_json()))).to_json() == \
        review.to_json()


def test_the_face_up_view_is_the_search_in_the_real_deal(
        reviewed: tuple[GameRecord, GameReview]) -> None:
    record, review = reviewed
    [deal] = review.deals
    # no exact solver for the last tricks of three or four: no per-deal view, and it says so
    assert deal.face_up is None
    assert sorted(deal.face_up_moves) == [m.index for m in deal.moves]
    assert all(f.method == "search" for f in deal.face_up_moves.values())
    text = format_review(review)
    assert "with three or four players no exact solver plays the last tricks" in text
    assert "no last tricks played" not in text
    # the face-up view reads the real hands: moving a hidden card changes it, never the fair one
    plan = plan_review(record, 0)
    index, obs, action = next((i, o, a) for i, o, a in plan.decisions
                              if o.phase == 1 and o.stock_face_down > 20)
    world = plan.worlds[index]
    fair = review_decision(obs, action, index, budget=BUDGET)
    face = review_face_up(world, 0, action, index, budget=BUDGET)
    assert face.to_json() == deal.face_up_moves[index].to_json()
    rng = random.Random(4)
    others = [t for t in (twin(world, 0, rng) for _ in range(6)) if t is not None]
    assert others
    changed = False
    for other in others:
        assert other.observation(0) == obs
        assert review_decision(other.observation(0), action, index, budget=BUDGET) == fair
        changed |= (review_face_up(other, 0, action, index, budget=BUDGET).candidates
                    != face.candidates)
    assert changed


@pytest.mark.parametrize("vid", (*GAMES, "four_handed_partners+pairs"))
def test_hidden_cards_do_not_change_the_review_in_any_seat(vid: str) -> None:
    """Two states that differ only in cards the deciding player cannot see (a partner's
    included) give the same review of every move it could make."""
    rng = random.Random(3)
    seats = set()
    for st in positions(vid, range(1), 5):
        p = st.to_act
        assert p is not None
        if len(unique_actions(st.legal_actions())) < 2 or p in seats:
            continue
        other = twin(st, p, rng)
        if other is None:
            continue
        obs = st.observation(p)
        assert other.observation(p) == obs
        played = rng.choice(unique_actions(obs.legal))
        a = review_decision(obs, played, budget=BUDGET)
        assert a == review_decision(other.observation(p), played, budget=BUDGET)
        assert a.method == "search"
        seats.add(p)
    assert seats == set(range(_variant(vid).players))


def test_the_seed_reads_what_the_player_saw_of_the_others_hands() -> None:
    """The repr of an observation leaves out how many cards each other player holds and which
    of them are known (to keep the seeds of the games for two): with three or four they are
    hashed as well."""
    st = GameState.new_game(_variant("three_handed"), seed=2)
    obs = st.observation(st.to_act)
    action = unique_actions(obs.legal)[0]
    from dataclasses import replace

    other = replace(obs, concealed_counts=(9, 7, 8))
    assert repr(other) == repr(obs)
    assert observation_seed(other, action) != observation_seed(obs, action)


def test_a_seat_the_game_does_not_have_is_a_sentence() -> None:
    record = _deal_record("three_handed", 2)
    with pytest.raises(ReviewUnavailable, match="the game has no seat 3: its seats are 0 to 2"):
        plan_review(record, 3)


def test_the_command_and_the_printed_sheet_review_a_deal_for_four_partners(
        tmp_path: Path) -> None:
    record = _deal_record("four_handed_partners", 3)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    run = [sys.executable, "-m", "bezique_qt"]
    done = subprocess.run([*run, "review", str(path), "--seat", "2", "--budget", "16",
                           "--json"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    data = GameReview.from_json(json.loads(done.stdout))
    assert data.seat == 2 and data.variant == "four_handed_partners"
    assert data.to_json() == review_record(record, 2, budget=16).to_json()
    done = subprocess.run([*run, "review", str(path), "--seat", "2", "--budget", "16"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"Review of {record.players[2]} (seat 2), "
                                  "four_handed_partners, 16 simulations a decision")
    moves = data.deals[0].moves
    assert f"Deal 1: {len(moves)} decisions" in done.stdout
    # the score sheet followed by the review, in text and in HTML
    done = subprocess.run([*run, "sheet", str(path), "--review", "--review-seat", "2",
                           "--review-budget", "16"], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    assert "Deals at a glance" in done.stdout
    assert f"Deal 1: {len(moves)} decisions" in done.stdout
    html = tmp_path / "sheet.html"
    done = subprocess.run([*run, "sheet", str(path), "--review", "--review-seat", "2",
                           "--review-budget", "16", "--html", str(html)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    page = html.read_text(encoding="utf-8")
    assert f"Deal 1: {len(moves)} decisions" in page
    assert "no exact solver plays the last tricks" in page
    assert "Four-handed partners" in page
    # a seat the game does not have: a sentence, exit code 2
    done = subprocess.run([*run, "review", str(path), "--seat", "4"], capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 2 and "must be 0 to 3" in done.stderr
