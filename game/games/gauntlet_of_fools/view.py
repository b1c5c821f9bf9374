"""What a seat may see, and the copies the AI searches.

Everything is public (rulebook "Regole Addizionali") except the order of the encounter deck, the
cards the Wand showed or removed (its owner's alone) and Gladiator bets until they are all in.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action
from game.engine.rng import Rng

from .combat import ENCOUNTERS, Fight, attack_total, dice_count, hero_defense, monster_numbers
from .heroes import Hero
from .effects import use_power
from .odds import gold_at_stake, hit_now, kill_now, rerolled

if TYPE_CHECKING:
    from .state import GauntletState

WINDOWS = ("before", "after", "hit", "kill")


def hero_view(h: Hero) -> dict[str, Any]:
    return {
        "hero": h.index, "class": h.cls, "weapons": list(h.weapons), "seat": h.owner, "boasts": h.boast_list(),
        "class_tokens": h.class_tokens, "weapon_tokens": list(h.weapon_tokens), "wounds": h.wounds,
        "gold": h.gold, "defense": hero_defense(h), "dead": h.dead, "active": h.active, "rising": h.rising,
        "hangover": h.hangover, "powers": list(h.powers),
        "bonus": {"attack": h.attack_bonus, "defense": h.defense_bonus, "dice": h.dice_bonus,
                  "one_use_dice": h.one_use},
        "penalty": {"dice": h.dice_penalty, "defense": h.defense_penalty, "poison": h.poison, "curse": h.curse},
        "this_turn": {"defense": h.t_defense, "dice": h.t_dice, "axe": h.axe, "trapper": h.trapper,
                      "zealot": h.zealot, "holy_sword": h.holy, "priest": h.priest, "attack_zero": h.zero_now,
                      "cannot_die": h.scorpion, "curse": h.curse_now},
        "next_turn": {"attack_zero": h.axe_zero},
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
    window = s.frames[-1].kind if s.frames and s.frames[-1].kind in WINDOWS else None
    uses = [a for a in s.options() if a.verb == "use"] if window else []
    out["odds"] = fight_odds(s, h, f, window, uses)
    return out


def fight_odds(s: "GauntletState", h: Hero, f: Fight, window: str | None,
               uses: list[Action]) -> dict[str, Any]:
    """The fight as it stands: the chance to kill, the chance to be hit and the gold a kill pays;
    under ``with``, the same for each ability use of the window (by its action text), exactly.

    Everything it reads is public, so every seat's view carries it."""
    with_use: dict[str, dict[str, Any]] = {}
    for action in uses:
        ability = str(action.args[0])
        if ability in ("warlord", "mace"):  # one more die, rolled now
            kill, hit = rerolled(h, f, [], 1)
            gold = gold_at_stake(h, f)
        elif ability in ("morning-star", "scimitar"):  # the whole roll, or the faces named, again
            faces = list(f.dice) if ability == "morning-star" else [int(a) for a in action.args[1:]]
            kill, hit = rerolled(h, f, faces, len(faces))
            gold = gold_at_stake(h, f)
        else:
            trial = s.clone()
            th, tf = trial.heroes[h.index], trial.fight
            assert tf is not None and window is not None
            use_power(trial, th, tf, window, action)
            if window == "hit" and tf.hit and ability == "sword":
                tf.phase = "defend"  # the monster's attack is compared again
            kill, hit, gold = kill_now(th, tf), hit_now(th, tf), gold_at_stake(th, tf)
        with_use[str(action)] = {"kill": kill, "hit": hit, "gold": gold}
    return {"kill": kill_now(h, f), "hit": hit_now(h, f), "gold": gold_at_stake(h, f), "with": with_use}


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
        "wand": {"top": list(s.known), "removed": list(s.removed)} if owner else None,
    }


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
