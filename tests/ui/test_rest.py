"""A window that rests: no frame is drawn while nothing on screen changes, and one is drawn as soon as
something shown does (input, an AI's answer, the end of an animation, a hover's rest, a message that
expires). The loop is stepped with times of the test's own (``App.tick``): nothing here waits on a
clock, and nothing counts on a frame being drawn at every tick."""
from __future__ import annotations

import weakref
from typing import Any

import pygame
import pytest

from game.engine.match import Match, Seat
from game.ui.ai_worker import Answer, Job, Runner
from game.ui.app import App
from game.ui.display import Display
from game.ui.pace import MAX_STEP, PERIOD, POLL, Pace
from game.ui.scene import open_scene, switch_scene
from game.ui.scenes.resting import ANSWER_POLL
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui import theme
from game.ui.text import Fonts
from game.ui.widgets import controls
from game.ui.widgets.hand import Hand
from game.ui.widgets.paint import SPIN_RATE, pulse
from game.ui.widgets.ticking import CALM, PULSE_PERIOD, PaintClock
from game.ui.widgets.zoom import DELAY

from .conftest import table
from .helpers import E

STEP = 1 / 60
# The least and the most of the canvas a spinner's or a caret's own redraw may cover.
SMALL = 60 * 60


class Loop:
    """Steps ``App.tick`` with its own clock and records every frame drawn: whole (None) or its parts."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.now = 0.0
        self.drawn: list[list[pygame.Rect] | None] = []
        present = app.display.present

        def record(parts: list[pygame.Rect] | None = None) -> None:
            self.drawn.append(None if parts is None else [p.copy() for p in parts])
            present(parts)

        app.display.present = record  # type: ignore[method-assign]

    def run(self, seconds: float, *events: pygame.event.Event) -> list[list[pygame.Rect] | None]:
        """Ticks for ``seconds`` (the events come at the first tick); returns the frames drawn meanwhile."""
        start = len(self.drawn)
        self.app.tick(self.now, list(events))
        end = self.now + seconds
        while self.now < end - 1e-9:
            self.now = min(end, self.now + STEP)
            self.app.tick(self.now, [])
        return self.drawn[start:]

    def until(self, done: Any, limit: float = 30.0) -> list[list[pygame.Rect] | None]:
        start = len(self.drawn)
        end = self.now + limit
        while not done():
            assert self.now < end, "the condition was not reached"
            self.now += STEP
            self.app.tick(self.now, [])
        return self.drawn[start:]


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def whole(frames: list[list[pygame.Rect] | None]) -> int:
    return sum(frame is None for frame in frames)


# --- the policy alone -------------------------------------------------------------------------------------
def test_the_pace_sleeps_until_input_or_the_next_wake_and_draws_only_what_was_asked() -> None:
    pace = Pace()
    assert pace.due(0.0) and pace.take() is None  # the first frame draws everything
    assert pace.take() == []  # and then nothing, until asked
    pace.planned(0.0, None)
    assert not pace.due(100.0) and pace.rest(100.0) == POLL  # resting: it only looks at the input queue
    pace.planned(0.0, 0.35)
    assert not pace.due(0.34) and pace.due(0.35)
    assert pace.rest(0.345) == pytest.approx(0.005) and pace.rest(0.1) == POLL
    assert pace.step(0.35) == pytest.approx(0.35)  # a timer that fell moves the scene on by its whole delay
    pace.planned(1.0, 0.0)
    assert pace.moving and not pace.due(1.0 + PERIOD / 2) and pace.due(1.0 + PERIOD)  # sixty a second
    assert pace.step(2.0) == MAX_STEP  # a late frame of something moving moves it on by little
    pace.planned(2.0, 1e-6)
    assert not pace.due(2.0 + PERIOD / 2)  # a wake sooner than a frame waits for the frame
    pace.redraw(pygame.Rect(0, 0, 10, 10))
    pace.redraw(pygame.Rect(5, 5, 10, 10))
    pace.redraw(pygame.Rect(100, 100, 10, 10))
    assert pace.due(2.0) and pace.rest(2.0) == 0.0
    assert sorted(map(tuple, pace.take() or [])) == [(0, 0, 15, 15), (100, 100, 10, 10)]
    pace.redraw(pygame.Rect(0, 0, 1500, 800))
    assert pace.take() is None  # most of the canvas: drawn whole


# --- screens at rest --------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["menu", "new_game", "rules", "load", "settings", "handoff"])
def test_a_screen_left_alone_draws_nothing(app: App, name: str) -> None:
    if name == "handoff":
        table(app, [Seat("Anna"), Seat("Ben")])  # two people: the table waits behind the hand-off cover
    elif name == "rules":
        open_scene(app, "rules", "monster-day")
    elif name != "menu":
        open_scene(app, name)
    loop = Loop(app)
    loop.run(2.0)
    assert (name == "handoff") == (type(app.stack.top).__name__ == "HandOff")
    assert loop.run(20.0) == []
    assert app.pace.rest(loop.now) == POLL


def test_motion_on_the_menu_draws_only_the_buttons_whose_light_changed(app: App) -> None:
    loop = Loop(app)
    loop.run(1.0)
    button = app.stack.top.form.named("load").rect  # type: ignore[attr-defined]
    assert loop.run(1.0, motion((1500, 60))) == []  # over nothing: nothing to draw
    frames = loop.run(1.0, motion(button.center))
    assert len(frames) == 1 and frames[0] is not None and frames[0][0].contains(button)
    assert sum(p.width * p.height for p in frames[0]) < 3 * button.width * button.height
    assert loop.run(1.0, motion((button.centerx + 5, button.centery))) == []  # the same button: unchanged
    assert len(loop.run(1.0, motion((1500, 60)))) == 1  # off it: it goes dark again
    frames = loop.run(1.0, E(pygame.WINDOWEXPOSED))
    assert frames == [None]  # a window uncovered is drawn whole


def test_a_click_that_changes_the_screen_draws_it_whole(app: App) -> None:
    loop = Loop(app)
    loop.run(1.0)
    rect = app.stack.top.form.named("settings").rect  # type: ignore[attr-defined]
    frames = loop.run(1.0, E(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
                      E(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    assert type(app.stack.top).__name__ == "SettingsScene" and frames[0] is None
    language = app.stack.top.form.named("language")  # type: ignore[attr-defined]
    frames = loop.run(1.0, E(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    assert language.focused and app.settings.language != "en" and frames == [None]


def test_a_caret_blinks_for_a_while_then_stays_and_the_screen_rests(app: App) -> None:
    match = Match.start("monster-day", 2, 7, {}, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    open_scene(app, "save", Session(match, None))
    field = app.stack.top.field  # type: ignore[attr-defined]
    loop = Loop(app)
    loop.run(0.1)
    frames = loop.run(controls.BLINK_FOR)
    assert len(frames) == pytest.approx(controls.BLINK_FOR / controls.BLINK, abs=1)
    assert all(f is not None and sum(p.width * p.height for p in f) <= (field.rect.width + 8) * (field.rect.height + 8)
               for f in frames)
    assert field.caret and loop.run(20.0) == []  # it stays shown, and nothing more is drawn
    frames = loop.run(2.0, E(pygame.TEXTINPUT, text="x"))
    assert frames[0] is None and len(frames) > 1  # typing draws, and the caret blinks again


# --- a table at rest ----------------------------------------------------------------------------------------
def test_a_table_waiting_for_a_person_draws_nothing_and_a_hover_rest_draws_the_zoom(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    loop = Loop(app)
    loop.until(lambda: scene.table.legal is not None)
    loop.run(CALM + PULSE_PERIOD + 1.0)
    assert not scene.table.faces.warming or loop.until(lambda: not scene.table.faces.warming) is not None
    assert loop.run(20.0) == []  # nothing moves: nothing is drawn
    card = scene.table.card_rect(0).center  # type: ignore[attr-defined]
    frames = loop.run(DELAY * 0.9, motion(card))
    assert frames and frames[0] is None and scene.table.zoom_request() is None  # the hover lifts the card
    frames = loop.run(DELAY * 0.2)
    assert scene.table.zoom_request() is not None and frames and frames[-1] is None  # the zoom is drawn
    loop.run(1.0)
    assert loop.run(20.0) == []


def test_a_hover_rest_counts_from_the_motion_not_from_the_last_frame(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    loop = Loop(app)
    loop.until(lambda: scene.table.legal is not None)
    loop.run(30.0)
    loop.run(DELAY - 0.05, motion(scene.table.card_rect(0).center))  # type: ignore[attr-defined]
    assert scene.table.zoom_request() is None
    loop.run(0.1)
    assert scene.table.zoom_request() is not None


def test_a_warning_is_drawn_away_when_it_expires(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    loop = Loop(app)
    loop.until(lambda: scene.table.legal is not None)
    loop.run(CALM + PULSE_PERIOD + 2.0)
    prompt = scene.status.text
    frames = loop.run(1.0, E(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0))  # nothing to undo
    assert frames == [None] and scene.status.text != prompt
    frames = loop.run(3.0)
    assert frames == [None] and scene.status.text == prompt
    assert loop.run(20.0) == []


def test_a_lit_place_pulses_for_a_while_then_glows_in_full_and_the_table_rests(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    loop = Loop(app)
    loop.until(lambda: scene.table.legal is not None)
    loop.run(CALM + PULSE_PERIOD + 1.0)
    card = scene.table.card_rect(0).center  # type: ignore[attr-defined]
    loop.run(0.5, E(pygame.MOUSEBUTTONDOWN, pos=card, button=1), E(pygame.MOUSEBUTTONUP, pos=card, button=1))
    assert any(zone.lit for zone in scene.table.zones)  # type: ignore[attr-defined]
    frames = loop.run(CALM + PULSE_PERIOD)
    assert len(frames) > CALM * 4 and whole(frames) == 0  # the pulses step, drawn alone
    assert scene.clock.stopped and pulse(scene.clock.now) == 1.0  # stopped on a full glow
    assert loop.run(20.0) == []


# --- the AI ----------------------------------------------------------------------------------------------
class HeldAnswers(Runner):
    """An AI that answers only when the test says so (its first legal move)."""

    def __init__(self) -> None:
        self.jobs: list[Job] = []
        self.answer = False

    def start(self, job: Job) -> None:
        self.jobs.append(job)

    def poll(self, owner: object) -> list[Answer]:
        if not self.answer:
            return []
        out: list[Answer] = [(job.key, job.info.legal_actions()[0], None) for job in self.jobs]
        self.jobs, self.answer = [], False
        return out


def ai_table(app: App) -> tuple[TableScene, HeldAnswers]:
    runner = HeldAnswers()
    match = Match.start("monster-day", 2, 7, {}, [Seat("Morgana", "ai", "hard"), Seat("Merlin", "ai", "hard")])
    session = Session(match, None)
    session._runner = runner  # the scene uses the session's runner
    spec = table_for("monster-day")
    assert spec is not None
    scene = TableScene(app, session, spec)
    app.replace(scene)
    return scene, runner


def test_while_the_ai_thinks_only_its_spinners_are_drawn_and_its_answer_is_drawn_at_once(app: App) -> None:
    scene, runner = ai_table(app)
    loop = Loop(app)
    loop.until(lambda: bool(runner.jobs))
    loop.until(lambda: not scene.table.faces.warming)
    frames = loop.run(10.0)
    assert whole(frames) == 0 and len(frames) == pytest.approx(10 * SPIN_RATE, abs=2)
    assert all(sum(p.width * p.height for p in frame or []) <= 2 * SMALL for frame in frames)
    played = len(scene.session.match.actions)
    runner.answer = True
    frames = loop.run(ANSWER_POLL + 2 * STEP)
    assert len(scene.session.match.actions) == played + 1 and whole(frames) >= 1


def test_a_hint_is_drawn_when_the_ai_gives_it(app: App) -> None:
    runner = HeldAnswers()
    match = Match.start("monster-day", 2, 7, {}, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    session = Session(match, None)
    session._runner = runner
    spec = table_for("monster-day")
    assert spec is not None
    scene = TableScene(app, session, spec)
    app.replace(scene)
    loop = Loop(app)
    runner.answer = True  # the AI seat's own moves come at once; the hint is held below
    loop.until(lambda: scene.table.legal is not None and not runner.jobs)
    runner.answer = False
    loop.run(CALM + PULSE_PERIOD + 1.0, E(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    asking = scene.status.text
    assert runner.jobs and loop.run(5.0) == []  # nothing new to show while the hint is worked out
    runner.answer = True
    frames = loop.run(2 * ANSWER_POLL + 2 * STEP)  # collected at one look, shown at the next
    assert whole(frames) >= 1 and scene.status.text != asking  # the hint is on screen (its card rises)


def test_an_autosave_that_failed_is_told_without_waiting_for_input(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    loop = Loop(app)
    loop.until(lambda: scene.table.legal is not None)
    loop.run(CALM + PULSE_PERIOD + 1.0)

    def failed() -> None:
        scene.session.problem = "autosave failed: the disk is full"

    scene.session.autosave = failed  # type: ignore[method-assign]
    card = scene.table.card_rect(0).center  # type: ignore[attr-defined]
    loop.run(0.5, E(pygame.MOUSEBUTTONDOWN, pos=card, button=1), E(pygame.MOUSEBUTTONUP, pos=card, button=1))
    loop.run(0.5, E(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))  # its first lit place
    loop.run(0.5, E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))  # taken
    loop.until(lambda: type(app.stack.top).__name__ == "Dialog", limit=5.0)
    assert loop.drawn[-1] is None


def test_an_animation_is_drawn_every_frame_and_its_end_once(app: App) -> None:
    app.settings.speed = "normal"
    scene, runner = ai_table(app)
    loop = Loop(app)
    loop.until(lambda: bool(runner.jobs))
    runner.answer = True
    loop.until(lambda: scene.anim.busy)
    busy: list[bool] = []
    while scene.anim.busy:
        before = len(loop.drawn)
        loop.run(STEP)
        busy.append(len(loop.drawn) > before and loop.drawn[-1] is None)
    assert len(busy) > 10 and all(busy)  # every frame of the animation, to its last, is drawn whole
    after = loop.run(5.0)
    assert whole(after) <= 1  # then only the next AI's spinners


def test_a_part_drawn_alone_reaches_its_own_place_in_the_window() -> None:
    """The window's renderer (the dummy driver renders it to memory): a part is uploaded where it is."""
    pygame.display.init()
    display = Display("test", False, windowed=True)
    assert display.window is not None
    try:
        display.canvas.fill((200, 0, 0))
        display.present()
        part = pygame.Rect(800, 400, 400, 300)
        display.canvas.fill((0, 200, 0), part)
        display.present([part])
        shown = display.renderer.to_surface()
        width, height = display.size
        scale = min(width / 1600, height / 900)
        left, top = (width - 1600 * scale) / 2, (height - 900 * scale) / 2

        def at(x: int, y: int) -> tuple[int, int, int]:
            return tuple(shown.get_at((round(left + x * scale), round(top + y * scale))))[:3]  # type: ignore[return-value]

        assert at(1000, 550) == (0, 200, 0) and at(100, 100) == (200, 0, 0) and at(1500, 800) == (200, 0, 0)
    finally:
        display.window.destroy()


