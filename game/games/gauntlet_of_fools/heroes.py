"""A hero: one class and one weapon (two for the Armsmaster), its boasts, tokens, wounds and gold.

Bonus tokens are permanent gains (attack, Defense, dice, one-use dice); penalty tokens are the
monsters' lasting harm (fewer dice, less Defense, poison, curses). The fields listed in ``_TURN``
are the rules' own facts of one turn of this hero's (rulebook "Regole Addizionali": "this turn").

What one card remembers lives in two mappings keyed by that card's id (a class, weapon or boast;
an encounter by its effect's name, the cards being data): ``this_turn``, emptied when the hero's
turn closes, and ``lasting``, kept until the card's rule removes it. A card with a memory of its
own therefore needs no field here, no copy code and no snapshot code.
"""
from __future__ import annotations

from typing import Any

from .cards import book

BOASTS = tuple(book().boasts)
BOAST_BIT = {b: 1 << i for i, b in enumerate(BOASTS)}
ALL_BOASTS = (1 << len(BOASTS)) - 1
DEATH_WOUNDS = 4
# A game of this many players gives each of them this many heroes (rulebook "Regole per Due Giocatori").
PAIRED_GAME, PAIRED_HEROES = 2, 2

_PERSISTENT = ("index", "owner", "cls", "weapons", "boasts", "class_tokens", "wounds", "gold", "attack_bonus",
               "defense_bonus", "dice_bonus", "one_use", "dice_penalty", "defense_penalty", "poison", "curse",
               "dead")
_TURN = ("active", "rising", "t_defense", "t_dice", "clean", "curse_now", "fresh_poison")


class Hero:
    __slots__ = _PERSISTENT + _TURN + ("weapon_tokens", "powers", "lasting", "this_turn")

    def __init__(self, index: int, cls: str, weapons: tuple[str, ...]) -> None:
        self.index = index
        self.owner = -1
        self.cls = cls
        self.weapons = weapons
        self.boasts = 0
        self.class_tokens = 0
        self.weapon_tokens = [0] * len(weapons)
        self.wounds = self.gold = 0
        self.attack_bonus = self.defense_bonus = self.dice_bonus = self.one_use = 0
        self.dice_penalty = self.defense_penalty = self.poison = self.curse = 0
        self.dead = False
        # The class abilities this hero has now: its own, plus the dead heroes' for a Necromancer.
        self.powers: tuple[str, ...] = (cls,)
        self.lasting: dict[str, Any] = {}
        self.this_turn: dict[str, Any] = {}
        self.reset_turn()

    def reset_turn(self) -> None:
        self.active = self.rising = self.clean = False
        self.t_defense = self.t_dice = self.curse_now = self.fresh_poison = 0

    def weapon_slots(self, change: int) -> list[int]:
        """The weapons a token gained may go to (any) or a token lost may come from (those with one)."""
        return [i for i in range(len(self.weapons)) if change > 0 or self.weapon_tokens[i] > 0]

    def copy(self) -> "Hero":
        """Hand-written: a hero is copied in every search iteration."""
        h = Hero.__new__(Hero)
        h.index, h.owner, h.cls, h.weapons, h.boasts = self.index, self.owner, self.cls, self.weapons, self.boasts
        h.class_tokens, h.weapon_tokens, h.powers = self.class_tokens, list(self.weapon_tokens), self.powers
        h.wounds, h.gold = self.wounds, self.gold
        h.attack_bonus, h.defense_bonus = self.attack_bonus, self.defense_bonus
        h.dice_bonus, h.one_use, h.dice_penalty = self.dice_bonus, self.one_use, self.dice_penalty
        h.defense_penalty, h.poison, h.curse = self.defense_penalty, self.poison, self.curse
        h.dead, h.lasting, h.this_turn = self.dead, dict(self.lasting), dict(self.this_turn)
        h.active, h.rising, h.t_defense, h.t_dice = self.active, self.rising, self.t_defense, self.t_dice
        h.clean, h.curse_now, h.fresh_poison = self.clean, self.curse_now, self.fresh_poison
        return h

    def cards_key(self) -> tuple[tuple[tuple[str, Any], ...], tuple[tuple[str, Any], ...]]:
        """Both mappings as one hashable value, for the AI's caches."""
        return (tuple(sorted(self.lasting.items())) if self.lasting else (),
                tuple(sorted(self.this_turn.items())) if self.this_turn else ())

    # --- boasts --------------------------------------------------------------------------------
    def has_boast(self, boast: str) -> bool:
        return bool(self.boasts & BOAST_BIT[boast])

    def boasting(self, boast: str) -> bool:
        """A boast's handicap counts unless a Holy Sword sets the boasts aside this turn."""
        if not self.boasts & BOAST_BIT[boast] or "holy-sword" in self.this_turn:
            return False
        return "hangover" in self.lasting if boast == "hangover" else True

    def boast_list(self) -> list[str]:
        return [b for b in BOASTS if self.boasts & BOAST_BIT[b]]

    # --- powers -------------------------------------------------------------------------------
    def has(self, power: str) -> bool:
        return power in self.powers or power in self.weapons

    @property
    def penalties(self) -> int:
        return self.dice_penalty + self.defense_penalty + self.poison + self.curse

    def discard_penalties(self) -> int:
        count = self.penalties
        self.dice_penalty = self.defense_penalty = self.poison = self.curse = 0
        self.curse_now = self.fresh_poison = 0
        return count

    # --- snapshots ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        out = {name: getattr(self, name) for name in _PERSISTENT + _TURN}
        out["weapons"] = list(self.weapons)
        out["weapon_tokens"] = list(self.weapon_tokens)
        out["powers"] = list(self.powers)
        out["lasting"] = dict(self.lasting)
        out["this_turn"] = dict(self.this_turn)
        return out

    @staticmethod
    def from_json(raw: dict[str, Any]) -> "Hero":
        h = Hero(int(raw["index"]), str(raw["cls"]), tuple(str(w) for w in raw["weapons"]))
        for name in _PERSISTENT + _TURN:
            if name not in ("index", "cls", "weapons"):
                setattr(h, name, raw[name])
        h.weapon_tokens = [int(t) for t in raw["weapon_tokens"]]
        h.powers = tuple(str(p) for p in raw["powers"])
        h.lasting = dict(raw["lasting"])
        h.this_turn = dict(raw["this_turn"])
        return h

