"""The computer's reasons (``ai/reasons.py``), in the user's language: the hint's advice and the
review's verdicts.

The rule-of-thumb levels give a reason code with the facts it names (:func:`reason_words`).  A
search's reason compares the better move with another — the move played, in a review; the move
valued next best, in a hint — by what happened in the search's own simulated deals: the meld the
better move keeps alive or makes likelier, the brisques it wins, the opponent's melds it
stops, the sevens of trumps it scores, the last tricks it wins (and the trump it keeps for
them), and when to declare — now, or keeping the cards for a meld later — each with its
figures.  The sentences name only the two moves' cards (the player's own, with which copy
where two are alike) and melds by name, never a card of a simulated deal.
"""

from __future__ import annotations

import logging

from bezique_qt.ai import reasons as why
from bezique_qt.ai.reasons import Reason
from bezique_qt.engine import Action
from bezique_qt.engine.actions import PLAY
from bezique_qt.engine.cards import SUITS
from bezique_qt.engine.melds import MARRIAGE
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import describe_action, suit_word, the_card_words, the_meld_words
from bezique_qt.words.i18n import points_words, tr, tr_noop

__all__ = ["OUTCOME_TEMPLATES", "REASON_TEMPLATES", "hint_words", "outcome_words",
           "reason_words"]

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
    why.OUTCOME_SEVEN: tr_noop(
        "{action}: you score the seven of trumps ({points}) {count} times in {total} simulated "
        "deals, against {other_count} times in {other_total} after {other}"),
    why.OUTCOME_LAST_TRICKS: tr_noop(
        "{action}: you win {mean} of the last {count} tricks on average over {total} simulated "
        "deals, against {other_mean} after {other}"),
    why.OUTCOME_KEEPS_TRUMPS: tr_noop(
        "{action}: it keeps {card} for the last tricks, where you win {mean} of the {count} on "
        "average over {total} simulated deals, against {other_mean} after {other}"),
    why.OUTCOME_DECLARE_NOW: tr_noop(
        "{action}: declared now, {meld} ({points}) is scored in {count} of {total} simulated "
        "deals, against {other_count} of {other_total} when it waits, after {other}"),
    why.OUTCOME_DECLARE_LATER: tr_noop(
        "{action}: keeping the cards to declare later, {meld} ({points}) is scored in {count} "
        "of {total} simulated deals, against {other_count} of {other_total} after {other} now"),
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


# ---------------------------------------------------------------------------- hint reasons
# The computer players give their reasons as codes with the facts they name
# (``bezique_qt/ai/reasons.py``); each code is worded here as advice to the player, in the
# user's language. A hint speaks to the player and names the move ("throw away the 8♥"), so it
# never repeats the move beside the reason. {card}, {lead} and {meld} carry their article;
# {action} is the move as the table words it (a meld's cards are named there: with several
# marriages on offer the name alone is not enough); signed numbers carry their sign.
_log = logging.getLogger(__name__)

