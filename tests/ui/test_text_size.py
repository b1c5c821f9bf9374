"""Larger text fits: every table of the four games, at its opening, in the middle of a game, at the
person's widest decision and on its ending, and every screen (menu, new game, settings, rules, load,
and over a table the pause menu, save, a dialog and the hand-off cover)
is drawn at 125% and 150% text, and no text is cut short (``Fonts.fit`` and ``Fonts.lines`` shorten
only what does not fit the box they are given), none leaves the canvas, and no two texts one scene
draws lie over each other.

The window draws its 1600x900 canvas scaled to the window, so what fits the canvas fits a 1366x768
window as it fits a 1600x900 one; the text size is counted on the canvas."""
from __future__ import annotations

from typing import Any, Iterator

import pygame
import pytest

from game.engine import registry
from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scene import Scene, make
from game.ui.scenes.overlays import GameOver
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.settings import SettingsStore
from game.ui.tables import table_for
from game.ui.text import Fonts
from game.ui.widgets.zoom import zoom_rect

from .helpers import frame, until
from .test_text_fits import new_games

GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")
# Each game with its fewest people and its most: the roomiest table and the most crowded one.
TABLES = [("monster-day", 2), ("boss-monster", 2), ("boss-monster", 4), ("gauntlet-of-fools", 2),
          ("gauntlet-of-fools", 6), ("dungeon-run", 1), ("dungeon-run", 6)]
SIZES = (125, 150)
# Two texts are over each other when they share more than this many pixels each way: the room a
# font leaves above and below its letters may touch the next line's.
SLACK = 3

Problem = tuple[str, ...]


class Watch:
    """What the fonts cut and where each scene's texts land, over the frames drawn through ``look``."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.problems: list[Problem] = []
        fonts = app.fonts
        fit, lines = fonts.fit, fonts.lines

        def measured_fit(text: str, width: int, size: int = 18, bold: bool = False) -> str:
            shown = fit(text, width, size, bold)
            if shown != text:
                self.problems.append(("cut", self.where, text, str(width)))
            return shown

        def measured_lines(text: str, width: int, most: int, size: int = 18, bold: bool = False) -> list[str]:
            shown = lines(text, width, most, size, bold)
            if " ".join(shown).split() != text.split():
                self.problems.append(("cut", self.where, text, str(width)))
            return shown

        fonts.fit = measured_fit  # type: ignore[method-assign]
        fonts.lines = measured_lines  # type: ignore[method-assign]
        self.where = ""

    def look(self, where: str) -> None:
        """One whole frame drawn scene by scene, each scene's texts checked against each other."""
        self.where = where
        canvas = self.app.screen
        bounds = canvas.get_rect()
        for scene in self.app.stack.scenes:
            scene.begin_frame()
        for scene in self.app.stack.visible():
            self.app.fonts.record = drawn = []
            scene.draw(canvas)
            self.app.fonts.record = None
            placed = [(text, rect) for text, rect, target in drawn if target is canvas and text.strip()]
            name = f"{where} / {type(scene).__name__}"
            for text, rect in placed:
                if not bounds.contains(rect):
                    self.problems.append(("off the canvas", name, text, str(rect)))
            self.problems.extend(("over each other", name, f"{a} | {b}", f"{ra} {rb}")
                                 for (a, ra), (b, rb) in overlapping(placed))
            if isinstance(scene, TableScene):
                self.problems.extend(("parts over each other", name, f"{a} | {b}", f"{ra} {rb}")
                                     for (a, ra), (b, rb) in overlapping(table_parts(scene), slack=0))
        frame(self.app)


def table_parts(scene: TableScene) -> list[tuple[str, pygame.Rect]]:
    """What the table scene lays out around the game's own table, some of it as wide as its words: the
    log, the status line, the decision bar's buttons and the scene's own (pause, undo, the "?")."""
    line, indent = scene.status.rect, 24 + scene.status.indent  # its words begin after the "?" at its start
    status = pygame.Rect(line.x + indent, line.y, line.width - indent, line.height)
    parts = [("log", scene.log.rect), ("status line", status)]
    parts += [(f"bar: {choice.label}", rect) for rect, choice in scene.bar.buttons]
    parts += [(f"button: {control.name}", control.rect) for control in scene.form.controls if control.visible]
    return parts


def overlapping(placed: list[tuple[str, pygame.Rect]], slack: int = SLACK) -> Iterator[tuple[tuple[str, pygame.Rect], ...]]:
    for i, (text, rect) in enumerate(placed):
        for other, other_rect in placed[i + 1:]:
            if rect == other_rect and text == other:
                continue  # the same words drawn twice in place (a part drawn again on top)
            common = rect.clip(other_rect)
            if common.width > slack and common.height > slack:
                yield (text, rect), (other, other_rect)


def sized(tmp_path: Any, percent: int) -> App:
    app = App(data_dir=tmp_path, ai_iterations=1)
    app.settings.speed = "instant"
    app.settings.sound = False
    app.settings.confirm_moves = "never"
    app.settings.text_size = percent
    app.save_settings()
    return app


