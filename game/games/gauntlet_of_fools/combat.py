"""One hero's fight with one encounter, and the numbers that decide it.

Rulebook (seed 003, "Attacco" and "Difesa"): you kill when your attack is at least the monster's
Defense; the monster hits when its Attack is at least your Defense. Boasts, bonus and penalty
tokens and "this turn" abilities all change those numbers; the functions here are the one place
where they are added up.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from .cards import Encounter, book
from .heroes import Hero

CARDS = book()
CLASSES = CARDS.classes
WEAPONS = CARDS.weapons
ENCOUNTERS = CARDS.encounters
BOASTS = CARDS.boasts
ROLLED = frozenset(e.id for e in ENCOUNTERS.values() if e.is_monster or e.effect == "gold-per-attack")


class Mods(NamedTuple):
    """The modifiers waiting on a monster (rulebook "Modificatori"): they add up."""

    attack: int = 0
    defense: int = 0
    gold: int = 0
    bitey: int = 0

    def plus(self, card: Encounter) -> "Mods":
        n = card.numbers
        return Mods(self.attack + n.get("attack", 0), self.defense + n.get("defense", 0),
                    self.gold + n.get("gold", 0), self.bitey + (card.effect == "double-damage"))


NO_MODS = Mods()

_FIELDS = ("hero", "card", "mods", "phase", "instance", "round", "repeat", "dice", "spear", "avenger", "roll_dice",
           "weapon", "auto_kill", "auto_dodge", "berserk", "swap", "skipped", "killed", "hit", "dodged",
           "kill_gold", "given_up", "knight", "hellhound")


class Fight:
    """A hero facing one encounter once; the Troll's second fight and repeats are new fights."""

    __slots__ = _FIELDS

    def __init__(self, hero: int, card: str, mods: Mods, instance: int, round_: int = 1, repeat: bool = False) -> None:
        self.hero = hero
        self.card = card
        self.mods = mods
        self.phase = "begin"
        self.instance = instance  # repeats of one encounter share it (Adventurer: once per encounter)
        self.round = round_
        self.repeat = repeat
        self.dice: list[int] = []
        self.spear = False
        self.avenger = 0
        self.roll_dice = 0  # extra dice for this roll only (Throwing Stars, one-use dice, ...)
        self.weapon = 0  # which weapon's dice are rolled (the Armsmaster chooses)
        self.auto_kill = self.auto_dodge = self.berserk = self.swap = self.skipped = False
        self.killed = self.hit = self.dodged = False
        self.kill_gold = 0
        self.given_up = self.knight = self.hellhound = False

    def copy(self) -> "Fight":
        """Hand-written, like the hero's: copied in every search iteration."""
        f = Fight.__new__(Fight)
        f.hero, f.card, f.mods, f.phase, f.instance = self.hero, self.card, self.mods, self.phase, self.instance
        f.round, f.repeat, f.dice = self.round, self.repeat, list(self.dice)
        f.spear, f.avenger = self.spear, self.avenger
        f.roll_dice, f.weapon, f.auto_kill, f.auto_dodge = self.roll_dice, self.weapon, self.auto_kill, self.auto_dodge
        f.berserk, f.swap, f.skipped, f.killed, f.hit = self.berserk, self.swap, self.skipped, self.killed, self.hit
        f.dodged, f.kill_gold, f.given_up, f.knight = self.dodged, self.kill_gold, self.given_up, self.knight
        f.hellhound = self.hellhound
        return f

    def to_json(self) -> dict[str, Any]:
        out = {name: getattr(self, name) for name in _FIELDS}
        out["mods"] = list(self.mods)
        out["dice"] = list(self.dice)
        return out

    def second_round(self) -> "Fight":
        """The Troll fought again: one more fight of the same encounter (FAQ "Troll")."""
        return Fight(self.hero, self.card, self.mods, self.instance, 2, self.repeat)

    def repeated(self) -> "Fight":
        """The Adventurer's repeat; a repeated Troll is one more fight, never a third and fourth."""
        troll = ENCOUNTERS[self.card].effect == "fight-twice"
        return Fight(self.hero, self.card, self.mods, self.instance, 2 if troll else 1, True)

    @staticmethod
    def from_json(raw: dict[str, Any]) -> "Fight":
        f = Fight(int(raw["hero"]), str(raw["card"]), Mods(*raw["mods"]), int(raw["instance"]))
        for name in _FIELDS:
            if name not in ("hero", "card", "mods", "instance"):
                setattr(f, name, raw[name])
        f.dice = [int(d) for d in raw["dice"]]
        return f


# The Axe doubles this turn's attack and costs the next turn's (FAQ "Axe"): its ``this_turn``
# entry says which of the two the hero's turn is.
SWUNG, SPENT = "swung", "spent"


