"""Whole hotseat games watched frame by frame: every card face the painter draws is checked against
what the person at the screen may see at that moment.

The watcher keeps its own account of who is at the screen, from the game alone: a seat owns the
screen from the moment its hand-off cover is dismissed until the game moves to any other seat (AI
turns and other people's quick asks included). While a seat owns it, that seat's view may show;
otherwise only the public view (``state.view(None)``). A move being animated may still show the
position before it, as that same person could see it, and the move's events as they may see them.
Every other string of the full position (the snapshot, every seat's view) is a secret: a face
drawn with its name is a leak, reported with the frame.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene
from game.ui.session import Played, Session
from game.ui.tables import table_for
from tests.bench.ui_playthrough import Player, Tally

DT = 0.08  # seconds a frame: nearly every beat of a move at the fast speed is drawn at least once


def strings(data: Any, out: set[str] | None = None) -> set[str]:
    """Every text in plain data (keys too): the names a face could be drawn under."""
    out = set() if out is None else out
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, dict):
        for key, value in data.items():
            strings(key, out)
            strings(value, out)
    elif isinstance(data, (list, tuple)):
        for value in data:
            strings(value, out)
    return out


@dataclass
class Leak:
    frame: int
    faces: set[str]
    told: set[str]  # cards named in the log
    owner: int | None
    deciding: int | None
    ply: int

    def __str__(self) -> str:
        return (f"frame {self.frame} (move {self.ply}, deciding seat {self.deciding}, at the screen "
                f"{self.owner}): drew {sorted(self.faces)}, the log named {sorted(self.told)}")


@dataclass
class Watch:
    """The account of who may see what, kept from the session's own moves."""

    session: Session
    humans: list[int]
    owner: int | None = None
    frames: int = 0
    leaks: list[Leak] = field(default_factory=list)
    quick_asks: int = 0
    covers: int = 0  # hand-off covers dismissed
    kinds: set[str] = field(default_factory=set)
    _before: dict[int | None, set[str]] = field(default_factory=dict)
    _events: dict[int | None, set[str]] = field(default_factory=dict)
    _owned_before = False
    _now: tuple[int, dict[int | None, set[str]], set[str]] | None = None
    # What each seat (None: everyone) has been shown at some moment: what the log may still name.
    _ever: dict[int | None, set[str]] = field(default_factory=dict)
    _told: tuple[int, int, int | None] = (-1, -1, None)

    def __post_init__(self) -> None:
        real = self.session._apply

        def spy(action: Any, autosave: bool = True) -> Played:
            state = self.session.state
            seat = state.current_player()
            self._before = self._views()
            self._owned_before = self.owner is not None and self.owner == seat
            played = real(action, autosave)
            self._events = {s: strings([e.for_seat(s) for e in played.events]) for s in [None, *self.humans]}
            for s, seen in self._events.items():
                self._ever.setdefault(s, set()).update(seen)
            if self.session.state.current_player() != self.owner:
                self.owner = None  # the game moved to someone else: the screen is nobody's now
            return played

        self.session._apply = spy  # type: ignore[method-assign]

    def _views(self) -> dict[int | None, set[str]]:
        state = self.session.state
        return {s: strings(state.view(s)) for s in [None, *self.humans]}

    def handed(self, name: str) -> None:
        """A hand-off cover with this name was dismissed: that person owns the screen now."""
        names = [self.session.name(s) for s in range(self.session.match.players)]
        self.owner = names.index(name)
        self.covers += 1
        assert self.session.state.current_player() == self.owner, "a cover for someone who does not decide"

    def check(self, scene: TableScene, shown: bool) -> None:
        """After a frame: ``shown`` says whether the table was drawn (a hand-off cover hides it)."""
        self.frames += 1
        ply = len(self.session.match.actions)
        if self._now is None or self._now[0] != ply:
            state = self.session.state
            views = self._views()
            secret = strings(state.to_snapshot())
            for seen in views.values():
                secret |= seen
            self._now = (ply, views, secret)
            for s, seen in views.items():
                self._ever.setdefault(s, set()).update(seen)
            prompt = (state.view(None).get("prompt") or {})
            self.kinds.add(str(prompt.get("kind")))
        _, views, secret = self._now
        allowed = views[None] | self._before.get(None, set()) | self._events.get(None, set())
        if self.owner is not None:
            allowed |= views[self.owner] | self._events.get(self.owner, set())
            if self._owned_before:
                allowed |= self._before.get(self.owner, set())
        hovered = scene.log.hover_ref
        if shown and hovered is not None and hovered.card:
            # A card the log names, zoomed under the pointer: as public as the sentence naming it
            # (which ``_log_leak`` checks), e.g. a room taken back from the open discard pile.
            allowed |= {hovered.card} & self._seen_by_screen()
        drawn = set(scene.table.faces.drawn) & (secret - allowed)
        if scene.quick.active:
            self.quick_asks += 1
        told = self._log_leak(scene, secret) if shown else set()
        if drawn or told:
            self.leaks.append(Leak(self.frames, drawn, told, self.owner, self.session.state.current_player(), ply))

    def _log_leak(self, scene: TableScene, secret: set[str]) -> set[str]:
        """The cards the log names that nobody at the screen has ever been shown."""
        key = (id(scene.log.entries), len(scene.log.entries), self.owner)
        if key == self._told:
            return set()
        self._told = key
        named = {ref.card for entry in scene.log.entries for _, ref in entry.segments if ref is not None and ref.card}
        return named & secret - self._seen_by_screen()

    def _seen_by_screen(self) -> set[str]:
        """What everyone, and the person at the screen, have been shown at some moment."""
        return self._ever.get(None, set()) | (self._ever.get(self.owner, set()) if self.owner is not None else set())


