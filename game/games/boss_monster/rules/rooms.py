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

from ..board import (HERO, MONSTER, ROOM, destroy, discard_from_hand, draw_rooms, draw_spells, find, in_play, kill,
                     opponents, replace, return_dead, table_place, where)
from ..effects import COST_DISCARDS, HERE_EFFECTS, once_per_turn
from ..state import DECLINE, PASS, ask, decision, distinct, later, resume, step

if TYPE_CHECKING:
    from game.engine.flow import Frame

    from ..state import BossMonsterState


@step("activate")
def activate(s: BossMonsterState, events: list[Event], seat: int, index: int, paid: str = "") -> None:
    """Declares the activated ability of ``seat``'s room at ``index``: pays the cost (``paid``: the
    choice already made for it, see ``hold_for_cost``), then the effect."""
    st = s.dungeons[seat][index]
    card = st.top
    if once_per_turn(s, card):
        replace(s, seat, index, used=True)
    info = ROOM[card]
    events.append(Event("ability", {"seat": seat, "room": card, **where(s, seat, index)}))
    arg = s.walk_hero if info.effect in HERE_EFFECTS else ""
    later(s, ("pay", {"seat": seat, "cost": info.cost, "uid": st.uid, "paid": paid}),
          ("room-effect", {"seat": seat, "card": card, "arg": arg}))


@step("eye")
def answer_with_eye(s: BossMonsterState, events: list[Event], seat: int, index: int, cast: int,
                    paid: str) -> None:
    """All-Seeing Eye: discard a spell (``paid``: which) to cancel the spell being cast. An ability: no
    spell can stop it."""
    st = replace(s, seat, index, used=True)
    events.append(Event("ability", {"seat": seat, "room": st.top, **where(s, seat, index)}))
    later(s, ("pay", {"seat": seat, "cost": "discard-spell", "uid": st.uid, "paid": paid}),
          ("cancel-cast", {"cast": cast, "seat": seat}))


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


@step("pay")
def pay(s: BossMonsterState, events: list[Event], seat: int, cost: str, uid: int, paid: str) -> None:
    """Pays a room's cost: at once, or by the choice ``paid`` made while the use could still be
    declined. What is left of a cost after its first card is face up in the discard pile can no
    longer be declined."""
    if cost == "destroy-this":
        destroy(s, seat, find(s, seat, uid), events, "cost")
    elif paid:
        choice = Action.parse(paid)
        if choice.verb == "destroy":
            destroy(s, seat, int(choice.args[1]) - 1, events, "cost")
            return
        discard_from_hand(s, seat, str(choice.args[0]), events, "cost")
        pool, count = COST_DISCARDS[cost]
        if count > 1:
            ask(s, "discard", seat, pool=pool, left=count - 1, why="cost", decline="paid-in-part")


def _paying_room(s: BossMonsterState, f: Frame) -> dict[str, Any]:
    i = find(s, f.seat, f.data["uid"])
    return {"card": s.dungeons[f.seat][i].top if i >= 0 else None, "decline": f.data["decline"]}


def _declinable(f: Frame) -> list[Action]:
    return [DECLINE] if f.data.get("decline") == "may-decline" else []


def _settle_held(s: BossMonsterState, d: Frame, action: Action) -> None:
    """The first choice of a held cost (``hold_for_cost``): a decline gives the decision beneath back
    as it was, except that this room may not be declined there again; any other choice answers that
    decision with the use, which pays with this choice."""
    if action.verb == "decline":
        below = s.frames[-1]
        below.data["declined"] = [*below.data.get("declined", []), d.data["uid"]]
        return
    declared = resume(s, Action.parse(d.data["use"]))
    assert declared.kind in ("activate", "eye"), declared.kind
    declared.data["paid"] = str(action)


@decision("pay-destroy", lambda s, f: [Action("destroy", (st.top, j + 1)) for j, st in enumerate(s.dungeons[f.seat])
                                       if st.active and st.uid != f.data["uid"]] + _declinable(f),
          ask=_paying_room)
