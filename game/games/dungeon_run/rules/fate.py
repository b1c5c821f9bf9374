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
from game.engine.flow import Frame

from ..grid import Cell
from ..heroes import CARDS
from ..menu import offer
from ..outcomes import eliminate, lose_item, scores
from ..state import FLOW, DungeonRunState, cell_args, draw_encounter, option, put_monster, refusal, words

SOLO_POINTS = {"treasure": 100, "artifact": 200, "encounter": 100, "lord": 300, "training": 300, "survived": 300}


def _droppable(state: DungeonRunState, frame: Frame) -> list[str]:
    items = state.heroes[frame.seat].items()
    if frame.data["treasures"]:
        items = [c for c in items if not CARDS.items[c].artifact]
    return sorted(set(items))


def _drop_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("drop", c) for c in _droppable(state, frame)]


def _drop_step(state: DungeonRunState, frame: Frame) -> bool:
    cards = _droppable(state, frame)
    if state.heroes[frame.seat].out or not cards:
        state.pop(frame)
        return False
    if len(cards) == 1:
        _drop_act(state, frame, option("drop", cards[0]))
        return False
    return True


def _drop_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    state.pop(frame)
    card, hero = str(action.args[0]), state.heroes[frame.seat]
    lose_item(state, frame.seat, card)
    state.add_items(hero.pos, [card])
    state.emit("item_dropped", {"seat": frame.seat, "card": card, **state.where(hero.pos), "why": frame.data["why"]})


FLOW.decision("drop", _drop_options, _drop_act, step=_drop_step, refuse=refusal("leave one of your cards on the tile"),
              ask=lambda s, f: {"why": f.data["why"], **cell_args(s.heroes[f.seat].pos)},
              label=lambda s, f, a: words(a, card=a.args[0]))


# --- begging for your life ----------------------------------------------------------------------------
def _vote_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [Action("spare"), Action("doom")]


def _vote_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
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


FLOW.decision("vote", _vote_options, _vote_act, refuse=refusal("spare the fallen hero or doom them"),
              ask=lambda s, f: {"target_seat": f.data["target"]},
              label=lambda s, f, a: words(a, target_seat=f.data["target"]))


# --- out of the game ----------------------------------------------------------------------------------


def _settle_step(state: DungeonRunState, frame: Frame) -> bool:
    """After eliminations: the last hero standing wins; if the last ones fell together, nobody does."""
    state.pop(frame)
    alive = state.living()
    if len(alive) == 1:
        state.conclude(scores(state, alive), (alive[0],), "last-standing")
    elif not alive:
        state.conclude(scores(state, alive), (), "all-fell")
    return False


FLOW.step("settle", _settle_step)


def _solo_end_step(state: DungeonRunState, frame: Frame) -> bool:
    state.pop(frame)
    hero = state.heroes[0]
    if state.lord in hero.loot:
        score = solo_score(state)
        state.conclude((float(score),), (0,), "lord-defeated", score=score, survived=hero.standing,
                       counts=solo_counts(state))
    else:
        state.conclude((0.0,), (), "hero-defeated", score=0)
    return False


FLOW.step("solo-end", _solo_end_step)


def solo_counts(state: DungeonRunState) -> dict[str, int]:
    """How many of each line of the solo score table (rulebook, "Partita in solitario") the hero has:
    the score and the ending's score sheet are both made of them."""
    hero = state.heroes[0]
    counts = dict.fromkeys(SOLO_POINTS, 0)
    for card in hero.items():
        counts["artifact" if CARDS.items[card].artifact else "treasure"] += 1
    for card in hero.loot:
        monster = CARDS.monsters.get(card)
        if monster is not None and monster.lord:
            counts["lord"] += 1
        elif card not in CARDS.items:
            counts["encounter"] += 1
    counts["training"] = sum(hero.training)
    counts["survived"] = int(hero.standing)
    return counts


def solo_score(state: DungeonRunState) -> int:
    return sum(SOLO_POINTS[line] * count for line, count in solo_counts(state).items())


# --- the Stone holder's summoning (rulebook, "Possedere la Pietra Magica") ---------------------------
def _summon_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    seat = frame.seat
    if (not state.endgame or frame.data["taken"] or frame.data.get("summoned") or state.stone_holder() != seat
            or not state.encounters):
        return []
    return [Action("summon")]


def _summon_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    """Free, and only as the first action: draw until a monster turns up, the rest are discarded. From
    five players the discards come back as a new deck, so a card drawn twice means that no monster is
    left in the deck or the discards (all on tiles or in loot piles): the summoning fails."""
    frame.data["summoned"] = True
    drawn: set[str] = set()
    while True:
        card = draw_encounter(state)
        if card is None or card in drawn:
            if card is not None:
                state.encounter_discard.append(card)
            state.emit("summon_failed", {"seat": frame.seat})
            return
        if card in CARDS.monsters:
            state.emit("monster_summoned", {"seat": frame.seat, "monster": card}, chance=True)
            state.push("summon", frame.seat, monster=card)
            return
        drawn.add(card)
        state.encounter_discard.append(card)
        state.emit("encounter_discarded", {"card": card, "why": "summon"}, chance=True)


offer("summon", _summon_menu, _summon_act)


def summon_cells(state: DungeonRunState) -> list[Cell]:
    return sorted(c for c in state.dungeon.tiles if not state.monster_at(c))


def _place_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("summon-to", x, y) for x, y in summon_cells(state)]


def _place_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    state.pop(frame)
    cell = (int(action.args[0]), int(action.args[1]))
    put_monster(state, frame.data["monster"], cell)
    state.emit("monster_placed", {"seat": frame.seat, "monster": frame.data["monster"], **state.where(cell)})


def _place_step(state: DungeonRunState, frame: Frame) -> bool:
    if summon_cells(state):
        return True
    state.pop(frame)  # every tile already holds a monster: the summoned one has nowhere to go
    state.encounter_discard.append(frame.data["monster"])
    state.emit("encounter_discarded", {"card": frame.data["monster"], "why": "no-room"})
    return False


FLOW.decision("summon", _place_options, _place_act, step=_place_step,
              refuse=refusal("place the summoned monster on a tile without monsters"),
              ask=lambda s, f: {"monster_card": f.data["monster"]},
              label=lambda s, f, a: words(a, **s.where((int(a.args[0]), int(a.args[1])), "tile_card"),
                                          monster_card=f.data["monster"]))
