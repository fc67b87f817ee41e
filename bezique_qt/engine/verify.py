"""Checking a game record: was every deal fixed before its first card was played?

:func:`verify_record` checks, deal after deal, that the deal's seed and salt give the commitment
the table showed before the deal (:mod:`.seals`), that the cards played are the ones that seed
deals, and that the record's actions replay from them. The answer is a :class:`Verdict` of codes
and numbers; :mod:`bezique_qt.words.verify` words it.

Standard library only; no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import full_deck
from .errors import RecordError
from .record import GameRecord, replay
from .seals import Seal
from .shuffle import DealRandom
from .state import STEP_DEAL_OVER, GameState

__all__ = ["CHECKED", "NO_COMMITMENTS", "REFUSED", "Verdict", "seeded_deck", "verify_record"]

CHECKED = "checked"
"""Every deal was sealed before it was played, and was played as its seed dealt it."""
NO_COMMITMENTS = "no_commitments"
"""The game replays but carries no commitments (an earlier version's record, or deck orders)."""
REFUSED = "refused"
"""A deal does not check: see :attr:`Verdict.reason`."""

# why a deal is refused
BAD_COMMITMENT = "commitment"
"""Its number, seed and salt do not give the commitment."""
NOT_SEALED = "missing"
"""It was played but carries no commitment, though other deals of the game do."""
OTHER_CARDS = "cards"
"""The cards it was played with are not the ones its seed deals."""
NOT_REPLAYED = "actions"
"""Its actions do not replay from the cards its seed deals."""
NEVER_PLAYED = "extra"
"""A commitment for a deal the game never reached."""


@dataclass(frozen=True)
class Verdict:
    """What :func:`verify_record` found.

    ``deals`` is how many deals the game played (and, when :data:`CHECKED`, how many were
    checked); for :data:`REFUSED` ``deal`` is the first deal refused (from 1), ``reason`` one of
    the reason codes above and ``detail`` the engine's own sentence, in English, when there is
    one (why an action does not replay)."""

    outcome: str
    deals: int
    deal: int | None = None
    reason: str = ""
    detail: str = ""

    @property
    def checked(self) -> bool:
        return self.outcome == CHECKED


class _Refused(Exception):
    def __init__(self, verdict_reason: str, deal: int, detail: str = "") -> None:
        super().__init__(verdict_reason)
        self.reason = verdict_reason
        self.deal = deal
        self.detail = detail


def seeded_deck(packs: int, seal: Seal) -> list[int]:
    """The deck order (top first) that ``seal``'s seed deals for its deal."""
    deck = full_deck(packs)
    DealRandom(f"bezique:{seal.seed}:deal:{seal.deal - 1}").shuffle(deck)
    return deck


def verify_record(record: GameRecord) -> Verdict:
    """Check every deal of ``record`` (see the module's description).

    Raises :class:`RecordError` when the record cannot be a game at all (its rules or deck
    orders are not valid); anything wrong with one deal is a :data:`REFUSED` verdict naming it.
    """
    seals = record.commitments
    if not any(seals):
        state = replay(record)  # a record that does not replay is a damaged one
        return Verdict(NO_COMMITMENTS, state.deal_index + 1)
    for number, seal in enumerate(seals, 1):
        if seal is not None and not seal.matches():
            return Verdict(REFUSED, len(seals), number, BAD_COMMITMENT)
    state = record.new_state()  # RecordError: not a game at all
    reached = [0]

    def check_deal(st: GameState) -> None:
        index = st.deal_index
        reached[0] = index + 1
        seal = seals[index] if index < len(seals) else None
        if seal is None:
            raise _Refused(NOT_SEALED, index + 1)
        if st.deck_for_deal(index) != seeded_deck(st.variant.packs, seal):
            raise _Refused(OTHER_CARDS, index + 1)

    try:
        try:
            state = replay(record, on_deal=check_deal)
        except RecordError as error:
            raise _Refused(NOT_REPLAYED, max(reached[0], 1), error.message) from None
        if len(seals) > state.deal_index + 1:
            # the record may have been kept just after the next deal was dealt and sealed
            if (len(seals) == state.deal_index + 2 and state.step == STEP_DEAL_OVER
                    and not state.over):
                state.next_deal()
                check_deal(state)
            else:
                raise _Refused(NEVER_PLAYED, state.deal_index + 2)
    except _Refused as refused:
        return Verdict(REFUSED, max(len(seals), reached[0]), refused.deal, refused.reason,
                       refused.detail)
    return Verdict(CHECKED, state.deal_index + 1)
