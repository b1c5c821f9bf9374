"""A lesson as data: one file per game in ``lessons/`` (``<game id>.yaml``), read here and nowhere else.

A lesson is a real game: its seed, options and seats, and every move of it in order, the person's and
the AI's alike (so it plays the same for everyone). A move of the person's may be a mapping that
teaches: the idea it shows (``teach``: the catalogue key ``lesson.<game>.<teach>`` says it and
``lesson.<game>.<teach>_why`` says why the lesson wants this move when another is made), what to
point at (``point``: ``move``, or a part the table names in ``part_rect``), and the rules section
(``rule``: ``lesson.<game>.rule.<rule>`` names it; the file's opening comment says where each is in
the rulebook, for whoever writes the lesson). A person's move given as a plain text is lit with the
last idea's section and a word to carry on.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from game.engine.actions import Action, ActionSyntaxError
from game.engine.match import Match, Seat
from game.i18n import CATALOGUE, FALLBACK

FOLDER = Path(__file__).resolve().parent / "lessons"


class LessonError(ValueError):
    """A lesson file that cannot be played; the message names the file and what is wrong, in one line."""


@dataclass(frozen=True)
class Step:
    """What the guide says and points at while the person makes one move."""

    teach: str | None  # None: a move with no new idea, lit with a word to carry on
    point: tuple[str, ...]
    rule: str


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    person: int  # the seat the person plays; every other seat is the AI, playing the lesson's moves
    moves: tuple[Action, ...]
    steps: dict[int, Step]  # by position in ``moves``: the person's moves the guide lights

    def say_key(self, step: Step) -> str:
        return f"lesson.{self.game}.{step.teach}" if step.teach else "lesson.carry_on"

    def why_key(self, step: Step) -> str:
        key = f"lesson.{self.game}.{step.teach}_why"
        return key if step.teach and CATALOGUE.has(key) else "lesson.why"

    def rule_key(self, step: Step) -> str:
        return f"lesson.{self.game}.rule.{step.rule}"

    def match(self, person: str, ai: list[str]) -> Match:
        """The lesson's game before its first move: the person in their seat, the AI (named) in the others."""
        names = iter(ai)
        seats = [Seat(person) if n == self.person else Seat(next(names), "ai", "easy") for n in range(self.players)]
        return Match.start(self.game, self.players, self.seed, self.options, seats)

    @property
    def person_moves(self) -> int:
        return len(self.steps)


def has_lesson(game: str) -> bool:
    return (FOLDER / f"{game}.yaml").is_file()


@cache
def load(game: str) -> Lesson:
    path = FOLDER / f"{game}.yaml"
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        return _read(game, raw)
    except (OSError, yaml.YAMLError, KeyError, TypeError, ActionSyntaxError) as error:
        raise LessonError(f"{path.name}: " + " ".join(str(error).split())) from error


def _read(game: str, raw: dict[str, Any]) -> Lesson:
    if raw["game"] != game:
        raise LessonError(f"{game}.yaml: the file is for {raw['game']}")
    person = int(raw.get("person", 0))
    moves: list[Action] = []
    steps: dict[int, Step] = {}
    rule = ""
    # Who makes each move is known only by playing them: the replay that checks the moves tells it.
    match = Match.start(game, int(raw["players"]), int(raw["seed"]), dict(raw.get("options") or {}))
    for entry in raw["moves"]:
        spec = entry if isinstance(entry, dict) else {"move": entry}
        action = Action.parse(str(spec["move"]))
        seat = match.state.current_player()
        if action not in match.state.legal_actions():
            raise LessonError(f"{game}.yaml: move {len(moves) + 1} ('{action}') is not legal there")
        if seat == person:
            rule = str(spec.get("rule", rule))
            point = spec.get("point", "move")
            step = Step(spec.get("teach"), tuple(point) if isinstance(point, list) else (str(point),), rule)
            _check_words(game, step)
            steps[len(moves)] = step
        elif isinstance(entry, dict):
            raise LessonError(f"{game}.yaml: move {len(moves) + 1} ('{action}') is the AI's: it teaches nothing")
        match.submit(action)
        moves.append(action)
    return Lesson(game, int(raw["players"]), int(raw["seed"]), dict(raw.get("options") or {}), person,
                  tuple(moves), steps)


def _check_words(game: str, step: Step) -> None:
    english = CATALOGUE.tables[FALLBACK]
    keys = [f"lesson.{game}.rule.{step.rule}"] + ([f"lesson.{game}.{step.teach}"] if step.teach else [])
    for key in keys:
        if key not in english:
            raise LessonError(f"{game}.yaml: the catalogue has no '{key}'")
