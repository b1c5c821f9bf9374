"""Spells (rulebooks, "Carte: Incantesimi" / "Magias", and the glossary's "Cancella"/"Cancelar").

Casting takes the card from the hand and declares its target; then a cancel window (Counterspell,
All-Seeing Eye) for whoever may answer, active player first; then, if a player other than the
active one cast it, the active player may answer first, because their effects always resolve
before the others'; then it resolves, unless it was cancelled or its target is gone, and goes to
the discard pile either way. The walking hero is the only hero inside a dungeon, so spells aimed
at "a hero in a dungeon" take it without a choice.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from game.engine.actions import Action
from game.engine.events import Event

from ..board import (SPELL, destroy, draw_rooms, draw_spells, end_walk, in_play, kill, opponents, replace,
                     return_dead, room_count, still_there, table_place)
from ..effects import ROOM_TARGETS, WALKER_TARGETS, target_options
from ..state import ask, decision, distinct, later, step

if TYPE_CHECKING:
    from game.engine.flow import Frame

    from ..state import BossMonsterState


@step("cast")
def start_cast(s: BossMonsterState, events: list[Event], seat: int, spell: str, target: Any = None) -> None:
    """Takes the spell from the hand and declares it; its target, the answers and its resolution follow."""
    s.spells[seat].remove(spell)
    if SPELL[spell].target in WALKER_TARGETS:
        target = s.walk_hero
    s.casts.append([seat, spell, target, False])
    idx = len(s.casts) - 1
    events.append(Event("spell_cast", {"seat": seat, "spell": spell, "target": _shown(s, target, spell)}))
    later(s, ("spell-target", {"seat": seat, "cast": idx}), ("cancels", {"cast": idx}),
          ("active-answers", {"cast": idx}), ("resolve-spell", {"idx": idx}))


def _shown(s: BossMonsterState, target: Any, spell: str) -> Any:
    """A target as the log shows it: a room as [seat, place, room] (the room left out while it is face
    down), a cast spell by name."""
    if target is None:
        return None
    kind = SPELL[spell].target
    if kind in ROOM_TARGETS:
        p, uid, height = target
        i = still_there(s, p, (uid, height))
        shown = [p, table_place(len(s.dungeons[p]), i + 1)]
        return shown if i < 0 or s.dungeons[p][i].hidden else [*shown, s.dungeons[p][i].top]
    if kind == "spell":
        return s.casts[target][1]
    return target


def _targets(s: BossMonsterState, f: Frame) -> list[Action]:
    seat, spell, target, _ = s.casts[f.data["cast"]]
    if target is not None or SPELL[spell].target in ("none", "spell"):
        return []
    return target_options(s, seat, spell)


@decision("spell-target", _targets, ask=lambda s, f: {"card": s.casts[f.data["cast"]][1]})
def answer_target(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    idx = d.data["cast"]
    spell = s.casts[idx][1]
    if SPELL[spell].target in ROOM_TARGETS:
        p, pos = int(action.args[0]), int(action.args[1])
        target: Any = [p, *s.dungeons[p][pos - 1].mark()]
    else:
        target = action.args[0]
    s.casts[idx][2] = target
    events.append(Event("spell_target", {"seat": d.seat, "spell": spell, "target": _shown(s, target, spell)}))


def _still_valid(s: BossMonsterState, seat: int, spell: str, target: Any) -> bool:
    kind = SPELL[spell].target
    if kind in ROOM_TARGETS:
        p, uid, height = target
        return still_there(s, p, (uid, height)) >= 0
    if kind in WALKER_TARGETS:
        return s.walk_hero == target
    if kind == "town-hero":
        return target in s.town
    if kind == "dead-hero":
        return any(target in s.souls[p] for p in opponents(s, seat))
    if kind == "richer-player":
        return not s.out[target]
    return True


@step("resolve-spell")
def resolve_spell(s: BossMonsterState, events: list[Event], idx: int) -> None:
    assert idx == len(s.casts) - 1, "spells resolve last cast first"
    seat, spell, target, cancelled = s.casts.pop()
    s.discard.append(spell)
    if cancelled:
        events.append(Event("spell_cancelled", {"seat": seat, "spell": spell}))
        return
    if not _still_valid(s, seat, spell, target):
        events.append(Event("spell_fizzled", {"seat": seat, "spell": spell}))
        return
    events.append(Event("spell_resolves", {"seat": seat, "spell": spell}))
    later(s, ("own-cast", {"seat": seat}))
    info = SPELL[spell]
    EFFECTS[info.effect](s, seat, target, info.amount, events)


# --- the effects ------------------------------------------------------------------------------

Effect = Callable[["BossMonsterState", int, Any, int, list[Event]], None]


def _room(s: BossMonsterState, target: list[int]) -> tuple[int, int]:
    p, uid, height = target
    return p, still_there(s, p, (uid, height))


def room_damage_bonus(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    p, i = _room(s, target)
    st = replace(s, p, i, bonus=s.dungeons[p][i].bonus + amount)
    events.append(Event("room_boosted", {"seat": p, "room": st.top, "position": i + 1, "bonus": st.bonus}))


def hero_health_bonus(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    events.append(Event("hero_boosted", {"hero": target, "bonus": s.add_health(target, amount)}))


def destroy_room_and_hero(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    """Cave-In: the room goes; a hero inside dies. Its own "destroy this room" ability does not fire."""
    p, i = _room(s, target)
    if s.walk_hero is not None and s.walk_seat == p and s.walk_here == s.dungeons[p][i].mark():
        kill(s, p, s.walk_hero, events, "cave-in")
    destroy(s, p, i, events, "cave-in")


def cancel_spell(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    s.casts[target][3] = True


def damage_per_room(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    damage = room_count(s, seat)
    s.walk_damage += damage
    events.append(Event("hero_damaged", {"seat": seat, "hero": target, "damage": damage, "total": s.walk_damage}))


def hero_to_town(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    s.town.append(target)
    end_walk(s)
    events.append(Event("hero_to_town", {"hero": target}))


def deactivate_room(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    p, i = _room(s, target)
    st = replace(s, p, i, frozen=True)
    events.append(Event("room_deactivated", {"seat": p, "room": st.top, "position": i + 1}))


def new_hands(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    """Jeopardy: whole hands to the discard pile, then one spell and two rooms each."""
    for p in in_play(s):
        thrown = s.rooms[p] + s.spells[p]
        s.discard.extend(thrown)
        s.rooms[p], s.spells[p] = [], []
        events.append(Event("hand_discarded", {"seat": p, "cards": thrown}))
    for p in in_play(s):
        draw_spells(s, p, 1, events)
        draw_rooms(s, p, 2, events)


def stop_building(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    """Kobold Strike: no more building this turn; face-down rooms go back to their owners' hands."""
    s.this_turn["kobold-strike"] = True
    s.builds_left = 0
    for p, rooms in enumerate(s.dungeons):
        for i in range(len(rooms) - 1, -1, -1):
            st = rooms[i]
            if st.hidden:
                if len(st.cards) > 1:
                    rooms[i] = st._replace(cards=st.cards[:-1], hidden=False)
                else:
                    del rooms[i]
                s.rooms[p].append(st.top)
                events.append(Event("room_returned", {"seat": p}, {"room": st.top}, frozenset((p,))))


