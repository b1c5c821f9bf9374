"""The session of a lesson: the AI seats play the lesson's moves, so the game goes as written.

Past the lesson's last move (a lesson may stop before the game does) the easy AI decides as usual.
Nothing is autosaved: a lesson is resumed from its own progress, not from the saves.
"""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.match import Match

from ..session import Session
from .lesson import Lesson


class LessonSession(Session):
    def __init__(self, lesson: Lesson, match: Match, ai_iterations: int | None = None,
                 history: list[Action] | None = None) -> None:
        super().__init__(match, None, ai_iterations, history)
        self.lesson = lesson
        self._scripted: tuple[int, int] | None = None  # (generation, ply) of the move last put

    def prepare(self) -> None:
        """No AI worker at the start: the AI's moves are the lesson's until it ends (then one is made)."""

    def think(self) -> None:
        seat, ply = self.current(), self.ply
        if seat is None or not self.is_ai(seat) or ply >= len(self.lesson.moves):
            super().think()
            return
        if self._scripted != (self.generation, ply):
            self._scripted = (self.generation, ply)
            self.put(self.lesson.moves[ply], seat, "ai")

    @property
    def finished(self) -> bool:
        return self.ply >= len(self.lesson.moves)
