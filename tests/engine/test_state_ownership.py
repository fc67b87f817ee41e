"""The engine owns its state: no code outside ``bezique_qt/engine`` writes a GameState.

Worlds for the computer players are built by :meth:`GameState.from_observation` and
:meth:`GameState.with_hidden`; everything else changes a state through its actions.  A scan of
the source finds, outside the engine, every assignment to a GameState field (``st.stock = …``,
``st.concealed[1] = …``, ``st.trick_no -= 1``), every in-place change of one
(``st.played.discard(c)``), and every use of a GameState private name (``st._undo``,
``st._push_undo()``).  A receiver counts as a GameState when it is annotated so, built by a
call that makes one (``GameState(…)``, ``….clone()``, ``sample_world(…)`` …), or has one of the
names the code uses for states (``st``, ``state``, ``world``, ``self._state`` …).

A scan rather than read-only properties: the fields are written thousands of times a second in
the engine's unchecked playout path (``apply_fast``), where a property per field would cost
speed, and a scan also catches in-place changes (``st.stock.pop()``) that properties would not.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import bezique_qt
from bezique_qt.engine import GameState, preset

ROOT = Path(bezique_qt.__file__).parent
# every field, whichever class of the state's defines it (GameFields holds them)
SLOTS = frozenset(n for c in GameState.__mro__ for n in getattr(c, "__slots__", ()))
FIELDS = frozenset(n for n in SLOTS if not n.startswith("_"))
PRIVATE = frozenset(n for n in {*SLOTS, *(n for c in GameState.__mro__ for n in vars(c))}
                    if n.startswith("_") and not n.startswith("__"))
STATE_NAMES = frozenset({"st", "state", "world", "gs", "game_state", "probe", "template"})
STATE_ATTRS = frozenset({"_state", "state", "template", "world", "game_state"})
MAKERS = frozenset({"GameState", "clone", "with_hidden", "fresh_act", "from_observation",
                    "from_position", "new_game", "sample_world", "sample", "replay"})
MUTATORS = frozenset({"append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse",
                      "add", "discard", "update", "difference_update", "intersection_update",
                      "symmetric_difference_update", "setdefault", "popitem"})


def _makes_state(value: ast.expr | None) -> bool:
    if not isinstance(value, ast.Call):
        return False
    f = value.func
    name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
    return name in MAKERS


def _annotated_state(ann: ast.expr | None) -> bool:
    return ann is not None and "GameState" in ast.unparse(ann)


class _Scan(ast.NodeVisitor):
    def __init__(self) -> None:
        self.found: list[tuple[int, str]] = []
        self.scopes: list[set[str]] = [set()]

    # -- which names hold a GameState
    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        names = set(self.scopes[-1])
        a = node.args
        for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs]:
            if _annotated_state(arg.annotation):
                names.add(arg.arg)
        for sub in ast.walk(node):
            if isinstance(sub, ast.Assign) and _makes_state(sub.value):
                names.update(t.id for t in sub.targets if isinstance(t, ast.Name))
            elif isinstance(sub, ast.AnnAssign) and isinstance(sub.target, ast.Name) and (
                    _annotated_state(sub.annotation) or _makes_state(sub.value)):
                names.add(sub.target.id)
        self.scopes.append(names)
        self.generic_visit(node)
        self.scopes.pop()

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function

    def _is_state(self, node: ast.expr) -> bool:
        if isinstance(node, ast.Name):
            return node.id in STATE_NAMES or node.id in self.scopes[-1]
        if isinstance(node, ast.Attribute):
            return node.attr in STATE_ATTRS
        return _makes_state(node)

    def _field(self, node: ast.expr) -> str | None:
        """The GameState field that ``node`` is, or is an item of (``st.won[0][1]``)."""
        while isinstance(node, ast.Subscript):
            node = node.value
        if (isinstance(node, ast.Attribute) and node.attr in FIELDS
                and self._is_state(node.value)):
            return node.attr
        return None

    def _targets(self, targets: list[ast.expr], line: int) -> None:
        for t in targets:
            parts = t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t]
            for p in parts:
                field = self._field(p.value if isinstance(p, ast.Starred) else p)
                if field:
                    self.found.append((line, f"writes {field}"))

    # -- what counts as touching one
    def visit_Assign(self, node: ast.Assign) -> None:
        self._targets(node.targets, node.lineno)
        self.generic_visit(node)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self._targets([node.target], node.lineno)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self._targets([node.target], node.lineno)
        self.generic_visit(node)

    def visit_Delete(self, node: ast.Delete) -> None:
        self._targets(node.targets, node.lineno)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        f = node.func
        if isinstance(f, ast.Attribute) and f.attr in MUTATORS:
            field = self._field(f.value)
            if field:
                self.found.append((node.lineno, f"changes {field} in place ({f.attr})"))
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if node.attr in PRIVATE and not (
                isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
            self.found.append((node.lineno, f"uses the private {node.attr}"))
        self.generic_visit(node)


def scan(source: str) -> list[tuple[int, str]]:
    """Every place in ``source`` that writes a GameState or reads its private parts."""
    s = _Scan()
    s.visit(ast.parse(source))
    return sorted(s.found)


def test_no_code_outside_the_engine_writes_a_game_state() -> None:
    files = [f for f in sorted(ROOT.rglob("*.py")) if "engine" not in f.relative_to(ROOT).parts]
    assert len(files) > 30
    offences = [f"{f.relative_to(ROOT)}:{line}: {what}"
                for f in files for line, what in scan(f.read_text(encoding="utf-8"))]
    assert offences == []


@pytest.mark.parametrize("source, expected", [
    ("def f(st):\n    st.stock = []\n", "writes stock"),
    ("def f(obs):\n    w = obs.clone()\n    w.concealed[1] = [3]\n", "writes concealed"),
    ("def f(x: GameState | None):\n    x.trick_no -= 1\n", "writes trick_no"),
    ("def f(a: GameState):\n    a.stock[-1], a.stock[-2] = a.stock[-2], a.stock[-1]\n",
     "writes stock"),
    ("def f(st):\n    st.played.discard(4)\n", "changes played in place (discard)"),
    ("def f(self):\n    self._state.won[0].append(9)\n", "changes won in place (append)"),
    ("def f(game):\n    return len(game._undo)\n", "uses the private _undo"),
    ("def f(st):\n    st._push_undo()\n", "uses the private _push_undo"),
])
def test_the_scan_finds_writes(source: str, expected: str) -> None:
    assert {what for _line, what in scan(source)} == {expected}


def test_the_scan_leaves_other_objects_alone() -> None:
    source = (
        "def f(self, pic, obs):\n"
        "    pic.stock = 3\n"                 # a picture of the table, not a GameState
        "    self.trick = []\n"               # an object's own field
        "    n = obs.stock_face_down\n"
        "    marks[sheet.winner] = 1\n"       # a field read as an index
        "    return st.stock[-1], self._undo_units\n"
    )
    assert scan(source) == []


# ------------------------------------------------------------------ the constructors


def _positions() -> list[GameState]:
    out = []
    for preset_id in ("classic", "rubicon", "hoffmann_1909"):
        st = GameState.new_game(preset(preset_id), 4)
        rng = random.Random(4)
        while not st.deal_over:
            if len(st.actions) % 5 == 0:
                out.append(st.clone())
            st.apply(rng.choice(st.legal_actions()))
    return out


def test_a_world_from_the_true_hidden_cards_is_the_position_itself() -> None:
    checked = 0
    for st in _positions():
        p = st.to_act
        if p is None:
            continue
        opp = 1 - p
        obs = st.observation(p)
        world = GameState.from_observation(obs, st.concealed[opp], st.stock)
        assert world.observation(p) == obs
        assert world.stock == st.stock and world.concealed[opp] == st.concealed[opp]
        assert sorted(world.concealed[p]) == sorted(st.concealed[p])
        assert world.known[opp] == st.known[opp]
        assert sorted(map(str, world.legal_actions())) == sorted(map(str, st.legal_actions()))
        checked += 1
    assert checked > 50


def test_a_world_must_fit_the_observation() -> None:
    st = GameState.new_game(preset("classic"), 4)
    obs = st.observation(0)
    hand, stock = st.concealed[1], st.stock
    with pytest.raises(ValueError, match="do not fit"):
        GameState.from_observation(obs, hand[1:], [*stock, hand[0]])
    with pytest.raises(ValueError, match="do not fit"):
        GameState.from_observation(obs, [*hand[1:], st.concealed[0][0]], stock)


def test_another_guess_leaves_the_first_alone() -> None:
    st = GameState.new_game(preset("classic"), 4)
    before = st.signature()
    hand, stock = st.concealed[1], st.stock
    other = st.with_hidden(1, [stock[0], *hand[1:]], [hand[0], *stock[1:]])
    assert st.signature() == before
    assert other.concealed[1][0] == stock[0] and other.stock[0] == hand[0]
    assert other.observation(0) == st.observation(0)
