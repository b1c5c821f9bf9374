"""The eight special tiles (rulebook, "Tessere Dungeon speciali") and what happens on entering a tile."""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.flow import Frame

from ..cards import WELL_SWORD
from ..heroes import CARDS
from ..menu import offer
from ..outcomes import gain_items, lose_item, wound_hero
from ..state import DungeonRunState, option, spend_action

BOOK_BITES = 1  # the face on which a book of the Library wounds its reader (rulebook, "Libreria")


# --- the Library: look for a book ------------------------------------------------------------------
def _read_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    if state.tile_rule(state.heroes[frame.seat].pos) != "library":
        return []
    return [Action("read")]


def _read_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    seat = frame.seat
    face = state.rng.die()
    learns = face >= 5 and state.lord_room is None
    state.emit("book_read", {"seat": seat, "die": face, "learns": learns}, chance=True)
    if face == BOOK_BITES:
        wound_hero(state, seat, 1, "library")
    elif learns:
        if seat not in state.lord_known:
            state.lord_known.append(seat)
        state.emit("lord_seen", {"seat": seat}, {"lord": state.lord}, frozenset((seat,)))


offer("read", _read_options, _read_act)


# --- the Well: throw a treasure in for the Well Spirit's Sword ----------------------------------------
def _well_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    hero = state.heroes[frame.seat]
    if state.tile_rule(hero.pos) != "well" or state.monster_at(hero.pos) or WELL_SWORD not in state.artifacts:
        return []
    return [option("well", card) for card in sorted(set(hero.items())) if not CARDS.items[card].artifact]


def _well_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    seat, card = frame.seat, str(action.args[0])
    lose_item(state, seat, card)
    state.treasure_discard.append(card)
    face = state.rng.die()
    won = face >= 3
    state.emit("well_offering", {"seat": seat, "treasure": card, "die": face, "sword": won}, chance=True)
    if won:
        state.artifacts.remove(WELL_SWORD)
        gain_items(state, seat, [WELL_SWORD])


offer("well", _well_options, _well_act, lambda s, f, a: {"card": a.args[0]})
