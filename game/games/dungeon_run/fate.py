"""Defeat, the endgame and victory (rulebook, "Sconfiggere Eroi e Mostri", "La fine della partita",
"Vittoria", "Partita in solitario", "Regola opzionale: Implorare per la vostra vita").

Before the endgame a defeated hero lies on their side at half their hit points, leaves one of their
treasures face up on the tile and skips their next turn's actions. Once the Dungeon Lord has fallen
the Magic Stone lies on his tile, and a defeated hero is out of the game: their treasures go to the
hero who beat them, or lie face up on the tile. The Stone's holder wins by ending a turn on the
entrance; the last hero standing wins too.
"""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.state import Decision

from . import menu
from .encounters import draw_encounter, put_monster
from .frames import option, register
from .grid import Cell
from .heroes import CARDS, MAGIC_STONE, max_health
from .state import DungeonRunState
from .turns import stop_turn

ENTRANCE = (0, 0)
SOLO_POINTS = {"treasure": 100, "artifact": 200, "encounter": 100, "lord": 300, "training": 300, "survived": 300}


def defeat_hero(state: DungeonRunState, seat: int, by: int | None) -> None:
    hero = state.heroes[seat]
    if state.solo:
        hero.down = True
        state.emit("hero_defeated", {"seat": seat})
        _solo_end(state)
        return
    if state.endgame:
        eliminate(state, seat, by)
        return
    top = max_health(hero, state.effects_of(seat))
    hero.down = True
    hero.wounds = top - top // 2
    for trap, _ in hero.lingering:
        state.encounter_discard.append(trap)
    hero.lingering = []
    stop_turn(state, seat)
    state.emit("hero_knocked_out", {"seat": seat, "by": by, "x": hero.pos[0], "y": hero.pos[1],
                                    "wounds": hero.wounds})
    push_drop(state, seat, "knocked-out")
    if state.rules.beg:
        voters = [s for s in state.living() if s != seat]
        if voters:
            state.push("vote", voters[0], target=seat, voters=voters[1:], cast=[])


def push_drop(state: DungeonRunState, seat: int, why: str, treasures_only: bool = False) -> None:
    """The hero must leave one of their cards face up on their tile (their choice)."""
    state.push("drop", seat, why=why, treasures=treasures_only)


def _droppable(state: DungeonRunState, frame: Decision) -> list[str]:
    items = state.heroes[frame.seat].items()
    if frame.data["treasures"]:
        items = [c for c in items if not CARDS.items[c].artifact]
    return sorted(set(items))


def _drop_options(state: DungeonRunState, frame: Decision) -> list[Action]:
    return [option("drop", c) for c in _droppable(state, frame)]


def _drop_step(state: DungeonRunState, frame: Decision) -> bool:
    cards = _droppable(state, frame)
    if state.heroes[frame.seat].out or not cards:
        state.pop(frame)
        return False
    if len(cards) == 1:
        _drop_act(state, frame, option("drop", cards[0]))
        return False
    return True


def _drop_act(state: DungeonRunState, frame: Decision, action: Action) -> None:
    from .gear import lose_item
    state.pop(frame)
    card, hero = str(action.args[0]), state.heroes[frame.seat]
    lose_item(state, frame.seat, card)
    state.add_items(hero.pos, [card])
    state.emit("item_dropped", {"seat": frame.seat, "card": card, "x": hero.pos[0], "y": hero.pos[1],
                                "why": frame.data["why"]})


register("drop", "leave one of your cards on the tile", _drop_options, _drop_act, _drop_step)


# --- begging for your life ----------------------------------------------------------------------------
def _vote_options(state: DungeonRunState, frame: Decision) -> list[Action]:
    return [Action("spare"), Action("doom")]


def _vote_act(state: DungeonRunState, frame: Decision, action: Action) -> None:
    """Votes are secret until all are in; one thumb up is enough to keep the hero in the game."""
    frame.data["cast"].append([frame.seat, 1 if action.verb == "spare" else 0])
    state.emit("vote_cast", {"seat": frame.seat, "target": frame.data["target"]},
               {"vote": action.verb}, frozenset((frame.seat,)))
    if frame.data["voters"]:
        frame.seat = frame.data["voters"].pop(0)
        return
    state.pop(frame)
    target = frame.data["target"]
    spared = any(v for _, v in frame.data["cast"])
    state.emit("vote_result", {"target": target, "spared": spared,
                               "votes": {str(s): ("spare" if v else "doom") for s, v in frame.data["cast"]}})
    if not spared:
        eliminate(state, target, None)


register("vote", "spare the fallen hero or doom them", _vote_options, _vote_act)


# --- out of the game ----------------------------------------------------------------------------------
def eliminate(state: DungeonRunState, seat: int, by: int | None) -> None:
    from .gear import gain_items
    hero = state.heroes[seat]
    items = hero.items()
    cell = hero.pos
    encounters = [c for c in hero.loot if c not in CARDS.items]
    state.encounter_discard.extend(encounters)
    hero.discard.extend(hero.abilities + hero.deck)
    hero.abilities, hero.deck, hero.equipped, hero.loot = [], [], [], []
    state.encounter_discard.extend(trap for trap, _ in hero.lingering)
    hero.lingering = []
    state.markers += sum(hero.training)
    hero.training = [0, 0, 0]
    hero.out, hero.down = True, False
    stop_turn(state, seat)
    if seat in state.to_play:
        state.to_play.remove(seat)
    state.emit("hero_eliminated", {"seat": seat, "by": by, "x": cell[0], "y": cell[1], "cards": list(items)})
    state.push("settle", seat)
    if by is not None and state.heroes[by].standing:
        gain_items(state, by, items)
    else:
        state.add_items(cell, items)


