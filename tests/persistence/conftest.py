"""Fixtures for the persistence tests: the player's folders (redirected to tmp_path by the
autouse fixture of tests/conftest.py), games played at random, and folder snapshots."""

from __future__ import annotations

import hashlib
import os
import random
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from bezique_qt.engine import GameState, parse_cards, preset
from bezique_qt.engine.actions import ANNOUNCE, SCORE
from bezique_qt.engine.cards import full_deck
from bezique_qt.persistence import Locations, default_locations

PRESET_IDS = ["classic", "hoffmann_1909", "seed002_scaled", "one_pack_32", "rubicon",
              "six_pack", "eight_pack"]

Play = Callable[..., GameState]
Snapshot = Callable[[Path], dict[str, str]]


@pytest.fixture
def locations(tmp_path: Path) -> Locations:
    where = default_locations()
    for folder in (where.config_dir, where.data_dir, where.log_dir):
        assert folder.is_relative_to(tmp_path), "the player's folders must be redirected"
    return where


def _finish(game: GameState, rng: random.Random, max_actions: int | None) -> GameState:
    """Play on at random (melds preferred, so that declarations happen) until the game is
    over or ``max_actions`` actions have been played."""
    while not game.over and (max_actions is None or len(game.actions) < max_actions):
        if game.deal_over:
            game.next_deal()
            continue
        actions = game.legal_actions()
        melds = [a for a in actions if a.kind in (ANNOUNCE, SCORE)]
        game.apply(rng.choice(melds if melds and rng.random() < 0.8 else actions))
    return game


@pytest.fixture
def play() -> Play:
    """``play(variant_id, seed, max_actions=None, names=None)``: a game played at random."""
    def run(variant_id: str, seed: int, max_actions: int | None = None,
            names: list[str] | None = None) -> GameState:
        game = GameState.new_game(preset(variant_id), seed=seed, names=names)
        return _finish(game, random.Random(seed), max_actions)
    return run


@pytest.fixture
def play_double_bezique() -> Callable[[int], GameState]:
    """A classic game whose first deal gives South both queens of spades and both jacks of
    diamonds: South wins the first trick, scores double bezique (500) and the game is then
    played out at random with ``seed``."""
    def run(seed: int) -> GameState:
        classic = preset("classic")
        top = parse_cards("QS1 JD1 QS2 7C1 8C1 9C1 JD2 AH1 7D1 8D1 KH1 TH1 AS1 9D1 7S1 8S1 9H1")
        deck = top + [card for card in full_deck(classic.packs) if card not in top]
        game = GameState.new_game(classic, seed=seed, decks=[deck], first_dealer=1)
        for action in ("play AH1", "play 7C1", "announce BEZIQUE_2 QS1 QS2 JD1 JD2",
                       "score BEZIQUE_2 QS1 QS2 JD1 JD2", "done"):
            game.apply(action)
        return _finish(game, random.Random(seed), None)
    return run


@pytest.fixture
def snapshot() -> Snapshot:
    """``snapshot(folder)``: every file below ``folder`` with a digest of its bytes."""
    def take(folder: Path) -> dict[str, str]:
        return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
                for p in sorted(folder.rglob("*")) if p.is_file()}
    return take


REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def on_tmpfs(tmpfs_available: bool) -> Callable[..., str]:
    """``on_tmpfs(folder, shell, **python_codes)``: run ``shell`` in a private mount namespace
    where a 128 KB tmpfs is mounted on ``folder`` (a real small disk: it fills up, and
    ``mount -o remount,ro "$DIR"`` makes it read-only).  The shell sees ``$DIR``, ``$PYTHON``
    and each code as a variable (``"$PYTHON" -c "$SETUP"``); returns its standard output.
    Skips the test where the system does not allow such a namespace."""
    if not tmpfs_available:
        pytest.skip("cannot mount a private tmpfs here (unshare not permitted)")

    def run(folder: Path, shell: str, **codes: str) -> str:
        folder.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, DIR=str(folder), PYTHON=sys.executable,
                   **{name: textwrap.dedent(code) for name, code in codes.items()})
        result = subprocess.run(
            ["unshare", "--map-root-user", "--mount", "sh", "-ec",
             'mount -t tmpfs -o size=128k tmpfs "$DIR"\n' + shell],
            env=env, cwd=REPO, capture_output=True, text=True, timeout=120, check=False)
        assert result.returncode == 0, result.stderr
        assert not any(folder.iterdir()), "the tmpfs must stay inside its namespace"
        return result.stdout
    return run
