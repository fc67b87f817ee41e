"""Finding tables on the local network without typing an address (multicast DNS, DNS-SD).

A server started with ``announce`` (``bezique-qt serve --announce``) announces each **open**
table (the game not over, a person's seat still free) as one service of type
:data:`SERVICE_TYPE` on the local network, and withdraws it as soon as the table fills up, its
game ends or it is put away. A :class:`TableBrowser` lists the tables announced around it.

What a table's announcement says (its TXT record), and why:

- ``pv``: the protocol version, so that a program that cannot speak it leaves the table out;
- ``variant``, ``seats``, ``free``: what is played and how many seats are still free, so a
  player picks the right table;
- ``host``: the name of the person who made the table, the one thing people recognise;
- ``tls``: ``1`` when the server encrypts (``wss://``), with ``fp``, the SHA-256 fingerprint
  of its certificate: the joiner still checks it, and a host who reads theirs aloud protects
  against an impostor on the same network;
- ``code``: the table code, **only for a table that is not private**. Anyone on the local
  network may then sit down, as at a table in a club room. A private table (``"private":
  true`` in ``create``) is announced without its code: people on the network see that it is
  there and where, and the host gives its code to those invited.

Nothing else is announced: never a seat's token, never a card. The service's name is the
host's name and a random tag, not derived from the code.

Announcing runs on the server's event loop (``zeroconf``'s asyncio interface); the browser runs
in ``zeroconf``'s own thread and calls ``on_change`` from it: a window hands that call to its
own thread (a queued signal) or reads :meth:`TableBrowser.tables` when it likes, which is safe
from any thread. No Qt.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from zeroconf import (
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncZeroconf

from . import protocol as p

SERVICE_TYPE = "_bezique._tcp.local."
"""The DNS-SD service type of a Bezique table."""
RESOLVE_MS = 3000
"""How long the browser waits for a table's details once its name is heard (milliseconds)."""

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TableAd:
    """What is announced of one open table."""

    code: str
    variant: str
    seats: int
    free: int
    host: str
    private: bool

    def properties(self, fingerprint: str | None) -> dict[str, str]:
        """The TXT record (see the module's description)."""
        props = {"pv": str(p.VERSION), "variant": self.variant, "seats": str(self.seats),
                 "free": str(self.free), "host": self.host[:p.MAX_NAME],
                 "tls": "1" if fingerprint else "0"}
        if fingerprint:
            props["fp"] = fingerprint
        if self.private:
            props["private"] = "1"
        else:
            props["code"] = self.code
        return props


def ad_of(table: Any) -> TableAd | None:
    """What to announce of a :class:`~.tables.Table`: None when it is not open (its game is
    over, or every seat is taken)."""
    if table.state.over:
        return None
    free = sum(1 for s in table.seats if not s.taken)
    if free == 0:
        return None
    return TableAd(table.code, table.state.variant.id, len(table.seats), free,
                   table.seats[0].name, bool(getattr(table, "private", False)))


def local_addresses(host: str) -> list[str]:
    """The IPv4 addresses to announce for a server listening on ``host``: that address, or for
    a wildcard (``0.0.0.0``, ``""``) the address this machine reaches the local network from
    (no packet is sent to find it)."""
    if host not in ("", "0.0.0.0", "::"):
        with contextlib.suppress(OSError):
            return [socket.gethostbyname(host)]
        return []
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("224.0.0.251", 5353))  # chooses the route; sends nothing
        found.append(s.getsockname()[0])
    return [a for a in found if a != "0.0.0.0"] or ["127.0.0.1"]


def interface_choice(interfaces: Sequence[str] | None) -> list[str] | InterfaceChoice:
    """The interfaces to announce or listen on, as ``zeroconf`` takes them: those named, or
    every interface of the machine (None)."""
    return list(interfaces) if interfaces else InterfaceChoice.All


def _instance_name(host: str) -> str:
    """The service's name: the host's name and a random tag (a DNS label is ≤ 63 bytes)."""
    clean = "".join(ch for ch in host if ch.isprintable() and ch not in ".\\")[:24].strip()
    return f"{clean or 'Bezique'} {secrets.token_hex(3)}.{SERVICE_TYPE}"