def moments(game_id: str, count: int) -> dict[str, int | None]:
    """Where to stop a seeded random game of ``count`` players, as a number of moves played: its
    opening, the person's decision halfway through, the person's widest decision, and its end (None)."""
    game = registry.get(game_id)
    state = game.new_game(count, 4, {})
    rng = Rng(4)
    ACTIONS[game_id] = []
    theirs: list[tuple[int, int]] = []  # (how many choices, after how many moves) at each of the person's decisions
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() == 0 and len(legal) > 1:
            theirs.append((len(legal), len(ACTIONS[game_id])))
        ACTIONS[game_id].append(rng.choice(legal))
        state.apply(ACTIONS[game_id][-1])
    return {"opening": 0, "middle": theirs[len(theirs) // 2][1], "widest": max(theirs)[1], "ending": None}


ACTIONS: dict[str, list[Action]] = {}


def at_table(app: App, game_id: str, count: int, played: int | None) -> None:
    seats = [Seat("Anna"), *(Seat(name, "ai", "random") for name in ("Bruno", "Carla", "Dario", "Elsa", "Ugo"))]
    history = ACTIONS[game_id] if played is None else ACTIONS[game_id][:played]
    spec = table_for(game_id)
    assert spec is not None
    session = Session(Match.start(game_id, count, 4, {}, seats[:count]), None, 1, history=list(history), ai_process=False)
    scene = TableScene(app, session, spec)
    app.replace(scene)
    if played is None:
        until(app, lambda: isinstance(app.stack.top, GameOver))
    else:
        until(app, lambda: app.stack.top is scene and scene.table.legal is not None and not scene.anim.busy)


def table_problems(tmp_path: Any, game_id: str, count: int, percent: int) -> list[Problem]:
    app = sized(tmp_path / str(percent), percent)
    watch = Watch(app)
    for moment, played in moments(game_id, count).items():
        watch.where = f"{game_id} {moment} at {percent}%"
        at_table(app, game_id, count, played)
        watch.look(watch.where)
    app.quit()
    return watch.problems


@pytest.mark.parametrize("percent", SIZES)
@pytest.mark.parametrize("game_id,count", TABLES)
def test_every_table_fits_larger_text(tmp_path: Any, game_id: str, count: int, percent: int) -> None:
    """What a table shortens at the usual size it may shorten larger too (a card's words on a strip
    of the board, read whole in the zoom); nothing else."""
    shortened = {text for kind, _, text, _ in table_problems(tmp_path, game_id, count, 100) if kind == "cut"}
    problems = [problem for problem in table_problems(tmp_path, game_id, count, percent)
                if not (problem[0] == "cut" and problem[2] in shortened)]
    assert not problems, "\n".join(map(repr, problems))


@pytest.mark.parametrize("percent", SIZES)
def test_every_screen_fits_larger_text(tmp_path: Any, percent: int) -> None:
    app = sized(tmp_path, percent)
    watch = Watch(app)
    watch.look("menu")
    for game_id in new_games(app):
        watch.look(f"new game {game_id}")
    screens: list[tuple[str, tuple[Any, ...]]] = [("settings", ()), ("load", ())]
    screens += [("rules", (game_id,)) for game_id in GAMES]
    for name, args in screens:
        scene: Scene = make(name, app, *args)
        app.push(scene)
        frame(app)
        watch.look(f"{name} {' '.join(args)}")
        app.pop()
    moments("monster-day", 2)
    at_table(app, "monster-day", 2, 0)
    table = app.stack.top
    assert isinstance(table, TableScene)
    for name, args in (("pause", (table,)), ("save", (table.session,)),
                       ("dialog", ("Title", "A message long enough to wrap on two lines or more. " * 3)),
                       ("handoff", ("Bruno", lambda: None))):
        app.push(make(name, app, *args))
        frame(app)
        watch.look(name)
        app.pop()
    app.quit()
    assert not watch.problems, "\n".join(map(repr, watch.problems))


def test_the_text_size_is_kept_and_applied_at_once(tmp_path: Any) -> None:
    app = sized(tmp_path, 150)
    assert SettingsStore(tmp_path).load().text_size == 150
    assert app.fonts.font(20).get_height() > Fonts().font(20).get_height() * 1.4
    assert app.fonts.fixed.font(20).get_height() == Fonts().font(20).get_height()  # card faces keep theirs
    app.settings.text_size = 100
    app.save_settings()
    assert app.fonts.font(20).get_height() == Fonts().font(20).get_height()
    app.quit()


def test_a_text_size_out_of_the_list_is_refused(tmp_path: Any) -> None:
    (tmp_path / "settings.yaml").write_text("text_size: 130\n", encoding="utf-8")
    store = SettingsStore(tmp_path)
    assert store.load().text_size == 100 and store.problem


def test_the_zoom_grows_with_the_text() -> None:
    small, large = zoom_rect((200, 400)), zoom_rect((200, 400), 1.5)
    assert large.width == round(small.width * 1.5) and large.height == round(small.height * 1.5)
    assert pygame.Rect(0, 0, 1600, 852).contains(large)


def test_the_check_sees_texts_over_each_other() -> None:
    """The overlap can fail: two lines drawn closer than their height."""
    pygame.font.init()
    fonts = Fonts(1.5)
    a = fonts.render("Orso").get_rect(topleft=(10, 10))
    b = fonts.render("Terribile").get_rect(topleft=(10, 10 + fonts.line_height() // 2))
    assert list(overlapping([("Orso", a), ("Terribile", b)]))
    c = fonts.render("Terribile").get_rect(topleft=(10, 10 + fonts.line_height()))
    assert not list(overlapping([("Orso", a), ("Terribile", c)]))
