"""What the table is told of deals it did not watch being dealt or played: the first deal as
the engine dealt it, and the tricks of a game's earlier deals, replayed from its record."""

from __future__ import annotations

from bezique_qt.engine import STEP_DEAL_OVER, Event, GameRecord, GameState
from bezique_qt.engine import events as ev

Trick = tuple[int, tuple[int, ...], int]  # (leader, cards, winner), as the engine keeps them


def finished_deals_tricks(state: GameState) -> list[tuple[Trick, ...]]:
    """The tricks of each deal of ``state`` before its current one, replayed from the start
    (a state keeps only the current deal's tricks). Every card of a trick was seen by both
    players, so nothing hidden is told."""
    if state.deal_index == 0:
        return []
    replayed = GameRecord.of(state).new_state()
    out: list[tuple[Trick, ...]] = []
    for action in state.actions:
        if replayed.step == STEP_DEAL_OVER:
            out.append(tuple(replayed.tricks))
            replayed.next_deal()
        replayed.apply_fast(action)
    if replayed.step == STEP_DEAL_OVER and len(out) < state.deal_index:
        out.append(tuple(replayed.tricks))  # the next deal was dealt, nothing played in it yet
    return out[:state.deal_index]


def opening_events(state: GameState, viewer: int) -> list[Event]:
    """The first deal of ``state`` as events, as ``viewer`` sees them (the engine deals it
    while the game is created)."""
    dealer = state.dealer
    out = [Event(ev.DEAL_STARTED, dealer, text=f"deal {state.deal_index + 1}")]
    n = state.variant.players
    for p in [(dealer + 1 + k) % n for k in range(n)]:  # from the dealer's left
        out.append(Event(ev.CARDS_DEALT, p, cards=tuple(state.concealed[p])))
    if state.turnup is not None:
        out.append(Event(ev.TURN_UP, dealer, card=state.turnup))
    for entry in state.history:  # scored as the cards were dealt (a seven turned up)
        out.append(Event(ev.POINTS, entry.player, cards=entry.cards, points=entry.points,
                         text=entry.label, meld=entry.meld, code=entry.code,
                         count=entry.count))
    return [e.for_player(viewer) for e in out]
