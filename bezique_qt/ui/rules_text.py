"""The rules of the game being played, in our own words, as HTML built from its :class:`Variant`.

:func:`rules_html` is what the Rules window shows; every number in it is computed from the
variant's switches, so house rules show up where they apply and are listed again at the end.
This module does not load Qt: the New Game dialog's plain-language labels for the switches live
here and the dialog imports them.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from bezique_qt.engine.cards import SUIT_SYMBOLS
from bezique_qt.engine.variants import LABELS, PRESETS, Variant
from bezique_qt.export.sheet import switch_label as sheet_switch_label

# Plain-language names of the house-rule switches ``variants.LABELS`` leaves out.
MORE_LABELS: dict[str, str] = {
    "first_dealer": "Who deals first",
    "declarations_scored_per_trick": "Declarations scored for each trick won",
    "double_bezique_after_single": "Double bezique after a single bezique",
    "dealer_guess_bonuses": "Non-dealer guesses the size of the dealer's packet",
}

# The choices of the enumerated switches, as the dialog names them.
CHOICE_TEXTS: dict[str, dict[str, str]] = {
    "dix_scores_on": {"when_played": "When played or exchanged",
                      "when_played_if_wins": "When it wins a trick",
                      "declare_after_win": "When shown after winning a trick"},
    "dix_exchange_timing": {"after_win_before_draw": "After winning a trick, before drawing",
                            "any_time_on_lead": "At any time on lead"},
    "bezique_cards": {"fixed_QS_JD": "Always Q\u2660 and J\u2666",
                      "alt_when_S_or_D_trump": "Q\u2660 J\u2666; Q\u2663 J\u2665 when \u2660 "
                                               "or \u2666 are trumps",
                      "trump_queen_opposite_jack":
                          "Queen of trumps, jack of the suit of the other colour"},
    "reuse_rule": {"classic": "Classic rules",
                   "rubicon_laws_strict": "Portland Club laws (strict)",
                   "rubicon_distinct_set": "A different set of cards each time"},
    "double_bezique_after_single": {"additive": "Scores in full",
                                    "top_up_to_500": "Tops the score up to 500"},
    "carte_blanche": {"none": "Not played", "seed001": "Aces and tens count as court cards",
                      "rubicon": "As in Rubicon", "six_pack": "As in six-pack"},
    "brisques_counted": {"end_of_deal": "At the end of the deal", "when_won": "As they are won",
                         "tiebreak_and_rubicon_only": "Only to break a tie or save a rubicon",
                         "none": "Never"},
    "last_trick_bonus_trick": {"final": "The last trick of the deal",
                               "last_stock_trick": "The last trick before the stock is empty"},
    "game_end": {"first_to_reach": "First to reach the target, even during a deal",
                 "end_of_deal_highest": "Higher score at the end of the deal that reaches it",
                 "single_deal": "Each deal is a game"},
    "next_dealer": {"alternate": "The players in turn",
                    "last_trick_winner": "The winner of the last trick"},
    "first_dealer": {"cut": "Cut the cards: the higher card deals", "random": "Chance"},
}

# Number switches: (lowest, highest, step, text shown for the lowest or "").
NUMBER_RANGES: dict[str, tuple[int, int, int, str]] = {
    "declarations_scored_per_trick": (0, 10, 1, "No limit"),
    "four_tens": (0, 1000, 10, "Not scored"),
    "rubicon_brisque_allowance": (0, 1000, 50, "None"),
}


def switch_label(name: str) -> str:
    """The plain-language name of a house-rule switch."""
    return (LABELS.get(name) or MORE_LABELS.get(name) or sheet_switch_label(name))



NEVER_SEES = "The computer never sees your cards or the stock."

_MULTIPLES = ("Bezique", "Double bezique", "Triple bezique", "Quadruple bezique",
              "Quintuple bezique")
_RANK_WORDS = {"A": ("ace", "aces"), "T": ("ten", "tens"), "K": ("king", "kings"),
               "Q": ("queen", "queens"), "J": ("jack", "jacks")}
_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen")


def _words(n: int) -> str:
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def value_text(name: str, value: Any) -> str:
    """Plain words for the value of the switch ``name`` (as the New Game dialog words it)."""
    if isinstance(value, str):
        return CHOICE_TEXTS.get(name, {}).get(value, value.replace("_", " "))
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if isinstance(value, int):
        low, _high, _step, special = NUMBER_RANGES.get(name, (0, 0, 0, ""))
        if value == low and special:
            return special
        return str(value)
    if isinstance(value, list | tuple):
        parts = []
        for item in value:
            if isinstance(item, list | tuple) and len(item) == 2:
                parts.append(f"{_RANK_WORDS.get(str(item[0]), (item[0], item[0]))[1]} {item[1]}")
            else:
                parts.append(str(item))
        return ", ".join(parts)
    return str(value)


def house_rules(variant: Variant) -> list[tuple[str, str, str]]:
    """The switches in which ``variant`` differs from its preset: (label, preset's value in
    words, value in words), in the order of the variant's fields."""
    base = PRESETS.get(variant.id)
    rows = []
    for name, value in variant.overrides().items():
        before = value_text(name, getattr(base, name)) if base is not None else ""
        rows.append((switch_label(name), before, value_text(name, value)))
    return rows


