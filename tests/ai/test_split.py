"""Cards or play: a finished deal's result split between what the cards were worth and what
each seat's play cost — the parts add up exactly, each seat's cost is measured from its own
observation only, a seat that plays the Expert's choice costs (near) nothing, and the
``review`` command carries the split."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from bezique_qt.ai import make_bot
from bezique_qt.ai.common import deal_utility, unique_actions
from bezique_qt.ai.review import review_decision, review_record
from bezique_qt.ai.split import (
    GameSplit,
    SeatSplit,
    observed_cost,
    review_every_seat,
    split_game,
    split_parts,
    split_record,
)
from bezique_qt.engine import STEP_DEAL_OVER, Action, GameState, preset
from bezique_qt.engine.record import GameRecord
from bezique_qt.words.split import game_split_words, split_words

from .test_honesty import twin
from .test_review import _deal_record

BUDGET = 48
# the command line's own runs: a smaller budget, compared with the library's split at that budget
# (what the command carries is the point there, not the figures' precision)
COMMAND_BUDGET = 8


def _adds_up(seat: dict | SeatSplit) -> bool:
    get = seat.get if isinstance(seat, dict) else lambda k: getattr(seat, k)
    return Decimal(str(get("luck"))) + Decimal(str(get("skill"))) == Decimal(str(get("result")))


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return _deal_record()  # Novice (seat 0) against Medium (seat 1), classic, one deal


@pytest.fixture(scope="module")
def split(record: GameRecord) -> GameSplit:
    return split_record(record, budget=BUDGET)


@pytest.fixture(scope="module")
def command_split(record: GameRecord) -> GameSplit:
    return split_record(record, budget=COMMAND_BUDGET)


@pytest.mark.parametrize("variant_id", ["classic", "rubicon", "three_handed",
                                        "four_handed_solo", "four_handed_partners"])
def test_the_parts_add_up_exactly(variant_id: str) -> None:
    variant = preset(variant_id)
    rng = random.Random(7)
    for _ in range(300):
        points = [rng.randrange(0, 3000, 10) for _ in range(variant.players)]
        brisques = [rng.randrange(0, 32) for _ in range(variant.players)]
        results = [deal_utility(variant, points, brisques, p) for p in range(variant.players)]
        costs = [round(rng.uniform(0, 300), 1) for _ in range(variant.players)]
        parts = split_parts(variant, results, costs)
        for (result, luck, skill), worth in zip(parts, results, strict=True):
            assert luck + skill == result  # tenths of a point, whole numbers: exact
            assert result == round(worth * 10)
        if variant.players == 2:  # one seat's parts are the other's, the sign changed
            assert parts[0] == (-parts[1][0], -parts[1][1], -parts[1][2])
        if variant.partnerships:  # partners share their side's result and parts
            assert parts[0] == parts[2] and parts[1] == parts[3]


def test_the_play_part_is_the_others_costs_less_ones_own() -> None:
    (r0, luck0, skill0), (r1, luck1, skill1) = split_parts(preset("classic"), [-120, 120],
                                                           [45, 15])
    assert (r0, luck0, skill0) == (-1200, -900, -300)  # the cards were worth 90 to seat 1
    assert (r1, luck1, skill1) == (1200, 900, 300)
    three = split_parts(preset("three_handed"), [30, -15, -15], [20, 0, 10])
    assert [s for _r, _l, s in three] == [-150, 150, 0]  # 5 − 20, 15 − 0, 10 − 10


def test_a_reviewed_deal_splits_exactly(record: GameRecord, split: GameSplit) -> None:
    state = GameState.new_game(preset("classic"), seed=5)
    assert len(split.deals) == 1
    deal = split.deals[0]
    final = record.new_state()
    for text in record.actions:
        final.apply(Action.parse(text, final.variant.packs), undoable=False)
    points = list(final.deal_results[0].points)
    assert deal.points == points
    for seat in deal.seats:
        assert _adds_up(seat)
        assert seat.result == deal_utility(state.variant, points,
                                           final.deal_results[0].brisques, seat.seat)
        assert seat.cost >= 0 and seat.decisions > 0
    a, b = deal.seats
    assert a.luck == -b.luck and a.skill == -b.skill
    # the costs are the sums of the review's own losses, every seat reviewed
    for seat in deal.seats:
        moves = review_record(record, seat.seat, budget=BUDGET, face_up=False).deals[0].moves
        assert seat.cost == round(sum(m.lost for m in moves), 1)
        assert seat.decisions == len(moves)
    # summed over the game: the same parts, still adding up
    assert [_adds_up(s) for s in split.totals] == [True, True]
    assert split.totals[0].luck == a.luck


def test_hidden_cards_do_not_change_a_seats_cost(record: GameRecord, split: GameSplit) -> None:
    """Each seat's cost is measured from its own observation: the same decisions met in twin
    states — the other hand and the stock rearranged — cost exactly what the split counted."""
    rng = random.Random(17)
    for seat in (0, 1):
        st = record.new_state()
        real, twins = [], []
        for text in record.actions:
            action = Action.parse(text, st.variant.packs)
            if st.to_act == seat and len(unique_actions(st.legal_actions())) > 1:
                other = twin(st, seat, rng) or st
                assert other.observation(seat) == st.observation(seat)
                real.append((st.observation(seat), action))
                twins.append((other.observation(seat), action))
            st.apply(action, undoable=False)
        assert st.step == STEP_DEAL_OVER
        assert sum(1 for (a, _), (b, _) in zip(real, twins, strict=True) if a is not b) > 5
        counted = split.deals[0].seats[seat]
        assert observed_cost(twins, BUDGET) == (counted.cost, counted.stderr)


def _experts_choice_deal(seed: int, budget: int) -> GameRecord:
    """A classic deal where seat 0 plays, at every decision, the move the review prefers (the
    review asked again of that move until it keeps it; where two moves each prefer the other
    within the noise, the one that loses less), and seat 1 plays Novice."""
    st = GameState.new_game(preset("classic"), seed=seed)
    novice = make_bot("novice")
    rng = random.Random(seed)
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        obs = st.observation(p)
        if p == 1 or len(unique_actions(obs.legal)) < 2:
            st.apply(novice.choose(obs, rng), undoable=False)
            continue
        played = unique_actions(obs.legal)[0]
        tried: dict[str, float] = {}
        while str(played) not in tried:  # ends at a move the review keeps, or in a cycle
            review = review_decision(obs, played, budget=budget)
            tried[str(played)] = review.lost
            played = Action.parse(review.preferred, obs.variant.packs)
        best = min(tried, key=lambda text: tried[text])
        st.apply(Action.parse(best, obs.variant.packs), undoable=False)
    return GameRecord.of(st)


def test_playing_the_experts_choice_costs_near_nothing() -> None:
    record = _experts_choice_deal(3, BUDGET)
    deal = split_record(record, budget=BUDGET).deals[0]
    expert, novice = deal.seats
    # near 0: within two standard errors of the review's noise (at this small budget two
    # moves may each look better than the other by more than one standard error)
    assert expert.cost <= max(2 * expert.stderr, 1.0), expert
    assert expert.decisions > 20
    assert novice.cost > 5 * max(expert.cost, 10), novice
    assert _adds_up(expert) and _adds_up(novice)


def test_the_words_add_up_as_the_example() -> None:
    seats = [SeatSplit(0, -120.0, -60.0, -30.0, 45.0, 0.0, 30),
             SeatSplit(1, 120.0, 60.0, 30.0, 15.0, 0.0, 30)]
    names = ["You", "Computer"]
    sides = [[0], [1]]
    assert split_words(names, sides, seats, 0) == (
        "You lost by 120: the cards were worth 90 to Computer, your play cost 45, "
        "Computer's play cost 15.")
    assert split_words(names, sides, seats, 1) == (
        "Computer won by 120: the cards were worth 90 to Computer, Computer's play cost 15, "
        "your play cost 45.")
    even = [SeatSplit(0, 30.0, 0.0, 30.0, 0.0, 0.0, 3), SeatSplit(1, -30.0, 0.0, -30.0, 30.0,
                                                                  0.0, 3)]
    assert split_words(["Ann", "Bob"], sides, even, 0) == (
        "Ann won by 30: the cards were even, Ann's play cost nothing, Bob's play cost 30.")
    empty = GameSplit("classic", names, sides, [])
    assert "none can be split" in game_split_words(empty)


def test_the_words_speak_french(qapp: object) -> None:
    from bezique_qt.words.i18n import install_translators

    seats = [SeatSplit(0, -120.0, -60.0, -30.0, 45.0, 0.0, 30),
             SeatSplit(1, 120.0, 60.0, 30.0, 15.0, 0.0, 30)]
    install_translators(qapp, "fr")  # type: ignore[arg-type]
    try:
        words = split_words(["You", "Computer"], [[0], [1]], seats, 0)
        three = split_words(["A", "B", "C"], [[0], [1], [2]], [
            SeatSplit(p, 0.0, 0.0, 0.0, 0.0, 0.0, 1) for p in range(3)], 0)
    finally:
        install_translators(qapp, "en")  # type: ignore[arg-type]
    assert words == ("Vous avez perdu de 120 : les cartes valaient 90 pour Ordinateur, votre "
                     "jeu a coûté 45, le jeu joué par Ordinateur a coûté 15.")
    assert "moyenne des autres" in three and "against" not in three


def test_the_review_command_carries_the_split(tmp_path: Path, record: GameRecord,
                                              command_split: GameSplit) -> None:
    split = command_split
    path = tmp_path / "deal.json"
    path.write_text(record.dumps(), encoding="utf-8")
    cmd = [sys.executable, "-m", "bezique_qt", "review", str(path), "--budget", str(COMMAND_BUDGET)]
    done = subprocess.run([*cmd, "--json", "--no-face-up", "--seat", "1"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    carried = data["deals"][0]["split"]
    assert carried == split.deals[0].to_json()
    assert [s["seat"] for s in carried["seats"]] == [0, 1]
    for seat in carried["seats"]:
        assert _adds_up(seat) and set(seat) >= {"result", "luck", "skill"}
    # the reviewed seat's cost is its own decisions' losses, as listed
    own = Decimal(0)
    for move in data["deals"][0]["moves"]:
        own += Decimal(str(move["lost"]))
    assert Decimal(str(carried["seats"][1]["cost"])) == own
    assert data["split_totals"] == [s.to_json() for s in split.totals]
    words = subprocess.run([*cmd, "--split"], capture_output=True, text=True, timeout=600)
    assert words.returncode == 0, words.stderr
    a = split.deals[0].seats[0]
    head = "won by" if a.result > 0 else "lost by" if a.result < 0 else "drew"
    assert words.stdout.startswith(f"Deal 1. {record.players[0]} {head}"), words.stdout
    assert "the cards were" in words.stdout and "play cost" in words.stdout
    as_json = subprocess.run([*cmd, "--split", "--json"], capture_output=True, text=True,
                             timeout=600)
    assert json.loads(as_json.stdout) == split.to_json()
    french = subprocess.run([*cmd, "--split", "--language", "fr"], capture_output=True,
                            text=True, timeout=600, env={**os.environ,
                                                         "QT_QPA_PLATFORM": "offscreen"})
    assert french.returncode == 0, french.stderr
    assert french.stdout.startswith("Donne 1. ") and "les cartes" in french.stdout
    assert "the cards" not in french.stdout
    missing = subprocess.run([*cmd, "--split", "--deal", "4"], capture_output=True, text=True,
                             timeout=600)
    assert missing.returncode == 2 and missing.stdout == ""
    assert missing.stderr.endswith("the game has no deal 4.\n"), missing.stderr


def test_an_unfinished_deal_has_no_split(record: GameRecord) -> None:
    unfinished = GameRecord.from_json({**record.to_json(), "actions": record.actions[:20]})
    reviews = review_every_seat(unfinished, budget=8)
    assert split_game(unfinished, reviews).deals == []
    with pytest.raises(ValueError, match="every seat"):
        split_game(unfinished, {0: reviews[0]})


def test_the_measuring_script_reads_a_matchs_records(tmp_path: Path) -> None:
    from bezique_qt.ai.match import run_match
    from bezique_qt.levels import Level

    records = tmp_path / "records"
    run_match("classic", Level.named("novice"), Level.named("easy"), 2, 1,
              records=str(records))
    script = Path(__file__).resolve().parents[2] / "scripts" / "measure_split.py"
    done = subprocess.run([sys.executable, str(script), str(records), "--budget", "8",
                           "--json", str(tmp_path / "all.json")], capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("4 deals split at 8 simulations a decision")
    assert "play cost a deal, Novice (A)" in done.stdout
    assert "duplicate check over 2 pairs" in done.stdout
    splits = json.loads((tmp_path / "all.json").read_text(encoding="utf-8"))
    assert all(_adds_up(seat) for s in splits for seat in s["deals"][0]["seats"])
    # the figures read again from the JSON, without splitting again, are the same
    again = subprocess.run([sys.executable, str(script), str(tmp_path / "no-such-folder"),
                            "--from-json", str(tmp_path / "all.json")], capture_output=True,
                           text=True, timeout=120)
    assert again.returncode == 0, again.stderr
    assert again.stdout == done.stdout

    # the same run in pieces: one record, then two more, then the rest, each piece adding to
    # the file; the splits are those of the run in one go
    pieces = tmp_path / "pieces.json"
    for extra in (["--budget", "8", "--json", str(pieces), "--limit", "1"],
                  ["--from-json", str(pieces), "--continue", "--limit", "2"],
                  ["--from-json", str(pieces), "--continue"]):
        piece = subprocess.run([sys.executable, str(script), str(records), *extra],
                               capture_output=True, text=True, timeout=600)
        assert piece.returncode == 0, piece.stderr
        held = json.loads(pieces.read_text(encoding="utf-8"))
        assert len(held) == {"1": 1, "2": 3}.get(extra[-1], 4)
    assert "3 records split already" in piece.stdout and "1 to go" in piece.stdout
    assert piece.stdout.splitlines()[-1] == done.stdout.splitlines()[-1]  # the pair check

    def plain(splits: list) -> list:
        return sorted(({k: v for k, v in s.items() if k != "cpu"} for s in splits),
                      key=lambda s: s["path"])

    assert plain(held) == plain(splits)
    # nothing left: nothing split again, the same figures; a budget that differs is refused
    piece = subprocess.run([sys.executable, str(script), str(records), "--from-json",
                            str(pieces), "--continue", "--budget", "9"],
                           capture_output=True, text=True, timeout=120)
    assert piece.returncode == 2 and "not 9" in piece.stderr
    assert json.loads(pieces.read_text(encoding="utf-8")) == held
