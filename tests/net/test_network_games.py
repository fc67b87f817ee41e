"""A game played over the network ends up in the player's own statistics and games: the last
update of the game carries its record, the seat stores it, and the saved file opens, replays,
and is reviewed and printed by the command line like any other game."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from bezique_qt.cli import main
from bezique_qt.engine import GameRecord, RecordError, replay
from bezique_qt.net import protocol as p
from bezique_qt.net.client import TableClient, random_legal
from bezique_qt.persistence import Locations, open_statistics
from bezique_qt.persistence.network_games import (
    network_game_id,
    network_games_dir,
    store_network_game,
)
from bezique_qt.persistence.saves import open_game
from bezique_qt.persistence.statistics import NETWORK

from .conftest import quick_config, running


async def _whole_game() -> TableClient:
    """One rubicon game (a single deal) of a scripted client against the computer."""
    async with running(quick_config()) as server:
        ann = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
        await ann.create("rubicon", [{"kind": p.PERSON},
                                     {"kind": p.COMPUTER, "level": "novice"}], name="Ann")
        await ann.play(random_legal, rng=random.Random(3), deals=5)
        await ann.close()
    return ann


def test_a_finished_network_game_is_kept_as_the_players_own(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ann = asyncio.run(_whole_game())
    assert ann.update is not None and ann.update["game_over"]
    assert ann.record is not None  # the last update brought the game's record
    where = Locations.under(tmp_path)
    stored = store_network_game(ann.record, ann.seat, ann.table, locations=where)
    assert stored.state.over and stored.path.parent == network_games_dir(where)
    assert stored.state.game_points == ann.update["game_points"]

    stats, messages = open_statistics(where)
    assert messages == []
    (summary,) = stats.summary()
    assert (summary.variant, summary.opponent_level, summary.games) == ("rubicon", NETWORK, 1)
    assert stats.is_recorded(network_game_id(p.pretty_code(ann.table), ann.seat))
    # stored again (the last update twice): counted once
    store_network_game(ann.record, ann.seat, ann.table, locations=where, statistics=stats)
    assert stats.games_recorded() == 1
    (row,) = stats.connection.execute("SELECT seat, player_name, record FROM games").fetchall()
    assert row[:2] == (0, "Ann")
    assert replay(GameRecord.loads(row[2])).game_points == stored.state.game_points
    stats.close()

    saved = open_game(stored.path)
    assert saved.state.over and saved.info.game_id == stored.info.game_id
    assert ann.table not in stored.path.read_text(encoding="utf-8")  # the code is kept nowhere
    capsys.readouterr()
    assert main(["review", str(stored.path), "--seat", "0", "--budget", "8"]) == 0
    assert capsys.readouterr().out.startswith("Review of Ann (seat 0), rubicon")
    assert main(["sheet", str(stored.path)]) == 0
    assert "Players:      Ann and " in capsys.readouterr().out


def test_a_game_not_over_is_refused(tmp_path: Path) -> None:
    async def one_deal_of_classic() -> TableClient:
        async with running(quick_config()) as server:
            bob = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
            await bob.create("one_pack_32", [{"kind": p.PERSON},
                                             {"kind": p.COMPUTER, "level": "novice"}], name="Bob")
            await bob.play(random_legal, deals=1)
            await bob.close()
        return bob

    bob = asyncio.run(one_deal_of_classic())
    assert bob.record is not None and bob.update is not None and not bob.update["game_over"]
    with pytest.raises(ValueError, match="not over yet"):
        store_network_game(bob.record, bob.seat, bob.table, locations=Locations.under(tmp_path))
    with pytest.raises(RecordError):
        store_network_game({**bob.record, "variant": 7}, 0, bob.table,
                           locations=Locations.under(tmp_path))
    assert not (tmp_path / "data").exists() or not any(tmp_path.rglob("*.bezique"))
    assert json.loads(json.dumps(bob.record))["commitments"][0]["deal"] == 1
