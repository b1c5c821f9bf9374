"""The Adventure phase (rulebooks, "Fase Avventura" / "Fase de Aventura").

Most XP first, each player with heroes at the entrance is the active player and sends them in one
at a time, first arrived first. In each room: the room's ability on entering, then its damage, then
a window for Adventure spells and abilities (active player first), then the hero leaves the room and
dies there if its damage reaches its health. A hero past the last room wounds the Boss. Deactivated
rooms are gaps the hero walks through.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import Event

from ..board import (EFFECT, ROOM, end_walk, health, in_play, kill, replace, room_damage, still_there, table_place,
                     where, wounds)
from ..effects import open_window
from ..state import later, step

if TYPE_CHECKING:
    from ..state import BossMonsterState


@step("adventure-phase")
def adventure_phase(s: BossMonsterState, events: list[Event]) -> None:
    s.phase = "adventure"
    later(s, *[("adventurer", {"seat": seat}) for seat in in_play(s)])


@step("adventurer")
def adventurer(s: BossMonsterState, events: list[Event], seat: int) -> None:
    """Sends the next hero at ``seat``'s entrance in, then comes back for the one after."""
    if s.out[seat]:
        return
    s.active = seat
    if s.flagged("trepidation", seat) or not s.entrance[seat]:
        return
    hero = s.entrance[seat].pop(0)
    s.walk_seat = seat
    s.walk_hero = hero
    s.walk_pos = -1
    s.walk_next = 0
    s.walk_here = None
    s.walk_damage = 0
    s.walk_leaving = False
    s.entered += 1
    events.append(Event("hero_enters", {"seat": seat, "hero": hero, "health": health(s, hero)}))
    later(s, ("walk", {}), ("adventurer", {"seat": seat}))


@step("walk")
def walk(s: BossMonsterState, events: list[Event]) -> None:
    hero = s.walk_hero
    if hero is None:
        return  # killed, or sent back to town, during a window
    seat = s.walk_seat
    assert seat is not None
    if s.walk_leaving and not _leave(s, seat, hero, events):
        return
    rooms = s.dungeons[seat]
    i = s.walk_next
    while i < len(rooms) and not rooms[i].active:
        i += 1
    if i >= len(rooms):
        s.wounds[seat].append(hero)
        end_walk(s)
        events.append(Event("boss_wounded", {"seat": seat, "hero": hero, "wounds": wounds(s, seat)}))
        return
    st = rooms[i]
    s.walk_pos, s.walk_next, s.walk_here = i, i + 1, st.mark()
    if EFFECT[st.top] == "send-back" and not s.flagged(st.top, [hero, st.uid]) and i > 0 and rooms[i - 1].active:
        # Minotaur's Maze: once per hero and turn, back into the room before, to walk it again.
        s.flag(st.top, [hero, st.uid])
        s.walk_next = i - 1
        events.append(Event("hero_sent_back", {"seat": seat, "hero": hero, "room": st.top, **where(s, seat, i),
                                               "to": i, "to_place": table_place(len(rooms), i)}))
        later(s, ("walk", {}))
        return
    damage = room_damage(s, seat, i)
    s.walk_damage += damage
    s.walk_leaving = True
    events.append(Event("room_damage", {"seat": seat, "hero": hero, "room": st.top, "position": i + 1,
                                        "damage": damage, "total": s.walk_damage, "health": health(s, hero)}))
    later(s, ("walk", {}))
    open_window(s)


def _leave(s: BossMonsterState, seat: int, hero: str, events: list[Event]) -> bool:
    """The hero leaves the room it is in; whether it lives to walk on into the next."""
    s.walk_leaving = False
    if s.walk_damage < health(s, hero):
        return True
    here = s.walk_here
    kill(s, seat, hero, events, "damage")
    end_walk(s)
    i = still_there(s, seat, here) if here else -1
    if i < 0:
        return False  # the room it died in is gone or deactivated: nothing there answers
    st = s.dungeons[seat][i]
    info = ROOM[st.top]
    if info.timing == "hero-dies-here" and not (info.once_per_turn and st.used):
        replace(s, seat, i, used=True)
        events.append(Event("ability", {"seat": seat, "room": st.top, **where(s, seat, i), "hero": hero}))
        later(s, ("room-effect", {"seat": seat, "card": st.top, "arg": ""}))
    return False
