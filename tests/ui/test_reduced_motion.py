"""Reduced motion: a move's cards, dice and pieces are put where they end at once (no beat of a move
is painted on its way there), a held or shuffled piece does not glide, and the setting is kept and
offered on the settings screen."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.match import Seat
from game.i18n import CATALOGUE, set_language, t
from game.ui.app import App
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import SettingsStore
from game.ui.widgets.anim import Beat
from game.ui.widgets.paint import pulse, spinner
from game.ui.widgets.tween import Motion, follow

from .conftest import table
from .helpers import frame, until
from .test_whole_game import play_first_card


@pytest.mark.parametrize("reduced", [False, True])
def test_with_reduced_motion_no_travel_is_painted_and_the_turn_comes_back_at_once(app: App, reduced: bool) -> None:
    app.settings.speed = "normal"
    app.settings.reduced_motion = reduced
    app.save_settings()
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")], seed=3)
    painted: list[float] = []
    choreograph = scene.table.choreograph

    def recorded(*args: Any) -> list[Beat]:
        beats = choreograph(*args)
        for beat in beats:
            if beat.paint is not None:
                beat.paint = lambda surface, progress, paint=beat.paint: (painted.append(progress), paint(surface, progress))
        return beats

    scene.table.choreograph = recorded  # type: ignore[method-assign]
    until(app, lambda: scene.table.legal is not None)
    play_first_card(app, scene)
    until(app, lambda: len(scene.session.match.actions) >= 2 and scene.table.legal is not None)
    if reduced:
        assert painted == [] and not scene.anim.busy
        assert len(scene.log.entries) > 2  # the moves were still told
    else:
        assert painted and min(painted) < 1.0  # the same moves travel when the setting is off


def test_a_follower_is_put_on_its_target_at_once_with_reduced_motion(app: App) -> None:
    assert follow((0.0, 0.0), (100.0, 40.0), 1 / 60) != (100.0, 40.0)
    app.settings.reduced_motion = True
    app.save_settings()
    try:
        assert Motion.reduced and follow((0.0, 0.0), (100.0, 40.0), 1 / 60) == (100.0, 40.0)
    finally:
        app.settings.reduced_motion = False
        app.save_settings()
    assert not Motion.reduced


def test_the_setting_is_on_the_settings_screen_in_every_language_and_kept(app: App) -> None:
    settings = SettingsScene(app)
    app.push(settings)
    row = settings.form.named("reduced_motion")
    row.nudge(1)
    frame(app)
    assert app.settings.reduced_motion and Motion.reduced
    assert SettingsStore(app.data_dir).load().reduced_motion
    labels = set()
    for code, _ in CATALOGUE.languages():
        set_language(code)
        labels.add(t("settings.label.reduced_motion"))
    set_language("en")
    assert len(labels) == 3 and not any("reduced_motion" in label for label in labels)
    row.nudge(-1)
    assert not Motion.reduced


def test_a_lit_place_glows_steadily_with_reduced_motion(monkeypatch: pytest.MonkeyPatch) -> None:
    assert len({pulse(t / 10) for t in range(13)}) > 1
    monkeypatch.setattr(Motion, "reduced", True)
    assert {pulse(t / 10) for t in range(13)} == {1.0}


def spun(clock: float) -> bytes:
    surface = pygame.Surface((40, 40))
    spinner(surface, (20, 20), clock)
    return pygame.image.tobytes(surface, "RGB")


def test_the_thinking_spinner_stands_still_with_reduced_motion(monkeypatch: pytest.MonkeyPatch) -> None:
    assert len({spun(t / 10) for t in range(13)}) > 1
    monkeypatch.setattr(Motion, "reduced", True)
    assert len({spun(t / 10) for t in range(13)}) == 1