def hero_defense(h: Hero) -> int:
    """Your Defense now; a Zealot's is 0 this turn plus whatever abilities add (FAQ "Zealot")."""
    if "zealot" in h.this_turn:
        return h.t_defense
    d = CLASSES[h.cls].defense + h.defense_bonus - h.defense_penalty + h.t_defense
    for w in h.weapons:
        d += WEAPONS[w].numbers.get("defense", 0) if w == "spiked-shield" else 0
    if h.boasting("hopping"):
        d -= BOASTS["hopping"].numbers["defense"]
    if h.boasting("hangover"):
        d -= BOASTS["hangover"].numbers["defense"]
    return d


def monster_numbers(h: Hero, f: Fight) -> tuple[int, int]:
    """The monster's (Attack, Defense) for this hero, modifiers first, then the Jester's swap.

    A swapped Doppelganger attacks with your class card's printed Defense (FAQ "Jester").
    """
    card = ENCOUNTERS[f.card]
    attack = card.attack + f.mods.attack
    base = card.defense
    if base is None:
        base = CLASSES[h.cls].defense if f.swap else hero_defense(h)
    defense = base + f.mods.defense
    return (defense, attack) if f.swap else (attack, defense)


def hero_dice(h: Hero, weapon: int = 0) -> int:
    """The attack dice of a roll with the given weapon, before this roll's extra dice."""
    n = WEAPONS[h.weapons[weapon]].dice + h.dice_bonus - h.dice_penalty + h.t_dice
    if "warlord" in h.powers:
        n += 1  # the Warlord's die needs no token (FAQ "Warlord")
    if h.boasting("hangover"):
        n -= BOASTS["hangover"].numbers["dice"]
    return n


def dice_count(h: Hero, f: Fight) -> int:
    return max(0, hero_dice(h, f.weapon) + f.roll_dice)


def die_value(h: Hero, face: int) -> int:
    if h.boasting("one-arm") and face <= BOASTS["one-arm"].numbers["low-faces"]:
        return 0
    return face * WEAPONS["cleaver"].numbers["times"] if "cleaver" in h.weapons else face


def attack_bonus(h: Hero, f: Fight) -> int:
    """Everything added to the dice before the Axe doubles: bonus tokens, the Avenger, Sack of Loot, juggling."""
    bonus = h.attack_bonus + f.avenger
    if "sack-of-loot" in h.weapons:
        bonus += h.gold * WEAPONS["sack-of-loot"].numbers["attack"]
    if h.boasting("juggling"):
        bonus -= BOASTS["juggling"].numbers["attack"]
    return bonus


def attack_total(h: Hero, f: Fight) -> int:
    """Dice (or the Spear's 14), then bonuses and handicaps, then the Axe doubles (FAQ "Axe")."""
    axe = h.this_turn.get("axe")
    if axe == SPENT:
        return 0
    if f.spear:
        total = WEAPONS["spear"].numbers["roll"]
    elif "cleaver" in h.weapons or h.boasting("one-arm"):
        total = sum(die_value(h, d) for d in f.dice)
    else:  # plain dice count their faces
        total = sum(f.dice)
    total += attack_bonus(h, f)
    if axe == SWUNG:
        total *= 2
    return max(0, total)


def step_in(h: Hero) -> None:
    """What waits for the hero's next turn takes hold as it steps in (two players: "Eroi inattivi"):
    the Axe's price, and this turn's curse."""
    h.active = True
    if h.lasting.pop("axe", False):
        h.this_turn["axe"] = SPENT
    h.curse_now = h.curse


def wound_steps(card: Encounter, wounds: int) -> list[int]:
    """The wounds one hit of ``card`` deals, in the order they land, to a hero who has ``wounds``: the
    Shadow's and the Vampire's extra depends on the wounds after the first."""
    steps = [card.damage]
    wounds += card.damage
    if card.effect == "hit-shadow" and wounds < 2:
        steps.append(card.numbers["wounds"])
    elif card.effect == "hit-vampire":
        steps.append(2 * card.numbers["wounds"] if wounds >= 2 else card.numbers["wounds"])
    return steps


def hit_times(h: Hero, f: Fight) -> int:
    """Extra Bitey and the Mummy's curse each double a hit: it is dealt again (FAQ "Extra Bitey")."""
    return 2 ** (f.mods.bitey + h.curse_now)


def hit_wounds(h: Hero, f: Fight) -> int:
    """Every wound the hit of this fight deals, special damage included; the Knight takes one wound
    at most, whatever the hit (FAQ "Knight"). The damage step deals exactly these."""
    card = ENCOUNTERS[f.card]
    times = hit_times(h, f)
    if card.effect == "trap-wound":
        return card.numbers["wounds"] * times
    total, wounds = 0, h.wounds
    for _ in range(times):
        for step in wound_steps(card, wounds):
            total, wounds = total + step, wounds + step
    return min(1, total) if f.knight else total


def treasure_gold(h: Hero, f: Fight) -> int:
    card = ENCOUNTERS[f.card]
    gold = card.gold + f.mods.gold
    if card.effect == "kill-gold-from-defense":
        gold += max(0, hero_defense(h)) // card.numbers["divisor"]
    if "trapper" in h.this_turn:
        gold += CLASSES["trapper"].numbers["gold"]
    return gold
