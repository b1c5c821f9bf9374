"""What the Gauntlet of Fools table paints in words, recorded without reading pixels."""
from __future__ import annotations

import pytest

from game.ui.app import App
from game.ui.scenes.table import TableScene

from ..helpers import repaint


def painted(app: App, scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the table paints in one whole picture, its cached faces and hero boards painted afresh."""
    shown: list[str] = []
    for fonts in (scene.table.ctx.fonts, scene.table.ctx.fonts.fixed):  # the fixed: card faces and strips
        real = fonts.render
        monkeypatch.setattr(fonts, "render", lambda text, *a, real=real, **k: shown.append(text) or real(text, *a, **k))
    for cache in ("_faces", "_resized", "_turned"):
        monkeypatch.setattr(scene.table.faces, cache, {})
    monkeypatch.setattr(scene.table, "_boards", {})
    scene.table._layer_key = None
    repaint(app)
    return shown
