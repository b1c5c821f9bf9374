"""How play moves: a stack of frames, each a step to carry out or a decision to wait for.

A step is a tuple ``(name, *args)`` of plain data; a decision is an engine ``Decision`` whose data
holds its legal ``options`` (computed when it is pushed: nothing changes before it is answered).
``run`` carries out steps from the top until a decision is on top, so the whole game (setup,
phases, effects half-way through) is data: copying or saving a state copies where it stands.
Frames are never changed in place, so a copy of a state may share them.

The rules modules register their steps with ``@step`` and their decisions' answers with
``@answer``; a decision's kind names both its answer and the prompt the window shows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.state import Decision

if TYPE_CHECKING:
    from .state import BossMonsterState

StepFn = Callable[..., None]
AnswerFn = Callable[["BossMonsterState", Decision, Action, list[Event]], None]

STEPS: dict[str, StepFn] = {}
ANSWERS: dict[str, AnswerFn] = {}
PASS = Action("pass")


def step(name: str) -> Callable[[StepFn], StepFn]:
    def register(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn
    return register


def answer(name: str) -> Callable[[AnswerFn], AnswerFn]:
    def register(fn: AnswerFn) -> AnswerFn:
        ANSWERS[name] = fn
        return fn
    return register


def later(s: BossMonsterState, *steps: tuple[Any, ...]) -> None:
    """Queues steps on top of the stack so that they run in the order given, before what was there."""
    s.frames.extend(reversed(steps))


def ask(s: BossMonsterState, kind: str, seat: int, options: Iterable[Action], /, **data: Any) -> None:
    """Pushes a decision for ``seat`` among ``options``."""
    opts = tuple(options)
    assert opts, f"decision {kind} without options"
    s.frames.append(Decision(kind, seat, {"options": opts, **data}))


def run(s: BossMonsterState, events: list[Event]) -> None:
    s.strengths = None  # the position is changing: an earlier evaluation no longer holds
    frames = s.frames
    while frames:
        top = frames[-1]
        if type(top) is Decision:
            return
        frames.pop()
        STEPS[top[0]](s, events, *top[1:])


def distinct(cards: Iterable[str]) -> list[str]:
    """Each card id once, in first-seen order: copies of a card make one choice, not several."""
    return list(dict.fromkeys(cards))
