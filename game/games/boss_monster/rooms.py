"""Room abilities (rulebooks, "Carte: Stanze" and the glossary's "Abilità ad attivazione",
"Costruisci", "Distruggi", "Cura", "Scarta", "Scegli").

Passive abilities (Goblin Armory, Dizzygas Hallway, Monster's Ballroom, Neanderthal Cave, Minotaur's
Maze) live where damage and building are worked out (``board``, ``adventure``). Here are the rest:
activated abilities with their costs, used whenever a spell could be cast; the triggers ("when a
hero dies here", "when you build", "when another room is destroyed", "when you cast"); and one
function per effect name used in ``cards/boss_monster/rooms.yaml``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from game.engine.actions import Action
from game.engine.events import Event

from .board import (HERO, MONSTER, ROOM, Stack, destroy, discard_from_hand, draw_rooms, draw_spells, find, in_play,
                    kill, opponents, replace, return_dead)
from .flow import PASS, answer, ask, distinct, later, step

if TYPE_CHECKING:
    from game.engine.state import Decision

    from .state import BossMonsterState

HERE_EFFECTS = ("kill-hero-here", "five-damage-here")
ACTIVATED = {r.id: r for r in ROOM.values() if r.timing == "activated"}


def once_per_turn(s: BossMonsterState, card: str) -> bool:
    info = ROOM[card]
    if info.effect == "all-rooms-plus-two" and s.rules.crushinator == "unlimited":
        return False
    return info.once_per_turn


def _hero_here(s: BossMonsterState, seat: int, st: Stack) -> bool:
    return s.walk_hero is not None and s.walk_seat == seat and s.walk_here == st.mark()


# What an activated ability needs beyond its cost to be worth declaring at all.
USE_CHECKS: dict[str, Callable[["BossMonsterState", int, Stack], bool]] = {
    "kill-hero-here": _hero_here,
    "five-damage-here": _hero_here,
    "opponent-discards-blind-room": lambda s, seat, st: any(s.rooms[p] for p in opponents(s, seat)),
    "dead-hero-to-entrance": lambda s, seat, st: any(s.souls[p] for p in opponents(s, seat)),
}


def _can_pay(s: BossMonsterState, seat: int, i: int, cost: str) -> bool:
    if cost == "destroy-another":
        return any(st.active for j, st in enumerate(s.dungeons[seat]) if j != i)
    if cost == "discard-two-rooms":
        return len(s.rooms[seat]) >= 2
    if cost == "discard-monster-room":
        return any(MONSTER[r] for r in s.rooms[seat])
    if cost == "discard-spell":
        return bool(s.spells[seat])
    return True


def usable(s: BossMonsterState, seat: int) -> list[Action]:
    """``use ROOM POSITION`` for each activated ability ``seat`` may use now."""
    out = []
    for i, st in enumerate(s.dungeons[seat]):
        info = ACTIVATED.get(st.cards[-1])
        if info is None or st.hidden or st.frozen or s.phase not in info.phases:
            continue
        if st.used and once_per_turn(s, st.top):
            continue
        check = USE_CHECKS.get(info.effect)
        if _can_pay(s, seat, i, info.cost) and (check is None or check(s, seat, st)):
            out.append(Action("use", (st.top, i + 1)))
    return out


def eyes(s: BossMonsterState, seat: int) -> list[Action]:
    """All-Seeing Eyes ``seat`` may use to cancel an opponent's spell being cast."""
    if not s.spells[seat]:
        return []
    return [Action("use", (st.top, i + 1)) for i, st in enumerate(s.dungeons[seat])
            if st.active and not st.used and ROOM[st.top].timing == "on-opponent-cast"]


def activate(s: BossMonsterState, seat: int, i: int, events: list[Event]) -> None:
    """Declares the activated ability of ``seat``'s room at index ``i``: pays the cost, then the effect."""
    st = s.dungeons[seat][i]
    card = st.top
    if once_per_turn(s, card):
        replace(s, seat, i, used=True)
    info = ROOM[card]
    events.append(Event("ability", {"seat": seat, "room": card, "position": i + 1}))
    arg = s.walk_hero if info.effect in HERE_EFFECTS else ""
    later(s, ("pay", seat, info.cost, st.uid), ("room-effect", seat, card, arg))


