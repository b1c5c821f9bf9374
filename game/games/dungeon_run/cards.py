"""Dungeon Run's original card set: schemas for ``cards/dungeon_run/*.yaml`` and typed records.

Abilities are data over a small checked vocabulary of effect kinds (``HERO_EFFECTS`` for heroes,
ability cards, treasures and artifacts; ``MONSTER_EFFECTS`` for monsters and Dungeon Lords); the
rules read the kinds, never a name.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.engine.cards import (CardError, CardSet, FieldProblem, Schema, field_, flag, list_of, load_cards, mapping,
                               one_of, slug, text, whole)

STATS = ("might", "magic", "dexterity")
CLASSES = ("prayer", "war", "magic", "talent")
RACES = ("human", "dwarf", "elf", "orc", "goblin", "gnome")
MONSTER_TYPES = ("humanoid", "undead", "beast", "construct")
SLOTS = ("main-hand", "off-hand", "head", "body", "none")
DIRECTIONS = ("north", "east", "south", "west")
ROLLS = ("fight", "flee", "disarm", "duel", "any")
SPECIAL_RULES = ("ancient-bridge", "cursed-stone", "lair", "seal-room", "library", "arena",
                 "underground-channel", "well")
TRAP_EFFECTS = ("none", "lingering", "pit", "alarm", "gas", "teleport")
CONDITIONS = ("none", "tribute", "trial", "class")
REWARDS = ("heal-all", "artifact", "treasures", "training")

_AMOUNT = whole(-3, 10)
# Each effect kind and its parameters: name -> check. A parameter named with a trailing "?" may be left out.
HERO_EFFECTS: dict[str, dict[str, Any]] = {
    "stat": {"stat": one_of(*STATS), "amount": _AMOUNT, "race?": one_of(*RACES)},
    "health": {"amount": whole(1, 10)},
    "dice": {"roll": one_of(*ROLLS), "amount": whole(1, 5), "against?": one_of(*MONSTER_TYPES),
             "race?": one_of(*RACES)},
    "armor": {"amount": whole(1, 3)},
    "reroll": {"roll": one_of(*ROLLS)},
    "keen": {},
    "mend": {"amount": whole(1, 3)},
    "helper": {"amount": whole(1, 3)},
    "steady": {},
    "spite": {},
    "bounty": {},
    "surefoot": {},
    "trapwise": {},
    "rage": {},
    "haste": {},
    "fortune": {},
    "lone": {"amount": whole(1, 3)},
    "swift": {},
    "jinx": {},
    "heal": {"amount": whole(1, 5)},
    "bolt": {"stat": one_of(*STATS)},
    "steal": {},
    "potion": {"amount": whole(1, 10)},
}
MONSTER_EFFECTS: dict[str, dict[str, Any]] = {
    "regenerate": {"amount": whole(1, 3)},
    "immune": {"stat": one_of("might", "magic")},
    "ambush": {},
    "relentless": {},
    "venom": {"amount": whole(1, 3)},
    "thief": {},
    "frenzy": {},
    "brittle": {},
    "fearsome": {"amount": whole(1, 3)},
    "drain": {},
    "explode": {"amount": whole(1, 5)},
    "guardian": {},
    "armored": {"amount": whole(1, 3)},
    "sticky": {},
    "hatred": {"race": one_of(*RACES), "amount": whole(1, 3)},
    "incorporeal": {},
    "jinx": {},
}


def _effect_check(vocabulary: dict[str, dict[str, Any]]) -> Any:
    def check(value: Any) -> dict[str, Any]:
        if not isinstance(value, dict) or "kind" not in value:
            raise FieldProblem(f"must be a mapping with a kind, got {value!r}")
        kind = value["kind"]
        if kind not in vocabulary:
            raise FieldProblem(f"kind must be one of {', '.join(vocabulary)}, got {kind!r}")
        params = vocabulary[kind]
        names = {p.rstrip("?") for p in params}
        for key in value:
            if key != "kind" and key not in names:
                raise FieldProblem(f"{key} is not a parameter of {kind} (parameters: {', '.join(names) or 'none'})")
        out = {"kind": kind}
        for param, inner in params.items():
            name = param.rstrip("?")
            if name not in value:
                if not param.endswith("?"):
                    raise FieldProblem(f"{kind} needs {name}")
                continue
            try:
                out[name] = inner(value[name])
            except FieldProblem as problem:
                raise FieldProblem(f"{name} {problem}") from None
        return out
    return check


hero_effects = list_of(_effect_check(HERO_EFFECTS))
monster_effects = list_of(_effect_check(MONSTER_EFFECTS))
faces = list_of(whole(1, 6), unique=True)


_ability = mapping({"name": field_(text), "text": field_(text), "effects": field_(hero_effects)})

_MONSTER_FIELDS = {
    "id": field_(slug), "name": field_(text), "type": field_(one_of(*MONSTER_TYPES)),
    "attack": field_(whole(1, 8)), "aggression": field_(faces), "defense": field_(whole(2, 6)),
    "escape": field_(whole(2, 6)), "health": field_(whole(1, 20)), "text": field_(text),
    "effects": field_(monster_effects),
}


def _condition(card: dict[str, Any]) -> None:
    condition = card["condition"]
    if condition == "trial" and (not card["stat"] or not card["successes"]):
        raise FieldProblem("condition trial needs stat and successes")
    if condition == "class" and not card["classes"]:
        raise FieldProblem("condition class needs classes")
    if card["reward"] == "artifact" and not card["artifact"]:
        raise FieldProblem("reward artifact needs artifact")
    if card["reward"] == "treasures" and not card["count"]:
        raise FieldProblem("reward treasures needs count")


def _tile_rule(card: dict[str, Any]) -> None:
    if (card["kind"] == "special") != bool(card["rule"]):
        raise FieldProblem("rule is given exactly for the special tiles")
    rows = bool(card["treasure"]) or bool(card["encounter"])
    if card["kind"] == "standard" and not rows:
        raise FieldProblem("treasure or encounter must list the die faces of a standard tile")


SCHEMAS = {
    "hero": Schema({
        "id": field_(slug), "name": field_(text), "race": field_(one_of(*RACES)), "class": field_(one_of(*CLASSES)),
        "background": field_(text), "might": field_(whole(0, 8)), "magic": field_(whole(0, 8)),
        "dexterity": field_(whole(0, 8)), "health": field_(whole(1, 20)),
        "ability": field_(_ability), "stone": field_(_ability),
    }),
    "ability": Schema({"id": field_(slug), "name": field_(text), "hero": field_(slug), "text": field_(text),
                       "effects": field_(hero_effects)}),
    "monster": Schema(dict(_MONSTER_FIELDS)),
    "lord": Schema({**_MONSTER_FIELDS, "title": field_(text)}),
    "trap": Schema({
        "id": field_(slug), "name": field_(text), "disarm": field_(one_of(*STATS)),
        "successes": field_(whole(1, 5)), "damage": field_(whole(0, 10)), "effect": field_(one_of(*TRAP_EFFECTS)),
        "stat": field_(one_of(*STATS), default="", required=False), "amount": field_(whole(0, 5), default=0),
        "text": field_(text),
    }),
    "stranger": Schema({
        "id": field_(slug), "name": field_(text), "text": field_(text),
        "condition": field_(one_of(*CONDITIONS)), "reward": field_(one_of(*REWARDS)),
        "stat": field_(one_of(*STATS), default="", required=False),
        "successes": field_(whole(1, 5), default=0, required=False),
        "wounds": field_(whole(0, 5), default=0),
        "classes": field_(list_of(one_of(*CLASSES), unique=True), default=list),
        "artifact": field_(slug, default="", required=False),
        "count": field_(whole(1, 3), default=0, required=False),
    }, rules=[_condition]),
    "treasure": Schema({
        "id": field_(slug), "name": field_(text), "slot": field_(one_of(*SLOTS)), "magic": field_(flag),
        "classes": field_(list_of(one_of(*CLASSES), min_len=1, unique=True)), "text": field_(text),
        "effects": field_(hero_effects),
    }),
    "artifact": Schema({
        "id": field_(slug), "name": field_(text), "slot": field_(one_of(*SLOTS)), "magic": field_(flag),
        "text": field_(text), "effects": field_(hero_effects),
    }),
    "tile": Schema({
        "id": field_(slug), "name": field_(text), "kind": field_(one_of("entrance", "lord", "standard", "special")),
        "exits": field_(list_of(one_of(*DIRECTIONS), min_len=1, unique=True)),
        "treasure": field_(faces, default=list), "encounter": field_(faces, default=list),
        "rule": field_(one_of(*SPECIAL_RULES), default="", required=False), "text": field_(text, default="",
                                                                                         required=False),
    }, rules=[_tile_rule]),
}


Effect = dict[str, Any]


@dataclass(frozen=True)
class Ability:
    name: str
    text: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Hero:
    id: str
    name: str
    race: str
    hero_class: str
    might: int
    magic: int
    dexterity: int
    health: int
    ability: Ability
    stone: Ability


@dataclass(frozen=True)
class AbilityCard:
    id: str
    name: str
    hero: str
    text: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Monster:
    id: str
    name: str
    type: str
    attack: int
    aggression: frozenset[int]
    defense: int
    escape: int
    health: int
    text: str
    effects: tuple[Effect, ...]
    lord: bool

    def has(self, kind: str) -> Effect | None:
        for effect in self.effects:
            if effect["kind"] == kind:
                return effect
        return None


@dataclass(frozen=True)
class Trap:
    id: str
    name: str
    disarm: str
    successes: int
    damage: int
    effect: str
    stat: str
    amount: int
    text: str


@dataclass(frozen=True)
class Stranger:
    id: str
    name: str
    text: str
    condition: str
    reward: str
    stat: str
    successes: int
    wounds: int
    classes: tuple[str, ...]
    artifact: str
    count: int


@dataclass(frozen=True)
class Item:
    """A treasure or an artifact: artifacts fit every class."""
    id: str
    name: str
    slot: str
    magic: bool
    classes: tuple[str, ...]
    text: str
    effects: tuple[Effect, ...]
    artifact: bool


@dataclass(frozen=True)
class Tile:
    id: str
    name: str
    kind: str
    exits: int  # a bit per direction, north = 1, east = 2, south = 4, west = 8, as printed (rotation 0)
    treasure: frozenset[int]
    encounter: frozenset[int]
    rule: str
    text: str


@dataclass(frozen=True)
class CardData:
    heroes: dict[str, Hero]
    abilities: dict[str, AbilityCard]
    monsters: dict[str, Monster]  # the Dungeon Lords too, with lord=True
    traps: dict[str, Trap]
    strangers: dict[str, Stranger]
    items: dict[str, Item]
    tiles: dict[str, Tile]

    @property
    def lords(self) -> list[str]:
        return [m for m, card in self.monsters.items() if card.lord]

    @property
    def encounters(self) -> list[str]:
        return [m for m, card in self.monsters.items() if not card.lord] + list(self.traps) + list(self.strangers)

    @property
    def treasures(self) -> list[str]:
        return [i for i, card in self.items.items() if not card.artifact]

    @property
    def artifacts(self) -> list[str]:
        return [i for i, card in self.items.items() if card.artifact]


def _ability_record(raw: dict[str, Any]) -> Ability:
    return Ability(raw["name"], raw["text"], tuple(raw["effects"]))


def _monster(raw: dict[str, Any], lord: bool) -> Monster:
    return Monster(raw["id"], raw["name"] if not lord else f"{raw['name']}, {raw['title']}", raw["type"],
                   raw["attack"], frozenset(raw["aggression"]), raw["defense"], raw["escape"], raw["health"],
                   raw["text"], tuple(raw["effects"]), lord)


def _exits(names: list[str]) -> int:
    return sum(1 << DIRECTIONS.index(d) for d in names)


def records(card_set: CardSet) -> CardData:
    heroes = {c["id"]: Hero(c["id"], c["name"], c["race"], c["class"], c["might"], c["magic"], c["dexterity"],
                            c["health"], _ability_record(c["ability"]), _ability_record(c["stone"]))
              for c in card_set.of("hero")}
    abilities = {c["id"]: AbilityCard(c["id"], c["name"], c["hero"], c["text"], tuple(c["effects"]))
                 for c in card_set.of("ability")}
    for card in abilities.values():
        if card.hero not in heroes:
            raise CardError(f"{card_set.where('ability')}: card '{card.id}': hero '{card.hero}' is not in the set")
    monsters = {c["id"]: _monster(c, False) for c in card_set.of("monster")}
    monsters.update({c["id"]: _monster(c, True) for c in card_set.of("lord")})
    traps = {c["id"]: Trap(c["id"], c["name"], c["disarm"], c["successes"], c["damage"], c["effect"], c["stat"],
                           c["amount"], c["text"]) for c in card_set.of("trap")}
    strangers = {c["id"]: Stranger(c["id"], c["name"], c["text"], c["condition"], c["reward"], c["stat"],
                                   c["successes"], c["wounds"], tuple(c["classes"]), c["artifact"], c["count"])
                 for c in card_set.of("stranger")}
    items = {c["id"]: Item(c["id"], c["name"], c["slot"], c["magic"], tuple(c["classes"]), c["text"],
                           tuple(c["effects"]), False) for c in card_set.of("treasure")}
    items.update({c["id"]: Item(c["id"], c["name"], c["slot"], c["magic"], CLASSES, c["text"],
                                tuple(c["effects"]), True) for c in card_set.of("artifact")})
    tiles = {c["id"]: Tile(c["id"], c["name"], c["kind"], _exits(c["exits"]), frozenset(c["treasure"]),
                           frozenset(c["encounter"]), c["rule"], c["text"]) for c in card_set.of("tile")}
    return CardData(heroes, abilities, monsters, traps, strangers, items, tiles)


# Cards the rules name by id, by kind: a card set without them cannot be played.
MAGIC_STONE = "magic-stone"
WELL_SWORD = "well-spirit-sword"
LORD_ROOM = "lords-room"
NAMED = {"artifact": (MAGIC_STONE, WELL_SWORD), "tile": (LORD_ROOM,)}


def check_named(card_set: CardSet) -> None:
    """Refuses a card set that lacks a card the rules name, naming the file and the card."""
    for kind, ids in NAMED.items():
        have = {c["id"] for c in card_set.of(kind)}
        for card in ids:
            if card not in have:
                raise CardError(f"{card_set.where(kind)}: card {card!r} is missing, and the rules need it")
    if not any(c["kind"] == "entrance" for c in card_set.of("tile")):
        raise CardError(f"{card_set.where('tile')}: no entrance tile, and the dungeon starts from one")


@cache
def card_set() -> CardSet:
    cards = load_cards("dungeon_run", SCHEMAS)
    check_named(cards)
    return cards


@cache
def card_data() -> CardData:
    return records(card_set())