def answer_pay_destroy(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    _settle_held(s, d, action)


def _discards(s: BossMonsterState, f: Frame) -> list[Action]:
    if f.data["left"] <= 0:
        return []
    return [Action("discard", (c,)) for c in DISCARD_POOLS[f.data["pool"]](s, f.seat)] + _declinable(f)


def _discard_words(s: BossMonsterState, f: Frame) -> dict[str, Any]:
    return {k: f.data[k] for k in ("pool", "left", "why", "decline") if k in f.data}


@decision("discard", _discards, ask=_discard_words)
def answer_discard(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if "use" in d.data:
        _settle_held(s, d, action)
        return
    discard_from_hand(s, d.seat, str(action.args[0]), events, d.data["why"])
    ask(s, "discard", d.seat, **{**d.data, "left": d.data["left"] - 1})


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
            events.append(Event("ability", {"seat": seat, "room": st.top, **where(s, seat, i)}))
            draw_spells(s, seat, 1, events)


# --- effects ----------------------------------------------------------------------------------

Effect = Callable[["BossMonsterState", int, str, Any, list[Event]], None]
DISCARD_FILTERS: dict[str, Callable[[str], bool]] = {
    "any": lambda c: True,
    "room": lambda c: c in ROOM,
    "monster-room": lambda c: c in ROOM and MONSTER[c],
}


def _from_pile(s: BossMonsterState, f: Frame) -> list[Action]:
    if f.data["left"] <= 0:
        return []
    keep = DISCARD_FILTERS[f.data["kind"]]
    return [Action("take", (c,)) for c in distinct(s.discard) if keep(c)]


@decision("take-from-discard", _from_pile, ask=lambda s, f: {"kind": f.data["kind"], "left": f.data["left"]})
def answer_from_discard(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    card = str(action.args[0])
    s.discard.remove(card)
    (s.rooms if card in ROOM else s.spells)[d.seat].append(card)
    events.append(Event("card_taken", {"seat": d.seat, "card": card, "from": "discard"}))
    ask(s, "take-from-discard", d.seat, kind=d.data["kind"], left=d.data["left"] - 1)


def _from_discard(kind: str) -> Effect:
    def effect(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
        ask(s, "take-from-discard", seat, kind=kind, left=1)
    return effect


def _victims(s: BossMonsterState, f: Frame) -> list[Action]:
    kind = f.data["kind"]
    return [Action("opponent", (p,)) for p in opponents(s, f.seat)
            if (kind != "spell" and s.rooms[p]) or (kind != "room" and s.spells[p])]


@decision("choose-victim", _victims, ask=lambda s, f: {"then": f.data["then"]})
def answer_victim(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    """The chosen opponent goes to the step the decision names (a blind pick, Draculord's look)."""
    later(s, (d.data["then"], {"seat": d.seat, "victim": int(action.args[0]), "kind": d.data["kind"],
                               "purpose": d.data["purpose"]}))


def _choose_victim(s: BossMonsterState, seat: int, kind: str, purpose: str) -> None:
    """An opponent holding a ``kind`` card (room or spell) to be picked from, unseen."""
    ask(s, "choose-victim", seat, then="show-backs", kind=kind, purpose=purpose)


@step("show-backs")
def show_backs(s: BossMonsterState, events: list[Event], seat: int, victim: int, kind: str, purpose: str) -> None:
    """The victim shows the backs of their cards of that kind, mixed, and the chooser points at one."""
    hand = (s.rooms if kind == "room" else s.spells)[victim]
    s.rng.shuffle(hand)
    events.append(Event("hand_shown", {"seat": victim, "kind": kind, "count": len(hand)}, chance=True))
    ask(s, "blind-pick", seat, victim=victim, kind=kind, purpose=purpose)


def _backs(s: BossMonsterState, f: Frame) -> list[Action]:
    hand = (s.rooms if f.data["kind"] == "room" else s.spells)[f.data["victim"]]
    return [Action("pick", (k,)) for k in range(1, len(hand) + 1)]


@decision("blind-pick", _backs, ask=lambda s, f: {"victim_seat": f.data["victim"], "kind": f.data["kind"],
                                            "count": len((s.rooms if f.data["kind"] == "room" else s.spells)
                                                         [f.data["victim"]])})
def answer_blind_pick(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    victim, kind = d.data["victim"], d.data["kind"]
    hand = (s.rooms if kind == "room" else s.spells)[victim]
    card = hand.pop(int(action.args[0]) - 1)
    if d.data["purpose"] == "discard":
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
    ask(s, "steal", seat)


@decision("steal", lambda s, f: [Action("steal", (p, kind)) for p in opponents(s, f.seat)
                                 for kind, hand in (("room", s.rooms[p]), ("spell", s.spells[p])) if hand])
def answer_steal(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    later(s, ("show-backs", {"seat": d.seat, "victim": int(action.args[0]), "kind": str(action.args[1]),
                             "purpose": "steal"}))


def heal_wound(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    ask(s, "heal", seat)


@decision("heal", lambda s, f: [Action("heal", (h,)) for h in s.wounds[f.seat]])
def answer_heal(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    hero = str(action.args[0])
    s.wounds[d.seat].remove(hero)
    s.souls[d.seat].append(hero)
    events.append(Event("wound_healed", {"seat": d.seat, "hero": hero}))


def may_draw(s: BossMonsterState, seat: int, what: str, count: int, discard: bool = False) -> None:
    """An optional draw of ``count`` rooms or spells, maybe followed by discarding a spell."""
    ask(s, "may-draw", seat, what=what, count=count, discard=discard)


@decision("may-draw", lambda s, f: [Action("draw", (f.data["what"],)), PASS],
          ask=lambda s, f: {"what": f.data["what"], "count": f.data["count"]})
def answer_may_draw(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if action.verb == "pass":
        return
    if d.data["what"] == "rooms":
        draw_rooms(s, d.seat, d.data["count"], events)
    elif d.data["discard"]:
        later(s, ("draw-then-discard", {"seat": d.seat, "count": d.data["count"]}))
    else:
        draw_spells(s, d.seat, d.data["count"], events)


@step("draw-then-discard")
def draw_then_discard(s: BossMonsterState, events: list[Event], seat: int, count: int) -> None:
    """Draw spells, then discard one spell of your choice (Dark Laboratory, Cerebellus)."""
    draw_spells(s, seat, count, events)
    ask(s, "discard", seat, pool="spells", left=1, why="effect")


def draw_room(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    draw_rooms(s, seat, 1, events)


def draw_spell(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    if ROOM[card].optional:
        may_draw(s, seat, "spells", 1)
    else:
        draw_spells(s, seat, 1, events)


def draw_two_spells_discard_one(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    later(s, ("draw-then-discard", {"seat": seat, "count": 2}))


def kill_hero_here(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    if s.walk_hero == arg:
        kill(s, seat, arg, events, card)


def five_damage_here(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    if s.walk_hero == arg:
        s.walk_damage += 5
        events.append(Event("hero_damaged", {"seat": seat, "hero": arg, "damage": 5, "total": s.walk_damage}))


def double_treasure(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    s.set_per_seat(card, seat, s.per_seat(card)[seat] * 2)
    events.append(Event("treasure_doubled", {"seat": seat, "factor": s.per_seat(card)[seat]}))


def all_rooms_plus_two(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    s.set_per_seat(card, seat, s.per_seat(card)[seat] + 2)
    events.append(Event("dungeon_boosted", {"seat": seat, "bonus": s.per_seat(card)[seat]}))


def swap_rooms(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    ask(s, "swap-rooms", seat)


def _swaps(s: BossMonsterState, f: Frame) -> list[Action]:
    options = []
    for p in in_play(s):
        places = [i + 1 for i, st in enumerate(s.dungeons[p]) if st.active]
        options.extend(Action("swap", (p, a, b)) for k, a in enumerate(places) for b in places[k + 1:])
    return options + [PASS] if options else []


@decision("swap-rooms", _swaps)
def answer_swap(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if action.verb == "pass":
        return
    p, a, b = (int(x) for x in action.args)
    rooms = s.dungeons[p]
    rooms[a - 1], rooms[b - 1] = rooms[b - 1], rooms[a - 1]
    events.append(Event("rooms_swapped", {"seat": p, "by": d.seat, "positions": [a, b],
                                        "places": [table_place(len(rooms), a), table_place(len(rooms), b)],
                                        "rooms": [rooms[b - 1].top, rooms[a - 1].top]}))  # as they were


def build_now(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    ask(s, "build-now", seat, card=card)


def ordinary_hero_to_entrance(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    ask(s, "mimic", seat)


@decision("mimic", lambda s, f: [Action("hero", (h,)) for h in s.town if not HERO[h].epic])
def answer_mimic(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    hero = str(action.args[0])
    s.town.remove(hero)
    s.entrance[d.seat].append(hero)
    events.append(Event("hero_moved", {"hero": hero, "seat": d.seat, "from": "town"}))


def dead_hero_to_entrance(s: BossMonsterState, seat: int, card: str, arg: Any, events: list[Event]) -> None:
    ask(s, "raise-dead", seat)


@decision("raise-dead", lambda s, f: [Action("hero", (h,)) for p in opponents(s, f.seat) for h in s.souls[p]])
def answer_raise(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
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