def _settle_step(state: DungeonRunState, frame: Decision) -> bool:
    """After eliminations: the last hero standing wins; if the last ones fell together, nobody does."""
    state.pop(frame)
    alive = state.living()
    if len(alive) == 1:
        state.finish(_scores(state, alive), (alive[0],), "last-standing")
    elif not alive:
        state.finish(_scores(state, alive), (), "all-fell")
    return False


register("settle", "", step=_settle_step)


def _scores(state: DungeonRunState, winners: list[int]) -> tuple[float, ...]:
    return tuple(1.0 if s in winners else 0.0 for s in range(state.players))


def lord_defeated(state: DungeonRunState, seat: int, cell: Cell) -> None:
    """The Lord falls: in solo play the hero wins at once; otherwise the Magic Stone appears on his
    tile and the endgame begins."""
    if state.solo:
        _solo_end(state)
        return
    state.artifacts.remove(MAGIC_STONE)
    state.add_items(cell, [MAGIC_STONE])
    state.endgame = True
    state.emit("endgame_begins", {"seat": seat, "x": cell[0], "y": cell[1]})


def _solo_end(state: DungeonRunState) -> None:
    """Solo play ends with the blow that fells the hero or the Lord; it is judged once the whole blow
    is resolved, so that felling the Lord while falling still wins (without the survival points)."""
    if not any(f.kind == "solo-end" for f in state.frames):
        state.push("solo-end", 0)


def _solo_end_step(state: DungeonRunState, frame: Decision) -> bool:
    state.pop(frame)
    hero = state.heroes[0]
    if state.lord in hero.loot:
        score = solo_score(state)
        state.finish((float(score),), (0,), "lord-defeated", score=score, survived=hero.standing)
    else:
        state.finish((0.0,), (), "hero-defeated", score=0)
    return False


register("solo-end", "", step=_solo_end_step)


def solo_score(state: DungeonRunState) -> int:
    """The solo score table (rulebook, "Partita in solitario")."""
    hero = state.heroes[0]
    points = 0
    for card in hero.items():
        points += SOLO_POINTS["artifact" if CARDS.items[card].artifact else "treasure"]
    for card in hero.loot:
        monster = CARDS.monsters.get(card)
        if monster is not None and monster.lord:
            points += SOLO_POINTS["lord"]
        elif card not in CARDS.items:
            points += SOLO_POINTS["encounter"]
    points += SOLO_POINTS["training"] * sum(hero.training)
    if hero.standing:
        points += SOLO_POINTS["survived"]
    return points


def check_stone_victory(state: DungeonRunState, seat: int) -> bool:
    hero = state.heroes[seat]
    if state.endgame and hero.standing and hero.pos == ENTRANCE and hero.owns(MAGIC_STONE):
        state.finish(_scores(state, [seat]), (seat,), "stone-escaped")
        return True
    return False


# --- the Stone holder's summoning (rulebook, "Possedere la Pietra Magica") ---------------------------
def _summon_menu(state: DungeonRunState, frame: Decision) -> list[Action]:
    seat = frame.seat
    if (not state.endgame or frame.data["taken"] or frame.data.get("summoned") or state.stone_holder() != seat
            or not state.encounters):
        return []
    return [Action("summon")]


def _summon_act(state: DungeonRunState, frame: Decision, action: Action) -> None:
    """Free, and only as the first action: draw until a monster turns up, the rest are discarded."""
    frame.data["summoned"] = True
    while True:
        card = draw_encounter(state)
        if card is None:
            state.emit("summon_failed", {"seat": frame.seat})
            return
        if card in CARDS.monsters:
            state.emit("monster_summoned", {"seat": frame.seat, "monster": card}, chance=True)
            state.push("summon", frame.seat, monster=card)
            return
        state.encounter_discard.append(card)
        state.emit("encounter_discarded", {"card": card, "why": "summon"}, chance=True)


menu.verb("summon", _summon_menu, _summon_act)


def summon_cells(state: DungeonRunState) -> list[Cell]:
    return sorted(c for c in state.dungeon.tiles if not state.monster_at(c))


def _place_options(state: DungeonRunState, frame: Decision) -> list[Action]:
    return [option("summon-to", x, y) for x, y in summon_cells(state)]


def _place_act(state: DungeonRunState, frame: Decision, action: Action) -> None:
    state.pop(frame)
    cell = (int(action.args[0]), int(action.args[1]))
    put_monster(state, frame.data["monster"], cell)
    state.emit("monster_placed", {"seat": frame.seat, "monster": frame.data["monster"], "x": cell[0], "y": cell[1]})


def _place_step(state: DungeonRunState, frame: Decision) -> bool:
    if summon_cells(state):
        return True
    state.pop(frame)  # every tile already holds a monster: the summoned one has nowhere to go
    state.encounter_discard.append(frame.data["monster"])
    state.emit("encounter_discarded", {"card": frame.data["monster"], "why": "no-room"})
    return False


register("summon", "place the summoned monster on a tile without monsters", _place_options, _place_act,
         _place_step)
