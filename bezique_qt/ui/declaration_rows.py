"""The choices of the declaration panel, made from the engine's legal actions: score a meld
laid "to score", declare one (now, or to score later), exchange or show the seven of trumps,
show carte blanche, let a partner declare, Done. Melds that read the same are told apart by the
copies of the cards they use."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bezique_qt.engine import Action, Meld, Observation
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    PASS,
    SCORE,
    SHOW_SEVEN,
)
from bezique_qt.engine.cards import SUITS
from bezique_qt.engine.melds import fixes_trump_suit, meld_value
from bezique_qt.ui.controller import GameController
from bezique_qt.ui.table.panel import PanelRow
from bezique_qt.ui.table.picture import meld_text
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import card_caption, meld_words, suit_caption
from bezique_qt.words.i18n import tr


def _card_place(card: int, obs: Observation) -> Caption:
    """Where the viewer's ``card`` is, for telling two copies apart: ``the Q♠ of your
    marriage``, ``the Q♠ on the table`` or ``the Q♠ from your hand``."""
    me = obs.player
    used = [meld_words(m.name_code(obs.trump)) or m.pretty()
            for m in (*obs.scored[me], *obs.pending[me]) if card in m.cards]
    if used:
        return Caption.of(tr("the {card} of your {melds}"), card=card_caption(card),
                          melds=tr(" and ").join(dict.fromkeys(used)))
    if card in obs.tables[me]:
        return Caption.of(tr("the {card} on the table"), card=card_caption(card))
    return Caption.of(tr("the {card} from your hand"), card=card_caption(card))


def _makes_trumps(suit: int) -> Caption:
    """`` (makes ♥ trumps)``: what scoring a meld does in the Rubicon family."""
    return Caption.of(tr(" (makes {suit} trumps)"), suit=suit_caption(SUITS[suit]))


def copy_notes(melds: Sequence[Meld], obs: Observation) -> list[Caption]:
    """For each of ``melds`` (the viewer's), words telling it apart from the others that read
    the same (the same cards but other copies of them, used differently), e.g.
    `` (with the Q♠ of your marriage)``; empty when its text is unique."""
    places = [[_card_place(c, obs) for c in m.cards] for m in melds]
    groups: dict[str, list[int]] = {}
    for i, meld in enumerate(melds):
        groups.setdefault(meld_text(meld, obs.trump), []).append(i)
    notes = [Caption("")] * len(melds)
    for members in groups.values():
        if len(members) < 2:
            continue
        common = Counter(places[members[0]])
        for i in members[1:]:
            common &= Counter(places[i])
        for i in members:
            own = list((Counter(places[i]) - common).elements())
            if own:
                notes[i] = Caption.of(tr(" (with {cards})"), cards=Caption.joined(", ", own))
    return notes


def declaration_rows(obs: Observation, controller: GameController) -> list[PanelRow]:
    """The declaration panel's choices for the human, made from the engine's legal actions
    in ``obs`` (``controller`` answers whether a meld may be scored now or later)."""
    variant = obs.variant
    rows: list[PanelRow] = []
    legal = list(obs.legal)
    # Claims that read the same (other copies of the same cards, as the multi-pack games
    # pile them up) are one choice: the player cannot tell them apart.
    alike: dict[tuple[str, int], list[Action]] = {}
    for action in legal:
        if action.kind == SCORE and action.meld is not None:
            points = meld_value(variant, action.meld, obs.trump)
            alike.setdefault((meld_text(action.meld, obs.trump), points), []).append(action)
    for (text, points), actions in alike.items():
        action = actions[0]
        assert action.meld is not None
        makes_trump = fixes_trump_suit(variant, action.meld, obs.trump)
        if makes_trump is not None:
            text += _makes_trumps(makes_trump)
        label = Caption.of(tr("Score {meld}"), meld=text)
        if len(actions) > 1:
            label = Caption.of(tr("{choice} (one of {count} alike)"), choice=label,
                               count=len(actions))
        rows.append(PanelRow(label, f"+{points}", [action], alike=actions[1:]))
    announces = [a for a in legal if a.kind == ANNOUNCE and a.meld is not None]
    notes = copy_notes([a.meld for a in announces if a.meld is not None], obs)
    for action, note in zip(announces, notes, strict=True):
        if action.meld is not None:
            meld = action.meld
            points = meld_value(variant, meld, obs.trump)
            score = Action(SCORE, meld=meld)
            text = meld_text(meld, obs.trump) + note
            makes_trump = fixes_trump_suit(variant, meld, obs.trump)
            if makes_trump is not None:
                text += _makes_trumps(makes_trump)
            if controller.allows([action, score]):
                # "Score later" only when another declaration can be scored now: an act
                # that announces must score one (SPEC §2.4)
                later = controller.can_score_later(meld)
                rows.append(PanelRow(Caption.of(tr("Declare {meld}"), meld=text),
                                     f"+{points}",
                                     [action, score], tr("Score later") if later else "",
                                     [action] if later else []))
            else:
                rows.append(PanelRow(Caption.of(tr("Declare {meld}, {points} to score"),
                                                meld=text, points=points), "", [action]))
    for action in legal:
        if action.kind == EXCHANGE and action.card is not None:
            rows.append(PanelRow(
                Caption.of(tr("Exchange the {card} for the turn-up"),
                           card=card_caption(action.card)),
                f"+{variant.dix_points}", [action]))
        elif action.kind == SHOW_SEVEN and action.card is not None:
            rows.append(PanelRow(Caption.of(tr("Show the {card}"),
                                            card=card_caption(action.card)),
                                 f"+{variant.dix_points}", [action]))
        elif action.kind == CARTE_BLANCHE:
            shown = (tr("Show carte blanche") if action.card is None else
                     Caption.of(tr("Show carte blanche ({card})"),
                                card=card_caption(action.card)))
            rows.append(PanelRow(shown, f"+{variant.carte_blanche_points}", [action]))
    if Action(PASS) in legal:  # partners: the trick's winner lets the partner declare
        rows.append(PanelRow(tr("Let your partner declare"), "", [Action(PASS)]))
    if Action(DONE) in legal:  # not before a declaration laid "to score" has company
        rows.append(PanelRow(tr("Done: draw a card"), "", [Action(DONE)]))
    return rows
