"""The Rules window: the rules of the game being played, from :func:`rules_text.rules_html`."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from bezique_qt.engine import Variant
from bezique_qt.ui.rules_text import rules_html
from bezique_qt.words.game import variant_name
from bezique_qt.words.i18n import tr


class RulesWindow(QDialog):
    """A non-modal window showing the rules of ``variant`` (with its house rules)."""

    def __init__(self, variant: Variant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-window")
        self.variant = variant
        """The variant whose rules are shown."""
        self.setWindowTitle(tr("Rules — {variant}").format(variant=variant_name(variant)))
        self.resize(640, 720)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules-text")
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html(variant))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def set_variant(self, variant: Variant) -> None:
        """Show the rules of ``variant`` instead (the same rules stay where they were
        scrolled to)."""
        if variant == self.variant:
            return
        self.variant = variant
        self.setWindowTitle(tr("Rules — {variant}").format(variant=variant_name(variant)))
        self.browser.setHtml(rules_html(variant))


def show_rules(parent: QWidget, variant: Variant) -> RulesWindow:
    """Bring up ``parent``'s Rules window (made at its first use), showing ``variant``."""
    window = parent.findChild(RulesWindow, "rules-window")
    if window is None:
        window = RulesWindow(variant, parent)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    else:
        window.set_variant(variant)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def follow_rules(parent: QWidget, variant: Variant) -> None:
    """``parent``'s Rules window, if it is open, shows ``variant`` (the game now played)."""
    window = parent.findChild(RulesWindow, "rules-window")
    if window is not None:
        window.set_variant(variant)
