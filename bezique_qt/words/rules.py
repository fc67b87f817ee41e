"""The rule switches in words: every switch's name and its values, once, for the New Game
dialog, the Rules window and the score sheet, in the user's language.

The engine names the switches (``Variant``'s fields, SPEC §11) and their values (codes such as
``when_played``); the words are here only, marked with :func:`tr_noop` and translated where they
are shown.
"""

from __future__ import annotations

from typing import Any

from bezique_qt.engine.variants import Variant
from bezique_qt.words.i18n import tr, tr_noop

# The name of every switch, in plain language (the New Game dialog's labels, the Rules
# window's list of house rules, the score sheet's rules line).
SWITCH_LABELS: dict[str, str] = {
    "players": tr_noop("Players"),
    "partnerships": tr_noop("Partners facing each other score together"),
    "partner_declares": tr_noop("Who declares after a partnership's trick"),
    "partnership_build_on_partner": tr_noop("A player may build on his partner's declared cards"),
    "partnership_bezique_from_both_hands":
        tr_noop("Double and higher beziques may take cards from both partners"),
    "partnership_last_tricks": tr_noop("Last tricks with four players"),
    "packs": tr_noop("Packs"),
    "hand_size": tr_noop("Cards in each hand"),
    "deal_pattern": tr_noop("Cards are dealt"),
    "trump_determination": tr_noop("Trumps are made by"),
    "dix_enabled": tr_noop("The seven of trumps scores"),
    "dix_points": tr_noop("The seven of trumps is worth"),
    "dix_scores_on": tr_noop("When the seven of trumps scores"),
    "dix_exchange_timing": tr_noop("When the seven of trumps may be exchanged"),
    "dix_counts_as_declaration":
        tr_noop("Exchanging the seven counts as the trick's declaration"),
    "exchanged_card_usable_same_turn":
        tr_noop("The card taken for the seven may be declared at once"),
    "bezique_cards": tr_noop("Which queen and jack make bezique"),
    "declarations_scored_per_trick": tr_noop("Declarations scored for each trick won"),
    "last_stock_winner_declares_all":
        tr_noop("Winner of the last stock trick may score everything"),
    "reuse_rule": tr_noop("Re-using declared cards"),
    "require_fresh_card": tr_noop("A new declaration needs a card not yet declared"),
    "second_double_with_used_pair": tr_noop("A second double bezique may re-use a pair"),
    "double_bezique_after_single": tr_noop("Double bezique after a single bezique"),
    "four_of_a_kind_needs_each_suit": tr_noop("Four of a kind needs one card of each suit"),
    "plain_sequence": tr_noop("A sequence in a plain suit is worth"),
    "trump_quartets": tr_noop("Four trump cards of a rank score"),
    "trump_quintets": tr_noop("Five trump cards of a rank score"),
    "four_tens": tr_noop("Four tens score"),
    "max_bezique_multiple": tr_noop("Beziques count up to"),
    "carte_blanche": tr_noop("Carte blanche"),
    "carte_blanche_points": tr_noop("Carte blanche is worth"),
    "common_marriage": tr_noop("A marriage is worth"),
    "royal_marriage": tr_noop("A royal marriage is worth"),
    "trump_sequence": tr_noop("A sequence in trumps is worth"),
    "bezique_points": tr_noop("Single, double, triple … bezique are worth"),
    "quartet_points": tr_noop("Four of a kind are worth"),
    "trump_quartet_points": tr_noop("Four trump cards of a rank are worth"),
    "trump_quintet_points": tr_noop("Five trump cards of a rank are worth"),
    "brisque_points": tr_noop("Each brisque is worth"),
    "brisques_counted": tr_noop("When aces and tens (brisques) are scored"),
    "last_trick_bonus": tr_noop("The last trick is worth"),
    "last_trick_bonus_trick": tr_noop("Which trick earns the last-trick bonus"),
    "phase2_must_head": tr_noop("Last tricks: must win the trick if able"),
    "phase2_must_trump": tr_noop("Last tricks: must trump when void"),
    "phase2_ten_ranks_low": tr_noop("Tens rank below jacks in the last tricks"),
    "phase1_rank_only": tr_noop("Before the last tricks a higher card of another suit wins"),
    "game_target": tr_noop("Points to win the game"),
    "game_end": tr_noop("How the game ends"),
    "next_dealer": tr_noop("Who deals next"),
    "first_dealer": tr_noop("Who deals first"),
    "tie_break": tr_noop("A tie is broken by"),
    "rubicon_threshold": tr_noop("Rubicon below"),
    "game_bonus": tr_noop("Game bonus"),
    "rubicon_bonus": tr_noop("Rubicon bonus"),
    "rubicon_brisque_allowance": tr_noop("Brisque allowance added for a rubicon"),
    "rubicon_rounding": tr_noop("Rounding"),
    "rubicon_winner_rule": tr_noop("The winner is decided by"),
    "dealer_guess_bonuses": tr_noop("Non-dealer guesses the size of the dealer's packet"),}

