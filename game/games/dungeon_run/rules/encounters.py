"""Encounter cards: a monster drawn for a new tile must be fought at once, outside the hero's actions;
a trap must be disarmed at once (free action Disarm: as many dice as its stat, each 4 or more a
success); a stranger may be met or left (rulebook, "Azione di Movimento", "Disinnescare")."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.flow import Frame

from ..dangers import start_fight
from ..dice import dice_for, reroll_misses, settle
from ..grid import Cell
from ..heroes import CARDS, STATS, extra_dice, has, stat_value
from ..menu import offer
from ..outcomes import gain_items, heal_hero, lose_item, recover, train, wound_hero
from ..state import FLOW, DungeonRunState, draw_encounter, option, put_monster, refusal, spend_action, stop_turn, words

SUCCESS = 4  # a disarm die succeeds on a 4 or more (rulebook, "Disinnescare")


# --- traps ----------------------------------------------------------------------------------------
def _disarm_step(state: DungeonRunState, frame: Frame) -> bool:
    seat, trap = frame.seat, CARDS.traps[frame.data["trap"]]
    found = state.effects_of(seat)
    base = stat_value(state.heroes[seat], trap.disarm, found) + extra_dice(found, "disarm")
    frame.data["dice"] = state.roll(dice_for(state, frame, base))
    state.emit("disarm_rolled", {"seat": seat, "trap": trap.id, "stat": trap.disarm,
                                 "dice": list(frame.data["dice"]), "needs": trap.successes}, chance=True)
    if not _disarmed(frame):
        frame.data["dice"] = reroll_misses(state, frame, frame.data["dice"], lambda d: d < SUCCESS, "disarm")
    _spring(state, frame)
    return False


def _disarmed(frame: Frame) -> bool:
    return sum(d >= SUCCESS for d in frame.data["dice"]) >= CARDS.traps[frame.data["trap"]].successes


def _spring(state: DungeonRunState, frame: Frame) -> None:
    seat, trap = frame.seat, CARDS.traps[frame.data["trap"]]
    state.pop(frame)
    hero = state.heroes[seat]
    success = _disarmed(frame)
    state.emit("trap_result", {"seat": seat, "trap": trap.id, "disarmed": success})
    settle(state, frame, success, "disarm")
    if success:
        hero.loot.append(trap.id)
        if hero.standing:
            recover(state, [seat], "disarm")
        return
    damage = trap.damage // 2 if has(state.effects_of(seat), "trapwise") else trap.damage
    cell = hero.pos
    if trap.effect == "lingering" and hero.standing:
        hero.lingering.append([trap.id, 2])  # through the end of the hero's next turn
        state.emit("trap_lingers", {"seat": seat, "trap": trap.id, "stat": trap.stat, "amount": trap.amount})
    else:
        state.encounter_discard.append(trap.id)
    if trap.effect == "gas":
        for other in state.heroes_at(cell):
            wound_hero(state, other, damage, trap.id)
        return
    wound_hero(state, seat, damage, trap.id)
    if not hero.standing:
        return
    if trap.effect == "pit":
        stop_turn(state, seat)
        state.emit("actions_lost", {"seat": seat, "why": trap.id})
    elif trap.effect == "teleport":
        before = hero.pos
        hero.pos = (0, 0)
        state.emit("hero_moved", {"seat": seat, "from": list(before), "to": [0, 0], "why": trap.id,
                                  "from_place": state.where(before)["place"], "to_place": state.where((0, 0))["place"]})
    elif trap.effect == "alarm":
        _sound_alarm(state, seat, cell)


def _sound_alarm(state: DungeonRunState, seat: int, cell: Cell) -> None:
    """Draws encounter cards until a monster turns up (the others are discarded); it fights the hero."""
    while True:
        card = draw_encounter(state)
        if card is None:
            state.emit("alarm_unanswered", {"seat": seat})
            return
        if card in CARDS.monsters:
            state.emit("encounter_revealed", {"card": card, "seat": seat, **state.where(cell),
                                              "encounters": len(state.encounters), "why": "alarm"}, chance=True)
            put_monster(state, card, cell)
            start_fight(state, seat, card, forced=True)
            return
        state.encounter_discard.append(card)
        state.emit("encounter_discarded", {"card": card, "why": "alarm"}, chance=True)


FLOW.step("disarm", _disarm_step)


# --- strangers ------------------------------------------------------------------------------------
def can_meet(state: DungeonRunState, seat: int, stranger: str) -> bool:
    card = CARDS.strangers[stranger]
    hero = state.heroes[seat]
    if card.condition == "tribute":
        return any(not CARDS.items[i].artifact for i in hero.items())
    if card.condition == "class":
        return CARDS.heroes[hero.hero].hero_class in card.classes
    return True


def _stranger_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    stranger = frame.data["stranger"]
    if frame.data["phase"] == "tribute":
        hero = state.heroes[frame.seat]
        return [option("give", c) for c in sorted(set(hero.items())) if not CARDS.items[c].artifact]
    if frame.data["phase"] == "train":
        return [option("train", s) for s in STATS]
    return ([Action("meet")] if can_meet(state, frame.seat, stranger) else []) + [Action("ignore")]


def _stranger_step(state: DungeonRunState, frame: Frame) -> bool:
    here = state.stranger_at(state.heroes[frame.seat].pos) == frame.data["stranger"]
    if not state.heroes[frame.seat].standing or (frame.data["phase"] == "train" and state.markers <= 0) or (
            frame.data["phase"] != "train" and not here):
        state.pop(frame)
        return False
    return True


def _stranger_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    seat, stranger = frame.seat, frame.data["stranger"]
    if action.verb == "ignore":
        state.pop(frame)
        state.emit("stranger_ignored", {"seat": seat, "stranger": stranger})
        if not state.rules.strangers_wait:
            del state.on_tile[state.heroes[seat].pos]
            state.encounter_discard.append(stranger)
        return
    if action.verb == "train":
        state.pop(frame)
        train(state, seat, str(action.args[0]))
        return
    card = CARDS.strangers[stranger]
    if action.verb == "meet" and card.condition == "tribute":
        frame.data["phase"] = "tribute"
        return
    state.pop(frame)  # from here the meeting runs to its end; what it sets off comes after
    hero = state.heroes[seat]
    if action.verb == "give":
        lose_item(state, seat, str(action.args[0]))
        state.treasure_discard.append(str(action.args[0]))
        state.emit("tribute_paid", {"seat": seat, "stranger": stranger, "treasure": action.args[0]})
    if card.condition == "trial":
        dice = state.roll(stat_value(hero, card.stat, state.effects_of(seat)))
        passed = sum(d >= SUCCESS for d in dice) >= card.successes
        state.emit("trial_rolled", {"seat": seat, "stranger": stranger, "stat": card.stat, "dice": dice,
                                    "passed": passed}, chance=True)
        if not passed:
            wound_hero(state, seat, card.wounds, stranger)
            return
    _reward(state, seat, stranger)


def _reward(state: DungeonRunState, seat: int, stranger: str) -> None:
    card = CARDS.strangers[stranger]
    hero = state.heroes[seat]
    del state.on_tile[hero.pos]
    hero.loot.append(stranger)
    state.emit("stranger_met", {"seat": seat, "stranger": stranger, "reward": card.reward})
    if card.reward == "training" and state.markers > 0:
        state.push("stranger", seat, stranger="", phase="train")
    elif card.reward == "heal-all":
        heal_hero(state, seat, hero.wounds, stranger)
    elif card.reward == "artifact" and card.artifact in state.artifacts:
        state.artifacts.remove(card.artifact)
        gain_items(state, seat, [card.artifact])
    elif card.reward == "treasures":
        drawn = [state.draw(state.treasures) for _ in range(min(card.count, len(state.treasures)))]
        gain_items(state, seat, drawn, drawn=True)


def _say_stranger(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    if action.verb == "give":
        return words(action, card=action.args[0])
    if action.verb == "train":
        return words(action, stat=action.args[0])
    return words(action, stranger_card=frame.data["stranger"])


FLOW.decision("stranger", _stranger_options, _stranger_act, step=_stranger_step,
              refuse=refusal("meet the stranger or leave them"),
              ask=lambda s, f: {"stranger_card": f.data["stranger"] or None, "phase": f.data["phase"]},
              label=_say_stranger)


def _meet_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    stranger = state.stranger_at(state.heroes[frame.seat].pos)
    if stranger is None or state.monster_at(state.heroes[frame.seat].pos) or not can_meet(state, frame.seat, stranger):
        return []
    return [Action("meet")]


def _meet_menu_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    stranger = state.stranger_at(state.heroes[frame.seat].pos)
    assert stranger is not None
    meeting = state.push("stranger", frame.seat, stranger=stranger, phase="offer")
    _stranger_act(state, meeting, Action("meet"))


offer("meet", _meet_menu, _meet_menu_act, lambda s, f, a: {"stranger_card": s.stranger_at(s.heroes[f.seat].pos)})
