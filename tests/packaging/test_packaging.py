"""The desktop packages: PyInstaller spec, build scripts, icons and desktop metadata.

The fast tests read the files only. ``test_linux_bundle`` (slow) builds the stand-alone Linux
bundle with ``packaging/build.sh`` and runs it offscreen; its first run creates the build venv
(``build/venv``, reused afterwards).
"""

from __future__ import annotations

import ast
import configparser
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image

from bezique_qt import __version__, paths

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
RESOURCES = ROOT / "resources"
ICONS = RESOURCES / "icons"
SPEC = PACKAGING / "bezique-qt.spec"
DESKTOP = RESOURCES / "bezique-qt.desktop"
METAINFO = RESOURCES / "io.github.bezique_qt.metainfo.xml"
APP_ID = "io.github.bezique_qt"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _spec_constant(name: str) -> object:
    """A literal assigned at the top level of the spec file."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id == name):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not assigned in {SPEC}")


def _spec_function(name: str) -> object:
    """A function defined at the top level of the spec file (with what the spec imports)."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            namespace: dict[str, object] = {"re": re, "Path": Path}
            exec(compile(ast.Module([node], []), str(SPEC), "exec"), namespace)
            return namespace[name]
    raise AssertionError(f"{name} is not defined in {SPEC}")


def _imported_modules() -> set[str]:
    """Every absolute module name bezique_qt imports, anywhere in its code."""
    found: set[str] = set()
    for path in (ROOT / "bezique_qt").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


# --- spec and scripts ---------------------------------------------------------------------


@pytest.mark.parametrize("path", [
    SPEC, PACKAGING / "launcher.py", PACKAGING / "make_icons.py",
    PACKAGING / "make_version_info.py",
], ids=lambda p: p.name)
def test_python_files_parse(path: Path) -> None:
    compile(path.read_text(encoding="utf-8"), str(path), "exec")


@pytest.mark.parametrize("script", ["build.sh", "check-bare-debian.sh"])
def test_shell_scripts_parse_and_are_executable(script: str) -> None:
    path = PACKAGING / script
    assert os.access(path, os.X_OK), f"{script} is not executable"
    subprocess.run(["bash", "-n", str(path)], check=True)


def test_powershell_script_builds_the_spec() -> None:
    text = (PACKAGING / "build.ps1").read_text(encoding="utf-8")
    assert text.startswith("#") and "param(" in text
    assert r"packaging\bezique-qt.spec" in text and r"packaging\make_icons.py" in text
    assert r"packaging\requirements-build.txt" in text


def test_build_requirements_are_pinned() -> None:
    lines = [line.split("#")[0].strip()
             for line in (PACKAGING / "requirements-build.txt").read_text().splitlines()]
    requirements = [line for line in lines if line]
    assert any(line.startswith("pyinstaller==") for line in requirements)
    for line in requirements:
        assert re.fullmatch(r"[A-Za-z0-9_.-]+==[0-9][0-9A-Za-z.]*", line), line


def test_spec_excludes_nothing_the_program_imports() -> None:
    excludes = _spec_constant("EXCLUDES")
    assert isinstance(excludes, list)
    imported = _imported_modules()
    clashes = sorted(name for name in imported for excluded in excludes
                     if name == excluded or name.startswith(excluded + "."))
    assert not clashes, f"the spec leaves out modules bezique_qt imports: {clashes}"
    assert "PySide6.QtWebEngineCore" in excludes and "PySide6.QtQml" in excludes


def test_spec_bundles_the_compiled_translations_not_their_sources() -> None:
    left_out = _spec_constant("RESOURCES_LEFT_OUT")
    assert isinstance(left_out, list)
    translations = list((RESOURCES / "translations").glob("bezique_qt_*.qm"))
    assert translations, "no compiled translation in resources/translations"
    assert all(path.suffix not in left_out for path in translations)
    assert {".ts", ".py"} <= set(left_out)


def test_spec_keeps_qt_translations_for_the_languages_shipped(tmp_path: Path) -> None:
    """Qt's own translations (its dialogs' buttons) are kept for English and each language
    whose .qm the program ships: a new language needs its translation file only."""
    qt_translations = _spec_function("qt_translations")
    assert callable(qt_translations)
    kept = qt_translations(RESOURCES / "translations")
    assert kept.match("qtbase_fr.qm") and kept.match("qt_fr.qm") and kept.match("qtbase_en.qm")
    assert not kept.match("qtbase_de.qm") and not kept.match("qtbase_fr_CA.qm")
    for name in ("bezique_qt_fr.qm", "bezique_qt_de.qm"):
        (tmp_path / name).write_bytes(b"")
    kept = qt_translations(tmp_path)
    assert kept.match("qtbase_de.qm") and kept.match("qt_de.qm") and kept.match("qtbase_fr.qm")
    assert not kept.match("qtbase_it.qm")


