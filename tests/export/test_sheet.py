"""The score sheet as data: header, deals, totals and result, checked against the engine."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from bezique_qt.cli.tools import replay_result
from bezique_qt.engine import GameRecord, GameState, parse_card, parse_cards, preset
from bezique_qt.engine.cards import SPADES
from bezique_qt.engine.events import S_GAME
from bezique_qt.export import (
    ROW_COMPUTATION,
    ROW_DEAL_TOTAL,
    ROW_EVENT,
    ROW_GAME,
    ROW_HEADING,
    ROW_RUNNING_TOTAL,
    SheetError,
    sheet_from_record,
    sheet_from_state,
)
from bezique_qt.export.sheet import format_date, rules_in_words, switch_label
from bezique_qt.export.text import sheet_text
from bezique_qt.words.scores import computation_lines


def test_every_deal_total_is_the_engines(any_game: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(any_game))
    expected = replay_result(any_game)
    assert [d.points for d in sheet.deals] == [tuple(d["points"]) for d in expected["deals"]]
    assert [d.dealer for d in sheet.deals] == [d["dealer"] for d in expected["deals"]]
    assert sheet.game_points == tuple(expected["game_points"])
    assert sheet.over
    assert sheet.winner is not None
    assert sheet.result.startswith(f"{sheet.players[sheet.winner]} wins")


def test_every_scoring_event_is_on_the_sheet_once(any_game: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(any_game))
    events = sheet.events()
    history = any_game.history
    assert len(events) == len(history)
    assert Counter((r.deal, r.player, r.kind, r.points[r.player or 0]) for r in events) == \
        Counter((e.deal, e.player, e.kind, e.points) for e in history)
    # each event's points stand in the scorer's column only
    for row in events:
        assert row.player is not None
        assert row.points[1 - row.player] is None


def test_events_add_up_to_the_deal_totals_and_the_running_total(any_game: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(any_game))
    running = [0, 0]
    for deal in sheet.deals:
        sums = [0, 0]
        for row in deal.rows:
            if row.style == ROW_EVENT:
                assert row.player is not None
                sums[row.player] += row.points[row.player] or 0
                assert row.deal_running == (sums[0], sums[1])
        assert tuple(sums) == deal.points
        if sheet.rubicon_scoring:
            if deal.game_points is not None:
                running = [running[0] + deal.game_points[0], running[1] + deal.game_points[1]]
        else:
            running = [running[0] + sums[0], running[1] + sums[1]]
        assert deal.running == (running[0], running[1])
        totals = [r for r in deal.rows if r.style == ROW_DEAL_TOTAL]
        assert [t.points for t in totals] == [deal.points]
    assert tuple(running) == sheet.game_points


def test_a_classic_deal_ends_with_its_total_and_the_game_total(classic: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(classic))
    for deal in sheet.deals:
        styles = [r.style for r in deal.rows]
        assert styles[0] == ROW_HEADING
        assert styles[-2:] == [ROW_DEAL_TOTAL, ROW_RUNNING_TOTAL]
        assert deal.rows[-1].points == deal.running
        assert "trumps" in deal.heading and "turn-up" in deal.heading


def test_a_rubicon_deal_shows_the_computation_and_the_game(rubicon: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(rubicon))
    (deal,) = sheet.deals
    expected = rubicon.deal_results[0]
    lines = [r.what for r in deal.rows if r.style == ROW_COMPUTATION]
    assert lines == computation_lines(expected, rubicon.names)
    assert len(lines) == len(expected.computation) >= 3
    game = [r for r in deal.rows if r.style == ROW_GAME]
    assert len(game) == 1
    assert game[0].points[rubicon.winner] == max(expected.game_points or (0,))
    assert deal.game_points == expected.game_points
    # the computation follows the deal's total; the game comes last
    styles = [r.style for r in deal.rows]
    assert styles.index(ROW_DEAL_TOTAL) < styles.index(ROW_COMPUTATION) < styles.index(ROW_GAME)
    assert styles[-1] == ROW_GAME
    assert "made by the first" in deal.heading


def test_declarations_show_their_cards_with_suit_symbols(any_game: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(any_game))
    melds = [r for r in sheet.events() if r.kind == "meld"]
    assert melds, "the declaring players scored no meld"
    for row in melds:
        assert row.cards
        assert all(card[-1] in "\u2660\u2665\u2666\u2663" for card in row.cards.split())
        assert row.what[0].isupper()
    sevens = [r for r in sheet.events() if r.kind == "seven"]
    for row in sevens:
        assert row.cards.startswith("7")
        assert not row.what.endswith(row.cards)  # the card is in its own column


def test_the_header_names_the_variant_the_players_and_the_first_dealer(
        classic: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(classic), date="2025-03-12T20:00:00")
    header = dict(sheet.header)
    assert header["Variant"] == "Classic"
    assert header["Players"] == "Ann and Bob"
    assert header["Date"] == "12 March 2025"
    assert header["Rules"] == "as the variant describes them"
    first = classic.names[classic.first_dealer]
    assert header["First dealer"].startswith(f"{first} deals first (cut: Ann ")
    assert header["Game"].startswith("1000 up")


def NAMES_OF(played: GameState) -> list[str]:  # noqa: N802 - reads like the attribute it is
    return played.state.names


def test_rule_changes_are_in_plain_words(play_game: Callable[..., GameState]) -> None:
    house = preset("classic").with_switches(game_target=1500, phase2_must_trump=False,
                                            brisques_counted="when_won")
    state = play_game(house, 2, stop=lambda state: len(state.actions) > 30)
    sheet = sheet_from_record(GameRecord.of(state))
    assert set(sheet.rules) == {
        "Points to win the game: 1500",
        "Last tricks: must trump when void: No",
        "When aces and tens (brisques) are scored: As they are won",
    }
    assert "1500 up" in sheet.target


def test_every_switch_has_a_label_without_code_names() -> None:
    for name in preset("classic").switches():
        assert "_" not in switch_label(name), name
    assert rules_in_words(preset("rubicon")) == ()


def test_an_unfinished_record_is_a_game_in_progress(unfinished: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(unfinished))
    assert not sheet.over
    assert sheet.winner is None
    assert sheet.result.startswith("Game in progress at deal 2, trick 12")
    last = sheet.deals[-1]
    assert not last.finished
    assert "in progress" in last.heading
    assert last.points == tuple(unfinished.deal_points)
    assert sheet.game_points == tuple(unfinished.game_points)
    assert [r.what for r in last.rows[-2:]] == ["Deal so far", "Game total so far"]


def test_a_game_won_during_a_deal_says_so(cut_short: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(cut_short))
    expected = replay_result(cut_short)
    assert [d.points for d in sheet.deals] == [tuple(d["points"]) for d in expected["deals"]]
    assert sheet.over and not sheet.deals[-1].finished
    assert "during this deal" in sheet.deals[-1].heading
    assert f"reaching 300 during deal {len(sheet.deals)}" in sheet.result


def test_a_live_state_gives_the_same_sheet_as_its_record(classic: GameState) -> None:
    assert sheet_from_state(classic) == sheet_from_record(GameRecord.of(classic))


def test_a_record_that_does_not_replay_is_a_sheet_error(classic: GameState) -> None:
    broken = GameRecord.from_json(GameRecord.of(classic).to_json())
    broken.actions[3] = "done"
    with pytest.raises(SheetError, match="does not replay: action 4"):
        sheet_from_record(broken)


@pytest.mark.parametrize(("value", "expected"), [
    ("2025-03-12", "12 March 2025"),
    ("2025-03-12T10:00:00", "12 March 2025"),
    (None, None),
    ("", None),
    ("last Tuesday", "last Tuesday"),
])
def test_dates(value: object, expected: str | None) -> None:
    assert format_date(value) == expected


def test_the_text_sheet_lists_every_total(any_game: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(any_game))
    text = sheet_text(sheet)
    lines = text.splitlines()
    totals = [line.split()[-2:] for line in lines if line.strip().startswith("Deal total")]
    assert totals == [[str(p) for p in d.points] for d in sheet.deals]
    assert lines[-1] == f"Result: {sheet.result}"


def test_the_sheet_modules_do_not_load_qt(runs_without_qt: Callable) -> None:
    runs_without_qt("import bezique_qt.export, bezique_qt.export.html, bezique_qt.export.csv\n"
                    "import bezique_qt.export.text, bezique_qt.export.load\n"
                    "import bezique_qt.export.review, bezique_qt.cli.sheet\n")


def test_event_rows_keep_the_engines_order(scaled: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(scaled))
    history = [e for e in scaled.history if e.kind != S_GAME]
    rows = [r for r in sheet.events() if r.style == ROW_EVENT]
    assert [(r.deal, r.trick, r.kind) for r in rows] == [(e.deal, e.trick, e.kind)
                                                         for e in history]


def test_dealers_guess_bonuses_are_scoring_events(play_game: Callable[..., GameState]) -> None:
    variant = preset("six_pack")  # the six-pack preset has the dealer's guess
    for seed in range(50):
        state = play_game(variant, seed, stop=lambda s: s.trick_no >= 1)
        guesses = [e for e in state.history if e.kind == "dealer_guess"]
        if guesses:
            break
    else:
        pytest.fail("no dealer's-guess bonus in 50 deals")
    sheet = sheet_from_record(GameRecord.of(state))
    rows = [r for r in sheet.events() if r.kind == "dealer_guess"]
    assert [(r.player, r.points[r.player or 0]) for r in rows] == \
        [(e.player, e.points) for e in guesses]
    assert all(r.what[0].isupper() and "cards" in r.what for r in rows)
    assert sheet.rules == ()
    without = preset("six_pack").with_switches(dealer_guess_bonuses=False)
    assert rules_in_words(without) == ("Non-dealer guesses the size of the dealer's packet: No",)


def test_a_record_with_no_actions_yet() -> None:
    state = GameState.new_game(preset("rubicon"), seed=7, names=["Ann", "Bob"])
    sheet = sheet_from_record(GameRecord.of(state))
    (deal,) = sheet.deals
    assert "no trumps made yet" in deal.heading
    assert sheet.result == "Game in progress at deal 1, before the first trick: Ann 0, Bob 0."
    assert deal.points == (0, 0)


def test_a_position_names_its_turn_up() -> None:
    position = GameState.from_position(
        preset("classic"), trump=SPADES, turnup=parse_card("9S1"),
        hands=[{"concealed": parse_cards("QS2 JD1 KS1 QS1")},
               {"concealed": parse_cards("7H1 8H1 9H1 TH1")}],
        stock=parse_cards("KD1 KD2 QC1"), to_act=0)
    position.apply("announce MARRIAGE KS1 QS1")
    position.apply("score MARRIAGE KS1 QS1")
    sheet = sheet_from_state(position)
    assert sheet.deals[0].trumps == "trumps \u2660 (turn-up 9\u2660)"
    assert [(r.what, r.cards, r.points) for r in sheet.events()] == \
        [("Royal marriage", "K\u2660 Q\u2660", (40, None))]


def test_the_summary_adds_up_by_kind_of_score(any_game: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(any_game))
    summary = sheet.summary
    columns = list(summary.columns)
    assert len(summary.rows) == 2 * len(sheet.deals)
    total_at = columns.index("Deal total")
    for row, deal in zip(summary.rows, [d for d in sheet.deals for _ in (0, 1)], strict=True):
        assert row.deal == deal.number
        assert row.dealer == (row.player == deal.dealer)
        assert sum(v or 0 for v in row.values[:total_at]) == deal.points[row.player]
        assert row.values[total_at] == deal.points[row.player]
        if sheet.rubicon_scoring:
            game = row.values[columns.index("Game")]
            assert game == (deal.game_points or (None, None))[row.player]
        else:
            assert row.values[columns.index("Game total")] == deal.running[row.player]
    kinds = {"Declarations", "Last trick"}
    if not sheet.rubicon_scoring:
        kinds |= {"Seven of trumps", "Brisques"}
    assert kinds <= set(columns)
    if not sheet.rubicon_scoring:
        assert tuple(r.values[-1] for r in summary.rows[-2:]) == sheet.game_points


@pytest.mark.parametrize("names", [["You", "Ann"], ["Ann", "You"]])
def test_the_verbs_agree_with_the_default_name_you(
        play_game: Callable[..., GameState], names: list[str]) -> None:
    state = play_game(preset("rubicon"), 6, names=names)
    sheet = sheet_from_state(state)
    assert state.winner is not None
    verb = {"You": "You win, ", "Ann": "Ann wins, "}[names[state.winner]]
    assert sheet.result.startswith(verb)
    assert "You wins" not in sheet.result and "You is" not in sheet.result
    dealer = names[state.first_dealer]
    expected = "You deal first" if dealer == "You" else "Ann deals first"
    assert dict(sheet.header)["First dealer"].startswith(expected)
    deal_dealer = names[sheet.deals[0].dealer]
    assert sheet.deals[0].heading.startswith(
        "Deal 1 \u00b7 " + ("You deal" if deal_dealer == "You" else "Ann deals"))
