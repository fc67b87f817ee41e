"""Bezique always starts: each damaged file is built in the test's own profile, the real window
is opened as ``bezique-qt`` opens it, and it must come up with a game on the table and a
sentence in the banner saying what happened to the file."""

from __future__ import annotations

import json
import random
import sqlite3
import time
from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.persistence.statistics import migrate
from bezique_qt.ui.session import session_of
from bezique_qt.ui.window import MainWindow

from .conftest import TableDriver


@pytest.fixture
def finished(random_game: Callable[..., GameState]) -> Callable[[int], GameState]:
    """``finished(seed)``: a one-pack game between Ann and the computer, played at random."""
    return lambda seed: random_game("one_pack_32", seed, names=["Ann", "Computer"])


def banner_text(window: MainWindow) -> str:
    glue = session_of(window)
    assert glue is not None
    return glue.banner.label.text() if glue.banner.isVisible() else ""


def play_on_and_reload(driver: TableDriver, info: store.GameInfo) -> store.SavedGame:
    """The human plays a card once it is their turn: the game goes on, and the autosave is
    this game's, with the move in it."""
    driver.wait_for_human()
    driver.click(driver.highlighted_cards()[0])
    driver.wait_for_human()
    saved, _ = store.load_autosave()
    assert saved is not None and saved.info.game_id == info.game_id
    assert len(saved.record.actions) >= 2
    return saved


def assert_started(window: MainWindow) -> None:
    assert window.controller.has_game and not window.controller.game_over
    assert not window.controller.paused


def test_statistics_with_a_byte_that_breaks_the_error_message(
        qtbot: QtBot, open_app_window: Callable, finished: Callable) -> None:
    where = store.default_locations()
    stats, _ = store.open_statistics(where)
    stats.record_game(finished(1), store.GameInfo())
    stats.close()
    raw = bytearray(where.statistics_file.read_bytes())
    raw[raw.index(b"CREATE INDEX games_by_finish") + len("CREATE")] = 0x8C
    where.statistics_file.write_bytes(bytes(raw))

    window = open_app_window()
    assert_started(window)
    assert "Your statistics file was damaged; it was kept as" in banner_text(window)
    assert list(where.statistics_file.parent.glob("statistics.sqlite3.bad-*"))


def test_old_statistics_with_records_that_do_not_replay(qtbot: QtBot,
                                                       open_app_window: Callable,
                                                       finished: Callable) -> None:
    """Upgrading replays each stored record: a 5,000-digit number and a first dealer of
    1.0 used to stop every start."""
    where = store.default_locations()
    where.statistics_file.parent.mkdir(parents=True, exist_ok=True)
    good = GameRecord.of(finished(2)).to_json()
    records = [json.dumps(dict(good, seed=None)).replace('"seed": null',
                                                         '"seed": 7' + "1" * 5000),
               json.dumps(dict(good, first_dealer=1.0))]
    conn = sqlite3.connect(where.statistics_file, isolation_level=None)
    migrate(conn, target=1)
    for n, record in enumerate(records):
        conn.execute(
            "INSERT INTO games (game_id, variant, opponent_level, player_name, opponent_name, "
            "finished_at, result, player_score, opponent_score, deals, deals_won, record) "
            "VALUES (?, 'one_pack_32', 'medium', 'Ann', 'Computer', "
            "'2025-03-01T12:00:00+00:00', 'won', 10, 5, 1, 1, ?)", (f"old-{n}", record))
    conn.close()

    window = open_app_window()
    assert_started(window)
    assert banner_text(window) == ""  # nothing was lost: no sentence is needed
    stats = session_of(window).session.statistics
    assert stats is not None and stats.persistent and stats.games_recorded() == 2


