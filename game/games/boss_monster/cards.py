"""Boss Monster's cards: the schemas of ``cards/boss_monster/*.yaml`` and typed records of them.

Abilities are data over a small vocabulary (when a room's ability works, what it costs, which
effect carries it out); the rules modules hold one function per effect name, and a test checks
that every name a card uses has one.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.engine.cards import (CardError, CardSet, FieldProblem, Schema, either, field_, flag, list_of,
                               load_cards, one_of, slug, text, whole)

CLASSES = ("cleric", "fighter", "mage", "thief")
PHASES = ("build", "adventure")

ROOM_TIMINGS = ("passive", "when-built", "hero-dies-here", "activated", "on-enter", "start-of-turn",
                "on-opponent-cast", "on-own-cast", "on-build-monster", "on-room-destroyed", "none")
ROOM_COSTS = ("none", "destroy-this", "destroy-another", "discard-two-rooms", "discard-monster-room",
              "discard-spell")
ROOM_EFFECTS = ("none", "take-any-from-discard", "take-room-from-discard", "take-monster-room-from-discard",
                "opponent-discards-blind-spell", "opponent-discards-blind-room", "steal-blind-card", "heal-wound",
                "adjacent-monsters-plus-one", "next-trap-plus-two", "damage-per-monster-room", "no-advanced-on-top",
                "draw-room", "draw-spell", "draw-two-rooms", "draw-two-spells-discard-one", "send-back",
                "spell-instead-of-room", "cancel-spell", "kill-hero-here", "five-damage-here", "double-treasure",
                "all-rooms-plus-two", "swap-rooms", "build-now", "ordinary-hero-to-entrance",
                "dead-hero-to-entrance")
SPELL_TARGETS = ("none", "room", "trap-room", "monster-room", "own-room", "hero-in-any-dungeon",
                 "hero-in-opponent-dungeon", "hero-in-your-dungeon", "town-hero", "dead-hero", "richer-player",
                 "spell")
SPELL_EFFECTS = ("room-damage-bonus", "hero-health-bonus", "destroy-room-and-hero", "cancel-spell",
                 "damage-per-room", "hero-to-town", "deactivate-room", "new-hands", "stop-building",
                 "build-allowance", "hero-to-your-entrance", "trade-soul-for-spells", "back-to-first-room",
                 "entrance-waits", "dead-hero-to-entrance")
LEVEL_UPS = ("take-from-hand", "take-two-from-discard", "fetch-advanced-monster", "fetch-advanced-trap",
             "opponents-destroy-a-room", "draw-three-spells-discard-one", "hero-to-your-entrance",
             "kill-town-hero")


def _room_rules(card: dict[str, Any]) -> None:
    if card["advanced"] and len(card["treasure"]) != 1:
        raise FieldProblem("treasure of an Advanced room is exactly one icon")
    if (card["damage"] == "x") != (card["effect"] == "damage-per-monster-room"):
        raise FieldProblem("damage is x exactly for a room whose ability sets its damage")
    activated = card["timing"] == "activated"
    if activated != bool(card["phases"]):
        raise FieldProblem("phases are given exactly for an activated ability")
    if card["cost"] != "none" and card["timing"] not in ("activated", "on-opponent-cast"):
        raise FieldProblem("cost belongs to an activated or answering ability only")
    if (card["timing"] == "none") != (card["effect"] == "none"):
        raise FieldProblem("effect is none exactly when timing is none")


def _default_phases(card: dict[str, Any]) -> None:
    # An activated ability works whenever a spell could be cast unless the card limits it.
    if card["timing"] == "activated" and not card["phases"]:
        card["phases"] = list(PHASES)


def _hero_rules(card: dict[str, Any]) -> None:
    worth = 2 if card["epic"] else 1
    if card["souls"] != worth or card["wounds"] != worth:
        raise FieldProblem(f"souls and wounds of {'an epic' if card['epic'] else 'an ordinary'} hero are {worth}")
    if (card["treasure"] == "none") != (card["lure"] == "fewest-souls"):
        raise FieldProblem("lure is fewest-souls exactly for a hero without treasure")


SCHEMAS = {
    "boss": Schema({
        "id": field_(slug),
        "name": field_(text),
        "title": field_(text),
        "xp": field_(whole(1)),
        "treasure": field_(one_of(*CLASSES)),
        "level_up": field_(one_of(*LEVEL_UPS)),
        "optional": field_(flag),
        "text": field_(text),
    }),
    "room": Schema({
        "id": field_(slug),
        "name": field_(text),
        "advanced": field_(flag),
        "type": field_(one_of("monster", "trap")),
        "damage": field_(either(whole(0), one_of("x"), describe="a whole number >= 0 or x")),
        "treasure": field_(list_of(one_of(*CLASSES), min_len=1, max_len=4)),
        "copies": field_(whole(1)),
        "timing": field_(one_of(*ROOM_TIMINGS)),
        "effect": field_(one_of(*ROOM_EFFECTS)),
        "cost": field_(one_of(*ROOM_COSTS), default="none"),
        "phases": field_(list_of(one_of(*PHASES), unique=True), default=list, required=False),
        "once_per_turn": field_(flag, default=False, required=False),
        "optional": field_(flag, default=False, required=False),
        "text": field_(text),
    }, rules=[_default_phases, _room_rules]),
    "spell": Schema({
        "id": field_(slug),
        "name": field_(text),
        "phases": field_(list_of(one_of(*PHASES), min_len=1, unique=True)),
        "copies": field_(whole(1)),
        "target": field_(one_of(*SPELL_TARGETS)),
        "effect": field_(one_of(*SPELL_EFFECTS)),
        "amount": field_(whole(0), default=0, required=False),
        "text": field_(text),
    }),
    "hero": Schema({
        "id": field_(slug),
        "name": field_(text),
        "treasure": field_(one_of(*CLASSES, "none")),
        "health": field_(whole(1)),
        "players": field_(one_of(2, 3, 4)),
        "epic": field_(flag),
        "souls": field_(whole(1, 2)),
        "wounds": field_(whole(1, 2)),
        "lure": field_(one_of("most-treasure", "fewest-souls"), default="most-treasure"),
    }, rules=[_hero_rules]),
}


@dataclass(frozen=True, slots=True)
class Boss:
    id: str
    name: str
    title: str
    xp: int
    treasure: str
    level_up: str
    optional: bool
    text: str


@dataclass(frozen=True, slots=True)
class Room:
    id: str
    name: str
    advanced: bool
    monster: bool  # a Monster room; otherwise a Trap room
    damage: int  # printed damage; 0 for the room whose ability sets it
    treasure: tuple[str, ...]
    copies: int
    timing: str
    effect: str
    cost: str
    phases: tuple[str, ...]
    once_per_turn: bool
    optional: bool
    text: str

    @property
    def kind(self) -> str:
        return "monster" if self.monster else "trap"


@dataclass(frozen=True, slots=True)
class Spell:
    id: str
    name: str
    phases: tuple[str, ...]
    copies: int
    target: str
    effect: str
    amount: int
    text: str


@dataclass(frozen=True, slots=True)
class Hero:
    id: str
    name: str
    treasure: str  # "none" for The Fool
    health: int
    players: int
    epic: bool
    souls: int
    wounds: int
    lure: str


@dataclass(frozen=True)
class CardBook:
    bosses: dict[str, Boss]
    rooms: dict[str, Room]
    spells: dict[str, Spell]
    heroes: dict[str, Hero]
    digest: str


def book_from(card_set: CardSet) -> CardBook:
    bosses = {c["id"]: Boss(**c) for c in card_set.of("boss")}
    rooms = {}
    for c in card_set.of("room"):
        fields = dict(c)
        fields["monster"] = fields.pop("type") == "monster"
        fields["damage"] = 0 if c["damage"] == "x" else c["damage"]
        fields["treasure"] = tuple(c["treasure"])
        fields["phases"] = tuple(c["phases"])
        rooms[c["id"]] = Room(**fields)
    spells = {c["id"]: Spell(**{**c, "phases": tuple(c["phases"])}) for c in card_set.of("spell")}
    heroes = {c["id"]: Hero(**c) for c in card_set.of("hero")}
    return CardBook(bosses, rooms, spells, heroes, card_set.digest)


# Cards the rules name by id (their kind, their id): a card set without one of them is refused.
NAMED = (("spell", "counterspell"), ("spell", "kobold-strike"), ("spell", "trepidation"),
         ("room", "jackpot-stash"), ("room", "the-crushinator"))


def check_named(card_set: CardSet) -> CardSet:
    """Refuses a card set missing a card the rules name, naming the file of that kind and the card."""
    for kind, card in NAMED:
        if not any(c["id"] == card for c in card_set.of(kind)):
            raise CardError(f"{card_set.where(kind)}: card '{card}': the rules name it, but it is not in the set")
    return card_set


@cache
def card_set() -> CardSet:
    return check_named(load_cards("boss_monster", SCHEMAS))


@cache
def book() -> CardBook:
    return book_from(card_set())


CARDS = book()  # the game's card set, loaded once
