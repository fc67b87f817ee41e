"""One deal of a game as a game record of its own: "look at this deal", for a friend or a bug
report (Finished games' *Copy deal* and *Save deal…*).

The record deals the same cards to the same seats, with the same dealer, and holds the deal's
actions: opened or replayed, it plays the deal as it was played. A sealed deal keeps its seal
(the seal names the deal's number in its game, so its seed deals the same cards), so the copy
can be verified as the game could. Game points start from nothing: the copy is the deal, not
the game around it.

Standard library only; no Qt.
"""

from __future__ import annotations

from .cards import card_str
from .errors import RecordError
from .record import GameRecord, replay
from .seals import Seal
from .state import GameState

__all__ = ["DEAL_OF_GAME", "deal_record"]

DEAL_OF_GAME = "deal_of_game"
"""The key, in a copied deal's ``extra``, of the deal's number in its game."""


def deal_record(record: GameRecord, number: int) -> GameRecord:
    """Deal ``number`` (1 for the first) of the game in ``record`` as a record of its own.

    Raises :class:`RecordError` when the game does not replay or has no such deal."""
    starts: list[tuple[int, int, list[int], Seal | None]] = []

    def deal_started(st: GameState) -> None:
        starts.append((len(st.actions), st.dealer, st.deck_for_deal(st.deal_index), st.seal()))

    state = replay(record, on_deal=deal_started)
    if not 1 <= number <= len(starts):
        raise RecordError(f"the game has no deal {number}")
    begin, dealer, deck, seal = starts[number - 1]
    end = starts[number][0] if number < len(starts) else len(record.actions)
    extra = {DEAL_OF_GAME: number}
    variant, switches, players = record.variant, dict(record.switches), list(record.players)
    if seal is not None:
        return GameRecord(variant, switches, None, dealer, [], players,
                          record.actions[begin:end], extra, [seal])
    if state.variant.dealer_guess_bonuses and number > len(record.decks):
        # the dealer's lifted packet comes from the game's seed and the deal's place in the
        # game, which a copy on its own cannot keep: the copy is the game up to this deal
        return GameRecord(variant, switches, record.seed, record.first_dealer,
                          [list(d) for d in record.decks], players, record.actions[:end], extra,
                          list(record.commitments))
    return GameRecord(variant, switches, None, dealer, [[card_str(c) for c in deck]], players,
                      record.actions[begin:end], extra)