def test_damaged_rows_are_skipped_and_counted_in_statistics_and_finished_games(
        qtbot: QtBot, open_app_window: Callable, wait_shown: Callable,
        finished: Callable) -> None:
    """A finished time that is not a date (or not text), a record with a 5,000-digit number
    or a first dealer of 1.0, a name with bytes that are not UTF-8: Statistics… and Finished
    games… open, the unusable rows are skipped and counted in a sentence, and a damaged
    record says so when its score sheet is asked for."""
    from PySide6.QtWidgets import QMessageBox

    from bezique_qt.ui.windows.history import HistoryWindow
    from bezique_qt.ui.windows.statistics import StatisticsWindow

    where = store.default_locations()
    stats, _ = store.open_statistics(where)
    for seed in range(6):
        stats.record_game(finished(seed), store.GameInfo())
    good = GameRecord.of(finished(0)).to_json()
    conn = stats.connection
    conn.execute("UPDATE games SET finished_at = 'the day before' WHERE id = 1")
    conn.execute("UPDATE games SET finished_at = CAST(x'32303235ff8c' AS TEXT) WHERE id = 2")
    conn.execute("UPDATE games SET player_name = CAST(x'416e6e8c' AS TEXT) WHERE id = 3")
    conn.execute("UPDATE games SET record = ? WHERE id = 4", (json.dumps(
        dict(good, seed=None)).replace('"seed": null', '"seed": 3' + "9" * 5000),))
    conn.execute("UPDATE games SET record = ? WHERE id = 5",
                 (json.dumps(dict(good, first_dealer=1.0)),))
    conn.execute("UPDATE games SET finished_at = '0001-01-01T00:00:00+14:00' WHERE id = 6")
    stats.close()

    window = open_app_window()
    assert_started(window)
    glue = session_of(window)
    assert glue is not None
    glue.statistics_action.trigger()
    stats_window = wait_shown(window, StatisticsWindow, "statistics-window")
    assert isinstance(stats_window, StatisticsWindow)
    assert "Damaged games in your statistics, skipped: 3." in stats_window.note.text()
    assert stats_window.note.isVisible()
    stats_window.close()

    glue.history_action.trigger()
    history = wait_shown(window, HistoryWindow, "history-window")
    assert isinstance(history, HistoryWindow)
    assert sorted(g.id for g in history.games) == [3, 4, 5]
    assert "Damaged games in your statistics, skipped: 3." in history.note.text()
    assert next(g for g in history.games if g.id == 3).player_name == "Ann\ufffd"
    for damaged in (4, 5):
        row = next(n for n, g in enumerate(history.games) if g.id == damaged)
        history.table.selectRow(row)
        for opened, title in ((history.open_sheet, "Score sheet"),
                              (history.open_review, "Review this deal…"),
                              (history.chosen_deal, "Copy deal")):
            assert opened() is None
            box = wait_shown(history, QMessageBox, "error-message")
            assert isinstance(box, QMessageBox)
            assert "The record of this game is damaged" in box.text()
            assert box.windowTitle().startswith(title), box.windowTitle()
            box.close()  # it deletes itself: wait until it is gone
            qtbot.waitUntil(lambda: history.findChild(QMessageBox, "error-message") is None)
    row = next(n for n, g in enumerate(history.games) if g.id == 3)
    history.table.selectRow(row)
    sheet = history.open_sheet()
    assert sheet is not None
    sheet.close()


