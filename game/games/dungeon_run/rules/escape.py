"""The Flee action (rulebook, "Azione di Fuga" and "Scappare dagli Eroi nel fine-partita"): roll
Dexterity; a die at or above the monster's escape value gets the hero away, and they move on as
usual, without the rules that change ordinary movement (the Arena's exit roll); a failure gives the
monster a free attack. In the endgame a hero sharing a tile with other heroes flees them with a 4 or
more, and they get no free attack; with a monster there too, the flee from it counts for both."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.flow import Frame

from ..dangers import monster_free_attack
from ..dice import dice_for, open_window, reroll_misses, settle
from ..grid import direction_of, step
from ..heroes import CARDS, extra_dice, has, stat_value
from ..menu import offer
from ..paths import DIRS, blocked_by_hero, can_leave_by
from ..state import FLOW, DungeonRunState, cell_args, option, spend_action

HERO_ESCAPE, SWIFT_ESCAPE = 4, 3  # fleeing other heroes in the endgame (rulebook, "Scappare dagli Eroi")


def _menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    cell = state.heroes[frame.seat].pos
    if not state.monster_at(cell) and not blocked_by_hero(state, frame.seat):
        return []
    return [option("flee", DIRS[d]) for d in range(4) if can_leave_by(state, cell, d)]


def _menu_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    seat = frame.seat
    monster = state.monster_at(state.heroes[seat].pos) or ""
    flee = state.push("flee", seat, dir=str(action.args[0]), monster=monster, dice=[], rerolled=False)
    open_window(state, flee)


def _say_flee(state: DungeonRunState, frame: Frame, action: Action) -> dict[str, Any]:
    here = state.heroes[frame.seat].pos
    target = step(here, direction_of(str(action.args[0])))
    monster = state.monster_at(here) or ""
    face, count = flee_needs(state, frame.seat, monster)
    return {"dir": action.args[0], **cell_args(target), "monster_card": monster or None, "needs": face, "count": count}


offer("flee", _menu, _menu_act, _say_flee)


def needs(state: DungeonRunState, frame: Frame) -> tuple[int, int]:
    """The face a die must reach and how many such dice the flee needs."""
    return flee_needs(state, frame.seat, frame.data["monster"])


def flee_needs(state: DungeonRunState, seat: int, monster: str) -> tuple[int, int]:
    if monster:
        card = CARDS.monsters[monster]
        return card.escape, 2 if card.has("sticky") else 1
    return (SWIFT_ESCAPE if has(state.effects_of(seat), "swift") else HERO_ESCAPE), 1


def _succeeds(state: DungeonRunState, frame: Frame) -> bool:
    face, count = needs(state, frame)
    return sum(d >= face for d in frame.data["dice"]) >= count


def _step(state: DungeonRunState, frame: Frame) -> bool:
    seat = frame.seat
    found = state.effects_of(seat)
    base = stat_value(state.heroes[seat], "dexterity", found) + extra_dice(found, "flee")
    frame.data["dice"] = state.roll(dice_for(state, frame, base))
    state.emit("flee_rolled", {"seat": seat, "monster": frame.data["monster"] or None,
                               "dice": list(frame.data["dice"]), "needs": list(needs(state, frame))},
               chance=True)
    if not _succeeds(state, frame):
        face, _ = needs(state, frame)
        frame.data["dice"] = reroll_misses(state, frame, frame.data["dice"], lambda d: d < face, "flee")
    _finish(state, frame)
    return False


def _finish(state: DungeonRunState, frame: Frame) -> None:
    seat, monster = frame.seat, frame.data["monster"]
    state.pop(frame)
    success = _succeeds(state, frame)
    state.emit("flee_result", {"seat": seat, "escaped": success, "monster": monster or None})
    settle(state, frame, success, "flee")
    if not state.heroes[seat].standing:
        return
    if success:
        state.push("go", seat, dir=frame.data["dir"])  # the walk of the Move action (rules/explore.py)
    elif monster and state.monster_at(state.heroes[seat].pos) == monster:
        monster_free_attack(state, monster, seat, "failed-flee")


FLOW.step("flee", _step)
