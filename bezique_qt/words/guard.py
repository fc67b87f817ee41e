"""The words of the table's guard rails on melds.

Before a play that cancels a claim kept to score, or breaks a meld the player could still
declare, the table asks first (:func:`guard_question`); when a claim lapses it says so
(:func:`lapse_notice`). Everything is made from engine data (cards, melds) with :func:`tr`,
in the player's language.

This module does not load Qt.
"""

from __future__ import annotations

from bezique_qt.engine.copies import PlayCost
from bezique_qt.engine.melds import Meld, meld_value
from bezique_qt.engine.observation import Observation
from bezique_qt.engine.variants import Variant
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import card_caption, meld_cards_caption, meld_words
from bezique_qt.words.i18n import tr


def _meld_caption(meld: Meld, trump: int | None) -> Caption:
    """``marriage K♠ Q♠``."""
    return Caption.of("{name} {cards}", name=meld_words(meld.name_code(trump)) or meld.type,
                      cards=meld_cards_caption(meld))


def guard_question(cost: PlayCost, keeper: int | None, viewer: int, variant: Variant,
                   trump: int | None) -> Caption:
    """What playing ``cost.card`` loses, and whether the other copy ``keeper`` keeps it:
    "This K♠ cancels your marriage K♠ Q♠ to score (20); the other K♠ keeps it."."""
    card = card_caption(cost.card)
    if cost.lapsed:
        player, meld = cost.lapsed[0]
        template = (tr("This {card} cancels your {meld} to score ({points})") if player == viewer
                    else tr("This {card} cancels your partner's {meld} to score ({points})"))
    else:
        player, meld = viewer, cost.broken[0]
        template = tr("This {card} breaks your {meld}, still yours to declare ({points})")
    text = Caption.of(template, card=card, meld=_meld_caption(meld, trump),
                      points=meld_value(variant, meld, trump))
    more = len(cost.lapsed) + len(cost.broken) - 1
    if more > 0:
        text = Caption.of(tr("{loss}, and {count} more"), loss=text, count=more)
    if keeper is not None:
        return Caption.of(tr("{loss}; the other {card} keeps it."), loss=text, card=card)
    return Caption.of(tr("{loss}."), loss=text)


def other_copy_words(card: int) -> Caption:
    """The button that plays the other copy: "Play the other K♠"."""
    return Caption.of(tr("Play the other {card}"), card=card_caption(card))


def lapse_notice(player: int, meld: Meld | None, obs: Observation) -> Caption | None:
    """What the viewer of ``obs`` is told when ``player``'s claim ``meld`` lapsed: his own
    or his partner's (None for another player's); the card played that cancelled it is named
    when ``obs`` shows it in the trick or the last one."""
    partner = (obs.player + 2) % 4 if obs.variant.partnerships else None
    if meld is None or player not in (obs.player, partner):
        return None
    shown = set(obs.trick) | (set(obs.tricks[-1][1]) if obs.tricks else set())
    gone = [c for c in meld.cards if c in shown]
    return lapsed_words(meld, gone[0] if len(gone) == 1 else None, player == obs.player,
                        obs.trump)


def lapsed_words(meld: Meld, card: int | None, mine: bool, trump: int | None) -> Caption:
    """A claim lapsed: "Your marriage K♠ Q♠ to score has lapsed: its K♠ was played."."""
    shown = _meld_caption(meld, trump)
    if card is None:
        template = (tr("Your {meld} to score has lapsed.") if mine
                    else tr("Your partner's {meld} to score has lapsed."))
        return Caption.of(template, meld=shown)
    template = (tr("Your {meld} to score has lapsed: its {card} was played.") if mine
                else tr("Your partner's {meld} to score has lapsed: its {card} was played."))
    return Caption.of(template, meld=shown, card=card_caption(card))