@pytest.fixture
def kiritimati(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The local time zone is UTC+14 (as far east as there is)."""
    monkeypatch.setenv("TZ", "Pacific/Kiritimati")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def write_autosave_dated(state: GameState, **dates: str) -> store.GameInfo:
    info = store.GameInfo(opponent_level="novice")
    store.write_autosave(GameRecord.of(state), info)
    path = store.default_locations().autosave_file
    data = json.loads(path.read_text())
    data.update(dates)
    path.write_text(json.dumps(data))
    store.default_locations().autosave_previous_file.unlink(missing_ok=True)
    return info


def test_dates_out_of_range_in_the_autosave(qtbot: QtBot, open_app_window: Callable,
                                            driver_for: Callable, resume_offered: Callable,
                                            kiritimati: None) -> None:
    """A saved time in year 9999 cannot be shown east of UTC, and a start in year 1 at
    UTC+14 cannot be counted: both are left out; the question opens, the game goes on
    and is saved as it goes."""
    state = GameState.new_game(preset("classic"), seed=3, names=["You", "Computer"])
    info = write_autosave_dated(state, saved_at="9999-12-31T23:59:59+00:00",
                                started_at="0001-01-01T00:00:00+14:00")
    window = open_app_window()
    resume_offered(window, "Resume")
    assert not window.controller.paused
    saved = play_on_and_reload(driver_for(window), info)
    assert saved.info.started_at is None


def test_a_finished_game_started_in_year_one_is_counted(qtbot: QtBot, open_app_window: Callable,
                                                        kiritimati: None,
                                                        finished: Callable) -> None:
    game = finished(4)
    info = write_autosave_dated(game, started_at="0001-01-01T00:00:00+14:00")
    window = open_app_window()
    assert_started(window)
    stats = session_of(window).session.statistics
    assert stats is not None and stats.games_recorded() == 1
    (counted,) = store.finished_games(stats)
    assert counted.game_id == info.game_id and counted.started_at is None


def test_a_failing_resume_question_never_leaves_the_computer_paused(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever goes wrong while the question is built, the game goes on (and is saved)."""
    from bezique_qt.ui import session as session_module

    def broken(_saved: object) -> str:
        raise OverflowError("date value out of range")

    monkeypatch.setattr(session_module, "saved_title", broken)
    state = GameState.new_game(preset("classic"), seed=5, names=["You", "Computer"])
    info = write_autosave_dated(state)
    window = open_app_window()
    glue = session_of(window)
    assert glue is not None
    qtbot.waitUntil(lambda: not glue._offer_pending, timeout=5000)
    assert not window.controller.paused and glue.offer is None
    play_on_and_reload(driver_for(window), info)


def write_autosave_json(state: GameState, change: Callable[[dict], None]) -> store.GameInfo:
    """An autosave of ``state`` whose JSON is changed by ``change`` (written with
    ensure_ascii, as a file may be)."""
    info = store.GameInfo(opponent_level="novice")
    store.write_autosave(GameRecord.of(state), info)
    path = store.default_locations().autosave_file
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    store.default_locations().autosave_previous_file.unlink(missing_ok=True)
    return info


def lone_surrogates(data: dict) -> None:
    data["title"] = "Ann\ud800 v Computer"
    data["record"]["players"] = ["Ann\ud800", "Computer"]


def test_lone_surrogate_names_in_the_autosave(qtbot: QtBot, open_app_window: Callable,
                                              driver_for: Callable,
                                              resume_offered: Callable) -> None:
    """Such a name used to load, then make every autosave fail (UnicodeEncodeError): it is
    repaired on reading, and the game is saved as it goes."""
    state = GameState.new_game(preset("classic"), seed=8, names=["Ann", "Computer"])
    info = write_autosave_json(state, lone_surrogates)
    window = open_app_window()
    resume_offered(window, "Resume")
    saved = play_on_and_reload(driver_for(window), info)
    assert saved.record.players == ["Ann\ufffd", "Computer"]
    assert saved.title == "Ann\ufffd v Computer"
    assert banner_text(window) == ""


def test_a_finished_game_with_a_lone_surrogate_name_is_counted_at_start(
        qtbot: QtBot, open_app_window: Callable, finished: Callable) -> None:
    info = write_autosave_json(finished(6), lone_surrogates)
    window = open_app_window()
    assert_started(window)
    stats = session_of(window).session.statistics
    assert stats is not None
    (counted,) = store.finished_games(stats)
    assert counted.game_id == info.game_id and counted.player_name == "Ann\ufffd"


# ---------------------------------------------------------------------------- plain text
MARKUP_TITLE = "<h1 style='color:red'>Boo</h1><a href='https://example.com'>click</a>"
MARKUP_NAME = "<b>Ann</b>"


def test_titles_and_names_from_files_are_shown_as_plain_text(
        qtbot: QtBot, open_app_window: Callable, wait_shown: Callable) -> None:
    """A crafted autosave's title and names (and a crafted preferences key) are shown as
    the characters they are: no red heading, no link, no bold."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMessageBox

    def markup(data: dict) -> None:
        data["title"] = MARKUP_TITLE
        data["record"]["players"] = [MARKUP_NAME, "Computer"]

    state = GameState.new_game(preset("classic"), seed=8, names=["Ann", "Computer"])
    write_autosave_json(state, markup)
    prefs = store.default_locations().preferences_file
    prefs.parent.mkdir(parents=True, exist_ok=True)
    prefs.write_text(json.dumps({"format": "bezique-qt-preferences", "version": 1,
                                 "<a href='x'>key</a>": 1}))
    window = open_app_window()
    offer = wait_shown(window, QMessageBox, "resume-dialog")
    assert isinstance(offer, QMessageBox)
    labels = {label.objectName(): label for label in offer.findChildren(QLabel)}
    text, informative = labels["qt_msgbox_label"], labels["qt_msgbox_informativelabel"]
    assert MARKUP_TITLE in text.text() and MARKUP_NAME in informative.text()
    assert text.textFormat() == informative.textFormat() == Qt.TextFormat.PlainText

    glue = session_of(window)
    assert glue is not None
    assert "<a href='x'>key</a>" in glue.banner.label.text()
    assert glue.banner.label.textFormat() == Qt.TextFormat.PlainText
    next(b for b in offer.buttons() if b.text() == "Resume").click()
    qtbot.waitUntil(lambda: glue.offer is None, timeout=5000)


# ---------------------------------------------------------------------------- a counted game
def test_an_autosave_of_a_counted_game_is_not_offered(qtbot: QtBot, open_app_window: Callable,
                                                      nearly_finished: Callable) -> None:
    """Stopped between removing autosave.json and autosave.prev.json: what is left is the
    position before the last action of a game already counted. It is not offered again."""
    from PySide6.QtWidgets import QMessageBox

    from bezique_qt.engine import Action, replay

    where = store.default_locations()
    record, last = nearly_finished()
    before = replay(record)
    info = store.GameInfo(opponent_level="easy")
    store.write_autosave(GameRecord.of(before), info, where)
    final = replay(record)
    final.apply(Action.parse(last, final.variant.packs))
    assert final.over
    store.write_autosave(GameRecord.of(final), info, where)
    stats, _ = store.open_statistics(where)
    stats.record_game(final, info)
    stats.close()
    where.autosave_file.unlink()  # the program was stopped here
    assert where.autosave_previous_file.exists()

    window = open_app_window()
    assert_started(window)
    glue = session_of(window)
    assert glue is not None and glue.session.resumable is None and not glue._offer_pending
    assert window.findChild(QMessageBox, "resume-dialog") is None
    assert not where.autosave_previous_file.exists()
    counted = session_of(window).session.statistics
    assert counted is not None and counted.games_recorded() == 1


def test_clearing_removes_the_previous_autosave_first(tmp_path, finished: Callable) -> None:
    """If the newest cannot be removed, the one before it is already gone: what is left
    is the finished game, which the next start counts (once) and clears."""
    where = store.Locations.under(tmp_path / "profile")
    game = finished(9)
    store.write_autosave(GameRecord.of(game), store.GameInfo(), where)
    store.write_autosave(GameRecord.of(game), store.GameInfo(), where)
    where.autosave_file.unlink()
    where.autosave_file.mkdir()  # cannot be unlinked as a file
    with pytest.raises(store.WriteError):
        store.clear_autosave(where)
    assert not where.autosave_previous_file.exists()


# ---------------------------------------------------------------------------- end of a deal
def at_end_of_first_deal(names: list[str]) -> GameState:
    game = GameState.new_game(preset("classic"), seed=11, names=names)
    rng = random.Random(11)
    while not game.deal_over:
        game.apply(rng.choice(game.legal_actions()))
    assert not game.over
    return game


def test_resuming_at_the_end_of_a_deal_shows_its_summary(
        qtbot: QtBot, open_app_window: Callable, wait_shown: Callable,
        resume_offered: Callable) -> None:
    from PySide6.QtCore import Qt

    from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog

    game = at_end_of_first_deal([MARKUP_NAME, "Computer"])
    info = store.GameInfo(opponent_level="novice")
    store.write_autosave(GameRecord.of(game), info)
    window = open_app_window()
    resume_offered(window, "Resume")
    summary = wait_shown(window, DealSummaryDialog, "deal-summary-dialog")
    assert isinstance(summary, DealSummaryDialog)
    assert summary.headline.text().startswith(f"Deal 1: {MARKUP_NAME} ")
    assert summary.headline.textFormat() == Qt.TextFormat.PlainText
    summary.accept()  # closing it starts the next deal, as at the end of any deal
    qtbot.waitUntil(lambda: not window.controller.deal_over, timeout=5000)
    assert window.controller.observation().deal_index == 1
    saved, _ = store.load_autosave()  # (a new deal adds no action: it replays to the end
    assert saved is not None and saved.info.game_id == info.game_id  # of the last one)


def test_opening_a_game_saved_at_the_end_of_a_deal_shows_its_summary(
        qtbot: QtBot, open_app_window: Callable, wait_shown: Callable, tmp_path) -> None:
    from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog

    path = store.save_game(tmp_path / "deal-over", GameRecord.of(at_end_of_first_deal(
        ["Ann", "Computer"])))
    window = open_app_window()
    glue = session_of(window)
    assert glue is not None and glue.open_path(path) is not None
    summary = wait_shown(window, DealSummaryDialog, "deal-summary-dialog")
    summary.reject()  # Escape: the finished deal stays on the table, Next deal waits
    assert window.controller.deal_over
    assert window.window_actions.next_deal.isEnabled()
    window.window_actions.next_deal.trigger()
    qtbot.waitUntil(lambda: not window.controller.deal_over, timeout=5000)


# ---------------------------------------------------------------------------- long games
def test_a_huge_target_in_the_preferences_is_refused_and_the_dialogs_are_bounded(
        qtbot: QtBot, open_app_window: Callable, wait_shown: Callable) -> None:
    """A target of 1,000,000,000 made games of more than 200,000 actions, saved but
    refused at the next start. It is refused with a sentence, and neither the New Game
    nor the Preferences dialog offers more than twenty times the preset's target."""
    from PySide6.QtCore import QTimer

    from bezique_qt.ui.dialogs.game import NewGameDialog
    from bezique_qt.ui.dialogs.preferences import PreferencesDialog

    prefs = store.default_locations().preferences_file
    prefs.parent.mkdir(parents=True, exist_ok=True)
    prefs.write_text(json.dumps({"format": "bezique-qt-preferences", "version": 1,
                                 "variant": "one_pack_32",
                                 "house_rules": {"game_target": 1_000_000_000}}))
    window = open_app_window()
    assert_started(window)
    assert "The house rule game_target was ignored" in banner_text(window)
    assert window.controller.variant.game_target == 50

    seen: list[tuple[int, int]] = []

    def fill_in() -> None:
        dialog = window.findChild(NewGameDialog, "new-game-dialog")
        assert dialog is not None
        seen.append((dialog.target_box.maximum(), 0))
        dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("classic"))
        seen.append((dialog.target_box.maximum(), 1))
        dialog.target_box.setValue(10**9)
        assert dialog.target_box.value() == 20_000
        dialog.reject()

    QTimer.singleShot(0, window, fill_in)
    window.window_actions.new.trigger()
    assert seen == [(1_000, 0), (20_000, 1)]

    glue = session_of(window)
    assert glue is not None
    dialog = glue.show_preferences()
    assert isinstance(dialog, PreferencesDialog)
    assert dialog.target_box.maximum() == 1_000
    dialog.reject()


