"""What a hero may do on their turn: the six actions, the special actions cards and tiles grant, the
free ones, and ending the turn. Each verb's options, play and words live with its rules; this table
only puts them in one readable order."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from game.engine.actions import Action
from game.engine.flow import Frame, Words

if TYPE_CHECKING:
    from .state import DungeonRunState

Options = Callable[["DungeonRunState", Frame], list[Action]]
Act = Callable[["DungeonRunState", Frame, Action], None]
# An option's arguments in words (which tile, hero, monster or card it concerns), or its words whole when
# the verb is worded more than one way.
Say = Callable[["DungeonRunState", Frame, Action], "dict[str, Any] | Words"]
VERBS: dict[str, tuple[Options, Act, Say | None]] = {}
END = Action("end")


def offer(name: str, options: Options, act: Act, say: Say | None = None) -> None:
    VERBS[name] = (options, act, say)


def options(state: "DungeonRunState", frame: Frame) -> list[Action]:
    out: list[Action] = []
    for listed, _, _ in VERBS.values():
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


def label(state: "DungeonRunState", frame: Frame, action: Action) -> Words:
    say = VERBS[action.verb][2] if action.verb in VERBS else None
    said = say(state, frame, action) if say else {}
    return said if isinstance(said, tuple) else (f"dungeon-run.action.{action.verb}", said)