def test_spec_keeps_the_plugins_the_program_needs() -> None:
    plugins = _spec_constant("QT_PLUGINS")
    assert isinstance(plugins, dict)
    assert {"qxcb", "qoffscreen", "qwindows", "qcocoa"} <= plugins["platforms"]
    assert plugins["imageformats"] == {"qsvg"}
    assert plugins["iconengines"] == {"qsvgicon"}
    assert "printsupport" in plugins
    for unwanted in ("tls", "networkinformation", "platformthemes", "qmltooling"):
        assert unwanted not in plugins


def test_spec_uses_the_shared_identity() -> None:
    assert _spec_constant("APP_NAME") == "bezique-qt"
    assert _spec_constant("BUNDLE_ID") == APP_ID


def test_launcher_supports_worker_processes() -> None:
    text = (PACKAGING / "launcher.py").read_text(encoding="utf-8")
    assert text.index("multiprocessing.freeze_support()") < text.index("from bezique_qt.cli")


# --- Windows version information ----------------------------------------------------------


def test_version_numbers() -> None:
    version_info = _load("make_version_info")
    assert version_info.version_numbers("1.2") == (1, 2, 0, 0)
    assert version_info.version_numbers("0.3.1rc2") == (0, 3, 1, 0)
    assert version_info.version_numbers("2024.10.3.7.1") == (2024, 10, 3, 7)
    with pytest.raises(ValueError):
        version_info.version_numbers("dev")
    with pytest.raises(ValueError):
        version_info.version_numbers("70000.1")


def test_version_file_follows_the_package_version(tmp_path: Path) -> None:
    version_info = _load("make_version_info")
    assert version_info.read_version() == __version__
    path = version_info.write_version_file(tmp_path / "v.txt")

    # Evaluate the file the way PyInstaller does, with recording stand-ins for its classes.
    def record(kind: str):
        return lambda *args, **kwargs: (kind, args, kwargs)

    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct"]
    info = eval(path.read_text(encoding="utf-8"), {name: record(name) for name in names})
    assert info[0] == "VSVersionInfo"
    fixed = info[2]["ffi"][2]
    numbers = version_info.version_numbers(__version__)
    assert fixed["filevers"] == numbers and fixed["prodvers"] == numbers
    strings = {s[1][0]: s[1][1] for s in info[2]["kids"][0][1][0][0][1][1]}
    assert strings["FileVersion"] == strings["ProductVersion"] == __version__
    assert strings["OriginalFilename"] == "bezique-qt.exe"


# --- icons --------------------------------------------------------------------------------


