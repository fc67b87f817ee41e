"""Symbolic links: in the program's own folders a link is never followed (it is set aside, as a
damaged file is, and a new file made); at a path the player names (Save…) a link to a regular
file is written through, as editors do, and a link to anything else or to nothing is refused.
No file is ever made at a link's target."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from bezique_qt.engine import GameRecord
from bezique_qt.persistence import (
    Locations,
    Preferences,
    WriteError,
    load_autosave,
    load_preferences,
    open_game,
    save_game,
    save_preferences,
    write_autosave,
)


def linked(link: Path, target: Path) -> None:
    link.parent.mkdir(parents=True, exist_ok=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target)


def device(path: Path) -> Path:
    """A character device like /dev/zero (1, 5), made in the test's own folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 5))
    return path


def is_device(path: Path) -> bool:
    return stat.S_ISCHR(os.lstat(path).st_mode) and os.lstat(path).st_rdev == os.makedev(1, 5)


def test_a_dangling_preferences_link_is_set_aside_and_nothing_made_at_its_target(
        locations: Locations, tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "bezique.json"
    linked(locations.preferences_file, real)  # the file it names does not exist
    save_preferences(Preferences(player_name="Ann"), locations)
    assert not real.exists() and not os.path.lexists(real)
    assert stat.S_ISREG(os.lstat(locations.preferences_file).st_mode)
    kept = [p for p in locations.config_dir.iterdir() if ".link-" in p.name]
    assert len(kept) == 1 and os.readlink(kept[0]) == str(real)
    prefs, messages = load_preferences(locations)
    assert prefs.player_name == "Ann" and messages == []


def test_a_preferences_link_out_is_never_read_nor_written(locations: Locations,
                                                           tmp_path: Path) -> None:
    real = tmp_path / "elsewhere" / "bezique.json"
    real.parent.mkdir()
    save_preferences(Preferences(player_name="Bea"), path=real)
    before = real.read_bytes()
    linked(locations.preferences_file, real)
    prefs, messages = load_preferences(locations)
    assert prefs == Preferences()  # not followed: the defaults
    assert any("symbolic link" in m for m in messages)
    assert any("kept as" in m for m in messages)
    assert not os.path.lexists(locations.preferences_file)
    save_preferences(Preferences(player_name="Cy"), locations)
    assert real.read_bytes() == before


def test_an_autosave_link_to_a_device_is_set_aside_and_the_device_left_alone(
        locations: Locations, tmp_path: Path, play: Callable) -> None:
    zero = device(tmp_path / "devices" / "zero")
    linked(locations.autosave_file, zero)
    first, second = (GameRecord.of(play("rubicon", 5, max_actions=n)) for n in (10, 20))
    write_autosave(first, locations=locations)
    write_autosave(second, locations=locations)
    assert is_device(zero)
    assert not locations.autosave_file.is_symlink()
    saved, messages = load_autosave(locations)
    assert saved is not None and saved.record.actions == second.actions and messages == []
    assert [p for p in locations.data_dir.iterdir() if ".link-" in p.name]


def test_an_autosave_link_is_not_followed_when_loading(locations: Locations, tmp_path: Path,
                                                       play: Callable) -> None:
    elsewhere = Locations.under(tmp_path / "other")
    write_autosave(GameRecord.of(play("rubicon", 5, max_actions=10)), locations=elsewhere)
    linked(locations.autosave_file, elsewhere.autosave_file)
    saved, messages = load_autosave(locations)
    assert saved is None
    assert any("symbolic link" in m for m in messages)
    assert elsewhere.autosave_file.is_file()  # the file it named is untouched


def test_a_saved_game_is_written_through_a_link_to_a_regular_file(
        tmp_path: Path, play: Callable) -> None:
    game = play("classic", 3, max_actions=30)
    real = tmp_path / "archive" / "evening.bezique"
    link = tmp_path / "saves" / "latest.bezique"
    linked(link, real)
    real.write_text("an older game")
    mode = 0o640
    os.chmod(real, mode)
    assert save_game(link, GameRecord.of(game)) == link
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert open_game(link).record.actions == GameRecord.of(game).actions
    assert real.stat().st_mode & 0o777 == mode


def test_a_saved_game_never_made_at_a_dangling_links_target(tmp_path: Path,
                                                             play: Callable) -> None:
    real = tmp_path / "archive" / "evening.bezique"
    link = tmp_path / "saves" / "latest.bezique"
    linked(link, real)
    with pytest.raises(WriteError, match="does not exist; no file is made"):
        save_game(link, GameRecord.of(play("classic", 3, max_actions=30)))
    assert not os.path.lexists(real) and link.is_symlink()


def test_a_saved_game_never_written_through_a_link_to_a_device(tmp_path: Path,
                                                                play: Callable) -> None:
    zero = device(tmp_path / "devices" / "zero")
    link = tmp_path / "saves" / "latest.bezique"
    linked(link, zero)
    with pytest.raises(WriteError, match="a device, not a file"):
        save_game(link, GameRecord.of(play("classic", 3, max_actions=30)))
    assert is_device(zero) and link.is_symlink()
