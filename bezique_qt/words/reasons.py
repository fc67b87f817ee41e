"""The reasons the search's simulated deals give (``ai/outcomes.py``), in the user's language.

A reason compares the better move with another — the move played, in a review; the move valued
next best, in a hint — by what happened in the search's own simulated deals: the meld the
better move keeps alive or makes likelier, the brisques it wins, the opponent's melds it
stops, each with its figures.  The sentences name only the two moves' cards (the player's own,
with which copy where two are alike) and melds by name, never a card of a simulated deal.
"""

from __future__ import annotations

from bezique_qt.ai import reasons as why
from bezique_qt.ai.reasons import Reason
from bezique_qt.engine import Action
from bezique_qt.engine.actions import PLAY
from bezique_qt.engine.cards import SUITS
from bezique_qt.engine.melds import MARRIAGE
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import describe_action, suit_word, the_card_words, the_meld_words
from bezique_qt.words.i18n import tr, tr_noop

__all__ = ["OUTCOME_TEMPLATES", "outcome_words"]

OUTCOME_TEMPLATES: dict[str, str] = {
    why.OUTCOME_KEEPS_FOR_MELD: tr_noop(
        "{action}: it keeps {card} for {meld} ({points}), scored in {count} of {total} "
        "simulated deals, against {other_count} of {other_total} after {other}"),
    why.OUTCOME_MELD: tr_noop(
        "{action}: {meld} ({points}) is scored in {count} of {total} simulated deals, against "
        "{other_count} of {other_total} after {other}"),
    why.OUTCOME_BRISQUES: tr_noop(
        "{action}: it wins {mean} brisques from here on average over {total} simulated deals, "
        "against {other_mean} after {other}"),
    why.OUTCOME_DENIES_MELDS: tr_noop(
        "{action}: your opponent scores {mean} points of melds from here on average over "
        "{total} simulated deals, against {other_mean} after {other}"),
    why.OUTCOME_OVERALL: tr_noop(
        "{action}: {gain} points on average against {other} over {total} simulated deals, "
        "won over the whole deal rather than by one meld or the brisques"),
}
"""Each reason of the simulated deals, by code (shown with ``tr(template)``)."""

# which copy of a card, where two alike are the player's
_FROM_TABLE = tr_noop("{card} from your declared cards")
_FROM_HAND = tr_noop("{card} from your hand")
# a move that is not a card, named in the middle of a sentence
_QUOTED = tr_noop("“{action}”")
# a marriage or a sequence outside trumps, by its suit
_MARRIAGE_IN = tr_noop("the marriage in {suit}")
_BACK_DOOR_IN = tr_noop("the back-door sequence in {suit}")


def _card(card: int, where: str | None) -> str:
    """The card with its article, and which copy it is when two alike are the player's."""
    words = the_card_words(card)
    if where == "table":
        return tr(_FROM_TABLE).format(card=words)
    if where == "hand":
        return tr(_FROM_HAND).format(card=words)
    return words


def _move(action: Action, where: str | None) -> str | Caption:
    """A move named in the middle of a sentence: a card by its name, anything else quoted."""
    if action.kind == PLAY and action.card is not None:
        return _card(action.card, where)
    return Caption.of(tr(_QUOTED), action=describe_action(action))


def _meld(code: str, suit: int | None) -> str | None:
    if suit is not None and code == MARRIAGE:
        return tr(_MARRIAGE_IN).format(suit=suit_word(SUITS[suit]))
    if suit is not None and code == "BACK_DOOR_SEQUENCE":
        return tr(_BACK_DOOR_IN).format(suit=suit_word(SUITS[suit]))
    return the_meld_words(code)


def outcome_words(reason: Reason) -> Caption | None:
    """A reason of the simulated deals (a code of ``why.OUTCOME_CODES``) in the user's
    language, starting with the better move; None for a reason lacking its facts."""
    template = OUTCOME_TEMPLATES.get(reason.code)
    if template is None or reason.action is None or reason.other is None:
        return None
    meld = _meld(reason.meld, reason.suit) if reason.meld is not None else ""
    if meld is None:
        return None
    action = describe_action(reason.action)
    if reason.where is not None and reason.action.card is not None:
        action = Caption.of(tr("Play {card}"), card=_card(reason.action.card, reason.where))
    return Caption.of(
        tr(template), action=action, other=_move(reason.other, reason.other_where),
        card=_card(reason.kept, reason.other_where) if reason.kept is not None else "", meld=meld,
        points=reason.points, gain=f"{reason.points or 0:+d}", count=reason.count,
        total=reason.total, other_count=reason.other_count, other_total=reason.other_total,
        mean=_number(reason.mean), other_mean=_number(reason.other_mean))


def _number(value: float | None) -> str:
    """A mean with one decimal, as the language writes it."""
    text = f"{value or 0.0:.1f}"
    return text.replace(".", tr(".", "decimal separator"))
