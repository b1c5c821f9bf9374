"""The build step pyproject.toml cannot say: the card files, fonts and example saves kept at the top
of the tree (cards/, assets/, saves/) are copied into the package as game/data/<name>, so that an
installed app finds them through importlib.resources (game/engine/paths.py: shipped)."""
from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SHIPPED = ("cards", "assets", "saves")
LEFT_OUT = shutil.ignore_patterns("__pycache__", ".*", "*.bak", "*.tmp")


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads the folders where they are
            return
        for name in SHIPPED:
            target = Path(self.build_lib) / "game" / "data" / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(ROOT / name, target, ignore=LEFT_OUT)


setup(cmdclass={"build_py": BuildWithData})
