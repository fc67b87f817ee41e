"""The engine's own random numbers: the shuffles, cuts and lifted packets that a seed stands for.

A game record stores a seed, not the cards, so how a seed becomes a deck is part of the record
format and must never change. Python's ``random.Random`` does not promise that (Python 3.2
changed both its seeding from text and its ``shuffle``), so the engine computes its deals itself,
with the algorithm below, in plain Python on any version. It gives exactly the numbers that
``random.Random(text)`` gives on CPython 3.11 to 3.13 (and 3.7 to 3.10, checked once), which the
engine used until it had its own, so every record and saved game made before deals the same cards
(``tests/engine/test_shuffle.py`` checks both: a golden table from seed to deck, and agreement
with ``random.Random`` on the running Python).

:class:`DealRandom` is made from a text. The engine uses ``bezique:<seed>:<purpose>``: the seed
as the record writes it (a number in decimal, or the seed's text; 0 for a game given only deck
orders) and the purpose ``cut`` (who deals first), ``deal:<n>`` (the deck of deal ``n``, from 0)
or ``packet:<n>`` (the six-pack dealer's lifted packet at deal ``n``).

1. **Key.** ``b`` = the text's UTF-8 bytes followed by their SHA-512 digest (64 bytes); ``x`` =
   ``b`` read as one unsigned big-endian integer. The key is ``x`` cut into 32-bit words, least
   significant word first, as many as ``x`` needs (at least one).
2. **Generator.** MT19937, the Mersenne Twister of Matsumoto and Nishimura (reference code of
   2002-01-26): the state is set by ``init_genrand(19650218)`` then ``init_by_array(key)``, and
   :meth:`DealRandom.word` returns its 32-bit tempered outputs in order.
3. **Bits.** ``bits(k)`` for ``k <= 32`` is ``word() >> (32 - k)`` (0 for ``k = 0``); for larger
   ``k`` it draws words least significant first, the last one shifted right to keep only the bits
   still wanted.
4. **Below.** ``below(n)``, a whole number in ``0 .. n-1``: ``bits(n.bit_length())`` drawn again
   until it is below ``n``.
5. **Fraction.** ``random()``: ``a = word() >> 5``, ``b = word() >> 6``, result
   ``(a * 2**26 + b) / 2**53``.
6. **Shuffle** (Fisher-Yates from the end): for ``i`` from ``len - 1`` down to 1, ``j = below(i +
   1)`` and cards ``i`` and ``j`` change places.
7. **Sample** of ``k`` distinct items of ``n``: when ``n`` is at most 21 (plus ``4**e``, the
   smallest power of 4 not below ``3k``, when ``k > 5``), pick ``j = below(n - i)`` from a working
   copy and move its last live item into the gap; otherwise draw ``j = below(n)`` again until it
   is a position not taken yet.
8. **Weighted choice**: with the running totals ``c`` of the weights and ``t`` their total as a
   float, the item at the first index whose running total exceeds ``random() * t`` (a right
   bisection over indices ``0 .. n-2``, so the last item takes the rest).

Standard library only; no Qt, no ``random``.
"""

from __future__ import annotations

import hashlib
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate, chain, cycle, islice
from typing import Any, TypeVar

__all__ = ["DealRandom"]

T = TypeVar("T")

_N = 624
_M = 397
_MASK = 0xFFFFFFFF
_UPPER = 0x80000000
_LOWER = 0x7FFFFFFF
_MATRIX_A = 0x9908B0DF


def _init_genrand(seed: int) -> tuple[int, ...]:
    """MT19937 ``init_genrand``: the state made from one 32-bit number."""
    mt = [seed & _MASK]
    for i in range(1, _N):
        prev = mt[-1]
        mt.append((1812433253 * (prev ^ (prev >> 30)) + i) & _MASK)
    return tuple(mt)


_START = _init_genrand(19650218)
"""``init_by_array`` always starts from this state; made once."""


def _key(text: str) -> list[int]:
    """Step 1: the seeding key of ``text``, 32-bit words, least significant first."""
    data = text.encode("utf-8")
    x = int.from_bytes(data + hashlib.sha512(data).digest(), "big")
    words = max(1, (x.bit_length() + 31) // 32)
    return [(x >> (32 * w)) & _MASK for w in range(words)]


def _init_by_array(key: Sequence[int]) -> list[int]:
    """MT19937 ``init_by_array``: the generator's state from ``key``."""
    # The reference code walks i over 1..623 again and again, setting mt[i] from mt[i-1], and
    # copies mt[623] into mt[0] at each wrap only so that mt[i-1] is right at i = 1; carrying
    # the last value written in ``prev`` does the same, and mt[0] is set at the end anyway.
    mt = list(_START)
    length = len(key)
    steps = max(_N, length)
    prev = mt[0]
    addends = cycle([k + j for j, k in enumerate(key)])  # key[j] + j, j = 0, 1, ... wrapping
    for i, add in zip(islice(cycle(range(1, _N)), steps), addends, strict=False):
        prev = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + add) & _MASK
        mt[i] = prev
    start = 1 + steps % (_N - 1)
    for i in chain(range(start, _N), range(1, start)):
        prev = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & _MASK
        mt[i] = prev
    mt[0] = _UPPER  # never an all-zero state
    return mt


