"""Learn to play: every lesson played to its end through the window's own input, pointing at what is
on screen; a different legal move explained and not played; a lesson left at each step and found again
where it was. (The guide: game/ui/guide; the lessons: game/ui/guide/lessons/*.yaml.)"""
from __future__ import annotations

import pygame
import pytest

from game.engine.actions import Action
from game.ui import theme
from game.i18n import set_language, t
from game.ui.app import App
from game.ui.guide import progress
from game.ui.guide.end import LessonEnd
from game.ui.guide.lesson import FOLDER, load
from game.ui.guide.scene import LessonScene
from game.ui.scene import switch_scene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.overlays import Pause
from game.ui.scenes.table import TableScene
from game.ui.scene import open_scene

from .helpers import click, drag, until

LESSONS = sorted(path.stem for path in FOLDER.glob("*.yaml"))
WINDOWS = [(1366, 768), (960, 540)]  # a laptop's window, and the smallest the window may be
SMALLEST_PART = 12  # window pixels: a ring around less than this could not be seen or aimed at


def open_lesson(app: App, game: str) -> LessonScene:
    scene = switch_scene(app, "lesson", game)
    assert isinstance(scene, LessonScene)
    return scene


def at_step(app: App, scene: LessonScene) -> bool:
    """Frames until the person is asked a step of the lesson (True) or the lesson's end shows (False)."""
    until(app, lambda: isinstance(app.stack.top, LessonEnd) or (
        app.stack.top is scene and scene.table.legal is not None and not scene.anim.busy and scene.coach.shown))
    return app.stack.top is scene


def answers(scene: LessonScene) -> list[tuple[Action, tuple[int, int], tuple[int, int]]]:
    """What the window offers now, as (action, press, release): the decision bar's buttons first (where
    the coach points when a move is there too: a spell dropped on the table would also choose its
    target), then each lit gesture."""
    out = [(choice.action, rect.center, rect.center) for rect, choice in scene.bar.buttons if choice.action]
    return out + [(g.action, g.start, g.end) for g in scene.table.gestures()]


def make(app: App, press: tuple[int, int], release: tuple[int, int]) -> None:
    if press == release:
        click(app, press)
    else:
        drag(app, press, release)


def play_taught(app: App, scene: LessonScene) -> None:
    taught = scene.taught()
    moves = [(p, r) for action, p, r in answers(scene) if action == taught]
    assert moves, f"the taught move {taught} cannot be made on the table or in the bar"
    before = scene.session.ply
    make(app, *moves[0])
    until(app, lambda: scene.session.ply > before)


def check_pointing(scene: LessonScene) -> None:
    canvas = pygame.Rect((0, 0), theme.SIZE)
    parts = scene.coach.parts
    assert parts, f"step at move {scene.session.ply} points at nothing"
    for part in parts:
        assert canvas.contains(part), part
        assert not scene.coach.box.colliderect(part), (part, scene.coach.box)
        for width, height in WINDOWS:
            scale = min(width / theme.WIDTH, height / theme.HEIGHT)
            assert part.width * scale >= SMALLEST_PART and part.height * scale >= SMALLEST_PART, (part, width)
    assert canvas.contains(scene.coach.box)
    # Nor over the players' scores and heroes: the person reads them as the message speaks of them.
    assert scene.coach.box.collidelist(scene.table.keep_clear()) < 0, (scene.coach.box, scene.table.keep_clear())