class Watcher(Player):
    """The playthrough's scripted players, answering only through the table's input, with every
    frame checked."""

    def __init__(self, app: App, scene: TableScene, watch: Watch, rng: Rng) -> None:
        super().__init__(app, scene, Tally(), rng)
        self.watch = watch

    def frame(self, *events: pygame.event.Event) -> None:
        top = self.app.stack.top
        self.app.frame(list(events), DT)
        if isinstance(top, HandOff) and self.app.stack.top is not top:
            self.watch.handed(top.name)
        self.watch.check(self.scene, self.scene in self.app.stack.visible())


@dataclass
class Report:
    games: int = 0
    finished: int = 0
    frames: int = 0
    quick_asks: int = 0
    covers: int = 0
    kinds: set[str] = field(default_factory=set)
    leaks: list[str] = field(default_factory=list)
    unanswerable: set[str] = field(default_factory=set)


def watch_game(game_id: str, seats: list[Seat], seed: int, report: Report, data: Path,
               options: dict[str, Any] | None = None, max_decisions: int = 3000) -> None:
    """One seeded game, every seat's decisions made through the table; the AI seats at ``random``."""
    spec = table_for(game_id)
    assert spec is not None
    app = App(data_dir=data, ai_iterations=1)
    app.settings.speed = "fast"
    app.settings.sound = False
    app.settings.confirm_moves = "never"
    try:
        match = Match.start(game_id, len(seats), seed, options or {}, seats)
        session = Session(match, None, 1, ai_process=False)
        scene = TableScene(app, session, spec)
        app.replace(scene)
        watch = Watch(session, session.humans())
        player = Watcher(app, scene, watch, Rng(seed ^ 0x5EED))
        report.games += 1
        report.finished += player.play(max_decisions)
        report.frames += watch.frames
        report.quick_asks += watch.quick_asks
        report.covers += watch.covers
        report.kinds |= watch.kinds
        report.unanswerable |= player.tally.unanswerable
        report.leaks += [f"{game_id} seed {seed}: {leak}" for leak in watch.leaks[:3]]
    finally:
        app.quit()
