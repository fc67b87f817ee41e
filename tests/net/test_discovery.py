"""Open tables are found on the local network (multicast DNS over the loopback interface),
and disappear once they fill up or end; a private table is found without its code."""

from __future__ import annotations

import asyncio
import socket
import struct
from collections.abc import Iterator

import pytest

from bezique_qt.net import protocol as p
from bezique_qt.net.client import TableClient
from bezique_qt.net.discovery import FoundTable, TableAd, TableBrowser, ad_of
from bezique_qt.net.tables import Table

from .conftest import quick_config, running

LOOPBACK = ("127.0.0.1",)
WAIT = 15.0  # seconds: announcing probes the name first (about a second)


def _multicast_on_loopback() -> bool:
    """Whether a multicast datagram sent on 127.0.0.1 comes back to a member there."""
    group = "224.0.0.251"
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as rx, \
                socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as tx:
            rx.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            rx.bind(("", 0))
            rx.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                          struct.pack("4s4s", socket.inet_aton(group),
                                      socket.inet_aton("127.0.0.1")))
            rx.settimeout(1.0)
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF,
                          socket.inet_aton("127.0.0.1"))
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            tx.sendto(b"probe", (group, rx.getsockname()[1]))
            return rx.recv(16) == b"probe"
    except OSError:
        return False


@pytest.fixture
def browser() -> Iterator[TableBrowser]:
    if not _multicast_on_loopback():
        pytest.skip("multicast does not reach the loopback interface here (probe sent on "
                    "127.0.0.1 to 224.0.0.251 never came back)")
    with TableBrowser(interfaces=LOOPBACK) as found:
        yield found


def _one(tables: list[FoundTable], code: str | None = None, *, host: str) -> bool:
    return any(t.host == host and (code is None or t.code == code) for t in tables)


async def _wait(browser: TableBrowser, ready: object) -> bool:
    return await asyncio.to_thread(browser.wait_for, ready, WAIT)  # type: ignore[arg-type]


def test_an_open_table_is_found_and_goes_once_full(browser: TableBrowser) -> None:
    async def main() -> None:
        config = quick_config(announce=True, announce_interfaces=LOOPBACK)
        async with running(config) as server:
            url = f"ws://127.0.0.1:{server.port}"
            ann = await TableClient.connect(url)
            await ann.create("three_handed", [{"kind": p.PERSON}] * 2
                             + [{"kind": p.COMPUTER, "level": "novice"}], name="Ann")
            assert await _wait(browser, lambda ts: _one(ts, ann.table, host="Ann"))
            (found,) = [t for t in browser.tables() if t.host == "Ann"]
            assert (found.variant, found.seats, found.free) == ("three_handed", 3, 1)
            assert found.url == url and found.fingerprint is None
            bob = await TableClient.connect(found.url)  # joins with what was announced
            assert found.code is not None
            await bob.join(found.code, name="Bob")
            assert bob.table == ann.table
            assert await _wait(browser, lambda ts: not _one(ts, host="Ann"))
            await bob.close()
            await ann.close()

    asyncio.run(main())


def test_a_private_table_is_found_without_its_code(browser: TableBrowser) -> None:
    async def main() -> None:
        config = quick_config(announce=True, announce_interfaces=LOOPBACK)
        async with running(config) as server:
            url = f"ws://127.0.0.1:{server.port}"
            cat = await TableClient.connect(url)
            await cat.send("create", variant="rubicon", name="Cat", private=True,
                           seats=[{"kind": p.PERSON}, {"kind": p.PERSON}])
            await cat.expect("welcome")
            assert await _wait(browser, lambda ts: _one(ts, host="Cat"))
            (found,) = [t for t in browser.tables() if t.host == "Cat"]
            assert found.private and found.code is None and found.free == 1
            assert cat.table not in repr(browser.tables())
            dan = await TableClient.connect(found.url)
            await dan.join(p.pretty_code(cat.table), name="Dan")  # the code Cat gave
            assert await _wait(browser, lambda ts: not _one(ts, host="Cat"))
            await dan.close()
            await cat.close()

    asyncio.run(main())


def test_a_table_whose_game_is_over_is_not_announced() -> None:
    table, _token = Table.create("rubicon", {}, [p.SeatSpec(p.PERSON), p.SeatSpec(p.PERSON)],
                                 "Eve")
    assert ad_of(table) == TableAd(table.code, "rubicon", 2, 1, "Eve", False)
    while not table.state.over:  # one deal is the whole game
        state = table.state
        table.apply(table.check_action(state.to_act or 0, str(state.legal_actions()[0]),
                                       table.seq))
    assert ad_of(table) is None
    assert "code" not in TableAd("X" * 16, "classic", 2, 1, "Eve", True).properties(None)


def test_every_interface_is_a_choice_zeroconf_takes() -> None:
    """Announcing or browsing on every interface (``serve --announce``, the Join dialog): the
    choice is one ``zeroconf`` accepts (a plain word made it refuse to start)."""
    from zeroconf import InterfaceChoice, IPVersion
    from zeroconf._utils.net import normalize_interface_choice

    from bezique_qt.net.discovery import interface_choice

    assert interface_choice(None) is InterfaceChoice.All
    assert normalize_interface_choice(interface_choice(None), IPVersion.V4Only)
    assert interface_choice(LOOPBACK) == ["127.0.0.1"]
