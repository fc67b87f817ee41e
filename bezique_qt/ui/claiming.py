"""Claim the rest at the table: when the last tricks cannot change the scores (see
:mod:`bezique_qt.ai.claim`), the player may lay their hand down and have them played out at
once — Game → *Claim the rest* (C), also on the toolbar, and the prompt says when it is
offered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bezique_qt.ai.claim import FORCED, Claim
from bezique_qt.ui.i18n import tr

if TYPE_CHECKING:
    from bezique_qt.ui.window import MainWindow

CLAIM_SHORTCUT = "C"


def claim_tip() -> str:
    """What the action does, for its tooltip."""
    return tr("Play the last tricks at once when nothing is left to decide in them")


def offer_words(claim: Claim) -> str:
    """The sentence added to the prompt while a claim is offered."""
    if claim.kind == FORCED:
        return tr("Every card left is forced: Claim the rest (C) plays them at once.")
    return tr("Every point left is yours: Claim the rest (C) plays the last tricks at once.")


def with_offer(window: MainWindow, prompt: str) -> str:
    """``prompt``, followed by the offer to claim the rest when there is one."""
    claim = window.controller.claim()
    return prompt if claim is None else f"{prompt} {offer_words(claim)}"


def update_action(window: MainWindow) -> None:
    """Enable *Claim the rest* while the claim is offered."""
    c = window.controller
    window.claim_action.setEnabled(c.has_game and not window.demo and c.claim() is not None)


def claim_rest(window: MainWindow) -> None:
    """Play out the rest of the deal at once, or say why it cannot be claimed now."""
    c = window.controller
    if window.demo or not c.has_game or c.claim() is None:
        window._say(tr("The rest can be claimed only in the last tricks, on your turn, when the "
                      "cards left can change no score."))
        return
    window.scene.finish_animations()
    c.claim_rest()
    window._say(tr("You claimed the rest: the last tricks were played out at once."))
