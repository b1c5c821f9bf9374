"""A lesson at the real table: the table scene, with the coach over it and the lesson's moves in charge.

The step is read from the match itself (the lesson's move at the match's length), so undo, leaving and
coming back all find it where the table is. The person's move the step teaches is lit as the hint key
lights one; a different legal move never reaches the game: the coach says why the lesson wants the
other one (an illegal one is refused by the table, in the game's own words, as always).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ai import ai_name
from game.engine.actions import Action
from game.i18n import t

from ..scene import scene
from ..scenes.table import TableScene
from ..tables import table_for
from . import progress
from .coach import Coach
from .end import LessonEnd
from .lesson import Lesson, Step, load
from .session import LessonSession

if TYPE_CHECKING:
    from ..app import App


def person_name(app: "App", game: str) -> str:
    """The name the person last gave themselves for this game, else the first seat's usual name."""
    setup = app.settings.last_setup.get(game)
    seats = setup.get("seats") if isinstance(setup, dict) else None
    named = [row[2] for row in seats or [] if isinstance(row, list) and len(row) == 3 and row[0] == "human"]
    return named[0] if named and isinstance(named[0], str) and named[0].strip() else t("seat.default_name", n=1)


@scene("lesson")
class LessonScene(TableScene):
    def __init__(self, app: "App", game: str, ply: int | None = None) -> None:
        lesson = load(game)
        spec = table_for(game)
        assert spec is not None, f"a lesson for {game}, which has no table"
        ply = progress.left_at(game) if ply is None else ply
        ply = ply if ply < len(lesson.moves) else 0  # a finished lesson begins again
        names = [ai_name(seat) for seat in range(lesson.players) if seat != lesson.person]
        session = LessonSession(lesson, lesson.match(person_name(app, game), names), app.ai_iterations,
                                list(lesson.moves[:ply]))
        self.lesson: Lesson = lesson
        self.guided = session
        self.coach = Coach()
        self.refused: Action | None = None  # the move last refused at this step, while its reason shows
        self._lit_for: object = None  # the legal list the taught move was last lit in
        self._kept = ply
        self.end_offered = False
        super().__init__(app, session, spec)

    # --- the step ---------------------------------------------------------------------------------
    def step(self) -> Step | None:
        """The step the person is on: the lesson's move at the match's length, when it is theirs."""
        return self.lesson.steps.get(self.session.ply)

    def taught(self) -> Action | None:
        return self.lesson.moves[self.session.ply] if self.step() is not None else None

    def submit(self, action: Action) -> None:
        taught = self.taught()
        if taught is None or action == taught:
            self.refused = None
            super().submit(action)
            return
        # The table gave up its input to send the move; it opens again at the next update, lit again.
        self.refused = action
        self.status.warn(self._why(), 4.0)
        self.app.redraw()

    def hint(self) -> None:
        """H lights the move the lesson teaches: the lesson's own answer, not the hard AI's."""
        self._lit_for = None

    def _why(self) -> str:
        step = self.step()
        assert step is not None
        return t(self.lesson.why_key(step), move=self._action_words(self.lesson.moves[self.session.ply]))

    # --- every frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        ply = self.session.ply
        if ply != self._kept:
            self._kept, self.refused = ply, None
            progress.keep(self.lesson.game, 0 if ply >= len(self.lesson.moves) else ply)
        self._guide()

    def _idle(self, dt: float) -> None:
        if self.guided.finished and not self.end_offered:
            self.end_offered = self.over_shown = True  # the lesson's end says how the game ended
            self._open(None)
            self.app.push(LessonEnd(self.app, self))
            return
        super()._idle(dt)

    def _guide(self) -> None:
        step, taught = self.step(), self.taught()
        if step is None or taught is None or self.table.legal is None or self.owner != self.lesson.person:
            self.coach.hide()
            return
        if self.table.legal is not self._lit_for and self.pending is None:
            self._lit_for = self.table.legal
            self.light_move(taught)
        if self.refused is not None:
            text, tone = self._why(), "why"
        else:
            text, tone = t(self.lesson.say_key(step), move=self._action_words(taught)), "teach"
        self.coach.say(self.app.fonts, text, t("lesson.rule", section=t(self.lesson.rule_key(step))),
                       self.pointed(step, taught), tone, self.table.keep_clear())

    def pointed(self, step: Step, taught: Action) -> list[pygame.Rect]:
        """The parts the step points at, as they are on the canvas now: the move's own places first."""
        rects: list[pygame.Rect] = []
        for name in step.point:
            if name == "move":
                button = [rect for rect, choice in self.bar.buttons if choice.action == taught]
                rects += button or self.table.move_rects(taught)
            else:
                part = self.table.part_rect(name)
                rects += [part] if part is not None else []
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.anim.busy:
            self.coach.draw(surface, self.app.fonts)
