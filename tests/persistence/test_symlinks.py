"""A preferences file, a saved game or an autosave that is a symbolic link (kept in a dotfiles
folder, say) stays a link: saving writes the file it names, as editors do."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from bezique_qt.engine import GameRecord
from bezique_qt.persistence import (
    Locations,
    Preferences,
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


def test_preferences_are_written_through_the_link(locations: Locations, tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "bezique.json"
    linked(locations.preferences_file, real)  # the file itself does not exist yet
    save_preferences(Preferences(player_name="Ann"), locations)
    save_preferences(Preferences(player_name="Bea"), locations)
    assert locations.preferences_file.is_symlink()
    assert os.readlink(locations.preferences_file) == str(real)
    prefs, messages = load_preferences(locations)
    assert prefs.player_name == "Bea" and messages == []
    assert '"Bea"' in real.read_text(encoding="utf-8")
    assert sorted(p.name for p in real.parent.iterdir()) == ["bezique.json"]  # no leftovers
    assert sorted(p.name for p in locations.config_dir.iterdir()) == ["preferences.json"]


def test_a_saved_game_is_written_through_the_link(tmp_path: Path, play: Callable) -> None:
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


def test_the_autosave_is_written_through_the_link(locations: Locations, tmp_path: Path,
                                                  play: Callable) -> None:
    real = tmp_path / "elsewhere" / "autosave.json"
    linked(locations.autosave_file, real)
    first, second = (GameRecord.of(play("rubicon", 5, max_actions=n)) for n in (10, 20))
    write_autosave(first, locations=locations)
    write_autosave(second, locations=locations)
    assert locations.autosave_file.is_symlink()
    saved, messages = load_autosave(locations)
    assert saved is not None and saved.record.actions == second.actions and messages == []
    previous = locations.autosave_previous_file
    assert not previous.is_symlink() and first.actions == open_game(previous).record.actions
    assert sorted(p.name for p in real.parent.iterdir()) == ["autosave.json"]

