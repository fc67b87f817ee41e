"""Why the rules refuse an action, in the user's language: the engine refuses with a rule code
(``engine/errors.py``, ``IllegalAction.code``) and this module words it.  A code not known here
shows the engine's technical text, and is logged.

This module does not load Qt.
"""

from __future__ import annotations

import logging

from bezique_qt.engine import IllegalAction
from bezique_qt.engine.actions import ANNOUNCE, SCORE, SHOW_SEVEN, Action
from bezique_qt.engine.state import GUESS_SIZES, STEP_GAME_OVER, STEP_PLAY, Step
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import card_caption
from bezique_qt.words.i18n import tr, tr_noop

_log = logging.getLogger(__name__)

# Why a declaration cannot be announced or scored, by rule code (the engine refuses with the
# code alone, ``IllegalAction.code``); shown with ``tr(reason)``.
DECLARATION_REASONS: dict[str, str] = {
    "V1": tr_noop("those cards do not make that meld from your hand"),
    "R1": tr_noop("a card which has once scored cannot be used again in a combination of the "
                  "same kind"),
    "R1'": tr_noop("that very combination of cards has already been declared"),
    "R2": tr_noop("a card declared in a combination cannot afterwards be used in an inferior "
                  "combination of the same class (a king or queen of a sequence cannot "
                  "marry)"),
    "R5": tr_noop("to declare the same combination again at least one new card must be added, "
                  "or one card of the earlier combination must have been played"),
    "F1": tr_noop("a new declaration in the same class needs at least one card newly laid "
                  "from your hand"),
    "F2": tr_noop("each declaration of the same class in one turn needs a newly laid card of "
                  "its own"),
    "\u00a72.8": tr_noop("the card taken in exchange for the seven cannot be declared this "
                         "turn, and exchanging may not be combined with a declaration here"),
    "EXCHANGED": tr_noop("the card taken in exchange for the seven cannot be declared this "
                         "turn"),
    "DIX_DECL": tr_noop("exchanging or showing the seven counts as this trick's declaration"),
    "ONE_SCORE": tr_noop("only one declaration may be scored for each trick won"),
    "NOT_PENDING": tr_noop("that combination has not been declared"),
    "PARTNER_OWN": tr_noop("a declaration needs at least one card of your own hand"),
    "PARTNER_BEZIQUE": tr_noop("a double or higher bezique counts only with all its cards from "
                               "one player's hand"),
}

REFUSAL_CODES: tuple[str, ...] = (
    "OVER", "GUESS", "DECLARING", "NOT_IN_HAND", "PHASE2_HEAD", "PHASE2_FOLLOW",
    "PHASE2_TRUMP", "CB", "DIX", "NOT_DECLARING", "MUST_SCORE", "PASS", *DECLARATION_REASONS)
"""The rule codes :func:`refusal_text` words (every code the engine raises for a player's
action, the parse errors of typed actions aside)."""


def refusal_text(code: str, action: Action, step: Step) -> str | None:
    """The sentence for the engine's refusal ``code`` of ``action``, taken at the step
    ``step`` (``GameState.step``), in the user's language; None for a code not known here.

    Some codes cover several cases (``CB``, ``DIX``, ``OVER``): the action and the step tell
    which, as they do in the engine.
    """
    if code in DECLARATION_REASONS and action.kind in (ANNOUNCE, SCORE):
        template = (tr("You cannot declare that: {reason}.") if action.kind == ANNOUNCE else
                    tr("You cannot score that: {reason}."))
        return template.format(reason=tr(DECLARATION_REASONS[code]))
    if code == "OVER":
        return (tr("The game is over.") if step == STEP_GAME_OVER else
                tr("The deal is over; start the next deal."))
    if code == "GUESS":
        return tr("Before the deal the non-dealer guesses how many cards the dealer lifted "
                  "({low} to {high}).").format(low=GUESS_SIZES[0], high=GUESS_SIZES[-1])
    if code == "NOT_IN_HAND":
        card = card_caption(action.card) if action.card is not None else "?"
        return Caption.of(tr("The {card} is not in your hand."), card=card)
    if code == "CB":
        if step != STEP_PLAY:
            return tr("Carte blanche is shown before you play a card.")
        if action.card is None:
            return tr("Carte blanche needs a dealt hand without a king, queen or jack, shown "
                      "before your first card.")
        return tr("Only a newly drawn card that is not a court card may be shown for carte "
                  "blanche.")
    if code == "DIX":
        if action.kind == SHOW_SEVEN:
            return tr("A seven of trumps can be shown once, after winning a trick.")
        return tr("The seven of trumps can be exchanged once a deal, after winning a trick, "
                  "while a card lies face down in the stock, and not when a seven was turned "
                  "up.")
    fixed = {
        "DECLARING": tr("You won the trick: declare or finish before playing the next card."),
        "PHASE2_HEAD": tr("In the last tricks you must win the trick if you can."),
        "PHASE2_FOLLOW": tr("In the last tricks you must follow suit."),
        "PHASE2_TRUMP": tr("In the last tricks you must trump when you cannot follow suit."),
        "NOT_DECLARING": tr("Declarations are made only by the winner of a trick, before "
                            "drawing."),
        "MUST_SCORE": tr("You announced a declaration: score one of them before drawing."),
        "PASS": tr("Only the winner of a trick may let his partner declare, and only before "
                   "declaring anything himself."),
    }
    return fixed.get(code)


def engine_sentence(message: str) -> str:
    """The engine's sentence ``message`` as a sentence: capital first, full stop last."""
    return message[:1].upper() + message[1:] + ("" if message.endswith(".") else ".")


def refusal_sentence(error: IllegalAction, action: Action, step: Step) -> str:
    """Why the rules refuse ``action`` (the engine's ``error``, at ``step``), as a sentence in
    the user's language, chosen by the error's rule code; the engine's own text only for a
    code not known here (a rule added to the engine and not yet worded), and logged."""
    made = refusal_text(error.code, action, step)
    if made is not None:
        return made
    _log.warning("the refusal %r has no words here: the engine's text is shown", error.code)
    return engine_sentence(error.message)
