"""Translating the table's words with Qt's translator.

Every sentence the player reads goes through :func:`tr` with its English text as the key::

    tr("Deal")                                     # a word
    tr("You win the game, {mine} to {theirs}!").format(mine=..., theirs=...)

Values go in through named ``{placeholders}`` filled *after* translating, so that a translation
may put them in another order; never ``tr(f"...")``. Texts made at import time (tables of menu
labels) are marked with :func:`tr_noop` and translated where they are shown, with ``tr(label)``:
translators are installed after the modules are imported.

The French translation lives in ``resources/translations/bezique_qt_fr.ts`` (compiled to
``bezique_qt_fr.qm``); ``resources/translations/update.py`` collects the texts from the sources.

Importing this module does not load Qt, and neither does :func:`tr` while the program speaks
English (no translator is installed then): modules that must stay free of Qt, such as
``rules_text``, translate their sentences with it too.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from bezique_qt import paths
from bezique_qt.levels import NETWORK, Level
from bezique_qt.names import is_you
from bezique_qt.words.caption import Caption

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

CONTEXT = "bezique_qt"
SOURCE_LANGUAGE = "en"
SYSTEM = "system"  # the preference value that follows the system's language

_log = logging.getLogger(__name__)
_installed: list[QTranslator] = []
_language = SOURCE_LANGUAGE


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the user's language (English when no translation is installed)."""
    if _language == SOURCE_LANGUAGE and n < 0:
        return text  # English is the source: nothing to look up (and Qt need not be loaded)
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)


def tr_plural(one: str, other: str, n: int) -> str:
    """``other`` in the user's language, in the form that agrees with the number ``n``:
    ``tr_plural("{count} trick", "{count} tricks", count).format(count=count)``.

    English says ``one`` for 1 and ``other`` for every other number; a translation gives the
    forms of its own language (French: the singular for 0 and 1) through Qt's numerus
    support, with ``other`` as the text to translate."""
    if _language == SOURCE_LANGUAGE:
        return one if n == 1 else other
    return tr(other, n=n)


def points_words(points: int) -> str:
    """``1 point``, ``20 points`` (in French ``0 point``, ``1 point``)."""
    return tr_plural("{count} point", "{count} points", points).format(count=points)


def tr_noop(text: str) -> str:
    """Mark ``text`` for translation without translating it now (it is translated where it is
    shown, with ``tr(text)``)."""
    return text


def for_player(name: str, you: str, other: str, /, **values: object) -> Caption:
    """A sentence about the player called ``name``: ``you`` (already translated) when the name
    is "You", else ``other``; ``{name}`` and the other placeholders are filled in.

    ``for_player(who, tr("You win."), tr("{name} wins."))`` — each language words both its own
    way, with the verb agreeing. ``{name}`` is the name as shown (:func:`display_name`); cards
    among the values (:class:`Caption`) are spoken by name.
    """
    return Caption.of(you if is_you(name) else other, name=display_name(name), **values)


# The names the program gives players itself, kept in English in saves and records and shown
# in the user's language: a game begun in English shows "Ordinateur" in French.
DEFAULT_NAMES = (tr_noop("Computer"), tr_noop("South"), tr_noop("West"), tr_noop("North"),
                 tr_noop("East"))


def display_name(name: str) -> str:
    """A player's name as shown: the default names ("You", "Computer", "West"...) in the
    user's language; a name the player typed as it was typed."""
    if is_you(name):
        return tr("You")
    return tr(name) if name in DEFAULT_NAMES else name


def stored_name(text: str) -> str:
    """A name typed in a field, as it is kept: a default name in the user's language
    ("Vous", "Ouest") is kept in English ("You", "West"), which every language shows in its
    own words."""
    typed = text.strip().casefold()
    if typed and typed == tr("You").casefold():
        return "You"
    for name in DEFAULT_NAMES:
        if typed and typed == tr(name).casefold():
            return name
    return text


def level_label(level: Level) -> str:
    """An opponent level's name as shown (``Level.MEDIUM``: ``Medium``)."""
    labels: dict[Level, str] = {
        Level.NOVICE: tr("Novice"), Level.EASY: tr("Easy"), Level.MEDIUM: tr("Medium"),
        Level.HARD: tr("Hard"), Level.EXPERT: tr("Expert")}
    return labels[Level(level)]


def opponent_label(level: str) -> str:
    """The opponent kept with a finished game, as shown: a computer level's name (``medium``:
    ``Medium``), ``Network game`` for a game against people at a network table
    (:data:`bezique_qt.levels.NETWORK`), and any other word as it is."""
    if level == NETWORK:
        return tr("Network game")
    try:
        return level_label(Level(level))
    except ValueError:
        return level


