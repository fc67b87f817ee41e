"""The table in French: the translation is complete, matches the sources, is compiled, and the
Language preference puts it on the real window's menus and dialogs."""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QLibraryInfo
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameState
from bezique_qt.export.csv import csv_header
from bezique_qt.export.html import sheet_html
from bezique_qt.export.sheet import ScoreSheet, sheet_from_state
from bezique_qt.persistence import Preferences
from bezique_qt.ui.dialogs.about import AboutDialog
from bezique_qt.ui.session import session_of
from bezique_qt.ui.window import MainWindow
from bezique_qt.words import game as game_words
from bezique_qt.words import i18n
from bezique_qt.words import scores as scores_words
from bezique_qt.words.i18n import install_translators, tr

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
# every translation: a new language is its .ts file (and the .qm compiled from it)
TS_FILES = sorted(TRANSLATIONS.glob("bezique_qt_*.ts"))
TRANSLATED = [ts.stem.removeprefix("bezique_qt_") for ts in TS_FILES]
TS = TRANSLATIONS / "bezique_qt_fr.ts"  # the French one, read by the tests of French words
UI = ROOT / "bezique_qt" / "ui"
WORDS = ROOT / "bezique_qt" / "words"
EXPORT = ROOT / "bezique_qt" / "export"


def _load_updater() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bezique_translations_update",
                                                  TRANSLATIONS / "update.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


update = _load_updater()


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """French installed for one test; English again afterwards, whatever happens."""
    yield
    install_translators(qapp, "en")
    assert i18n.current_language() == "en"


# ---------------------------------------------------------------------------- the .ts files
@pytest.fixture(params=TS_FILES, ids=TRANSLATED)
def ts(request: pytest.FixtureRequest) -> Path:
    """Each translation's source, ``resources/translations/bezique_qt_<language>.ts``."""
    path: Path = request.param
    return path


def test_each_translation_ships_its_compiled_file() -> None:
    assert "fr" in TRANSLATED
    assert sorted(TRANSLATIONS.glob("bezique_qt_*.qm")) == [
        ts.with_suffix(".qm") for ts in TS_FILES]
    assert i18n.translated_languages() == tuple(TRANSLATED)


def test_no_text_is_built_before_it_is_translated() -> None:
    _messages, errors = update.extract()
    assert errors == [], "\n".join(errors)


def test_every_text_of_the_table_is_in_the_translation(ts: Path) -> None:
    messages, _errors = update.extract()
    known = update.read_ts(ts)
    missing = [f"{m.source!r} ({', '.join(f'{f}:{n}' for f, n in m.locations)})"
               for m in messages if m.key not in known]
    assert not missing, (f"texts without a translation in {ts.name}; run "
                         "`.venv/bin/python resources/translations/update.py`, translate them "
                         f"in {ts.name} and run it again:\n" + "\n".join(missing))


def test_every_message_in_the_ts_is_translated(ts: Path) -> None:
    unfinished = []
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source")
        node = message.find("translation")
        assert node is not None, f"{source!r} has no <translation>"
        texts = [f.text or "" for f in node.findall("numerusform")] or [node.text or ""]
        if node.get("type") is not None or not all(t.strip() for t in texts):
            unfinished.append(repr(source))
    assert not unfinished, "not translated yet:\n" + "\n".join(unfinished)


def test_placeholders_are_the_same_in_each_translation(ts: Path) -> None:
    messages, _errors = update.extract()
    problems = [p for p in update.problems(messages, update.read_ts(ts))
                if "placeholders" in p or "brace" in p]
    assert not problems, "\n".join(problems)
    # the check itself notices a difference
    message = update.Message("You win {n} points")
    wrong = update.Translation("Vous gagnez {points} points", True)
    assert update.problems([message], {message.key: wrong})


