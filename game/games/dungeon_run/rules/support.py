"""Assist and sabotage (rulebook, "Azioni Gratuite"), declared before any die of a fight, a disarm or a
flee is rolled, and the once-per-action reroll (rulebook, "Ritirare i dadi").

The heroes standing on the roller's tile are asked in turn order. An assistant lends half their
Might or Magic (printed value and training only, rounded down, at least 1) as extra dice; any
number of saboteurs take 2 dice away (never below 1), and each of them takes a wound if the roll
succeeds anyway. Cards that allow a reroll roll again the dice that missed, once per action.
Frames that roll keep ``helpers`` ([seat, dice] pairs), ``saboteurs`` and
``rerolled`` in their data.
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.flow import Frame

from ..dice import SABOTAGE
from ..heroes import base_stat, has, total
from ..state import FLOW, DungeonRunState, option, refusal, words



def _options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("assist", "might"), option("assist", "magic"), Action("sabotage"), Action("pass")]


def assist_dice(state: DungeonRunState, seat: int, stat: str) -> int:
    """Half the printed stat and training, rounded down, at least one, and what cards add."""
    return max(1, base_stat(state.heroes[seat], stat) // 2) + total(state.effects_of(seat), "helper")


def _act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    parent = state.frames[-2]
    seat = frame.seat
    if action.verb == "assist":
        stat = str(action.args[0])
        dice = assist_dice(state, seat, stat)
        parent.data["helpers"].append([seat, dice])
        state.emit("assist_declared", {"seat": seat, "roller": frame.data["roller"], "stat": stat, "dice": dice})
    elif action.verb == "sabotage":
        parent.data["saboteurs"].append(seat)
        state.emit("sabotage_declared", {"seat": seat, "roller": frame.data["roller"]})
    else:
        state.emit("support_passed", {"seat": seat, "roller": frame.data["roller"]})
    if frame.data["asked"]:
        frame.seat = frame.data["asked"].pop(0)
    else:
        state.pop(frame)


def _ask(state: DungeonRunState, frame: Frame) -> dict[str, Any]:
    roll = state.frames[-2]
    out: dict[str, Any] = {"roller_seat": frame.data["roller"], "roll": roll.kind}
    if roll.data.get("monster"):
        out["monster_card"] = roll.data["monster"]
    if roll.data.get("trap"):
        out["trap_card"] = roll.data["trap"]
    return out


def _say(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    if action.verb == "assist":
        dice = assist_dice(state, frame.seat, str(action.args[0]))
        key, args = words(action, stat=action.args[0], dice=dice)
        return (f"{key}-one" if dice == 1 else key), args
    if action.verb == "sabotage":
        return words(action, dice=SABOTAGE + (1 if has(state.effects_of(frame.seat), "spite") else 0))
    return words(action)


FLOW.decision("support", _options, _act, refuse=refusal("assist, sabotage or let the roll be"), ask=_ask, label=_say)


