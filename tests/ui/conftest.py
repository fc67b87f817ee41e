"""Fixtures for driving the real game window with the mouse (offscreen, no animation)."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TypeVar

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from bezique_qt.ai.service import stop_worker
from bezique_qt.engine import GameRecord, GameState, Observation, parse_card, replay
from bezique_qt.engine.cards import full_deck
from bezique_qt.levels import Level
from bezique_qt.ui.app import create_application
from bezique_qt.ui.controller import GameController
from bezique_qt.ui.dialogs.game import GameSettings
from bezique_qt.ui.dialogs.preferences import PreferencesDialog
from bezique_qt.ui.session import SessionWindow, session_of
from bezique_qt.ui.table.cards import CardItem
from bezique_qt.ui.table.items import ButtonItem
from bezique_qt.ui.window import MainWindow

# Long enough for the computer's first answer, which starts its worker process.
COMPUTER_TIMEOUT_MS = 30_000


@pytest.fixture(scope="session", autouse=True)
def _stop_worker_at_end() -> Iterator[None]:
    yield
    stop_worker()


@pytest.fixture(autouse=True)
def _tables_looked_for_on_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Join dialog looks for tables on the loopback interface only: a test sends nothing
    to the machine's network."""
    from bezique_qt.ui.net import found
    monkeypatch.setattr(found, "INTERFACES", ("127.0.0.1",))


def build_deck(human: str, computer: str, *, turnup: str | None, packs: int,
               hand_size: int, pattern: Sequence[int], human_deals: bool = False,
               seed: int = 7) -> list[int]:
    """A deck order (top first) that deals ``human`` to seat 0 and ``computer`` to seat 1.

    The non-dealer receives the first packet; ``pattern`` is the packet sizes of the variant.
    The rest of the pack is shuffled with ``seed`` and forms the stock.
    """
    mine = [parse_card(t, packs) for t in human.split()]
    theirs = [parse_card(t, packs) for t in computer.split()]
    assert len(mine) == len(theirs) == hand_size
    first, second = (theirs, mine) if human_deals else (mine, theirs)
    deck: list[int] = []
    taken = 0
    for size in pattern:
        deck += first[taken:taken + size] + second[taken:taken + size]
        taken += size
    if turnup is not None:
        deck.append(parse_card(turnup, packs))
    rest = [c for c in full_deck(packs) if c not in set(deck)]
    random.Random(seed).shuffle(rest)
    return deck + rest


def _shown(qtbot: QtBot, window: MainWindow, windows: list[MainWindow]) -> MainWindow:
    """Show a new window, with no pause for the computer; it joins ``windows``."""
    window.controller.computer_pause_ms = 0
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # shortcuts work in the active window
    windows.append(window)
    return window


def _shut_down(windows: list[MainWindow]) -> None:
    """Stop each window's computer player and animations once a test is over."""
    for window in windows:
        window.controller.shutdown()
        window.scene.finish_animations()


@pytest.fixture
def make_window(qtbot: QtBot, qapp: QApplication) -> Iterator[Callable[..., MainWindow]]:
    """Open a game window with animations off and no pause for the computer."""
    create_application()
    windows: list[MainWindow] = []

    def make(variant: str = "classic", level: Level = Level.MEDIUM, name: str = "Ann",
             speed: str = "none") -> MainWindow:
        window = _shown(qtbot, MainWindow(settings=GameSettings(variant, level, None, name),
                                          speed=speed), windows)
        # the split at the end of a deal reviews every seat: only its own tests start it
        window.deal_split = False
        qtbot.waitUntil(window.isActiveWindow, timeout=5000)
        window.view.setFocus()
        return window

    yield make
    _shut_down(windows)


@pytest.fixture
def controller(qapp: QApplication) -> Iterator[GameController]:
    """A game controller with no window and no pause for the computer."""
    c = GameController()
    c.computer_pause_ms = 0
    yield c
    c.shutdown()


