"""What a hero may do on their turn: the six actions, the special actions cards and tiles grant, the
free ones, and ending the turn. Each verb's options and play live with its rules; this table only
puts them in one readable order."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.engine.actions import Action
from game.engine.flow import Frame

if TYPE_CHECKING:
    from .state import DungeonRunState

Options = Callable[["DungeonRunState", Frame], list[Action]]
Act = Callable[["DungeonRunState", Frame, Action], None]
VERBS: dict[str, tuple[Options, Act]] = {}
END = Action("end")


def offer(name: str, options: Options, act: Act) -> None:
    VERBS[name] = (options, act)


def options(state: "DungeonRunState", frame: Frame) -> list[Action]:
    out: list[Action] = []
    for listed, _ in VERBS.values():
        out.extend(listed(state, frame))
    out.append(END)
    return out


def act(state: "DungeonRunState", frame: Frame, action: Action) -> None:
    if action == END:
        frame.data["left"] = 0
        frame.data["stopped"] = True
        state.emit("turn_ended", {"seat": frame.seat})
        return
    VERBS[action.verb][1](state, frame, action)
