"""A deal's review printed in the score sheet's style: the decisions with their class, the points
each lost and the Expert's better move, the summary, and apart from them the face-up view.

Worded through :mod:`bezique_qt.words` like the score sheet: in the user's language.
"""

from __future__ import annotations

from html import escape

from bezique_qt.ai.review import CLASSES, GameReview, MoveReview
from bezique_qt.engine.variants import ALL_PRESETS
from bezique_qt.names import is_you
from bezique_qt.words.game import recorded_action_words, review_class_words, variant_name
from bezique_qt.words.i18n import current_language, display_name, tr

from .style import STYLE

__all__ = ["review_body_html", "review_html"]

_CLASS_COLOURS = {"best": "#2e7d32", "good": "#558b2f", "inaccuracy": "#b58900",
                  "mistake": "#d84315", "blunder": "#b71c1c"}


def review_html(review: GameReview) -> str:
    """The review as an HTML page (every deal it holds)."""
    return (f"<html lang='{current_language()}'><head><meta charset='utf-8'>"
            f"<style>{STYLE}</style></head><body>" + review_body_html(review) + "</body></html>")


def review_body_html(review: GameReview) -> str:
    """The review's markup, without the document around it (for the score sheet too)."""
    stored = review.players[review.seat] if review.seat < len(review.players) else ""
    you = is_you(stored)
    name = display_name(stored)
    preset = ALL_PRESETS.get(review.variant)

    def words(action: str, english: str) -> str:
        """A move in the user's language (the review's English words for a variant whose
        number of packs is not known here)."""
        return recorded_action_words(action, preset.packs) if preset is not None else english

    def played(m: MoveReview) -> str:
        return words(m.played, m.played_words)

    if you:
        title = tr("Review of your decisions")
        subtitle = tr("{variant} · the Expert's evaluation from your own cards, {budget} "
                      "simulations a decision")
    else:
        title = tr("Review of {name}'s decisions")
        subtitle = tr("{variant} · the Expert's evaluation from {name}'s own cards, {budget} "
                      "simulations a decision")
    subtitle = subtitle.format(variant=variant_name(review.variant), name=name,
                               budget=review.budget)
    parts = [f"<h1>{escape(title.format(name=name))}</h1>",
             f"<p class='subtitle'>{escape(subtitle)}</p>"]
    for d in review.deals:
        counts = d.counts()
        heading = tr("Deal {deal}: {count} decisions, expected losses adding up to {lost} "
                     "points (a measure of the play, not what the deal cost)").format(
            deal=d.deal, count=len(d.moves), lost=f"{d.total_lost:.0f}")
        parts.append("<table class='deal' width='100%' cellspacing='0'><thead><tr>"
                     f"<th class='dealhead' colspan='5'>{escape(heading)}</th></tr><tr>"
                     f"<th class='col'>{escape(tr('Trick'))}</th>"
                     f"<th class='col'>{escape(tr('Played'))}</th>"
                     f"<th class='col'>{escape(tr('Class'))}</th>"
                     f"<th class='col num'>{escape(tr('Lost', 'points lost'))}</th>"
                     f"<th class='col'>{escape(tr('The Expert preferred'))}</th>"
                     "</tr></thead><tbody>")
        for m in d.moves:
            colour = _CLASS_COLOURS.get(m.klass, "#000000")
            lost = f"{m.lost:.0f}" if m.lost > 0 else ""
            better = escape(words(m.preferred, m.preferred_words)) if m.lost > 0 else ""
            parts.append(f"<tr><td>{m.trick_no}</td><td>{escape(played(m))}</td>"
                         f"<td><span style='color:{colour}'>"
                         f"{escape(review_class_words(m.klass))}</span></td>"
                         f"<td class='num'>{lost}</td><td>{better}</td></tr>")
        parts.append("</tbody></table>")
        summary = ", ".join(f"{review_class_words(c)} {counts[c]}" for c in CLASSES)
        parts.append(f"<p>{escape(summary)}</p>")
        costly = d.costliest()
        if costly:
            moves = "; ".join(tr("trick {trick}, {action} (−{lost})").format(
                trick=m.trick_no, action=played(m), lost=f"{m.lost:.0f}") for m in costly)
            parts.append(f"<p>{escape(tr('Costliest: {moves}').format(moves=moves))}</p>")
        face = d.face_up
        if len(review.players) != 2:
            face_text = tr("With three or four players no exact solver plays the last tricks "
                           "face up: each decision below is valued by the search in the real "
                           "deal, every card known.")
        elif face is None:
            face_text = tr("No last tricks were played in this deal.")
        elif face.best is None:
            face_text = tr("The last tricks are too large for the exact solver.")
        else:
            face_text = (tr("From trick {trick}, the best result of the last tricks was "
                            "{best}; you made {achieved}.") if you else
                         tr("From trick {trick}, the best result of the last tricks was "
                            "{best}; {name} made {achieved}.")).format(
                trick=face.first_trick, best=f"{face.best:+d}", name=name,
                achieved=f"{face.achieved:+d}")
        parts.append(f"<p><b>{escape(tr('Face up (all cards known, not the fair evaluation):'))}"
                     f"</b> {escape(face_text)}</p>")
        if d.face_up_moves:
            trick = {m.index: m for m in d.moves}
            better_moves = [f for i, f in sorted(d.face_up_moves.items())
                            if f.gain > 0 and i in trick]
            lines = "".join(
                "<li>" + escape(tr("trick {trick}, {action}: {best} was {gain} points better")
                                .format(trick=trick[f.index].trick_no,
                                        action=played(trick[f.index]),
                                        best=words(f.best, f.best_words),
                                        gain=f"{f.gain:.0f}")) + "</li>"
                for f in better_moves)
            head = tr("Face up, each decision with every card known (not the fair evaluation):")
            count = tr("{best} of {count} decisions were the best").format(
                best=len(d.face_up_moves) - len(better_moves), count=len(d.face_up_moves))
            parts.append(f"<p><b>{escape(head)}</b> {escape(count)}</p>"
                         + (f"<ul>{lines}</ul>" if lines else ""))
    return "".join(parts)
