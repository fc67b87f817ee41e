"""A move is kept as one line of the journal, synced before anyone is told, not by writing
the table's whole file again; a server started on the folder replays the journal (a last
line cut short by a kill is left out), writes every table's file anew and empties it."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from bezique_qt.net import protocol as p
from bezique_qt.net.client import TableClient, first_legal
from bezique_qt.net.journal import JOURNAL_NAME, parse_line
from bezique_qt.net.server import BeziqueServer
from bezique_qt.net.tables import Table, TableStore

from .conftest import quick_config, running


def test_moves_go_to_the_journal_and_a_restart_replays_them(tmp_path: Path) -> None:
    journal = tmp_path / JOURNAL_NAME

    async def play() -> tuple[str, str, dict[str, Any], str, str]:
        server = await _start(tmp_path)
        ann = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
        await ann.create("classic", [{"kind": p.PERSON}, {"kind": p.COMPUTER,
                                                          "level": "novice"}], name="Ann")
        created = (tmp_path / f"{ann.table}.json").read_text(encoding="utf-8")
        await ann.play(first_legal, max_actions=4)
        assert ann.update is not None and ann.token is not None
        file_then = (tmp_path / f"{ann.table}.json").read_text(encoding="utf-8")
        lines = journal.read_text(encoding="utf-8")
        await ann.close()
        # no stop(), which writes every table's file: as after a kill -9, the journal is all
        # there is of the moves
        assert server._server is not None and server.store is not None
        server._server.close()
        await server._server.wait_closed()
        for task in list(server.tasks):
            task.cancel()
        await asyncio.gather(*server.tasks, return_exceptions=True)
        server.store.journal.close()
        return ann.table, ann.token, ann.update, created + "|" + file_then, lines

    code, token, before, files, lines = asyncio.run(play())
    created, file_then = files.split("|")
    assert file_then == created  # the table's file was not written again at each move
    entries = [parse_line(line) for line in lines.splitlines()]
    assert all(e is not None and e.table == code for e in entries)
    assert [e.seq for e in entries if e is not None] == list(range(1, before["seq"] + 1))
    with journal.open("a", encoding="utf-8") as f:
        f.write('{"table":"' + code + '","seq":')  # a line cut short by the kill

    async def resume() -> dict[str, Any]:
        async with running(quick_config(data=tmp_path)) as server:
            assert journal.stat().st_size == 0  # each file written anew, the journal emptied
            ann = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
            await ann.join(code, token=token)
            assert ann.update is not None
            await ann.close()
            return ann.update

    after = asyncio.run(resume())
    assert after["seq"] == before["seq"]
    assert {k: v for k, v in after["observation"].items()
            if k not in ("tricks", "history")} == before["observation"]
    saved = Table.from_json(json.loads((tmp_path / f"{code}.json").read_text("utf-8")))
    assert saved.seq == before["seq"]


def test_a_journal_line_that_does_not_fit_stops_that_table_only(tmp_path: Path) -> None:
    store = TableStore(tmp_path)
    tables = [Table.create("classic", {}, [p.SeatSpec(p.PERSON),
                                           p.SeatSpec(p.COMPUTER, "novice")], name)[0]
              for name in ("Ann", "Bob")]
    for table in tables:
        store.save(table)
    moves = []
    for table in tables:
        for _ in range(3):
            state = table.state
            table.apply(table.check_action(state.to_act or 0,
                                           str(state.legal_actions()[0]), table.seq))
            moves.append((table.code, table.journal_line()))
    ann, bob = tables
    bad = json.dumps({"table": bob.code, "seq": 2, "action": "play AS9"}) + "\n"
    lines = [line for code, line in moves if code == ann.code] + [
        moves[3][1], bad, moves[5][1]]  # Bob's second move damaged: his third cannot follow
    store.write_group({}, [("", line) for line in lines])
    resumed = {t.code: t for t in TableStore(tmp_path).load_all()}
    assert resumed[ann.code].seq == 3 and resumed[ann.code].texts == ann.texts
    assert resumed[bob.code].seq == 1 and resumed[bob.code].texts == bob.texts[:1]


async def _start(folder: Path) -> BeziqueServer:
    server = BeziqueServer(quick_config(data=folder))
    await server.start()
    return server