def test_tr_is_never_called_at_import_time() -> None:
    """Translators are installed after the modules are imported: a text translated while a
    module loads would stay English. Module-level texts are marked with tr_noop instead."""
    found = []
    for path in sorted([*UI.glob("*.py"), *WORDS.glob("*.py"), *EXPORT.glob("*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        inside = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                inside.update(id(n) for n in ast.walk(node))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "tr" and id(node) not in inside):
                found.append(f"{path.name}:{node.lineno}")
    assert not found, "tr() runs at import time: " + ", ".join(found)


def test_the_qm_file_is_compiled_from_the_ts(tmp_path: Path, ts: Path) -> None:
    try:
        command = update.lrelease_command()
    except FileNotFoundError:
        pytest.skip("pyside6-lrelease is not installed")
    fresh = tmp_path / "fresh.qm"
    subprocess.run([*command, "-silent", str(ts), "-qm", str(fresh)], check=True)
    assert ts.with_suffix(".qm").read_bytes() == fresh.read_bytes(), (
        f"{ts.with_suffix('.qm').name} is older than {ts.name}: run "
        "`.venv/bin/python resources/translations/update.py`")


# ---------------------------------------------------------------------------- languages
def test_languages_resolve_to_a_shipped_translation_or_english() -> None:
    assert i18n.resolve_language("fr") == "fr"
    assert i18n.resolve_language("en") == "en"
    assert i18n.resolve_language("de") == "en"
    assert i18n.resolve_language("system") in i18n.shipped_languages()
    assert i18n.shipped_languages() == ("en", *TRANSLATED)
    assert store.SYSTEM_LANGUAGE == "system" and Preferences(language="system").language == "system"


def test_a_third_language_is_its_translation_file(tmp_path, qtbot, monkeypatch) -> None:
    """Adding a language is data entry: its .qm beside the others makes the program offer it
    (named in itself) and speak it; the preference keeps any language code."""
    import shutil

    from bezique_qt.persistence import load_preferences, save_preferences
    from bezique_qt.ui.dialogs.preferences import PreferencesDialog

    folder = tmp_path / "translations"
    folder.mkdir()
    shipped = i18n.translations_dir()
    assert shipped is not None
    shutil.copy(shipped / "bezique_qt_fr.qm", folder / "bezique_qt_fr.qm")
    shutil.copy(shipped / "bezique_qt_fr.qm", folder / "bezique_qt_de.qm")  # stands in for German
    monkeypatch.setattr(i18n, "translations_dir", lambda: folder)
    assert i18n.translated_languages() == ("de", "fr")
    assert i18n.resolve_language("de") == "de"
    save_preferences(Preferences(language="de"))
    prefs, messages = load_preferences()
    assert prefs.language == "de" and messages == []
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    box = dialog.language_box
    choices = {box.itemData(i): box.itemText(i) for i in range(box.count())}
    assert list(choices) == ["system", "en", "de", "fr"]
    assert choices["de"] == "Deutsch" and choices["fr"] == "Français"
    assert box.currentData() == "de"
    dialog.reject()


def test_sentences_about_a_player_agree_with_the_name() -> None:
    you, other = "You win, {points} to {other}.", "{name} wins, {points} to {other}."
    assert i18n.for_player("You", you, other, points=3, other=2) == "You win, 3 to 2."
    assert i18n.for_player("Ann", you, other, points=3, other=2) == "Ann wins, 3 to 2."
    assert i18n.display_name("you") == "You" and i18n.display_name("Ann") == "Ann"
    assert i18n.stored_name("You") == "You" and i18n.stored_name("Ann") == "Ann"


def test_the_translation_is_found_and_installed(qapp: QApplication, french: None) -> None:
    assert i18n.translations_dir() == TRANSLATIONS
    installed = install_translators(qapp, "fr")
    assert installed and i18n.current_language() == "fr"
    assert tr("&Game") == "&Partie"
    assert tr("Deal", "the button that starts the game") == "Distribuer"
    assert tr("Deal") == "Donne"
    assert i18n.display_name("You") == "Vous" and i18n.stored_name("vous") == "You"
    assert game_words.meld_words("ROYAL_MARRIAGE") == "mariage d'atout"
    assert game_words.meld_words("TRUMP_QUARTET_A") == "quatre as d'atout"
    assert scores_words.score_words("brisques", 3) == "3 brisques"
    assert tr("{name} wins the game, {points} to {other}.").format(
        name="Ann", points=1000, other=800) == "Ann gagne la partie, 1000 à 800."
    # installing again replaces, English removes
    assert len(install_translators(qapp, "fr")) == len(installed)
    assert install_translators(qapp, "en") == [] and tr("&Game") == "&Game"


def test_french_preference_speaks_french_on_the_real_window(
        qtbot: QtBot, qapp: QApplication, open_app_window: Callable[..., MainWindow],
        wait_shown: Callable, french: None) -> None:
    store.save_preferences(Preferences(language="fr"))
    window = open_app_window()
    assert i18n.current_language() == "fr"
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Partie", "&Affichage", "Aid&e"]
    assert window.window_actions.new.text() == "&Nouvelle partie…"
    assert window.windowTitle().startswith("Bésigue — Classique — ordinateur\u00a0: Moyen")
    window.scene.finish_animations()
    assert window.scene.scoreboard.board.names == ("Vous", "Ordinateur")
    assert window.scene.scoreboard.board.lines[0].label == "Partie"

    glue = session_of(window)
    assert glue is not None
    dialog = glue.show_preferences()
    assert wait_shown(window, type(dialog), "preferences-dialog") is dialog
    assert dialog.windowTitle() == "Préférences"
    assert "prochain démarrage" in dialog.later_note.text()
    assert dialog.language_box.currentText() == "Français"
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    qt_french = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
                     "qtbase_fr.qm")
    if qt_french.exists():
        assert cancel.text() == "Annuler"  # Qt's own translation of its standard buttons
    dialog.reject()

    window.show_about()
    about = wait_shown(window, AboutDialog, "about-dialog")
    assert about.windowTitle() == "À propos de Bésigue"
    assert "L'ordinateur joue franc jeu" in about.text.text()
    about.close()


def test_a_new_language_is_said_to_apply_at_the_next_start(
        open_app_window: Callable[..., MainWindow]) -> None:
    window = open_app_window()
    glue = session_of(window)
    assert glue is not None and i18n.current_language() == "en"
    assert glue.session.update_preferences(language="fr")
    assert "next time Bezique starts" in window.statusBar().currentMessage()
    assert store.load_preferences()[0].language == "fr"
    window.statusBar().clearMessage()
    assert glue.session.update_preferences(animation_speed="fast")
    assert window.statusBar().currentMessage() == ""  # said once, when the language changed
    assert i18n.current_language() == "en"  # still English until the next start


# ---------------------------------------------------------------------------- the score sheet
# What a French sheet may keep as it is in English: the same word in both languages
SAME_IN_FRENCH = {"Score", "Date", "Brisques", "brisques", "Carte blanche", "Rubicon"}


def _sheet_texts(sheet: ScoreSheet) -> list[str]:
    """Every text of a sheet that is words (not names, cards or numbers)."""
    texts = [sheet.title, sheet.variant_name, sheet.description, sheet.first_dealer,
             sheet.target, sheet.result, *sheet.rules, *sheet.columns[:3],
             *sheet.summary.columns, *(label for label, _value in sheet.header)]
    texts += [row.what for row in sheet.rows()]
    return texts


def _sheets() -> list[ScoreSheet]:
    import random

    from bezique_qt.engine import GameState, preset

    sheets = []
    for variant, seed in (("classic", 3), ("rubicon", 5), ("six_pack", 2)):
        rules = preset(variant).with_switches(next_dealer="last_trick_winner")
        game = GameState.new_game(rules, seed=seed, names=["You", "Ann"])
        rng = random.Random(seed)
        while not game.over and len(game.deal_results) < 2:
            if game.deal_over:
                game.next_deal()
                continue
            game.apply(rng.choice(game.legal_actions()))
        sheets.append(sheet_from_state(game, date="2025-03-12"))
    return sheets


def test_the_score_sheet_speaks_french(qapp: QApplication, french: None) -> None:
    english = [_sheet_texts(sheet) for sheet in _sheets()]  # the header is worded when read
    install_translators(qapp, "fr")
    french_sheets = _sheets()
    for en, fr in zip(english, french_sheets, strict=True):
        for en_text, fr_text in zip(en, _sheet_texts(fr), strict=True):
            same = en_text.lstrip("0123456789 ") in SAME_IN_FRENCH  # "10 brisques" too
            if any(c.isalpha() for c in en_text) and not same:
                assert fr_text != en_text, f"left in English: {en_text!r}"
        assert fr.players == ("Vous", "Ann")
    classic = french_sheets[0]
    header = dict(classic.header)
    assert header["Règles"] == "Qui donne ensuite\u00a0: Le gagnant de la dernière levée"
    assert classic.columns[:3] == ("Levée", "Score", "Cartes")
    assert classic.deals[0].heading.startswith("Donne 1 · ")
    document = sheet_html(classic)
    assert '<html lang="fr">' in document and "Les donnes d&#x27;un coup d&#x27;œil" in document
    # the dealer's note is a noun: "Vous donne" would be a verb that does not agree
    assert '<span class="note">donneur</span>' in document
    assert csv_header(classic)[:3] == ["donne", "levée", "joueur"]
    assert "Vous total de la donne" in csv_header(classic)


def _rubicon_lost_by_you(winner: int = 1) -> GameState:
    """A Rubicon game played at random in which "You" lose (``winner`` 1; 0: win) and the
    loser is rubiconed (the winner's points are added to the loser's in the computation)."""
    import random

    from bezique_qt.engine import preset

    for seed in range(40):
        game = GameState.new_game(preset("rubicon"), seed=seed, names=["You", "Ann"])
        rng = random.Random(seed)
        while not game.deal_over:
            game.apply(rng.choice(game.legal_actions()))
        codes = [code for code, _values in game.deal_results[0].computation]
        if any(code.startswith("rubicon_base") for code in codes) and (
                game.deal_results[0].computation[-1][1]["player"] == winner):
            return game
    raise AssertionError("no seed below 40 gives a Rubicon game rubiconed as asked")


def test_your_points_added_to_a_rubicon_are_yours(qapp: QApplication, french: None) -> None:
    """The step adding the loser's points says "your points" when the loser is You: not
    "You's points" in English nor "points de Vous" in French."""
    game = _rubicon_lost_by_you()
    english = [row.what for row in sheet_from_state(game).rows()]
    step = next(line for line in english if "added" in line or " counts " in line)
    assert "You's" not in " ".join(english) and "your" in step, step
    install_translators(qapp, "fr")
    french_rows = [row.what for row in sheet_from_state(game).rows()]
    assert not [line for line in french_rows if "de Vous" in line or "de {" in line]
    assert any("vos " in line for line in french_rows), french_rows


def test_the_finished_games_sheet_puts_a_space_before_its_colons(
        qtbot: QtBot, qapp: QApplication, french: None) -> None:
    """French typography: "Variante : Rubicon" in the header of a finished game's sheet."""
    from bezique_qt.ui.sheet.view import ScoreSheetWindow

    install_translators(qapp, "fr")
    window = ScoreSheetWindow(sheet_from_state(_rubicon_lost_by_you()))
    qtbot.addWidget(window)
    header = window.header.text()
    assert "<b>Variante\u00a0:</b> Rubicon" in header, header
    assert ":</b>" not in header.replace("\u00a0:</b>", "")


def _words_broken_inside(document: QTextDocument) -> list[str]:
    """The words of ``document`` that its layout breaks across two lines ("Donn|e")."""
    broken = []
    block = document.begin()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for i in range(layout.lineCount() - 1):
            end = layout.lineAt(i).textStart() + layout.lineAt(i).textLength()
            if 0 < end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
                broken.append(text)
        block = block.next()
    return broken


def test_the_printed_sheet_breaks_no_word_in_french(qapp: QApplication, french: None) -> None:
    """On A4 and Letter paper, no French (or English) column heading of the printed sheet is
    broken inside a word, as "Donne" was in the narrow deal column of "Deals at a glance"."""
    from PySide6.QtGui import QPageSize

    from bezique_qt.ui.sheet.render import SheetDocument

    for language in ("en", "fr"):
        install_translators(qapp, language)
        for paper in (QPageSize.PageSizeId.A4, QPageSize.PageSizeId.Letter):
            points = QPageSize(paper).size(QPageSize.Unit.Point)
            for sheet in _sheets():
                document = SheetDocument(sheet, points).document
                assert _words_broken_inside(document) == [], (language, paper)


def test_a_rubicon_you_win_is_given_to_you(qapp: QApplication, french: None) -> None:
    """The total of a Rubicon You win goes "to you", not "to You" mid-sentence, and the French
    puts a colon after the name: "Vous : 170 compte pour 100", never "Vous 170 compte"."""
    game = _rubicon_lost_by_you(winner=0)
    english = [row.what for row in sheet_from_state(game).rows()]
    assert any(line.startswith("Game to you (") for line in english), english
    assert any(line.endswith("to you") for line in english), english
    assert not [line for line in english if "to You" in line]
    install_translators(qapp, "fr")
    french_rows = [row.what for row in sheet_from_state(game).rows()]
    assert any(line.startswith("Partie à vous (") for line in french_rows), french_rows
    assert not [line for line in french_rows if "à Vous" in line or "Vous 1" in line]


def test_one_pack_is_not_shuffled_together(qapp: QApplication, french: None) -> None:
    """The rules of a one-pack game do not speak of packs "shuffled together" nor of
    identical cards (it has none), in English or in French; two packs still do."""
    from bezique_qt.engine import preset
    from bezique_qt.ui.rules_text import rules_html

    one, two = rules_html(preset("one_pack_32")), rules_html(preset("classic"))
    assert "The game uses one pack of 32 cards: ace," in one
    assert "shuffled together" not in one and "Identical cards are fully equal" not in one
    assert "two packs of 32 cards shuffled together (64 cards)" in two
    install_translators(qapp, "fr")
    one, two = rules_html(preset("one_pack_32")), rules_html(preset("classic"))
    assert "un seul jeu de 32 cartes" in one
    assert "battus ensemble" not in one and "parfaitement égales" not in one
    assert "deux jeux de 32 cartes, battus ensemble (64 cartes)" in two
