"""The prompt a seat sees: what is asked (its public arguments) and each option in words (an i18n key
and its arguments), in the shape of the shared decision flow (docs/engine.md, "The decision flow").
Arguments follow the engine's convention: ``card``/``*_card`` name a card, ``*_seat`` a seat."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action

from .combat import CLASSES, ENCOUNTERS, attack_total, dice_count, hero_dice

if TYPE_CHECKING:
    from .rules import GauntletState

GAME = "gauntlet-of-fools"
SUBKEYED = frozenset(("collect", "suffer", "gain"))  # verbs whose first argument picks the wording
USE_KEYS = {"staff": "staff", "scimitar": "scimitar", "one-use-die": "one-use-die"}


def ask(s: "GauntletState", seat: int | None) -> dict[str, Any]:
    """The decision's public arguments."""
    top = s.stack[-1]
    data = top.data
    out: dict[str, Any] = {}
    if "hero" in data:
        h = s.heroes[data["hero"]]
        out["hero"] = h.index
        out["card"] = h.cls
    if top.kind == "send":
        out = {"seat": data["seat"]}
    elif top.kind == "boast":
        out["stolen"] = bool(data.get("stolen"))
        out["added"] = int(data.get("added", 0))
    elif top.kind == "wand":
        out["weapon_card"] = "wand"
    elif top.kind == "bet":
        out["card"], out["secret"] = "gladiator", bool(data.get("secret"))
    elif top.kind == "guardian":
        out["card"] = data["card"] if seat == top.seat else "guardian"
    elif top.kind == "weapon":
        out["change"] = data.get("change", 0)
    elif top.kind in ("before", "after", "hit", "kill", "adventurer") and s.fight is not None:
        out["card"] = s.fight.card
    return out


def option(s: "GauntletState", seat: int, action: Action) -> dict[str, Any]:
    """One legal action as the decision bar shows it."""
    verb = action.verb
    top = s.stack[-1]
    h = s.heroes[top.data["hero"]] if "hero" in top.data else None
    f = s.fight
    args: dict[str, Any] = {"hero": h.index} if h is not None else {}
    first = str(action.args[0]) if action.args else ""
    key = f"{GAME}.action.{verb}"
    if verb in ("take", "steal", "send", "rise") and first:
        target = s.hero_named(first)
        args.update(hero=target.index if target else -1, card=first)
        if verb == "steal" and target is not None:
            args["from_seat"] = target.owner
    elif verb == "rise" and h is not None:
        args["card"] = h.cls
    elif verb == "boast":
        args["boast_card"] = first
    elif verb in ("wand-top", "wand-discard"):
        position = int(action.args[0])
        known = s.known if seat == s.wand_seat else []
        args.update(position=position, encounter_card=known[position - 1] if position <= len(known) else "")
        args["weapon_card"] = "wand"
    elif verb == "use":
        key = f"{GAME}.action.use" + (f".{USE_KEYS[first]}" if first in USE_KEYS else "")
        token = "one-use-die" if first == "one-use-die" else "class" if first in CLASSES else "weapon"
        args.update(card=first, token=token)
        if first == "staff":
            args["choice"] = str(action.args[1])
        elif first == "scimitar":
            args["die"] = action.args[1]
            args["second_die"] = action.args[2] if len(action.args) > 2 else ""
    elif verb in SUBKEYED and first:
        key = f"{key}.{first}"
    if verb == "face":
        args["card"] = first
    elif verb in ("bet",):
        args["gold"] = int(action.args[0])
    elif verb in ("sneak-past", "weapon", "roll") and first:
        args["weapon_card"] = first
    if f is not None and h is not None and verb in ("bribe", "sneak-past", "roll", "go", "attack", "take-hit",
                                                    "collect", "take-wound", "fight-again", "let-go", "face-extra",
                                                    "avoid"):
        args.setdefault("card", f.card)
        if verb == "roll":
            args["dice"] = max(0, hero_dice(h, h.weapons.index(first)) + f.roll_dice) if first else dice_count(h, f)
            key += ".with" if first else ""
        elif verb == "attack":
            args["attack"] = attack_total(h, f)
        elif verb in ("bribe", "collect"):
            args["gold"] = ENCOUNTERS[f.card].numbers.get("gold", ENCOUNTERS[f.card].gold)
    if top.kind == "guardian":
        args["card"] = top.data["card"]
    if verb == "weapon":
        args["change"] = top.data.get("change", 0)
    if verb == "cleanse" and h is not None:
        args["penalties"] = h.penalties
    if verb == "suffer" and h is not None:
        args["wounds"], args["defense"] = 1, 1
    if verb == "gain" and first == "class-token" and h is not None:
        args["card"] = h.cls
    return {"action": str(action), "verb": verb, "key": key, "args": args}


def prompt(s: "GauntletState", seat: int | None) -> dict[str, Any] | None:
    if s.over:
        return None
    top = s.stack[-1]
    out: dict[str, Any] = {"kind": top.kind, "seat": top.seat, "key": f"{GAME}.prompt.{top.kind}",
                           "args": ask(s, seat), "hero": top.data.get("hero")}
    if seat == top.seat:
        out["options"] = [option(s, seat, a) for a in s.legal_actions()]
    return out
