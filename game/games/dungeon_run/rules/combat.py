"""Fighting a monster (rulebook, "Azione di Combattimento contro un Mostro") in its three steps:
the monster attacks (the first player rolls its attack dice; faces in its aggression are potential
wounds), the hero attacks with Might or Magic, then the hero assigns their dice: a die equal to a
potential wound blocks it; a die equal to or above the monster's defense wounds it or cancels any
potential wound. Free attacks roll for the attacker only.

Dice that have one use only are assigned at once (a die below defense that matches a potential
wound blocks it). The dice at or above defense are interchangeable but for the 6s some cards double,
so the hero is asked one thing: how many potential wounds to cancel with them (the lowest go first);
the rest wound the monster.
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.flow import Frame

from ..blow import (Outcome, Sides, best, block, missed, on_hero, on_monster, outcome, potential_wounds, raw_wounds,
                    span)
from ..dangers import after_wounding, attack_dice, fight_dice, fight_stats, monster_free_attack, sides, start_fight
from ..dice import dice_for, reroll_misses, reroll_some, settle
from ..grid import Cell, direction_of
from ..heroes import CARDS, has, stat_value
from ..menu import offer
from ..outcomes import gain_items, lord_defeated, recover, wound_hero
from ..state import FLOW, DungeonRunState, cell_args, option, refusal, spend_action, words

DIRS = ("north", "east", "south", "west")


# --- the monster's side ---------------------------------------------------------------------------


def strike_monster(state: DungeonRunState, seat: int, monster: str, amount: int) -> None:
    """Wound markers on a monster; armored ones shrug one off; at its hit points it is defeated."""
    card = CARDS.monsters[monster]
    armored = card.has("armored")
    amount = on_monster(amount, armored["amount"] if armored else 0)
    if amount <= 0:
        return
    state.wounds[monster] = state.wounds.get(monster, 0) + amount
    state.emit("monster_wounded", {"monster": monster, "amount": amount, "wounds": state.wounds[monster],
                                   "by": seat})
    if state.wounds[monster] >= card.health:
        defeat_monster(state, seat, monster)


def defeat_monster(state: DungeonRunState, seat: int, monster: str) -> None:
    """A defeated monster goes to the victor's loot pile (rulebook, "Sconfiggere Eroi e Mostri")."""
    card = CARDS.monsters[monster]
    cell = state.monster_cell(monster)
    assert cell is not None
    del state.on_tile[cell]
    state.wounds.pop(monster, None)
    hero = state.heroes[seat]
    hero.loot.append(monster)
    state.emit("monster_defeated", {"monster": monster, "seat": seat, **state.where(cell)})
    explode = card.has("explode")
    if explode:
        for other in state.heroes_at(cell):
            wound_hero(state, other, explode["amount"], f"{monster}-burst")
    if hero.standing:
        recover(state, [seat], "kill")
        if has(state.effects_of(seat), "bounty") and state.treasures:
            gain_items(state, seat, [state.draw(state.treasures)], drawn=True)
    if card.lord:
        lord_defeated(state, seat, cell)


# --- the fight frame ------------------------------------------------------------------------------


def _fight_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    phase = frame.data["phase"]
    if phase == "strike":
        return [option("strike", s) for s in fight_stats(frame.data["monster"])]
    if phase == "assign":
        return [option("cancel", k) for k in range(_choice_span(frame) + 1)]
    return []


def _choice_span(frame: Frame) -> int:
    """How many potential wounds the hero could cancel with dice that could also wound."""
    defense = CARDS.monsters[frame.data["monster"]].defense
    return span([d for d in frame.data["dice"] if d >= defense], len(frame.data["hits"]))


def _sides(state: DungeonRunState, frame: Frame) -> Sides:
    return sides(state, frame.seat, frame.data["monster"], frame.data["stat"] or "might")


def _fight_step(state: DungeonRunState, frame: Frame) -> bool:
    seat, monster = frame.seat, frame.data["monster"]
    card = CARDS.monsters[monster]
    phase = frame.data["phase"]
    if state.monster_at(state.heroes[seat].pos) != monster or not state.heroes[seat].standing:
        state.pop(frame)
        return False
    if phase == "support":
        if state.tile_rule(state.heroes[seat].pos) == "seal-room" and not frame.data["helpers"]:
            # Only an assisted hero may fight in the Seal Room; one who cannot attack suffers a free attack.
            state.pop(frame)
            state.emit("fight_refused", {"seat": seat, "monster": monster, "why": "seal-room"})
            monster_free_attack(state, monster, seat, "cannot-fight")
            return False
        dice = state.roll(attack_dice(state, card, seat))
        frame.data["hits"] = potential_wounds(card, dice)
        frame.data["monster_dice"] = dice
        state.emit("monster_attacks", {"monster": monster, "seat": seat, "dice": dice,
                                       "hits": list(frame.data["hits"])}, chance=True)
        frame.data["phase"] = "strike"
        stats = fight_stats(monster)
        if len(stats) == 1:
            _roll_hero(state, frame, stats[0])
        return False
    if phase == "strike":
        return True
    if phase == "assign":
        _auto_assign(state, frame)
        if _choice_span(frame) and _sides(state, frame).woundable:
            return True
        _assign_high(state, frame, _choice_span(frame))  # dice that cannot wound cancel what they can
        _resolve(state, frame)
        return False
    raise AssertionError(phase)


