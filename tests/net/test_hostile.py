"""Hostile clients change nothing: garbage, a 10 MB message, moves out of turn or replayed,
another seat's token, floods, half-open connections. The server answers or drops them, logs
every refusal, and the other tables play on."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import socket
import time
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from bezique_qt.net import protocol as p
from bezique_qt.net.client import TableClient, first_legal, random_legal

from .conftest import quick_config, running

TWO_PEOPLE = [{"kind": p.PERSON}, {"kind": p.PERSON}]
PERSON_AND_COMPUTER = [{"kind": p.PERSON}, {"kind": p.COMPUTER, "level": "novice"}]


async def _error_for(client: TableClient, message: str | bytes | dict[str, Any]) -> str:
    """Send ``message`` and return the code of the error it gets."""
    if isinstance(message, dict):
        message = json.dumps(message)
    await client.send_raw(message)
    while (answer := await client.receive())["type"] != "error":
        pass  # an update queued before (a seat's status); a refusal changes nothing
    return str(answer["code"])


def test_malformed_messages_get_an_error_naming_the_fault(caplog: pytest.LogCaptureFixture
                                                          ) -> None:
    async def main() -> list[str]:
        async with running(quick_config()) as server:
            client = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
            codes = [await _error_for(client, text) for text in (
                "garbage", "[1, 2]", b"\x00\xff binary", json.dumps({"type": "join"}),
                {"v": 2, "type": "join", "table": "A" * 16, "name": "x"},
                {"v": 1, "type": "shout", "text": "hi"},
                {"v": 1, "type": "join", "table": "A" * 16, "name": "x", "admin": True},
                {"v": 1, "type": "action", "action": 5, "seq": 0},
                {"v": 1, "type": "action", "action": "play QS1", "seq": 0},
                {"v": 1, "type": "join", "table": "A" * 16, "name": "x", "token": "y" * 20},
                {"v": 1, "type": "create", "variant": "classic", "seats": [], "name": "x"},
                {"v": 1, "type": "create", "variant": "poker", "seats": TWO_PEOPLE,
                 "name": "x"},
                {"v": 1, "type": "join", "table": "A" * 16, "name": "\x07bell"},
                "[" * 5000 + "]" * 5000,
            )]
            assert server.refusals == len(codes)
            # and the connection still works
            await client.create("classic", TWO_PEOPLE)
            await client.close()
            return codes

    with caplog.at_level(logging.INFO, logger="bezique_qt.net.server"):
        codes = asyncio.run(main())
    assert codes == [p.BAD_JSON, p.BAD_MESSAGE, p.BAD_MESSAGE, p.BAD_VERSION, p.BAD_VERSION,
                     p.BAD_MESSAGE, p.BAD_MESSAGE, p.BAD_MESSAGE, p.NOT_JOINED, p.BAD_MESSAGE,
                     p.BAD_MESSAGE, p.BAD_MESSAGE, p.BAD_MESSAGE, p.BAD_JSON]
    assert sum("refused" in r.getMessage() for r in caplog.records) == len(codes)


def test_wrong_turn_replay_illegal_and_foreign_tokens_change_nothing() -> None:
    async def main() -> None:
        async with running(quick_config()) as server:
            url = f"ws://127.0.0.1:{server.port}"
            a = await TableClient.connect(url)
            await a.create("classic", TWO_PEOPLE, name="Ann")
            b = await TableClient.connect(url)
            await b.join(a.table, name="Bob")
            other = await TableClient.connect(url)
            await other.create("classic", TWO_PEOPLE, name="Other")
            table = server.tables[a.table]
            await asyncio.sleep(0)
            u = a.update
            assert u is not None
            mover, idle = (a, b) if u["to_act"] == a.seat else (b, a)
            seq = table.seq
            before = list(table.state.actions)
            legal = mover.update["observation"]["legal"]  # type: ignore[index]
            # out of turn: the seat not to act sends the mover's legal move
            assert await _error_for(idle, {"v": 1, "type": "action", "action": legal[0],
                                           "seq": seq}) == p.NOT_YOUR_TURN
            assert await _error_for(mover, {"v": 1, "type": "action", "action": "play ZZ9",
                                            "seq": seq}) == p.ILLEGAL
            # a card the mover does not hold
            hand = set(mover.update["observation"]["hand"])  # type: ignore[index]
            foreign = next(c for c in ("AS1", "AS2", "TS1", "TS2", "KS1", "KS2")
                           if c not in hand)
            assert await _error_for(mover, {"v": 1, "type": "action",
                                            "action": f"play {foreign}", "seq": seq}) == p.ILLEGAL
            await mover.send("action", action=legal[0], seq=seq)
            await mover.expect("update")
            # the same message again: a replay, refused as stale
            assert await _error_for(mover, {"v": 1, "type": "action", "action": legal[0],
                                            "seq": seq}) in (p.STALE, p.NOT_YOUR_TURN)
            assert table.state.actions == [*before, table.state.actions[-1]]
            # another table's seat token, and a made-up one, are no seat at this table
            intruder = await TableClient.connect(url)
            assert other.token is not None
            assert await _error_for(intruder, {"v": 1, "type": "join", "table": a.table,
                                               "token": other.token}) == p.BAD_TOKEN
            assert await _error_for(intruder, {"v": 1, "type": "join", "table": a.table,
                                               "token": "x" * 32}) == p.BAD_TOKEN
            # the table is full: a third name gets no seat
            assert await _error_for(intruder, {"v": 1, "type": "join", "table": a.table,
                                               "name": "Eve"}) == p.TABLE_FULL
            # chat during a deal is refused
            assert await _error_for(a, {"v": 1, "type": "phrase", "phrase": "hello"}) == \
                p.NOT_BETWEEN_DEALS
            for c in (a, b, other, intruder):
                await c.close()

    asyncio.run(main())


def test_wrong_codes_are_refused_and_repeated_guesses_slowed() -> None:
    async def main() -> list[float]:
        async with running(quick_config(guess_delay=0.05)) as server:
            client = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
            # not even the form of a code: refused at once, no guess
            assert await _error_for(client, {"v": 1, "type": "join", "table": "0" * 16,
                                             "name": "x"}) == p.NO_TABLE
            times = []
            for n in range(6):
                started = time.monotonic()
                code = await _error_for(client, {"v": 1, "type": "join",
                                                 "table": "ABCDEFGHIJKLMNO" + "ABCDEF"[n],
                                                 "name": "x"})
                assert code == p.NO_TABLE
                times.append(time.monotonic() - started)
            await client.close()
            return times

    times = asyncio.run(main())
    assert max(times[:3]) < 0.1  # the first few wrong guesses are answered at once
    assert times[3] >= 0.05 and times[4] >= 0.1 and times[5] >= 0.2  # then ever more slowly


def test_a_10_mb_message_closes_that_connection_and_the_table_plays_on() -> None:
    async def main() -> None:
        async with running(quick_config()) as server:
            url = f"ws://127.0.0.1:{server.port}"
            good = await TableClient.connect(url)
            await good.create("classic", PERSON_AND_COMPUTER, name="Good")
            bad = await TableClient.connect(url)
            with pytest.raises(ConnectionClosed) as closed:
                await bad.send_raw("x" * (10 * 1024 * 1024))
                await bad.receive()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
            await good.play(first_legal, max_actions=10)
            assert good.actions == 10
            await good.close()

    asyncio.run(main())


def test_a_flood_is_answered_once_then_dropped_and_other_tables_play_on() -> None:
    async def main() -> None:
        async with running(quick_config(rate=500.0, burst=50.0, close_timeout=0.5)) as server:
            url = f"ws://127.0.0.1:{server.port}"
            good = await TableClient.connect(url)
            await good.create("classic", PERSON_AND_COMPUTER, name="Good")
            flooder = await TableClient.connect(url)
            await flooder.create("classic", TWO_PEOPLE, name="Flood")
            playing = asyncio.ensure_future(good.play(random_legal, rng=random.Random(1),
                                                      max_actions=20))
            message = json.dumps({"v": 1, "type": "phrase", "phrase": "hello"})
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(3000):
                    await flooder.send_raw(message)
                while True:
                    await flooder.receive()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
            codes = [e["code"] for e in flooder.errors]
            # told, then ignored, then closed (told again only after a calm spell, which a
            # busy machine can make: Connection.allow's own test holds the exact rule)
            assert codes.count(p.RATE_LIMITED) >= 1
            assert len(codes) < 3000  # not every message answered: the rest ignored
            await asyncio.wait_for(playing, 60)
            assert good.actions == 20
            await good.close()

    asyncio.run(main())


def test_half_open_and_silent_connections_are_closed() -> None:
    async def main() -> None:
        async with running(quick_config(hello_timeout=0.5, ping_interval=0.2,
                                        ping_timeout=0.3)) as server:
            port = server.port
            loop = asyncio.get_running_loop()
            # half a handshake, then nothing
            half = socket.create_connection(("127.0.0.1", port))
            half.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
            half.setblocking(False)
            # a WebSocket that never joins a table
            silent = await TableClient.connect(f"ws://127.0.0.1:{port}")
            good = await TableClient.connect(f"ws://127.0.0.1:{port}")
            await good.create("classic", PERSON_AND_COMPUTER, name="Good")
            started = time.monotonic()
            rest = await asyncio.wait_for(loop.sock_recv(half, 100), 5)
            assert rest == b"" or rest.startswith(b"HTTP/1.1 4")
            with pytest.raises(ConnectionClosed):
                await silent.receive()
            assert time.monotonic() - started < 5
            half.close()
            await good.play(first_legal, max_actions=5)
            assert good.actions == 5
            await good.close()

    asyncio.run(main())


def test_a_dropped_player_is_replaced_and_comes_back_with_the_token() -> None:
    async def main() -> None:
        async with running(quick_config(replace_after=0.1)) as server:
            url = f"ws://127.0.0.1:{server.port}"
            a = await TableClient.connect(url)
            await a.create("classic", TWO_PEOPLE, name="Ann")
            b = await TableClient.connect(url)
            await b.join(a.table, name="Bob")
            token, table = b.token, server.tables[a.table]
            await b.close()
            # Ann plays on: the computer takes Bob's turns once he has been gone a while
            await a.play(first_legal, max_actions=6)
            assert a.actions == 6
            assert len(table.state.actions) - 6 >= 2  # Bob's moves, made for him
            assert table.seats[1].stand_in
            back = await TableClient.connect(url)
            assert token is not None
            await back.join(a.table, token=token)
            assert back.seat == 1 and not table.seats[1].stand_in
            assert back.update is not None
            assert back.update["seats"][1]["connected"]
            for c in (a, back):
                await c.close()

    asyncio.run(main())


def test_a_player_who_holds_the_turn_has_the_move_played() -> None:
    async def main() -> None:
        async with running(quick_config(turn_limit=0.2)) as server:
            url = f"ws://127.0.0.1:{server.port}"
            a = await TableClient.connect(url)
            await a.create("classic", TWO_PEOPLE, name="Ann")
            b = await TableClient.connect(url)
            await b.join(a.table, name="Bob")
            table = server.tables[a.table]
            seq = table.seq
            while table.seq == seq:  # nobody moves: the turn limit plays for the mover
                await a.receive()
            assert len(table.state.actions) == 1
            for c in (a, b):
                await c.close()

    asyncio.run(main())


def test_a_flood_is_told_once_until_the_connection_is_calm_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from bezique_qt.net import server as server_module

    clock = [100.0]
    monkeypatch.setattr(server_module.time, "monotonic", lambda: clock[0])
    conn = server_module.Connection(ws=None, peer="test", rate=10.0,  # type: ignore[arg-type]
                                    burst=5.0, stamp=clock[0])
    assert all(conn.allow() for _ in range(5))  # the burst
    refused = [conn.allow() for _ in range(20)]  # at once: a flood
    assert not any(refused)
    assert conn.flooded == 20  # the server tells the first of them (flooded == 1) only
    clock[0] += 0.05  # half a message's worth of time: still flooding
    assert not conn.allow() and conn.flooded == 21
    clock[0] += 1.0  # calm again: the bucket full
    assert conn.allow() and conn.flooded == 0
    assert all(conn.allow() for _ in range(4))
    assert not conn.allow() and conn.flooded == 1  # a later flood is told again
