"""A hero: one class and one weapon (two for the Armsmaster), its boasts, tokens, wounds and gold.

Bonus tokens are permanent gains (attack, Defense, dice, one-use dice); penalty tokens are the
monsters' lasting harm (fewer dice, less Defense, poison, curses). Fields prefixed ``t_`` and the
flags below them last one turn of this hero's (rulebook: "Regole Addizionali": "this turn").
"""
from __future__ import annotations

from typing import Any

from .cards import book

BOASTS = tuple(book().boasts)
BOAST_BIT = {b: 1 << i for i, b in enumerate(BOASTS)}
ALL_BOASTS = (1 << len(BOASTS)) - 1
DEATH_WOUNDS = 4

_PERSISTENT = ("index", "owner", "cls", "weapons", "boasts", "class_tokens", "wounds", "gold", "attack_bonus",
               "defense_bonus", "dice_bonus", "one_use", "dice_penalty", "defense_penalty", "poison", "curse",
               "hangover", "dead", "axe_zero")
_TURN = ("active", "rising", "t_defense", "t_dice", "axe", "trapper", "zealot", "holy", "priest", "killed",
         "clean", "armorer_due", "artificer_due", "curse_now", "zero_now", "scorpion", "fresh_poison", "sober")


class Hero:
    __slots__ = _PERSISTENT + _TURN + ("weapon_tokens", "powers")

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
        self.hangover = self.dead = self.axe_zero = False
        # The class abilities this hero has now: its own, plus the dead heroes' for a Necromancer.
        self.powers: tuple[str, ...] = (cls,)
        self.reset_turn()

    def reset_turn(self) -> None:
        self.active = self.rising = False
        self.t_defense = self.t_dice = 0
        self.axe = self.trapper = self.zealot = self.holy = self.priest = False
        self.killed = self.clean = self.zero_now = self.scorpion = self.sober = False
        self.armorer_due = self.artificer_due = self.curse_now = self.fresh_poison = 0

    def copy(self) -> "Hero":
        """Hand-written: a hero is copied in every search iteration."""
        h = Hero.__new__(Hero)
        h.index, h.owner, h.cls, h.weapons, h.boasts = self.index, self.owner, self.cls, self.weapons, self.boasts
        h.class_tokens, h.weapon_tokens, h.powers = self.class_tokens, list(self.weapon_tokens), self.powers
        h.wounds, h.gold = self.wounds, self.gold
        h.attack_bonus, h.defense_bonus = self.attack_bonus, self.defense_bonus
        h.dice_bonus, h.one_use, h.dice_penalty = self.dice_bonus, self.one_use, self.dice_penalty
        h.defense_penalty, h.poison, h.curse = self.defense_penalty, self.poison, self.curse
        h.hangover, h.dead, h.axe_zero = self.hangover, self.dead, self.axe_zero
        h.active, h.rising, h.t_defense, h.t_dice = self.active, self.rising, self.t_defense, self.t_dice
        h.axe, h.trapper, h.zealot, h.holy, h.priest = self.axe, self.trapper, self.zealot, self.holy, self.priest
        h.killed, h.clean = self.killed, self.clean
        h.armorer_due, h.artificer_due = self.armorer_due, self.artificer_due
        h.curse_now, h.zero_now, h.scorpion = self.curse_now, self.zero_now, self.scorpion
        h.fresh_poison, h.sober = self.fresh_poison, self.sober
        return h

    # --- boasts --------------------------------------------------------------------------------
    def has_boast(self, boast: str) -> bool:
        return bool(self.boasts & BOAST_BIT[boast])

    def boasting(self, boast: str) -> bool:
        """A boast's handicap counts unless a Holy Sword sets the boasts aside this turn."""
        if self.holy or not self.boasts & BOAST_BIT[boast]:
            return False
        return self.hangover if boast == "hangover" else True

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
        return out

    @staticmethod
    def from_json(raw: dict[str, Any]) -> "Hero":
        h = Hero(int(raw["index"]), str(raw["cls"]), tuple(str(w) for w in raw["weapons"]))
        for name in _PERSISTENT + _TURN:
            if name not in ("index", "cls", "weapons"):
                setattr(h, name, raw[name])
        h.weapon_tokens = [int(t) for t in raw["weapon_tokens"]]
        h.powers = tuple(str(p) for p in raw["powers"])
        return h

