"""Computing a Rubicon-family game from a deal's points (SPEC §4.7, Laws 56–61).

The result carries the computation line by line so a score sheet can print it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .variants import Variant


@dataclass(frozen=True)
class GameComputation:
    winner: int | None  # None: a drawn (void) game
    points: int
    rubiconed: bool = False
    brisques_used: bool = False
    lines: tuple[str, ...] = field(default_factory=tuple)


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
    lines: list[str] = [f"{names[0]}: {pa} points, {ba} in brisques; "
                        f"{names[1]}: {pb} points, {bb} in brisques"]
    use_brisques_always = variant.rubicon_winner_rule == "points_with_brisques"
    if over_nine is not None:
        w = 1 - over_nine
        brisques_used = False
        lines.append(f"{names[over_nine]} played with more than nine cards (Law 17)")
    elif use_brisques_always:
        ta, tb = pa + ba, pb + bb
        if ta == tb:
            lines.append("Equal with brisques: the game is drawn (Law 61)")
            return GameComputation(None, 0, lines=tuple(lines))
        w = 0 if ta > tb else 1
        brisques_used = True
    elif pa != pb:
        w = 0 if pa > pb else 1
        brisques_used = False
    else:
        if pa + ba == pb + bb:
            lines.append("Equal points and equal brisques: the game is drawn (Law 61)")
            return GameComputation(None, 0, lines=tuple(lines))
        w = 0 if pa + ba > pb + bb else 1
        brisques_used = True
        lines.append(f"Equal points: brisques decide for {names[w]} (Law 61)")
    loser = 1 - w
    pw, pl = points[w], points[loser]
    bw, bl = brisques[w], brisques[loser]
    threshold = variant.rubicon_threshold
    rubiconed = over_nine is not None or (pl < threshold and pl + bl < threshold)
    if not rubiconed:
        if pl < threshold:
            brisques_used = True
            lines.append(f"{names[loser]} saves the rubicon with brisques (Law 60)")
        tw = pw + (bw if brisques_used else 0)
        tl = pl + (bl if brisques_used else 0)
        if variant.rubicon_rounding == "floor_sum":
            diff = _f(tw - tl)
            lines.append(f"Difference {tw} - {tl} = {tw - tl}, counted as {diff}")
        else:
            diff = _f(tw) - _f(tl)
            lines.append(f"{names[w]} {tw} counts {_f(tw)}; {names[loser]} {tl} counts {_f(tl)}; "
                         f"difference {diff}")
        if diff < 100:
            diff = 100
            lines.append("The difference counts at least 100 (Law 57)")
        total = diff + variant.game_bonus
        lines.append(f"{diff} + {variant.game_bonus} for the game = {total} to {names[w]}")
        return GameComputation(w, total, False, brisques_used, tuple(lines))
    if over_nine is None:
        lines.append(f"{names[loser]} is rubiconed: {pl}"
                     + (f" + {bl} in brisques" if bl else "") + f" is under {threshold} (Law 58)")
    # at most 900 is added for the score of a player with more than nine cards (Law 17)
    cap = 900 if over_nine is not None else None
    bonus = variant.rubicon_bonus + variant.rubicon_brisque_allowance
    if variant.rubicon_rounding == "floor_sum":
        added = max(100, pl) if cap is None else min(cap, max(100, pl))
        base = _f(pw + added)
        lines.append(f"{pw} + {names[loser]}'s {added} counts {base}")
    else:
        loser_part = max(100, _f(pl)) if cap is None else min(cap, max(100, _f(pl)))
        base = _f(pw) + loser_part
        lines.append(f"{names[w]} {pw} counts {_f(pw)}; {names[loser]}'s points added: "
                     f"{loser_part}" + (" (at least 100, Law 59)" if _f(pl) < 100 else "")
                     + (" (at most 900, Law 17)" if cap is not None and _f(pl) > cap else ""))
    total = base + bonus
    extra = (f"{variant.rubicon_bonus} for the game + {variant.rubicon_brisque_allowance} for "
             f"brisques" if variant.rubicon_brisque_allowance else
             f"{variant.rubicon_bonus} for the game")
    lines.append(f"{base} + {extra} = {total} to {names[w]}")
    return GameComputation(w, total, True, brisques_used, tuple(lines))