class TableDriver:
    """Plays the human's side of a window with mouse clicks, and checks what the table shows."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.view = window.view
        self.scene = window.scene
        self.controller = window.controller

    # ------------------------------------------------------------------ waiting
    def settled(self) -> bool:
        c = self.controller
        return not self.scene.busy and not c.thinking and (
            c.is_humans_turn() or c.deal_over or c.game_over)

    def wait_for_human(self, timeout: int = COMPUTER_TIMEOUT_MS) -> None:
        """Wait until it is the human's turn (or the deal is over) and the table is still."""
        self.qtbot.waitUntil(self.settled, timeout=timeout)

    def obs(self) -> Observation:
        return self.controller.observation()

    # ------------------------------------------------------------------ clicking
    def click_point(self, item: QGraphicsItem) -> QPointF:
        """A scene point where a click reaches ``item`` (not covered by another item)."""
        rect = item.sceneBoundingRect()
        transform = self.view.transform()
        for fx in (0.5, 0.15, 0.3, 0.7, 0.85, 0.05):
            for fy in (0.5, 0.2, 0.8):
                point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
                hit = self.scene.itemAt(point, transform)
                while hit is not None and hit is not item and hit.parentItem() is not None:
                    hit = hit.parentItem()
                if hit is item:
                    return point
        raise AssertionError(f"no visible point on {item}")

    def click(self, item: QGraphicsItem) -> None:
        point = self.view.mapFromScene(self.click_point(item))
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def card_item(self, card: int | str) -> CardItem:
        if isinstance(card, str):
            card = parse_card(card, self.controller.variant.packs)
        item = self.scene.item_for(card)
        assert item is not None, f"card {card} is not on the table"
        return item

    def click_card(self, card: int | str) -> None:
        self.click(self.card_item(card))

    def panel_button(self, starts_with: str) -> ButtonItem:
        buttons = [b for b in self.scene.panel.buttons if b.caption.startswith(starts_with)]
        captions = [b.caption for b in self.scene.panel.buttons]
        assert buttons, f"no choice starting {starts_with!r} among {captions}"
        return buttons[0]

    def choose(self, starts_with: str) -> None:
        """Click the declaration panel's choice whose caption starts with ``starts_with``."""
        self.click(self.panel_button(starts_with))

    def highlighted_cards(self) -> list[CardItem]:
        return [i for i in self.scene.card_items() if i.legal is True]

    def first_highlighted(self) -> CardItem:
        """The first card the human may play now (there must be one)."""
        highlighted = self.highlighted_cards()
        assert highlighted, "no card is highlighted on the human's turn"
        return highlighted[0]

    def declare_first(self, *, declare: bool = True,
                      kinds: tuple[str, ...] = ("Declare", "Score", "Exchange")) -> None:
        """At the declaration step: click the panel's first choice starting with one of
        ``kinds`` while nothing is scored yet in this turn (and ``declare``), else Done."""
        rows = [b for b in self.scene.panel.buttons if b.caption.startswith(kinds)]
        if declare and self.obs().act_scored == 0 and rows:
            self.click(rows[0])
        else:
            self.choose("Done")

    def play_a_little(self, clicks: int = 2) -> None:
        """Click the first highlighted card (or Done) a few times, then wait for the table."""
        for _ in range(clicks):
            self.wait_for_human()
            self._click_first_or_done()
        self.wait_for_human()

    def _click_first_or_done(self) -> None:
        if self.obs().step == "declare":
            self.choose("Done")
        else:
            self.click(self.highlighted_cards()[0])

    def play_until(self, reached: Callable[[Observation], bool], tries: int, failure: str
                   ) -> Observation:
        """Click the first highlighted card (or Done) at each of the human's turns until
        ``reached`` holds for his view; that view. After ``tries`` turns, fail with
        ``failure``."""
        for _ in range(tries):
            self.wait_for_human()
            obs = self.obs()
            if reached(obs):
                return obs
            self._click_first_or_done()
        raise AssertionError(failure)

    def play_declaring_nothing(self, card: str) -> None:
        """Play ``card``; should the trick let the human declare, choose Done."""
        self.click_card(card)
        self.wait_for_human()
        if self.obs().step == "declare":
            self.choose("Done")
            self.wait_for_human()

    # ------------------------------------------------------------------ checks
    def assert_only_visible_cards_face_up(self) -> None:
        """No item shows a card the human may not see; face-down items know no card."""
        obs = self.controller.state.observation(0)
        visible = set(obs.hand) | set(obs.trick)
        for table in obs.tables:  # every seat's (two, three or four)
            visible.update(table)
        if obs.turnup is not None:
            visible.add(obs.turnup)
        # The table shows what happened a moment ago: a card in flight may be one the
        # human saw played or taken since.
        seen_before = {c for _leader, cards, _winner in obs.tricks for c in cards}
        seen_before.update(obs.opponent_known)
        for known in obs.known:  # three or four players: each one's cards seen by all
            seen_before.update(known)
        for item in self.scene.card_items():
            if item.shows_face:
                lagging = item.is_animating() or self.scene.busy
                allowed = visible | seen_before if lagging else visible
                assert item.card in allowed, f"{item.card} is face up but hidden from the human"
            if not item.face_up and not item.is_animating():
                assert item.card is None, "a face-down card item carries a card"
        hidden = set(obs.unseen)
        assert not any(i.card in hidden for i in self.scene.card_items() if i.card is not None)

    def play_rest_of_deal(self, *, declare: bool = True, checks: bool = True,
                          max_steps: int = 400) -> int:
        """Play the human's side by clicking until the deal ends; return the clicks made."""
        clicks = 0
        for _ in range(max_steps):
            self.wait_for_human()
            if checks:
                self.assert_only_visible_cards_face_up()
            c = self.controller
            if c.deal_over or c.game_over:
                return clicks
            if self.obs().step == "declare":
                self.declare_first(declare=declare)
            else:
                self.click(self.first_highlighted())
            clicks += 1
        raise AssertionError("the deal did not end")


