"""What a Boss Monster seat knows, as data, and a state rebuilt from it
(``game/engine/information.py``), hiding what ``view.determinize`` deals again: the other hands and
face-down rooms, the decks, the cards set aside face down, and (I Choose You) the other Bosses until
they are revealed together. A decision that shows the seat a hand or the room deck keeps it shown."""
from __future__ import annotations

from typing import Any

from game.engine.information import HIDDEN, HIDDEN_RNG, Dealer, hidden, unseen

from .board import BOSS, HERO, ROOM, SPELL
from .state import BossMonsterState
from .view import bosses_public

EVERY_ROOM = [r.id for r in ROOM.values() for _ in range(r.copies)]
EVERY_SPELL = [p.id for p in SPELL.values() for _ in range(p.copies)]


def _shown_to(state: BossMonsterState, seat: int) -> tuple[Any, ...]:
    """What the decision waiting for ``seat`` shows it: ("hand", victim), ("room-deck",) or nothing."""
    top = state.frames[-1] if state.frames else None
    return tuple(top.data.get("reveals", ())) if top is not None and top.seat == seat else ()


def information(state: BossMonsterState, seat: int) -> dict[str, Any]:
    data = state.to_snapshot()
    shown = _shown_to(state, seat)
    looked_at = shown[1] if shown[:1] == ("hand",) else None
    for p in range(state.players):
        if p == seat:
            continue
        if p == looked_at:  # the order a hand is held in is not shown
            data["rooms"][p], data["spells"][p] = sorted(state.rooms[p]), sorted(state.spells[p])
        else:
            data["rooms"][p], data["spells"][p] = hidden(state.rooms[p]), hidden(state.spells[p])
        for stack in data["dungeons"][p]:
            if stack[2]:  # face down: its top room
                stack[1] = stack[1][:-1] + [HIDDEN]
        if not bosses_public(state):
            data["bosses"][p] = HIDDEN if state.bosses[p] else ""
            data["offers"][p] = hidden(state.offers[p])
    data["room_deck"] = sorted(state.room_deck) if shown == ("room-deck",) else hidden(state.room_deck)
    for pile in ("spell_deck", "hero_deck", "epic_deck", "set_aside"):
        data[pile] = hidden(data[pile])
    data["rng"] = HIDDEN_RNG
    return {"seat": seat, "state": data}


def _census(data: dict[str, Any]) -> list[Any]:
    """Every card place of the data, hidden ones included (as None)."""
    cards: list[Any] = list(data["bosses"])
    for zone in ("rooms", "spells", "entrance", "souls", "wounds", "offers"):
        for part in data[zone]:
            cards += part
    for rooms in data["dungeons"]:
        for stack in rooms:
            cards += stack[1]
    for pile in ("room_deck", "spell_deck", "hero_deck", "epic_deck", "town", "discard", "removed", "set_aside"):
        cards += data[pile]
    cards += [cast[1] for cast in data["casts"]]
    if data["walk_hero"] is not None:
        cards.append(data["walk_hero"])
    return cards


def from_information(info: dict[str, Any]) -> BossMonsterState:
    data = dict(info["state"])
    shown = _census(data)
    rooms = Dealer(unseen(EVERY_ROOM, shown), "rooms")
    spells = Dealer(unseen(EVERY_SPELL, shown), "spells")
    bosses = Dealer(unseen(BOSS, shown), "Bosses")
    heroes = Dealer([h for h in unseen(HERO, shown) if not HERO[h].epic], "heroes")
    epic = Dealer([h for h in unseen(HERO, shown) if HERO[h].epic], "epic heroes")
    data["rooms"] = [rooms.fill(hand) for hand in data["rooms"]]
    data["spells"] = [spells.fill(hand) for hand in data["spells"]]
    data["dungeons"] = [[[uid, rooms.fill(cards), *rest] for uid, cards, *rest in dungeon]
                        for dungeon in data["dungeons"]]
    data["room_deck"] = rooms.fill(data["room_deck"])
    data["spell_deck"] = spells.fill(data["spell_deck"])
    data["hero_deck"] = heroes.fill(data["hero_deck"])
    data["epic_deck"] = epic.fill(data["epic_deck"])
    data["bosses"] = [bosses.take() if boss is HIDDEN else boss for boss in data["bosses"]]
    data["offers"] = [bosses.fill(offer) for offer in data["offers"]]
    aside = bosses.rest() + rooms.rest() + spells.rest()
    if len(aside) != len(data["set_aside"]):
        raise ValueError(f"{len(aside)} cards not seen for {len(data['set_aside'])} places set aside")
    data["set_aside"] = aside
    for dealer in (rooms, spells, bosses, heroes, epic):
        dealer.done()
    return BossMonsterState.from_snapshot(data)
