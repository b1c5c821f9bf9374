"""What a seat may see, and the copies the AI searches.

Everything is public (rulebook "Regole Addizionali") except the order of the encounter deck, the
cards the Wand showed or removed (its owner's alone) and Gladiator bets until they are all in.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.rng import Rng

from .combat import (ENCOUNTERS, SPENT, SWUNG, Fight, attack_total, dice_count, hero_defense, hero_dice,
                     monster_numbers)
from .heroes import DEATH_WOUNDS, Hero
from .outlook import outlook

if TYPE_CHECKING:
    from .state import GauntletState


def hero_view(h: Hero) -> dict[str, Any]:
    card = h.this_turn
    return {
        "hero": h.index, "class": h.cls, "weapons": list(h.weapons), "seat": h.owner, "boasts": h.boast_list(),
        "class_tokens": h.class_tokens, "weapon_tokens": list(h.weapon_tokens), "wounds": h.wounds,
        "gold": h.gold, "defense": hero_defense(h), "dead": h.dead, "active": h.active, "rising": h.rising,
        "hangover": "hangover" in h.lasting, "powers": list(h.powers),
        "bonus": {"attack": h.attack_bonus, "defense": h.defense_bonus, "dice": h.dice_bonus,
                  "one_use_dice": h.one_use},
        "penalty": {"dice": h.dice_penalty, "defense": h.defense_penalty, "poison": h.poison, "curse": h.curse},
        "this_turn": {"defense": h.t_defense, "dice": h.t_dice, "axe": card.get("axe") == SWUNG,
                      "trapper": "trapper" in card, "zealot": "zealot" in card, "holy_sword": "holy-sword" in card,
                      "priest": "priest" in card, "attack_zero": card.get("axe") == SPENT,
                      "cannot_die": "hit-cannot-die" in card, "curse": h.curse_now},
        "next_turn": {"attack_zero": "axe" in h.lasting},
        "dice": max(0, hero_dice(h)), "wound_limit": DEATH_WOUNDS,
    }


def fight_view(s: "GauntletState", f: Fight) -> dict[str, Any]:
    h = s.heroes[f.hero]
    out: dict[str, Any] = {"hero": f.hero, "card": f.card, "phase": f.phase, "round": f.round,
                           "repeat": f.repeat, "mods": f.mods._asdict(), "dice": list(f.dice),
                           "dice_to_roll": dice_count(h, f), "spear": f.spear, "killed": f.killed,
                           "hit": f.hit, "dodged": f.dodged, "skipped": f.skipped, "outright_kill": f.auto_kill,
                           "outright_dodge": f.auto_dodge, "swapped": f.swap, "given_up": f.given_up}
    if f.dice or f.spear:
        out["attack"] = attack_total(h, f)
    if ENCOUNTERS[f.card].is_monster:
        out["monster_attack"], out["monster_defense"] = monster_numbers(h, f)
    return out


def game_view(s: "GauntletState", seat: int | None) -> dict[str, Any]:
    secret_bets = s.betting()
    bets = {str(k): (v if not secret_bets or (seat is not None and s.heroes[k].owner == seat) else "hidden")
            for k, v in s.bets.items()}
    owner = seat is not None and seat == s.wand_seat
    return {
        "phase": "over" if s.over else "boasting" if s.boasting else "gauntlet",
        "first": s.first, "current": s.current_player(), "promos": s.promos,
        "heroes": [hero_view(h) for h in s.heroes], "seat_gold": s.seat_gold(),
        "deck": len(s.deck), "removed": len(s.removed), "discard": list(s.discard),
        "waiting": list(s.pending),
        "paths": [{"card": c, "mods": m._asdict()} for c, m in s.paths],
        "choices": {str(k): s.paths[v][0] for k, v in s.choice.items()},
        "bets": bets, "acting": list(s.order),
        "fight": fight_view(s, s.fight) if s.fight else None,
        "odds": outlook(s),
        "wand": {"top": list(s.known), "removed": list(s.removed)} if owner else None,
    }


def open_view(s: "GauntletState", seat: int | None) -> dict[str, Any]:
    """``seat``'s view with every bet shown and the cards the Wand's holder has looked at."""
    out = game_view(s, seat)
    out["bets"] = {str(k): v for k, v in s.bets.items()}
    if s.wand_seat >= 0:
        out["wand"] = game_view(s, s.wand_seat)["wand"]
    return out


def determinize(s: "GauntletState", observer: int, rng: Rng) -> "GauntletState":
    copy = s.clone()
    owner = observer == s.wand_seat
    seen = len(s.known) if owner else 0
    hidden = len(s.deck) - seen
    unseen = sorted(s.deck[:hidden] + ([] if owner else s.removed))
    rng.shuffle(unseen)
    copy.deck = unseen[:hidden] + s.deck[hidden:]
    if not owner:
        copy.removed = unseen[hidden:]
        copy.known = []
    if s.betting():
        for index in sorted(s.bets):
            h = s.heroes[index]
            if h.owner != observer:
                copy.bets[index] = rng.below(min(h.gold, ENCOUNTERS["gladiator"].numbers["gold"]) + 1)
    copy.rng = rng.fork()
    return copy
