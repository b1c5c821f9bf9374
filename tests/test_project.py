"""Project-wide promises: the README's commands are what CI runs; the engine stays free of pygame."""
from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    block = text.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.strip()]


def test_readme_starts_with_the_two_commands() -> None:
    first_lines = (ROOT / "README.md").read_text().splitlines()[:6]
    assert "```sh" in first_lines
    play, test = readme_commands()
    assert play.endswith("card-table") and "pytest" in test


def test_ci_runs_exactly_the_readme_test_command() -> None:
    _, test = readme_commands()
    assert test in (ROOT / ".ci" / "run").read_text().splitlines()


def test_engine_games_ai_and_network_never_import_pygame() -> None:
    code = (
        "import sys, pkgutil, importlib, game.games\n"
        "import game.engine.saves, game.ai.arena, game.cli.simulate, game.cli.bench\n"
        "import game.net.host, game.net.player, game.net.discovery\n"
        "for m in pkgutil.walk_packages(game.games.__path__, 'game.games.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('pygame' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.stdout.strip() == "False", done.stderr
    for folder in ("engine", "ai", "games", "net", "cli"):
        for path in (ROOT / "game" / folder).rglob("*.py"):
            assert "import pygame" not in path.read_text(), path


SOURCES = ("game", "cards", "assets", "saves", "pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "LICENSE",
           "CREDITS.md")


def _backend_present() -> bool:
    try:
        from importlib.metadata import version

        return int(version("setuptools").split(".")[0]) >= 77
    except Exception:  # noqa: BLE001 - not installed, or a version we cannot read
        return False


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    """The wheel built from a copy of the tree (the build's own folders stay out of the checkout)."""
    pytest.importorskip("build", reason="the 'build' front end is missing (pip install '.[test]')")
    tree = tmp_path_factory.mktemp("tree")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy(source, tree / name)
    present = _backend_present()
    done = subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(tree / "dist"), str(tree),
                           *(["--no-isolation"] if present else [])], capture_output=True, text=True)
    if done.returncode != 0 and not present:
        pytest.skip("the build backend (setuptools>=77) is missing and could not be fetched: "
                    + (done.stderr.strip().splitlines() or ["?"])[-1])
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return zipfile.ZipFile(next((tree / "dist").glob("card_table-*.whl")))


def test_the_wheel_holds_every_card_file_the_font_the_example_saves_and_the_icon(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    shipped = {f"game/data/{p.relative_to(ROOT)}" for folder in ("cards", "assets", "saves")
               for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    assert shipped and shipped <= names, sorted(shipped - names)
    assert {"game/data/assets/fonts/DejaVuSans.ttf", "game/data/assets/icon.png",
            "game/data/assets/card-table.desktop", "game/data/assets/sounds/turn.wav",
            "game/data/saves/monster-day-midgame.json"} <= names
    for path in (ROOT / "game").rglob("*"):
        if path.suffix in (".md", ".yaml", ".py") and "__pycache__" not in path.parts:
            assert str(path.relative_to(ROOT)) in names, path


def test_the_wheel_names_the_command_and_the_version(wheel: zipfile.ZipFile) -> None:
    from game import __version__

    meta = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    assert f"Version: {__version__}" in wheel.read(meta).decode()
    entry = next(n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt"))
    assert "card-table = game.__main__:main" in wheel.read(entry).decode()


def test_the_app_finds_what_it_ships_through_the_package() -> None:
    from game.engine import cards, paths

    for name in paths.SHIPPED:
        assert paths.shipped(name).is_dir(), name
    assert os.environ.get("CARD_TABLE_CARDS") or cards.CARDS_ROOT == paths.shipped("cards")
    code = "from game.engine.paths import shipped; print(shipped('cards'))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert Path(done.stdout.strip()) == ROOT / "cards"


def test_the_icon_is_a_square_png() -> None:
    data = (ROOT / "assets" / "icon.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    assert width == height == 256


def test_the_desktop_entry_points_at_this_card_table(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "game", "desktop"], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    entry = (tmp_path / "applications" / "card-table.desktop").read_text()
    assert "Name=Card Table" in entry and "Icon=card-table" in entry
    assert f"Exec={sys.executable} -m game" in entry or "card-table" in entry.split("Exec=")[1].splitlines()[0]
    icon = tmp_path / "icons" / "hicolor" / "256x256" / "apps" / "card-table.png"
    assert icon.read_bytes() == (ROOT / "assets" / "icon.png").read_bytes()
