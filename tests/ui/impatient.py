"""An impatient player: whole seeded games driven through the window's own loop (``App.tick`` with a
clock of the test's own), with random clicks, drags and keys at random moments (while the AI thinks,
during animations, on hand-off covers) mixed with purposeful moves so that games end. After every
turn of the loop it checks what ``tables.md`` asks of a table ("Always a way forward"):

- nothing raises;
- no face is drawn for a person who may not see it (``privacy.Watch``);
- liveness: while a person at this screen must decide, the prompt and a way forward a click can take
  (something lit on the table, a decision-bar button, the confirm strip, the quick ask, the hand-off
  cover's button, or the pause menu's Resume) are on screen within ``LIVENESS`` seconds; and, once no
  animation runs, the table shows the session's own view for the seat at the screen;
- the window never rests (no wake planned, no redraw asked) while the game still has something to
  show or to do: an animation, an answer queued, an AI deciding;
- a game with no person to decide moves on within ``STALL`` seconds;
- a hand-off cover is passed only by its key or a click on its button that began on it: never by
  Enter, Space or a digit, nor by a press made before it appeared.

It drives ``App.tick`` rather than ``App.frame`` so the window draws only when its pace says so, as the
real loop does: a table that waits for input to draw what it must show freezes here too.

Every game is reproducible from (game, setup, seed): the AI thinks in a real thread, but its answer
is let through at a seeded moment of the test's clock (``GatedRunner``), and the confirm strip's
double-click guard reads the same clock. ``python -m tests.ui.impatient --game boss-monster --setup
solo --seed 3`` replays one game and prints each problem with the inputs that led to it.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import traceback
from collections import deque
from concurrent.futures import CancelledError, Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # run on its own, as the replay does
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.engine.match import Match, Seat  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.ai_worker import Answer, Job, ThreadRunner, think  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.overlays import Dialog, GameOver, HandOff, Pause, ready_key  # noqa: E402
from game.ui.scenes.rules import RulesScene  # noqa: E402
from game.ui.scenes.settings import SettingsScene  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.screen import holds_secrets  # noqa: E402
from game.ui.session import Session  # noqa: E402
from game.ui.tables import table_for  # noqa: E402
from game.ui.tables.base import Gesture  # noqa: E402

from .privacy import Watch  # noqa: E402

E = pygame.event.Event
STEP = 1 / 30  # the test clock's step between two turns of the loop: a frame at most, on a slowish machine
LIVENESS = 2.0  # seconds a person may be left without the prompt and a way forward
STALL = 30.0  # seconds a game with no person to decide may go without a move (AI pace and animations)
ANIMATION = 20.0  # seconds one run of animations may last, clicks and Space notwithstanding
AI_PATIENCE = 30.0  # real seconds to wait for the AI thread's answer once it is let through: a safety net
PURPOSE = 0.7  # the share of acts, while a person decides, that take a way forward
ACT = 0.25  # the chance that a turn of the loop with nothing planned starts an act
IDLE = 0.01  # the chance that it starts a rest of its own instead (a resting window must still draw)
DIGITS = [pygame.K_1 + n for n in range(9)]
# Keys that must never pass a hand-off cover: the ones a table uses to confirm or choose.
COVER_KEYS = [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, *DIGITS]
KEYS = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_u, pygame.K_h, pygame.K_ESCAPE,
        pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, *DIGITS]
SETUPS = ("hotseat", "solo")
# A round limit keeps Dungeon Run's crawl to a few hundred decisions, as in the privacy test.
OPTIONS: dict[str, dict[str, Any]] = {"dungeon-run": {"round-limit": 6}}


def seats(game_id: str, setup: str) -> list[Seat]:
    """Two people and an AI at one screen (two people where the game takes only two), or one person
    and an AI; AI seats at the cheapest level."""
    bot = Seat("Bot", "ai", "random")
    if setup == "solo":
        return [Seat("Anna"), bot]
    return [Seat("Anna"), Seat("Bea")] + ([] if game_id == "monster-day" else [bot])


# --- an AI that answers at a seeded moment ---------------------------------------------------------
class GatedRunner(ThreadRunner):
    """The AI thinks in its thread as in the window, but each answer is let through only once the
    test's clock reaches a moment drawn from the seed: where the player's input falls against the
    AI's answer is then the same at every run. Past that moment the window waits for the thread (real
    time, bounded by ``AI_PATIENCE``)."""

    def __init__(self, clock: Callable[[], float], rng: random.Random, delay: float | None = None) -> None:
        super().__init__()
        self.clock, self.rng, self.delay = clock, rng, delay  # a fixed delay, for a scripted test
        self._gated: list[tuple[Any, Future[Any], float]] = []
        self.late: list[Any] = []  # keys of answers that did not come in time

    def start(self, job: Job) -> None:
        delay = self.delay
        if delay is None:
            delay = self.rng.choice((0.0, 0.0, self.rng.uniform(0.0, 0.3), self.rng.uniform(0.0, 1.5)))
        self._gated.append((job.key, self._pool.submit(think, job), self.clock() + delay))

    def poll(self, owner: object) -> list[Answer]:
        now, out, keep = self.clock(), [], []
        for key, future, due in self._gated:
            if due > now:
                keep.append((key, future, due))
                continue
            try:
                error = future.exception(timeout=AI_PATIENCE)
            except CancelledError:
                continue
            except FutureTimeout:
                self.late.append(key)
                continue
            out.append((key, None, str(error)) if error else (key, future.result(), None))
        self._gated = keep
        return out


# --- what was found ---------------------------------------------------------------------------------
@dataclass
class Problem:
    kind: str
    game: str
    setup: str
    seed: int
    tick: int
    now: float
    detail: str
    trail: list[str]

    def __str__(self) -> str:
        steps = "\n".join(f"      {line}" for line in self.trail)
        return (f"{self.kind}: {self.game} {self.setup} seed {self.seed}, at {self.now:.2f}s (tick {self.tick}): "
                f"{self.detail}\n    replay: python -m tests.ui.impatient --game {self.game} --setup {self.setup} "
                f"--seed {self.seed}\n    the last inputs:\n{steps}")


@dataclass
class Figures:
    games: int = 0
    finished: int = 0
    inputs: int = 0  # events sent to the window
    frames: int = 0  # frames the window drew
    ticks: int = 0  # turns of the loop
    covers: int = 0  # hand-off covers passed
    undos: int = 0  # undos that went through
    problems: list[Problem] = field(default_factory=list)

    def add(self, other: "Figures") -> None:
        for name in ("games", "finished", "inputs", "frames", "ticks", "covers", "undos"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.problems += other.problems

    def line(self) -> str:
        return (f"{self.games} games ({self.finished} finished), {self.inputs} inputs, {self.frames} frames, "
                f"{self.ticks} ticks, {self.covers} covers passed, {self.undos} undos")


class SoloWatch(Watch):
    """With one person at the computer the table is always theirs, AI turns included."""

    def check(self, scene: TableScene, shown: bool) -> None:
        self.owner = self.humans[0]
        super().check(scene, shown)


def describe(event: pygame.event.Event) -> str:
    if event.type == pygame.KEYDOWN:
        return pygame.key.name(event.key) or str(event.key)
    if event.type == pygame.MOUSEBUTTONDOWN:
        return f"press{'' if event.button == 1 else event.button} {event.pos}"
    if event.type == pygame.MOUSEBUTTONUP:
        return f"release{'' if event.button == 1 else event.button} {event.pos}"
    if event.type == pygame.MOUSEWHEEL:
        return f"wheel {event.y}"
    if event.type == pygame.MOUSEMOTION:
        return f"{'drag' if event.buttons[0] else 'move'} {event.pos}"
    return pygame.event.event_name(event.type)


def ready_code() -> int:
    """The key the hand-off cover names on its button: a deliberate act, as a click on it is."""
    return pygame.key.key_code(ready_key().lower())


def key(code: int) -> pygame.event.Event:
    return E(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def motion(pos: tuple[int, int], held: bool = False) -> pygame.event.Event:
    return E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))


def press(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def release(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return E(pygame.MOUSEBUTTONUP, pos=pos, button=button)


MENUS = (Pause, Dialog, SettingsScene, RulesScene)  # scenes over the table that a gesture must not go on over
Plan = list[list[pygame.event.Event]]  # the events of the next turns of the loop, one list each


class Aborted(Exception):
    """The game cannot go on (frozen, raised, left the table): its problem is already recorded."""


class Impatient:
    """Plays one seeded game through the window's loop and records every problem it meets."""

    def __init__(self, game_id: str, setup: str, seed: int, data: Path, max_seconds: float = 1800.0,
                 speed: str | None = None, confirm: str | None = None, answer_delay: float | None = None,
                 stop: bool = False) -> None:
        self.game_id, self.setup, self.seed = game_id, setup, seed
        self.rng = random.Random(f"{game_id}/{setup}/{seed}")
        self.max_seconds = max_seconds
        self.stop = stop  # the game ends at its first problem (the tests that show a check can fail)
        self.now = 0.0
        self.figures = Figures(games=1)
        self.trail: deque[str] = deque(maxlen=40)
        self.plan: Plan = []
        self.plan_top: Any = None  # the scene on top when the plan was made
        self.idle = 0
        self.kinds_seen: set[str] = set()  # a problem is reported once a game
        self.stuck_since: float | None = None
        self.animating_since: float | None = None
        self.moved_at = 0.0  # when the game last moved on or came to a person
        self.ply = -1
        self.acts_since_move = 0  # purposeful acts since the game last moved
        self.pressed_at = -1  # the tick of the latest press of the left button
        self.cover_from: dict[int, int] = {}  # id of a cover on the stack -> the first tick it was on top
        self.ways: list[str] = []
        self._truth: tuple[Any, Any] | None = None
        self._ticks_get = pygame.time.get_ticks
        self._language = i18n.CATALOGUE.language  # the settings menu may change it, for the whole process
        spec = table_for(game_id)
        assert spec is not None, f"{game_id} has no table"
        self.app = App(data_dir=data, ai_iterations=1)
        settings = self.app.settings
        settings.sound = False
        # Never instant: the AI's minimum thinking time and the animations are where input can land.
        settings.speed = speed or self.rng.choice(("fast", "fast", "normal"))
        settings.confirm_moves = confirm or self.rng.choice(("ai", "ai", "always", "never"))
        match = Match.start(game_id, len(seats(game_id, setup)), seed, OPTIONS.get(game_id, {}), seats(game_id, setup))
        self.session = Session(match, None, 1, ai_process=False)
        self.runner = GatedRunner(lambda: self.now, random.Random(self.rng.random()), answer_delay)
        self.session._runner = self.runner
        self.humans = self.session.humans()
        self.watch = (SoloWatch if len(self.humans) == 1 else Watch)(self.session, self.humans)
        self.scene = TableScene(self.app, self.session, spec)
        self.app.replace(self.scene)
        # The confirm strip tells a double click by pygame's clock: it reads the test's instead.
        pygame.time.get_ticks = lambda: int(self.now * 1000)

    # --- the game ------------------------------------------------------------------------------
    def play(self) -> Figures:
        """The whole game, to its end or to the first problem that stops it."""
        with self:
            self._first_frame()
            while self.now < self.max_seconds:
                if self.session.over() and isinstance(self.app.stack.top, GameOver):
                    self.figures.finished = 1
                    self._after_the_end(self.app.stack.top)
                    break
                self.turn(self.next_events())
        if not self.figures.finished and not self.figures.problems:
            self.problem("unfinished", f"the game did not end in {self.max_seconds:.0f}s of the test's clock")
        return self.figures

    def _after_the_end(self, over: GameOver) -> None:
        """Back at the finished table for a few seconds of random input: undo never reaches past the
        end, and nothing raises."""
        for events in self.click(over.form.named("look").rect.center):
            self.turn(events)
        ply, end = self.session.ply, self.now + 3.0
        self.plan = []
        while self.now < end:
            self.turn(self.next_events())
        if not self.session.over() or self.session.ply != ply:
            self.problem("past the end", f"after the game ended, the game is at move {self.session.ply} "
                         f"(ended at {ply}), over: {self.session.over()}")

    def __enter__(self) -> "Impatient":
        return self

    def __exit__(self, kind: type[BaseException] | None, *_: Any) -> bool:
        """Closes the window; a game stopped by its problem (``Aborted``) ends quietly."""
        self.figures.undos = self.session.generation  # each undo starts a generation of AI answers
        pygame.time.get_ticks = self._ticks_get
        i18n.set_language(self._language)
        if self.app.running:
            self.app.quit()
        return kind is Aborted

    def _first_frame(self) -> None:
        """The table draws its first whole frame at the first turn of the loop, with no input."""
        drawn = self.app.frames
        self.turn([])
        if self.app.frames == drawn:
            self.problem("blank start", "the table drew no frame when it opened")

    def turn(self, events: list[pygame.event.Event]) -> None:
        """One turn of the loop at the test clock's time, then every check."""
        app = self.app
        top = app.stack.top
        covers = [s for s in app.stack.scenes if isinstance(s, HandOff)]
        if events:
            self.figures.inputs += len(events)
            self.trail.append(f"{self.now:7.2f}s {type(top).__name__:<10} ply {self.session.ply:<3} "
                              f"seat {self.session.current()} {'busy ' if self.scene.anim.busy else ''}"
                              f"{'thinking ' if self.session.thinking else ''}: "
                              + ", ".join(describe(e) for e in events))
        for event in events:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.pressed_at = self.figures.ticks
        frames = app.frames
        try:
            app.tick(self.now, events)
        except Exception:
            self.problem("exception", traceback.format_exc(limit=8))
            raise Aborted from None
        self.figures.ticks += 1
        drawn = app.frames != frames
        self.figures.frames += app.frames - frames
        for cover in covers:
            if cover not in app.stack.scenes:
                self._cover_passed(cover, top, events)
        self._silent_switch()
        for scene in app.stack.scenes:
            if isinstance(scene, HandOff) and id(scene) not in self.cover_from and scene is app.stack.top:
                self.cover_from[id(scene)] = self.figures.ticks
        if not app.running or self.scene not in app.stack.scenes:
            self.problem("left the table", f"the window shows {type(app.stack.top).__name__} instead of the table")
            raise Aborted
        if drawn:
            self._watch()
            self.ways = self._ways()
        self._check_live()
        self._check_rest()
        self.now += STEP
        if self.stop and self.figures.problems:
            raise Aborted

    def _cover_passed(self, cover: HandOff, top: Any, events: list[pygame.event.Event]) -> None:
        """A cover went: only its key, or its button pressed and released over it after it came up, may
        pass it."""
        self.figures.covers += 1
        button = cover.form.named("ready").rect
        clicked = any(e.type == pygame.MOUSEBUTTONUP and e.button == 1 and button.collidepoint(e.pos) for e in events)
        began = self.cover_from.get(id(cover))
        clicked = clicked and began is not None and self.pressed_at >= began
        keyed = any(e.type == pygame.KEYDOWN and e.key == ready_code() for e in events)
        if top is not cover or not (clicked or keyed):
            what = ", ".join(describe(e) for e in events) or "no input"
            self.problem("cover passed", f"the hand-off cover for {cover.name} went without its key or a click "
                         f"on its button that began on it (this turn's input: {what}; the last press at tick "
                         f"{self.pressed_at}, the cover came up at tick {began})")
        try:
            self.watch.handed(cover.name)
        except AssertionError as error:
            self.problem("cover for the wrong seat", str(error))

    def _silent_switch(self) -> None:
        """The table went to a person without a cover: allowed only while they hold nothing secret,
        and from then on the screen is theirs (for the privacy watch) until the game moves on."""
        owner = self.scene.owner
        if (len(self.humans) < 2 or owner is None or owner == self.watch.owner
                or any(isinstance(s, HandOff) for s in self.app.stack.scenes)):
            return
        if holds_secrets(self.session.view(owner), self.session.view(None)):
            self.problem("switch without a cover", f"the table went to seat {owner} without a hand-off "
                         f"while that seat holds secrets (move {self.session.ply})")
            return
        if self.session.current() == owner:
            self.watch.owner = owner

    # --- the checks ----------------------------------------------------------------------------------
    def must_decide(self) -> bool:
        """A person at this screen must decide (the session's current seat is a person's)."""
        return not self.session.over() and self.session.current() in self.humans

    def _watch(self) -> None:
        leaks = len(self.watch.leaks)
        self.watch.check(self.scene, self.scene in self.app.stack.visible())
        for leak in self.watch.leaks[leaks:]:
            self.problem("private face shown", str(leak))
        scene = self.scene
        if self.app.stack.top is scene and not scene.anim.busy:
            shown, truth = scene.table.view, self.truth(scene.owner)
            if shown != truth:
                self.problem("stale table", f"the table shows another position than the session's for seat "
                             f"{scene.owner} (move {self.session.ply}): {differences(shown, truth)}")

    def truth(self, seat: int | None) -> Any:
        """The session's view for ``seat``, worked out once a position (views can be costly: odds)."""
        key = (id(self.session.match), self.session.ply, seat)
        if self._truth is None or self._truth[0] != key:
            self._truth = (key, self.session.view(seat))
        return self._truth[1]

    def _ways(self) -> list[str]:
        """The ways forward a click can take on what was just drawn, each named."""
        top, scene = self.app.stack.top, self.scene
        if isinstance(top, HandOff):
            ready = top.form.named("ready")
            return ["the cover's button"] if ready.visible and ready.enabled else []
        if isinstance(top, Pause):
            return ["Resume"]
        if isinstance(top, (SettingsScene, RulesScene)):
            return ["back to the pause menu"]
        if isinstance(top, Dialog):
            return ["the dialog's button"]
        if top is not scene or scene.anim.busy:
            return []
        ways = []
        if scene.confirm.active:
            ways.append("the confirm strip")
        if scene.quick.active:
            ways.append("the quick ask")
        if scene.bar.buttons:
            ways.append(f"{len(scene.bar.buttons)} bar buttons")
        if scene.table.legal is not None:
            lit = scene.table.gestures()
            if lit:
                ways.append(f"{len(lit)} lit on the table")
        return ways

    def _check_live(self) -> None:
        scene, now = self.scene, self.now
        if self.session.ply != self.ply:
            self.ply, self.moved_at, self.acts_since_move = self.session.ply, now, 0
        busy = self.app.stack.top is scene and scene.anim.busy
        if busy:
            self.animating_since = now if self.animating_since is None else self.animating_since
            if now - self.animating_since > ANIMATION:
                self.freeze("animation never ends", f"the animations have run for {ANIMATION:.0f}s")
        else:
            self.animating_since = None
        if self.app.stack.top is not scene:
            self.moved_at = now  # only the top scene updates: a paused or covered game waits, rightly
        if not self.must_decide():
            self.stuck_since = None
            if not self.session.over() and not busy and now - self.moved_at > STALL:
                self.freeze("game stalls", f"no person decides and nothing moved for {STALL:.0f}s "
                            f"(seat {self.session.current()} to decide, thinking: {self.session.thinking}, "
                            f"queued: {self._queued()})")
            return
        self.moved_at = now
        prompt = bool(scene.status.text) or not isinstance(self.app.stack.top, TableScene)
        if busy or (self.ways and prompt):
            self.stuck_since = None
            return
        self.stuck_since = now if self.stuck_since is None else self.stuck_since
        if now - self.stuck_since > LIVENESS:
            self.freeze("no way forward", f"seat {self.session.current()} ({self.session.name(self.session.current() or 0)}) "
                        f"must decide and for {LIVENESS:.0f}s the screen showed {self._scene_state()}")

    def _check_rest(self) -> None:
        """A window that plans no wake and asks no redraw sleeps until input: only if nothing waits."""
        pace, scene = self.app.pace, self.scene
        if pace.wake is not None or pace.asked or self.app.stack.top is not scene:
            return
        waiting = []
        if scene.anim.busy:
            waiting.append("an animation")
        if self._queued():
            waiting.append("a queued answer")
        if self.session.thinking:
            waiting.append("the AI's answer")
        if self.must_decide() and not self.ways:
            waiting.append("a person's input to open")
        if waiting:
            self.problem("rests while waiting", f"the window sleeps until input while {' and '.join(waiting)} "
                         f"waits: {self._scene_state()}")

    def _queued(self) -> bool:
        return self.session._held is not None or not self.session.queue.empty()

    def _scene_state(self) -> str:
        scene, session = self.scene, self.session
        held = session._held
        return (f"top {type(self.app.stack.top).__name__}, status {scene.status.text!r}, ways {self.ways}, "
                f"table.legal {'None' if scene.table.legal is None else len(scene.table.legal)}, pending "
                f"{scene.pending}, anim busy {scene.anim.busy}, owner {scene.owner}, held "
                f"{held and (str(held.action), held.source, held.ply, held.generation)}, generation "
                f"{session.generation}, ply {session.ply}, AI thinking {session.thinking}")

    def problem(self, kind: str, detail: str) -> None:
        if kind in self.kinds_seen:
            return
        self.kinds_seen.add(kind)
        self.figures.problems.append(Problem(kind, self.game_id, self.setup, self.seed, self.figures.ticks, self.now,
                                             detail, list(self.trail)))

    def freeze(self, kind: str, detail: str) -> None:
        self.problem(kind, detail)
        raise Aborted

    # --- the player --------------------------------------------------------------------------------
    def next_events(self) -> list[pygame.event.Event]:
        top = self.app.stack.top
        if self.plan and isinstance(top, MENUS) and top is not self.plan_top:
            self.plan = []  # a gesture begun on the table does not go on over a menu
        if self.plan:
            return self.plan.pop(0)
        if self.idle:
            self.idle -= 1
            return []
        roll = self.rng.random()
        if roll < IDLE:
            self.idle = self.rng.randrange(15, 120)  # half a second to four: the window rests meanwhile
            return []
        if roll > IDLE + ACT:
            return []
        self.plan, self.plan_top = self.act(), top
        return self.plan.pop(0) if self.plan else []

    def act(self) -> Plan:
        top, scene, rng = self.app.stack.top, self.scene, self.rng
        if isinstance(top, HandOff):
            return self.at_cover(top)
        if isinstance(top, Pause):
            roll = rng.random()
            if roll < 0.6:
                return self.click(top.form.named("resume").rect.center)
            if roll < 0.7:
                return self.click(top.form.named("settings").rect.center)
            if roll < 0.75:
                return self.click(top.form.named("rules").rect.center)
            return [[motion(self.anywhere())]]
        if isinstance(top, SettingsScene):
            # The settings that touch a table in play: its words, its pace, its confirmations.
            if rng.random() < 0.4:
                return self.click(top.form.named("done").rect.center) if rng.random() < 0.7 else [[key(pygame.K_ESCAPE)]]
            rect = top.form.named(rng.choice(("language", "speed", "confirm_moves"))).rect
            return self.click((rect.x + 20, rect.centery) if rng.random() < 0.5 else (rect.right - 20, rect.centery))
        if isinstance(top, RulesScene):
            if rng.random() < 0.5:
                return [[key(rng.choice((pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_UP)))]]
            return self.click(top.form.named("back").rect.center) if rng.random() < 0.5 else [[key(pygame.K_ESCAPE)]]
        if isinstance(top, Dialog):
            self.problem("dialog", f"a dialog came up over the table: {top.title}: {top.message}")
            return self.click(top.form.named("ok").rect.center)
        if isinstance(top, GameOver):
            return []
        if self.must_decide() and not scene.anim.busy and rng.random() < PURPOSE:
            return self.purposeful()
        return self.random_act()

    def purposeful(self) -> Plan:
        """A way forward, as the scripted playthrough player takes them."""
        scene, rng = self.scene, self.rng
        self.acts_since_move += 1
        if self.acts_since_move > 60:
            self.freeze("ways lead nowhere", f"60 acts on the ways forward and the game did not move: "
                        f"{self._scene_state()}")
        if scene.confirm.active:
            if rng.random() < 0.5:
                plan: Plan = [[key(pygame.K_RETURN)]]
            else:
                plan = self.click(scene.confirm.form.named("confirm").rect.center)
            if len(self.humans) == 1 and rng.random() < 0.15:
                # Changing one's mind while the AI answers: undo a few turns of the loop later.
                plan += [[] for _ in range(rng.randrange(0, 20))] + [[key(pygame.K_u)]]
            return plan
        choices: list[Gesture | tuple[int, int]] = []
        if scene.table.legal is not None:
            choices += scene.table.gestures()
        choices += [rect.center for rect, _ in scene.bar.buttons]
        choices += [rect.center for rect in scene.quick.buttons]
        if not choices:
            return []
        if rng.random() < 0.1:
            # The keyboard's way: Tab over what is lit, then Enter.
            return [[key(pygame.K_TAB)] for _ in range(rng.randrange(1, 4))] + [[key(pygame.K_RETURN)]]
        pick = rng.choice(choices)
        if isinstance(pick, Gesture):
            if pick.start == pick.end:
                if rng.random() < 0.15:  # a double click: its second half lands on what the first brought up
                    return self.click(pick.start) + [[press(pick.start), release(pick.start)]]
                return self.click(pick.start)
            return self.drag(pick.start, pick.end)
        if rng.random() < 0.2 and scene.bar.buttons and pick in [r.center for r, _ in scene.bar.buttons]:
            index = [r.center for r, _ in scene.bar.buttons].index(pick)
            if index < 9:
                return [[key(DIGITS[index])]]
        return self.click(pick)

    def random_act(self) -> Plan:
        rng = self.rng
        roll = rng.random()
        if roll < 0.3:
            pos = self.anywhere()
            return self.click(pos) if rng.random() < 0.5 else [[press(pos), release(pos)]]
        if roll < 0.45:
            starts = self.lit_starts()
            start = rng.choice(starts) if starts and rng.random() < 0.8 else self.anywhere()
            plan = self.drag(start, self.anywhere())
            if rng.random() < 0.3:  # a key while the card is held
                plan.insert(rng.randrange(2, len(plan)), [key(rng.choice(KEYS))])
            return plan
        if roll < 0.5:
            # A press held across several turns of the loop, let go elsewhere: an input that began
            # before whatever comes up meanwhile (a cover, a strip, the next decision).
            return [[press(self.anywhere())]] + [[] for _ in range(rng.randrange(1, 40))] + [[release(self.anywhere())]]
        if roll < 0.52:
            return [[E(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]]
        if roll < 0.55:
            return [[press(self.anywhere(), 3)]]
        if roll < 0.57:
            # A press whose release happened outside the window: the table never hears it.
            return [[press(rng.choice(starts) if (starts := self.lit_starts()) else self.anywhere())],
                    [motion(self.anywhere(), held=True)]]
        if roll < 0.59:
            # The pointer comes in from outside with the button already down, and lets go.
            pos = self.anywhere()
            return [[motion(pos, held=True)], [release(pos)]]
        if roll < 0.61:
            code = rng.choice(KEYS)
            return [[E(pygame.KEYDOWN, key=code, mod=pygame.KMOD_SHIFT, unicode="", scancode=0)],
                    [E(pygame.KEYUP, key=code, mod=pygame.KMOD_SHIFT, unicode="", scancode=0)]]
        return [[key(rng.choice(KEYS))]]

    def lit_starts(self) -> list[tuple[int, int]]:
        return [g.start for g in self.scene.table.gestures()] if self.scene.table.legal is not None else []

    def at_cover(self, cover: HandOff) -> Plan:
        """Random keys and clicks beside the button; only now and then the deliberate click."""
        rng = self.rng
        roll = rng.random()
        button = cover.form.named("ready").rect
        if roll < 0.25:
            return self.click(button.center)
        if roll < 0.3:
            return [[key(ready_code())]]
        if roll < 0.75:
            return [[key(rng.choice(COVER_KEYS + [pygame.K_BACKSPACE, pygame.K_u, pygame.K_h]))]]
        if roll < 0.8:
            return [[key(pygame.K_ESCAPE)]]
        pos = self.anywhere()
        while button.collidepoint(pos):
            pos = self.anywhere()
        return self.click(pos)

    def anywhere(self) -> tuple[int, int]:
        return self.rng.randrange(theme.WIDTH), self.rng.randrange(theme.HEIGHT)

    def click(self, pos: tuple[int, int]) -> Plan:
        # The pointer comes from above, as a hand does: a bar button that appeared under a resting
        # pointer answers only once the pointer has left it.
        return [[motion((pos[0], max(0, pos[1] - 64)))], [motion(pos)], [press(pos), release(pos)]]

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> Plan:
        steps = [(start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4) for k in range(1, 5)]
        return [[motion(start)], [press(start)], *[[motion(p, held=True)] for p in steps], [release(end)]]


def differences(shown: Any, truth: Any, path: str = "view") -> str:
    """Where two views first differ, briefly."""
    if isinstance(shown, dict) and isinstance(truth, dict):
        for name in sorted(set(shown) | set(truth), key=str):
            if shown.get(name) != truth.get(name):
                return differences(shown.get(name), truth.get(name), f"{path}.{name}")
    text = f"{path}: {shown!r} on the table, {truth!r} in the session"
    return text if len(text) < 300 else text[:300] + "..."


def play(game_id: str, setup: str, seed: int, data: Path, stop: bool = False) -> Figures:
    return Impatient(game_id, setup, seed, data, stop=stop).play()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Replays one impatient game and prints what it found.")
    parser.add_argument("--game", required=True)
    parser.add_argument("--setup", choices=SETUPS, required=True)
    parser.add_argument("--seed", type=int, required=True)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        figures = play(args.game, args.setup, args.seed, Path(folder))
    print(figures.line())
    for problem in figures.problems:
        print(problem)
    return 1 if figures.problems else 0


if __name__ == "__main__":
    sys.exit(main())