REASON_TEMPLATES: dict[str, str] = {
    # declarations and the steps before play
    why.GUESS_LIKELIEST: tr_noop("guess {count} cards, the likeliest packet"),
    why.SHOW_CARTE_BLANCHE: tr_noop("show carte blanche ({points})"),
    why.EXCHANGE_SEVEN: tr_noop("exchange the seven of trumps for {card}"),
    why.SCORE_MELD: tr_noop("{action}: {worth}"),
    why.DECLARE_TO_SCORE_NOW: tr_noop("{action} and score it now ({worth})"),
    why.SHOW_SEVEN: tr_noop("show the seven of trumps ({points})"),
    why.DECLARE_FOR_LATER: tr_noop("{action} to score on a later trick"),
    why.NOTHING_TO_DECLARE: tr_noop("{action}: nothing more to declare"),
    why.ONLY_CHOICE: tr_noop("{action}: the only choice"),
    # card play
    why.ANY_CARD: tr_noop("play {card} (any card will do)"),
    why.ONLY_LEGAL_CARD: tr_noop("play {card}, the only legal card"),
    why.WIN_BRISQUE_CHEAPLY: tr_noop("win {lead} cheaply with {card}"),
    why.TAKE_TO_DECLARE: tr_noop("take the trick with {card} to declare {meld}"),
    why.TAKE_LATE_IN_STOCK: tr_noop("take the trick with {card} to stop declarations late in "
                                    "the stock"),
    why.TAKE_TRICK: tr_noop("take the trick with {card}"),
    why.THROW_AWAY: tr_noop("throw away {card}"),
    why.LEAD_TO_DECLARE: tr_noop("lead {card} to win the trick and declare {meld}"),
    why.LEAD_SPARE_COPY: tr_noop("lead {card}, a spare copy"),
    why.LEAD_NO_USE: tr_noop("lead {card}, a card of no use"),
    why.LEAD: tr_noop("lead {card}"),
    # the last tricks
    why.WIN_LAST_TRICK: tr_noop("win the trick with {card}"),
    why.CANNOT_WIN: tr_noop("the trick cannot be won: give {card}"),
    why.LEAD_TO_WIN: tr_noop("lead {card} to win the trick"),
    why.LEAD_WEAKEST: tr_noop("lead {card}, your weakest card"),
    why.SOLVED: tr_noop("play {card}: counting every card, it is the best play ({value} in the "
                        "last tricks)"),
    # the searching levels
    why.ONLY_LEGAL_CHOICE: tr_noop("{action}: the only legal choice"),
    why.BEST_IN_SEARCH: tr_noop("{action}: best in {what} ({count} of {total}), {mean} points "
                                "on average"),
    why.BETTER_THAN_RULE: tr_noop("{action}: {gain} points on average over the rule of thumb "
                                  "in {count} sampled deals"),
    # the table's fallback player
    why.FALLBACK_WORTH: tr_noop("{action}: it is worth {worth}"),
    why.FALLBACK_EXCHANGE: tr_noop("{action}: the seven of trumps scores 10 and brings the "
                                   "turn-up into your hand"),
    why.FALLBACK_DONE: tr_noop("{action}: there is nothing more worth declaring"),
    why.FALLBACK_GUESS: tr_noop("{action}: the dealer aims at {count} cards and lifts that "
                                "many most often"),
    why.FALLBACK_ANY: tr_noop("{action}: any card will do here"),
}
# the seven exchanged for a turn-up not known to the player
_EXCHANGE_FOR_TURN_UP = tr_noop("exchange the seven of trumps for the turn-up")
# what may follow: the card kept back, then Hard's check of the rule of thumb
KEPT_CLAUSE = tr_noop("{reason}; keep {card} for {purpose}")
CHECKED_CLAUSE = tr_noop("{reason} (checked in {count} sampled deals)")
# what a card is kept for, besides a meld (ai/reasons.py's purpose codes)
PURPOSE_WORDS: dict[str, str] = {
    why.PURPOSE_MARRIAGE: tr_noop("a marriage"),
    why.PURPOSE_SEQUENCE: tr_noop("the sequence"),
    why.PURPOSE_SEVEN_EXCHANGE: tr_noop("the seven exchange"),
    why.PURPOSE_SHOW_SEVEN: tr_noop("showing the seven"),
}
# where a search's numbers come from
SOURCE_WORDS: dict[str, str] = {
    why.SOURCE_SIMULATIONS: tr_noop("simulations"),
    why.SOURCE_SAMPLED_DEALS: tr_noop("sampled deals"),
}


def _signed(number: int | None) -> str:
    return f"{number or 0:+d}"


def _purpose_words(purpose: str) -> str | None:
    if purpose in PURPOSE_WORDS:
        return tr(PURPOSE_WORDS[purpose])
    return the_meld_words(purpose)


def reason_words(reason: Reason, action: Action) -> Caption | None:
    """The computer's ``reason`` for ``action`` worded as advice to the player (in the user's
    language, starting in lower case where the language does), or None for a code or a fact
    not known here."""
    if reason.code in why.OUTCOME_CODES:  # what the search's simulated deals show
        return outcome_words(reason)
    template = REASON_TEMPLATES.get(reason.code)
    if template is None:
        return None
    move = reason.action if reason.action is not None else action
    if reason.code == why.EXCHANGE_SEVEN and reason.card is None:
        template = _EXCHANGE_FOR_TURN_UP
    values: dict[str, object] = {
        "count": reason.count, "total": reason.total, "points": reason.points,
        "worth": points_words(reason.points or 0),  # "1 point", "20 points"
        "value": _signed(reason.points), "gain": _signed(reason.points),
        "mean": _signed(reason.points),
        "card": the_card_words(reason.card) if reason.card is not None else "",
        "lead": the_card_words(reason.lead) if reason.lead is not None else "",
        "meld": the_meld_words(reason.meld) if reason.meld is not None else "",
        "what": tr(SOURCE_WORDS[reason.source]) if reason.source in SOURCE_WORDS else "",
        "action": describe_action(move),
    }
    if values["meld"] is None:
        return None
    words = Caption.of(tr(template), **values)
    if reason.kept is not None and reason.purpose is not None:
        purpose = _purpose_words(reason.purpose)
        if purpose is None:
            return None
        words = Caption.of(tr(KEPT_CLAUSE), reason=words, card=the_card_words(reason.kept),
                           purpose=purpose)
    if reason.checked is not None:
        words = Caption.of(tr(CHECKED_CLAUSE), reason=words, count=reason.checked)
    return words


def hint_words(action: Action, reason: Reason) -> Caption:
    """The hint for ``action``, given by the computer for ``reason``, in the user's language:
    ``Hint: Throw away the eight of hearts.`` A reason not known here (a code added to the
    computer players and not yet worded) gives the move alone, and is logged."""
    words = reason_words(reason, action)
    if words is None:
        _log.warning("the computer's reason %r has no words here: the hint names the move alone",
                     reason)
        return Caption.of(tr("Hint: {advice}."), advice=describe_action(action))
    return Caption.of(tr("Hint: {advice}."), advice=words.capitalised())