def answer_with_eye(s: BossMonsterState, seat: int, i: int, cast: int, events: list[Event]) -> None:
    """All-Seeing Eye: discard a spell to cancel the spell being cast. An ability: no spell can stop it."""
    st = replace(s, seat, i, used=True)
    events.append(Event("ability", {"seat": seat, "room": st.top, "position": i + 1}))
    later(s, ("pay", seat, "discard-spell", st.uid), ("cancel-cast", cast, seat))


@step("cancel-cast")
def cancel_cast(s: BossMonsterState, events: list[Event], cast: int, seat: int) -> None:
    s.casts[cast][3] = True
    events.append(Event("spell_answered", {"seat": seat, "spell": s.casts[cast][1], "by": "all-seeing-eye"}))


# --- costs ------------------------------------------------------------------------------------

DISCARD_POOLS: dict[str, Callable[["BossMonsterState", int], list[str]]] = {
    "rooms": lambda s, seat: distinct(s.rooms[seat]),
    "monster-rooms": lambda s, seat: distinct(r for r in s.rooms[seat] if MONSTER[r]),
    "spells": lambda s, seat: distinct(s.spells[seat]),
}
COST_DISCARDS = {"discard-two-rooms": ("rooms", 2), "discard-monster-room": ("monster-rooms", 1),
                 "discard-spell": ("spells", 1)}


@step("pay")
def pay(s: BossMonsterState, events: list[Event], seat: int, cost: str, uid: int) -> None:
    if cost == "destroy-this":
        destroy(s, seat, find(s, seat, uid), events, "cost")
    elif cost == "destroy-another":
        ask(s, "pay-destroy", seat, [Action("destroy", (st.top, j + 1)) for j, st in enumerate(s.dungeons[seat])
                                     if st.active and st.uid != uid])
    elif cost in COST_DISCARDS:
        pool, count = COST_DISCARDS[cost]
        later(s, ("discard-choice", seat, pool, count, "cost"))


