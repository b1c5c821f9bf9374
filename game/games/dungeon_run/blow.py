"""A fight's blow in plain numbers (rulebook, "Azione di Combattimento contro un Mostro", step 3):
which potential wounds the hero's low dice block by themselves, what an assignment of the dice at or
above the monster's defense comes to, and which assignment is best. The rules apply these numbers to
the state (``rules/combat.py``, ``dangers.py``) and the odds count them over every roll a hero may
make (``odds.py``), so a figure the table shows is the rules' own arithmetic.

Wounds land together (rulings.md, "Encounters and combat"): the hero's and the monster's wounds of a
blow land at the same time and each side falls at its hit points; only then does a monster that is
still standing drain what it dealt. So a blow that fells a draining monster is never undone.
"""
from __future__ import annotations

from typing import NamedTuple

from .cards import Monster


class Sides(NamedTuple):
    """What a blow's outcome depends on besides the dice, for one hero against one monster."""

    defense: int
    relentless: bool  # only dice at or above the defense may answer its potential wounds
    double_six: bool  # a wounding 6 deals 2 (a keen hero, or a brittle monster)
    armored: int  # the monster shrugs off this many wounds from each attack
    woundable: bool  # False for an incorporeal monster fought without Magic or a magic item
    venom: int  # wounds added when its attack wounds at all
    armor: int  # wounds the hero's armour takes from each attack
    burst: int  # wounds every hero on its tile takes when it falls
    monster_left: int  # its hit points less the wounds on it
    hero_left: int  # the hero's hit points less their wounds


def card_sides(card: Monster, *, double_six: bool, woundable: bool, armor: int, monster_wounds: int,
               hero_left: int) -> Sides:
    """The monster's part read from its card; the hero's part as the caller knows it."""
    relentless, brittle, armored, incorporeal, venom, burst = _printed(card)
    return Sides(card.defense, relentless, double_six or brittle, armored, woundable or not incorporeal, venom,
                 armor, burst, card.health - monster_wounds, hero_left)


_PRINTED: dict[str, tuple[bool, bool, int, bool, int, int]] = {}


def _printed(card: Monster) -> tuple[bool, bool, int, bool, int, int]:
    """What the card's abilities add to a blow, read once per card."""
    known = _PRINTED.get(card.id)
    if known is None:
        armored, venom, burst = card.has("armored"), card.has("venom"), card.has("explode")
        known = _PRINTED[card.id] = (card.has("relentless") is not None, card.has("brittle") is not None,
                                     armored["amount"] if armored else 0, card.has("incorporeal") is not None,
                                     venom["amount"] if venom else 0, burst["amount"] if burst else 0)
    return known


def potential_wounds(card: Monster, dice: list[int]) -> list[int]:
    """The monster's dice that are potential wounds: those showing a face its card lists, not every
    face at or above the lowest one (rulings.md, "Encounters and combat")."""
    return [d for d in dice if d in card.aggression]


def missed(s: Sides, die: int, hits: list[int]) -> bool:
    """A hero's die that can do nothing: below the defense and blocking no potential wound."""
    return die < s.defense and (die not in hits or s.relentless)


def block(s: Sides, dice: list[int], hits: list[int]) -> tuple[int, list[int], list[int]]:
    """Dice below the defense that equal a potential wound block it at once; the rest of them do
    nothing. Returns how many were blocked, the dice at or above the defense (lowest first) and the
    potential wounds left standing."""
    left = list(hits)
    blocked = 0
    if not s.relentless:
        for die in sorted(d for d in dice if d < s.defense):
            if die in left:
                left.remove(die)
                blocked += 1
    return blocked, sorted(d for d in dice if d >= s.defense), left


def raw_wounds(dice: list[int], double_six: bool) -> int:
    """What wounding dice deal before the monster's hide: 1 each, 2 for a 6 when sixes count double."""
    return sum(2 if d == 6 and double_six else 1 for d in dice)


def on_monster(raw: int, armored: int) -> int:
    """The wounds that reach a monster from one attack."""
    return max(0, raw - armored)


def on_hero(hits: int, venom: int, armor: int) -> int:
    """Unblocked potential wounds as wound markers: venom adds when any lands, armour takes away."""
    return max(0, hits + (venom if hits else 0) - armor)


class Outcome(NamedTuple):
    cancel: int  # potential wounds cancelled by the lowest dice at or above the defense
    cancel_dice: tuple[int, ...]
    wound_dice: tuple[int, ...]
    hero_wounds: int
    monster_wounds: int
    kills: bool  # the monster falls in this blow
    falls: bool  # the hero falls in it: by its wounds, or by the burst of the monster it fells


def span(high: list[int], hits_left: int) -> int:
    """How many potential wounds the dice at or above the defense could cancel."""
    return min(len(high), hits_left)


def outcome(s: Sides, high: list[int], hits_left: int, cancel: int) -> Outcome:
    """What cancelling ``cancel`` potential wounds comes to, the rest of the high dice wounding."""
    wounding = high[cancel:] if s.woundable else []
    dealt = on_monster(raw_wounds(wounding, s.double_six), s.armored)
    taken = on_hero(hits_left - cancel, s.venom, s.armor)
    kills = dealt >= s.monster_left
    return Outcome(cancel, tuple(high[:cancel]), tuple(wounding), taken, dealt, kills,
                   taken + (s.burst if kills else 0) >= s.hero_left)


def choices(s: Sides, high: list[int], hits_left: int) -> list[Outcome]:
    return [outcome(s, high, hits_left, k) for k in range(span(high, hits_left) + 1)]


def best(outcomes: list[Outcome]) -> Outcome:
    """The engine's advice: stay standing first, then fell the monster, then take the fewest wounds,
    then deal the most."""
    return min(outcomes, key=lambda o: (o.falls, not o.kills, o.hero_wounds, -o.monster_wounds))


# --- heroes against heroes (rulebook, "Azione di Combattimento contro un altro eroe") ----------------
DUEL_HIT = 4  # a duel's die at 4 or more is a potential wound


class Duel(NamedTuple):
    """A duel's numbers besides the dice: each hero's armor and hit points left."""

    attacker_armor: int
    defender_armor: int
    attacker_left: int
    defender_left: int


def duel_outcome(d: Duel, attacker_hits: int, defender_hits: int, blocks: int) -> Outcome:
    """What blocking ``blocks`` potential wounds comes to: each block spends one of the attacker's hits
    and takes one of the defender's; the rest land on both heroes together, less each one's armor. In
    the ``Outcome`` the attacker stands where a fight's hero does, the defender where its monster does."""
    dealt = max(0, attacker_hits - blocks - d.defender_armor)
    taken = max(0, defender_hits - blocks - d.attacker_armor)
    return Outcome(blocks, (), (), taken, dealt, dealt >= d.defender_left, taken >= d.attacker_left)


def duel_choices(d: Duel, attacker_hits: int, defender_hits: int) -> list[Outcome]:
    """Every block the attacker may choose: none up to as many as both sides' hits allow."""
    return [duel_outcome(d, attacker_hits, defender_hits, k) for k in range(min(attacker_hits, defender_hits) + 1)]

