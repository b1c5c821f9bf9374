"""The Advance action (rulebook, "Azione di Avanzamento"): pay two encounter cards from the loot pile
(the Dungeon Lord counts as two) for a training marker (+1 Might, Magic or Dexterity) and an ability
card, drawn two and kept one; the other is set aside for good. Solo play never uses ability cards."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.flow import Frame

from ..heroes import CARDS, STATS
from ..menu import offer
from ..outcomes import learn, train
from ..state import FLOW, DungeonRunState, option, refusal, spend_action, words

COST = 2


def payable(state: DungeonRunState, seat: int) -> list[str]:
    hero = state.heroes[seat]
    return sorted(set(c for c in hero.loot if c in CARDS.monsters or c in CARDS.traps or c in CARDS.strangers))


def worth(card: str) -> int:
    monster = CARDS.monsters.get(card)
    return 2 if monster is not None and monster.lord else 1


def _menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    hero = state.heroes[frame.seat]
    gains = state.markers > 0 or (hero.deck and not state.solo)
    return [Action("advance")] if gains and hero.encounter_points() >= COST else []


def _menu_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    state.push("advance", frame.seat, paid=0, phase="pay", drawn=[])


offer("advance", _menu, _menu_act)


def _options(state: DungeonRunState, frame: Frame) -> list[Action]:
    phase = frame.data["phase"]
    if phase == "pay":
        return [option("spend", c) for c in payable(state, frame.seat)]
    if phase == "train":
        return [option("train", s) for s in STATS]
    return [option("learn", c) for c in sorted(set(frame.data["drawn"]))]


def _step(state: DungeonRunState, frame: Frame) -> bool:
    seat = frame.seat
    hero = state.heroes[seat]
    if frame.data["phase"] == "pay" and frame.data["paid"] < COST and len(payable(state, seat)) == 1:
        _act(state, frame, option("spend", payable(state, seat)[0]))  # no choice to make
    if frame.data["phase"] == "pay" and frame.data["paid"] >= COST:
        frame.data["phase"] = "train"
    if frame.data["phase"] == "train" and state.markers <= 0:
        frame.data["phase"] = "draw"
    if frame.data["phase"] == "draw":
        drawn = [state.draw(hero.deck) for _ in range(min(2, len(hero.deck)))] if not state.solo else []
        state.emit("abilities_drawn", {"seat": seat, "count": len(drawn)}, {"cards": list(drawn)},
                   frozenset((seat,)), chance=bool(drawn))
        if len(drawn) == 1:
            learn(state, seat, drawn[0], [])
        if len(drawn) < 2:
            state.pop(frame)
            return False
        frame.data["drawn"] = drawn
        frame.data["phase"] = "learn"
    return True


def _act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    seat = frame.seat
    hero = state.heroes[seat]
    if action.verb == "spend":
        card = str(action.args[0])
        hero.loot.remove(card)
        state.encounter_discard.append(card)
        frame.data["paid"] += worth(card)
        state.emit("encounter_spent", {"seat": seat, "card": card})
    elif action.verb == "train":
        train(state, seat, str(action.args[0]))
        frame.data["phase"] = "draw"
    else:
        state.pop(frame)
        kept = str(action.args[0])
        learn(state, seat, kept, [c for c in frame.data["drawn"] if c != kept])


def _say(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    if action.verb == "train":
        return words(action, stat=action.args[0])
    return words(action, card=action.args[0])


FLOW.decision("advance", _options, _act, step=_step,
              refuse=refusal("pay encounter cards, pick a stat to train, keep an ability"),
              ask=lambda s, f: {"phase": f.data["phase"], "paid": f.data["paid"]}, label=_say)