def level_description(level: Level) -> str:
    """How an opponent level plays, in a sentence for the player choosing one
    (``docs/ai.md`` tells the whole of it)."""
    texts: dict[Level, str] = {
        Level.NOVICE: tr("Plays any card it may, and declares the best meld it holds. For "
                         "learning the game."),
        Level.EASY: tr("Plays by the classic hints: keeps the cards of its melds, wins "
                       "brisques cheaply. It does not count the cards, and now and then it "
                       "slips."),
        Level.MEDIUM: tr("The classic hints with every card counted, and the last tricks "
                         "played perfectly."),
        Level.HARD: tr("Tries its best few moves in hundreds of deals it imagines from what it "
                       "has seen, and plays the one that does best."),
        Level.EXPERT: tr("Weighs each move in over a thousand imagined deals, looking ahead to "
                         "its own later moves and declarations, and reads your last card. The "
                         "strongest."),
    }
    return texts[Level(level)]


def translations_dir() -> Path | None:
    """``resources/translations``, where the ``.qm`` files are (None if it is missing)."""
    try:
        folder = paths.resources_dir() / "translations"
    except FileNotFoundError:
        return None
    return folder if folder.is_dir() else None


def translated_languages(folder: Path | None = None) -> tuple[str, ...]:
    """The languages a ``bezique_qt_<language>.qm`` is shipped for in ``folder`` (default: the
    program's translations), sorted: adding a language is adding its translation file."""
    folder = translations_dir() if folder is None else folder
    if folder is None:
        return ()
    names = (p.stem.removeprefix("bezique_qt_") for p in folder.glob("bezique_qt_*.qm"))
    return tuple(sorted(n for n in names if n.isalpha() and n != SOURCE_LANGUAGE))


def shipped_languages() -> tuple[str, ...]:
    """English (the source) and every translated language."""
    return (SOURCE_LANGUAGE, *translated_languages())


def system_language() -> str:
    """The first of the system's UI languages that Bezique speaks (English if none)."""
    from PySide6.QtCore import QLocale

    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in shipped_languages():
            return code
    return SOURCE_LANGUAGE


def resolve_language(language: str) -> str:
    """The language to speak for the preference ``language`` (``system`` follows the system;
    one without a translation gives English)."""
    if language == SYSTEM:
        return system_language()
    return language if language in shipped_languages() else SOURCE_LANGUAGE


def current_language() -> str:
    """The language the program speaks now (see :func:`install_translators`)."""
    return _language


def ui_locale() -> QLocale:
    """The locale of the language spoken (month names in dates and the like)."""
    from PySide6.QtCore import QLocale

    if _language == SOURCE_LANGUAGE:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
    return QLocale(_language)


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Speak ``language`` (a preference value: ``en``, ``fr``, ``system``) from now on: the
    program's own translation and Qt's (standard buttons, file dialogs). Replaces the
    translators an earlier call installed; English installs none. Returns those installed.

    A missing or unreadable translation is logged and leaves the program in English.
    """
    global _language
    from PySide6.QtCore import QTranslator

    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _language = SOURCE_LANGUAGE
    chosen = resolve_language(language)
    if chosen == SOURCE_LANGUAGE:
        return []
    own = QTranslator(app)
    folder = translations_dir()
    if folder is None or not own.load(f"{CONTEXT}_{chosen}", str(folder)):
        _log.warning("no translation for the language %r in %s; speaking English", chosen,
                     folder)
        return []
    app.installTranslator(own)
    _installed.append(own)
    _language = chosen
    qt_translator = QTranslator(app)
    if any(qt_translator.load(f"qtbase_{chosen}", str(folder)) for folder in qt_translation_dirs()):
        app.installTranslator(qt_translator)
        _installed.append(qt_translator)
    else:
        _log.info("Qt's own %r translation is not available (looked in %s)", chosen,
                  ", ".join(str(f) for f in qt_translation_dirs()))
    return list(_installed)


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own translations (``qtbase_fr.qm``: standard buttons, file dialogs) may be:
    where Qt says, and in the PySide6 package (as a PyInstaller bundle lays it out)."""
    import PySide6
    from PySide6.QtCore import QLibraryInfo

    package = Path(PySide6.__file__).resolve().parent
    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
               package / "Qt" / "translations", package / "translations"]
    return list(dict.fromkeys(f for f in folders if f.is_dir()))
