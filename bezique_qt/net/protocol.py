"""The network table's messages: JSON objects over WebSocket, version 1 (``docs/network.md``).

Every message is one JSON object in one text frame, with the protocol's version and its type::

    {"v": 1, "type": "action", "action": "play QS1", "seq": 12}

What a client may send is checked strictly by :func:`parse_client`: an unknown type or field, a
value of the wrong type or out of range, a message too large, a version this server does not
speak, each is refused with a :class:`ProtocolError` whose code and sentence name the fault.
Nothing a client sends is ever evaluated beyond this.

What the server sends a seat (:func:`seat_view`) is built from the engine's observation of that
seat (:func:`bezique_qt.engine.observation.observe`): the seat's own hand, what lies on the
tables, the tricks, the turn-up, the cards every player has seen, the scores and the seat's own
legal actions, and never another seat's hand, a partner's hand, the stock or the deal's seed.
The seed (with its salt) is sent only once its deal is over; before that only its commitment
(:mod:`bezique_qt.engine.seals`).

Standard library only; no Qt.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from typing import Any

from bezique_qt.engine.actions import Action
from bezique_qt.engine.cards import MAX_PACKS, card_str
from bezique_qt.engine.events import Event, ScoreEntry
from bezique_qt.engine.melds import Meld
from bezique_qt.engine.observation import Observation
from bezique_qt.engine.seals import Seal
from bezique_qt.engine.variants import ALL_PRESETS
from bezique_qt.levels import LEVELS

VERSION = 1
"""The protocol version this program speaks."""
MAX_CLIENT_MESSAGE = 16 * 1024
"""The largest message a client may send, in bytes (the server's WebSocket ``max_size``)."""
MAX_SERVER_MESSAGE = 4 * 1024 * 1024
"""The largest message a client accepts from the server (a six-pack deal's tricks fit easily)."""
MAX_NAME = 40
"""The longest player name, in characters."""
MAX_ACTION = 200
"""The longest action text (``announce`` of the largest meld is far shorter)."""
CODE_LENGTH = 16
"""A table code is 16 letters and digits of base 32: 80 bits of randomness."""

PERSON = "person"
COMPUTER = "computer"
SEAT_KINDS = (PERSON, COMPUTER)

PHRASES = ("hello", "good_game", "well_played", "thanks", "again", "bye")
"""The set phrases players may send between deals (no free chat: during a deal it would
invite collusion, and between deals it is not needed to play)."""

# the faults a refusal names (the ``code`` of an ``error`` message)
BAD_JSON = "bad_json"
BAD_MESSAGE = "bad_message"
BAD_VERSION = "bad_version"
TOO_LARGE = "too_large"
NOT_JOINED = "not_joined"
ALREADY_JOINED = "already_joined"
NO_TABLE = "no_table"
TABLE_FULL = "table_full"
BAD_TOKEN = "bad_token"
TOO_MANY_TABLES = "too_many_tables"
NOT_YOUR_TURN = "not_your_turn"
STALE = "stale"
ILLEGAL = "illegal"
NOT_BETWEEN_DEALS = "not_between_deals"
RATE_LIMITED = "rate_limited"
GAME_OVER = "game_over"
ERROR_CODES = (BAD_JSON, BAD_MESSAGE, BAD_VERSION, TOO_LARGE, NOT_JOINED, ALREADY_JOINED,
               NO_TABLE, TABLE_FULL, BAD_TOKEN, TOO_MANY_TABLES, NOT_YOUR_TURN, STALE, ILLEGAL,
               NOT_BETWEEN_DEALS, RATE_LIMITED, GAME_OVER)

_CODE_CHARS = re.compile(rf"[A-Z2-7]{{{CODE_LENGTH}}}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")


class ProtocolError(ValueError):
    """A message refused: ``code`` (one of :data:`ERROR_CODES`) and a sentence naming the
    fault."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def normalise_code(text: str) -> str:
    """A table code as people type it (``abcd-efgh ijkl mnop``): upper case, no separators."""
    return "".join(ch for ch in text.upper() if ch not in "- ")


def pretty_code(code: str) -> str:
    """A table code in groups of four, as it is shown (``ABCD-EFGH-IJKL-MNOP``)."""
    return "-".join(code[i:i + 4] for i in range(0, len(code), 4))


def is_code(text: str) -> bool:
    """Whether ``text`` (normalised) has the form of a table code."""
    return bool(_CODE_CHARS.fullmatch(text))


@dataclass(frozen=True)
class SeatSpec:
    """One seat of a table being created: a person, or the computer at a level."""

    kind: str
    level: str = "medium"


@dataclass(frozen=True)
class ClientMessage:
    """A checked client message: its type and its fields."""

    type: str
    fields: dict[str, Any]


# each client message type: its fields, with their types and whether they are required
_STR, _INT, _LIST, _DICT = str, int, list, dict
_CLIENT_FIELDS: dict[str, dict[str, tuple[type, bool]]] = {
    "create": {"variant": (_STR, True), "switches": (_DICT, False), "seats": (_LIST, True),
               "name": (_STR, True), "private": (bool, False)},
    "join": {"table": (_STR, True), "name": (_STR, False), "token": (_STR, False)},
    "action": {"action": (_STR, True), "seq": (_INT, True)},
    "ready": {"seq": (_INT, True)},
    "phrase": {"phrase": (_STR, True)},
}
CLIENT_TYPES = tuple(_CLIENT_FIELDS)


def _fail(message: str, code: str = BAD_MESSAGE) -> ProtocolError:
    return ProtocolError(code, message)


def parse_client(raw: str | bytes) -> ClientMessage:
    """Check one message from a client; raises :class:`ProtocolError` naming the fault."""
    if isinstance(raw, bytes):
        raise _fail("messages are JSON text frames, not binary ones")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_CLIENT_MESSAGE:
        raise _fail(f"the message is larger than {MAX_CLIENT_MESSAGE} bytes", TOO_LARGE)
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise _fail("the message is not valid JSON", BAD_JSON) from None
    if not isinstance(data, dict):
        raise _fail("a message is a JSON object")
    version = data.get("v")
    if type(version) is not int:
        raise _fail('the message has no protocol version ("v": 1)', BAD_VERSION)
    if version != VERSION:
        raise _fail(f"protocol version {version} is not spoken here (this server speaks "
                    f"version {VERSION})", BAD_VERSION)
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _CLIENT_FIELDS:
        raise _fail(f"unknown message type {str(kind)[:40]!r} (expected one of "
                    f"{', '.join(CLIENT_TYPES)})")
    spec = _CLIENT_FIELDS[kind]
    fields = {k: v for k, v in data.items() if k not in ("v", "type")}
    for key in fields:
        if key not in spec:
            raise _fail(f"{kind} messages have no field {key[:40]!r}")
    for key, (typ, required) in spec.items():
        if key not in fields:
            if required:
                raise _fail(f"{kind} messages need the field {key!r}")
            continue
        value = fields[key]
        if typ is int and (type(value) is not int or not 0 <= value < 1 << 31):
            raise _fail(f"the field {key!r} of {kind} messages is a whole number")
        if typ is not int and not isinstance(value, typ):
            raise _fail(f"the field {key!r} of {kind} messages is a {typ.__name__}")
    _check_fields(kind, fields)
    return ClientMessage(kind, fields)


def _check_name(name: str) -> None:
    if not name.strip() or len(name) > MAX_NAME or not name.isprintable():
        raise _fail(f"a name is 1 to {MAX_NAME} printable characters")


def _check_fields(kind: str, fields: dict[str, Any]) -> None:
    if "name" in fields:
        _check_name(fields["name"])
    if kind == "create":
        if fields["variant"] not in ALL_PRESETS:
            raise _fail(f"unknown variant {fields['variant'][:40]!r} (known: "
                        f"{', '.join(ALL_PRESETS)})")
        seats = fields["seats"]
        if not 2 <= len(seats) <= 4:
            raise _fail("a table has two to four seats")
        for seat in seats:
            if not isinstance(seat, dict) or set(seat) - {"kind", "level"} or \
                    seat.get("kind") not in SEAT_KINDS:
                raise _fail('each seat is {"kind": "person"} or {"kind": "computer", '
                            '"level": …}')
            if seat.get("level", "medium") not in LEVELS:
                raise _fail(f"a computer seat's level is one of {', '.join(LEVELS)}")
        if seats[0].get("kind") != PERSON:
            raise _fail("the first seat is the creator's own")
        switches = fields.get("switches", {})
        if len(json.dumps(switches)) > 2000:
            raise _fail("the rule switches are too long", TOO_LARGE)
    elif kind == "join":
        if not is_code(normalise_code(fields["table"][:40])):
            raise _fail(f"a table code is {CODE_LENGTH} letters and digits", NO_TABLE)
        has_token = "token" in fields
        if has_token == ("name" in fields):
            raise _fail("a join message gives either a name (to take a seat) or a seat's "
                        "token (to come back to it)")
        if has_token and not _TOKEN.fullmatch(fields["token"]):
            raise _fail("a seat token is 16 to 64 letters, digits, - or _", BAD_TOKEN)
    elif kind == "action":
        if len(fields["action"]) > MAX_ACTION:
            raise _fail(f"an action is at most {MAX_ACTION} characters")
    elif kind == "phrase" and fields["phrase"] not in PHRASES:
        raise _fail(f"the set phrases are {', '.join(PHRASES)}")


def seats_of(fields: dict[str, Any]) -> list[SeatSpec]:
    """The seats of a checked ``create`` message."""
    return [SeatSpec(s["kind"], s.get("level", "medium")) for s in fields["seats"]]


# ---------------------------------------------------------------------------- server → client
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
encode = _ENCODER.encode
"""A JSON value as compact text, as the messages are written (one encoder made once)."""


def dumps(message: dict[str, Any]) -> str:
    """A server message as the text frame sent (compact JSON, the version first)."""
    return encode({"v": VERSION, **message})


def error(code: str, message: str) -> dict[str, Any]:
    """The ``error`` message of a refusal."""
    return {"type": "error", "code": code, "message": message}


# The engine's notation of every card, meld and action, spelt once: every update spells the
# seat's hand, the tables and the legal actions again, and most of them do not change.
_CARD_TEXT = tuple(card_str(c) for c in range(32 * MAX_PACKS))
_SPELT = 100_000  # the most melds and actions remembered (a server that runs for months)


def _cards(cards: tuple[int, ...] | list[int]) -> list[str]:
    text = _CARD_TEXT
    return [text[c] for c in cards]


@functools.lru_cache(maxsize=_SPELT)
def meld_text(meld: Meld) -> str:
    """``str(meld)``, remembered."""
    return str(meld)


@functools.lru_cache(maxsize=_SPELT)
def action_text(action: Action) -> str:
    """``str(action)``, remembered."""
    return str(action)


def _entry(entry: ScoreEntry) -> dict[str, Any]:
    return entry.to_json()


def observation_json(obs: Observation) -> dict[str, Any]:
    """The seat's observation as JSON: only what the seat has seen. ``unseen`` (the cards the
    seat cannot place) is left out: the client works it out from the rest, and a message that
    names no card beyond the seat's sight is simpler to prove so (``tests/net``)."""
    return {
        "seat": obs.player, "deal": obs.deal_index + 1, "dealer": obs.dealer,
        "phase": obs.phase, "step": str(obs.step), "to_act": obs.to_act,
        "leader": obs.leader,
        "trump": None if obs.trump is None else "SHDC"[obs.trump],
        "turnup": None if obs.turnup is None else _CARD_TEXT[obs.turnup],
        "stock": obs.stock_face_down, "hand": _cards(obs.hand),
        "tables": [_cards(t) for t in obs.tables],
        "scored": [[meld_text(m) for m in s] for s in obs.scored],
        "pending": [[meld_text(m) for m in s] for s in obs.pending],
        "trick": _cards(obs.trick), "trick_no": obs.trick_no,
        "tricks": [[leader, _cards(cards), winner] for leader, cards, winner in obs.tricks],
        "concealed": (list(obs.concealed_counts) if obs.concealed_counts else
                      [len(obs.hand) if p == obs.player else obs.opponent_concealed
                       for p in range(obs.players)]),
        "known": ([_cards(k) for k in obs.known] if obs.known else
                  [[] if p == obs.player else _cards(obs.opponent_known)
                   for p in range(obs.players)]),
        "deal_points": list(obs.deal_points), "game_points": list(obs.game_points),
        "brisques": list(obs.brisques), "carte_blanche": list(obs.carte_blanche),
        "history": [_entry(e) for e in obs.history if e.deal == obs.deal_index + 1],
        "legal": [action_text(a) for a in obs.legal], "commitment": obs.commitment,
    }


def events_json(events: list[Event], seat: int) -> list[dict[str, Any]]:
    """The events as ``seat`` may see them (another seat's draws and deal hidden)."""
    return [e.for_player(seat).to_json() for e in events]


def seal_json(seal: Seal | None) -> dict[str, Any] | None:
    """A finished deal's seal, with its seed and salt (sent only once the deal is over)."""
    return None if seal is None else seal.to_json()
