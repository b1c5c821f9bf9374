"""The roll of a fight, a disarm or a flee: the assist and sabotage window opened before it (rulebook,
"Azioni Gratuite"), the dice it then comes to, what assistants and saboteurs get after it, and the
once-per-action reroll (rulebook, "Ritirare i dadi"). The window itself is the ``support`` frame
(``rules/support.py``); a frame that rolls keeps ``helpers`` ([seat, dice] pairs), ``saboteurs``
and ``rerolled`` in its data."""
from __future__ import annotations

from typing import Callable

from game.engine.flow import Frame

from .heroes import has, rerolls
from .outcomes import recover, wound_hero
from .state import DungeonRunState


SABOTAGE = 2


def supporters(state: DungeonRunState, roller: int, exclude: tuple[int, ...] = ()) -> list[int]:
    """Standing heroes on the roller's tile who could assist or sabotage, in turn order from the roller."""
    cell = state.heroes[roller].pos
    here = set(state.heroes_at(cell))
    n = state.players
    return [(roller + i) % n for i in range(1, n) if (roller + i) % n in here and (roller + i) % n not in exclude]


def open_window(state: DungeonRunState, frame: Frame, exclude: tuple[int, ...] = ()) -> None:
    """Asks the heroes beside ``frame.seat`` whether they assist or sabotage the roll to come."""
    frame.data.setdefault("helpers", [])
    frame.data.setdefault("saboteurs", [])
    asked = supporters(state, frame.seat, exclude)
    if asked:
        state.push("support", asked[0], roller=frame.seat, asked=asked[1:])


def dice_for(state: DungeonRunState, frame: Frame, base: int) -> int:
    """The roller's dice after assistance and sabotage; never fewer than one."""
    count = base + sum(d for _, d in frame.data.get("helpers", []))
    saboteurs = frame.data.get("saboteurs", [])
    if saboteurs and not has(state.effects_of(frame.seat), "steady"):
        spite = any(has(state.effects_of(s), "spite") for s in saboteurs)
        count -= SABOTAGE + (1 if spite else 0)
    return max(1, count)


def settle(state: DungeonRunState, frame: Frame, success: bool, why: str) -> None:
    """After the roll: assistants of a success recover a wound, saboteurs of a success take one."""
    if not success:
        return
    recover(state, [s for s, _ in frame.data.get("helpers", [])], "assist")
    for seat in frame.data.get("saboteurs", []):
        wound_hero(state, seat, 1, "sabotage-failed")


def may_reroll(state: DungeonRunState, frame: Frame, roll: str) -> bool:
    """A reroll is allowed once per action, whatever the number of reasons (rulebook, "Ritirare i dadi")."""
    return not frame.data.get("rerolled") and rerolls(state.effects_of(frame.seat), roll)


def reroll_some(state: DungeonRunState, frame: Frame, dice: list[int], which: list[int], why: str) -> list[int]:
    """Rolls again the dice at the given positions, once for the whole action."""
    frame.data["rerolled"] = True
    out = list(dice)
    for i in which:
        out[i] = state.rng.die()
    state.emit("dice_rerolled", {"seat": frame.seat, "before": list(dice), "after": list(out), "why": why},
               chance=True)
    return out


def reroll_misses(state: DungeonRunState, frame: Frame, dice: list[int], missed: Callable[[int], bool],
                  roll: str) -> list[int]:
    """A hero's own reroll: only dice that missed are rolled again, which can never hurt, so it is
    always taken when a card allows it and no reroll has happened yet in this action."""
    which = [i for i, d in enumerate(dice) if missed(d)]
    if which and may_reroll(state, frame, roll):
        return reroll_some(state, frame, dice, which, roll)
    return dice
