"""Deal reviews kept with their game: written atomically, read back, and a damaged or foreign
file simply holds no review."""

from __future__ import annotations

from pathlib import Path

from bezique_qt.persistence.reviews import ReviewStore


def test_a_review_is_kept_and_read_back(tmp_path: Path) -> None:
    store = ReviewStore(tmp_path / "reviews")
    assert store.load("g1", 1, 0, 1500) is None
    store.save("g1", 1, 0, 1500, {"deals": [1]})
    store.save("g1", 2, 0, 1500, {"deals": [2]})
    assert store.load("g1", 1, 0, 1500) == {"deals": [1]}
    assert store.load("g1", 2, 0, 1500) == {"deals": [2]}
    # another seat, budget or game is another review
    assert store.load("g1", 1, 1, 1500) is None
    assert store.load("g1", 1, 0, 24) is None
    assert store.load("g2", 1, 0, 1500) is None
    assert set(store.reviews("g1")) == {"1:0:1500", "2:0:1500"}


def test_a_damaged_or_foreign_file_holds_no_review(tmp_path: Path) -> None:
    store = ReviewStore(tmp_path)
    store.path("g1").write_text("{not json", encoding="utf-8")
    assert store.load("g1", 1, 0, 1500) is None
    # saving replaces the damaged file with a good one
    store.save("g1", 1, 0, 1500, {"ok": True})
    assert store.load("g1", 1, 0, 1500) == {"ok": True}
    # a file that names another game is not this game's
    store.path("g2").write_text(store.path("g1").read_text(encoding="utf-8"), encoding="utf-8")
    assert store.load("g2", 1, 0, 1500) is None


def test_odd_game_ids_stay_inside_the_folder(tmp_path: Path) -> None:
    store = ReviewStore(tmp_path / "r")
    path = store.path("../../etc/passwd")
    assert path.parent == tmp_path / "r"
    store.save("../../etc/passwd", 1, 0, 10, {"x": 1})
    assert store.load("../../etc/passwd", 1, 0, 10) == {"x": 1}
