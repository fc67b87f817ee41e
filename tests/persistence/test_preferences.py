"""Preferences: defaults, validation, round trip, and files that are damaged, hostile or from a
newer version, which never crash the program, never get overwritten, and always give the
player a sentence."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bezique_qt.engine import preset
from bezique_qt.persistence import (
    Locations,
    Preferences,
    SeatChoice,
    WriteError,
    load_preferences,
    save_preferences,
)
from bezique_qt.persistence.preferences import FORMAT, VERSION


def _write(locations: Locations, data: object) -> Path:
    path = locations.preferences_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def _aside(locations: Locations) -> list[Path]:
    return sorted(p for p in locations.config_dir.iterdir() if p.name != "preferences.json")


def test_missing_file_gives_defaults_and_no_message(locations: Locations) -> None:
    prefs, messages = load_preferences()
    assert prefs == Preferences() and messages == []
    assert not locations.config_dir.exists(), "loading must not create anything"


def test_round_trip(locations: Locations) -> None:
    prefs = Preferences(variant="rubicon", house_rules={"phase2_must_trump": False},
                        opponent_level="expert", player_name="  Ada   Lovelace ",
                        animation_speed="none", auto_advance=False, hand_sort="rank",
                        card_back="red", table_colour="#12AB34", ask_before_practice=False,
                        ask_before_cancelling=False, language="fr",
                        window_geometry="AdnQywADAAA=", open_panels=("score_sheet", "last_trick"))
    assert prefs.player_name == "Ada Lovelace" and prefs.table_colour == "#12ab34"
    path = save_preferences(prefs)
    assert path == locations.preferences_file
    data = json.loads(path.read_text())
    assert (data["format"], data["version"]) == (FORMAT, VERSION)
    loaded, messages = load_preferences()
    assert messages == [] and loaded == prefs
    assert loaded.rules() == preset("rubicon").with_switches(phase2_must_trump=False)
    assert os.listdir(locations.config_dir) == ["preferences.json"]


@pytest.mark.parametrize(("field", "value", "words"), [
    ("variant", "chess", "default variant"),
    ("opponent_level", "godlike", "opponent level"),
    ("player_name", "", "player name"),
    ("player_name", "x" * 41, "player name"),
    ("player_name", "a\x00b", "player name"),
    ("animation_speed", "warp", "animation speed"),
    ("auto_advance", "yes", "automatic advance"),
    ("hand_sort", 3, "hand sort order"),
    ("card_back", "green", "card back"),
    ("table_colour", "green", "table colour"),
    ("ask_before_practice", 1, "question before a hint"),
    ("ask_before_cancelling", 1, "question before a play cancels a claim"),
    ("large_print", "yes", "large print"),
    ("language", "klingon", "language"),
    ("window_geometry", "not base64!", "window geometry"),
    ("open_panels", "score_sheet", "open panels"),
    ("seats", {"level": "easy"}, "other seats"),
    ("seats", [{"level": "easy", "name": ""}] * 4, "other seats"),
    ("variant", "bridge", "default variant"),
    ("house_rules", {"game_target": -5}, "house rule"),
    ("house_rules", {"no_such_switch": True}, "house rule"),
    ("house_rules", {"packs": 4}, "house rule"),
    ("house_rules", [1, 2], "house rules"),
])
def test_one_bad_value_falls_back_to_its_default(locations: Locations, field: str,
                                                 value: object, words: str) -> None:
    good = Preferences(opponent_level="hard", ask_before_practice=False,
                       house_rules={"game_target": 1500})
    data = good.to_json() | {field: value}
    path = _write(locations, data)
    original = path.read_bytes()
    prefs, messages = load_preferences()
    expected = dataclasses.replace(good, **{field: getattr(Preferences(), field)})
    if field == "house_rules" and isinstance(value, dict):
        expected = dataclasses.replace(good, house_rules={})
    assert prefs == expected
    assert any(words in m for m in messages), messages
    assert not path.exists(), "the file with a bad value is moved aside, never overwritten"
    (kept,) = _aside(locations)
    assert kept.name.startswith("preferences.json.bad-") and kept.read_bytes() == original
    assert str(kept) in messages[-1]
    save_preferences(prefs)
    assert kept.read_bytes() == original


def test_the_other_seats_are_kept_and_none_in_older_files(locations: Locations) -> None:
    """A table of three or four: each other seat's level and name (empty: the seat's own),
    and the game for three or four itself, come back as they were saved."""
    seats = (SeatChoice("easy", "Bo"), SeatChoice("expert", "  Anne-Marie   de La Tour "),
             SeatChoice("novice", ""))
    assert seats[1].name == "Anne-Marie de La Tour"
    save_preferences(Preferences(variant="four_handed_partners", opponent_level="hard",
                                 seats=seats))
    data = json.loads(locations.preferences_file.read_text())
    assert data["seats"] == [{"level": "easy", "name": "Bo"},
                             {"level": "expert", "name": "Anne-Marie de La Tour"},
                             {"level": "novice", "name": ""}]
    prefs, messages = load_preferences()
    assert messages == [] and prefs.seats == seats
    assert prefs.variant == "four_handed_partners" and prefs.rules().players == 4
    # a file written before the setting existed: no seats, and nothing to complain about
    del data["seats"]
    _write(locations, data)
    prefs, messages = load_preferences()
    assert messages == [] and prefs.seats == () and prefs.opponent_level == "hard"
    with pytest.raises(ValueError, match="other seats"):
        Preferences(seats=({"level": "godlike"},))  # type: ignore[arg-type]


def test_a_bad_seat_keeps_what_is_valid_of_it_and_the_other_seats(
        locations: Locations) -> None:
    data = Preferences(opponent_level="hard").to_json() | {"seats": [
        {"level": "godlike", "name": "Bo"}, {"level": "easy", "name": "x" * 41},
        "East", {"level": "hard", "name": "Cy"}][:3]}
    _write(locations, data)
    prefs, messages = load_preferences()
    assert prefs.opponent_level == "hard"  # the rest of the file is kept
    assert prefs.seats == (SeatChoice("medium", "Bo"), SeatChoice("easy", ""), SeatChoice())
    assert messages[0].startswith("The other seat 1 {…} was not valid (it has a level that "
                                  "must be one of novice, easy")
    assert messages[1].startswith("The other seat 2 {…} was not valid (it has a name that "
                                  "must be at most 40 characters)")
    assert messages[2].startswith('The other seat 3 "East" was not valid (it must be a level '
                                  "and a name)")
    assert len(messages) == 4 and "kept as" in messages[3]  # the file is set aside


def test_large_print_is_kept_and_off_in_older_files(locations: Locations) -> None:
    assert Preferences().large_print is False
    save_preferences(Preferences(large_print=True, four_colour=True))
    prefs, messages = load_preferences()
    assert messages == [] and prefs.large_print is True and prefs.four_colour is True
    # a file written before the setting existed: off, and nothing to complain about
    data = json.loads(locations.preferences_file.read_text())
    del data["large_print"]
    _write(locations, data)
    prefs, messages = load_preferences()
    assert messages == [] and prefs.large_print is False and prefs.four_colour is True
    with pytest.raises(ValueError, match="large print"):
        Preferences(large_print=1)  # type: ignore[arg-type]


def test_bad_house_rule_keeps_the_good_ones(locations: Locations) -> None:
    data = Preferences().to_json() | {
        "house_rules": {"game_target": 1500, "game_end": "never", "phase2_must_head": False}}
    _write(locations, data)
    prefs, messages = load_preferences()
    assert prefs.house_rules == {"game_target": 1500, "phase2_must_head": False}
    assert messages[0].startswith('The house rule "game_end" was ignored: rule switch game_end '
                                  'must be one of')


def test_the_retired_sound_setting_is_read_without_a_word(locations: Locations) -> None:
    """Older versions offered "Play sounds" (the program has none): their files load as they
    are, nothing is set aside, and the setting is not written again."""
    for old in (True, False):
        path = _write(locations, Preferences(player_name="Ann").to_json() | {"sound": old})
        prefs, messages = load_preferences()
        assert messages == [] and prefs == Preferences(player_name="Ann")
        assert path.exists() and not _aside(locations)
    save_preferences(prefs)
    assert "sound" not in json.loads(locations.preferences_file.read_text())


def test_unknown_setting_is_reported(locations: Locations) -> None:
    _write(locations, Preferences(ask_before_practice=False).to_json() | {"colour_blind": True})
    prefs, messages = load_preferences()
    assert prefs == Preferences(ask_before_practice=False)
    assert messages[0] == 'The unknown setting "colour_blind" was ignored.'


def test_value_message_reads_well(locations: Locations) -> None:
    _write(locations, Preferences().to_json() | {"animation_speed": "warp"})
    _, messages = load_preferences()
    assert messages[0] == ('The animation speed "warp" was not valid (it must be one of none, '
                           'fast, normal, slow); the default ("normal") is used.')


@pytest.mark.parametrize(("content", "words"), [
    ("{not json", "not valid JSON"),
    ("", "not valid JSON"),
    ("[1, 2, 3]", "not a Bezique preferences file"),
    ('{"format": "something-else", "version": 1}', "not a Bezique preferences file"),
    ('{"format": "bezique-qt-preferences"}', "no valid version"),
    ('{"format": "bezique-qt-preferences", "version": true}', "no valid version"),
    ("[" * 100_000 + "]" * 100_000, "not valid JSON"),
    ('{"format": "bezique-qt-preferences", "version": 1, "open_panels": '
     + "[" * 900 + "]" * 900 + "}", "nested too deeply"),
])
def test_damaged_file_gives_all_defaults(locations: Locations, content: str,
                                         words: str) -> None:
    path = _write(locations, content)
    prefs, messages = load_preferences()
    assert prefs == Preferences()
    assert words in messages[0] and "the default preferences are used" in messages[0]
    (kept,) = _aside(locations)
    assert kept.read_text() == content and not path.exists()


def test_binary_file(locations: Locations) -> None:
    locations.config_dir.mkdir(parents=True)
    locations.preferences_file.write_bytes(b"\xff\xfe\x00garbage")
    prefs, messages = load_preferences()
    assert prefs == Preferences() and "(it is not a text file)" in messages[0]


def test_unreadable_file(locations: Locations) -> None:
    """A folder where the file should be cannot be read: it is set aside like a bad file."""
    locations.preferences_file.mkdir(parents=True)
    prefs, messages = load_preferences()
    assert prefs == Preferences()
    assert messages[0] == ("Your preferences could not be read (it is a folder, not a file); "
                           "the default preferences are used.")
    assert "was kept as" in messages[1]
    save_preferences(Preferences(ask_before_practice=False))
    assert load_preferences() == (Preferences(ask_before_practice=False), [])


def test_newer_version_is_kept_aside(locations: Locations) -> None:
    newer = Preferences(ask_before_practice=False).to_json() | {"version": VERSION + 1,
                                                                "theme": "dark"}
    path = _write(locations, newer)
    prefs, messages = load_preferences()
    assert prefs == Preferences()
    assert messages[0] == (f"Your preferences were saved by a newer version of Bezique (format "
                           f"{VERSION + 1}; this version reads up to {VERSION}); the default "
                           "preferences are used.")
    (kept,) = _aside(locations)
    assert kept.name.startswith("preferences.json.newer-")
    assert json.loads(kept.read_text()) == newer and not path.exists()


def test_too_large_file(locations: Locations) -> None:
    _write(locations, " " * (1 << 20) + "{}")
    prefs, messages = load_preferences()
    assert prefs == Preferences() and "too large" in messages[0]


def test_constructing_bad_preferences_raises_a_sentence() -> None:
    with pytest.raises(ValueError, match=r"^The animation speed must be one of"):
        dataclasses.replace(Preferences(), animation_speed="warp")
    with pytest.raises(ValueError, match="house rules"):
        Preferences(house_rules={"game_end": "never"})


def test_save_to_an_impossible_place_raises_write_error(tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("a file")
    where = Locations.under(tmp_path / "blocked")
    with pytest.raises(WriteError, match="is a file, not a folder"):
        save_preferences(Preferences(), where)


def test_bad_file_on_a_read_only_disk(tmp_path: Path, on_tmpfs) -> None:
    """The bad file cannot be moved aside: defaults, and the player is told it stays."""
    code = """
        import json, os
        from pathlib import Path
        from bezique_qt.persistence import Locations, Preferences, load_preferences
        where = Locations(Path(os.environ["DIR"]), Path("/nonexistent"), Path("/nonexistent"))
        prefs, messages = load_preferences(where)
        print(json.dumps({"defaults": prefs == Preferences(), "messages": messages,
                          "content": where.preferences_file.read_text()}))
    """
    out = on_tmpfs(tmp_path / "config", 'printf "{bad" > "$DIR/preferences.json"; '
                   'mount -o remount,ro "$DIR"; "$PYTHON" -c "$LOAD"', LOAD=code)
    seen = json.loads(out)
    assert seen["defaults"] and seen["content"] == "{bad"
    assert seen["messages"][0].startswith("Your preferences file is damaged (it is not valid")
    assert seen["messages"][1] == (f"Could not move {tmp_path}/config/preferences.json aside "
                                   f"to keep it: the disk holding {tmp_path}/config is "
                                   "read-only. It was left where it is.")


# ---------------------------------------------------------------------------- fuzzing
_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.text(max_size=10), children, max_size=4),
    max_leaves=12)
_fields = st.sampled_from([f.name for f in dataclasses.fields(Preferences)] + ["format",
                                                                            "version", "x"])


def _check_load(config: Path, before: dict[str, str], snapshot_after: dict[str, str]) -> None:
    """Only preferences.json may have changed, and only by being renamed."""
    gone = set(before) - set(snapshot_after)
    added = set(snapshot_after) - set(before)
    assert gone <= {"preferences.json"}
    for name in added:
        assert name.startswith(("preferences.json.bad-", "preferences.json.newer-"))
        assert snapshot_after[name] == before["preferences.json"]
    for name in set(before) & set(snapshot_after):
        assert before[name] == snapshot_after[name]


@settings(max_examples=150, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=400))
def test_fuzzed_bytes_never_crash(tmp_path: Path, snapshot, data: bytes) -> None:
    where = Locations.under(tmp_path / "fuzz-bytes")
    where.config_dir.mkdir(parents=True, exist_ok=True)
    for stale in where.config_dir.iterdir():
        stale.unlink()
    (where.config_dir / "other.txt").write_text("someone else's file")
    where.preferences_file.write_bytes(data)
    before = snapshot(where.config_dir)
    prefs, messages = load_preferences(where)
    assert isinstance(prefs, Preferences)
    assert all(isinstance(m, str) and m for m in messages)
    _check_load(where.config_dir, before, snapshot(where.config_dir))
    if where.preferences_file.exists():
        assert messages == []


@settings(max_examples=200, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.dictionaries(_fields, _json_values, max_size=5),
       cut=st.none() | st.integers(min_value=0, max_value=600))
def test_fuzzed_and_truncated_documents_never_crash(tmp_path: Path, snapshot,
                                                    changes: dict[str, object],
                                                    cut: int | None) -> None:
    where = Locations.under(tmp_path / "fuzz-json")
    where.config_dir.mkdir(parents=True, exist_ok=True)
    for stale in where.config_dir.iterdir():
        stale.unlink()
    (where.config_dir / "other.txt").write_text("someone else's file")
    text = json.dumps(Preferences(opponent_level="easy").to_json() | changes)
    where.preferences_file.write_text(text if cut is None else text[:cut])
    before = snapshot(where.config_dir)
    prefs, messages = load_preferences(where)
    assert isinstance(prefs, Preferences)
    prefs.rules()
    _check_load(where.config_dir, before, snapshot(where.config_dir))
    assert where.preferences_file.exists() == (messages == [])
    save_preferences(prefs, where)
    assert load_preferences(where) == (prefs, [])


def test_json_depth() -> None:
    from bezique_qt.persistence.jsontext import depth

    assert [depth(v) for v in (1, "x", [], {}, [1], {"a": [1, {"b": []}]})] == [0, 0, 1, 1, 1, 4]
    nested: list[object] = []
    for _ in range(5000):
        nested = [nested]
    assert depth(nested) == 5001


def test_levels_are_the_computer_players_levels() -> None:
    """Preferences, saves and statistics name the levels as the computer players do."""
    from bezique_qt.persistence import LEVEL_NAMES, LEVELS

    bots = pytest.importorskip("bezique_qt.ai.bots")
    assert LEVELS == tuple(bots.LEVELS) and LEVEL_NAMES == dict(bots.LEVEL_NAMES)


def test_thousands_of_unknown_settings_give_one_sentence(locations: Locations) -> None:
    unknown = {f"setting_{n}": n for n in range(10_000)}
    _write(locations, Preferences(large_print=True).to_json() | unknown)
    prefs, messages = load_preferences()
    assert prefs == Preferences(large_print=True)
    assert messages[0] == ('10,000 unknown settings were ignored, among them "setting_0", '
                           '"setting_1", "setting_2" and others.')
    assert len(messages) == 2 and messages[1].startswith("The old preferences file was kept")


def test_thousands_of_unknown_house_rules_give_one_sentence(locations: Locations) -> None:
    rules = {f"rule_{n}": n for n in range(10_000)} | {"game_target": 1500}
    _write(locations, Preferences().to_json() | {"house_rules": rules})
    prefs, messages = load_preferences()
    assert prefs.house_rules == {"game_target": 1500}
    assert messages[0] == ('10,000 house rules were ignored, among them "rule_0", "rule_1", '
                           '"rule_2" and others.')
    assert len(messages) == 2


def test_a_few_unknown_settings_are_named_one_by_one(locations: Locations) -> None:
    _write(locations, Preferences().to_json() | {"a": 1, "b": 2, "c": 3})
    _, messages = load_preferences()
    assert messages[:3] == [f'The unknown setting "{name}" was ignored.' for name in "abc"]
