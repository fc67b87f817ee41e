"""Cards or play over time: each deal's split kept in the statistics by game, read back only for
counted games, missing deals never counted as 0, forgotten with the game, and a database of the
version before opening with its games."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from bezique_qt.ai.split import DealSplit, GameSplit, deal_split
from bezique_qt.engine import GameState
from bezique_qt.persistence import GameInfo, Locations, open_statistics
from bezique_qt.persistence.split_history import (
    keep_deal_split,
    kept_deal_splits,
    split_games,
    split_history,
)
from bezique_qt.persistence.statistics import SCHEMA_VERSION, Statistics, migrate, schema_version

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
SIDES = [[0], [1]]


def _splits(game: GameState, costs: list[tuple[float, float]]) -> list[DealSplit]:
    """A split for each of the game's finished deals, with the seats' costs given (the parts
    are computed by the method's own code)."""
    return [deal_split(game, r.deal, [(mine, 0.5, 8), (theirs, 0.5, 8)], 4)
            for r, (mine, theirs) in zip(game.deal_results, costs, strict=False)]


def _two_deal_game(play) -> GameState:
    for seed in range(40):
        game = play("one_pack_32", seed)
        if len(game.deal_results) >= 2:
            return game
    raise AssertionError("no game of two deals")


def test_a_deals_split_reads_back_as_it_was_kept(locations: Locations, play) -> None:
    game = _two_deal_game(play)
    stats, _ = open_statistics()
    splits = _splits(game, [(12.3, 4.5), (0.0, 30.1)])
    for split in reversed(splits):  # kept in any order, read by deal
        keep_deal_split(stats, "game-1", 0, SIDES, split)
    assert [s.to_json() for s in kept_deal_splits(stats, "game-1")] == [
        s.to_json() for s in splits]
    assert kept_deal_splits(stats, "another game") == []
    # kept again (a deal reviewed anew): the new one replaces it
    again = _splits(game, [(1.0, 2.0)])[0]
    keep_deal_split(stats, "game-1", 0, SIDES, again)
    assert kept_deal_splits(stats, "game-1")[0].to_json() == again.to_json()


def test_history_sums_the_measured_deals_of_counted_games_only(locations: Locations,
                                                                play) -> None:
    stats, _ = open_statistics()
    game = _two_deal_game(play)
    deals = len(game.deal_results)
    splits = _splits(game, [(12.3, 4.5)])  # the first deal only: the others are missing
    keep_deal_split(stats, "counted", 0, SIDES, splits[0])
    keep_deal_split(stats, "practice", 0, SIDES, splits[0])
    keep_deal_split(stats, "never finished", 0, SIDES, splits[0])
    stats.record_game(game, GameInfo(game_id="counted"), finished_at=T0)
    stats.record_game(game, GameInfo(game_id="practice", practice=True),
                      finished_at=T0 + timedelta(hours=1))
    stats.record_game(game, GameInfo(game_id="no split"), finished_at=T0 + timedelta(hours=2))

    (record,) = split_games(stats)
    you = splits[0].seats[0]
    assert (record.deals, record.measured) == (deals, 1)
    assert record.luck == pytest.approx(you.luck)
    assert record.cost == pytest.approx(12.3) and record.others_cost == pytest.approx(4.5)
    assert record.cost_per_deal == pytest.approx(12.3)  # over the measured deal, not all
    assert [g.measured for g in split_games(stats, practice=True)] == [1]
    assert split_games(stats, variant="classic") == []
    total = split_history(split_games(stats))
    assert (total.games, total.deals, total.measured) == (1, deals, 1)


def test_the_history_is_in_the_order_played_and_sums_every_game(locations: Locations,
                                                                  play) -> None:
    stats, _ = open_statistics()
    game = _two_deal_game(play)
    expected = []
    for i, costs in enumerate([[(10.0, 2.0), (3.0, 1.0)], [(0.5, 7.5)], [(4.0, 4.0)]]):
        splits = _splits(game, costs)
        for split in splits:
            keep_deal_split(stats, f"g{i}", 0, SIDES, split)
        stats.record_game(game, GameInfo(game_id=f"g{i}"), finished_at=T0 - timedelta(days=i))
        expected.append(GameSplit("one_pack_32", list(game.names), SIDES, splits).totals[0])
    games = split_games(stats)
    assert [g.cost for g in games] == [pytest.approx(t.cost) for t in reversed(expected)]
    assert [g.luck for g in games] == [pytest.approx(t.luck) for t in reversed(expected)]
    assert [g.cost for g in split_games(stats, limit=2)] == [pytest.approx(0.5),
                                                             pytest.approx(13.0)]
    total = split_history(games)
    assert total.cost == pytest.approx(sum(t.cost for t in expected))
    assert total.others_cost == pytest.approx(14.5)


def test_resetting_the_statistics_forgets_the_splits_of_counted_games(locations: Locations,
                                                                       play) -> None:
    stats, _ = open_statistics()
    game = _two_deal_game(play)
    split = _splits(game, [(1.0, 2.0)])[0]
    keep_deal_split(stats, "counted", 0, SIDES, split)
    keep_deal_split(stats, "in progress", 0, SIDES, split)
    stats.record_game(game, GameInfo(game_id="counted"), finished_at=T0)
    stats.reset()
    assert kept_deal_splits(stats, "counted") == []
    # the game on the table is not one of the statistics: its deals are still known
    assert len(kept_deal_splits(stats, "in progress")) == 1


def test_a_damaged_split_is_missing_not_zero(locations: Locations, play) -> None:
    stats, _ = open_statistics()
    game = _two_deal_game(play)
    first, second = _splits(game, [(1.0, 2.0), (3.0, 4.0)])
    keep_deal_split(stats, "g", 0, SIDES, first)
    keep_deal_split(stats, "g", 0, SIDES, second)
    stats.connection.execute("UPDATE deal_splits SET split = '{\"deal\": 2, \"seats\": 7}' "
                             "WHERE deal = 2")
    assert [s.deal for s in kept_deal_splits(stats, "g")] == [1]


def test_a_database_of_the_version_before_opens_with_its_games(locations: Locations,
                                                                play) -> None:
    # a statistics file as the version before wrote it: schema 2, one game counted
    path = locations.statistics_file
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=2)
    game = _two_deal_game(play)
    # the game is counted by this version in a file of its own, then copied in the columns
    # version 2 had
    scratch_path = path.parent / "scratch.sqlite3"
    scratch = sqlite3.connect(scratch_path, isolation_level=None)
    migrate(scratch)
    Statistics(scratch, scratch_path).record_game(game, GameInfo(game_id="old"),
                                                  finished_at=T0)
    scratch.close()
    conn.execute("ATTACH DATABASE ? AS new", (str(scratch_path),))
    for table in ("games", "deals", "declarations"):
        columns = ", ".join(row[1] for row in conn.execute(f"PRAGMA main.table_info({table})"))
        conn.execute(f"INSERT INTO main.{table} ({columns}) SELECT {columns} FROM new.{table}")
    conn.execute("DETACH DATABASE new")
    assert schema_version(conn) == 2
    conn.close()

    stats, messages = open_statistics()
    assert messages == [] and schema_version(stats.connection) == SCHEMA_VERSION == 4
    assert stats.overall().games == 1 and split_games(stats) == []
    split = _splits(game, [(5.0, 1.0)])[0]
    keep_deal_split(stats, "old", 0, SIDES, split)  # an old game's deal can be kept now
    assert [g.measured for g in split_games(stats)] == [1]
    stats.close()
    stats, messages = open_statistics()  # and it opens again as it is
    assert messages == [] and len(kept_deal_splits(stats, "old")) == 1


