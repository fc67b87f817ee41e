"""The end of a deal at a table of three or four, in words: every player's points and, in a
game of partners, the sides first — "You and North 150 — West and East 90" — since the sides
are what score (SPEC §8)."""

from __future__ import annotations

import html
from collections.abc import Sequence

from bezique_qt.engine import DealResult, Observation, Variant
from bezique_qt.words.i18n import display_name, tr


def side_names(variant: Variant, names: Sequence[str], viewer: int | None) -> list[str]:
    """Each side (by :attr:`Variant.sides`) by its players: "You and North" for the viewer's
    side, "West and East" for the other."""
    out = []
    for side in variant.sides:
        if viewer in side:
            partner = next(p for p in side if p != viewer)
            out.append(tr("You and {partner}").format(partner=display_name(names[partner])))
        else:
            out.append(tr("{first} and {second}").format(
                first=display_name(names[side[0]]), second=display_name(names[side[1]])))
    return out


def _side_order(variant: Variant, viewer: int | None) -> list[int]:
    """The sides, the viewer's first."""
    mine = variant.side_of(viewer) if viewer is not None else 0
    return [mine] + [s for s in range(len(variant.sides)) if s != mine]


def sides_sentence(variant: Variant, names: Sequence[str], viewer: int | None,
                   points: Sequence[int]) -> str:
    """"You and North 150 — West and East 90" (``points`` per side)."""
    sides = side_names(variant, names, viewer)
    return " — ".join(tr("{side} {points}").format(side=sides[s], points=points[s])
                      for s in _side_order(variant, viewer))


def deal_headline(obs: Observation, names: Sequence[str], result: DealResult | None,
                  game_over: bool, winner: int | None, viewer: int | None) -> str:
    """The end of a deal at a table of three or four: with partners the sides' points of the
    deal, then each player's (:func:`sides_html` gives the game's); else every player's
    points. When the game is over, its winner (a player or a side), with partners the sides'
    game scores under it. One line a sentence."""
    variant = obs.variant
    shown = [display_name(n) for n in names]
    points = list(result.points) if result else list(obs.deal_points)
    players = tr("Deal {deal}: {scores}.").format(
        deal=obs.deal_index + 1,
        scores=", ".join(f"{shown[p]} {points[p]}" for p in range(variant.players)))
    if game_over:
        first = winner_words(variant, shown, obs.game_points, winner, viewer)
        if not variant.partnerships:
            return first
        return "\n".join((first, tr("Game: {sides}.").format(
            sides=sides_sentence(variant, names, viewer, obs.game_points))))
    if not variant.partnerships:
        return players
    by_side = [sum(points[p] for p in side) for side in variant.sides]
    lines = [tr("Deal {deal}: {sides}.").format(  # the game's: in the table of the sides
        deal=obs.deal_index + 1, sides=sides_sentence(variant, names, viewer, by_side))]
    lines.append(tr("Each player: {scores}.").format(
        scores=", ".join(f"{shown[p]} {points[p]}" for p in range(variant.players))))
    return "\n".join(lines)


def winner_words(variant: Variant, shown: Sequence[str], game_points: Sequence[int],
                  winner: int | None, viewer: int | None) -> str:
    """Who won the game (``winner``: a side's index, a player's without partners)."""
    if winner is None:
        return tr("The game is drawn.")
    side = variant.sides[winner]
    points = game_points[winner]
    if viewer in side:
        return (tr("Your side wins the game with {points}!") if len(side) > 1
                else tr("You win the game with {points}!")).format(points=points)
    if len(side) > 1:
        return tr("{names} win the game with {points}.").format(
            names=tr(" and ").join(shown[p] for p in side), points=points)
    return tr("{name} wins the game with {points}.").format(name=shown[side[0]],
                                                            points=points)


def sides_html(obs: Observation, names: Sequence[str], result: DealResult | None,
               viewer: int | None) -> str:
    """With partners: a table of the sides' points (this deal, the game), the viewer's side
    first, to lead the deal's breakdown; empty without partners."""
    variant = obs.variant
    if not variant.partnerships:
        return ""
    points = list(result.points) if result else list(obs.deal_points)
    by_side = [sum(points[p] for p in side) for side in variant.sides]
    sides = side_names(variant, names, viewer)
    head = (f"<th align='left'>{html.escape(tr('Sides'))}</th>"
            f"<th>{html.escape(tr('This deal'))}</th>")
    if not variant.single_deal:
        head += f"<th>{html.escape(tr('Game'))}</th>"
    rows = []
    for s in _side_order(variant, viewer):
        cells = f"<td align='center'><b>{by_side[s]}</b></td>"
        if not variant.single_deal:
            cells += f"<td align='center'><b>{obs.game_points[s]}</b></td>"
        rows.append(f"<tr><td><b>{html.escape(sides[s])}</b></td>{cells}</tr>")
    return ("<table width='100%' cellpadding='4' style='border-collapse: collapse'"
            f" class='sides'><tr>{head}</tr>{''.join(rows)}</table><hr/>")
