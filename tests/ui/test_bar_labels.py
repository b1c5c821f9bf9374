"""Every decision of seeded games, in every language, reads whole on the decision bar: a label too long
for one line of the usual button takes two lines of smaller type (or the row's spare room) before any
of it is cut. The canvas is scaled whole to the window, so what fits the 1600x900 canvas fits 1366x768."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui import theme
from game.ui.app import App

from .test_program_text import LANGUAGES, PLAYS, _scene, played


def drawn_labels(app: App, game_id: str) -> list[tuple[str, str]]:
    """(the label, the words the bar drew inside its button, in reading order) for every button of
    every decision of the game's seeded plays."""
    canvas = pygame.Surface(theme.SIZE)
    words: list[tuple[str, pygame.Rect]] = []
    draw = app.fonts.draw

    def record(target: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        rect = draw(target, text, *args, **kwargs)  # type: ignore[arg-type]
        words.append((text, rect))
        return rect

    out = []
    app.fonts.draw = record  # type: ignore[method-assign]
    try:
        for play in played(game_id):
            scene = _scene(app, play)
            for ply in play.plies:
                scene.bar.show(list(ply.view["prompt"].get("options") or []))
                words.clear()
                scene.bar.draw(canvas)
                for button, choice in scene.bar.buttons:
                    inside = sorted((rect.top, text) for text, rect in words if button.contains(rect))
                    out.append((choice.label, " ".join(text for _, text in inside)))
    finally:
        app.fonts.draw = draw  # type: ignore[method-assign]
    return out


@pytest.mark.parametrize(("game_id", "language"),
                         [pytest.param(g, lang, id=f"{g}-{lang}") for g in PLAYS for lang in LANGUAGES])
def test_every_decision_reads_whole_on_the_bar(app: App, game_id: str, language: str) -> None:
    i18n.set_language(language)
    try:
        labels = drawn_labels(app, game_id)
    finally:
        i18n.set_language("en")
    assert len(labels) > 100
    cut = sorted({(label, shown) for label, shown in labels if shown != label})
    assert not cut, f"{len(cut)} labels cut short:\n" + "\n".join(f"{label!r} shown as {shown!r}" for label, shown in cut[:40])