def _fight_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    if action.verb == "strike":
        _roll_hero(state, frame, str(action.args[0]))
        return
    _assign_high(state, frame, int(action.args[0]))
    _resolve(state, frame)


def _assign_high(state: DungeonRunState, frame: Frame, cancel: int) -> None:
    """The dice at or above defense: the lowest ``cancel`` of them cancel potential wounds, the rest
    wound (6s last to go, since some count double)."""
    card = CARDS.monsters[frame.data["monster"]]
    high = sorted(d for d in frame.data["dice"] if d >= card.defense)
    del frame.data["hits"][:cancel]
    frame.data["cancelled"] = cancel
    frame.data["dice"] = []
    if _sides(state, frame).woundable:
        frame.data.setdefault("wounding", []).extend(high[cancel:])
    state.emit("dice_assigned", {"seat": frame.seat, "cancel": high[:cancel], "wound": high[cancel:],
                                 "blocked": frame.data.get("blocked", 0)})


def _roll_hero(state: DungeonRunState, frame: Frame, stat: str) -> None:
    seat, card = frame.seat, CARDS.monsters[frame.data["monster"]]
    dice = state.roll(dice_for(state, frame, fight_dice(state, seat, card.id, stat)))
    frame.data["stat"] = stat
    state.emit("hero_attacks", {"seat": seat, "monster": card.id, "stat": stat, "dice": list(dice)}, chance=True)
    if card.has("jinx") and 6 in dice:
        dice = reroll_some(state, frame, dice, [i for i, d in enumerate(dice) if d == 6], "jinx")
    hits = frame.data["hits"]
    s = sides(state, seat, card.id, stat)
    frame.data["dice"] = reroll_misses(state, frame, dice, lambda d: missed(s, d, hits), "fight")
    frame.data["phase"] = "assign"


def _auto_assign(state: DungeonRunState, frame: Frame) -> None:
    blocked, high, hits = block(_sides(state, frame), frame.data["dice"], frame.data["hits"])
    frame.data["blocked"] = frame.data.get("blocked", 0) + blocked
    frame.data["dice"], frame.data["hits"] = high, hits


def _resolve(state: DungeonRunState, frame: Frame) -> None:
    """The blow lands: the hero's wounds and the monster's at the same time, each side falling at its
    hit points, and only then a monster still standing drains what it dealt (rulings.md). A hero who
    fells the Dungeon Lord in the blow that fells them falls first, so they are knocked out before the
    endgame begins rather than put out of the game."""
    seat, monster = frame.seat, frame.data["monster"]
    card = CARDS.monsters[monster]
    state.pop(frame)
    s = _sides(state, frame)
    wounding = frame.data.get("wounding", [])
    dealt = raw_wounds(wounding, s.double_six)
    taken = on_hero(len(frame.data["hits"]), s.venom, s.armor)
    state.emit("combat_resolved", {"seat": seat, "monster": monster, "blocked": frame.data.get("blocked", 0),
                                   "cancelled": frame.data.get("cancelled", 0), "wounding": list(wounding),
                                   "unblocked": len(frame.data["hits"]), "hero_wounds": taken,
                                   "monster_wounds": on_monster(dealt, s.armored)})
    had_items = bool(state.heroes[seat].items())
    wound_hero(state, seat, taken, monster)
    strike_monster(state, seat, monster, dealt)
    after_wounding(state, monster, seat, taken, had_items)
    settle(state, frame, state.monster_cell(card.id) is None, "fight")


def assignment(state: DungeonRunState, frame: Frame, cancel: int) -> Outcome:
    """What ``cancel k`` comes to: the dice that cancel a potential wound each, the dice that wound,
    the wounds each side takes (after armor, venom and armored hides), and who falls."""
    high = sorted(d for d in frame.data["dice"] if d >= CARDS.monsters[frame.data["monster"]].defense)
    return outcome(_sides(state, frame), high, len(frame.data["hits"]), cancel)


