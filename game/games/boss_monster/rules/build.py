"""The Build phase (rulebooks, "Fase Costruzione" / "Fase de Construção"), the reveal, Level Up and
"when you build" abilities.

Most XP first, each player is the active player: they may cast Build spells and use abilities, then
place a room face down at the entrance end or on one of their rooms, or pass. A last window lets
everyone cast before the rooms are revealed together; then, most XP first, each player's Level Up
(on their first fifth room) and their new rooms' "when you build" abilities resolve.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.events import Event

from ..board import (MAX_ROOMS, MONSTER, ROOM, draw_rooms, find, in_play, place, replace, room_count, spot_arg,
                     spot_of, spots, where)
from ..effects import asked, carry_out, hold_for_cost, responses
from ..state import PASS, ask, decision, distinct, later, step

if TYPE_CHECKING:
    from game.engine.flow import Frame

    from ..state import BossMonsterState


def placements(s: BossMonsterState, seat: int, new: bool = True) -> list[Action]:
    return [Action("build", (card, spot_arg(spot))) for card in distinct(s.rooms[seat])
            for spot in spots(s, seat, card, new)]


@step("build-phase")
def build_phase(s: BossMonsterState, events: list[Event]) -> None:
    s.phase = "build"
    later(s, *[("builder", {"seat": seat}) for seat in in_play(s)], ("last-call", {}))


@step("builder")
def builder(s: BossMonsterState, events: list[Event], seat: int) -> None:
    s.active = seat
    s.builds_left = 0 if "kobold-strike" in s.this_turn else 1
    ask(s, "build", seat)


def _build_options(s: BossMonsterState, f: Frame) -> list[Action]:
    """Asked whenever the builder may still build and holds a card or has an ability to use: what
    the hand holds is nobody else's business, so ``pass`` may be all there is."""
    seat = f.seat
    if s.builds_left <= 0 or "kobold-strike" in s.this_turn or s.out[seat]:
        return []
    if not (s.rooms[seat] or asked(s, seat)):
        return []
    return placements(s, seat) + responses(s, seat) + [PASS]


@decision("build", _build_options, hold=hold_for_cost)
def answer_build(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    seat = d.seat
    if action.verb == "pass":
        s.builds_left = 0
        events.append(Event("build_passed", {"seat": seat}))
        return
    ask(s, "build", seat)
    if action.verb != "build":
        carry_out(s, seat, action)
        return
    card, spot = str(action.args[0]), spot_of(action.args[1])
    on = s.dungeons[seat][spot - 1].top if spot else None
    s.rooms[seat].remove(card)
    place(s, seat, card, spot, hidden=True)
    s.builds_left -= 1
    events.append(Event("room_placed", {"seat": seat, **where(s, seat, max(spot, 1) - 1), "on": on}, {"room": card},
                        frozenset((seat,))))


@step("last-call")
def last_call(s: BossMonsterState, events: list[Event]) -> None:
    """Everyone may still cast Build spells before the reveal, most XP first."""
    s.active = None
    s.builds_left = 0
    later(s, ("window", {}))


@step("reveal")
def reveal(s: BossMonsterState, events: list[Event]) -> None:
    s.phase = "reveal"
    s.active = None
    shown = []
    built: dict[int, list[tuple[int, int]]] = {}
    for seat, rooms in enumerate(s.dungeons):
        for i, st in enumerate(rooms):
            if st.hidden:
                replace(s, seat, i, hidden=False)
                shown.append({"seat": seat, **where(s, seat, i), "room": st.top})
                built.setdefault(seat, []).append(st.mark())
    if shown:
        events.append(Event("rooms_revealed", {"rooms": shown}, chance=True))
    steps: list[tuple[str, dict[str, int]]] = []
    for seat in in_play(s):
        steps.append(("level-check", {"seat": seat}))
        steps.extend(("when-built", {"seat": seat, "uid": uid, "height": height})
                     for uid, height in built.get(seat, []))
    later(s, *steps)


@step("level-check")
def level_check(s: BossMonsterState, events: list[Event], seat: int) -> None:
    """Level Up fires once, the first time the dungeon is full (five rooms count in it)."""
    if not s.leveled[seat] and not s.out[seat] and room_count(s, seat) == MAX_ROOMS:
        s.leveled[seat] = True
        events.append(Event("level_up", {"seat": seat, "boss": s.bosses[seat]}))
        later(s, ("level-up", {"seat": seat}))


@step("when-built")
def when_built(s: BossMonsterState, events: list[Event], seat: int, uid: int, height: int) -> None:
    i = find(s, seat, uid)
    if i < 0:
        return
    st = s.dungeons[seat][i]
    if len(st.cards) != height or not st.active:
        return  # destroyed, covered or frozen before its ability could resolve
    card = st.top
    events.append(Event("room_built", {"seat": seat, "room": card, **where(s, seat, i)}))
    if MONSTER[card]:
        for j, other in enumerate(s.dungeons[seat]):
            if j != i and other.active and not other.used and ROOM[other.top].timing == "on-build-monster":
                replace(s, seat, j, used=True)
                events.append(Event("ability", {"seat": seat, "room": other.top, **where(s, seat, j)}))
                draw_rooms(s, seat, 1, events)
    if ROOM[card].timing == "when-built":
        later(s, ("room-effect", {"seat": seat, "card": card, "arg": ""}))


@step("build-face-up")
def build_face_up(s: BossMonsterState, events: list[Event], seat: int, card: str, spot: int, why: str) -> None:
    """Builds from the hand at once, face up (Construction Zone, King Croak, Cleopatra): the room
    counts as built."""
    s.rooms[seat].remove(card)
    st = place(s, seat, card, spot, hidden=False)
    events.append(Event("room_placed", {"seat": seat, **where(s, seat, max(spot, 1) - 1), "room": card, "why": why}))
    later(s, ("level-check", {"seat": seat}), ("when-built", {"seat": seat, "uid": st.uid, "height": len(st.cards)}))


def _build_now(s: BossMonsterState, f: Frame) -> list[Action]:
    """Construction Zone: one more room at once, even on the Zone itself. Asked whenever the
    builder holds a room, whether or not it fits: the hand is not shown."""
    if "kobold-strike" in s.this_turn or not s.rooms[f.seat]:
        return []
    return placements(s, f.seat) + [PASS]


@decision("build-now", _build_now, ask=lambda s, f: {"card": f.data["card"]})
def answer_build_now(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if action.verb == "build":
        later(s, ("build-face-up", {"seat": d.seat, "card": str(action.args[0]), "spot": spot_of(action.args[1]),
                                    "why": "construction-zone"}))
