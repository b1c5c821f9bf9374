"""Rounds and turns (rulebook, "Turno del giocatore"): up to two actions a turn, clockwise from the
first player; when play comes back to the first player the monsters move, then the First Player
token passes left (in the endgame it stays with the Magic Stone's holder)."""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.events import TURN_BEGINS
from game.engine.state import Decision

from . import menu
from .frames import register
from .heroes import has, total
from .state import DungeonRunState

ACTIONS_PER_TURN = 2


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
    from .monsters import regenerate, start_wandering
    regenerate(state)
    state.push("new-round", state.first)
    start_wandering(state)


def _step_new_round(state: DungeonRunState, frame: Decision) -> bool:
    state.pop(frame)
    if state.round >= state.rules.round_limit:
        state.finish(tuple(0.0 for _ in range(state.players)), (), "round-limit", rounds=state.round)
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


def _begin_turn(state: DungeonRunState, frame: Decision) -> None:
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


def _step_turn(state: DungeonRunState, frame: Decision) -> bool:
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


def end_turn(state: DungeonRunState, frame: Decision) -> None:
    from .combat import monster_free_attack
    seat = frame.seat
    hero = state.heroes[seat]
    state.pop(frame)
    state.push("after-turn", seat)
    idle = frame.data["idle"]
    # A hero who spends the whole turn beside a monster without attacking it suffers a free attack
    # (rulebook, "Azione di Combattimento contro un Mostro").
    if (idle and hero.standing and list(hero.pos) == frame.data["start"] and state.monster_at(hero.pos) == idle
            and idle not in frame.data["fought"]):
        monster_free_attack(state, idle, seat, "idle")


def _step_after_turn(state: DungeonRunState, frame: Decision) -> bool:
    seat = frame.seat
    hero = state.heroes[seat]
    state.pop(frame)
    for entry in list(hero.lingering):
        entry[1] -= 1
        if entry[1] <= 0:
            hero.lingering.remove(entry)
            state.encounter_discard.append(entry[0])
            state.emit("trap_wears_off", {"seat": seat, "trap": entry[0]})
    from .fate import check_stone_victory
    if check_stone_victory(state, seat):
        return False
    next_turn(state)
    return False


def stop_turn(state: DungeonRunState, seat: int) -> None:
    """Ends the rest of ``seat``'s actions this turn (a knock-out, a pit, a failed tile draw)."""
    for frame in state.frames:
        if frame.kind == "turn" and frame.seat == seat:
            frame.data["left"] = 0
            frame.data["stopped"] = True


def spend_action(state: DungeonRunState, frame: Decision) -> None:
    frame.data["left"] -= 1
    frame.data["taken"] += 1


def turn_frame(state: DungeonRunState, seat: int) -> Decision | None:
    for frame in reversed(state.frames):
        if frame.kind == "turn" and frame.seat == seat:
            return frame
    return None


def _options_turn(state: DungeonRunState, frame: Decision) -> list[Action]:
    return menu.options(state, frame)


def _act_turn(state: DungeonRunState, frame: Decision, action: Action) -> None:
    menu.act(state, frame, action)


register("turn", "take an action or end the turn", _options_turn, _act_turn, _step_turn)
register("after-turn", "", step=_step_after_turn)
register("new-round", "", step=_step_new_round)