@answer("pay-destroy")
def answer_pay_destroy(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    destroy(s, d.seat, int(action.args[1]) - 1, events, "cost")


@step("discard-choice")
def discard_choice(s: BossMonsterState, events: list[Event], seat: int, pool: str, count: int, why: str) -> None:
    cards = DISCARD_POOLS[pool](s, seat)
    if count > 0 and cards:
        ask(s, "discard", seat, [Action("discard", (c,)) for c in cards], pool=pool, left=count, why=why)


@answer("discard")
def answer_discard(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    discard_from_hand(s, d.seat, str(action.args[0]), events, d.data["why"])
    later(s, ("discard-choice", d.seat, d.data["pool"], d.data["left"] - 1, d.data["why"]))


# --- triggers ---------------------------------------------------------------------------------

@step("room-effect")
def room_effect(s: BossMonsterState, events: list[Event], seat: int, card: str, arg: Any) -> None:
    if not s.out[seat]:
        EFFECTS[ROOM[card].effect](s, seat, card, arg, events)


@step("recycle")
def recycle(s: BossMonsterState, events: list[Event], seat: int, uid: int) -> None:
    """Recycling Center, each time another room of its owner is destroyed."""
    i = find(s, seat, uid)
    if i >= 0 and s.dungeons[seat][i].active and not s.out[seat]:
        may_draw(s, seat, "rooms", 2)


@step("own-cast")
def own_cast(s: BossMonsterState, events: list[Event], seat: int) -> None:
    """Liger's Den, once per turn, after a spell of its owner takes effect."""
    for i, st in enumerate(s.dungeons[seat]):
        if st.active and not st.used and ROOM[st.top].timing == "on-own-cast":
            replace(s, seat, i, used=True)
            events.append(Event("ability", {"seat": seat, "room": st.top, "position": i + 1}))
            draw_spells(s, seat, 1, events)


# --- effects ----------------------------------------------------------------------------------

Effect = Callable[["BossMonsterState", int, str, Any, list[Event]], None]
DISCARD_FILTERS: dict[str, Callable[[str], bool]] = {
    "any": lambda c: True,
    "room": lambda c: c in ROOM,
    "monster-room": lambda c: c in ROOM and MONSTER[c],
}


@step("take-from-discard")
def offer_from_discard(s: BossMonsterState, events: list[Event], seat: int, kind: str, left: int) -> None:
    cards = [c for c in distinct(s.discard) if DISCARD_FILTERS[kind](c)]
    if left > 0 and cards:
        ask(s, "take-from-discard", seat, [Action("take", (c,)) for c in cards], kind=kind, left=left)


@answer("take-from-discard")
def answer_from_discard(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    card = str(action.args[0])
    s.discard.remove(card)
    (s.rooms if card in ROOM else s.spells)[d.seat].append(card)
    events.append(Event("card_taken", {"seat": d.seat, "card": card, "from": "discard"}))
    later(s, ("take-from-discard", d.seat, d.data["kind"], d.data["left"] - 1))


def _from_discard(kind: str) -> Effect:
    def effect(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
        later(s, ("take-from-discard", seat, kind, 1))
    return effect


def _choose_victim(s: BossMonsterState, seat: int, kind: str, then: str) -> None:
    """An opponent holding a ``kind`` card (room or spell) to be picked from, unseen."""
    hand = s.rooms if kind == "room" else s.spells
    victims = [p for p in opponents(s, seat) if hand[p]]
    if victims:
        ask(s, "choose-victim", seat, [Action("opponent", (p,)) for p in victims], then="blind-pick",
            args=(kind, then))


@answer("choose-victim")
def answer_victim(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    """The chosen opponent goes to the step the decision names (a blind pick, Draculord's look)."""
    later(s, (d.data["then"], d.seat, int(action.args[0]), *d.data["args"]))


@step("blind-pick")
def blind_pick(s: BossMonsterState, events: list[Event], seat: int, victim: int, kind: str, then: str) -> None:
    """The victim shows the backs of their cards of that kind, mixed, and the chooser points at one."""
    hand = (s.rooms if kind == "room" else s.spells)[victim]
    s.rng.shuffle(hand)
    events.append(Event("hand_shown", {"seat": victim, "kind": kind, "count": len(hand)}, chance=True))
    ask(s, "blind-pick", seat, [Action("pick", (k,)) for k in range(1, len(hand) + 1)],
        victim=victim, kind=kind, then=then)


@answer("blind-pick")
def answer_blind_pick(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    victim, kind = d.data["victim"], d.data["kind"]
    hand = (s.rooms if kind == "room" else s.spells)[victim]
    card = hand.pop(int(action.args[0]) - 1)
    if d.data["then"] == "discard":
        s.discard.append(card)
        events.append(Event("card_discarded", {"seat": victim, "card": card, "why": "blind-pick"}))
    else:
        (s.rooms if kind == "room" else s.spells)[d.seat].append(card)
        events.append(Event("card_stolen", {"seat": d.seat, "from": victim, "kind": kind}, {"card": card},
                            frozenset((d.seat, victim))))


def opponent_discards_blind_spell(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    _choose_victim(s, seat, "spell", "discard")


def opponent_discards_blind_room(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    _choose_victim(s, seat, "room", "discard")


def steal_blind_card(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    options = [Action("steal", (p, kind)) for p in opponents(s, seat)
               for kind, hand in (("room", s.rooms[p]), ("spell", s.spells[p])) if hand]
    if options:
        ask(s, "steal", seat, options)


@answer("steal")
def answer_steal(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    later(s, ("blind-pick", d.seat, int(action.args[0]), str(action.args[1]), "steal"))


def heal_wound(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    if s.wounds[seat]:
        ask(s, "heal", seat, [Action("heal", (h,)) for h in s.wounds[seat]])


@answer("heal")
def answer_heal(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    hero = str(action.args[0])
    s.wounds[d.seat].remove(hero)
    s.souls[d.seat].append(hero)
    events.append(Event("wound_healed", {"seat": d.seat, "hero": hero}))


def may_draw(s: BossMonsterState, seat: int, what: str, count: int, discard: bool = False) -> None:
    """An optional draw of ``count`` rooms or spells, maybe followed by discarding a spell."""
    ask(s, "may-draw", seat, [Action("draw", (what,)), PASS], what=what, count=count, discard=discard)


@answer("may-draw")
def answer_may_draw(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    if action.verb == "pass":
        return
    if d.data["what"] == "rooms":
        draw_rooms(s, d.seat, d.data["count"], events)
    elif d.data["discard"]:
        later(s, ("draw-then-discard", d.seat, d.data["count"]))
    else:
        draw_spells(s, d.seat, d.data["count"], events)


@step("draw-then-discard")
def draw_then_discard(s: BossMonsterState, events: list[Event], seat: int, count: int) -> None:
    """Draw spells, then discard one spell of your choice (Dark Laboratory, Cerebellus)."""
    draw_spells(s, seat, count, events)
    later(s, ("discard-choice", seat, "spells", 1, "effect"))


def draw_room(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    draw_rooms(s, seat, 1, events)


def draw_spell(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    if ROOM[card].optional:
        may_draw(s, seat, "spells", 1)
    else:
        draw_spells(s, seat, 1, events)


def draw_two_spells_discard_one(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    later(s, ("draw-then-discard", seat, 2))


def kill_hero_here(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    if s.walk_hero == arg:
        kill(s, seat, arg, events, card)


def five_damage_here(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    if s.walk_hero == arg:
        s.walk_damage += 5
        events.append(Event("hero_damaged", {"seat": seat, "hero": arg, "damage": 5, "total": s.walk_damage}))


def double_treasure(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    s.treasure_mult[seat] *= 2
    events.append(Event("treasure_doubled", {"seat": seat, "factor": s.treasure_mult[seat]}))


def all_rooms_plus_two(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    s.crush[seat] += 2
    events.append(Event("dungeon_boosted", {"seat": seat, "bonus": s.crush[seat]}))


def swap_rooms(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    options = []
    for p in in_play(s):
        places = [i + 1 for i, st in enumerate(s.dungeons[p]) if st.active]
        options.extend(Action("swap", (p, a, b)) for k, a in enumerate(places) for b in places[k + 1:])
    if options:
        ask(s, "swap-rooms", seat, options + [PASS])


@answer("swap-rooms")
def answer_swap(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    if action.verb == "pass":
        return
    p, a, b = (int(x) for x in action.args)
    rooms = s.dungeons[p]
    rooms[a - 1], rooms[b - 1] = rooms[b - 1], rooms[a - 1]
    events.append(Event("rooms_swapped", {"seat": p, "positions": [a, b]}))


def build_now(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    later(s, ("offer-build-now", seat))


def ordinary_hero_to_entrance(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    heroes = [h for h in s.town if not HERO[h].epic]
    if heroes:
        ask(s, "mimic", seat, [Action("hero", (h,)) for h in heroes])


@answer("mimic")
def answer_mimic(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    hero = str(action.args[0])
    s.town.remove(hero)
    s.entrance[d.seat].append(hero)
    events.append(Event("hero_moved", {"hero": hero, "seat": d.seat, "from": "town"}))


def dead_hero_to_entrance(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    heroes = [h for p in opponents(s, seat) for h in s.souls[p]]
    if heroes:
        ask(s, "raise-dead", seat, [Action("hero", (h,)) for h in heroes])


@answer("raise-dead")
def answer_raise(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    return_dead(s, str(action.args[0]), 0, events)


EFFECTS: dict[str, Effect] = {
    "take-any-from-discard": _from_discard("any"),
    "take-room-from-discard": _from_discard("room"),
    "take-monster-room-from-discard": _from_discard("monster-room"),
    "opponent-discards-blind-spell": opponent_discards_blind_spell,
    "opponent-discards-blind-room": opponent_discards_blind_room,
    "steal-blind-card": steal_blind_card,
    "heal-wound": heal_wound,
    "draw-room": draw_room,
    "draw-spell": draw_spell,
    "draw-two-rooms": lambda s, seat, card, arg, events: may_draw(s, seat, "rooms", 2),
    "draw-two-spells-discard-one": draw_two_spells_discard_one,
    "kill-hero-here": kill_hero_here,
    "five-damage-here": five_damage_here,
    "double-treasure": double_treasure,
    "all-rooms-plus-two": all_rooms_plus_two,
    "swap-rooms": swap_rooms,
    "build-now": build_now,
    "ordinary-hero-to-entrance": ordinary_hero_to_entrance,
    "dead-hero-to-entrance": dead_hero_to_entrance,
}
