"""A table whose game is over leaves the server's memory, and its file is kept in the
``finished`` folder (not resumed, not deleted): a long-running server does not grow."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from bezique_qt.net import protocol as p
from bezique_qt.net.client import TableClient, random_legal
from bezique_qt.net.tables import Table, TableStore

from .conftest import quick_config, running

SEATS = [{"kind": p.PERSON}, {"kind": p.COMPUTER, "level": "novice"}]


async def _until(check: object, seconds: float = 10.0) -> bool:
    for _ in range(int(seconds / 0.01)):
        if check():  # type: ignore[operator]
            return True
        await asyncio.sleep(0.01)
    return False


def test_a_finished_table_is_put_away_once_everyone_left(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(quick_config(data=tmp_path)) as server:  # keeps it 10 minutes
            ann = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
            await ann.create("rubicon", SEATS, name="Ann")  # one deal is the whole game
            other = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
            await other.create("rubicon", SEATS, name="Bob")  # goes on
            await ann.play(random_legal, rng=random.Random(5))
            assert ann.update is not None and ann.update["game_over"]
            assert ann.table in server.tables  # Ann may still look at the result
            await ann.close()
            assert await _until(lambda: ann.table not in server.locks)  # put away's last step
            assert set(server.tables) == {other.table}
            assert not any(code == ann.table for code, _seat in server.seated)
            assert not any(code == ann.table for code, _seat in server.bots)
            await other.close()
        kept = tmp_path / "finished" / f"{ann.table}.json"
        assert Table.from_json(json.loads(kept.read_text(encoding="utf-8"))).state.over
        assert not (tmp_path / f"{ann.table}.json").exists()
        assert [t.code for t in TableStore(tmp_path).load_all()] == [other.table]

    asyncio.run(main())


def test_a_finished_table_is_put_away_after_a_while_even_if_someone_stays(
        tmp_path: Path) -> None:
    async def main() -> None:
        async with running(quick_config(data=tmp_path, keep_finished=0.2)) as server:
            cat = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
            await cat.create("rubicon", SEATS, name="Cat")
            await cat.play(random_legal, rng=random.Random(6))
            assert await _until(lambda: cat.table not in server.locks)
            try:  # the server closed Cat's connection: the game is over
                while True:
                    await cat.receive()
            except ConnectionClosed as e:
                assert e.rcvd is not None and e.rcvd.code == 1000
        assert (tmp_path / "finished" / f"{cat.table}.json").is_file()
        assert not (tmp_path / f"{cat.table}.json").exists()

    asyncio.run(main())


def test_a_finished_table_on_disk_is_put_away_after_a_restart(tmp_path: Path) -> None:
    table, _token = Table.create("rubicon", {}, [p.SeatSpec(p.PERSON),
                                                 p.SeatSpec(p.COMPUTER, "novice")], "Dan")
    while not table.state.over:
        state = table.state
        table.apply(table.check_action(state.to_act or 0, str(state.legal_actions()[0]),
                                       table.seq))
    TableStore(tmp_path).save(table)

    async def main() -> None:
        async with running(quick_config(data=tmp_path, keep_finished=0.05)) as server:
            assert await _until(lambda: not server.locks)

    asyncio.run(main())
    assert (tmp_path / "finished" / f"{table.code}.json").is_file()


def test_tables_written_as_a_group_each_on_its_own(tmp_path: Path) -> None:
    store = TableStore(tmp_path)
    tables = [Table.create("rubicon", {}, [p.SeatSpec(p.PERSON), p.SeatSpec(p.PERSON)],
                           name)[0] for name in ("Ann", "Bob")]
    store.path(tables[1].code).mkdir()  # a folder where Bob's table's file belongs
    failed = store.write_many({t.code: store.encode(t) for t in tables})
    assert list(failed) == [tables[1].code]
    assert "there is a folder of that name" in str(failed[tables[1].code])
    assert [t.code for t in store.load_all()] == [tables[0].code]  # Ann's is written whole
    assert not [f for f in tmp_path.iterdir() if f.name.endswith(".tmp")]


def test_putting_away_never_writes_through_a_link(tmp_path: Path) -> None:
    """The finished table is written as every file is: a link where its file would go is not
    followed, and a ``finished`` folder that is a link is refused."""
    store = TableStore(tmp_path / "tables")
    store.folder.mkdir()
    table, _token = Table.create("classic", {}, [p.SeatSpec(p.PERSON, "medium"),
                                                 p.SeatSpec(p.COMPUTER, "medium")], "Ann")
    store.save(table)
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me", encoding="utf-8")
    store.finished.mkdir()
    (store.finished / f"{table.code}.json").symlink_to(outside)
    store.put_away(table)
    assert outside.read_text(encoding="utf-8") == "keep me"
    kept = store.finished / f"{table.code}.json"
    assert not kept.is_symlink() and json.loads(kept.read_text(encoding="utf-8"))
    assert not store.path(table.code).exists()

    other, _token = Table.create("classic", {}, [p.SeatSpec(p.PERSON, "medium"),
                                                 p.SeatSpec(p.COMPUTER, "medium")], "Bo")
    elsewhere = TableStore(tmp_path / "t2")
    elsewhere.folder.mkdir()
    elsewhere.save(other)
    (tmp_path / "away").mkdir()
    elsewhere.finished.symlink_to(tmp_path / "away")
    with pytest.raises(OSError):
        elsewhere.put_away(other)
    assert list((tmp_path / "away").iterdir()) == []
    assert elsewhere.path(other.code).exists()  # the table's file stays where it was
