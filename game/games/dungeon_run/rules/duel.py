"""Heroes against heroes (rulebook, "Azione di Combattimento contro un altro eroe"): only where no
monster is; each picks Might or Magic and rolls; the defender's 4s or more are potential wounds to
the attacker; the attacker may spend their own 4s or more to block those instead of wounding.
Armor then takes its share. Also the thief's special action, stealing a treasure."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.flow import Frame

from ..blow import DUEL_HIT, Duel, Outcome, duel_outcome
from ..cards import MAGIC_STONE
from ..dice import dice_for, open_window, reroll_misses, reroll_some, settle
from ..heroes import extra_dice, has, hit_points_left, stat_value, total
from ..menu import offer
from ..outcomes import gain_items, lose_item, wound_hero
from ..state import FLOW, DungeonRunState, option, refusal, spend_action, words

HIT = DUEL_HIT
STEAL = 5
STATS = ("might", "magic")


def targets(state: DungeonRunState, seat: int) -> list[int]:
    """Standing heroes on the attacker's tile; a monster there must be dealt with first."""
    cell = state.heroes[seat].pos
    if state.monster_at(cell):
        return []
    return [s for s in state.heroes_at(cell) if s != seat]


def _attack_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("attack", s) for s in targets(state, frame.seat)]


def _attack_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    target = int(action.args[0])
    duel = state.push("duel", frame.seat, target=target, phase="support", astat="", dstat="", adice=[], ddice=[],
                      rerolled=False)
    state.emit("duel_declared", {"seat": frame.seat, "target": target})
    open_window(state, duel, exclude=(target,))


offer("attack", _attack_menu, _attack_act, lambda s, f, a: {"target_seat": a.args[0]})


def _duel_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    if frame.data["phase"] == "strike":
        return [option("strike", s) for s in STATS]
    hits = min(_hits(frame.data["adice"]), _hits(frame.data["ddice"]))
    return [option("block", k) for k in range(hits + 1)]


def _hits(dice: list[int]) -> int:
    return sum(d >= HIT for d in dice)


def _duel_step(state: DungeonRunState, frame: Frame) -> bool:
    target = frame.data["target"]
    if not state.heroes[frame.seat].standing or not state.heroes[target].standing:
        state.pop(frame)
        return False
    if frame.data["phase"] == "support":
        frame.data["phase"] = "strike"
        state.push("defend", target)
        return False
    if frame.data["phase"] == "block" and min(_hits(frame.data["adice"]), _hits(frame.data["ddice"])) == 0:
        _resolve(state, frame, 0)
        return False
    return True


def _duel_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    if action.verb == "block":
        _resolve(state, frame, int(action.args[0]))
        return
    seat, target = frame.seat, frame.data["target"]
    frame.data["astat"] = str(action.args[0])
    mine, theirs = state.effects_of(seat), state.effects_of(target)
    attack = stat_value(state.heroes[seat], frame.data["astat"], mine) + extra_dice(mine, "duel")
    adice = state.roll(dice_for(state, frame, attack))
    ddice = state.roll(stat_value(state.heroes[target], frame.data["dstat"], theirs) + extra_dice(theirs, "duel"))
    state.emit("duel_rolled", {"seat": seat, "target": target, "stat": frame.data["astat"],
                               "target_stat": frame.data["dstat"], "dice": adice, "target_dice": ddice}, chance=True)
    # Abilities forcing the other side to roll again apply now (rulebook, same section).
    if has(mine, "jinx") and 6 in ddice:
        ddice = [state.rng.die() if d == 6 else d for d in ddice]
        state.emit("dice_rerolled", {"seat": target, "after": ddice, "why": "jinx"}, chance=True)
    if has(theirs, "jinx") and 6 in adice:
        adice = reroll_some(state, frame, adice, [i for i, d in enumerate(adice) if d == 6], "jinx")
    frame.data["adice"] = reroll_misses(state, frame, adice, lambda d: d < HIT, "duel")
    frame.data["ddice"] = ddice
    frame.data["phase"] = "block"


def _blow(state: DungeonRunState, frame: Frame, blocks: int) -> Outcome:
    """What ``blocks`` blocks come to (``blow.duel_outcome``): the wounds each hero takes and who falls."""
    return duel_outcome(duel_numbers(state, frame.seat, frame.data["target"]), _hits(frame.data["adice"]),
                        _hits(frame.data["ddice"]), blocks)


