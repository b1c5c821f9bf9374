"""What an encounter gives and takes (FAQ "Descrizione degli Incontri"): a kill's treasure, a hit's
damage and special damage, the special encounters, and the small choices inside them. The fight
chapter pushes ``treasure``, ``damage`` and ``special`` when its fight reaches them.
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.flow import Frame, Words

from ..combat import ENCOUNTERS, Fight, attack_total, hit_times, hit_wounds, treasure_gold, wound_steps
from ..effects import refuse
from ..heroes import Hero
from ..state import FLOW, GauntletState

PENALTY_OF_HIT = {"hit-dice-penalty": ("dice-penalty", "dice"), "hit-defense-penalty": ("defense-penalty", "defense")}


def _fighting(s: GauntletState, frame: Frame) -> tuple[Hero, Fight]:
    f = s.fight
    assert f is not None
    return s.heroes[frame.data["hero"]], f


def _treasure(s: GauntletState, frame: Frame) -> bool:
    """The treasure of a kill; the Armorer and Artificer give all of it up (FAQ "Armorer")."""
    s.pop(frame)
    h, f = _fighting(s, frame)
    choice = frame.data["choice"]
    if f.given_up:
        s.events.append(Event("treasure_given_up", {"hero": h.index, "card": f.card}))
        return False
    card = ENCOUNTERS[f.card]
    n = card.numbers
    gold = treasure_gold(h, f)
    if f.hellhound:
        gold += n["gold"]
    if choice == "gold":
        gold += n["gold"]
    f.kill_gold = gold
    s.gain_gold(h, gold, "treasure")
    bet = s.bets.get(h.index, 0) if card.effect == "bet" and not f.repeat else 0
    s.gain_gold(h, 2 * bet, "bet-won")
    effect = card.effect
    if effect == "kill-weapon-token" or choice == "weapon-token":
        s.weapon_token(h, 1, f.card)
    elif effect == "kill-attack-bonus":
        s.tokens(h, "attack-bonus", n["attack"], f.card)
    elif effect == "kill-defense-bonus":
        s.tokens(h, "defense-bonus", n["defense"], f.card)
    elif effect == "kill-defense-penalty":
        s.tokens(h, "defense-penalty", n["defense"], f.card)
    elif effect == "kill-one-use-die":
        s.tokens(h, "one-use-die", 1, f.card)
    elif effect == "kill-heal":
        s.heal(h, f.card)
    return False


def _damage(s: GauntletState, frame: Frame) -> bool:
    """Extra Bitey and the Mummy's curse each double the damage, special damage included: the
    hit is dealt again, one after the other (FAQ "Extra Bitey", "Mummy")."""
    s.pop(frame)
    h, f = _fighting(s, frame)
    card = ENCOUNTERS[f.card]
    if card.effect == "trap-wound":
        s.wound(h, hit_wounds(h, f), f.card)
    elif f.knight:
        s.wound(h, hit_wounds(h, f), "knight")
    else:
        for _ in range(hit_times(h, f)):
            _hit_once(s, h, f)
    return False


def _hit_once(s: GauntletState, h: Hero, f: Fight) -> None:
    card = ENCOUNTERS[f.card]
    n = card.numbers
    effect = card.effect
    for wounds in wound_steps(card, h.wounds):
        s.wound(h, wounds, f.card)
    if effect == "hit-wound-or-defense":
        s.push_for("banshee", h)
    elif effect == "hit-cannot-die":
        h.this_turn[effect] = True  # it cannot die before its turn ends
        s.events.append(Event("death_delayed", {"hero": h.index, "card": f.card}))
    elif effect == "hit-poison":
        h.fresh_poison += 1
        s.tokens(h, "poison", 1, f.card)
    elif effect == "hit-curse":
        s.tokens(h, "curse", 1, f.card)
    elif effect == "hit-lose-gold":
        s.lose_gold(h, n["gold"], f.card)
    elif effect == "hit-lose-weapon-token":
        s.weapon_token(h, -1, f.card)
    elif effect == "hit-lose-class-token":
        s.tokens(h, "class", -1, f.card)
    elif effect in PENALTY_OF_HIT:
        kind, number = PENALTY_OF_HIT[effect]
        s.tokens(h, kind, n[number], f.card)


def _special(s: GauntletState, frame: Frame) -> bool:
    s.pop(frame)
    h, f = _fighting(s, frame)
    card = ENCOUNTERS[f.card]
    n = card.numbers
    if card.effect == "gain-gold":
        s.gain_gold(h, n["gold"], f.card)
    elif card.effect == "gold-per-attack":
        attack = 0 if "priest" in h.this_turn or not (f.dice or f.spear) else attack_total(h, f)
        s.events.append(Event("attack_made", {"hero": h.index, "card": f.card, "attack": attack}))
        s.gain_gold(h, attack // n["attack"], f.card)
    elif card.effect == "heal-or-cleanse":
        if h.wounds and h.penalties:
            s.push_for("pool", h)
        elif h.wounds:
            s.heal(h, f.card)
        elif h.penalties:
            s.cleanse(h, f.card)
    elif card.effect == "gain-token":
        s.push_for("magic", h)
    elif card.effect == "trap-wound":
        f.hit = True
        s.events.append(Event("hit", {"hero": h.index, "card": f.card}))
        f.phase = "hit"
    return False


# --- the small decisions ---------------------------------------------------------------------------
def _banshee(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h, f = _fighting(s, frame)
    n = ENCOUNTERS[f.card].numbers
    if action.args[0] == "wound":
        s.wound(h, n["wounds"], f.card)
    else:
        s.tokens(h, "defense-penalty", n["defense"], f.card)


def _pool(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h, f = _fighting(s, frame)
    if action.verb == "heal":
        s.heal(h, f.card)
    else:
        s.cleanse(h, f.card)


def _magic(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h, f = _fighting(s, frame)
    if action.args[0] == "class-token":
        s.tokens(h, "class", 1, f.card)
    else:
        s.weapon_token(h, 1, f.card)


def _weapon_options(s: GauntletState, frame: Frame) -> list[Action]:
    h = s.heroes[frame.data["hero"]]
    return [Action("weapon", (h.weapons[i],)) for i in h.weapon_slots(frame.data["change"])]


def _weapon_left(s: GauntletState, frame: Frame) -> bool:
    """Several hits each asked which weapon loses a token, all at once: once the earlier answers leave
    one weapon with tokens, it loses the token unasked, and with none left the hit takes nothing."""
    h = s.heroes[frame.data["hero"]]
    slots = h.weapon_slots(frame.data["change"])
    if len(slots) > 1:
        return True
    s.pop(frame)
    if slots:
        s.tokens(h, "weapon", frame.data["change"], frame.data["why"], weapon=slots[0])
    return False


def _weapon(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h = s.heroes[frame.data["hero"]]
    s.tokens(h, "weapon", frame.data["change"], frame.data["why"], weapon=h.weapons.index(str(action.args[0])))


def _encounter_ask(s: GauntletState, frame: Frame) -> dict[str, Any]:
    return {"hero": frame.data["hero"], "card": _fighting(s, frame)[1].card}


def _choice_label(s: GauntletState, frame: Frame, action: Action) -> Words:
    """``verb choice`` options in words: the key names the choice, the arguments its numbers."""
    h, f = _fighting(s, frame)
    n = ENCOUNTERS[f.card].numbers
    args: dict[str, Any] = {"hero": h.index}
    key = f"gauntlet-of-fools.action.{action.verb}"
    if action.args:
        key += f".{action.args[0]}"
    if key.endswith("suffer.wound"):
        args["wounds"] = n["wounds"]
    elif key.endswith("suffer.defense"):
        args["defense"] = n["defense"]
    elif key.endswith("gain.class-token"):
        args["card"] = h.cls
    elif action.verb == "cleanse":
        args["penalties"] = h.penalties
    return key, args


FLOW.step("treasure", _treasure)
FLOW.step("damage", _damage)
FLOW.step("special", _special)
FLOW.decision("banshee", lambda s, f: [Action("suffer", ("wound",)), Action("suffer", ("defense",))], _banshee,
              refuse=refuse, ask=_encounter_ask, label=_choice_label)
FLOW.decision("pool", lambda s, f: [Action("heal"), Action("cleanse")], _pool, refuse=refuse, ask=_encounter_ask,
              label=_choice_label)
FLOW.decision("magic", lambda s, f: [Action("gain", ("class-token",)), Action("gain", ("weapon-token",))], _magic,
              refuse=refuse, ask=_encounter_ask, label=_choice_label)
FLOW.decision("weapon", _weapon_options, _weapon, step=_weapon_left, refuse=refuse,
              ask=lambda s, f: {"hero": f.data["hero"], "change": f.data["change"]},
              label=lambda s, f, a: ("gauntlet-of-fools.action.weapon",
                                     {"hero": f.data["hero"], "weapon_card": a.args[0], "change": f.data["change"]}))