def test_linux_icons_have_their_sizes() -> None:
    make_icons = _load("make_icons")
    assert min(make_icons.LINUX_SIZES) == 16 and max(make_icons.LINUX_SIZES) == 512
    for size in make_icons.LINUX_SIZES:
        path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / "bezique-qt.png"
        with Image.open(path) as image:
            assert image.format == "PNG" and image.size == (size, size), path
            assert image.mode == "RGBA", path
            # Transparent corners (rounded square), opaque middle.
            assert image.getpixel((0, 0))[3] < 8
            assert image.getpixel((size // 2, size // 2))[3] == 255


def test_windows_icon_has_16_to_256() -> None:
    with Image.open(ICONS / "bezique-qt.ico") as image:
        sizes = set(image.info["sizes"])
    assert {(16, 16), (24, 24), (32, 32), (48, 48), (256, 256)} <= sizes


def test_macos_icon_goes_up_to_1024() -> None:
    with Image.open(ICONS / "bezique-qt.icns") as image:
        sizes = set(image.info["sizes"])
    assert {(16, 16, 2), (32, 32, 2), (128, 128, 1), (256, 256, 1), (512, 512, 1),
            (512, 512, 2)} <= sizes


def test_icon_files_are_written_from_one_master(tmp_path: Path) -> None:
    make_icons = _load("make_icons")
    master = Image.new("RGBA", (1024, 1024), (30, 90, 50, 255))
    written = make_icons.write_icons(master, tmp_path)
    assert len(written) == len(make_icons.LINUX_SIZES) + 2
    with Image.open(tmp_path / "hicolor" / "48x48" / "apps" / "bezique-qt.png") as image:
        assert image.size == (48, 48)


def test_card_art_renders_for_the_icon(qapp) -> None:
    make_icons = _load("make_icons")
    card = make_icons.render_card("Sq", 140)
    assert card.size == (100, 140) and card.mode == "RGBA"
    assert card.getpixel((50, 70))[3] == 255  # opaque face
    assert card.getpixel((0, 0))[3] < 128  # rounded corner


# --- desktop metadata ---------------------------------------------------------------------


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Bezique"
    assert entry["Exec"].split()[0] == "bezique-qt"
    assert entry["Icon"] == "bezique-qt"
    assert {"Game", "CardGame"} <= set(filter(None, entry["Categories"].split(";")))
    assert entry["Terminal"] == "false"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed (desktop-file-utils)")
def test_desktop_entry_validates() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                            text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_metainfo() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("name") == _desktop_entry()["Name"]
    assert root.find("description/p") is not None
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("icon") == _desktop_entry()["Icon"]
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type", "").startswith("oars-")
    versions = [release.get("version") for release in root.iter("release")]
    assert versions and versions[0] == __version__, "the newest release is bezique_qt's version"


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli is not installed (appstream)")
def test_metainfo_validates() -> None:
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# --- frozen paths -------------------------------------------------------------------------


def test_frozen_build_reads_data_from_the_bundle(tmp_path: Path, monkeypatch) -> None:
    bundle = tmp_path / "_internal"
    (bundle / "assets").mkdir(parents=True)
    (bundle / "resources").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert paths.assets_dir() == bundle / "assets"
    assert paths.resources_dir() == bundle / "resources"


def test_frozen_build_writes_where_the_installed_program_does(tmp_path: Path,
                                                              monkeypatch) -> None:
    from bezique_qt.persistence.paths import default_locations

    installed = default_locations()
    app = tmp_path / "app"
    (app / "_internal").mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(app / "_internal"), raising=False)
    monkeypatch.setattr(sys, "executable", str(app / "bezique-qt"))
    frozen = default_locations()
    assert frozen == installed
    for folder in (frozen.config_dir, frozen.data_dir, frozen.log_dir):
        assert app not in folder.parents


def test_persistence_never_uses_the_bundle_folders() -> None:
    for path in (ROOT / "bezique_qt" / "persistence").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "_MEIPASS" not in text and "assets_dir" not in text, path
        assert "resources_dir" not in text, path


# --- the real build -----------------------------------------------------------------------


def _digests(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in folder.rglob("*") if p.is_file()}


def _files(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns)
            for p in folder.rglob("*")}


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="builds the Linux bundle")
def test_linux_bundle(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    icons_before = _digests(ICONS)
    build = subprocess.run(
        [str(PACKAGING / "build.sh"), "--workpath", str(tmp_path / "work")],
        env={**os.environ, "BQ_DIST_DIR": str(dist)},
        capture_output=True, text=True, timeout=1800)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    bundle = dist / "bezique-qt"
    program = bundle / "bezique-qt"
    assert f"bundle: {bundle}" in build.stdout
    # The build draws the icons again; with the pinned tools they come out byte for byte the same.
    assert _digests(ICONS) == icons_before

    internal = bundle / "_internal"
    for name in ("assets/cards/Sq.svg", "assets/fonts/DejaVuSans.ttf", "LICENSE",
                 "resources/bezique-qt.desktop", "resources/translations/bezique_qt_fr.qm",
                 "resources/icons/hicolor/256x256/apps/bezique-qt.png"):
        assert (internal / name).is_file(), name
    # the compiled modules (the playout in C, the modules of setup.py's list) go with the
    # program when they were built here
    built = {p.relative_to(ROOT) for p in (ROOT / "bezique_qt").rglob("*.so")}
    assert {p.relative_to(internal) for p in (internal / "bezique_qt").rglob("*.so")} >= built
    qt = internal / "PySide6" / "Qt"
    plugins = {p.parent.name for p in (qt / "plugins").rglob("*.so")}
    assert plugins <= {"platforms", "xcbglintegrations", "platforminputcontexts",
                       "imageformats", "iconengines", "printsupport"}, plugins
    assert {p.name for p in (qt / "plugins" / "imageformats").iterdir()} == {"libqsvg.so"}
    translations = {p.name for p in (qt / "translations").iterdir()}
    shipped = ["en", *(p.stem.removeprefix("bezique_qt_")
                       for p in (RESOURCES / "translations").glob("bezique_qt_*.qm"))]
    assert translations <= {f"{prefix}_{language}.qm" for prefix in ("qt", "qtbase")
                            for language in shipped}
    assert not [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < 150 * 2**20, f"the bundle grew to {size / 2**20:.0f} MB"

    home = tmp_path / "home"
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
           "XDG_STATE_HOME": str(home / "state"), "QT_QPA_PLATFORM": "offscreen",
           "LANG": "C.UTF-8"}
    before = _files(bundle)
    version = subprocess.run([str(program), "--version"], env=env, capture_output=True,
                             text=True, timeout=60)
    assert version.stdout.strip() == f"bezique-qt {__version__}"

    start = time.monotonic()
    demo = subprocess.run([str(program), "--demo", "--exit-after-deals", "1", "--speed", "none"],
                          env=env, capture_output=True, text=True, timeout=300)
    assert demo.returncode == 0, demo.stderr[-3000:]
    assert time.monotonic() - start < 120

    # Worker processes ("spawn") start the frozen program again: freeze_support() must catch it.
    match = subprocess.run([str(program), "match", "--a", "hard", "--b", "easy", "--deals", "1",
                            "--jobs", "2", "--budget", "30"],
                           env=env, capture_output=True, text=True, timeout=300)
    assert match.returncode == 0, match.stderr[-3000:]
    assert "exceptions: 0" in match.stdout

    assert _files(bundle) == before, "the program wrote inside its bundle"
