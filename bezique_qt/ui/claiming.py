"""Claim the rest at the table: when the last tricks cannot change the scores (see
:mod:`bezique_qt.ai.claim`), the player may lay their hand down and have them played out at
once — Game → *Claim the rest* (C), also on the toolbar, and the line under the prompt says
when it is offered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bezique_qt.ai.claim import ALL_YOURS, FORCED, Claim
from bezique_qt.words.i18n import tr

if TYPE_CHECKING:
    from bezique_qt.ui.hosts import GameWindow

CLAIM_SHORTCUT = "C"


def claim_tip() -> str:
    """What the action does, for its tooltip."""
    return tr("Play the last tricks at once when nothing is left to decide in them")


def offer_words(claim: Claim) -> str:
    """The sentence added to the prompt while a claim is offered."""
    if claim.kind == FORCED:
        return tr("Every card left is forced: Claim the rest (C) plays them at once.")
    return tr("Every point left is yours: Claim the rest (C) plays the last tricks at once.")


def show_offer(window: GameWindow) -> None:
    """Offer the claim under the prompt while there is one (unless the table is saying
    something else there), and take the offer away when it goes."""
    claim = window.controller.claim()
    words = "" if claim is None else offer_words(claim)
    shown = str(window.scene.message.text)
    if words and not shown:
        window.scene.show_message(words)
    elif not words and shown in {offer_words(Claim(k, 0)) for k in (FORCED, ALL_YOURS)}:
        window.scene.show_message("")


def update_action(window: GameWindow) -> None:
    """Enable *Claim the rest* while the claim is offered."""
    c = window.controller
    window.window_actions.claim.setEnabled(c.has_game and not window.demo and c.claim() is not None)


def claim_rest(window: GameWindow) -> None:
    """Play out the rest of the deal at once, or say why it cannot be claimed now."""
    c = window.controller
    if window.demo or not c.has_game or c.claim() is None:
        window.say(tr("The rest can be claimed only in the last tricks, on your turn, when the "
                      "cards left can change no score."))
        return
    window.scene.finish_animations()
    c.claim_rest()
    window.say(tr("You claimed the rest: the last tricks were played out at once."))
