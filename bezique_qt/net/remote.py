"""A player's side of a network table, without Qt: the invitation and the seat's view.

An **invitation** is what the host gives the friends who join: the server's address and port,
the table code and, with TLS, the certificate's SHA-256 fingerprint. It is written as a link
to paste, ``bezique://host:port/CODE?fp=AB:CD:…`` (with ``fp`` the connection is ``wss://``
and checks the fingerprint; without it, ``ws://``).

A **remote view** (:class:`RemoteView`) turns each ``update`` the server sends into an
engine :class:`~bezique_qt.engine.observation.Observation` for the table to draw. It holds
only what the server sent: the seat's hand, what lies on the tables, the tricks, the scores.
``unseen`` is worked out from the pack and what the seat has seen, as the protocol says.
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlsplit

from bezique_qt.engine.actions import PLAY, Action
from bezique_qt.engine.cards import full_deck, kind_of, parse_card
from bezique_qt.engine.events import TRICK_WON, Event
from bezique_qt.engine.melds import Meld
from bezique_qt.engine.observation import Observation
from bezique_qt.engine.state import Step
from bezique_qt.engine.variants import Variant, variant_from

from . import protocol as p

SCHEME = "bezique"
DEFAULT_PORT = 8765


class InvitationError(ValueError):
    """An invitation that cannot be read; ``code`` names the fault (worded by
    :func:`bezique_qt.words.net.invitation_words`)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class Invitation:
    """Where a table is and how to check it is the host's."""

    host: str
    port: int
    code: str  # normalised (no dashes, upper case)
    fingerprint: str | None = None  # hex with colons: the connection uses TLS

    @property
    def tls(self) -> bool:
        return self.fingerprint is not None

    def _netloc(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def url(self) -> str:
        """The WebSocket address to connect to."""
        return f"{'wss' if self.tls else 'ws'}://{self._netloc()}"

    def link(self) -> str:
        """The link to paste: ``bezique://host:port/CODE`` (``?fp=…`` with TLS)."""
        tail = f"?fp={self.fingerprint}" if self.fingerprint else ""
        return f"{SCHEME}://{self._netloc()}/{p.pretty_code(self.code)}{tail}"


def _fingerprint(text: str) -> str:
    digits = "".join(ch for ch in text.upper() if ch in "0123456789ABCDEF")
    if len(digits) != 64 or any(ch not in "0123456789ABCDEF:- " for ch in text.upper()):
        raise InvitationError("bad_fingerprint")
    return ":".join(digits[i:i + 2] for i in range(0, 64, 2))


def _host(text: str) -> str:
    host = text.strip().strip("[]")
    if not host or len(host) > 253:
        raise InvitationError("bad_address")
    try:
        ipaddress.ip_address(host)
        return host
    except ValueError:
        pass
    if any(not (ch.isalnum() or ch in "-.") for ch in host):
        raise InvitationError("bad_address")
    return host


def make_invitation(host: str, port: int | str, code: str,
                    fingerprint: str | None = None) -> Invitation:
    """An invitation from its parts as typed; raises :class:`InvitationError`."""
    try:
        number = int(str(port).strip())
    except ValueError:
        raise InvitationError("bad_port") from None
    if not 0 < number < 65536:
        raise InvitationError("bad_port")
    table = p.normalise_code(code)
    if not p.is_code(table):
        raise InvitationError("bad_code")
    fp = _fingerprint(fingerprint) if fingerprint and fingerprint.strip() else None
    return Invitation(_host(host), number, table, fp)


def parse_invitation(text: str) -> Invitation:
    """An invitation read from a pasted ``bezique://`` link; raises :class:`InvitationError`."""
    text = text.strip()
    if len(text) > 400:
        raise InvitationError("bad_link")
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise InvitationError("bad_link") from None
    if parts.scheme.lower() != SCHEME or not parts.hostname:
        raise InvitationError("bad_link")
    fp = parse_qs(parts.query).get("fp", [None])[0]
    return make_invitation(parts.hostname, port or DEFAULT_PORT, parts.path.strip("/"), fp)


def local_addresses() -> list[str]:
    """This machine's addresses on its networks, as friends would type them (no loopback).

    The address of the default route is found by "connecting" a UDP socket, which sends
    nothing."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
            found.append(s.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found:
                found.append(address)
    except OSError:
        pass
    return [a for a in found if not ipaddress.ip_address(a).is_loopback]


# ---------------------------------------------------------------------------- the seat's view
def _cards(texts: list[str], packs: int) -> tuple[int, ...]:
    return tuple(parse_card(t, packs) for t in texts)


def event_from_json(data: dict[str, Any], packs: int) -> Event:
    """An event as the server sent it (``Event.to_json`` of the seat's view of it)."""
    return Event(
        kind=str(data["kind"]), player=data.get("player"),
        card=None if data.get("card") is None else parse_card(data["card"], packs),
        cards=_cards(data.get("cards", []), packs),
        meld=None if data.get("meld") is None else Meld.parse(data["meld"], packs),
        points=int(data.get("points", 0)), text=str(data.get("text", "")),
        code=str(data.get("code", "")), count=int(data.get("count", 0)))


def play_for(card: int, obs: Observation) -> Action | None:
    """The legal play of ``card`` or of another copy of it: the engine lists one play per
    kind of card (copies merged), and the player may click any copy they hold."""
    plays = [a for a in obs.legal if a.kind == PLAY and a.card is not None]
    return (next((a for a in plays if a.card == card), None)
            or next((a for a in plays if a.card is not None
                     and kind_of(a.card) == kind_of(card)), None))


def playable_cards(obs: Observation) -> list[int]:
    """Every card of the seat's hand and table that a legal play names, every copy."""
    kinds = {kind_of(a.card) for a in obs.legal if a.kind == PLAY and a.card is not None}
    return [c for c in obs.hand + obs.tables[obs.player] if kind_of(c) in kinds]


class RemoteView:
    """The observations of one seat, rebuilt from the updates the server sends it."""

    def __init__(self, variant_id: str, switches: dict[str, Any] | None, seat: int) -> None:
        self.variant: Variant = variant_from(variant_id, switches or None)
        self.seat = seat
        self._tricks: list[tuple[int, tuple[int, ...], int]] = []
        self._deal = 0

    def events(self, update: dict[str, Any]) -> list[Event]:
        """The events of ``update``, as the seat may see them."""
        return [event_from_json(e, self.variant.packs) for e in update.get("events", ())]

    def observation(self, update: dict[str, Any]) -> Observation:
        """The seat's observation in ``update`` (an ``update`` message)."""
        o = update["observation"]
        v = self.variant
        packs = v.packs
        if o["deal"] != self._deal:
            self._deal, self._tricks = o["deal"], []
        if "tricks" in o:
            self._tricks = [(leader, _cards(cards, packs), winner)
                            for leader, cards, winner in o["tricks"]]
        else:
            for event in update.get("events", ()):
                if event.get("kind") == TRICK_WON:
                    self._tricks.append((-1, _cards(event.get("cards", []), packs),
                                         event["player"]))
        n = v.players
        hand = _cards(o["hand"], packs)
        tables = tuple(_cards(t, packs) for t in o["tables"])
        trick = _cards(o["trick"], packs)
        turnup = None if o["turnup"] is None else parse_card(o["turnup"], packs)
        known = tuple(_cards(k, packs) for k in o["known"])
        others = [q for q in range(n) if q != self.seat]
        located = set(hand) | {c for t in tables for c in t} | set(trick)
        located |= {c for _l, cards, _w in self._tricks for c in cards}
        located |= {c for q in others for c in known[q]}
        if turnup is not None:
            located.add(turnup)
        unseen = tuple(c for c in full_deck(packs) if c not in located)
        concealed = tuple(o["concealed"])
        return Observation(
            variant=v, player=o["seat"], deal_index=o["deal"] - 1, dealer=o["dealer"],
            phase=o["phase"], step=Step(o["step"]), to_act=o["to_act"], leader=o["leader"],
            trump=None if o["trump"] is None else "SHDC".index(o["trump"]), turnup=turnup,
            stock_face_down=o["stock"], hand=hand, tables=tables,
            scored=tuple(tuple(Meld.parse(m, packs) for m in s) for s in o["scored"]),
            pending=tuple(tuple(Meld.parse(m, packs) for m in s) for s in o["pending"]),
            trick=trick, tricks=tuple(self._tricks), trick_no=o["trick_no"],
            opponent_concealed=sum(concealed[q] for q in others),
            opponent_known=tuple(sorted(c for q in others for c in known[q])), unseen=unseen,
            deal_points=tuple(o["deal_points"]), game_points=tuple(o["game_points"]),
            brisques=tuple(o["brisques"]), history=(), dix_exchanged=False,
            sevens_scored=(), act_announced=(), act_laid=(), act_scored=0,
            act_exchanged=None, act_last_stock=False,
            carte_blanche=tuple(o["carte_blanche"]),
            legal=tuple(Action.parse(a, packs) for a in o["legal"]),
            concealed_counts=concealed if n != 2 else (),
            known=known if n != 2 else (), commitment=o.get("commitment", ""))
