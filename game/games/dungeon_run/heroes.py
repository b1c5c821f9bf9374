"""A hero in play, and what their abilities, cards and equipment add up to.

Effects come from four sources: the hero's own ability, their face-up ability cards, the stone
ability (only while holding the Magic Stone in the endgame) and equipped treasures and artifacts.
The Cursed Stone silences the first three, never the equipment (rulebook, "Pietra Maledetta").
"""
from __future__ import annotations

from typing import Any, Iterator

from .cards import STATS, CardData, Effect, card_data

CARDS: CardData = card_data()


class HeroState:
    __slots__ = ("hero", "wounds", "training", "pos", "down", "out", "equipped", "loot", "abilities",
                 "deck", "discard", "lingering")

    def __init__(self) -> None:
        self.hero = ""  # the hero card, chosen in the draft
        self.wounds = 0
        self.training = [0, 0, 0]  # training markers on might, magic, dexterity
        self.pos: tuple[int, int] = (0, 0)
        self.down = False  # knocked out, lying on the tile
        self.out = False  # out of the game
        self.equipped: list[str] = []
        self.loot: list[str] = []  # treasures, artifacts and encounter cards (the Dungeon Lord too)
        self.abilities: list[str] = []  # face-up ability cards
        self.deck: list[str] = []  # the ability deck, face down
        self.discard: list[str] = []  # ability cards set aside
        self.lingering: list[list[Any]] = []  # [trap id, own turn-ends left] of traps still hurting

    def copy(self) -> "HeroState":
        h = HeroState.__new__(HeroState)
        h.hero, h.wounds, h.training, h.pos = self.hero, self.wounds, self.training[:], self.pos
        h.down, h.out = self.down, self.out
        h.equipped, h.loot, h.abilities = self.equipped[:], self.loot[:], self.abilities[:]
        h.deck, h.discard = self.deck[:], self.discard[:]
        h.lingering = [x[:] for x in self.lingering] if self.lingering else []
        return h

    def to_json(self) -> dict[str, Any]:
        return {"hero": self.hero, "wounds": self.wounds, "training": list(self.training), "pos": list(self.pos),
                "down": self.down, "out": self.out, "equipped": list(self.equipped), "loot": list(self.loot),
                "abilities": list(self.abilities), "deck": list(self.deck), "discard": list(self.discard),
                "lingering": [list(x) for x in self.lingering]}

    @staticmethod
    def from_json(raw: dict[str, Any]) -> "HeroState":
        h = HeroState()
        h.hero, h.wounds, h.training = str(raw["hero"]), int(raw["wounds"]), [int(t) for t in raw["training"]]
        h.pos = (int(raw["pos"][0]), int(raw["pos"][1]))
        h.down, h.out = bool(raw["down"]), bool(raw["out"])
        h.equipped, h.loot = [str(c) for c in raw["equipped"]], [str(c) for c in raw["loot"]]
        h.abilities, h.deck = [str(c) for c in raw["abilities"]], [str(c) for c in raw["deck"]]
        h.discard = [str(c) for c in raw["discard"]]
        h.lingering = [[str(t), int(n)] for t, n in raw["lingering"]]
        return h

    # --- what the hero is -----------------------------------------------------------------------
    @property
    def standing(self) -> bool:
        return not self.down and not self.out

    @property
    def card(self) -> Any:
        return CARDS.heroes[self.hero]

    def owns(self, card: str) -> bool:
        return card in self.equipped or card in self.loot

    def items(self) -> list[str]:
        """Treasures and artifacts the hero owns, equipped first."""
        return self.equipped + [c for c in self.loot if c in CARDS.items]

    def encounter_points(self) -> int:
        """What the loot pile pays toward an advancement: an encounter card 1, the Dungeon Lord 2."""
        points = 0
        for card in self.loot:
            monster = CARDS.monsters.get(card)
            if monster is not None:
                points += 2 if monster.lord else 1
            elif card in CARDS.traps or card in CARDS.strangers:
                points += 1
        return points


def effects(hero: HeroState, abilities_work: bool, stone_works: bool) -> Iterator[Effect]:
    """Every effect in force on the hero, honouring the race conditions printed on cards."""
    card = CARDS.heroes[hero.hero]
    if abilities_work:
        yield from card.ability.effects
        for ability in hero.abilities:
            yield from CARDS.abilities[ability].effects
        if stone_works:
            yield from card.stone.effects
    for item in hero.equipped:
        for effect in CARDS.items[item].effects:
            if effect.get("race", card.race) == card.race:
                yield effect


def stat_value(hero: HeroState, stat: str, found: list[Effect]) -> int:
    """The stat as rolled: printed value, training markers, bonuses and lingering traps."""
    index = STATS.index(stat)
    card = CARDS.heroes[hero.hero]
    value = (card.might, card.magic, card.dexterity)[index] + hero.training[index]
    for effect in found:
        if effect["kind"] == "stat" and effect["stat"] == stat:
            value += effect["amount"]
    for trap, _ in hero.lingering:
        t = CARDS.traps[trap]
        if t.stat == stat:
            value -= t.amount
    return value


def base_stat(hero: HeroState, stat: str) -> int:
    """The stat an assisting hero lends from: printed value and training, no cards (rulebook, "Assistere")."""
    index = STATS.index(stat)
    card = CARDS.heroes[hero.hero]
    return (card.might, card.magic, card.dexterity)[index] + hero.training[index]


def max_health(hero: HeroState, found: list[Effect]) -> int:
    return CARDS.heroes[hero.hero].health + sum(e["amount"] for e in found if e["kind"] == "health")


def hit_points_left(hero: HeroState, found: list[Effect]) -> int:
    """The wounds that would fell the hero now."""
    return max_health(hero, found) - hero.wounds


def extra_dice(found: list[Effect], roll: str, against: str | None = None) -> int:
    total = 0
    for effect in found:
        if effect["kind"] == "dice" and effect["roll"] in (roll, "any"):
            wanted = effect.get("against")
            if wanted is None or wanted == against:
                total += effect["amount"]
    return total


def has(found: list[Effect], kind: str) -> bool:
    return any(e["kind"] == kind for e in found)


def total(found: list[Effect], kind: str) -> int:
    return sum(e.get("amount", 0) for e in found if e["kind"] == kind)


def rerolls(found: list[Effect], roll: str) -> bool:
    return any(e["kind"] == "reroll" and e["roll"] in (roll, "any") for e in found)


def fits_class(hero: HeroState, item: str) -> bool:
    card = CARDS.items[item]
    return card.artifact or CARDS.heroes[hero.hero].hero_class in card.classes