def duel_numbers(state: DungeonRunState, seat: int, target: int) -> Duel:
    mine, theirs = state.effects_of(seat), state.effects_of(target)
    return Duel(total(mine, "armor"), total(theirs, "armor"), hit_points_left(state.heroes[seat], mine),
                hit_points_left(state.heroes[target], theirs))


def _resolve(state: DungeonRunState, frame: Frame, blocks: int) -> None:
    seat, target = frame.seat, frame.data["target"]
    state.pop(frame)
    out = _blow(state, frame, blocks)
    to_target, to_attacker = out.monster_wounds, out.hero_wounds
    state.emit("duel_resolved", {"seat": seat, "target": target, "blocked": blocks, "target_wounds": to_target,
                                 "attacker_wounds": to_attacker})
    wound_hero(state, target, to_target, f"hero-{seat}", by=seat)
    wound_hero(state, seat, to_attacker, f"hero-{target}", by=target)
    settle(state, frame, not state.heroes[target].standing, "duel")


def _say_duel(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    if action.verb == "strike":
        return words(action, stat=action.args[0], target_seat=frame.data["target"])
    out = _blow(state, frame, int(action.args[0]))
    # Who falls is said before the choice, as a fight's blocks say it (wounds land together).
    key = {(False, False): "block", (True, False): "block-kills", (False, True): "block-falls",
           (True, True): "block-both"}[(out.kills, out.falls)]
    return f"dungeon-run.action.{key}", {"block": out.cancel, "taken": out.hero_wounds, "dealt": out.monster_wounds,
                                         "target_seat": frame.data["target"], "kills": out.kills,
                                         "falls": out.falls}


FLOW.decision("duel", _duel_options, _duel_act, step=_duel_step,
              refuse=refusal("choose Might or Magic, then how many dice block"),
              ask=lambda s, f: {"target_seat": f.data["target"], "phase": f.data["phase"],
                                "defender_stat": f.data["dstat"],
                                "attacker_dice": list(f.data["adice"]), "defender_dice": list(f.data["ddice"])},
              label=_say_duel)


def _defend_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("defend", s) for s in STATS]


def _defend_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    state.pop(frame)
    state.frames[-1].data["dstat"] = str(action.args[0])
    state.emit("defence_chosen", {"seat": frame.seat, "stat": str(action.args[0])})


FLOW.decision("defend", _defend_options, _defend_act, refuse=refusal("defend with Might or Magic"),
              ask=lambda s, f: {"attacker_seat": s.frames[-2].seat}, label=lambda s, f, a: words(a, stat=a.args[0]))


# --- stealing ---------------------------------------------------------------------------------------
def stealable(state: DungeonRunState, seat: int) -> list[str]:
    return sorted(set(c for c in state.heroes[seat].items() if c != MAGIC_STONE))


def _steal_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    if not has(state.effects_of(frame.seat), "steal"):
        return []
    cell = state.heroes[frame.seat].pos
    return [option("steal", s) for s in state.heroes_at(cell) if s != frame.seat and stealable(state, s)]


def _steal_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    seat, victim = frame.seat, int(action.args[0])
    found = state.effects_of(seat)
    dice = state.roll(stat_value(state.heroes[seat], "dexterity", found))
    success = any(d >= STEAL for d in dice)
    state.emit("steal_rolled", {"seat": seat, "victim": victim, "dice": dice, "success": success}, chance=True)
    if success:
        state.push("pilfer", seat, victim=victim)


offer("steal", _steal_menu, _steal_act, lambda s, f, a: {"victim_seat": a.args[0]})


def _pilfer_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("take", c) for c in stealable(state, frame.data["victim"])]


def _pilfer_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    state.pop(frame)
    card, victim = str(action.args[0]), frame.data["victim"]
    lose_item(state, victim, card)
    state.emit("item_stolen", {"seat": frame.seat, "victim": victim, "card": card})
    gain_items(state, frame.seat, [card])


def _pilfer_step(state: DungeonRunState, frame: Frame) -> bool:
    if not stealable(state, frame.data["victim"]):
        state.pop(frame)
        return False
    return True


FLOW.decision("pilfer", _pilfer_options, _pilfer_act, step=_pilfer_step,
              refuse=refusal("take one of the victim's treasures"), ask=lambda s, f: {"victim_seat": f.data["victim"]},
              label=lambda s, f, a: words(a, card=a.args[0]))
