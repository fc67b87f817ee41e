"""Deals anyone can check: each deal's seed is sealed before its first card is played.

A deal dealt from a seed is fixed by that seed (see :mod:`.shuffle` for how a seed becomes a
deck). Before the first card of a deal is played the table shows the deal's **commitment**, the
SHA-256 digest (64 hex digits) of the UTF-8 text ``<deal>:<seed>:<salt>``: the deal's number
(see :class:`Seal`), the seed as the record writes it (a whole number in decimal, or its text)
and the salt, 32 hex digits drawn from the operating system's randomness. The digest tells
nothing about the seed; once the deal is over the seed and salt are shown, and anyone can check
that they give the commitment (``printf '%s' '<deal>:<seed>:<salt>' | sha256sum``) and that the
seed deals the cards that were played (``bezique-qt verify``). So the cards cannot be arranged
after the fact.

Standard library only; no Qt.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from typing import Any

from .errors import RecordError

__all__ = ["Seal", "commitment_of", "fresh_seed"]

SALT_BYTES = 16
"""A salt is this many random bytes, written as twice as many hex digits."""
SHORT = 12
"""How many hex digits of a commitment the table shows (the full value is in its tooltip)."""
MAX_DEAL_NUMBER = 10_000
_HEX = re.compile(r"[0-9a-f]+")
_MAX_SALT_TEXT = 128
MAX_SEED = 10**40
MAX_SEED_TEXT = 200


def commitment_of(deal: int, seed: int | str, salt: str) -> str:
    """The commitment to deal number ``deal`` dealt from ``seed``, with ``salt``: SHA-256 of
    ``<deal>:<seed>:<salt>``, in hex."""
    return hashlib.sha256(f"{deal}:{seed}:{salt}".encode()).hexdigest()


def fresh_seed() -> int:
    """A new deal's seed, drawn from the operating system's randomness."""
    return secrets.randbelow(1 << 62)


@dataclass(frozen=True)
class Seal:
    """One deal's seed, its salt and the commitment shown before the deal was played.

    ``deal`` is the number (1 for the first) of the deal in the game the seed was drawn for: the
    deck is dealt from the seed text ``bezique:<seed>:deal:<deal - 1>`` (and a six-pack dealer's
    lifted packet from ``bezique:<seed>:packet:<deal - 1>``), so a deal copied out of its game
    on its own is dealt exactly as it was."""

    deal: int
    seed: int | str
    salt: str
    commitment: str

    @staticmethod
    def new(deal: int, seed: int | str) -> Seal:
        """A seal for ``seed`` with a fresh salt from the operating system's randomness."""
        salt = secrets.token_hex(SALT_BYTES)
        return Seal(deal, seed, salt, commitment_of(deal, seed, salt))

    @staticmethod
    def of_given_seed(deal: int, seed: int | str) -> Seal:
        """The seal of a deal of a game given its seed from outside (``match``, ``--seed``):
        whoever gave the seed knows every deal already, so there is nothing to hide, and the
        salt is made from the seed (the first 32 hex digits of SHA-256 of
        ``bezique-salt:<deal>:<seed>``) so that the same seed writes the same record."""
        salt = hashlib.sha256(f"bezique-salt:{deal}:{seed}".encode()).hexdigest()[:2 * SALT_BYTES]
        return Seal(deal, seed, salt, commitment_of(deal, seed, salt))

    def matches(self) -> bool:
        """Whether the deal's number, seed and salt give the commitment."""
        return commitment_of(self.deal, self.seed, self.salt) == self.commitment

    @property
    def short(self) -> str:
        """The first :data:`SHORT` hex digits of the commitment, as the table shows them."""
        return self.commitment[:SHORT]

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "commitment": self.commitment, "seed": self.seed,
                "salt": self.salt}

    @staticmethod
    def from_json(data: Any, number: int) -> Seal | None:
        """The seal of the record's deal ``number`` (None for a deal with none); raises
        :class:`RecordError` with a sentence naming the deal when it is not a seal."""
        if data is None:
            return None
        where = f"the record's commitment for deal {number}"
        if not isinstance(data, dict):
            raise RecordError(f"{where} is not a commitment")
        deal = data.get("deal", number)
        seed = data.get("seed")
        salt = data.get("salt")
        commitment = data.get("commitment")
        if not (isinstance(deal, int) and not isinstance(deal, bool)
                and 1 <= deal <= MAX_DEAL_NUMBER):
            raise RecordError(f"{where} names no deal from 1 to {MAX_DEAL_NUMBER}")
        if isinstance(seed, bool) or not isinstance(seed, int | str):
            raise RecordError(f"{where} has no seed (a number or text)")
        if (isinstance(seed, int) and abs(seed) >= MAX_SEED) or (
                isinstance(seed, str) and len(seed) > MAX_SEED_TEXT):
            raise RecordError(f"{where} has a seed too long to be one")
        if isinstance(seed, str) and not seed.isascii():
            try:
                seed.encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate ("\udcff" in JSON): half a character
                raise RecordError(f"{where} has a seed with a damaged character") from None
        if not (isinstance(salt, str) and 0 < len(salt) <= _MAX_SALT_TEXT
                and _HEX.fullmatch(salt)):
            raise RecordError(f"{where} has no salt (lower-case hex digits)")
        if not (isinstance(commitment, str) and len(commitment) == 64
                and _HEX.fullmatch(commitment)):
            raise RecordError(f"{where} is not 64 lower-case hex digits")
        return Seal(deal, seed, salt, commitment)
