"""Setup (rulebook "Preparazione") and arming the heroes before the gauntlet ("Prepararsi al Duello")."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.engine.cards import CardSet, Need
from game.engine.events import Event
from game.engine.rng import Rng

from .combat import BOASTS, CLASSES, ENCOUNTERS, WEAPONS
from .heroes import PAIRED_GAME, PAIRED_HEROES, Hero

if TYPE_CHECKING:
    from .state import GauntletState


def heroes_dealt(players: int) -> int:
    """One hero a seat, two a seat in a game of two."""
    return PAIRED_HEROES * players if players == PAIRED_GAME else players


def _counted(kind: str, promos: bool) -> Callable[[CardSet], int]:
    return lambda cards: sum(1 for c in cards.of(kind) if promos or not c["promo"])


def card_needs(players: int, promos: bool) -> list[Need]:
    """What the deal takes from the card set: a class for each hero and a weapon each, one more with
    the promos, whose Armsmaster (a class the rules name, so in every set) carries two."""
    heroes = heroes_dealt(players)
    which = "" if promos else " that are no promo"
    weapons = heroes + 1 if promos else heroes
    return [Need("class", heroes, f"classes{which}", f"for {heroes} heroes", _counted("class", promos)),
            Need("weapon", weapons, f"weapons{which}",
                 f"for {heroes} heroes" + (", the Armsmaster's two included" if promos else ""),
                 _counted("weapon", promos))]


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
    for index, cls in enumerate(classes[:heroes_dealt(state.players)]):
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
