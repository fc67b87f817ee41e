"""Position notation: a small JSON form that sets up any position (for puzzles, rule cases and
bug reports), like FEN for chess.

::

    {"variant": "classic", "switches": {},
     "trump": "H", "turnup": "9H1", "stock": ["7C1", "AS2"],   # stock: next card drawn first
     "phase": 1, "step": "declare", "to_act": 0, "leader": 0, "dealer": 1,
     "players": [{"concealed": ["KS1", "QS1"], "table": ["JD1"],
                  "scored": ["BEZIQUE_1 QS2 JD1"], "pending": []},
                 {"concealed": ["7D2"], "table": [], "scored": [], "pending": []}],
     "played": ["QS2"]}

Cards not placed anywhere count as played.  ``step`` is ``play`` (``to_act`` leads, or follows
``trick``) or ``declare`` (``to_act`` has just won a trick and not drawn).
"""

from __future__ import annotations

from typing import Any

from .cards import card_str, parse_card, parse_suit
from .melds import Meld
from .state import STEP_DECLARE, STEP_PLAY, GameState, Step
from .variants import variant_from


def position_from_json(data: dict[str, Any]) -> GameState:
    """Build the position ``data`` describes; raises ValueError with a sentence if it is bad."""
    if not isinstance(data, dict):
        raise ValueError("a position is a JSON object")
    variant = variant_from(str(data.get("variant", "classic")), data.get("switches") or {})
    packs = variant.packs

    def cards(xs: Any) -> list[int]:
        if not isinstance(xs, list):
            raise ValueError("card lists must be lists of card texts")
        return [parse_card(str(x), packs) for x in xs]

    def melds(xs: Any) -> list[Meld]:
        if not isinstance(xs, list):
            raise ValueError("meld lists must be lists of meld texts")
        return [Meld.parse(str(x), packs) for x in xs]

    trump_t = data.get("trump")
    trump = None if trump_t in (None, "", "none") else parse_suit(str(trump_t))
    players = data.get("players")
    seats = variant.players
    if not isinstance(players, list) or len(players) != seats:
        raise ValueError("a position needs two players" if seats == 2 else
                         f"a position of this game needs {seats} players")
    hands: list[dict[str, Any]] = [
        {"concealed": cards(p.get("concealed", [])), "table": cards(p.get("table", [])),
         "scored": melds(p.get("scored", [])), "pending": melds(p.get("pending", []))}
        for p in players]
    step = data.get("step", STEP_PLAY)
    if step not in (STEP_PLAY, STEP_DECLARE):
        raise ValueError("step must be 'play' or 'declare'")
    to_act = data.get("to_act", 0)
    if to_act not in range(seats):
        raise ValueError("to_act must be 0 or 1" if seats == 2 else
                         f"to_act must be a player from 0 to {seats - 1}")
    turnup = data.get("turnup")
    every = [c for h in hands for c in h["concealed"] + h["table"]]
    every += cards(data.get("stock", [])) + cards(data.get("trick", []))
    if turnup:
        every.append(parse_card(str(turnup), packs))
    if len(every) != len(set(every)):
        raise ValueError("a card stands in two places")
    st = GameState.from_position(
        variant, trump=trump, hands=hands, to_act=to_act, step=Step(step),
        stock=cards(data.get("stock", [])),
        turnup=parse_card(str(turnup), packs) if turnup else None,
        played=cards(data.get("played", [])), phase=int(data.get("phase", 1)),
        leader=data.get("leader"), dealer=int(data.get("dealer", 1)),
        dix_exchanged=bool(data.get("dix_exchanged", False)))
    trick = cards(data.get("trick", []))
    if trick:
        st.trick = trick
        st.played.difference_update(trick)
        st.played.update(trick)
    st.deal_points = list(data.get("deal_points", [0] * seats))
    st.game_points = list(data.get("game_points", [0] * len(variant.sides)))
    return st


def position_to_json(state: GameState) -> dict[str, Any]:
    """The position notation of ``state`` (the game's history is not included)."""
    return {
        "variant": state.variant.id, "switches": state.variant.overrides(),
        "trump": None if state.trump is None else "SHDC"[state.trump],
        "turnup": None if state.turnup is None else card_str(state.turnup),
        "stock": [card_str(c) for c in reversed(state.stock)],
        "phase": state.phase, "step": state.step, "to_act": state.to_act,
        "leader": state.leader, "dealer": state.dealer, "dix_exchanged": state.dix_exchanged,
        "trick": [card_str(c) for c in state.trick],
        "players": [{"concealed": [card_str(c) for c in state.concealed[p]],
                     "table": [card_str(c) for c in state.table[p]],
                     "scored": [str(m) for m in state.scored[p]],
                     "pending": [str(m) for m in state.pending[p]]}
                    for p in range(state.variant.players)],
        "played": [card_str(c) for c in sorted(state.played)],
        "deal_points": list(state.deal_points), "game_points": list(state.game_points),
    }
