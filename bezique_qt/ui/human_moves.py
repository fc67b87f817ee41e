"""What the human may do now, asked of the engine on copies of the game (nothing changes).

The :class:`~bezique_qt.ui.controller.GameController` answers the table with these: why an
action is refused, in the player's words; which cards can be played; whether a declaration
can be laid "to score" for later. The rules themselves are the engine's: each question is put
to it, on a clone where an action must be tried.
"""

from __future__ import annotations

from collections.abc import Iterable

from bezique_qt.engine import Action, GameState, IllegalAction, Meld
from bezique_qt.engine.actions import ANNOUNCE, PLAY, SCORE
from bezique_qt.words.i18n import for_player, tr
from bezique_qt.words.refusals import engine_sentence, refusal_sentence


def refusal(state: GameState | None, human: int | None, action: Action, *,
            resigned: bool = False) -> str | None:
    """Why the ``human`` seat may not take ``action`` in ``state`` now, as a sentence (None:
    it is allowed); ``resigned``: the human gave the game up."""
    if state is None:
        return tr("Start a game first.")
    if human is None:
        return tr("The computer is playing both hands.")
    if state.over or resigned:
        return tr("The game is over: start a new game.")
    if state.deal_over:
        return tr("The deal is over: start the next deal.")
    if state.to_act != human:
        return for_player(state.names[state.to_act or 0],
                          tr("Wait for your turn: you are to play."),
                          tr("Wait for your turn: {name} is to play."))
    reason = state.explain(action)
    if reason is None:
        return None
    try:  # the engine's refusal, rule code and all, from a copy: the game is not touched
        state.clone().apply(action, undoable=False)
    except IllegalAction as error:
        return refusal_sentence(error, action, state.step)
    return engine_sentence(reason)  # pragma: no cover - explain() and apply() agree


def playable_cards(state: GameState) -> set[int]:
    """The cards the seat to act may play now, every copy included."""
    hand = state.hand(state.to_act or 0)
    return {c for c in hand if state.explain(Action(PLAY, card=c)) is None}


def allows(state: GameState, actions: Iterable[Action]) -> bool:
    """Whether ``actions`` could be taken one after another from ``state``."""
    trial = state.clone()
    for action in actions:
        if trial.explain(action) is not None:
            return False
        trial.apply(action, undoable=False)
    return True


def can_score_later(state: GameState, meld: Meld) -> bool:
    """Whether the seat to act may lay ``meld`` now "to score" on a later trick and still end
    this declaration: an act that announces must score a declaration (SPEC §2.4), so
    another one must be scored now and leave ``meld`` to score (answered on copies)."""
    trial = state.clone()
    player = trial.to_act
    announce = Action(ANNOUNCE, meld=meld)
    if player is None or trial.explain(announce) is not None:
        return False
    trial.apply(announce, undoable=False)
    if trial.may_end_act():
        return True  # a declaration was scored already in this act
    for action in trial.legal_actions():
        if action.meld is None or action.meld == meld:
            continue
        after = trial.clone()
        after.apply(action, undoable=False)
        if action.kind == ANNOUNCE:  # declared and scored at once
            score = Action(SCORE, meld=action.meld)
            if after.explain(score) is not None:
                continue
            after.apply(score, undoable=False)
        if after.may_end_act() and meld in after.pending[player]:
            return True
    return False
