"""What a hero may do on their turn: the six actions, the special actions cards and tiles grant, the
free ones, and ending the turn. Each verb's options and play live with its rules; this table only
puts them in one readable order."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.engine.actions import Action
from game.engine.state import Decision

if TYPE_CHECKING:
    from .state import DungeonRunState

Options = Callable[["DungeonRunState", Decision], list[Action]]
Act = Callable[["DungeonRunState", Decision, Action], None]
VERBS: dict[str, tuple[Options, Act]] = {}
END = Action("end")


def verb(name: str, options: Options, act: Act) -> None:
    VERBS[name] = (options, act)


def options(state: "DungeonRunState", frame: Decision) -> list[Action]:
    out: list[Action] = []
    for listed, _ in VERBS.values():
        out.extend(listed(state, frame))
    out.append(END)
    return out


def act(state: "DungeonRunState", frame: Decision, action: Action) -> None:
    if action == END:
        frame.data["left"] = 0
        frame.data["stopped"] = True
        state.emit("turn_ended", {"seat": frame.seat})
        return
    VERBS[action.verb][1](state, frame, action)