@pytest.fixture
def driver_for(qtbot: QtBot) -> Callable[[MainWindow], TableDriver]:
    return lambda window: TableDriver(qtbot, window)


@pytest.fixture
def deck_builder() -> Callable[..., list[int]]:
    return build_deck


@pytest.fixture
def table(make_window: Callable[..., MainWindow], driver_for: Callable[[MainWindow], TableDriver]
          ) -> Callable[..., tuple[MainWindow, TableDriver]]:
    """``table(variant, **start)``: a window of ``variant`` whose game is started with
    ``start_game(**start)``, and its driver once the human is to act."""

    def ready(variant: str, **start: object) -> tuple[MainWindow, TableDriver]:
        window = make_window(variant)
        window.start_game(**start)
        driver = driver_for(window)
        driver.wait_for_human()
        return window, driver

    return ready


# The set Classic deal many table tests start from: the computer deals, so Ann leads; hearts
# are trumps (the king turned up), and Ann's ace of trumps wins the first trick and lets her
# declare the bezique she holds (the queen of spades and the jack of diamonds).
CLASSIC_ANN = "AH1 AH2 QS1 JD1 7H1 KC1 QC1 8S1"
CLASSIC_COMPUTER = "9S1 9S2 8D1 8D2 9C1 8C1 7S1 7D1"