class Announcer:
    """Announces the open tables of one server; :meth:`show` after every change of a table,
    :meth:`close` at the end. Runs on the server's event loop."""

    def __init__(self, port: int, addresses: Sequence[str], *,
                 fingerprint: str | None = None,
                 interfaces: Sequence[str] | None = None) -> None:
        self.port = port
        self.addresses = list(addresses)
        self.fingerprint = fingerprint
        self._zc = AsyncZeroconf(interfaces=interface_choice(interfaces),
                                 ip_version=IPVersion.V4Only)
        self._shown: dict[str, ServiceInfo] = {}
        self._wanted: dict[str, TableAd | None] = {}
        self._workers: dict[str, asyncio.Task[None]] = {}

    def show(self, code: str, ad: TableAd | None) -> None:
        """Announce the table ``code`` as ``ad`` says, or withdraw it (``None``). Returns at
        once; the network is told in the background, the latest wish winning."""
        self._wanted[code] = ad
        if code not in self._workers:
            task = asyncio.get_running_loop().create_task(self._work(code))
            self._workers[code] = task

    async def _work(self, code: str) -> None:
        try:
            while True:
                ad = self._wanted[code]
                shown = self._shown.get(code)
                try:
                    if ad is None and shown is not None:
                        del self._shown[code]
                        await (await self._zc.async_unregister_service(shown))
                        _log.info("table %s no longer announced", code)
                    elif ad is not None:
                        props = ad.properties(self.fingerprint)
                        if shown is None:
                            info = ServiceInfo(SERVICE_TYPE, _instance_name(ad.host),
                                               port=self.port, properties=props,
                                               parsed_addresses=self.addresses)
                            self._shown[code] = info
                            await (await self._zc.async_register_service(
                                info, allow_name_change=True))
                            _log.info("table %s announced as %r", code, info.name)
                        elif shown.decoded_properties != props:
                            info = ServiceInfo(SERVICE_TYPE, shown.name, port=self.port,
                                               properties=props,
                                               parsed_addresses=self.addresses)
                            self._shown[code] = info
                            await (await self._zc.async_update_service(info))
                except Exception:  # the network refused: the table plays on regardless
                    _log.exception("table %s could not be announced", code)
                if self._wanted[code] is ad:
                    break
        finally:
            del self._workers[code]
            if self._wanted.get(code) is None:
                self._wanted.pop(code, None)

    async def close(self) -> None:
        """Withdraw every announcement and stop."""
        for task in list(self._workers.values()):
            task.cancel()
        await asyncio.gather(*self._workers.values(), return_exceptions=True)
        with contextlib.suppress(Exception):
            await self._zc.async_unregister_all_services()
        await self._zc.async_close()


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the local network."""

    name: str  # the service's name, which tells announcements apart
    address: str
    port: int
    variant: str
    seats: int
    free: int
    host: str
    fingerprint: str | None  # the certificate's, when the server encrypts
    code: str | None  # None for a private table: ask the host for it

    @property
    def url(self) -> str:
        scheme = "wss" if self.fingerprint else "ws"
        return f"{scheme}://{self.address}:{self.port}"

    @property
    def private(self) -> bool:
        return self.code is None


def found_of(info: ServiceInfo) -> FoundTable | None:
    """A table from a resolved announcement; None when it is not one this program can join (a
    newer protocol, a field missing or malformed: announcements come from anyone on the
    network and are read as carefully as messages)."""
    props = {k: v for k, v in info.decoded_properties.items() if v is not None}
    addresses = info.parsed_addresses(IPVersion.V4Only)
    try:
        seats, free = int(props["seats"]), int(props["free"])
        version = int(props["pv"])
    except (KeyError, ValueError):
        return None
    code = props.get("code")
    if code is not None:
        code = p.normalise_code(code[:40])
        if not p.is_code(code):
            return None
    fingerprint = props.get("fp") if props.get("tls") == "1" else None
    if (version != p.VERSION or not addresses or not info.port or not 2 <= seats <= 4
            or not 0 < free <= seats or (props.get("tls") == "1" and not fingerprint)):
        return None
    return FoundTable(info.name, addresses[0], int(info.port), props.get("variant", "")[:40],
                      seats, free, props.get("host", "")[:p.MAX_NAME],
                      fingerprint[:200] if fingerprint else None, code)


class TableBrowser:
    """Lists the tables announced on the local network, as long as it runs.

    ``on_change`` is called with the list of tables each time it changes, from the browser's
    own thread; :meth:`tables` gives the same list from any thread."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None] | None = None, *,
                 interfaces: Sequence[str] | None = None) -> None:
        self.on_change = on_change
        self._interfaces = list(interfaces) if interfaces else None
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Condition()
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None

    def start(self) -> None:
        self._zc = Zeroconf(interfaces=interface_choice(self._interfaces),
                            ip_version=IPVersion.V4Only)
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])

    def stop(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
        if self._zc is not None:
            self._zc.close()
        self._browser = self._zc = None

    def __enter__(self) -> TableBrowser:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def tables(self) -> list[FoundTable]:
        """The tables heard of, sorted by host and name."""
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.host, t.name))

    def wait_for(self, ready: Callable[[list[FoundTable]], bool], timeout: float) -> bool:
        """Block until ``ready(tables)`` holds (True) or ``timeout`` seconds pass (False)."""
        with self._lock:
            return self._lock.wait_for(lambda: ready(
                sorted(self._found.values(), key=lambda t: (t.host, t.name))), timeout)

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        found: FoundTable | None = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
            found = found_of(info) if info is not None else None
        with self._lock:
            if found is None:
                if self._found.pop(name, None) is None:
                    return
            else:
                self._found[name] = found
            self._lock.notify_all()
        callback = self.on_change  # (read once: a list closing may clear it meanwhile)
        if callback is not None:
            callback(self.tables())


__all__ = ["SERVICE_TYPE", "Announcer", "FoundTable", "TableAd", "TableBrowser", "ad_of",
           "found_of", "interface_choice", "local_addresses"]