def build_allowance(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    s.builds_left += 1


def hero_to_your_entrance(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    s.town.remove(target)
    s.entrance[seat].append(target)
    events.append(Event("hero_moved", {"hero": target, "seat": seat, "from": "town"}))


def trade_soul_for_spells(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    # Skipped if the souls went (Zombie Attack) between casting and resolving. The soul is the
    # spell's cost, chosen only now: the card was shown and answered, so it cannot be declined.
    ask(s, "harvest", seat, decline="spell-cast")


@decision("harvest", lambda s, f: [Action("remove", (h,)) for h in distinct(s.souls[f.seat])],
          ask=lambda s, f: {"decline": f.data["decline"]})
def answer_harvest(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    hero = str(action.args[0])
    s.souls[d.seat].remove(hero)
    s.removed.append(hero)
    events.append(Event("soul_removed", {"seat": d.seat, "hero": hero}))
    draw_spells(s, d.seat, 2, events)


def back_to_first_room(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    s.walk_next = 0  # it still leaves its room first, and dies there if it must
    events.append(Event("hero_teleported", {"seat": seat, "hero": target}))


def entrance_waits(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    s.flag("trepidation", target)
    events.append(Event("entrance_waits", {"seat": target}))


def dead_hero_to_entrance(s: BossMonsterState, seat: int, target: Any, amount: int, events: list[Event]) -> None:
    return_dead(s, target, amount, events)


EFFECTS: dict[str, Effect] = {
    "room-damage-bonus": room_damage_bonus,
    "hero-health-bonus": hero_health_bonus,
    "destroy-room-and-hero": destroy_room_and_hero,
    "cancel-spell": cancel_spell,
    "damage-per-room": damage_per_room,
    "hero-to-town": hero_to_town,
    "deactivate-room": deactivate_room,
    "new-hands": new_hands,
    "stop-building": stop_building,
    "build-allowance": build_allowance,
    "hero-to-your-entrance": hero_to_your_entrance,
    "trade-soul-for-spells": trade_soul_for_spells,
    "back-to-first-room": back_to_first_room,
    "entrance-waits": entrance_waits,
    "dead-hero-to-entrance": dead_hero_to_entrance,
}
