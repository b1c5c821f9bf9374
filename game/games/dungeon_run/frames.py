"""The kinds of frame on the decision stack and what each does.

Every step of a procedure that may wait for a player (a combat, a flee, an equip action) is a
``Decision`` frame. A kind gives ``options`` (the legal actions while it waits), ``act`` (plays one of
them) and ``step`` (runs the automatic part; returns True when it waits for its seat). Frame data
holds only scalars and flat lists, so that a clone copies it with one list copy per value.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from game.engine.actions import Action
from game.engine.state import Decision

if TYPE_CHECKING:
    from .state import DungeonRunState

Options = Callable[["DungeonRunState", Decision], list[Action]]
Act = Callable[["DungeonRunState", Decision, Action], None]
Step = Callable[["DungeonRunState", Decision], bool]


@dataclass(frozen=True)
class FrameKind:
    options: Options
    act: Act
    step: Step
    # What the seat is asked, for the prompt and for the reason of a refused action.
    asks: str


KINDS: dict[str, FrameKind] = {}


def waits(state: "DungeonRunState", frame: Decision) -> bool:
    return True


def no_options(state: "DungeonRunState", frame: Decision) -> list[Action]:
    return []


def never(state: "DungeonRunState", frame: Decision, action: Action) -> None:
    raise AssertionError(f"frame {frame.kind} takes no actions")


def register(kind: str, asks: str, options: Options = no_options, act: Act = never, step: Step = waits) -> None:
    if kind in KINDS:
        raise ValueError(f"frame kind {kind!r} registered twice")
    KINDS[kind] = FrameKind(options, act, step, asks)


def copy_frame(frame: Decision) -> Decision:
    return Decision(frame.kind, frame.seat, {k: list(v) if isinstance(v, list) else v for k, v in frame.data.items()})


def plain(value: Any) -> Any:
    """Tuples as lists, recursively: what a snapshot holds after a trip through JSON."""
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


def option(verb: str, *args: int | str) -> Action:
    """An action offered by the rules; its arguments are card ids, directions and numbers, which all
    survive the text form, so the engine's checking constructor is skipped on this hot path."""
    return Action(verb, args)
