"""A deal's review printed in the score sheet's style: the decisions with their class, the points
each lost and the Expert's better move, the summary, and apart from them the face-up view.

Like the score sheet's contents, the printed review is in English.
"""

from __future__ import annotations

from html import escape

from bezique_qt.ai.review import CLASSES, GameReview

from .html import STYLE

__all__ = ["review_body_html", "review_html"]

_CLASS_COLOURS = {"best": "#2e7d32", "good": "#558b2f", "inaccuracy": "#b58900",
                  "mistake": "#d84315", "blunder": "#b71c1c"}


def review_html(review: GameReview) -> str:
    """The review as an HTML page (every deal it holds)."""
    return (f"<html><head><meta charset='utf-8'><style>{STYLE}</style></head><body>"
            + review_body_html(review) + "</body></html>")


def review_body_html(review: GameReview) -> str:
    """The review's markup, without the document around it (for the score sheet too)."""
    name = review.players[review.seat] if review.seat < len(review.players) else ""
    parts = [f"<h1>{escape(f'Review of {name}')}</h1>",
             f"<p class='subtitle'>{escape(review.variant)} · the Expert's evaluation from "
             f"{escape(name)}'s own cards, {review.budget} simulations a decision</p>"]
    for d in review.deals:
        counts = d.counts()
        parts.append("<table class='deal' width='100%' cellspacing='0'><thead><tr>"
                     f"<th class='dealhead' colspan='5'>Deal {d.deal}: {len(d.moves)} "
                     f"decisions, {d.total_lost:.0f} expected points lost</th></tr><tr>"
                     "<th class='col'>Trick</th><th class='col'>Played</th>"
                     "<th class='col'>Class</th><th class='col num'>Lost</th>"
                     "<th class='col'>The Expert preferred</th></tr></thead><tbody>")
        for m in d.moves:
            colour = _CLASS_COLOURS.get(m.klass, "#000000")
            lost = f"{m.lost:.0f}" if m.lost > 0 else ""
            better = escape(m.preferred_words) if m.lost > 0 else ""
            parts.append(f"<tr><td>{m.trick_no}</td><td>{escape(m.played_words)}</td>"
                         f"<td><span style='color:{colour}'>{escape(m.klass)}</span></td>"
                         f"<td class='num'>{lost}</td><td>{better}</td></tr>")
        parts.append("</tbody></table>")
        summary = ", ".join(f"{counts[c]} {c}" for c in CLASSES)
        costly = "; ".join(f"trick {m.trick_no}, {m.played_words} ({m.lost:.0f})"
                           for m in d.costliest())
        parts.append(f"<p>{escape(summary)}</p>")
        if costly:
            parts.append(f"<p>Costliest: {escape(costly)}</p>")
        face = d.face_up
        if face is None:
            face_text = "no last tricks were played"
        elif face.best is None:
            face_text = "the last tricks were too large to solve"
        else:
            face_text = (f"from trick {face.first_trick}, the best result of the last tricks "
                         f"was {face.best:+d}; {name} made {face.achieved:+d}")
        parts.append(f"<p><b>Face up (all cards known, not the fair evaluation):</b> "
                     f"{escape(face_text)}</p>")
        if d.face_up_moves:
            trick = {m.index: m for m in d.moves}
            better_moves = [f for i, f in sorted(d.face_up_moves.items())
                            if f.gain > 0 and i in trick]
            lines = "".join(
                f"<li>trick {trick[f.index].trick_no}, {escape(trick[f.index].played_words)}: "
                f"{escape(f.best_words)} was {f.gain:.0f} points better</li>"
                for f in better_moves)
            parts.append("<p><b>Face up, each decision with every card known (not the fair "
                         f"evaluation):</b> {len(d.face_up_moves) - len(better_moves)} of "
                         f"{len(d.face_up_moves)} decisions were the best</p>"
                         + (f"<ul>{lines}</ul>" if lines else ""))
    return "".join(parts)