def meld_table(variant: Variant) -> list[tuple[str, str, int]]:
    """Every declaration of ``variant``: (name, the cards in words, points)."""
    v = variant
    rows: list[tuple[str, str, int]] = []
    rows.append(("Marriage", "king and queen of the same plain suit", v.common_marriage))
    rows.append(("Royal marriage", "king and queen of trumps", v.royal_marriage))
    rows.append(("Sequence", "ace, ten, king, queen and jack of trumps", v.trump_sequence))
    if v.plain_sequence > 0:
        rows.append(("Back-door sequence", "ace, ten, king, queen and jack of a plain suit",
                     v.plain_sequence))
    cards = _bezique_cards(v)
    for i in range(min(v.max_bezique_multiple, len(v.bezique_points))):
        what = cards if i == 0 else f"{_words(i + 1)} of each of those cards"
        rows.append((_MULTIPLES[i], what, v.bezique_points[i]))
    quartets = dict(v.quartet_points)
    for rank in ("A", "T", "K", "Q", "J"):
        points = v.four_tens if rank == "T" else quartets.get(rank, 0)
        if points > 0:
            each = " (one of each suit)" if v.four_of_a_kind_needs_each_suit else ""
            rows.append((f"Four {_RANK_WORDS[rank][1]}", f"any four {_RANK_WORDS[rank][1]}{each}",
                         points))
    if v.trump_quartets:
        for rank, points in v.trump_quartet_points:
            rows.append((f"Four {_RANK_WORDS[rank][1]} of trumps",
                         f"four {_RANK_WORDS[rank][1]} of the trump suit", points))
    if v.trump_quintets:
        for rank, points in v.trump_quintet_points:
            rows.append((f"Five {_RANK_WORDS[rank][1]} of trumps",
                         f"five {_RANK_WORDS[rank][1]} of the trump suit", points))
    if v.carte_blanche != "none":
        court = "ace, ten, king, queen or jack" if v.carte_blanche == "seed001" else \
            "king, queen or jack"
        rows.append(("Carte blanche", f"a hand without a {court}", v.carte_blanche_points))
    return rows


def _bezique_cards(v: Variant) -> str:
    s, d, c, h = (SUIT_SYMBOLS[x] for x in "SDCH")
    if v.bezique_cards == "alt_when_S_or_D_trump":
        return (f"queen of spades and jack of diamonds (Q{s} J{d}); when spades or diamonds are "
                f"trumps, queen of clubs and jack of hearts (Q{c} J{h})")
    if v.bezique_cards == "trump_queen_opposite_jack":
        return ("queen of trumps and the jack of the suit of the other colour and the same "
                f"shape (Q{s} J{d}, Q{d} J{s}, Q{c} J{h}, Q{h} J{c})")
    return f"queen of spades and jack of diamonds (Q{s} J{d})"


