"""Rounds and turns (rulebook, "Turno del giocatore"): up to two actions a turn, clockwise from the
first player; when play comes back to the first player the monsters move, then the First Player
token passes left (in the endgame it stays with the Magic Stone's holder)."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action, IllegalAction
from game.engine.events import TURN_BEGINS
from game.engine.flow import Frame

from ..dangers import idle_attacker, monster_free_attack
from ..heroes import has, total
from ..menu import act as menu_act, label as menu_label, options as menu_options
from ..outcomes import check_stone_victory
from ..state import FLOW, DungeonRunState, refusal

ACTIONS_PER_TURN = 2
_TURN_REASONS = {
    "move": ("You cannot walk that way: a monster shares your tile (fight or flee), another hero does in the "
             "endgame (flee), there is no joined exit, or no tile is left to explore.", "illegal.dungeon_run.move"),
    "flee": ("There is nothing to flee from, or no way out in that direction.", "illegal.dungeon_run.flee"),
    "fight": ("There is no monster on your tile.", "illegal.dungeon_run.fight"),
    "attack": ("You may attack only a standing hero on your tile, and only where no monster is.",
               "illegal.dungeon_run.attack"),
    "search": ("There is nothing to find here, or a monster guards it.", "illegal.dungeon_run.search"),
    "equip": ("You have nothing to put on, take off or trade, or you already equipped this turn beside a monster.",
              "illegal.dungeon_run.equip"),
    "advance": ("Advancing costs two encounter cards from your loot pile (the Dungeon Lord counts as two).",
                "illegal.dungeon_run.advance"),
    "meet": ("There is no stranger here you can meet.", "illegal.dungeon_run.meet"),
    "summon": ("Only the Magic Stone's holder may summon, once, as the first action of the turn.",
               "illegal.dungeon_run.summon"),
    "heal": ("You have no heal action left this turn, or that hero is not wounded and beside you.",
             "illegal.dungeon_run.heal"),
    "bolt": ("You have no ranged attack, or no monster stands on a tile joined to yours that way.",
             "illegal.dungeon_run.bolt"),
    "steal": ("You cannot steal, or that hero is not beside you with a treasure.", "illegal.dungeon_run.steal"),
    "read": ("Only in the Library can you look for a book.", "illegal.dungeon_run.read"),
    "well": ("Only at the Well, with no monster there and the sword still in it, can you throw in a treasure.",
             "illegal.dungeon_run.well"),
    "use": ("You hold no such draught, or you have no wounds to heal.", "illegal.dungeon_run.use"),
}


def seat_order(state: DungeonRunState, start: int) -> list[int]:
    """Living seats clockwise from ``start`` (seat numbers grow to the left of the table)."""
    n = state.players
    return [(start + i) % n for i in range(n) if not state.heroes[(start + i) % n].out]


def begin_round(state: DungeonRunState) -> None:
    state.to_play = seat_order(state, state.first)
    state.emit("round_begins", {"round": state.round, "first": state.first})
    next_turn(state)


def next_turn(state: DungeonRunState) -> None:
    while state.to_play:
        seat = state.to_play.pop(0)
        if not state.heroes[seat].out:
            state.push("turn", seat, left=ACTIONS_PER_TURN, taken=0, haste=False, equips=0, healed=0,
                       fought=[], began=False, start=[], idle="")
            return
    end_round(state)


def end_round(state: DungeonRunState) -> None:
    """The round's end: the monsters' turn (``rules/monsters.py``), then the next round."""
    state.push("new-round", state.first)
    state.push("monsters-turn", state.first)


def _step_new_round(state: DungeonRunState, frame: Frame) -> bool:
    state.pop(frame)
    if state.round >= state.rules.round_limit:
        state.conclude(tuple(0.0 for _ in range(state.players)), (), "round-limit", rounds=state.round)
        return False
    state.round += 1
    holder = state.stone_holder()
    if state.endgame and holder is not None:
        state.first = holder
    else:
        order = seat_order(state, state.first + 1)
        state.first = order[0] if order else state.first
    state.emit("first_player", {"seat": state.first})
    begin_round(state)
    return False


def _begin_turn(state: DungeonRunState, frame: Frame) -> None:
    seat = frame.seat
    hero = state.heroes[seat]
    state.turns += 1
    frame.data["began"] = True
    state.emit(TURN_BEGINS, {"seat": seat, "turn": state.turns, "round": state.round})
    if hero.down:
        # Back on their feet, but no actions until the end of this turn (rulebook, "Sconfiggere Eroi").
        hero.down = False
        frame.data["left"] = 0
        state.emit("hero_stands", {"seat": seat})
    frame.data["start"] = list(hero.pos)
    frame.data["idle"] = state.monster_at(hero.pos) or ""
    found = state.effects_of(seat)
    mend = total(found, "mend")
    if mend and hero.wounds and frame.data["left"]:
        healed = min(mend, hero.wounds)
        hero.wounds -= healed
        state.emit("hero_healed", {"seat": seat, "amount": healed, "by": "mend"})


def _step_turn(state: DungeonRunState, frame: Frame) -> bool:
    hero = state.heroes[frame.seat]
    if hero.out:
        state.pop(frame)
        next_turn(state)
        return False
    if not frame.data["began"]:
        _begin_turn(state, frame)
    if frame.data["left"] <= 0 and hero.standing and not frame.data["haste"] and frame.data.get("stopped") is None:
        if has(state.effects_of(frame.seat), "haste"):
            frame.data["haste"] = True
            frame.data["left"] = 1
    if frame.data["left"] <= 0:
        end_turn(state, frame)
        return False
    return True


def end_turn(state: DungeonRunState, frame: Frame) -> None:
    seat = frame.seat
    state.pop(frame)
    state.push("after-turn", seat)
    idle = idle_attacker(state, frame)
    if idle:
        monster_free_attack(state, idle, seat, "idle")


def _step_after_turn(state: DungeonRunState, frame: Frame) -> bool:
    seat = frame.seat
    hero = state.heroes[seat]
    state.pop(frame)
    for entry in list(hero.lingering):
        entry[1] -= 1
        if entry[1] <= 0:
            hero.lingering.remove(entry)
            state.encounter_discard.append(entry[0])
            state.emit("trap_wears_off", {"seat": seat, "trap": entry[0]})
    if check_stone_victory(state, seat):
        return False
    next_turn(state)
    return False


def _options_turn(state: DungeonRunState, frame: Frame) -> list[Action]:
    return menu_options(state, frame)


def _act_turn(state: DungeonRunState, frame: Frame, action: Action) -> None:
    menu_act(state, frame, action)


def _refuse_turn(state: DungeonRunState, frame: Frame, action: Action) -> IllegalAction:
    if action.verb in _TURN_REASONS:
        reason, key = _TURN_REASONS[action.verb]
        return IllegalAction(reason, key, action=str(action))
    return _refuse_other(state, frame, action)


_refuse_other = refusal("take an action or end the turn")
def _ask_turn(state: DungeonRunState, frame: Frame) -> dict[str, Any]:
    hero = state.heroes[frame.seat]
    return {"left": frame.data["left"], "taken": frame.data["taken"], "round": state.round,
            "x": hero.pos[0], "y": hero.pos[1]}


FLOW.decision("turn", _options_turn, _act_turn, step=_step_turn, refuse=_refuse_turn, ask=_ask_turn,
              label=menu_label)
FLOW.step("after-turn", _step_after_turn)


def _step_begin(state: DungeonRunState, frame: Frame) -> bool:
    """Once the heroes are drafted: the first round."""
    state.pop(frame)
    begin_round(state)
    return False


FLOW.step("begin", _step_begin)
FLOW.step("new-round", _step_new_round)