# The choices of the enumerated switches.
CHOICE_TEXTS: dict[str, dict[str, str]] = {
    "deal_pattern": {"3-2-3": tr_noop("Three, two and three at a time"),
                     "ones": tr_noop("One at a time"), "threes": tr_noop("Three at a time")},
    "trump_determination": {"turn_up": tr_noop("The turn-up card"),
                            "first_marriage_or_sequence":
                                tr_noop("The first marriage or sequence")},
    "dix_scores_on": {"when_played": tr_noop("When played or exchanged"),
                      "when_played_if_wins": tr_noop("When it wins a trick"),
                      "declare_after_win": tr_noop("When shown after winning a trick")},
    "dix_exchange_timing": {
        "after_win_before_draw": tr_noop("After winning a trick, before drawing"),
        "any_time_on_lead": tr_noop("At any time on lead")},
    "bezique_cards": {"fixed_QS_JD": tr_noop("Always Q\u2660 and J\u2666"),
                      "alt_when_S_or_D_trump": tr_noop("Q\u2660 J\u2666; Q\u2663 J\u2665 when "
                                                       "\u2660 or \u2666 are trumps"),
                      "trump_queen_opposite_jack":
                          tr_noop("Queen of trumps, jack of the suit of the other colour")},
    "reuse_rule": {"classic": tr_noop("Classic rules"),
                   "rubicon_laws_strict": tr_noop("Portland Club laws (strict)"),
                   "rubicon_distinct_set": tr_noop("A different set of cards each time")},
    "double_bezique_after_single": {"additive": tr_noop("Scores in full"),
                                    "top_up_to_500": tr_noop("Tops the score up to 500")},
    "carte_blanche": {"none": tr_noop("Not played"),
                      "seed001": tr_noop("Aces and tens count as court cards"),
                      "rubicon": tr_noop("As in Rubicon"),
                      "six_pack": tr_noop("As in six-pack")},
    "brisques_counted": {"end_of_deal": tr_noop("At the end of the deal"),
                         "when_won": tr_noop("As they are won"),
                         "tiebreak_and_rubicon_only":
                             tr_noop("Only to break a tie or save a rubicon"),
                         "none": tr_noop("Never")},
    "last_trick_bonus_trick": {
        "final": tr_noop("The last trick of the deal"),
        "last_stock_trick": tr_noop("The last trick before the stock is empty")},
    "game_end": {"first_to_reach": tr_noop("First to reach the target, even during a deal"),
                 "end_of_deal_highest":
                     tr_noop("Higher score at the end of the deal that reaches it"),
                 "single_deal": tr_noop("Each deal is a game")},
    "next_dealer": {"alternate": tr_noop("The players in turn"),
                    "last_trick_winner": tr_noop("The winner of the last trick"),
                    "rotate_left": tr_noop("Each player in turn, to the left")},
    "first_dealer": {"cut": tr_noop("Cut the cards: the higher card deals"),
                     "random": tr_noop("Chance")},
    "rubicon_rounding": {"floor_each": tr_noop("Each score down to hundreds"),
                         "floor_sum": tr_noop("The difference down to hundreds")},
    "rubicon_winner_rule": {"points_then_brisques_on_tie":
                                tr_noop("Points, then brisques on a tie"),
                            "points_with_brisques": tr_noop("Points with brisques")},
    "tie_break": {"less_last_brisques_then_last_trick":
                  tr_noop("The last deal's brisques, then the last trick")},
    "partner_declares": {
        "winner_or_partner": tr_noop("The winner, or his partner if the winner lets him"),
        "winner_only": tr_noop("The winner only"),
        "each_separately": tr_noop("The winner, then his partner, each separately")},
    "partnership_last_tricks": {
        "beat_highest": tr_noop("Each must beat the highest card so far, even a partner's"),
        "pairs": tr_noop("Two against two in turn: the last trick's winner and his left-hand "
                         "adversary, then the other two")},
}

# Number switches: (lowest, highest, step, text shown for the lowest or "").
NUMBER_RANGES: dict[str, tuple[int, int, int, str]] = {
    "declarations_scored_per_trick": (0, 10, 1, tr_noop("No limit")),
    "four_tens": (0, 1000, 10, tr_noop("Not scored")),
    "rubicon_brisque_allowance": (0, 1000, 50, tr_noop("None")),
}


def switch_label(name: str) -> str:
    """The plain-language name of the switch ``name``, in the user's language."""
    english = SWITCH_LABELS.get(name)
    return tr(english) if english is not None else name.replace("_", " ").capitalize()


def choice_text(name: str, value: str) -> str:
    """The words for the choice ``value`` of the switch ``name``."""
    english = CHOICE_TEXTS.get(name, {}).get(value)
    return tr(english) if english is not None else value.replace("_", " ").capitalize()


def special_value_text(name: str) -> str:
    """What a number switch's box shows for its lowest value ("No limit"), or ""."""
    special = NUMBER_RANGES.get(name, (0, 0, 0, ""))[3]
    return tr(special) if special else ""


def rank_plural(rank: str) -> str:
    """``aces`` for ``A`` (the ranks of four of a kind)."""
    return {"A": tr("aces"), "T": tr("tens"), "K": tr("kings"), "Q": tr("queens"),
            "J": tr("jacks")}.get(rank, rank)


def value_text(name: str, value: Any) -> str:
    """Plain words for the value of the switch ``name``."""
    if isinstance(value, str):
        return choice_text(name, value)
    if isinstance(value, bool):
        return tr("Yes") if value else tr("No")
    if name == "game_target" and value == 0:
        return tr("None: each deal is a game")
    if isinstance(value, int):
        low, _high, _step, special = NUMBER_RANGES.get(name, (0, 0, 0, ""))
        if value == low and special:
            return tr(special)
        return str(value)
    if isinstance(value, list | tuple):
        parts = []
        for item in value:
            if isinstance(item, list | tuple) and len(item) == 2:
                parts.append(f"{rank_plural(str(item[0]))} {item[1]}")
            else:
                parts.append(str(item))
        return ", ".join(parts)
    return str(value)


def rules_in_words(variant: Variant) -> tuple[str, ...]:
    """The switches in which ``variant`` differs from its preset, one line each
    (``Who deals next: The winner of the last trick``)."""
    return tuple(tr("{switch}: {value}").format(switch=switch_label(name),
                                                value=value_text(name, value))
                 for name, value in variant.overrides().items())
