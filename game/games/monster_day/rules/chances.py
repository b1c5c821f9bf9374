"""Taking your chances ("Giocati le tue possibilità"): two dice; each 1-4 moves its monster one step
toward the village whose total for it is higher (a double moves it once, a tie leaves it)."""
from __future__ import annotations

from game.engine.flow import Frame

from ..cards import MONSTERS, ROLL, VALUES, rolled_counts
from ..state import FLOW, MonsterDayState


def toward(position: int, seat: int) -> int:
    """One move toward ``seat``'s village: the start is skipped, the far end holds."""
    if seat == 0:
        if position == -3:
            return position
        return -1 if position in (0, 1) else position - 1
    if position == 3:
        return position
    return 1 if position in (0, -1) else position + 1


def chances(s: MonsterDayState, frame: Frame) -> bool:
    s.pop(frame)
    pair = s.rng.below(36)  # both dice from one draw
    a, b = pair // 6 + 1, pair % 6 + 1
    s.last_roll = [a, b]
    s.emit("dice_rolled", {"seat": frame.seat, "dice": [a, b]}, chance=True)
    moving = [d for d in ((a,) if a == b else (a, b)) if d <= 4]
    for die in sorted(moving):
        m = die - 1
        t0, t1 = totals(s, m)
        before = s.monsters[m]
        if t0 == t1:
            s.emit("monster_stays", {"monster": MONSTERS[m], "totals": [t0, t1], "position": before, "why": "tie"})
            continue
        after = toward(before, 0 if t0 > t1 else 1)
        s.monsters[m] = after
        kind = "monster_moved" if after != before else "monster_stays"
        s.emit(kind, {"monster": MONSTERS[m], "totals": [t0, t1], "from": before, "position": after,
                      "why": "end" if after == before else "pull"})
    return False


def totals(s: MonsterDayState, m: int) -> tuple[int, int]:
    out = [s.sums[2 * m], s.sums[2 * m + 1]]
    if s.rolled[2 * m] or s.rolled[2 * m + 1]:
        for space, stack in enumerate(s.spaces):
            if stack and VALUES[stack[-1]][m] == ROLL:
                out[space // 3] += roll_value(s, stack[-1], m, space // 3)
    return out[0], out[1]


def roll_value(s: MonsterDayState, card: str, m: int, village: int) -> int:
    """A Pawn or Court: the space's owner rolls 2d6 each time its value is needed."""
    pair = s.rng.below(36)
    a, b = pair // 6 + 1, pair % 6 + 1
    counts = rolled_counts(m, a + b)
    s.emit("value_rolled", {"seat": village, "card": card, "monster": MONSTERS[m], "dice": [a, b],
                            "value": a + b, "counts": counts}, chance=True)
    return a + b if counts else 0


FLOW.step("chances", chances)
