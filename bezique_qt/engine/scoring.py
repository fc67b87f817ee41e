"""Computing a Rubicon-family game from a deal's points (SPEC §4.7, Laws 56–61).

The result carries the computation step by step so a score sheet can print it: each step as a
code with its numbers and players (seats), which the score sheet and the command line word in
the user's language (``words.scores.computation_words``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .variants import Variant


@dataclass(frozen=True)
class GameComputation:
    winner: int | None  # None: a drawn (void) game
    points: int
    rubiconed: bool = False
    brisques_used: bool = False
    # (code, fields) for each step; players are given by seat (0 or 1)
    steps: tuple[tuple[str, dict[str, Any]], ...] = field(default_factory=tuple)


def _f(v: int) -> int:
    """Fractions of a hundred disregarded (Law 56)."""
    return 100 * (v // 100)


def compute_rubicon(points: tuple[int, int], brisques: tuple[int, int], variant: Variant, *,
                    over_nine: int | None = None) -> GameComputation:
    """Compute the game from points ``P`` (without brisques) and brisque points ``B``.

    ``over_nine`` is the player (0 or 1) found to have played with more than nine cards: he
    is rubiconed whatever the scores, and at most 900 is added for his points (Law 17).
    """
    pa, pb = points
    ba, bb = brisques
    steps: list[tuple[str, dict[str, Any]]] = []

    def step(code: str, **values: Any) -> None:
        steps.append((code, values))

    def done(winner: int | None, total: int, rubiconed: bool = False,
             brisques_used: bool = False) -> GameComputation:
        return GameComputation(winner, total, rubiconed, brisques_used, tuple(steps))

    step("scores", first_points=pa, first_brisques=ba, second_points=pb, second_brisques=bb,
         brisques_count=variant.brisques_count)
    use_brisques_always = variant.rubicon_winner_rule == "points_with_brisques"
    if over_nine is not None:
        w = 1 - over_nine
        brisques_used = False
        step("over_nine", player=over_nine)
    elif use_brisques_always:
        ta, tb = pa + ba, pb + bb
        if ta == tb:
            step("drawn_with_brisques")
            return done(None, 0)
        w = 0 if ta > tb else 1
        brisques_used = True
    elif pa != pb:
        w = 0 if pa > pb else 1
        brisques_used = False
    else:
        if pa + ba == pb + bb:
            step("drawn_equal")
            return done(None, 0)
        w = 0 if pa + ba > pb + bb else 1
        brisques_used = True
        step("brisques_decide", player=w)
    loser = 1 - w
    pw, pl = points[w], points[loser]
    bw, bl = brisques[w], brisques[loser]
    threshold = variant.rubicon_threshold
    rubiconed = over_nine is not None or (pl < threshold and pl + bl < threshold)
    if not rubiconed:
        if pl < threshold:
            brisques_used = True
            step("saved_by_brisques", player=loser)
        tw = pw + (bw if brisques_used else 0)
        tl = pl + (bl if brisques_used else 0)
        if variant.rubicon_rounding == "floor_sum":
            diff = _f(tw - tl)
            step("difference_of_sum", winner_points=tw, loser_points=tl, difference=tw - tl,
                 counted=diff)
        else:
            diff = _f(tw) - _f(tl)
            step("difference_of_each", winner=w, winner_points=tw, winner_counts=_f(tw),
                 loser=loser, loser_points=tl, loser_counts=_f(tl), difference=diff)
        if diff < 100:
            diff = 100
            step("at_least_100")
        total = diff + variant.game_bonus
        step("game_total", difference=diff, bonus=variant.game_bonus, total=total, player=w)
        return done(w, total, False, brisques_used)
    if over_nine is None:
        step("rubiconed", player=loser, points=pl, brisques=bl, threshold=threshold)
    # at most 900 is added for the score of a player with more than nine cards (Law 17)
    cap = 900 if over_nine is not None else None
    bonus = variant.rubicon_bonus + variant.rubicon_brisque_allowance
    if variant.rubicon_rounding == "floor_sum":
        added = max(100, pl) if cap is None else min(cap, max(100, pl))
        base = _f(pw + added)
        step("rubicon_base_of_sum", winner_points=pw, loser=loser, added=added, counted=base)
    else:
        loser_part = max(100, _f(pl)) if cap is None else min(cap, max(100, _f(pl)))
        base = _f(pw) + loser_part
        at_least, at_most = _f(pl) < 100, cap is not None and _f(pl) > cap
        step("rubicon_base_of_each", winner=w, winner_points=pw, winner_counts=_f(pw),
             loser=loser, added=loser_part, at_least=at_least, at_most=at_most)
    total = base + bonus
    step("rubicon_total", base=base, bonus=variant.rubicon_bonus,
         allowance=variant.rubicon_brisque_allowance, total=total, player=w)
    return done(w, total, True, brisques_used)