def test_a_version_3_file_whose_splits_table_was_lost_gets_it_again(locations: Locations
                                                                    ) -> None:
    stats, _ = open_statistics()
    stats.connection.execute("DROP TABLE deal_splits")
    stats.close()
    stats, messages = open_statistics()
    assert messages == [] and schema_version(stats.connection) == SCHEMA_VERSION
    assert kept_deal_splits(stats, "g") == []


@pytest.mark.parametrize("data", [
    None, [], {"deal": 1}, {"deal": 0, "budget": 4, "points": [], "seats": []},
    {"deal": 1, "budget": 4, "points": [1, 2], "seats": [{"seat": 0}]},
    {"deal": True, "budget": 4, "points": [], "seats": []},
])
def test_a_split_that_is_not_one_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        DealSplit.from_json(data)


def test_parts_that_do_not_add_up_are_refused(play) -> None:
    game = _two_deal_game(play)
    data = _splits(game, [(1.0, 2.0)])[0].to_json()
    assert DealSplit.from_json(data).to_json() == data
    data["seats"][0]["luck"] += 1
    with pytest.raises(ValueError, match="add up"):
        DealSplit.from_json(data)


def test_a_saved_game_opened_again_finds_its_deals_splits(locations: Locations, play,
                                                          tmp_path) -> None:
    # the save format is unchanged: the splits are kept under the game's id, which every save
    # of the game carries, so a game resumed from a save still has its earlier deals' splits
    from bezique_qt.engine import GameRecord
    from bezique_qt.persistence import open_game, save_game

    game = _two_deal_game(play)
    for count in range(len(game.actions)):
        partial = play("one_pack_32", game.seed, max_actions=count)
        if partial.deal_results and partial.deal_index == 1:
            break
    assert partial.deal_results and not partial.over  # a game in its second deal
    stats, _ = open_statistics()
    info = GameInfo(game_id="saved game")
    split = _splits(partial, [(7.0, 3.0)])[0]
    keep_deal_split(stats, info.game_id, 0, SIDES, split)
    path = save_game(tmp_path / "game", GameRecord.of(partial), info)
    saved = open_game(path)
    assert [s.to_json() for s in kept_deal_splits(stats, saved.info.game_id)] == [
        split.to_json()]
