"""The fast policy the AI plays its playouts with: a few rules of thumb on exact odds.

Boasting: take the free hero the evaluator likes best, boast nothing. Gauntlet: spend a kill
token when the dice are unlikely to kill a rich monster, add dice while the roll falls short,
dodge a hit that would cost two wounds or the last one, and take the obvious choice elsewhere.
"""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.rng import Rng

from .combat import ENCOUNTERS, NO_MODS, Fight, Mods, hero_defense, monster_numbers, treasure_gold
from .evaluate import future_gold, outlook_of
from .heroes import DEATH_WOUNDS, Hero
from .odds import kill_chance
from .state import GauntletState
from .setup import arm_hero

KILLERS = ("dagger", "deadly-fists", "zealot", "scepter", "sling", "flaming-sword")
DODGERS = ("thief", "bow", "whip", "knight", "sword", "spiked-shield")
DICE = ("one-use-die", "throwing-stars", "demonic-blade", "staff", "monk", "berserker")
AFTER = ("mace", "warlord", "spear", "avenger", "morning-star", "scimitar")


def _find(legal: list[Action], verb: str, names: tuple[str, ...] = ()) -> Action | None:
    for name in names or ("",):
        for a in legal:
            if a.verb == verb and (not names or (a.args and a.args[0] == name)):
                return a
    return None


def playout_action(state: GauntletState, rng: Rng) -> Action:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    decision = state.frames[-1]
    kind = decision.kind
    if kind == "draft":
        return _draft(state, legal)
    if kind == "boast":
        return _find(legal, "done") or legal[0]
    f = state.fight
    h = state.heroes[decision.data["hero"]] if "hero" in decision.data else None
    if kind == "before" and f is not None and h is not None:
        return _before(state, legal, h, f)
    if kind == "after":
        if f is not None and h is not None and ENCOUNTERS[f.card].is_monster and kill_chance(h, f) == 0.0:
            return _find(legal, "use", AFTER) or legal[-1]
        return legal[-1] if f is None or ENCOUNTERS[f.card].is_monster else (_find(legal, "use", AFTER) or legal[-1])
    if kind == "hit" and f is not None and h is not None:
        card = ENCOUNTERS[f.card]
        heavy = card.damage >= 2 or h.wounds + max(1, card.damage) >= DEATH_WOUNDS or card.effect == "hit-poison"
        if heavy:
            return _find(legal, "use", DODGERS) or legal[-1]
        return legal[-1]
    if kind == "kill" and f is not None and h is not None:
        bonus = _find(legal, "use", ("armorer", "artificer"))
        if bonus is not None and treasure_gold(h, f) <= 2:
            return bonus  # a lasting bonus beats a small treasure
        return _find(legal, "collect") or legal[-1]
    return _simple(state, legal, kind, h)


def _draft(state: GauntletState, legal: list[Action]) -> Action:
    outlook = outlook_of(state)
    best, best_value = legal[0], -1.0
    for action in legal:
        if action.verb != "take":
            continue
        h = state.hero_named(action.args[0])
        assert h is not None
        armed = h.copy()
        arm_hero(armed)
        value = future_gold(armed, outlook, outlook.turns)
        if value > best_value:
            best, best_value = action, value
    return best


def _before(state: GauntletState, legal: list[Action], h: Hero, f: Fight) -> Action:
    card = ENCOUNTERS[f.card]
    proceed = legal[-1]
    if not card.is_monster:
        heal = _find(legal, "use", ("priest",))
        return heal if heal is not None and h.wounds >= 2 else proceed
    odds = kill_chance(h, f)
    attack, defense = monster_numbers(h, f)
    hit = attack >= hero_defense(h)
    rich = treasure_gold(h, f) >= 3
    if hit and (card.damage >= 2 or h.wounds >= DEATH_WOUNDS - 1):
        dodge = _find(legal, "use", ("deadly-fists", "sling", "wizard")) or _find(legal, "bribe")
        if dodge is not None:
            return dodge
    if h.wounds >= 2 and not rich:
        heal = _find(legal, "use", ("priest",))
        if heal is not None:
            return heal
    if odds >= 0.5 and not h.trapper:
        trap = _find(legal, "use", ("trapper",))
        if trap is not None:
            return trap
    if odds < 0.5 and rich:
        killer = _find(legal, "use", KILLERS)
        if killer is not None:
            return killer
        if defense > attack or hit:
            swap = _find(legal, "use", ("jester",))
            if swap is not None:
                return swap
        axe = _find(legal, "use", ("axe",))
        if axe is not None and kill_chance(h, f) < 0.3:
            return axe
    if odds < 0.6 and rich:
        more = _find(legal, "use", DICE)
        if more is not None and more.args[-1] != "defense":
            return more
    return proceed


def encounter_value(state: GauntletState, h: Hero, card_id: str, mods: Mods) -> float:
    """Gold expected from facing an encounter, less two gold per wound it should deal."""
    card = ENCOUNTERS[card_id]
    if not card.is_monster:
        effect = card.effect
        if effect == "trap-wound":
            return -2.0
        return float(card.numbers.get("gold", 1 if effect != "gold-per-attack" else 2))
    f = Fight(h.index, card_id, mods, 0)
    kill = kill_chance(h, f)
    hit = monster_numbers(h, f)[0] >= hero_defense(h)
    return kill * treasure_gold(h, f) - (2.0 * max(1, card.damage) * 2 ** mods.bitey if hit else 0.0)


def _simple(state: GauntletState, legal: list[Action], kind: str, h: Hero | None) -> Action:
    f = state.fight
    if kind == "path" and h is not None:
        return max(legal, key=lambda a: encounter_value(state, h, str(a.args[0]),
                                                        dict(state.paths)[str(a.args[0])]))
    if kind == "guardian" and h is not None:
        card = str(state.frames[-1].data["card"])
        return legal[0] if encounter_value(state, h, card, NO_MODS) >= 0 else legal[1]
    if kind == "troll" and f is not None and h is not None:
        return legal[0] if encounter_value(state, h, f.card, f.mods) >= 0 else legal[1]
    if kind == "bet" and h is not None:
        card, mods = state.paths[state.choice.get(h.index, 0)] if state.fight is None else (f.card, f.mods)
        odds = kill_chance(h, Fight(h.index, card, mods, 0))
        return legal[-1] if odds > 0.5 else legal[0]
    if kind == "pool":
        return legal[0] if h is not None and h.wounds >= 2 else legal[1]
    if kind == "banshee":
        return legal[1] if h is not None and h.wounds >= 2 else legal[0]
    if kind == "send":
        alive = [a for a in legal if a.verb == "send"]
        if alive:
            return min(alive, key=lambda a: state.hero_named(a.args[0]).wounds)  # type: ignore[union-attr]
        return legal[0]
    # wand, rise, magic, adventurer, weapon, end: the first choice is the plain one
    return legal[0]