def _list(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def rules_html(variant: Variant) -> str:
    """The rules of ``variant`` as an HTML document for a text browser."""
    v = variant
    out: list[str] = [f"<h1>{_e(v.name)}</h1>"]
    if v.description:
        out.append(f"<p><i>{_e(v.description)}</i></p>")
    out += _aim(v) + _deal(v) + _trumps(v) + _play(v) + _declarations(v) + _reuse(v)
    out += _seven(v) + _brisques(v) + _winning(v)
    out.append("<h2>House rules in effect</h2>")
    rows = house_rules(v)
    if rows:
        out.append("<p>These rules differ from the usual rules of this game:</p>")
        out.append(_list([f"<b>{_e(label)}</b>: {_e(now)}"
                          + (f" (usually: {_e(before)})" if before else "")
                          for label, before, now in rows]))
    else:
        out.append("<p>None: this is the game as described above, without changes.</p>")
    out.append("<h2>Fair play</h2>")
    out.append(f"<p><b>{NEVER_SEES}</b> It decides from what it would know at a real table: "
               "its own hand, the cards on the table and the tricks played. The cards are "
               "shuffled fairly for every deal.</p>")
    return "\n".join(out)


def _aim(v: Variant) -> list[str]:
    if v.rubicon_scoring and v.single_deal:
        goal = ("Each deal is a game. Score more points than your opponent in the deal, and at "
                f"least {v.rubicon_threshold}, or you are <i>rubiconed</i>.")
    elif v.game_target > 0:
        goal = f"The first to reach {v.game_target} points over one or more deals wins."
    else:
        goal = "The higher score at the end of the game wins."
    return ["<h2>Aim of the game</h2>",
            "<p>Win tricks that hold aces and tens (the <i>brisques</i>), and above all declare "
            f"combinations of cards (<i>declarations</i>) after winning tricks. {goal}</p>"]


def _deal(v: Variant) -> list[str]:
    packs = "one pack" if v.packs == 1 else f"{_words(v.packs)} packs"
    pattern = {"3-2-3": "three, then two, then three at a time", "ones": "one at a time",
               "threes": "three at a time"}.get(v.deal_pattern, v.deal_pattern)
    text = (f"<p>The game uses {packs} of 32 cards shuffled together ({v.deck_size} cards): "
            "ace, ten, king, queen, jack, nine, eight and seven in each suit. Cards rank in that "
            "order — the ten comes just below the ace. Identical cards are fully equal.</p>"
            f"<p>Each player is dealt {_words(v.hand_size)} cards, {pattern}. ")
    if v.has_turn_up:
        text += ("The next card is turned face up: the <b>turn-up</b>. It shows trumps and lies "
                 "under the rest of the cards, the <b>stock</b>.")
    else:
        text += "The rest of the cards form the <b>stock</b>; no card is turned up."
    text += " After each trick the winner draws the top card of the stock, then the loser."
    if not v.single_deal:
        text += (" The players deal in turn." if v.next_dealer == "alternate" else
                 " The winner of the last trick deals the next deal.")
    if v.dealer_guess_bonuses:
        text += (" Before the deal the non-dealer may guess the size of the packet the dealer "
                 "lifts off the pack; a correct guess scores.")
    return ["<h2>The packs and the deal</h2>", text + "</p>"]


def _trumps(v: Variant) -> list[str]:
    if v.has_turn_up:
        text = ("The suit of the turn-up is trumps for the whole deal. The loser of the last "
                "trick before the stock runs out takes the turn-up as his last card.")
    else:
        text = ("There is no turn-up. Trumps are made by the first marriage or sequence "
                "declared in the deal; until then no suit is trumps.")
    return ["<h2>Trumps</h2>", f"<p>{text}</p>"]


def _play(v: Variant) -> list[str]:
    tricks = f"{_words(v.hand_size)} tricks"
    duties = ["you must follow suit if you can"]
    if v.phase2_must_head:
        duties.append("and must win the trick if you can")
    if v.phase2_must_trump:
        duties.append("if you cannot follow, you must play a trump if you have one")
    else:
        duties.append("if you cannot follow, you may play any card (trumping is not compulsory)")
    return ["<h2>Playing the cards</h2>",
            "<p><b>While the stock lasts</b> play is free: you may play any card, without "
            "following suit or trumping. A trick is won by the higher trump, or by the higher "
            "card of the suit led; with two identical cards the first played wins. The winner "
            "of a trick may declare, then both players draw, and the winner leads.</p>",
            f"<p><b>The last {tricks}</b>: when the stock is empty, each player takes back the "
            f"cards he has declared, no more declarations are made, and the rules tighten: "
            f"{'; '.join(duties)}.</p>"]


def _declarations(v: Variant) -> list[str]:
    per = v.declarations_scored_per_trick
    once = ("score one declaration" if per == 1 else
            "score any number of declarations" if per == 0 else
            f"score up to {_words(per)} declarations")
    out = ["<h2>Declarations</h2>",
           "<p>After winning a trick, and before drawing, you may lay cards from your hand face "
           f"up on the table and {once}. Declared cards stay on the table but are still part of "
           "your hand: you may play them at any time. You may lay out a further declaration "
           "and score it after a later trick you win.</p>"]
    if v.last_stock_winner_declares_all:
        out.append("<p>The winner of the last trick before the stock runs out may score every "
                   "declaration he can.</p>")
    out.append("<table border='1' cellspacing='0' cellpadding='4'>"
               "<tr><th align='left'>Declaration</th><th align='left'>Cards</th>"
               "<th align='right'>Points</th></tr>")
    for name, cards, points in meld_table(v):
        out.append(f"<tr><td>{_e(name)}</td><td>{_e(cards)}</td>"
                   f"<td align='right'>{points}</td></tr>")
    out.append("</table>")
    notes = []
    if v.max_bezique_multiple >= 2 and v.double_bezique_after_single == "top_up_to_500":
        notes.append(f"A double bezique declared after a single one only adds enough to make "
                     f"{v.bezique_points[1]} in all.")
    elif v.max_bezique_multiple >= 2:
        notes.append("A double bezique scores in full even after its cards scored a single "
                     "bezique.")
    if v.carte_blanche != "none":
        notes.append("Carte blanche is shown at the start of the deal; as long as the "
                     "hand stays without court cards, each new card drawn may be shown for "
                     f"{_points(v.carte_blanche_points)} more.")
    if v.plain_sequence > 0:
        notes.append("A back-door sequence, like a sequence, can make trumps when trumps are "
                     "not yet fixed: it then counts as a sequence in trumps.")
    if notes:
        out.append(_list([_e(n) for n in notes]))
    return out


def _reuse(v: Variant) -> list[str]:
    if v.reuse_rule == "classic":
        text = ("A card that has scored may score again, but only in a declaration of a "
                "different kind: the king of a marriage may join four kings or a sequence, but "
                "not a second marriage. Nor may a smaller declaration of the same family follow "
                "a bigger one with the same cards: after a sequence its king and queen cannot "
                "score a royal marriage (the marriage first, then the sequence, is allowed).")
    elif v.reuse_rule == "rubicon_laws_strict":
        text = ("Cards on the table may be used again in new declarations, even of the same "
                "kind, as long as it is not the very same set of cards: a king on the table may "
                "marry a second queen. A new declaration of the same kind needs a card freshly "
                "laid from the hand, unless one card of the earlier one has been played. A "
                "smaller declaration of the same family may not follow a bigger one with the "
                "same cards (no royal marriage out of a scored sequence).")
    else:
        text = ("Cards on the table may be used again in any new declaration, even of the same "
                "kind, as long as it is a different set of cards. A smaller declaration of the "
                "same family may not follow a bigger one with the same cards.")
    if v.require_fresh_card:
        text += (" Every declaration that re-uses cards must bring at least one new card from "
                 "the hand.")
    return ["<h2>Using cards again</h2>", f"<p>{text}</p>"]


def _seven(v: Variant) -> list[str]:
    if not v.dix_enabled:
        return ["<h2>The seven of trumps</h2>",
                "<p>In this game there is no seven of trumps bonus: sevens score nothing.</p>"]
    p = _points(v.dix_points)
    when = {"when_played": f"scores {p} when it is played or exchanged",
            "when_played_if_wins": f"scores {p} when it wins a trick",
            "declare_after_win": f"scores {p} when shown after you win a trick"}[v.dix_scores_on]
    timing = ("after winning a trick, before drawing" if v.dix_exchange_timing ==
              "after_win_before_draw" else "at any time when it is your lead")
    text = (f"<p>Each seven of trumps {when}. The holder of a seven of trumps may exchange it "
            f"for the turn-up, {timing}.")
    if v.dix_counts_as_declaration:
        text += " The exchange counts as that trick's declaration."
    if v.has_turn_up:
        text += f" If the turn-up itself is a seven, the dealer scores {p} at once."
    return ["<h2>The seven of trumps</h2>", text + "</p>"]


def _brisques(v: Variant) -> list[str]:
    trick = ("the last trick of the deal" if v.last_trick_bonus_trick == "final" else
             "the last trick before the stock is empty")
    if v.brisques_counted == "none" or v.brisque_points == 0:
        bris = "Aces and tens won in tricks score nothing in this game."
    else:
        when = {"end_of_deal": "counted at the end of the deal",
                "when_won": "scored as they are won",
                "tiebreak_and_rubicon_only": "counted only to break a tie or to save a rubicon"
                }[v.brisques_counted]
        bris = (f"Each ace and ten won in tricks (a <i>brisque</i>) is worth "
                f"{_points(v.brisque_points)}, {when}.")
    return ["<h2>Brisques and the last trick</h2>",
            f"<p>{bris} Winning {trick} scores {_points(v.last_trick_bonus)}.</p>"]


def _winning(v: Variant) -> list[str]:
    out = ["<h2>How the game is won</h2>"]
    if v.rubicon_scoring:
        rounding = ("each player's total counts in whole hundreds (odd points are dropped)"
                    if v.rubicon_rounding == "floor_each" else
                    "the difference counts in whole hundreds")
        brisq = (f" plus {v.rubicon_brisque_allowance} for brisques"
                 if v.rubicon_brisque_allowance else "")
        out.append(
            f"<p>The player with more points wins the deal; {rounding}. If the loser made at "
            f"least {v.rubicon_threshold} (with his brisques if he needs them), the winner "
            f"scores the difference (at least 100) plus {v.game_bonus} for the game.</p>"
            f"<p>If the loser made fewer than {v.rubicon_threshold} he is <b>rubiconed</b>: "
            "the winner scores his own points <i>plus</i> the loser's (at least 100), plus "
            f"{v.rubicon_bonus} for the game{brisq}.</p>")
        if not v.single_deal and v.game_target > 0:
            out.append(f"<p>The game goes on until a player reaches {v.game_target}.</p>")
        return out
    end = {"first_to_reach": "the game ends the moment a player reaches it, even during a "
                             "deal (declarations count at once)",
           "end_of_deal_highest": "the deal is played out and the higher score wins",
           "single_deal": "the game is one deal"}[v.game_end]
    out.append(f"<p>The target is {v.game_target} points: {end}. If both reach it together, "
               "the player with fewer brisques in the last deal wins, then the winner of the "
               "last trick.</p>")
    return out
