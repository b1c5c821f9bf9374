"""What a seat sees: the whole table as plain data, enough for a window to draw it, and nothing hidden
(the tile stack, the face-down Lord unless read in the Library, face-down treasures, other heroes'
ability decks and set-aside cards, the votes not yet counted)."""
from __future__ import annotations

from dataclasses import asdict
from typing import Any

from game.engine.state import Decision

from .cards import DIRECTIONS, STATS
from .frames import KINDS, plain
from .grid import exit_names
from .heroes import CARDS, MAGIC_STONE, max_health, stat_value
from .state import DungeonRunState


def stack_counts(state: DungeonRunState) -> dict[str, int]:
    standard = sum(CARDS.tiles[t].kind == "standard" for t in state.stack)
    return {"standard": standard, "special": len(state.stack) - standard}


def lord_visible(state: DungeonRunState, seat: int | None) -> bool:
    return state.lord_room is not None or (seat is not None and seat in state.lord_known)


def dungeon_view(state: DungeonRunState) -> dict[str, Any]:
    """The dungeon as a grid graph a table can draw: tiles with coordinates, rotations, exits, the
    joined neighbours and the distance from the entrance, and what lies on each."""
    tiles = []
    for (x, y), (tile, q) in sorted(state.dungeon.tiles.items()):
        card = CARDS.tiles[tile]
        cell = (x, y)
        encounter = state.on_tile.get(cell)
        tiles.append({
            "x": x, "y": y, "tile": tile, "name": card.name, "kind": card.kind, "rule": card.rule or None,
            "rotation": q * 90, "exits": exit_names(state.dungeon.exits[cell]),
            "joined": [DIRECTIONS[d] for d, _ in state.dungeon.neighbours(cell)],
            "distance": state.dungeon.distance.get(cell),
            "treasure_row": sorted(card.treasure), "encounter_row": sorted(card.encounter),
            "encounter": encounter, "monster_wounds": state.wounds.get(encounter, 0) if encounter else 0,
            "items": list(state.items_up.get(cell, ())), "hidden_items": len(state.items_down.get(cell, ())),
        })
    return {"tiles": tiles, "open_exits": [[c[0], c[1], DIRECTIONS[d]] for c, d in state.dungeon.open_exits()],
            "entrance": [0, 0], "lord_room": list(state.lord_room) if state.lord_room else None}


def hero_view(state: DungeonRunState, seat: int, viewer: int | None) -> dict[str, Any]:
    hero = state.heroes[seat]
    out: dict[str, Any] = {"seat": seat, "hero": hero.hero or None}
    if not hero.hero:
        return out
    card = CARDS.heroes[hero.hero]
    found = state.effects_of(seat)
    out.update({
        "name": card.name, "race": card.race, "class": card.hero_class,
        "stats": {s: stat_value(hero, s, found) for s in STATS}, "health": max_health(hero, found),
        "wounds": hero.wounds, "training": dict(zip(STATS, hero.training)), "x": hero.pos[0], "y": hero.pos[1],
        "down": hero.down, "out": hero.out, "equipped": list(hero.equipped), "loot": list(hero.loot),
        "abilities": list(hero.abilities), "deck": len(hero.deck),
        "discard": list(hero.discard) if viewer == seat else len(hero.discard),
        "lingering": [t for t, _ in hero.lingering], "abilities_work": state.abilities_work(seat),
        "stone": hero.owns(MAGIC_STONE),
    })
    return out


def frame_view(frame: Decision, viewer: int | None) -> dict[str, Any]:
    data = plain(frame.data)
    if "drawn" in data and viewer != frame.seat:
        data["drawn"] = len(data["drawn"])
    if "cast" in data:
        data["cast"] = [[s, v] for s, v in data["cast"] if s == viewer]
    return {"kind": frame.kind, "seat": frame.seat, "data": data}


def view(state: DungeonRunState, seat: int | None) -> dict[str, Any]:
    top = state.frames[-1] if state.frames and not state.over else None
    prompt = None
    if top is not None:
        prompt = {"key": f"dungeon_run.prompt.{top.kind}", "seat": top.seat, "kind": top.kind,
                  "asks": KINDS[top.kind].asks, **frame_view(top, seat)["data"]}
    return {
        "game": state.game_id, "seat": seat, "players": state.players, "solo": state.solo,
        "round": state.round, "rules": asdict(state.rules), "turn": state.turns, "first": state.first,
        "current": state.current_player(), "over": state.over, "endgame": state.endgame,
        "stack": len(state.stack), "stack_kinds": stack_counts(state),
        "stack_seen": list(state.stack_seen),
        "dungeon": dungeon_view(state),
        "heroes": [hero_view(state, s, seat) for s in range(state.players)],
        "lord": state.lord if lord_visible(state, seat) else None,
        "lord_known_by": list(state.lord_known),
        "encounters": len(state.encounters), "encounter_discard": list(state.encounter_discard),
        "treasures": len(state.treasures), "treasure_discard": list(state.treasure_discard),
        "artifacts": list(state.artifacts), "markers": state.markers, "stone_holder": state.stone_holder(),
        "to_play": list(state.to_play),
        "decisions": [frame_view(f, seat) for f in state.frames] if not state.over else [],
        "prompt": prompt,
        "result": state.outcome.to_json() if state.outcome else None,
    }
