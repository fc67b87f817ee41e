"""What was scored and how a deal was computed, in the user's language: the engine's score codes
and computation steps (``engine/events.py``, ``engine/scoring.py``) made into words.

This module does not load Qt.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from bezique_qt.engine import DealResult, Event, ScoreEntry
from bezique_qt.engine import events as ev
from bezique_qt.engine.melds import NAME_CODE_WORDS
from bezique_qt.names import is_you
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import card_caption, meld_words
from bezique_qt.words.i18n import display_name, points_words, tr, tr_noop

_log = logging.getLogger(__name__)

# What was scored, by the engine's code (``engine/events.py``): {card} is the card as the table
# shows it (``7♥``), {count} a number.
SCORE_TEMPLATES: dict[str, str] = {
    ev.C_SEVEN_TURNED_UP: tr_noop("seven turned up {card}"),
    ev.C_SEVEN_PLAYED: tr_noop("seven of trumps played {card}"),
    ev.C_SEVEN_WON: tr_noop("seven of trumps {card}"),
    ev.C_SEVEN_EXCHANGED: tr_noop("seven of trumps exchanged {card}"),
    ev.C_SEVEN_SHOWN: tr_noop("seven of trumps shown {card}"),
    ev.C_CARTE_BLANCHE: tr_noop("carte blanche"),
    ev.C_CARTE_BLANCHE_AGAIN: tr_noop("carte blanche again {card}"),
    ev.C_BRISQUES_WON: tr_noop("{count} brisques won"),
    ev.C_BRISQUES: tr_noop("{count} brisques"),
    ev.C_LAST_TRICK: tr_noop("last trick"),
    ev.C_LAST_STOCK_TRICK: tr_noop("last stock trick"),
    ev.C_GAME: tr_noop("game"),
    ev.C_GUESSED: tr_noop("guessed the dealer's {count} cards"),
    ev.C_LIFTED_EXACTLY: tr_noop("lifted exactly {count} cards"),
}
# one brisque is said in the singular
_ONE_BRISQUE = {ev.C_BRISQUES_WON: tr_noop("1 brisque won"), ev.C_BRISQUES: tr_noop("1 brisque")}


def score_words(code: str, count: int = 0, cards: Sequence[int] = (),
                fallback: str = "") -> Caption:
    """What was scored, by the engine's ``code`` (a meld's name code or one of
    ``events.SCORE_CODES``) with its ``count`` and ``cards``, in the user's language:
    ``royal marriage``, ``seven of trumps played 7♥``, ``3 brisques won``; ``fallback`` (the
    engine's own label) for a code not known here."""
    if count == 1 and code in _ONE_BRISQUE:
        return Caption(tr(_ONE_BRISQUE[code]))
    template = SCORE_TEMPLATES.get(code)
    if template is not None:
        return Caption.of(tr(template), card=card_caption(cards[0]) if cards else "",
                          count=count)
    return Caption(meld_words(code) or fallback)


def entry_words(entry: ScoreEntry | Event) -> Caption:
    """What a score history entry (or a POINTS event) scored, in the user's language."""
    label = entry.label if isinstance(entry, ScoreEntry) else entry.text
    return score_words(entry.code, entry.count, entry.cards, label)


def stored_declaration_words(meld: str, label: str) -> str:
    """A declaration as the statistics database keeps it (``meld``: a meld type or
    ``CARTE_BLANCHE``; ``label``: the engine's English name, ``royal marriage``) in the user's
    language; a label not made by the engine is shown as it is."""
    if meld == "CARTE_BLANCHE":
        return tr(SCORE_TEMPLATES[ev.C_CARTE_BLANCHE])
    code = {words: code for code, words in NAME_CODE_WORDS.items()}.get(label)
    return (meld_words(code) if code is not None else None) or label


# ---------------------------------------------------------------------------- the game computed
# The Rubicon family's computation of a game (``engine/scoring.py``), step by step: {first},
# {second}, {player}, {winner} and {loser} are players' names.
COMPUTATION_TEMPLATES: dict[str, str] = {
    "scores": tr_noop("{first}: {first_points}, {first_brisques} in brisques; "
                      "{second}: {second_points}, {second_brisques} in brisques"),
    "over_nine": tr_noop("{player} played with more than nine cards (Law 17)"),
    "drawn_with_brisques": tr_noop("Equal with brisques: the game is drawn (Law 61)"),
    "drawn_equal": tr_noop("Equal points and equal brisques: the game is drawn (Law 61)"),
    "brisques_decide": tr_noop("Equal points: brisques decide for {player} (Law 61)"),
    "saved_by_brisques": tr_noop("{player} saves the rubicon with brisques (Law 60)"),
    "difference_of_sum": tr_noop("Difference {winner_points} - {loser_points} = {difference}, "
                                 "counted as {counted}"),
    "difference_of_each": tr_noop("{winner} {winner_points} counts {winner_counts}; {loser} "
                                  "{loser_points} counts {loser_counts}; difference "
                                  "{difference}"),
    "at_least_100": tr_noop("The difference counts at least 100 (Law 57)"),
    "game_total": tr_noop("{difference} + {bonus} for the game = {total} to {player}"),
    "rubiconed": tr_noop("{player} is rubiconed: {points} is under {threshold} (Law 58)"),
    "rubicon_base_of_sum": tr_noop("{winner_points} + {loser}'s {added} counts {counted}"),
    "rubicon_base_of_each": tr_noop("{winner} {winner_points} counts {winner_counts}; "
                                    "{loser}'s points added: {added}"),
    "rubicon_total": tr_noop("{base} + {bonus} for the game = {total} to {player}"),
}
_RUBICONED_WITH_BRISQUES = tr_noop("{player} is rubiconed: {points} + {brisques} in brisques is "
                                   "under {threshold} (Law 58)")
_TOTAL_WITH_ALLOWANCE = tr_noop("{base} + {bonus} for the game + {allowance} for brisques = "
                                "{total} to {player}")
# the same steps when {player} is the default player "You", whose verb agrees otherwise
_YOU_TEMPLATES: dict[str, str] = {
    "over_nine": tr_noop("You played with more than nine cards (Law 17)"),
    "saved_by_brisques": tr_noop("You save the rubicon with brisques (Law 60)"),
    "rubiconed": tr_noop("You are rubiconed: {points} is under {threshold} (Law 58)"),
    _RUBICONED_WITH_BRISQUES: tr_noop("You are rubiconed: {points} + {brisques} in brisques "
                                      "is under {threshold} (Law 58)"),
    "brisques_decide": tr_noop("Equal points: brisques decide for you (Law 61)"),
    "game_total": tr_noop("{difference} + {bonus} for the game = {total} to you"),
    "rubicon_total": tr_noop("{base} + {bonus} for the game = {total} to you"),
    _TOTAL_WITH_ALLOWANCE: tr_noop("{base} + {bonus} for the game + {allowance} for brisques "
                                   "= {total} to you"),
}
# the same steps when {loser} is the default player "You", whose points are "your" points
_YOU_LOSER_TEMPLATES: dict[str, str] = {
    "rubicon_base_of_sum": tr_noop("{winner_points} + your {added} counts {counted}"),
    "rubicon_base_of_each": tr_noop("{winner} {winner_points} counts {winner_counts}; "
                                    "your points added: {added}"),
}
# the scores where brisques never count (six-pack): no word of them
_SCORES_ONLY = tr_noop("{first}: {first_points}; {second}: {second_points}")
_AT_LEAST_100 = tr_noop(" (at least 100, Law 59)")
_AT_MOST_900 = tr_noop(" (at most 900, Law 17)")


def computation_words(code: str, values: dict[str, Any], names: Sequence[str]) -> str | None:
    """One step of a Rubicon-family game's computation (``GameComputation.steps``), in the
    user's language; None for a step not known here."""
    template = COMPUTATION_TEMPLATES.get(code)
    if template is None:
        return None
    if code == "scores" and values.get("brisques_count") is False:
        template = _SCORES_ONLY
    if code == "rubiconed" and values.get("brisques"):
        template = _RUBICONED_WITH_BRISQUES
    if code == "rubicon_total" and values.get("allowance"):
        template = _TOTAL_WITH_ALLOWANCE
    if "player" in values and is_you(names[int(values["player"])]):
        template = _YOU_TEMPLATES.get(template, _YOU_TEMPLATES.get(code, template))
    if "loser" in values and is_you(names[int(values["loser"])]):
        template = _YOU_LOSER_TEMPLATES.get(code, template)
    fields = dict(values)
    for key in ("player", "winner", "loser"):
        if key in fields:
            fields[key] = display_name(names[int(fields[key])])
    fields["first"], fields["second"] = display_name(names[0]), display_name(names[1])
    if code == "scores":
        fields["first_points"] = points_words(int(values["first_points"]))
        fields["second_points"] = points_words(int(values["second_points"]))
    words = tr(template).format(**fields)
    if values.get("at_least"):
        words += tr(_AT_LEAST_100)
    if values.get("at_most"):
        words += tr(_AT_MOST_900)
    return words


def computation_lines(result: DealResult, names: Sequence[str]) -> list[str]:
    """A finished deal's computation of the game (a ``GameState.deal_results`` entry), line
    by line, in the user's language; a step not known here is left out, and logged."""
    lines = []
    for code, values in result.computation:
        words = computation_words(code, dict(values), names)
        if words is None:
            _log.warning("the computation's step %r has no words here", code)
            continue
        lines.append(words)
    return lines
