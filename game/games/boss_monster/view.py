"""What a seat may see, and the worlds an AI may imagine from it.

Hidden: other players' hands and face-down rooms, the order and content of the room and spell decks,
the order of the hero decks, Bosses set aside face down (and, in I Choose You, other players' Bosses
until they are revealed together). Everything else (dungeons, covered rooms, town, entrances, souls,
wounds, the discard pile, cards removed face up) is public.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.rng import Rng
from game.engine.state import Decision, View

from .board import BOSS, ROOM, SPELL, health, room_damage, souls, treasure, wounds
from .decisions import PROMPTS

if TYPE_CHECKING:
    from .state import BossMonsterState

# Decision data a seat other than the decider may see (the rest, like a searched deck, is private).
PUBLIC_DATA = ("cast", "spell", "victim", "kind", "left", "card", "what", "count")


def bosses_public(s: BossMonsterState) -> bool:
    return not any(s.offers)


def _dungeon(s: BossMonsterState, p: int, seat: int | None) -> list[dict[str, Any]]:
    out = []
    for i, st in enumerate(s.dungeons[p]):
        shown = not st.hidden or seat == p
        out.append({"position": i + 1, "room": st.top if shown else None, "face_down": st.hidden,
                    "covered": list(st.cards[:-1]), "deactivated": st.frozen, "used": st.used, "bonus": st.bonus,
                    "damage": room_damage(s, p, i) if st.active else 0})
    return out


def _player(s: BossMonsterState, p: int, seat: int | None) -> dict[str, Any]:
    boss = s.bosses[p] if s.bosses[p] and (bosses_public(s) or seat == p) else None
    rooms = s.dungeons[p]
    return {
        "seat": p,
        "boss": boss,
        "xp": BOSS[boss].xp if boss else None,
        "leveled_up": s.leveled[p],
        "eliminated": s.out[p],
        "offers": list(s.offers[p]) if seat == p else len(s.offers[p]),
        "hand": {"rooms": list(s.rooms[p]), "spells": list(s.spells[p])} if seat == p else None,
        "hand_counts": {"rooms": len(s.rooms[p]), "spells": len(s.spells[p])},
        "dungeon": _dungeon(s, p, seat),
        "entrance": list(s.entrance[p]),
        "souls": list(s.souls[p]),
        "wounds": list(s.wounds[p]),
        "soul_count": souls(s, p),
        "wound_count": wounds(s, p),
        "treasure": treasure(s, p) if boss and bosses_public(s) else None,
        "total_damage": sum(room_damage(s, p, i) for i, st in enumerate(rooms) if st.active),
        "treasure_multiplier": s.treasure_mult[p],
        "dungeon_bonus": s.crush[p],
    }


def _prompt(s: BossMonsterState, seat: int | None) -> dict[str, Any] | None:
    if s.over or not s.frames:
        return None
    d: Decision = s.frames[-1]
    prompt: dict[str, Any] = {"key": f"boss_monster.prompt.{d.kind}", "kind": d.kind, "seat": d.seat,
                              "text": PROMPTS.get(d.kind, d.kind)}
    prompt.update({k: v for k, v in d.data.items() if k in PUBLIC_DATA})
    if seat == d.seat:
        prompt["options"] = [str(a) for a in d.data["options"]]
    return prompt


def view(s: BossMonsterState, seat: int | None) -> View:
    walking = None
    if s.walk_hero is not None:
        walking = {"seat": s.walk_seat, "hero": s.walk_hero, "position": s.walk_pos + 1, "damage": s.walk_damage,
                   "health": health(s, s.walk_hero), "room_gone": s.walk_here is None}
    return {
        "game": s.game_id,
        "seat": seat,
        "players": s.players,
        "options": s.rules.to_options(),
        "turn": s.turn,
        "phase": s.phase,
        "active": s.active,
        "current": s.current_player(),
        "over": s.over,
        "result": s.outcome.to_json() if s.outcome else None,
        "order": list(s.order) if bosses_public(s) else None,
        "seats": [_player(s, p, seat) for p in range(s.players)],
        "town": list(s.town),
        "heroes_left": len(s.hero_deck),
        "epic_heroes_left": len(s.epic_deck),
        "rooms_left": len(s.room_deck),
        "spells_left": len(s.spell_deck),
        "discard": list(s.discard),
        "removed": list(s.removed),
        "set_aside": len(s.set_aside),
        "walking": walking,
        "casting": [{"seat": c[0], "spell": c[1], "cancelled": c[3]} for c in s.casts],
        "building_stopped": s.no_build,
        "waiting": sorted(s.waiting),
        "prompt": _prompt(s, seat),
    }


def determinize(s: BossMonsterState, observer: int, rng: Rng) -> BossMonsterState:
    """A copy in which what ``observer`` cannot see is dealt again at random from the unseen cards.

    Each kind of card is gathered from its hidden places in a fixed order, sorted, shuffled with
    ``rng`` and dealt back to the same places in the same numbers, so the result depends only on
    ``view(observer)`` and ``rng``. A decision showing ``observer`` a hand or a deck keeps it.
    """
    c = s.clone()
    top = s.frames[-1] if s.frames else None
    shown = top.data.get("reveals", ()) if type(top) is Decision and top.seat == observer else ()
    others = [p for p in range(s.players) if p != observer]
    seen_hand = shown[1] if shown and shown[0] == "hand" else None
    hand_seats = [p for p in others if p != seen_hand]

    # Room cards: the deck (unless searched now), other hands, other face-down rooms, set aside.
    tops = [(p, i) for p in others for i, st in enumerate(c.dungeons[p]) if st.hidden]
    room_slots: list[list[str]] = [c.room_deck]
    if shown == ("room-deck",):  # its content is known now, not its order
        room_slots = []
        c.room_deck.sort()
        rng.shuffle(c.room_deck)
    if seen_hand is not None:
        c.rooms[seen_hand].sort()
        c.spells[seen_hand].sort()
    room_slots += [c.rooms[p] for p in hand_seats]
    aside_rooms = [x for x in c.set_aside if x in ROOM]
    pool = [x for slot in room_slots for x in slot] + [c.dungeons[p][i].top for p, i in tops] + aside_rooms
    pool.sort()
    rng.shuffle(pool)
    k = 0
    for slot in room_slots:
        slot[:] = pool[k:k + len(slot)]
        k += len(slot)
    for p, i in tops:
        st = c.dungeons[p][i]
        c.dungeons[p][i] = st._replace(cards=st.cards[:-1] + (pool[k],))
        k += 1
    aside_rooms = pool[k:]

    spell_slots = [c.spell_deck] + [c.spells[p] for p in hand_seats]
    aside_spells = [x for x in c.set_aside if x in SPELL]
    pool = [x for slot in spell_slots for x in slot] + aside_spells
    pool.sort()
    rng.shuffle(pool)
    k = 0
    for slot in spell_slots:
        slot[:] = pool[k:k + len(slot)]
        k += len(slot)
    aside_spells = pool[k:]

    # Bosses face down: set aside, and others' offers and choices before the reveal.
    boss_pool = [x for x in c.set_aside if x in BOSS]
    hidden_choice = [] if bosses_public(s) else [p for p in others if c.bosses[p]]
    boss_pool += [c.bosses[p] for p in hidden_choice] + [b for p in others for b in c.offers[p]]
    boss_pool.sort()
    rng.shuffle(boss_pool)
    for p in hidden_choice:
        c.bosses[p] = boss_pool.pop()
    for p in others:
        c.offers[p] = [boss_pool.pop() for _ in c.offers[p]]
    c.set_aside = boss_pool + aside_rooms + aside_spells

    for deck in (c.hero_deck, c.epic_deck):
        deck.sort()
        rng.shuffle(deck)
    c.rng = rng.fork()
    return c
