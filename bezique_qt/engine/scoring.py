"""Computing a Rubicon-family game from a deal's points (SPEC §4.7, Laws 56–61).

The result carries the computation step by step so a score sheet can print it: each step as a
code with its numbers and players (seats), which the score sheet words in the user's language
(``words.game.computation_words``), and as the engine's English line.
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
    lines: tuple[str, ...] = field(default_factory=tuple)
    # (code, fields) for each line; players are given by seat (0 or 1)
    steps: tuple[tuple[str, dict[str, Any]], ...] = field(default_factory=tuple)


def _f(v: int) -> int:
    """Fractions of a hundred disregarded (Law 56)."""
    return 100 * (v // 100)


def compute_rubicon(points: tuple[int, int], brisques: tuple[int, int], variant: Variant,
                    names: tuple[str, str] = ("A", "B"), *,
                    over_nine: int | None = None) -> GameComputation:
    """Compute the game from points ``P`` (without brisques) and brisque points ``B``.

    ``over_nine`` is the player (0 or 1) found to have played with more than nine cards: he
    is rubiconed whatever the scores, and at most 900 is added for his points (Law 17).
    """
    pa, pb = points
    ba, bb = brisques
    lines: list[str] = []
    steps: list[tuple[str, dict[str, Any]]] = []

    def step(code: str, line: str, **values: Any) -> None:
        lines.append(line)
        steps.append((code, values))

    def done(winner: int | None, total: int, rubiconed: bool = False,
             brisques_used: bool = False) -> GameComputation:
        return GameComputation(winner, total, rubiconed, brisques_used, tuple(lines),
                               tuple(steps))

    def pts(n: int) -> str:
        return f"{n} point" if n == 1 else f"{n} points"

    scores = (f"{names[0]}: {pts(pa)}, {ba} in brisques; {names[1]}: {pts(pb)}, {bb} in brisques"
              if variant.brisques_count else f"{names[0]}: {pts(pa)}; {names[1]}: {pts(pb)}")
    step("scores", scores,
         first_points=pa, first_brisques=ba, second_points=pb, second_brisques=bb,
         brisques_count=variant.brisques_count)
    use_brisques_always = variant.rubicon_winner_rule == "points_with_brisques"
    if over_nine is not None:
        w = 1 - over_nine
        brisques_used = False
        step("over_nine", f"{names[over_nine]} played with more than nine cards (Law 17)",
             player=over_nine)
    elif use_brisques_always:
        ta, tb = pa + ba, pb + bb
        if ta == tb:
            step("drawn_with_brisques", "Equal with brisques: the game is drawn (Law 61)")
            return done(None, 0)
        w = 0 if ta > tb else 1
        brisques_used = True
    elif pa != pb:
        w = 0 if pa > pb else 1
        brisques_used = False
    else:
        if pa + ba == pb + bb:
            step("drawn_equal", "Equal points and equal brisques: the game is drawn (Law 61)")
            return done(None, 0)
        w = 0 if pa + ba > pb + bb else 1
        brisques_used = True
        step("brisques_decide", f"Equal points: brisques decide for {names[w]} (Law 61)",
             player=w)
    loser = 1 - w
    pw, pl = points[w], points[loser]
    bw, bl = brisques[w], brisques[loser]
    threshold = variant.rubicon_threshold
    rubiconed = over_nine is not None or (pl < threshold and pl + bl < threshold)
    if not rubiconed:
        if pl < threshold:
            brisques_used = True
            step("saved_by_brisques", f"{names[loser]} saves the rubicon with brisques (Law 60)",
                 player=loser)
        tw = pw + (bw if brisques_used else 0)
        tl = pl + (bl if brisques_used else 0)
        if variant.rubicon_rounding == "floor_sum":
            diff = _f(tw - tl)
            step("difference_of_sum", f"Difference {tw} - {tl} = {tw - tl}, counted as {diff}",
                 winner_points=tw, loser_points=tl, difference=tw - tl, counted=diff)
        else:
            diff = _f(tw) - _f(tl)
            step("difference_of_each",
                 f"{names[w]} {tw} counts {_f(tw)}; {names[loser]} {tl} counts {_f(tl)}; "
                 f"difference {diff}", winner=w, winner_points=tw, winner_counts=_f(tw),
                 loser=loser, loser_points=tl, loser_counts=_f(tl), difference=diff)
        if diff < 100:
            diff = 100
            step("at_least_100", "The difference counts at least 100 (Law 57)")
        total = diff + variant.game_bonus
        step("game_total", f"{diff} + {variant.game_bonus} for the game = {total} to {names[w]}",
             difference=diff, bonus=variant.game_bonus, total=total, player=w)
        return done(w, total, False, brisques_used)
    if over_nine is None:
        step("rubiconed", f"{names[loser]} is rubiconed: {pl}"
             + (f" + {bl} in brisques" if bl else "") + f" is under {threshold} (Law 58)",
             player=loser, points=pl, brisques=bl, threshold=threshold)
    # at most 900 is added for the score of a player with more than nine cards (Law 17)
    cap = 900 if over_nine is not None else None
    bonus = variant.rubicon_bonus + variant.rubicon_brisque_allowance
    if variant.rubicon_rounding == "floor_sum":
        added = max(100, pl) if cap is None else min(cap, max(100, pl))
        base = _f(pw + added)
        step("rubicon_base_of_sum", f"{pw} + {names[loser]}'s {added} counts {base}",
             winner_points=pw, loser=loser, added=added, counted=base)
    else:
        loser_part = max(100, _f(pl)) if cap is None else min(cap, max(100, _f(pl)))
        base = _f(pw) + loser_part
        at_least, at_most = _f(pl) < 100, cap is not None and _f(pl) > cap
        step("rubicon_base_of_each",
             f"{names[w]} {pw} counts {_f(pw)}; {names[loser]}'s points added: "
             f"{loser_part}" + (" (at least 100, Law 59)" if at_least else "")
             + (" (at most 900, Law 17)" if at_most else ""),
             winner=w, winner_points=pw, winner_counts=_f(pw), loser=loser, added=loser_part,
             at_least=at_least, at_most=at_most)
    total = base + bonus
    extra = (f"{variant.rubicon_bonus} for the game + {variant.rubicon_brisque_allowance} for "
             f"brisques" if variant.rubicon_brisque_allowance else
             f"{variant.rubicon_bonus} for the game")
    step("rubicon_total", f"{base} + {extra} = {total} to {names[w]}", base=base,
         bonus=variant.rubicon_bonus, allowance=variant.rubicon_brisque_allowance, total=total,
         player=w)
    return done(w, total, True, brisques_used)
