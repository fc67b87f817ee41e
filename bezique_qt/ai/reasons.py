"""Why a computer player chose its action, as a code and the facts it rests on — never words.

A :class:`Reason` is data, as a refusal is (``IllegalAction.code``): the table words it in the
player's language (``bezique_qt.words.reasons.hint_words``), so a new reason is a new code here
and a new sentence there, never English to be read back.

Meld names are given as *name codes* (:func:`bezique_qt.engine.melds.meld_name_code`:
``ROYAL_MARRIAGE``, ``BEZIQUE_2``, ``TRUMP_QUARTET_A`` …) and what a card is kept for as a
purpose code (:data:`PURPOSES`, or a meld name code).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bezique_qt.engine import Action

# ---------------------------------------------------------------------------- reason codes
# declarations and the steps before play (heuristic.declaration_choice)
GUESS_LIKELIEST = "guess_likeliest"            # count: the cards guessed
SHOW_CARTE_BLANCHE = "show_carte_blanche"      # points
EXCHANGE_SEVEN = "exchange_seven"              # card: the turn-up taken, if known
SCORE_MELD = "score_meld"                      # meld, points
DECLARE_TO_SCORE_NOW = "declare_to_score_now"  # meld, points
SHOW_SEVEN = "show_seven"                      # points
DECLARE_FOR_LATER = "declare_for_later"        # meld
NOTHING_TO_DECLARE = "nothing_to_declare"
ONLY_CHOICE = "only_choice"
# card play in the first tricks (heuristic: novice_choice, HeuristicPlayer)
ANY_CARD = "any_card"                          # card
ONLY_LEGAL_CARD = "only_legal_card"            # card
WIN_BRISQUE_CHEAPLY = "win_brisque_cheaply"    # lead, card
TAKE_TO_DECLARE = "take_to_declare"            # card, meld
TAKE_LATE_IN_STOCK = "take_late_in_stock"      # card
TAKE_TRICK = "take_trick"                      # card
THROW_AWAY = "throw_away"                      # card
LEAD_TO_DECLARE = "lead_to_declare"            # card, meld
LEAD_SPARE_COPY = "lead_spare_copy"            # card
LEAD_NO_USE = "lead_no_use"                    # card
LEAD = "lead"                                  # card
# the last tricks (HeuristicPlayer without the solver, solve_last_tricks)
WIN_LAST_TRICK = "win_last_trick"              # card
CANNOT_WIN = "cannot_win"                      # card
LEAD_TO_WIN = "lead_to_win"                    # card
LEAD_WEAKEST = "lead_weakest"                  # card
SOLVED = "solved"                              # card, points: signed, in the last tricks
# the searching levels (search.py)
ONLY_LEGAL_CHOICE = "only_legal_choice"        # action
BEST_IN_SEARCH = "best_in_search"              # action, source, count, total, points (mean)
BETTER_THAN_RULE = "better_than_rule"          # action, points (gain), count
# what the search's simulated deals show (ai/outcomes.py): the better move (action) against
# another (other), in total / other_total deals; where / other_where: which copy of a card
OUTCOME_KEEPS_FOR_MELD = "outcome_keeps_for_meld"  # kept, meld, suit, points, count, other_count
OUTCOME_MELD = "outcome_meld"                    # meld, suit, points, count, other_count
OUTCOME_BRISQUES = "outcome_brisques"            # mean, other_mean: brisques won from here
OUTCOME_DENIES_MELDS = "outcome_denies_melds"    # mean, other_mean: the opponents' meld points
OUTCOME_OVERALL = "outcome_overall"              # points (gain)
# the sevens of trumps the player scored from here (count, other_count), worth points each
OUTCOME_SEVEN = "outcome_seven"                  # count, other_count, points
# the last tricks won on average (mean, other_mean) of count, in the deals that played them out;
# kept: the trump the other move gives up
OUTCOME_LAST_TRICKS = "outcome_last_tricks"      # mean, other_mean, count
OUTCOME_KEEPS_TRUMPS = "outcome_keeps_trumps"    # kept, mean, other_mean, count
# when to declare: the better move declares meld now (scored in count deals, against
# other_count when it waits), or declares nothing now and meld is scored later more often
# than after the other move's declaration now
OUTCOME_DECLARE_NOW = "outcome_declare_now"      # meld, suit, points, count, other_count
OUTCOME_DECLARE_LATER = "outcome_declare_later"  # meld, suit, points, count, other_count
OUTCOME_CODES: tuple[str, ...] = (OUTCOME_KEEPS_FOR_MELD, OUTCOME_MELD, OUTCOME_BRISQUES,
                                  OUTCOME_DENIES_MELDS, OUTCOME_OVERALL, OUTCOME_SEVEN,
                                  OUTCOME_LAST_TRICKS, OUTCOME_KEEPS_TRUMPS,
                                  OUTCOME_DECLARE_NOW, OUTCOME_DECLARE_LATER)
# the table's fallback player (ai/service.py)
FALLBACK_WORTH = "fallback_worth"              # points
FALLBACK_EXCHANGE = "fallback_exchange"
FALLBACK_DONE = "fallback_done"
FALLBACK_GUESS = "fallback_guess"              # count
FALLBACK_ANY = "fallback_any"

CODES: tuple[str, ...] = (
    GUESS_LIKELIEST, SHOW_CARTE_BLANCHE, EXCHANGE_SEVEN, SCORE_MELD, DECLARE_TO_SCORE_NOW,
    SHOW_SEVEN, DECLARE_FOR_LATER, NOTHING_TO_DECLARE, ONLY_CHOICE, ANY_CARD, ONLY_LEGAL_CARD,
    WIN_BRISQUE_CHEAPLY, TAKE_TO_DECLARE, TAKE_LATE_IN_STOCK, TAKE_TRICK, THROW_AWAY,
    LEAD_TO_DECLARE, LEAD_SPARE_COPY, LEAD_NO_USE, LEAD, WIN_LAST_TRICK, CANNOT_WIN, LEAD_TO_WIN,
    LEAD_WEAKEST, SOLVED, ONLY_LEGAL_CHOICE, BEST_IN_SEARCH, BETTER_THAN_RULE, FALLBACK_WORTH,
    FALLBACK_EXCHANGE, FALLBACK_DONE, FALLBACK_GUESS, FALLBACK_ANY, *OUTCOME_CODES)
"""Every reason code a computer player gives."""

# what a card is kept for (besides a meld's name code)
PURPOSE_MARRIAGE = "marriage"
PURPOSE_SEQUENCE = "sequence"
PURPOSE_SEVEN_EXCHANGE = "seven_exchange"
PURPOSE_SHOW_SEVEN = "show_seven"
PURPOSE_BRISQUE = "brisque"  # a card's own worth: never told as a purpose
PURPOSE_TRUMP = "trump"
PURPOSES: tuple[str, ...] = (PURPOSE_MARRIAGE, PURPOSE_SEQUENCE, PURPOSE_SEVEN_EXCHANGE,
                             PURPOSE_SHOW_SEVEN)
"""The purposes told in a reason (a meld name code may be one too)."""

# where a search's numbers come from
SOURCE_SIMULATIONS = "simulations"
SOURCE_SAMPLED_DEALS = "sampled_deals"


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action was chosen: ``code`` (one of :data:`CODES`) and the facts it names.

    ``kept``/``purpose``: a card kept back and what for (a purpose code or a meld name code);
    ``checked``: Hard's check of the rule of thumb, in that many sampled deals; the
    ``OUTCOME_*`` codes compare ``action`` with ``other`` (see ``ai/outcomes.py``).
    """

    code: str
    card: int | None = None
    lead: int | None = None
    meld: str | None = None
    points: int | None = None
    count: int | None = None
    total: int | None = None
    source: str | None = None
    action: Action | None = None
    kept: int | None = None
    purpose: str | None = None
    checked: int | None = None
    other: Action | None = None
    other_total: int | None = None
    other_count: int | None = None
    suit: int | None = None
    mean: float | None = None
    other_mean: float | None = None
    where: str | None = None
    other_where: str | None = None


def reason_to_json(reason: Reason) -> dict[str, Any]:
    """``reason`` as JSON data: its code and the facts it names (an action as its notation)."""
    data: dict[str, Any] = {"code": reason.code}
    for name in Reason.__slots__:
        value = getattr(reason, name)
        if name != "code" and value is not None:
            data[name] = str(value) if isinstance(value, Action) else value
    return data


def reason_from_json(data: dict[str, Any]) -> Reason:
    """The :class:`Reason` that :func:`reason_to_json` wrote; raises ValueError for data that
    is not one."""
    values = dict(data)
    if not isinstance(values.get("code"), str) or not set(values) <= set(Reason.__slots__):
        raise ValueError("not a reason")
    for name in ("action", "other"):
        if isinstance(values.get(name), str):
            values[name] = Action.parse(values[name])
    return Reason(**values)


@dataclass(frozen=True)
class Decision:
    """An action with the reason for it (worded where it is shown)."""

    action: Action
    reason: Reason
