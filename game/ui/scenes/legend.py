"""The line of keys at the foot of the table: only the keys that act at that moment, each where it
acts (a key named there that did nothing taught the player to distrust the whole line)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import t

if TYPE_CHECKING:
    from .table import TableScene


def legend(scene: "TableScene") -> str:
    if scene.confirm.active:  # the strip takes its own keys and no other
        keys = ["confirm", "take_back"]
    elif scene.quick.active:  # asked of another person: never Enter or a digit, which the last one may press
        keys = ["let_go", "answer", "pause", "log", "hide"]
    elif scene.keyplay.held is not None:  # a piece picked up: where it may go, and back
        keys = ["tab", "arrows", "lay", "put_back", "log", "hide"]
    else:
        deciding = scene.owner is not None and scene.table.legal is not None
        focus = scene.keyplay.keys()  # something for Tab to reach
        keys = [*(["tab"] if focus else []), *(["arrows", "enter"] if scene.keyplay.focus.key is not None else []),
                *(["bar"] if scene.bar.buttons else []), "pause",
                *(["undo"] if scene._can_undo() else []), *(["hint"] if deciding else []), "log", "hide"]
    return " · ".join(t(f"table.key.{key}") for key in keys)