@pytest.mark.parametrize("game", LESSONS)
def test_each_lesson_plays_to_its_end_through_the_window_pointing_at_what_is_shown(app: App, game: str) -> None:
    lesson = load(game)
    scene = open_lesson(app, game)
    steps = 0
    while at_step(app, scene):
        assert scene.taught() in scene.table.legal  # type: ignore[operator]
        check_pointing(scene)
        play_taught(app, scene)
        steps += 1
    # A window the person can only let go is let go for them (as in any game alone at the table).
    assert 0 < steps <= lesson.person_moves
    assert list(scene.session.match.actions) == list(lesson.moves)
    assert progress.left_at(game) == 0  # finished: the next time it begins again
    end = app.stack.top
    assert isinstance(end, LessonEnd)
    check_end(app, end)
    click(app, end.form.named("real").rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and not isinstance(table, LessonScene)
    seats = table.session.match.seats  # type: ignore[attr-defined]
    assert table.session.game.id == game and seats[0].kind == "human"
    assert all(seat.kind == "ai" and seat.level == "easy" for seat in seats[1:])


@pytest.mark.parametrize("game", LESSONS)
def test_a_different_legal_move_is_explained_and_the_lesson_goes_on(app: App, game: str) -> None:
    scene = open_lesson(app, game)
    explained = 0
    while at_step(app, scene):
        taught, ply = scene.taught(), scene.session.ply
        others = [(p, r) for action, p, r in answers(scene) if action != taught]
        if others:
            make(app, *others[0])
            for _ in range(3):
                app.frame([], 1 / 60)
            assert scene.session.ply == ply and list(scene.session.match.actions) == list(load(game).moves[:ply])
            assert scene.coach.tone == "why" and scene.status.warning and scene.coach.text == scene.status.text
            explained += 1
            at_step(app, scene)
            assert scene.coach.shown and scene.taught() == taught
        play_taught(app, scene)
    assert explained > 0


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_left_at_any_step_opens_again_at_that_step(app: App, game: str) -> None:
    scene = open_lesson(app, game)
    while at_step(app, scene):
        actions, prompt, text = list(scene.session.match.actions), scene.view().get("prompt"), scene.coach.text
        click(app, scene.form.named("pause").rect.center)
        assert isinstance(app.stack.top, Pause)
        click(app, app.stack.top.form.named("quit").rect.center)
        assert isinstance(app.stack.top, MainMenu)
        scene = open_lesson(app, game)
        assert at_step(app, scene)
        assert list(scene.session.match.actions) == actions
        assert scene.view().get("prompt") == prompt and scene.coach.text == text
        play_taught(app, scene)


def check_end(app: App, end: LessonEnd) -> None:
    """Every button's label whole, inside the panel, and the panel's words above the buttons."""
    buttons = [control for control in end.form.controls if control.name in ("real", "play_on", "menu")]
    for button in buttons:
        label = button.label()  # type: ignore[attr-defined]
        assert app.fonts.width(label, theme.BODY, bold=True) <= button.rect.width - 24, label
        assert end.box.contains(button.rect)
    lines = sum(len(app.fonts.wrap(line, end.box.width - 80, theme.BODY)) for line in [t("lesson.end.done")] + end.lines)
    words_bottom = end.box.y + 100 + lines * app.fonts.line_height(theme.BODY) + 8 * (len(end.lines) + 1)
    assert words_bottom <= min(button.rect.top for button in buttons), words_bottom


@pytest.mark.parametrize("language", ["en", "it", "pt-BR"])
def test_a_lesson_left_mid_game_ends_on_whole_buttons(app: App, language: str) -> None:
    set_language(language)
    try:
        scene = open_lesson(app, "dungeon-run")  # its game goes on after the lesson: three buttons
        end = LessonEnd(app, scene)
        app.push(end)
        assert {control.name for control in end.form.controls} >= {"real", "play_on", "menu"}
        check_end(app, end)
    finally:
        set_language("en")


def test_the_first_new_game_of_a_game_offers_its_lesson_and_only_the_first(app: App) -> None:
    game = LESSONS[0]
    open_scene(app, "new_game", game)
    click(app, app.stack.top.form.named("start").rect.center)  # type: ignore[attr-defined]
    offer = app.stack.top
    assert type(offer).__name__ == "LessonOffer"
    click(app, offer.form.named("learn").rect.center)  # type: ignore[attr-defined]
    assert isinstance(app.stack.top, LessonScene) and app.stack.top.lesson.game == game
    open_scene(app, "new_game", game)
    click(app, app.stack.top.form.named("start").rect.center)  # type: ignore[attr-defined]
    assert isinstance(app.stack.top, TableScene) and not isinstance(app.stack.top, LessonScene)


@pytest.mark.parametrize("screen", ["new_game", "rules"])
def test_learn_to_play_opens_the_lesson_of_the_game_shown(app: App, screen: str) -> None:
    for game in LESSONS:
        open_scene(app, screen, game)
        click(app, app.stack.top.form.named("learn").rect.center)  # type: ignore[attr-defined]
        assert isinstance(app.stack.top, LessonScene) and app.stack.top.lesson.game == game


def test_the_menu_offers_each_games_lesson_beside_it(app: App) -> None:
    for game in LESSONS:
        switch_scene(app, "menu")
        menu = app.stack.top
        assert isinstance(menu, MainMenu)
        click(app, menu.form.named(f"learn-{game}").rect.center)
        assert isinstance(app.stack.top, LessonScene) and app.stack.top.lesson.game == game
