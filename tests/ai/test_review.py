"""The review of a finished deal: fair (from the player's own observation), classed by its
numbers, with a face-up view of the last tricks that is the exact solver's, and its command."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from html import escape
from pathlib import Path

import pytest

from bezique_qt.ai import Reason, make_bot, reasons
from bezique_qt.ai.common import unique_actions, utility_scale
from bezique_qt.ai.review import (
    CLASSES,
    GameReview,
    MoveReview,
    classify,
    count_decisions,
    format_review,
    observation_seed,
    plan_review,
    review_decision,
    review_face_up,
    review_record,
    settled,
)
from bezique_qt.ai.search import RootStats
from bezique_qt.ai.solver import EndgameSolver, brisque_weight
from bezique_qt.engine import STEP_DEAL_OVER, Action, GameState, preset
from bezique_qt.engine.record import GameRecord

from .conftest import Positions
from .test_honesty import twin

BUDGET = 48
# the command line's own runs: what they print is the point, not the figures' precision
COMMAND_BUDGET = 8


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


def _replayed_with_last_tricks(record: GameRecord) -> tuple[GameState, GameState | None]:
    """The state at the end of ``record`` and a copy of it at the first card of the last
    tricks (None if the record does not reach them)."""
    st = record.new_state()
    start = None
    for text in record.actions:
        if st.phase == 2 and not st.trick and start is None:
            start = st.clone()
        st.apply(text, undoable=False)
    return st, start


def test_face_up_last_tricks_equal_the_exact_solver(record: GameRecord,
                                                    review: GameReview) -> None:
    face = review.deals[0].face_up
    assert face is not None and face.best is not None
    st, start = _replayed_with_last_tricks(record)
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
        assert isinstance(first.reason, Reason) and first.reason.code == reasons.SOLVED
        assert first.reason.points == face.best


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
           "--budget", str(COMMAND_BUDGET)]
    result = subprocess.run([*cmd, "--json"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["seat"] == 1 and data["budget"] == COMMAND_BUDGET
    assert len(data["deals"][0]["moves"]) == count_decisions(record, 1)
    text = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert text.returncode == 0, text.stderr
    assert "Deal 1:" in text.stdout and "Face up (all cards known" in text.stdout
    assert "Face up, each decision with every card known (not the fair evaluation)" in (
        text.stdout)
    assert len(data["deals"][0]["face_up_moves"]) == count_decisions(record, 1)
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
    # the deal's figure is a sum of each decision's expected loss, not what the deal cost
    assert (f"expected losses adding up to {deal.total_lost:.0f} points (a measure of the play, "
            "not what the deal cost)") in page
    assert (f"expected losses adding up to {deal.total_lost:.0f} points (a measure of the play, "
            "not what the deal cost)") in format_review(review)
    assert page.count("<tr><td>") == len(deal.moves)
    for m in deal.costliest():
        assert f"(−{m.lost:.0f})" in page
    assert "Face up, each decision with every card known (not the fair evaluation)" in page
    for f in deal.face_up_moves.values():
        if f.gain > 0:
            assert f"{escape(f.best_words)} was {f.gain:.0f} points better" in page


# ----------------------------------------------------------------------------- face up
def test_face_up_is_kept_apart_and_leaves_the_fair_review_unchanged(
        record: GameRecord, review: GameReview) -> None:
    fair_only = review_record(record, 0, budget=BUDGET, face_up=False)
    with_face = review.to_json()
    without = fair_only.to_json()
    assert without["deals"][0]["face_up_moves"] == []
    for d in with_face["deals"]:
        d["face_up_moves"] = []
    assert with_face == without
    # every decision of the finished deal has its face-up view, by the same index
    deal = review.deals[0]
    assert sorted(deal.face_up_moves) == [m.index for m in deal.moves]
    for m in deal.moves:
        f = deal.face_up_moves[m.index]
        assert f.gain >= 0 and (f.gain == 0) == (f.best == m.played)
        if f.gain > 0:
            assert max(c.vs_played for c in f.candidates) == pytest.approx(f.gain, abs=0.05)


def test_face_up_of_the_last_tricks_is_the_exact_solver_on_the_real_hands(
        record: GameRecord) -> None:
    """At the first card of the last tricks, the face-up value is the exact solver's with both
    real hands, and the same as the per-deal face-up view and the fair exact value."""
    st, start = _replayed_with_last_tricks(record)
    assert start is not None
    seat = start.leader
    review = review_record(record, seat, budget=BUDGET)
    deal = review.deals[0]
    first = next(m for m in deal.moves if m.phase == 2)
    assert first.trick_no == deal.face_up.first_trick  # the leader's first card
    f = deal.face_up_moves[first.index]
    assert f.method == "exact"
    hands = [list(start.concealed[p]) + list(start.table[p]) for p in (0, 1)]
    solved = dict(EndgameSolver(start.variant, start.trump).best_moves(hands[seat],
                                                                        hands[1 - seat]))
    played = solved[Action.parse(first.played).card & 31]
    assert max(solved.values()) == deal.face_up.best
    assert f.gain == max(solved.values()) - played
    assert sorted(c.vs_played for c in f.candidates) == sorted(v - played
                                                                for v in solved.values())
    # every card is counted in the last tricks: face up and fair agree there
    for m in deal.moves:
        if m.method == "exact":
            g = deal.face_up_moves[m.index]
            assert g.method == "exact" and g.gain == m.lost
            assert sorted((c.action, c.vs_played) for c in g.candidates) == sorted(
                (c.action, c.vs_played) for c in m.candidates)


def test_face_up_reads_the_real_hidden_cards(positions: Positions) -> None:
    """Two worlds the player cannot tell apart: the fair review is the same, the face-up view
    (which plays the real world) is not always."""
    rng = random.Random(5)
    differ = checked = 0
    for st in positions("classic", 8, 5):
        p = st.to_act
        if p is None or st.phase != 1 or len(unique_actions(st.legal_actions())) < 2:
            continue
        other = twin(st, p, rng)
        if other is None:
            continue
        played = unique_actions(st.legal_actions())[0]
        a = review_face_up(st, p, played, budget=BUDGET * 3)
        b = review_face_up(other, p, played, budget=BUDGET * 3)
        assert a.method == b.method == "search"
        assert review_face_up(st, p, played, budget=BUDGET * 3) == a  # reproducible
        differ += a != b
        checked += 1
        if checked >= 4:
            break
    assert checked >= 3 and differ >= 1


def test_face_up_guess_is_the_real_packet() -> None:
    st = GameState.new_game(preset("six_pack"), seed=3)
    assert st.step == "guess"
    p = st.to_act
    size = None
    for n in range(20, 29):
        c = st.clone()
        before = c.deal_points[p]
        c.apply(Action("guess", number=n), undoable=False)
        if c.deal_points[p] > before:
            size = n
    assert size is not None
    wrong = Action("guess", number=20 if size != 20 else 21)
    f = review_face_up(st, p, wrong)
    assert f.method == "chance" and f.best == f"guess {size}" and f.gain == 150
    assert review_face_up(st, p, Action("guess", number=size)).gain == 0


def test_the_score_sheet_prints_the_review(tmp_path: Path, record: GameRecord) -> None:
    """``bezique-qt sheet RECORD --pdf F --review`` adds the review after the sheet, with the
    same figures as the review itself; without ``--review`` the sheet has none."""
    import shutil

    pdftotext = shutil.which("pdftotext")
    if pdftotext is None:
        pytest.skip("pdftotext (poppler-utils) is not installed; ./run-tests installs it")
    path = tmp_path / "deal.json"
    path.write_text(record.dumps(), encoding="utf-8")
    expected = review_record(record, 1, budget=COMMAND_BUDGET)
    deal = expected.deals[0]
    texts = []
    for extra in ([], ["--review", "--review-seat", "1", "--review-budget", str(COMMAND_BUDGET)]):
        pdf = tmp_path / f"sheet{len(extra)}.pdf"
        done = subprocess.run([sys.executable, "-m", "bezique_qt", "sheet", str(path), "--pdf",
                               str(pdf), *extra], capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        texts.append(subprocess.run([pdftotext, str(pdf), "-"], capture_output=True,
                                    text=True, check=True, timeout=60).stdout)
    plain, reviewed = texts
    headline = (f"Deal 1: {len(deal.moves)} decisions, expected losses adding up to "
                f"{deal.total_lost:.0f} points (a measure of the play, not what the deal cost)")
    assert "Review of" not in plain and headline not in " ".join(plain.split())
    assert f"Review of {record.players[1]}" in reviewed
    assert headline in " ".join(reviewed.split())  # the heading may wrap on the page
    counts = deal.counts()
    assert ", ".join(f"{c} {counts[c]}" for c in CLASSES) in reviewed  # as the window says
    assert "Face up (all cards known, not the fair evaluation)" in reviewed
    # the sheet itself is still there, before the review
    assert reviewed.index("Deal 1 \u00b7") < reviewed.index("Review of")
    # and the text output carries the same review
    text = subprocess.run([sys.executable, "-m", "bezique_qt", "sheet", str(path), "--review",
                           "--review-seat", "1", "--review-budget", str(COMMAND_BUDGET)],
                          capture_output=True, text=True, timeout=300)
    assert text.returncode == 0, text.stderr
    assert format_review(expected).strip() in text.stdout


# ----------------------------------------------------------------------------- the sequential stop
def _stats(diffs: dict[str, list[float]]) -> RootStats:
    """Root statistics with the given per-world differences from the move played ("p")."""
    n = len(next(iter(diffs.values())))
    stats = RootStats({"p": n}, {"p": 0.0}, "p", {"p": (0.0, 0.0)})
    for k, ds in diffs.items():
        stats.visits[k] = n
        stats.totals[k] = sum(ds)
        stats.diffs[k] = (sum(ds), sum(d * d for d in ds))
    return stats


def test_settled_only_when_more_simulations_cannot_change_the_class() -> None:
    rng = random.Random(1)
    scale = 1000.0

    def noisy(mean: float, sd: float, n: int = 100) -> list[float]:
        return [rng.gauss(mean, sd) / scale for _ in range(n)]

    # the move played is clearly the best: every other is far worse
    assert settled(_stats({"a": noisy(-200, 50), "b": noisy(-150, 50)}), "p", scale)
    # another move is clearly a blunder's worth better
    assert settled(_stats({"a": noisy(300, 50), "b": noisy(-100, 50)}), "p", scale)
    # a lead near a class boundary (30 points: mistake or inaccuracy) is not settled
    assert not settled(_stats({"a": noisy(30, 50)}), "p", scale)
    # another move a few points better (good) or level with it (best): not settled
    assert not settled(_stats({"a": noisy(0, 5), "b": noisy(1, 5)}), "p", scale)
    # another move clearly a few points better: good, settled
    assert settled(_stats({"a": noisy(5, 5), "b": noisy(-50, 5)}), "p", scale)
    # but a wide spread around 0 is not
    assert not settled(_stats({"a": noisy(0, 200)}), "p", scale)


def test_the_sequential_stop_saves_simulations_and_keeps_the_classes(
        record: GameRecord) -> None:
    plan = plan_review(record, 0)
    budget = 1500
    saved = 0
    # the first four decisions: the fourth (a marriage declared) settles before the budget
    for i, obs, action in plan.decisions[:4]:
        full = review_decision(obs, action, i, budget=budget, sequential=False)
        if full.method != "search":
            continue
        quick = review_decision(obs, action, i, budget=budget)
        assert quick.simulations <= full.simulations
        assert quick.klass == full.klass
        if quick.simulations < full.simulations:  # where it stopped early, it stops there again
            assert quick == review_decision(obs, action, i, budget=budget)
        saved += full.simulations - quick.simulations
    assert saved > 0


def test_a_reason_is_stored_as_a_code_and_read_back(review: GameReview) -> None:
    # the Expert's reasons are kept as codes with their facts, never words; a review stored
    # by an earlier version, with its reason in English words, still loads
    data = json.loads(json.dumps(review.to_json()))
    back = GameReview.from_json(data)
    moves = [m for d in back.deals for m in d.moves]
    assert [m.reason for m in moves] == [m.reason for d in review.deals for m in d.moves]
    stored = [m for d in data["deals"] for m in d["moves"] if m["reason"] is not None]
    assert all(set(m["reason"]) >= {"code"} for m in stored)
    old = dict(stored[0] if stored else data["deals"][0]["moves"][0],
               reason="leads the Q♦, a card of no use")
    assert MoveReview.from_json(old).reason == "leads the Q♦, a card of no use"


def test_the_review_seed_is_the_one_before_the_kinds_became_enums() -> None:
    """A decision's seed hashes the repr of the observation, which holds steps, action kinds and
    meld types: their members show as the plain words, so every seed (and with it every review)
    is the one the code gave before they were enums (figures from that code)."""
    st = GameState.new_game(preset("rubicon"), seed=3)
    rng = random.Random(3)
    seeds, kinds = [], set()
    while not st.deal_over:
        obs = st.observation(st.to_act)
        melds = [a for a in obs.legal if a.meld is not None]
        action = rng.choice(melds or obs.legal)
        seeds.append(observation_seed(obs, action))
        kinds.add(str(action.kind))
        st.apply(action)
    assert kinds == {"play", "done", "announce", "score"}
    assert (len(seeds), sum(seeds) % (1 << 61)) == (199, 1997555546774754514)


def test_the_printed_review_speaks_french(review: GameReview, qapp: object) -> None:
    """The printed review is worded like the score sheet: in French, no English is left (the
    moves, the classes, the headings and the face-up notes), and the variant has its name."""
    import re

    from bezique_qt.export.review import review_html
    from bezique_qt.words.i18n import install_translators

    english = re.sub(r"<style>.*?</style>|<[^>]+>", " ", review_html(review), flags=re.S)
    assert "Classic ·" in english and "The Expert preferred" in english
    install_translators(qapp, "fr")  # type: ignore[arg-type]
    try:
        page = review_html(review)
    finally:
        install_translators(qapp, "en")  # type: ignore[arg-type]
    text = re.sub(r"<style>.*?</style>|<[^>]+>", " ", page, flags=re.S)
    assert "<html lang='fr'>" in page
    assert "Classique ·" in text and "L'Expert préférait" in text.replace("&#x27;", "'")
    english_words = re.findall(r"\b(?:the|of|was|were|Play|play|trick|Trick|Deal|decisions|"
                               r"better|Lost|Played|Class|Costliest|Face up|best|blunder|"
                               r"classic)\b", text)
    assert english_words == [], english_words