@pytest.fixture
def classic_window(make_window: Callable[..., MainWindow],
                   deck_builder: Callable[..., list[int]]) -> Callable[..., MainWindow]:
    """``classic_window(ann, computer, turnup="KH1", seed=3, speed="none")``: a window whose
    Classic game starts from a set deal (two packs dealt 3-2-3, the computer dealing), by
    default :data:`CLASSIC_ANN` and :data:`CLASSIC_COMPUTER`."""

    def deal(ann: str = CLASSIC_ANN, computer: str = CLASSIC_COMPUTER, *, turnup: str = "KH1",
             seed: int = 3, speed: str = "none") -> MainWindow:
        window = make_window("classic", speed=speed)
        deck = deck_builder(ann, computer, turnup=turnup, packs=2, hand_size=8,
                            pattern=(3, 2, 3))
        window.start_game(decks=[deck], first_dealer=1, seed=seed)
        return window

    return deal


@pytest.fixture
def classic_table(classic_window: Callable[..., MainWindow],
                  driver_for: Callable[[MainWindow], TableDriver]
                  ) -> Callable[..., tuple[MainWindow, TableDriver]]:
    """``classic_table(...)``: as :func:`classic_window` takes it, the window and its driver
    once the human is to act."""

    def ready(*args: str, **options: object) -> tuple[MainWindow, TableDriver]:
        window = classic_window(*args, **options)
        driver = driver_for(window)
        driver.wait_for_human()
        return window, driver

    return ready


@pytest.fixture
def open_app_window(qtbot: QtBot, qapp: QApplication) -> Iterator[Callable[..., MainWindow]]:
    """Open the program's window as ``bezique-qt ARGS`` does: the saved preferences, autosave
    and statistics (all under tmp_path), the resume offer; animations off."""
    import argparse

    from bezique_qt.cli import add_app_arguments
    from bezique_qt.ui.app import create_main_window

    create_application()
    windows: list[MainWindow] = []

    def open_window(*args: str) -> MainWindow:
        parser = argparse.ArgumentParser()
        add_app_arguments(parser)
        return _shown(qtbot, create_main_window(parser.parse_args(["--speed", "none", *args])),
                      windows)

    yield open_window
    _shut_down(windows)


def _wait_shown(qtbot: QtBot, parent: QWidget, cls: type, name: str,
                timeout: int = 10_000) -> QWidget:
    """Wait for the visible child ``name`` (of type ``cls``) of ``parent`` and return it."""
    def probe() -> QWidget | None:
        child = parent.findChild(cls, name)
        return child if child is not None and child.isVisible() else None

    qtbot.waitUntil(lambda: probe() is not None, timeout=timeout)
    found = probe()
    assert found is not None
    return found


@pytest.fixture
def wait_shown(qtbot: QtBot) -> Callable[..., QWidget]:
    """``wait_shown(parent, cls, name)``: a dialog or window once it is visible."""
    return lambda parent, cls, name, timeout=10_000: _wait_shown(qtbot, parent, cls, name,
                                                                 timeout)


def _nearly_finished(random_game: Callable[..., GameState], variant: str = "one_pack_32"
                     ) -> tuple[GameRecord, str]:
    for seed in range(100):
        record = GameRecord.of(random_game(variant, seed, names=["Ann", "Computer"]))
        last = record.actions.pop()
        state = replay(record)
        if state.to_act == 0 and not state.deal_over:
            return record, last
    raise AssertionError("no game ends on the human's action")


@pytest.fixture
def nearly_finished(random_game: Callable[..., GameState]
                    ) -> Callable[..., tuple[GameRecord, str]]:
    """``nearly_finished(variant)``: a seeded game record one action short of its end, that
    last action (text) being the human's (seat 0) on their turn."""
    return functools.partial(_nearly_finished, random_game)


@pytest.fixture
def resume_offered(qtbot: QtBot) -> Callable[[MainWindow, str], None]:
    """``resume_offered(window, answer)``: wait for the resume offer and click ``Resume`` or
    ``New game``."""
    from PySide6.QtWidgets import QMessageBox

    def answer(window: MainWindow, button: str = "Resume") -> None:
        offer = _wait_shown(qtbot, window, QMessageBox, "resume-dialog")
        assert isinstance(offer, QMessageBox)
        next(b for b in offer.buttons() if b.text() == button).click()
        glue = session_of(window)
        assert glue is not None
        qtbot.waitUntil(lambda: glue.offer is None, timeout=5000)

    return answer


