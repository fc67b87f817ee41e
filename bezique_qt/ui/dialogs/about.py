"""The About box."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from bezique_qt import __version__
from bezique_qt.words.i18n import tr
from bezique_qt.words.verify import fair_play_words


def about_html() -> str:
    """The About box's text (rich text) in the user's language."""
    paragraphs = (
        tr("Version {version}. Play Bezique against the computer: for two — Classic, Rubicon, "
           "Six-pack and Eight-pack — or for three or four hands, each for themselves or four "
           "as two partnerships.").format(version=__version__),
        tr("<b>The computer plays fair.</b> It never sees your cards or the order of the "
           "stock: it knows only what you could know in its seat — its own hand, the cards on "
           "the table, the tricks played and the scores. Every deal is an honest shuffle."),
        f"<b>{html.escape(tr('Deals anyone can check.'))}</b> {html.escape(fair_play_words())}",
        tr("Card design by Adrian Kennard (CC0, public domain). Interface font: DejaVu Sans."),
        tr("Keys: ←/→ choose a card, Enter plays it, D goes to the declarations, H asks for a "
           "hint, L shows the last trick, R every trick of the deal, Ctrl+Z takes back your "
           "last action. Drag a card within your hand to move it."),
    )
    return f"<h2>{tr('Bezique')}</h2>" + "".join(f"<p>{p}</p>" for p in paragraphs)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("About Bezique"))
        layout = QVBoxLayout(self)
        self.text = QLabel(about_html())
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumWidth(460)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