def best_cancel(state: DungeonRunState, frame: Frame) -> int:
    """The engine's advice (``best``): stay standing first, then fell the monster, then take the
    fewest wounds, then deal the most."""
    return best([assignment(state, frame, k) for k in range(_choice_span(frame) + 1)]).cancel


def _ask_fight(state: DungeonRunState, frame: Frame) -> dict[str, Any]:
    card = CARDS.monsters[frame.data["monster"]]
    cell = state.heroes[frame.seat].pos
    return {"monster_card": card.id, **cell_args(cell), "phase": frame.data["phase"],
            "monster_dice": list(frame.data.get("monster_dice", [])), "hits": list(frame.data["hits"]),
            "dice": list(frame.data["dice"]), "blocked": frame.data.get("blocked", 0), "defense": card.defense,
            "forced": frame.data["forced"]}


def _say_fight(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    if action.verb == "strike":
        return words(action, stat=action.args[0], monster_card=frame.data["monster"])
    out = assignment(state, frame, int(action.args[0]))
    # The words say who falls in the blow: a choice that fells the hero says so before it is taken.
    key = {(False, False): "cancel", (True, False): "cancel-kills", (False, True): "cancel-falls",
           (True, True): "cancel-both"}[(out.kills, out.falls)]
    return f"dungeon-run.action.{key}", {
        "cancel": out.cancel, "cancel_dice": list(out.cancel_dice), "wound_dice": list(out.wound_dice),
        "hero_wounds": out.hero_wounds, "monster_wounds": out.monster_wounds, "kills": out.kills,
        "falls": out.falls, "best": out.cancel == best_cancel(state, frame)}


FLOW.decision("fight", _fight_options, _fight_act, step=_fight_step, refuse=refusal("fight the monster"),
              ask=_ask_fight, label=_say_fight)


# --- the Fight action and the bolt ----------------------------------------------------------------
def _fight_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [Action("fight")] if state.monster_at(state.heroes[frame.seat].pos) else []


def _fight_menu_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    monster = state.monster_at(state.heroes[frame.seat].pos)
    assert monster is not None
    start_fight(state, frame.seat, monster, forced=False)


def _say_fight_menu(state: DungeonRunState, frame: Frame, action: Action) -> dict[str, Any]:
    cell = state.heroes[frame.seat].pos
    return {"monster_card": state.monster_at(cell), **cell_args(cell)}


offer("fight", _fight_menu, _fight_menu_act, _say_fight_menu)


def bolt_stat(state: DungeonRunState, seat: int) -> str | None:
    """The stat of the hero's best bolt (an action granted by a card), if any."""
    found = state.effects_of(seat)
    stats = [e["stat"] for e in found if e["kind"] == "bolt"]
    if not stats:
        return None
    hero = state.heroes[seat]
    return max(stats, key=lambda s: (stat_value(hero, s, found), s))


def _bolt_targets(state: DungeonRunState, seat: int) -> list[tuple[int, Cell]]:
    cell = state.heroes[seat].pos
    return [(d, other) for d, other in state.dungeon.neighbours(cell) if state.monster_at(other)]


def _bolt_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    if bolt_stat(state, frame.seat) is None:
        return []
    return [option("bolt", DIRS[d]) for d, _ in _bolt_targets(state, frame.seat)]


def _bolt_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    """A free attack on a monster next door: dice at or above its defense wound it, nothing answers."""
    spend_action(state, frame)
    seat = frame.seat
    stat = bolt_stat(state, seat)
    assert stat is not None
    target = state.dungeon.joined(state.heroes[seat].pos, direction_of(str(action.args[0])))
    assert target is not None
    monster = state.monster_at(target)
    assert monster is not None
    dice = state.roll(stat_value(state.heroes[seat], stat, state.effects_of(seat)))
    s = sides(state, seat, monster, stat)
    dealt = raw_wounds([d for d in dice if d >= s.defense], s.double_six) if s.woundable else 0
    state.emit("bolt", {"seat": seat, "monster": monster, "stat": stat, "dice": dice, "wounds": dealt}, chance=True)
    strike_monster(state, seat, monster, dealt)


def _say_bolt(state: DungeonRunState, frame: Frame, action: Action) -> dict[str, Any]:
    target = state.dungeon.joined(state.heroes[frame.seat].pos, direction_of(str(action.args[0])))
    assert target is not None
    return {"dir": action.args[0], **cell_args(target), "monster_card": state.monster_at(target)}


offer("bolt", _bolt_menu, _bolt_act, _say_bolt)