# ---------------------------------------------------------------------------- any exception
def test_any_exception_reading_a_file_sets_it_aside_and_the_window_opens(
        qtbot: QtBot, open_app_window: Callable, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not only the errors foreseen: whatever reading the preferences or the autosave
    raises, the file is kept aside with a sentence and the program starts."""
    from bezique_qt.persistence import preferences, saves

    def fails(*_args: object) -> None:
        raise KeyError("something nobody foresaw")

    where = store.default_locations()
    store.save_preferences(store.Preferences(player_name="Bea"), where)
    state = GameState.new_game(preset("classic"), seed=3, names=["Bea", "Computer"])
    store.write_autosave(GameRecord.of(state), store.GameInfo(), where)
    where.autosave_previous_file.unlink(missing_ok=True)
    monkeypatch.setattr(preferences.Preferences, "from_json", fails)
    monkeypatch.setattr(saves, "parse_game", fails)

    window = open_app_window()
    assert_started(window)
    text = banner_text(window)
    assert "Your preferences file is damaged (KeyError); the default preferences are used." \
        in text
    assert "The autosave could not be used: it is damaged (KeyError)." in text
    assert list(where.preferences_file.parent.glob("preferences.json.bad-*"))
    assert list(where.autosave_file.parent.glob("autosave.json.bad-*"))
