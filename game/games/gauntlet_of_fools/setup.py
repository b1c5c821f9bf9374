"""Setup (rulebook "Preparazione") and arming the heroes before the gauntlet ("Prepararsi al Duello")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import Event
from game.engine.rng import Rng

from .combat import BOASTS, CLASSES, ENCOUNTERS, WEAPONS
from .heroes import Hero

if TYPE_CHECKING:
    from .state import GauntletState


def card_pool(promos: bool) -> tuple[list[str], list[str], list[str]]:
    """Classes, weapons and encounters in file order; the promos (Armsmaster, Cleaver, Gladiator) by option."""
    keep = (lambda card: promos or not card.promo)
    return ([c.id for c in CLASSES.values() if keep(c)], [w.id for w in WEAPONS.values() if keep(w)],
            [e.id for e in ENCOUNTERS.values() if keep(e)])


def deal(state: "GauntletState", seed: int) -> None:
    """One class per hero, each paired with a weapon (two for the Armsmaster); a random first player."""
    rng = state.rng = Rng(seed)
    classes, weapons, encounters = card_pool(state.promos)
    rng.shuffle(classes)
    rng.shuffle(weapons)
    rng.shuffle(encounters)
    count = 4 if state.players == 2 else state.players
    for index, cls in enumerate(classes[:count]):
        carried = (weapons.pop(), weapons.pop()) if cls == "armsmaster" else (weapons.pop(),)
        state.heroes.append(Hero(index, cls, carried))
    state.deck = encounters
    state.first = state.drafter = rng.below(state.players)
    state.opening_events = [
        Event("heroes_dealt", {"heroes": [{"hero": h.index, "class": h.cls, "weapons": list(h.weapons)}
                                          for h in state.heroes]}, chance=True),
        Event("deck_shuffled", {"cards": len(state.deck)}, chance=True),
        Event("first_player", {"seat": state.first}, chance=True),
    ]


def arm_hero(h: Hero) -> None:
    """Tokens as printed, changed by While Juggling (half, rounded down, each weapon) and the Ninja
    (double, but only the printed number when juggling); Sack of Loot's gold; Without Breakfast's wound."""
    h.class_tokens = CLASSES[h.cls].tokens
    for i, w in enumerate(h.weapons):
        printed = WEAPONS[w].tokens
        if h.has_boast("juggling"):
            h.weapon_tokens[i] = printed if h.cls == "ninja" else printed // 2
        else:
            h.weapon_tokens[i] = printed * 2 if h.cls == "ninja" else printed
    if "sack-of-loot" in h.weapons:
        h.gold = WEAPONS["sack-of-loot"].numbers["gold"]
    if h.has_boast("no-breakfast"):
        h.wounds = BOASTS["no-breakfast"].numbers["wounds"]
    if h.has_boast("hangover"):
        h.lasting["hangover"] = True  # until the turn of its first kill


def arm(state: "GauntletState") -> None:
    for h in state.heroes:
        arm_hero(h)
        if "wand" in h.weapons:
            state.wand_seat = h.owner
        state.events.append(Event("hero_armed", {
            "hero": h.index, "seat": h.owner, "class": h.cls, "weapons": list(h.weapons), "boasts": h.boast_list(),
            "class_tokens": h.class_tokens, "weapon_tokens": list(h.weapon_tokens), "gold": h.gold,
            "wounds": h.wounds}))
