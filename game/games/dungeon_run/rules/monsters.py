"""The monsters' turn at the end of each round (rulebook, "Movimento dei Mostri"): every monster on a
tile without a hero must move to a joined tile of the first player's choosing, never onto another
monster; one whose tile holds only heroes lying on their side may be moved. Its treasures move with
it, and an encounter card where it arrives is discarded. The Seal Room and the Arena hold their
monsters, save the Dungeon Lord; some monsters never move."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.flow import Frame

from ..heroes import CARDS
from ..state import FLOW, DungeonRunState, cell_args, option, put_monster, refusal, words


DIRS = ("north", "east", "south", "west")
HOLDING_TILES = ("seal-room", "arena")


def regenerate(state: DungeonRunState) -> None:
    for cell, card in sorted(state.on_tile.items()):
        monster = CARDS.monsters.get(card)
        regen = monster.has("regenerate") if monster else None
        if regen and state.wounds.get(card, 0):
            healed = min(regen["amount"], state.wounds[card])
            state.wounds[card] -= healed
            state.emit("monster_healed", {"monster": card, "amount": healed, "wounds": state.wounds[card]})


def _monsters_turn(state: DungeonRunState, frame: Frame) -> bool:
    """The round is over: regeneration, then every monster's move."""
    state.pop(frame)
    regenerate(state)
    start_wandering(state)
    return False


FLOW.step("monsters-turn", _monsters_turn)


def chooser(state: DungeonRunState) -> int:
    """The first player, or the next hero still in the game if they are out."""
    n = state.players
    for i in range(n):
        seat = (state.first + i) % n
        if not state.heroes[seat].out:
            return seat
    return state.first


def start_wandering(state: DungeonRunState) -> None:
    queue = sorted(card for card in state.on_tile.values() if card in CARDS.monsters)
    if queue:
        state.push("wander", chooser(state), queue=queue)


def destinations(state: DungeonRunState, monster: str) -> tuple[list[int], bool]:
    """Where the monster may go, and whether it must go (no hero at all on its tile)."""
    cell = state.monster_cell(monster)
    card = CARDS.monsters[monster]
    if cell is None or card.has("guardian") or (state.tile_rule(cell) in HOLDING_TILES and not card.lord):
        return [], False
    here = state.heroes_at(cell, standing=False)
    if any(state.heroes[s].standing for s in here):
        return [], False
    dests = [d for d, other in state.dungeon.neighbours(cell) if not state.monster_at(other)]
    return dests, not here


def _options(state: DungeonRunState, frame: Frame) -> list[Action]:
    monster = frame.data["queue"][0]
    dests, must = destinations(state, monster)
    return [option("wander", monster, DIRS[d]) for d in dests] + ([] if must else [option("stay", monster)])


def _step(state: DungeonRunState, frame: Frame) -> bool:
    queue = frame.data["queue"]
    while queue:
        dests, must = destinations(state, queue[0])
        if not dests:
            queue.pop(0)
        elif must and len(dests) == 1:
            walk(state, queue.pop(0), dests[0], frame.seat)
        else:
            return True
    state.pop(frame)
    return False


def _act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    monster = frame.data["queue"].pop(0)
    if action.verb == "wander":
        walk(state, monster, DIRS.index(str(action.args[1])), frame.seat)
    else:
        state.emit("monster_stays", {"monster": monster, "by": frame.seat})


def _ask(state: DungeonRunState, frame: Frame) -> dict[str, Any]:
    monster = frame.data["queue"][0]
    cell = state.monster_cell(monster)
    assert cell is not None
    return {"monster_card": monster, **cell_args(cell), "queue": list(frame.data["queue"]),
            "must": destinations(state, monster)[1]}


def _say(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    monster = str(action.args[0])
    if action.verb == "stay":
        return words(action, monster_card=monster)
    cell = state.monster_cell(monster)
    assert cell is not None
    target = state.dungeon.joined(cell, DIRS.index(str(action.args[1])))
    assert target is not None
    return words(action, monster_card=monster, dir=action.args[1], **state.where(target, "tile_card"))


FLOW.decision("wander", _options, _act, step=_step, refuse=refusal("move the monsters"), ask=_ask, label=_say)


def walk(state: DungeonRunState, monster: str, d: int, by: int) -> None:
    start = state.monster_cell(monster)
    assert start is not None
    target = state.dungeon.joined(start, d)
    assert target is not None
    wounds = state.wounds[monster]
    del state.on_tile[start]
    put_monster(state, monster, target)
    state.wounds[monster] = wounds
    up, down = state.take_items(start)
    state.add_items(target, up)
    state.add_items(target, down, face_up=False)
    state.emit("monster_moved", {"monster": monster, "from": list(start), "to": list(target), "by": by,
                                 "carried": len(up) + len(down), "from_place": state.where(start)["place"],
                                 "to_place": state.where(target)["place"]})

