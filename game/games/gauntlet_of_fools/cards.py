"""Gauntlet of Fools' cards as typed records, read from ``cards/gauntlet_of_fools/*.yaml``."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.engine.cards import (CardError, CardSet, FieldProblem, Schema, either, field_, flag, load_cards,
                               one_of, slug, text, whole)

TIMINGS = ("before-rolling", "after-rolling", "when-hit", "after-kill", "end-of-turn", "after-encounter",
           "start-of-turn", "passive", "setup", "none")
MONSTER_EFFECTS = (
    "kill-weapon-token", "kill-gold-or-weapon-token", "kill-attack-bonus", "kill-defense-bonus",
    "kill-defense-penalty", "kill-one-use-die", "kill-heal", "kill-wound-for-gold", "kill-extra-encounter",
    "kill-gold-from-defense", "clean-kill-gold", "hit-wound-or-defense", "hit-cannot-die", "hit-poison",
    "hit-lose-gold", "hit-curse", "hit-lose-weapon-token", "hit-lose-class-token", "hit-shadow", "hit-vampire",
    "hit-dice-penalty", "hit-defense-penalty", "no-tokens", "skip-for-weapon-token", "skip-for-gold",
    "fight-twice", "bet")
MODIFIER_EFFECTS = ("double-damage", "add-attack", "add-defense", "add-gold", "side-passage")
SPECIAL_EFFECTS = ("gain-gold", "gold-per-attack", "heal-or-cleanse", "gain-token", "trap-wound")


# The cards the rules name by id (their abilities, numbers or promos), by file kind: a card set
# without one of them is refused when it loads.
NAMED: dict[str, tuple[str, ...]] = {
    "class": ("adventurer", "alchemist", "armorer", "armsmaster", "artificer", "avenger", "berserker", "jester",
              "knight", "monk", "necromancer", "ninja", "priest", "prospector", "thief", "trapper", "warlord",
              "wizard", "zealot", "zombie"),
    "weapon": ("axe", "bow", "cleaver", "dagger", "deadly-fists", "demonic-blade", "flaming-sword", "holy-sword",
               "mace", "morning-star", "sack-of-loot", "scepter", "scimitar", "sling", "spear", "spiked-shield",
               "staff", "sword", "throwing-stars", "wand", "whip"),
    "encounter": ("gladiator",),
    "boast": ("blindfolded", "hangover", "hopping", "juggling", "no-breakfast", "one-arm"),
}


def check_named(cards: CardSet) -> None:
    """Refuses a card set missing a card the rules name, with the file of its kind and the card."""
    for kind, named in NAMED.items():
        have = {c["id"] for c in cards.of(kind)}
        missing = [card for card in named if card not in have]
        if missing:
            raise CardError(f"{cards.where(kind)}: card '{missing[0]}' is missing: the rules of Gauntlet of Fools name it")


def numbers(value: Any) -> dict[str, int]:
    """A small table of named numbers, e.g. ``{dice: 2, defense: 6}``."""
    if not isinstance(value, dict) or not value:
        raise FieldProblem(f"must be a mapping of names to whole numbers, got {value!r}")
    out = {}
    for key, number in value.items():
        slug(key)
        out[key] = whole(0)(number)
    return out


def signed(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise FieldProblem(f"must be a number, got {value!r}")
    return float(value)


def _encounter_fields(card: dict[str, Any]) -> None:
    kind = card["kind"]
    stats = ("attack", "defense", "damage", "gold")
    if kind == "monster":
        missing = [s for s in stats if card[s] is None]
        if missing:
            raise FieldProblem(f"{missing[0]} is missing: a monster has attack, defense, damage and gold")
        if card["effect"] is not None and card["effect"] not in MONSTER_EFFECTS:
            raise FieldProblem(f"effect must be one of {', '.join(MONSTER_EFFECTS)}, got {card['effect']!r}")
        return
    extra = [s for s in stats if card[s] is not None]
    if extra:
        raise FieldProblem(f"{extra[0]} is only for monsters")
    allowed = MODIFIER_EFFECTS if kind == "modifier" else SPECIAL_EFFECTS
    if card["effect"] not in allowed:
        raise FieldProblem(f"effect must be one of {', '.join(allowed)}, got {card['effect']!r}")


_COMMON = {"id": field_(slug), "name": field_(text), "text": field_(text), "promo": field_(flag, default=False),
           "source": field_(text, required=False), "numbers": field_(numbers, required=False)}
SCHEMAS = {
    "class": Schema({**_COMMON, "defense": field_(whole(0)), "tokens": field_(whole(0)),
                     "timing": field_(one_of(*TIMINGS)), "ai-gold": field_(signed, default=0.0)}),
    "weapon": Schema({**_COMMON, "dice": field_(whole(0)), "tokens": field_(whole(0)),
                      "timing": field_(one_of(*TIMINGS)), "ai-gold": field_(signed, default=0.0)}),
    "encounter": Schema(
        {**_COMMON, "kind": field_(one_of("monster", "modifier", "special")),
         "attack": field_(whole(0), required=False), "damage": field_(whole(0), required=False),
         "defense": field_(either(whole(0), one_of("hero"), describe="a whole number or 'hero'"), required=False),
         "gold": field_(whole(0), required=False), "effect": field_(slug, required=False)},
        rules=[_encounter_fields]),
    "boast": Schema({"id": field_(slug), "name": field_(text), "text": field_(text),
                     "ai-gold": field_(signed, default=0.0),
                     **{key: field_(whole(1), required=False)
                        for key in ("gold", "defense", "attack", "dice", "wounds", "low-faces")}}),
}


@dataclass(frozen=True, slots=True)
class Gear:
    """What classes and weapons share: tokens to pay abilities, when the ability is used, its text."""

    id: str
    name: str
    tokens: int
    timing: str
    text: str
    promo: bool
    numbers: dict[str, int]
    ai_gold: float  # an AI hint: gold earned beyond the evaluator's estimate, measured by simulation


@dataclass(frozen=True, slots=True)
class HeroClass(Gear):
    defense: int


@dataclass(frozen=True, slots=True)
class Weapon(Gear):
    dice: int


@dataclass(frozen=True, slots=True)
class Encounter:
    id: str
    name: str
    kind: str
    attack: int
    defense: int | None  # None: the Doppelganger, whose Defense is the hero's
    damage: int
    gold: int
    effect: str | None
    text: str
    promo: bool
    numbers: dict[str, int]

    @property
    def is_monster(self) -> bool:
        return self.kind == "monster"


@dataclass(frozen=True, slots=True)
class Boast:
    id: str
    name: str
    text: str
    numbers: dict[str, int]
    ai_gold: float


@dataclass(frozen=True)
class CardBook:
    classes: dict[str, HeroClass]
    weapons: dict[str, Weapon]
    encounters: dict[str, Encounter]
    boasts: dict[str, Boast]
    digest: str


def _gear(card: dict[str, Any]) -> tuple[Any, ...]:
    return (card["id"], card["name"], card["tokens"], card["timing"], card["text"], card["promo"],
            card["numbers"] or {}, card["ai-gold"])


@cache
def card_set() -> CardSet:
    cards = load_cards("gauntlet_of_fools", SCHEMAS)
    check_named(cards)
    return cards


def _book() -> CardBook:
    cards = card_set()
    classes = {c["id"]: HeroClass(*_gear(c), defense=c["defense"]) for c in cards.of("class")}
    weapons = {c["id"]: Weapon(*_gear(c), dice=c["dice"]) for c in cards.of("weapon")}
    encounters = {
        c["id"]: Encounter(c["id"], c["name"], c["kind"], c["attack"] or 0,
                           None if c["defense"] == "hero" else (c["defense"] or 0), c["damage"] or 0, c["gold"] or 0,
                           c["effect"], c["text"], c["promo"], c["numbers"] or {})
        for c in cards.of("encounter")}
    boasts = {c["id"]: Boast(c["id"], c["name"], c["text"],
                             {k: c[k] for k in ("gold", "defense", "attack", "dice", "wounds", "low-faces")
                              if c[k] is not None}, c["ai-gold"])
              for c in cards.of("boast")}
    return CardBook(classes, weapons, encounters, boasts, cards.digest)


@cache
def book() -> CardBook:
    return _book()
