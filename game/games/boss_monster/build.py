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

from .board import MONSTER, ROOM, draw_rooms, find, in_play, place, replace, room_count, spots
from .decisions import act, responses
from .flow import PASS, answer, ask, distinct, later, step

if TYPE_CHECKING:
    from game.engine.state import Decision

    from .state import BossMonsterState


def spot_arg(spot: int) -> int | str:
    """A place as an action argument: ``new`` at the entrance end, else the room it goes on."""
    return "new" if spot == 0 else spot


def spot_of(arg: int | str) -> int:
    return 0 if arg == "new" else int(arg)


def placements(s: BossMonsterState, seat: int, new: bool = True) -> list[Action]:
    return [Action("build", (card, spot_arg(spot))) for card in distinct(s.rooms[seat])
            for spot in spots(s, seat, card, new)]


@step("build-phase")
def build_phase(s: BossMonsterState, events: list[Event]) -> None:
    s.phase = "build"
    later(s, *[("builder", seat) for seat in in_play(s)], ("last-call",))


@step("builder")
def builder(s: BossMonsterState, events: list[Event], seat: int) -> None:
    s.active = seat
    s.builds_left = 0 if s.no_build else 1
    later(s, ("build-turn", seat))


@step("build-turn")
def build_turn(s: BossMonsterState, events: list[Event], seat: int) -> None:
    if s.builds_left <= 0 or s.no_build or s.out[seat]:
        return
    options = placements(s, seat) + responses(s, seat)
    if options:  # with nothing to place, cast or use, passing is all there is
        ask(s, "build", seat, options + [PASS])


@answer("build")
def answer_build(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    seat = d.seat
    if action.verb == "pass":
        s.builds_left = 0
        events.append(Event("build_passed", {"seat": seat}))
        return
    later(s, ("build-turn", seat))
    if action.verb != "build":
        act(s, seat, action, events)
        return
    card, spot = str(action.args[0]), spot_of(action.args[1])
    on = s.dungeons[seat][spot - 1].top if spot else None
    s.rooms[seat].remove(card)
    place(s, seat, card, spot, hidden=True)
    s.builds_left -= 1
    events.append(Event("room_placed", {"seat": seat, "position": max(spot, 1), "on": on}, {"room": card},
                        frozenset((seat,))))


@step("last-call")
def last_call(s: BossMonsterState, events: list[Event]) -> None:
    """Everyone may still cast Build spells before the reveal, most XP first."""
    s.active = None
    s.builds_left = 0
    later(s, ("window",))


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
                shown.append({"seat": seat, "position": i + 1, "room": st.top})
                built.setdefault(seat, []).append(st.mark())
    if shown:
        events.append(Event("rooms_revealed", {"rooms": shown}, chance=True))
    steps: list[tuple[object, ...]] = []
    for seat in in_play(s):
        steps.append(("level-check", seat))
        steps.extend(("when-built", seat, uid, height) for uid, height in built.get(seat, []))
    later(s, *steps)


@step("level-check")
def level_check(s: BossMonsterState, events: list[Event], seat: int) -> None:
    """Level Up fires once, the first time five rooms count in the dungeon."""
    if not s.leveled[seat] and not s.out[seat] and room_count(s, seat) == 5:
        s.leveled[seat] = True
        events.append(Event("level_up", {"seat": seat, "boss": s.bosses[seat]}))
        later(s, ("level-up", seat))


@step("when-built")
def when_built(s: BossMonsterState, events: list[Event], seat: int, uid: int, height: int) -> None:
    i = find(s, seat, uid)
    if i < 0:
        return
    st = s.dungeons[seat][i]
    if len(st.cards) != height or not st.active:
        return  # destroyed, covered or frozen before its ability could resolve
    card = st.top
    events.append(Event("room_built", {"seat": seat, "room": card, "position": i + 1}))
    if MONSTER[card]:
        for j, other in enumerate(s.dungeons[seat]):
            if j != i and other.active and not other.used and ROOM[other.top].timing == "on-build-monster":
                replace(s, seat, j, used=True)
                events.append(Event("ability", {"seat": seat, "room": other.top, "position": j + 1}))
                draw_rooms(s, seat, 1, events)
    if ROOM[card].timing == "when-built":
        later(s, ("room-effect", seat, card, ""))


def build_face_up(s: BossMonsterState, seat: int, card: str, spot: int, events: list[Event], why: str) -> None:
    """Builds at once, face up (Construction Zone, King Croak, Cleopatra): the room counts as built."""
    st = place(s, seat, card, spot, hidden=False)
    events.append(Event("room_placed", {"seat": seat, "position": max(spot, 1), "room": card, "why": why}))
    later(s, ("level-check", seat), ("when-built", seat, st.uid, len(st.cards)))


@step("offer-build-now")
def offer_build_now(s: BossMonsterState, events: list[Event], seat: int) -> None:
    """Construction Zone: one more room at once, even on the Zone itself."""
    if s.no_build:
        return
    options = placements(s, seat)
    if options:
        ask(s, "build-now", seat, options + [PASS])


@answer("build-now")
def answer_build_now(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    if action.verb == "pass":
        return
    card = str(action.args[0])
    s.rooms[d.seat].remove(card)
    build_face_up(s, d.seat, card, spot_of(action.args[1]), events, "construction-zone")
