"""Card art and card items: sharp pixmaps, one declarative animation call, no identity face down."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
from pytestqt.qtbot import QtBot

from bezique_qt import paths
from bezique_qt.engine import parse_card
from bezique_qt.ui.table.card_art import CardRenderer, face_name
from bezique_qt.ui.table.cards import CARD_HEIGHT, FLIGHT_Z, CardItem, PileItem


def test_face_names_follow_the_art_files() -> None:
    assert face_name(parse_card("QS")) == "Sq"
    assert face_name(parse_card("TH")) == "H10"
    assert face_name(parse_card("7C2")) == "C7"
    assert face_name(parse_card("AD")) == "Da"
    for card in range(32):
        assert paths.asset("cards", f"{face_name(card)}.svg").is_file()


def test_ace_of_spades_is_a_plain_card() -> None:
    text = paths.asset("cards", "Sa.svg").read_text(encoding="utf-8")
    assert "me.uk" not in text and "cards/" not in text
    assert text.count("<path") <= 6  # a pip, indices and their small pips: no QR code


def test_renderer_draws_at_the_requested_pixel_size(qapp: QApplication) -> None:
    renderer = CardRenderer()
    pixmap = renderer.pixmap("Sq", 231)
    assert pixmap.height() == 231
    assert abs(pixmap.width() - 231 * 120 / 168) <= 1
    assert renderer.pixmap("Sq", 231) is pixmap or renderer.pixmap("Sq", 231).cacheKey() == (
        pixmap.cacheKey())
    back = renderer.pixmap(renderer.back, 100)
    assert back.height() == 100 and not back.toImage().isNull()
    renderer.resizing = True
    assert renderer.pixmap("Sq", 300).height() == 231  # reused while the window is resized


def test_view_renders_cards_at_screen_size(qtbot: QtBot) -> None:
    scene = QGraphicsScene(0, 0, 400, 300)
    renderer = CardRenderer()
    item = CardItem(renderer)
    item.set_card(parse_card("KH"))
    item.animate_to(QPointF(200, 150), 1, 0.0, True, 0)
    scene.addItem(item)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.scale(1.5, 1.5)
    view.grab()
    wanted = round(CARD_HEIGHT * 1.5 * view.devicePixelRatioF())
    assert ("Hk", wanted) in renderer._cache  # drawn from a pixmap of its on-screen size


def test_animate_to_moves_raises_and_finishes_on_demand(qapp: QApplication) -> None:
    item = CardItem(CardRenderer())
    finished: list[bool] = []
    item.animation_finished.connect(lambda: finished.append(True))
    item.animate_to(QPointF(300, 200), 5, 90.0, False, 400)
    assert item.is_animating()
    assert item.zValue() == FLIGHT_Z + 5  # raised in flight
    item.finish()
    assert not item.is_animating() and finished == [True]
    assert item.pos() == QPointF(300, 200) and item.rotation() == 90.0 and item.zValue() == 5


def test_duration_zero_is_instant_and_tiny_moves_snap(qapp: QApplication) -> None:
    item = CardItem(CardRenderer())
    item.animate_to(QPointF(10, 10), 1, 0.0, False, 0)
    assert item.pos() == QPointF(10, 10) and not item.is_animating()
    item.animate_to(QPointF(11, 10), 1, 0.0, False, 500)
    assert not item.is_animating() and item.pos() == QPointF(11, 10)


def test_flip_shows_the_face_halfway_and_forgets_it_face_down(qapp: QApplication) -> None:
    item = CardItem(CardRenderer())
    assert item.card is None and not item.shows_face
    item.set_card(parse_card("QS"))
    item.animate_to(QPointF(100, 0), 1, 0.0, True, 300)
    item.setProperty("flip", 0.25)
    assert not item.shows_face
    assert item.transform().m11() < 1.0  # turning by shrinking across
    item.setProperty("flip", 0.75)
    assert item.shows_face
    item.finish()
    assert item.face_up and item.shows_face and item.transform().isIdentity()
    item.animate_to(QPointF(0, 0), 1, 0.0, False, 0)
    assert not item.face_up and item.card is None


def test_a_card_without_identity_cannot_be_turned_up(qapp: QApplication) -> None:
    item = CardItem(CardRenderer())
    item.animate_to(QPointF(0, 0), 1, 0.0, True, 0)
    assert not item.face_up and item.card is None


def test_pile_counts_cards_or_tricks(qapp: QApplication) -> None:
    pile = PileItem(CardRenderer(), "{tricks}")
    pile.set_count(10)
    assert pile.count == 10 and pile.layers() == 2
    pile.set_count(0)
    assert pile.layers() == 0