_Shown = TypeVar("_Shown", bound=QWidget)


def glue(window: MainWindow) -> SessionWindow:
    """The session of a window opened as the program opens it (:func:`open_app_window`)."""
    found = session_of(window)
    assert found is not None, "the window has no session"
    return found


def resize_and_wait(qtbot: QtBot, window: MainWindow, width: int, height: int) -> None:
    """Resize the window and wait until the table is laid out for its view."""
    window.resize(width, height)
    view = window.view

    def fitted() -> bool:
        size = view.viewport().size()
        rect = window.scene.sceneRect()
        return (window.size().width() == width and window.size().height() == height
                and abs(rect.width() / rect.height() - size.width() / size.height()) < 0.01)

    qtbot.waitUntil(fitted, timeout=5000)


def opened_from_menu(window: MainWindow, action: str, cls: type[_Shown], name: str,
                     wait_shown: Callable[..., QWidget]) -> _Shown:
    """Trigger the session's menu action ``action`` (``"history_action"``, …) and return what
    it opens (of type ``cls``, object name ``name``) once it is shown."""
    getattr(glue(window), action).trigger()
    shown = wait_shown(window, cls, name)
    assert isinstance(shown, cls)
    return shown


def open_preferences(window: MainWindow, wait_shown: Callable[..., QWidget]
                     ) -> PreferencesDialog:
    """Open Preferences… from the window's menu and return the dialog once it is shown."""
    return opened_from_menu(window, "preferences_action", PreferencesDialog,
                            "preferences-dialog", wait_shown)


def _print_dialog_opened(qtbot: QtBot, press: Callable[[], object]) -> QWidget:
    from PySide6.QtPrintSupport import QPrintDialog

    press()

    def probe() -> QWidget | None:
        modal = QApplication.activeModalWidget()
        return modal if isinstance(modal, QPrintDialog) and modal.isVisible() else None

    qtbot.waitUntil(lambda: probe() is not None, timeout=10_000)
    found = probe()
    assert found is not None
    return found


def _print_to_pdf(qtbot: QtBot, press: Callable[[], object], pdf: Path, answer: str) -> str:
    """Open the print dialog with ``press``, type ``pdf`` as its file name, and ``answer`` it
    ("print" or "cancel"); return the dialog's title. Printing waits for the file, cancelling
    checks that none was written."""
    from PySide6.QtWidgets import QLineEdit

    dialog = _print_dialog_opened(qtbot, press)
    title = dialog.windowTitle()
    name_box = dialog.findChild(QLineEdit, "filename")
    assert name_box is not None and name_box.isVisible()
    name_box.setText(str(pdf))
    if answer == "print":
        dialog.accept()
        qtbot.waitUntil(pdf.exists, timeout=10_000)
    else:
        dialog.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=5000)
    if answer == "cancel":
        assert not pdf.exists()
    return title


@pytest.fixture
def print_to_pdf(qtbot: QtBot) -> Callable[[Callable[[], object], Path, str], str]:
    """``print_to_pdf(press, pdf, answer)``: call ``press`` (e.g. click a Print… button), print
    to the file ``pdf`` in the print dialog or cancel it (``answer`` "print" or "cancel"), and
    return the dialog's title."""
    return lambda press, pdf, answer: _print_to_pdf(qtbot, press, pdf, answer)


@pytest.fixture
def pdf_text() -> Callable[[object], str]:
    """``pdf_text(path)``: the text of a PDF file, read back with ``pdftotext``."""
    import shutil
    import subprocess

    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext (poppler-utils) is not installed; ./run-tests installs it")

    def read(path: object) -> str:
        return subprocess.run([tool, "-layout", str(path), "-"], capture_output=True,
                              text=True, check=True, timeout=60).stdout

    return read
