"""Taking your chances ("Giocati le tue possibilità"): two dice; each 1-4 moves its monster one step
toward the village whose total for it is higher (a double moves it once, a tie leaves it)."""
from __future__ import annotations

from game.engine.events import Event
from game.engine.flow import Frame

from ..cards import DICE, MONSTERS, ROLL, VALUES, rolled_counts
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
    frame.kind = "draw"  # then a card is drawn
    pair = s.rng.below(6 ** DICE)  # both dice from one draw
    a, b = pair // 6 + 1, pair % 6 + 1
    s.last_roll = [a, b]
    events = s.events
    events.append(Event("dice_rolled", {"seat": frame.seat, "dice": [a, b]}, chance=True))
    # The lower die first; a double moves its monster once. Written out without a sort or a list:
    # every random game and every AI playout rolls here each turn.
    low, high = (a, b) if a <= b else (b, a)
    for die in ((low,) if low == high else (low, high)):
        if die > 4:
            break
        m = die - 1
        t0, t1 = s.sums[2 * m], s.sums[2 * m + 1]
        if s.rolled[2 * m] or s.rolled[2 * m + 1]:
            t0, t1 = with_rolls(s, m, t0, t1)
        before = s.monsters[m]
        if t0 == t1:
            events.append(Event("monster_stays", {"monster": MONSTERS[m], "totals": [t0, t1], "position": before,
                                                  "why": "tie"}))
            continue
        after = toward(before, 0 if t0 > t1 else 1)
        s.monsters[m] = after
        kind = "monster_moved" if after != before else "monster_stays"
        events.append(Event(kind, {"monster": MONSTERS[m], "totals": [t0, t1], "from": before, "position": after,
                                     "why": "end" if after == before else "pull"}))
    return False


def with_rolls(s: MonsterDayState, m: int, t0: int, t1: int) -> tuple[int, int]:
    """The totals with the rolled values of the Pawns and Courts on top added."""
    out = [t0, t1]
    for space, stack in enumerate(s.spaces):
        if stack and VALUES[stack[-1]][m] == ROLL:
            out[space // 3] += roll_value(s, stack[-1], m, space // 3)
    return out[0], out[1]


def roll_value(s: MonsterDayState, card: str, m: int, village: int) -> int:
    """A Pawn or Court: the space's owner rolls 2d6 each time its value is needed."""
    pair = s.rng.below(6 ** DICE)
    a, b = pair // 6 + 1, pair % 6 + 1
    counts = rolled_counts(m, a + b)
    s.events.append(Event("value_rolled", {"seat": village, "card": card, "monster": MONSTERS[m], "dice": [a, b],
                                           "value": a + b, "counts": counts}, chance=True))
    return a + b if counts else 0


FLOW.step("chances", chances)
