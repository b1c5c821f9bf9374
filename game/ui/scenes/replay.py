"""A saved game played again on its own table, move by move, as one seat saw it.

The scene shows positions of a ``Tape``: every position is reached by applying the recorded actions
to a fresh state, so nothing here can reach a game being played or its save. The table is the one
the game is played on, with its input closed; the log tells what the seat shown was told up to the
position on screen. From an unfinished game, "play on from here" starts a new game from the position
shown (a match of its own, with its own autosave), leaving the save it came from as it was.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.state import View
from game.engine.tape import Tape
from game.i18n import t

from .. import theme
from ..scene import Scene, scene, switch_scene
from ..session import Session
from ..tables.base import TableContext, TableSpec, log_entries
from ..widgets.anim import AnimationQueue, Beat
from ..widgets.controls import Button, Form, Selector
from ..widgets.log_panel import Entry, LogPanel
from ..widgets.ticking import PaintClock

if TYPE_CHECKING:
    from ..app import App

LOG_RECT = pygame.Rect(1280, 8, 312, 844)
# Beside the replay, under a shorter log: the place a chart of the game may be drawn in (``chart``).
CHART_RECT = pygame.Rect(1280, 612, 312, 240)
BAR = pygame.Rect(0, 860, theme.WIDTH, 40)
PACES = (2.0, 1.0, 0.5, 0.2)  # seconds between moves while playing
# A chart drawn beside the replay: given the canvas, its place and the position shown.
Chart = Callable[[pygame.Surface, pygame.Rect, int], None]


@scene("replay")
class ReplayScene(Scene):
    """``seat`` is the seat whose view is shown; with ``free`` (a finished game: nothing is secret any
    more) the seat can be changed at any moment, None being what everyone at the table saw. With
    ``face_up`` (a finished game's alone) that view shows every seat's hidden cards too."""

    opaque = True

    def __init__(self, app: "App", tape: Tape, seats: list[Seat], spec: TableSpec, seat: int | None,
                 free: bool = False, face_up: bool = False) -> None:
        super().__init__(app)
        if face_up and not tape.finished:
            raise ValueError("only a finished game is shown with every card face up")
        self.face_up = face_up
        self.tape, self.seats, self.spec = tape, seats, spec
        self.seat = seat
        self.free = free
        self.ply = 0
        self.playing = False
        self.pace = PACES[1]
        self.waited = 0.0  # since the last move while playing
        self.chart: Chart | None = None
        self.clock = PaintClock()
        self.pointer: tuple[int, int] = (0, 0)
        self.log = LogPanel(LOG_RECT, app.fonts)
        self.anim = AnimationQueue(lambda: app.settings.speed_factor, self._beat_started)
        self._said: dict[int, list[Entry]] = {}  # the log's sentences of each move (0: the opening)
        self.telling = False  # a move is being animated, its sentences told beat by beat
        self.table = spec.make(self._context())
        self.form = Form(app.redraw)
        self._controls()
        self._show()

    def _context(self) -> TableContext:
        names = [seat.name for seat in self.seats]
        # The table's input stays closed (it is never given legal moves): nothing it could send is taken.
        return TableContext(self.app.fonts, names, self._refuse, lambda action: None, lambda text: None, self._role)

    @staticmethod
    def _refuse(action: Action) -> None:
        """A replay takes no moves: the table could only send one with its input open, and it is not."""

    def _role(self, seat: int) -> str:
        held = self.seats[seat]
        return t("seat.ai_level", level=t(f"level.{held.level or 'normal'}")) if held.kind == "ai" else t("seat.human")

    def set_chart(self, chart: Chart | None) -> None:
        """Draws ``chart`` beside the replay (the log gives it the bottom of its column), or none."""
        self.chart = chart
        self.log.full = pygame.Rect(LOG_RECT.x, LOG_RECT.y, LOG_RECT.width,
                                    CHART_RECT.y - 8 - LOG_RECT.y if chart else LOG_RECT.height)

    # --- the bar ------------------------------------------------------------------------------------
    def _controls(self) -> None:
        x, y, h = 8, BAR.y + 2, BAR.height - 4
        leave = self.form.add(Button(pygame.Rect(x, y, 112, h), lambda: t("replaying.leave"), self.leave, name="leave"))
        x = leave.rect.right + 16
        steps: list[tuple[str, str, Callable[[], None], int]] = [
            ("start", "|‹", self.to_start, 56), ("turn_back", "«", self.turn_back, 56),
            ("back", "‹", self.back, 56), ("play", "", self.toggle, 136), ("forward", "›", self.forward, 56),
            ("turn_on", "»", self.turn_on, 56), ("end", "›|", self.to_end, 56)]
        for name, glyph, action, width in steps:
            label = (lambda: t("replaying.pause") if self.playing else t("replaying.play")) if name == "play" else \
                (lambda glyph=glyph: glyph)
            self.form.add(Button(pygame.Rect(x, y, width, h), label, action, name=name))
            x += width + 6
        x += 10
        self.form.add(Selector(pygame.Rect(x, y, 200, h), list(PACES), lambda pace: t(f"replaying.pace.{PACES.index(pace)}"),
                               self.pace, self._set_pace, name="pace"))
        x += 210
        if self.free:
            self.form.add(Selector(pygame.Rect(x, y, 240, h), [*range(len(self.seats)), None], self._seat_name,
                                   self.seat, self.set_seat, name="seat"))
            x += 250
        elif not self.tape.finished:
            self.form.add(Button(pygame.Rect(x, y, 220, h), lambda: t("replaying.play_on"), self.play_on,
                                 primary=True, name="play_on"))
            x += 230
        self.words_x = x + 8

    def _seat_name(self, seat: int | None) -> str:
        return t("replaying.everyone") if seat is None else self.seats[seat].name

    def _set_pace(self, pace: float) -> None:
        self.pace = pace

    # --- moving along the tape ----------------------------------------------------------------------
    def go(self, ply: int) -> None:
        """Shows the position after ``ply`` moves at once, the log told again up to it."""
        self.ply = max(0, min(self.tape.length, ply))
        self.waited = 0.0
        if self.ply == self.tape.length:
            self.playing = False
        self._show()

    def forward(self) -> None:
        """One move on, animated as it was when played."""
        if self.ply >= self.tape.length:
            self.playing = False
            return
        self.anim.skip()
        before = self.view()
        self.ply += 1
        self.waited = 0.0
        self._view = self._seen(self.ply)
        events = [event.for_seat(self.seat) for event in self.tape.events[self.ply - 1]]
        self.log.set_entries(self._told(self.ply - 1))  # each beat tells its part as it begins
        self.telling = True
        self.anim.push(self.table.choreograph(before, events, self._view))
        if self.ply == self.tape.length:
            self.playing = False

    def back(self) -> None:
        self.go(self.ply - 1)

    def turn_back(self) -> None:
        self.go(self.tape.turn_before(self.ply))

    def turn_on(self) -> None:
        self.go(self.tape.turn_after(self.ply))

    def to_start(self) -> None:
        self.go(0)

    def to_end(self) -> None:
        self.go(self.tape.length)

    def toggle(self) -> None:
        self.playing = not self.playing and self.ply < self.tape.length
        self.waited = self.pace  # the first move comes at once

    def set_seat(self, seat: int | None) -> None:
        if self.free:
            self.seat = seat
            self._said.clear()
            self._show()

    def view(self) -> View:
        return self._view

    def _seen(self, ply: int) -> View:
        state = self.tape.state(ply)
        return state.view_all(self.seat) if self.face_up else state.view(self.seat)

    def _show(self) -> None:
        self._view = self._seen(self.ply)
        self.telling = False
        self.anim.reset(self._view)
        self.table.show(self._view, self.seat)
        self.log.set_entries(self._told(self.ply))

    def _beat_started(self, beat: Beat) -> None:
        self.log.set_entries(self.log.entries + log_entries(self.table, self.spec.game_id, beat.events))

    def _told(self, ply: int) -> list[Entry]:
        """The log up to ``ply`` moves; each move's sentences are made once for the seat shown."""
        for at in range(ply + 1):
            if at not in self._said:
                events = self.tape.opening if at == 0 else self.tape.events[at - 1]
                self._said[at] = log_entries(self.table, self.spec.game_id, [e.for_seat(self.seat) for e in events])
        return [entry for at in range(ply + 1) for entry in self._said[at]]

    # --- playing on ---------------------------------------------------------------------------------
    def play_on(self) -> None:
        """A new game from the position shown, on the table it is played on; its autosave is a file of
        its own from the start, and the save the replay came from is never opened for writing."""
        if self.tape.finished:
            return
        seats = [Seat(s.name, "human" if s.kind == "net" else s.kind, s.level) for s in self.seats]
        match = Match.start(self.tape.game, self.tape.players, self.tape.seed, self.tape.options, seats)
        session = Session(match, self.app.saves_dir, self.app.ai_iterations, history=self.tape.actions[:self.ply])
        session.autosave()
        switch_scene(self.app, "table", session, self.spec)

    def leave(self) -> None:
        self.app.pop(self)

    # --- every frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock.update(dt, busy=self.anim.busy)
        self.anim.update(dt)
        if self.telling and not self.anim.busy:  # the move shown: its sentences as a jump to it tells them
            self.telling = False
            self.log.set_entries(self._told(self.ply))
        if self.playing and not self.anim.busy:
            self.waited += dt
            if self.waited >= self.pace:
                self.forward()
        self.table.show(self.anim.shown if self.anim.busy else self._view, self.seat,
                        self.anim.current.hidden if self.anim.current else frozenset())
        self.table.update(dt)
        self.form.update(dt)

    def next_wake(self) -> float | None:
        if self.anim.busy:
            return 0.0
        if self.playing:
            return max(0.0, self.pace - self.waited)
        return self.table.next_wake()

    def handle(self, event: pygame.event.Event) -> None:
        self.clock.stir()
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.log.hover(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            if self.log.rect.collidepoint(self.pointer) or not self.table.handle(event):
                self.log.handle_wheel(event.y)
            return
        if self.form.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.anim.busy:
            self.anim.skip()
            return
        self.table.handle(event)

    def _key(self, event: pygame.event.Event) -> None:
        moves: dict[int, Callable[[], None]] = {
            pygame.K_LEFT: self.back, pygame.K_RIGHT: self.forward, pygame.K_PAGEUP: self.turn_back,
            pygame.K_PAGEDOWN: self.turn_on, pygame.K_HOME: self.to_start, pygame.K_END: self.to_end,
            pygame.K_SPACE: self.toggle, pygame.K_ESCAPE: self.leave}
        if event.key in moves:
            moves[event.key]()
        elif event.key == pygame.K_l:
            self.log.toggle()
        elif not self.table.handle(event):  # the table's own keys that only look (the whole map)
            self.form.handle(event)

    # --- drawing ------------------------------------------------------------------------------------
    def begin_frame(self) -> None:
        self.table.faces.begin_frame()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        self.table.draw(surface, self.clock.now)
        self.anim.paint(surface)
        self.log.draw(surface)
        if self.chart is not None:
            self.chart(surface, CHART_RECT, self.ply)
        pygame.draw.rect(surface, theme.FELT_DARK, BAR)
        pygame.draw.line(surface, theme.GOLD, BAR.topleft, BAR.topright, 2)
        self.form.draw(surface, self.app.fonts)
        fonts = self.app.fonts
        room, where = BAR.right - 16 - self.words_x, self.where()
        if fonts.width(where, theme.BODY) <= room:
            fonts.draw(surface, where, (BAR.right - 16, BAR.centery), theme.BODY, theme.TEXT, anchor="midright")
        else:  # a long one (cards face up, a long name) on two smaller lines rather than cut
            lines, size = fonts.block(where, room, BAR.height - 4, theme.SMALL)
            step = fonts.line_height(size)
            top = BAR.centery - step * len(lines) / 2
            for row, line in enumerate(lines):
                fonts.draw(surface, line, (BAR.right - 16, top + row * step), size, theme.TEXT, anchor="topright")
        if self.app.stack.top is not self:
            return
        zoom = self.table.zoom_request()
        if self.log.hover_ref is not None and self.log.hover_ref.card:
            zoom = (self.log.hover_ref.card, self.pointer)
        if zoom is not None:
            self.table.draw_zoom(surface, *zoom)

    def where(self) -> str:
        """Where the replay stands, in words: the move, the turn (or round), and whose eyes."""
        mark = self.tape.mark_of(self.ply)
        turn = t("replaying.round", n=mark.round) if mark.round is not None else t("replaying.turn", n=mark.turn)
        over = self.ply == self.tape.length and self.tape.finished
        return t("replaying.where", move=self.ply, moves=self.tape.length, turn=turn,
                 seen=self._seat_name(self.seat)) + (t("replaying.face_up_where") if self.face_up else "") + \
            (t("replaying.over") if over else "")