# --- the widgets' own clocks -----------------------------------------------------------------------------
def test_a_glide_ends_and_then_asks_for_nothing() -> None:
    hand = Hand((600.0, 700.0))
    hand.set_cards(["a", "b", "c"])
    hand.update(STEP)
    assert hand.next_wake() is None
    hand.hover = 1  # the card under the pointer rises
    assert hand.next_wake() == 0.0
    for frame in range(120):
        hand.update(STEP)
        if hand.next_wake() is None:
            break
    assert frame < 60 and hand.rect(1).centery < hand.rect(0).centery


def test_the_paint_clock_runs_while_something_goes_on_and_stops_on_a_full_glow() -> None:
    clock = PaintClock()
    for _ in range(int(CALM / STEP) + 200):
        clock.update(STEP, busy=False)
    assert clock.stopped and pulse(clock.now) == 1.0
    stopped_at = clock.now
    clock.update(10.0, busy=False)
    assert clock.now == stopped_at  # at rest it stays where it stopped
    clock.update(STEP, busy=True)
    assert not clock.stopped and clock.now == pytest.approx(stopped_at + STEP)  # and goes on from there


def test_text_drawn_once_into_a_kept_page_takes_no_place_in_the_shared_cache(fonts: Fonts) -> None:
    fonts.render("kept", theme.BODY)
    page = fonts.render("a line of the rules", theme.BODY, keep=False)
    assert page.get_width() > 0
    assert [key[0] for key in fonts._cache] == ["kept"]


def test_a_closed_table_is_freed_by_the_end_of_the_frame_that_closed_it(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    Loop(app).until(lambda: scene.table.legal is not None)
    gone = weakref.ref(scene)
    del scene
    switch_scene(app, "menu")
    assert app.closed_stack
    app.frame([], 0.0)
    # Its widgets refer to it and to one another: collected after the frame, when no code of the table
    # that closed itself is still running.
    assert gone() is None and not app.closed_stack
