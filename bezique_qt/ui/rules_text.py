"""The rules of the game being played, in our own words, as HTML built from its :class:`Variant`.

:func:`rules_html` is what the Rules window shows; every number in it is computed from the
variant's switches, so house rules show up where they apply and are listed again at the end.
This module does not load Qt. The switches' names and values are worded once, in
:mod:`bezique_qt.words.rules` (the dialog and the score sheet word them from there too).

Every sentence is translated with :func:`tr` (which needs no Qt while the program speaks
English).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from bezique_qt.engine.cards import SUIT_SYMBOLS
from bezique_qt.engine.variants import PRESETS, Variant
from bezique_qt.words.game import variant_description, variant_name
from bezique_qt.words.i18n import points_words, tr, tr_noop

# the switches' words, which the New Game dialog takes from here
from bezique_qt.words.rules import CHOICE_TEXTS as CHOICE_TEXTS
from bezique_qt.words.rules import NUMBER_RANGES as NUMBER_RANGES
from bezique_qt.words.rules import choice_text as choice_text
from bezique_qt.words.rules import rank_plural
from bezique_qt.words.rules import special_value_text as special_value_text
from bezique_qt.words.rules import switch_label as switch_label
from bezique_qt.words.rules import value_text as value_text

NEVER_SEES = tr_noop("The computer never sees your cards or the stock.")

_MULTIPLES = (tr_noop("Bezique"), tr_noop("Double bezique"), tr_noop("Triple bezique"),
              tr_noop("Quadruple bezique"), tr_noop("Quintuple bezique"))


def _words(n: int) -> str:
    words = (tr("no"), tr("one"), tr("two"), tr("three"), tr("four"), tr("five"), tr("six"),
             tr("seven"), tr("eight"), tr("nine"), tr("ten"), tr("eleven"), tr("twelve"),
             tr("thirteen"), tr("fourteen"), tr("fifteen"))
    return words[n] if 0 <= n < len(words) else str(n)


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def _points(n: int) -> str:
    return points_words(n)


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
    rows.append((tr("Marriage"), tr("king and queen of the same plain suit"),
                 v.common_marriage))
    rows.append((tr("Royal marriage"), tr("king and queen of trumps"), v.royal_marriage))
    rows.append((tr("Sequence"), tr("ace, ten, king, queen and jack of trumps"),
                 v.trump_sequence))
    if v.plain_sequence > 0:
        rows.append((tr("Back-door sequence"), tr("ace, ten, king, queen and jack of a plain "
                                                  "suit"), v.plain_sequence))
    cards = _bezique_cards(v)
    for i in range(min(v.max_bezique_multiple, len(v.bezique_points))):
        what = cards if i == 0 else tr("{count} of each of those cards").format(
            count=_words(i + 1))
        rows.append((tr(_MULTIPLES[i]), what, v.bezique_points[i]))
    quartets = dict(v.quartet_points)
    for rank in ("A", "T", "K", "Q", "J"):
        points = v.four_tens if rank == "T" else quartets.get(rank, 0)
        if points > 0:
            each = tr(" (one of each suit)") if v.four_of_a_kind_needs_each_suit else ""
            rows.append((tr("Four {cards}").format(cards=rank_plural(rank)),
                         tr("any four {cards}").format(cards=rank_plural(rank)) + each,
                         points))
    if v.trump_quartets:
        for rank, points in v.trump_quartet_points:
            rows.append((tr("Four {cards} of trumps").format(cards=rank_plural(rank)),
                         tr("four {cards} of the trump suit").format(cards=rank_plural(rank)),
                         points))
    if v.trump_quintets:
        for rank, points in v.trump_quintet_points:
            rows.append((tr("Five {cards} of trumps").format(cards=rank_plural(rank)),
                         tr("five {cards} of the trump suit").format(cards=rank_plural(rank)),
                         points))
    if v.carte_blanche != "none":
        court = (tr("ace, ten, king, queen or jack") if v.carte_blanche == "seed001" else
                 tr("king, queen or jack"))
        rows.append((tr("Carte blanche"), tr("a hand without a {court}").format(court=court),
                     v.carte_blanche_points))
    return rows


def _bezique_cards(v: Variant) -> str:
    s, d, c, h = (SUIT_SYMBOLS[x] for x in "SDCH")
    if v.bezique_cards == "alt_when_S_or_D_trump":
        return tr("queen of spades and jack of diamonds ({cards}); when spades or diamonds are "
                  "trumps, queen of clubs and jack of hearts ({other})").format(
            cards=f"Q{s} J{d}", other=f"Q{c} J{h}")
    if v.bezique_cards == "trump_queen_opposite_jack":
        return tr("queen of trumps and the jack of the suit of the other colour and the same "
                  "shape ({cards})").format(cards=f"Q{s} J{d}, Q{d} J{s}, Q{c} J{h}, Q{h} J{c}")
    return tr("queen of spades and jack of diamonds ({cards})").format(cards=f"Q{s} J{d}")


def _list(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def _h2(title: str) -> str:
    return f"<h2>{title}</h2>"


def rules_html(variant: Variant) -> str:
    """The rules of ``variant`` as an HTML document for a text browser, in the user's
    language."""
    v = variant
    out: list[str] = [f"<h1>{_e(variant_name(v))}</h1>"]
    description = variant_description(v)
    if description:
        out.append(f"<p><i>{_e(description)}</i></p>")
    out += _aim(v) + _deal(v) + _trumps(v) + _play(v) + _declarations(v) + _reuse(v)
    out += _seven(v) + _brisques(v) + _winning(v)
    out.append(_h2(tr("House rules in effect")))
    rows = house_rules(v)
    if rows:
        out.append(f"<p>{tr('These rules differ from the usual rules of this game:')}</p>")
        out.append(_list([tr("<b>{label}</b>: {value}").format(label=_e(label), value=_e(now))
                          + (tr(" (usually: {value})").format(value=_e(before)) if before
                             else "")
                          for label, before, now in rows]))
    else:
        out.append(f"<p>{tr('None: this is the game as described above, without changes.')}"
                   "</p>")
    out.append(_h2(tr("Fair play")))
    out.append(f"<p><b>{tr(NEVER_SEES)}</b> "
               + tr("It decides from what it would know at a real table: its own hand, the "
                    "cards on the table and the tricks played. The cards are shuffled fairly "
                    "for every deal.") + "</p>")
    return "\n".join(out)


def _aim(v: Variant) -> list[str]:
    if v.rubicon_scoring and v.single_deal:
        goal = tr("Each deal is a game. Score more points than your opponent in the deal, and "
                  "at least {threshold}, or you are <i>rubiconed</i>.").format(
            threshold=v.rubicon_threshold)
    elif v.game_target > 0:
        goal = tr("The first to reach {target} points over one or more deals wins.").format(
            target=v.game_target)
    else:
        goal = tr("The higher score at the end of the game wins.")
    return [_h2(tr("Aim of the game")),
            "<p>" + tr("Win tricks that hold aces and tens (the <i>brisques</i>), and above all "
                       "declare combinations of cards (<i>declarations</i>) after winning "
                       "tricks. {goal}").format(goal=goal) + "</p>"]


def _deal(v: Variant) -> list[str]:
    pattern = {"3-2-3": tr("three, then two, then three at a time"),
               "ones": tr("one at a time"),
               "threes": tr("three at a time")}.get(v.deal_pattern, v.deal_pattern)
    if v.packs == 1:  # nothing to shuffle together, and no two cards alike
        first = tr("The game uses one pack of 32 cards: ace, ten, king, queen, jack, nine, "
                   "eight and seven in each suit. Cards rank in that order — the ten comes "
                   "just below the ace.")
    else:
        first = tr("The game uses {packs} of 32 cards shuffled together ({cards} cards): ace, "
                   "ten, king, queen, jack, nine, eight and seven in each suit. Cards rank in "
                   "that order — the ten comes just below the ace. Identical cards are fully "
                   "equal.").format(packs=tr("{count} packs").format(count=_words(v.packs)),
                                    cards=v.deck_size)
    second = [tr("Each player is dealt {count} cards, {pattern}.").format(
        count=_words(v.hand_size), pattern=pattern)]
    if v.has_turn_up:
        second.append(tr("The next card is turned face up: the <b>turn-up</b>. It shows trumps "
                         "and lies under the rest of the cards, the <b>stock</b>."))
    else:
        second.append(tr("The rest of the cards form the <b>stock</b>; no card is turned up."))
    second.append(tr("After each trick the winner draws the top card of the stock, then the "
                     "loser."))
    if not v.single_deal:
        second.append(tr("The players deal in turn.") if v.next_dealer == "alternate" else
                      tr("The winner of the last trick deals the next deal."))
    if v.dealer_guess_bonuses:
        second.append(tr("Before the deal the non-dealer may guess the size of the packet the "
                         "dealer lifts off the pack; a correct guess scores."))
    return [_h2(tr("The packs and the deal")),
            f"<p>{first}</p><p>" + " ".join(second) + "</p>"]


def _trumps(v: Variant) -> list[str]:
    if v.has_turn_up:
        text = tr("The suit of the turn-up is trumps for the whole deal. The loser of the last "
                  "trick before the stock runs out takes the turn-up as his last card.")
    else:
        text = tr("There is no turn-up. Trumps are made by the first marriage or sequence "
                  "declared in the deal; until then no suit is trumps.")
    return [_h2(tr("Trumps")), f"<p>{text}</p>"]


def _play(v: Variant) -> list[str]:
    duties = [tr("you must follow suit if you can")]
    if v.phase2_must_head:
        duties.append(tr("and must win the trick if you can"))
    if v.phase2_must_trump:
        duties.append(tr("if you cannot follow, you must play a trump if you have one"))
    else:
        duties.append(tr("if you cannot follow, you may play any card (trumping is not "
                         "compulsory)"))
    return [_h2(tr("Playing the cards")),
            "<p>" + tr("<b>While the stock lasts</b> play is free: you may play any card, "
                       "without following suit or trumping. A trick is won by the higher "
                       "trump, or by the higher card of the suit led; with two identical cards "
                       "the first played wins. The winner of a trick may declare, then both "
                       "players draw, and the winner leads.") + "</p>",
            "<p>" + tr("<b>The last {count} tricks</b>: when the stock is empty, each player "
                       "takes back the cards he has declared, no more declarations are made, "
                       "and the rules tighten: {duties}.").format(
                count=_words(v.hand_size), duties=tr("; ").join(duties)) + "</p>"]


def _declarations(v: Variant) -> list[str]:
    per = v.declarations_scored_per_trick
    once = (tr("score one declaration") if per == 1 else
            tr("score any number of declarations") if per == 0 else
            tr("score up to {count} declarations").format(count=_words(per)))
    out = [_h2(tr("Declarations")),
           "<p>" + tr("After winning a trick, and before drawing, you may lay cards from your "
                      "hand face up on the table and {once}. Declared cards stay on the table "
                      "but are still part of your hand: you may play them at any time. You may "
                      "lay out a further declaration and score it after a later trick you "
                      "win.").format(once=once) + "</p>"]
    if v.last_stock_winner_declares_all:
        out.append("<p>" + tr("The winner of the last trick before the stock runs out may "
                              "score every declaration he can.") + "</p>")
    out.append("<table border='1' cellspacing='0' cellpadding='4'>"
               f"<tr><th align='left'>{_e(tr('Declaration'))}</th>"
               f"<th align='left'>{_e(tr('Cards'))}</th>"
               f"<th align='right'>{_e(tr('Points'))}</th></tr>")
    for name, cards, points in meld_table(v):
        out.append(f"<tr><td>{_e(name)}</td><td>{_e(cards)}</td>"
                   f"<td align='right'>{points}</td></tr>")
    out.append("</table>")
    notes = []
    if v.max_bezique_multiple >= 2 and v.double_bezique_after_single == "top_up_to_500":
        notes.append(tr("A double bezique declared after a single one only adds enough to make "
                        "{points} in all.").format(points=v.bezique_points[1]))
    elif v.max_bezique_multiple >= 2:
        notes.append(tr("A double bezique scores in full even after its cards scored a single "
                        "bezique."))
    if v.carte_blanche != "none":
        notes.append(tr("Carte blanche is shown at the start of the deal; as long as the hand "
                        "stays without court cards, each new card drawn may be shown for "
                        "{points} more.").format(points=_points(v.carte_blanche_points)))
    if v.plain_sequence > 0:
        notes.append(tr("A back-door sequence, like a sequence, can make trumps when trumps are "
                        "not yet fixed: it then counts as a sequence in trumps."))
    if notes:
        out.append(_list([_e(n) for n in notes]))
    return out


def _reuse(v: Variant) -> list[str]:
    if v.reuse_rule == "classic":
        text = tr("A card that has scored may score again, but only in a declaration of a "
                  "different kind: the king of a marriage may join four kings or a sequence, "
                  "but not a second marriage. Nor may a smaller declaration of the same family "
                  "follow a bigger one with the same cards: after a sequence its king and queen "
                  "cannot score a royal marriage (the marriage first, then the sequence, is "
                  "allowed).")
    elif v.reuse_rule == "rubicon_laws_strict":
        text = tr("Cards on the table may be used again in new declarations, even of the same "
                  "kind, as long as it is not the very same set of cards: a king on the table "
                  "may marry a second queen. A new declaration of the same kind needs a card "
                  "freshly laid from the hand, unless one card of the earlier one has been "
                  "played. A smaller declaration of the same family may not follow a bigger "
                  "one with the same cards (no royal marriage out of a scored sequence).")
    else:
        text = tr("Cards on the table may be used again in any new declaration, even of the "
                  "same kind, as long as it is a different set of cards. A smaller declaration "
                  "of the same family may not follow a bigger one with the same cards.")
    if v.require_fresh_card:
        text += " " + tr("Every declaration that re-uses cards must bring at least one new "
                         "card from the hand.")
    if v.partnerships:
        # SPEC §2.3, §13: a partner's melds count against the side while scored or pending
        text += " " + tr("Partners are held to each other's declarations: a queen one of them "
                         "has married cannot be married again by the other, even once the "
                         "cards he added are played.")
    return [_h2(tr("Using cards again")), f"<p>{text}</p>"]


def _seven(v: Variant) -> list[str]:
    if not v.dix_enabled:
        return [_h2(tr("The seven of trumps")),
                "<p>" + tr("In this game there is no seven of trumps bonus: sevens score "
                           "nothing.") + "</p>"]
    p = _points(v.dix_points)
    when = {"when_played": tr("scores {points} when it is played or exchanged"),
            "when_played_if_wins": tr("scores {points} when it wins a trick"),
            "declare_after_win": tr("scores {points} when shown after you win a trick"),
            }[v.dix_scores_on].format(points=p)
    timing = (tr("after winning a trick, before drawing") if v.dix_exchange_timing ==
              "after_win_before_draw" else tr("at any time when it is your lead"))
    text = [tr("Each seven of trumps {when}. The holder of a seven of trumps may exchange it "
               "for the turn-up, {timing}.").format(when=when, timing=timing)]
    if v.dix_counts_as_declaration:
        text.append(tr("The exchange counts as that trick's declaration."))
    if v.has_turn_up:
        text.append(tr("If the turn-up itself is a seven, the dealer scores {points} at "
                       "once.").format(points=p))
    return [_h2(tr("The seven of trumps")), "<p>" + " ".join(text) + "</p>"]


def _brisques(v: Variant) -> list[str]:
    trick = (tr("the last trick of the deal") if v.last_trick_bonus_trick == "final" else
             tr("the last trick before the stock is empty"))
    if v.brisques_counted == "none" or v.brisque_points == 0:
        bris = tr("Aces and tens won in tricks score nothing in this game.")
    else:
        when = {"end_of_deal": tr("counted at the end of the deal"),
                "when_won": tr("scored as they are won"),
                "tiebreak_and_rubicon_only":
                    tr("counted only to break a tie or to save a rubicon"),
                }[v.brisques_counted]
        bris = tr("Each ace and ten won in tricks (a <i>brisque</i>) is worth {points}, "
                  "{when}.").format(points=_points(v.brisque_points), when=when)
    last = tr("Winning {trick} scores {points}.").format(trick=trick,
                                                          points=_points(v.last_trick_bonus))
    return [_h2(tr("Brisques and the last trick")), f"<p>{bris} {last}</p>"]


def _winning(v: Variant) -> list[str]:
    out = [_h2(tr("How the game is won"))]
    if v.rubicon_scoring:
        rounding = (tr("each player's total counts in whole hundreds (odd points are dropped)")
                    if v.rubicon_rounding == "floor_each" else
                    tr("the difference counts in whole hundreds"))
        brisq = (tr(" plus {points} for brisques").format(points=v.rubicon_brisque_allowance)
                 if v.rubicon_brisque_allowance else "")
        out.append(
            "<p>" + tr("The player with more points wins the deal; {rounding}. If the loser "
                       "made at least {threshold} (with his brisques if he needs them), the "
                       "winner scores the difference (at least 100) plus {bonus} for the "
                       "game.").format(rounding=rounding, threshold=v.rubicon_threshold,
                                       bonus=v.game_bonus) + "</p>"
            + "<p>" + tr("If the loser made fewer than {threshold} he is <b>rubiconed</b>: the "
                         "winner scores his own points <i>plus</i> the loser's (at least 100), "
                         "plus {bonus} for the game{brisques}.").format(
                threshold=v.rubicon_threshold, bonus=v.rubicon_bonus, brisques=brisq) + "</p>")
        if not v.single_deal and v.game_target > 0:
            out.append("<p>" + tr("The game goes on until a player reaches {target}.").format(
                target=v.game_target) + "</p>")
        return out
    end = {"first_to_reach": tr("the game ends the moment a player reaches it, even during a "
                                "deal (declarations count at once)"),
           "end_of_deal_highest": tr("the deal is played out and the higher score wins"),
           "single_deal": tr("the game is one deal")}[v.game_end]
    out.append("<p>" + tr("The target is {target} points: {end}. If both reach it together, the "
                          "player with fewer brisques in the last deal wins, then the winner of "
                          "the last trick.").format(target=v.game_target, end=end) + "</p>")
    if len(v.sides) > 2 and v.game_end == "end_of_deal_highest":
        # SPEC §13: a tie that no tie-break settles is no draw
        out.append("<p>" + tr("With three or four players, if the leaders are still tied (the "
                              "last trick taken by another player), nobody has won yet: another "
                              "deal is played.") + "</p>")
    return out