class DealRandom:
    """The numbers of one seed text (see the module's description of every step)."""

    __slots__ = ("_mt", "_next")

    def __init__(self, text: str) -> None:
        self._mt = _init_by_array(_key(text))
        self._next = _N  # the first word starts a new block of 624

    @classmethod
    def from_key(cls, key: Sequence[int]) -> DealRandom:
        """The generator seeded by ``init_by_array(key)`` directly (32-bit words), as in the
        MT19937 reference code's own check."""
        if not key or any(not 0 <= k <= _MASK for k in key):
            raise ValueError("a key is one or more 32-bit whole numbers")
        self = cls.__new__(cls)
        self._mt = _init_by_array(key)
        self._next = _N
        return self

    def word(self) -> int:
        """The next 32-bit output of MT19937."""
        # The reference code renews all 624 state words at once before reading them; renewing
        # word i just before it is read gives the same numbers, because word i depends only on
        # words i+1 and i+397 (not renewed yet in this block) or i-227 (renewed already).
        mt = self._mt
        i = self._next
        if i >= _N:
            i = 0
        y = (mt[i] & _UPPER) | (mt[i + 1 if i < _N - 1 else 0] & _LOWER)
        v = mt[i + _M if i < _N - _M else i + _M - _N] ^ (y >> 1)
        if y & 1:
            v ^= _MATRIX_A
        mt[i] = v
        self._next = i + 1
        v ^= v >> 11
        v ^= (v << 7) & 0x9D2C5680
        v ^= (v << 15) & 0xEFC60000
        return v ^ (v >> 18)

    def bits(self, k: int) -> int:
        """A whole number of ``k`` random bits (step 3)."""
        if k < 0:
            raise ValueError("the number of bits must not be negative")
        if k <= 32:
            return self.word() >> (32 - k) if k else 0
        x = 0
        shift = 0
        while k > 0:
            w = self.word()
            if k < 32:
                w >>= 32 - k
            x |= w << shift
            shift += 32
            k -= 32
        return x

    def below(self, n: int) -> int:
        """A whole number in ``0 .. n-1``, each equally likely (step 4)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        k = n.bit_length()
        if k > 32:
            r = self.bits(k)
            while r >= n:
                r = self.bits(k)
            return r
        word = self.word
        shift = 32 - k  # bits(k) is one word's top k bits
        r = word() >> shift
        while r >= n:
            r = word() >> shift
        return r

    def random(self) -> float:
        """A fraction in [0, 1) with 53 random bits (step 5)."""
        a = self.word() >> 5
        b = self.word() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place (step 6)."""
        if len(items) > 1 << 32:
            for i in range(len(items) - 1, 0, -1):
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        word = self.word
        for i in range(len(items) - 1, 0, -1):
            shift = 32 - (i + 1).bit_length()  # below(i + 1), written out for speed
            j = word() >> shift
            while j > i:
                j = word() >> shift
            items[i], items[j] = items[j], items[i]

    def sample(self, population: Sequence[T], k: int) -> list[T]:
        """``k`` distinct items of ``population``, in the order drawn (step 7)."""
        n = len(population)
        if not 0 <= k <= n:
            raise ValueError("the sample is larger than the population or negative")
        small = 21
        if k > 5:
            power = 1
            while power < 3 * k:
                power *= 4
            small += power
        below = self.below
        if n <= small:
            pool = list(population)
            out = []
            for i in range(k):
                j = below(n - i)
                out.append(pool[j])
                pool[j] = pool[n - i - 1]
            return out
        taken: set[int] = set()
        picked = []
        for _ in range(k):
            j = below(n)
            while j in taken:
                j = below(n)
            taken.add(j)
            picked.append(population[j])
        return picked

    def weighted_choice(self, population: Sequence[T], weights: Sequence[float]) -> T:
        """One item of ``population``, each as likely as its weight (step 8)."""
        totals = list(accumulate(weights))
        if len(totals) != len(population) or not totals:
            raise ValueError("there must be one weight for each item, and at least one item")
        total = totals[-1] + 0.0
        if not 0.0 < total < float("inf"):
            raise ValueError("the weights must add up to a positive, finite total")
        return population[bisect_right(totals, self.random() * total, 0, len(totals) - 1)]
