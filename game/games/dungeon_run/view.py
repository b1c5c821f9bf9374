"""What a seat sees: the whole table as plain data, enough for a window to draw it, and nothing hidden
(the tile stack, the face-down Lord unless read in the Library, face-down treasures, other heroes'
ability decks and set-aside cards, the votes not yet counted)."""
from __future__ import annotations

from dataclasses import asdict
from functools import lru_cache
from typing import Any

from game.engine.flow import Frame, plain
from game.engine.rng import Rng

from .cards import DIRECTIONS, MAGIC_STONE, MONSTER_TYPES, ROLLS, SLOTS, STATS
from .dangers import attack_dice, fight_dice, fight_stats, idle_attacker, sides
from .dice import dice_for, may_reroll
from .grid import ROTATIONS, exit_names, rotate
from .heroes import CARDS, HeroState, extra_dice, has, max_health, rerolls, stat_value, total
from .state import SIGHT, DungeonRunState, Effect


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
            "monster": state.monster_at(cell), "stranger": state.stranger_at(cell),
            "heroes": state.heroes_at(cell, standing=False), "cursed": cell in state.cursed(),
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
        "armor": total(found, "armor"), "bonus": dice_bonus(hero, found), "slots": slots(hero.equipped),
        "treasures": [c for c in hero.items() if not CARDS.items[c].artifact],
        "artifacts": [c for c in hero.items() if CARDS.items[c].artifact],
        "encounter_cards": [c for c in hero.loot if c not in CARDS.items],
        "encounter_points": hero.encounter_points(), "standing": hero.standing,
        "attacks": {m: attack_dice(state, CARDS.monsters[m], seat) for m in state.on_tile.values()
                    if m in CARDS.monsters},
    })
    monster = state.monster_at(hero.pos)
    out["foe"] = fight_numbers(state, seat, monster) if monster and hero.standing else None
    return out


def fight_numbers(state: DungeonRunState, seat: int, monster: str, frame: Frame | None = None) -> dict[str, Any]:
    """What the odds of a fight need, worked out by the rules' own functions: the monster's attack
    dice against this hero, the hero's dice for each stat it may be fought with (with the assistance
    and sabotage declared, once the fight is under way), whether the hero's misses will be rolled
    again, whether the monster makes them roll 6s again, and the blow's numbers for each stat."""
    found = state.effects_of(seat)
    stats = fight_stats(monster)
    counts = {s: fight_dice(state, seat, monster, s) for s in stats}
    return {"monster_card": monster, "attack": attack_dice(state, CARDS.monsters[monster], seat),
            "dice": {s: dice_for(state, frame, n) if frame is not None else max(1, n) for s, n in counts.items()},
            "reroll": may_reroll(state, frame, "fight") if frame is not None else rerolls(found, "fight"),
            "jinx": CARDS.monsters[monster].has("jinx") is not None,
            "sides": {s: sides(state, seat, monster, s)._asdict() for s in stats}}


def dice_bonus(hero: HeroState, found: list[Effect]) -> dict[str, Any]:
    """What the hero's cards add to each roll, for a table's odds (``odds.py``)."""
    fight = extra_dice(found, "fight")
    return {"fight": fight, "fight_against": {t: extra_dice(found, "fight", t) - fight for t in MONSTER_TYPES},
            "rage": hero.wounds // 3 if has(found, "rage") else 0, "lone": total(found, "lone"),
            "flee": extra_dice(found, "flee"), "disarm": extra_dice(found, "disarm"),
            "duel": extra_dice(found, "duel"), "swift": has(found, "swift"), "trapwise": has(found, "trapwise"),
            "keen": has(found, "keen"), "surefoot": has(found, "surefoot"), "jinx": has(found, "jinx"),
            "reroll": [r for r in ROLLS if r != "any" and rerolls(found, r)]}


def slots(equipped: list[str]) -> dict[str, Any]:
    """The equipment slots: one card each in main hand, off hand, head and body; the rest (rings,
    charms, the Stone) under ``none``."""
    out: dict[str, Any] = {slot: None for slot in SLOTS}
    out["none"] = []
    for card in equipped:
        slot = CARDS.items[card].slot
        if slot == "none":
            out["none"].append(card)
        else:
            out[slot] = card
    return out


STALL_WARNING = 10  # rounds before the limit from which the table is told the game may end unwon


def stall_view(state: DungeonRunState) -> dict[str, Any]:
    """How close the round limit is, and what the heroes still have to do before anyone can win:
    explore (tiles left in the stack), fell the Lord (his room is out, he stands), or bring the Stone
    home. ``warning`` is set in the last rounds, so a table can say why the game may end unwon."""
    left = max(0, state.rules.round_limit - state.round)
    if state.endgame:
        reason = "stone-not-home"
    elif state.lord_room is not None:
        reason = "lord-unfelled"
    else:
        reason = "dungeon-unexplored"
    out: dict[str, Any] = {"rounds_left": left, "reason": reason, "warning": left <= STALL_WARNING}
    if reason == "lord-unfelled":
        lord = CARDS.monsters[state.lord]
        out["lord_wounds"] = state.wounds.get(state.lord, 0)
        out["lord_health"] = lord.health
    return out


def stone_view(state: DungeonRunState) -> dict[str, Any]:
    """Where the Magic Stone is: beside the table until the Lord falls, then on a tile or with a hero."""
    holder = state.stone_holder()
    if holder is not None:
        return {"where": "hero", "seat": holder}
    for cell, cards in state.items_up.items():
        if MAGIC_STONE in cards:
            return {"where": "tile", "x": cell[0], "y": cell[1]}
    return {"where": "box" if MAGIC_STONE in state.artifacts else "gone"}


def turn_view(state: DungeonRunState) -> dict[str, Any] | None:
    """The hero whose turn it is and the actions they have left."""
    for frame in reversed(state.frames):
        if frame.kind == "turn":
            return {"seat": frame.seat, "actions_left": frame.data["left"], "actions_taken": frame.data["taken"],
                    "idle_attacker": idle_attacker(state, frame) if frame.data.get("began") else None}
    return None


def fight_view(state: DungeonRunState) -> dict[str, Any] | None:
    """The fight under way: the monster's roll and its potential wounds, the hero's dice."""
    for frame in reversed(state.frames):
        if frame.kind == "fight":
            card = CARDS.monsters[frame.data["monster"]]
            return {"seat": frame.seat, "monster_card": card.id, "phase": frame.data["phase"],
                    "monster_dice": list(frame.data.get("monster_dice", [])), "hits": list(frame.data["hits"]),
                    "dice": list(frame.data["dice"]), "blocked": frame.data.get("blocked", 0),
                    "defense": card.defense, "stat": frame.data["stat"] or None,
                    "numbers": fight_numbers(state, frame.seat, card.id, frame)}
    return None


def placing_view(state: DungeonRunState) -> dict[str, Any] | None:
    """A drawn tile waiting to be laid: where it goes, its legal rotations, and the tiles set aside."""
    for frame in reversed(state.frames):
        if frame.kind == "place":
            return {"seat": frame.seat, "tile": frame.data["tile"], "x": frame.data["cell"][0],
                    "y": frame.data["cell"][1], "rotations": [ROTATIONS[q] for q in frame.data["rotations"]],
                    "exits": {str(ROTATIONS[q]): exit_names(rotate(CARDS.tiles[frame.data["tile"]].exits, q))
                              for q in frame.data["rotations"]},
                    "aside": list(frame.data["aside"])}
    return None


def frame_view(frame: Frame, viewer: int | None) -> dict[str, Any]:
    data = plain(frame.data)
    if "drawn" in data and viewer != frame.seat:
        data["drawn"] = len(data["drawn"])
    if "cast" in data:
        data["cast"] = [[s, v] for s, v in data["cast"] if s == viewer]
    return {"kind": frame.kind, "seat": frame.seat, "data": data}


def view(state: DungeonRunState, seat: int | None) -> dict[str, Any]:
    """The game's part of the view; the envelope (game, seat, players, turn, deciding, over, result,
    prompt) is the flow's."""
    return {
        "solo": state.solo,
        "round": state.round, "rules": asdict(state.rules), "first": state.first,
        "current": state.current_player(), "endgame": state.endgame,
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
        "round_limit": state.rules.round_limit, "stone": stone_view(state), "active": turn_view(state),
        "fight": fight_view(state), "placing": placing_view(state),
        "abilities_left": {str(s): len(h.deck) for s, h in enumerate(state.heroes)},
        "stall": stall_view(state),
    }


# --- determinization -----------------------------------------------------------------------------------
# A copy of the state in which everything a seat cannot see is dealt again.
# Determinization: a copy of the state in which everything a seat cannot see is dealt again.
#
# It reads only what ``view(observer)`` shows and the generator it is given: each pool of unseen cards
# is gathered in sorted order, and cards are picked from it at random, so the real order of hidden
# cards never leaks. The copy is ``blind``: its decks stay sorted and it draws from them at random
# (``DungeonRunState.draw``), which deals as a shuffle would without paying for one per decision.
# Unseen are the tile stack (and the tiles left in the box) but for the tiles everyone saw go back in, the face-down Dungeon Lord unless the
# observer read it in the Library, the treasure deck with the face-down treasures on tiles, the
# encounter deck, every ability deck, the other heroes' drawn and set-aside ability cards, and the
# votes others have cast but not yet shown.
DECKS: dict[str, list[str]] = {h: sorted(a for a, card in CARDS.abilities.items() if card.hero == h) for h in CARDS.heroes}


def open_view(state: DungeonRunState, seat: int | None) -> dict[str, Any]:
    """``seat``'s view with the Dungeon Lord, every hero's discarded abilities, the abilities drawn to
    choose from and the votes cast all shown."""
    out = view(state, seat)
    out["lord"] = state.lord
    out["heroes"] = [hero_view(state, s, s) for s in range(state.players)]
    out["decisions"] = [{"kind": f.kind, "seat": f.seat, "data": plain(f.data)} for f in state.frames] \
        if not state.over else []
    return out


def pick(rng: Rng, pool: list[str], count: int) -> list[str]:
    """Takes ``count`` cards at random out of ``pool`` (which keeps the rest, in order)."""
    return [pool.pop(rng.below(len(pool))) for _ in range(count)]


def _held_tiles(state: DungeonRunState) -> set[str]:
    """Tiles out of the stack but not yet laid: drawn and waiting for a rotation, or set aside."""
    held: set[str] = set()
    for frame in state.frames:
        if frame.kind == "place":
            held.add(frame.data["tile"])
            held.update(frame.data["aside"])
    return held


def _redeal_tiles(state: DungeonRunState, copy: DungeonRunState, rng: Rng) -> None:
    """The stack again: the tiles everyone saw set aside and shuffled back stay in it; the rest of it
    is dealt from the tiles neither laid, held nor seen, by kind (the view counts each kind)."""
    memo = state.dungeon.memo
    unseen = memo.get("unlaid")
    if unseen is None:
        laid = {tile for tile, _ in state.dungeon.tiles.values()}
        unseen = memo["unlaid"] = [t for t in state.all_tiles if t not in laid]
    held = _held_tiles(state)
    known = [t for t in state.stack_seen if t not in held]
    if held or known:
        unseen = [t for t in unseen if t not in held and t not in known]
    if len(unseen) + len(known) == len(state.stack):  # every tile in play: the stack is all that is not laid
        copy.stack = known + list(unseen)
        return
    standard = [t for t in unseen if CARDS.tiles[t].kind == "standard"]
    special = [t for t in unseen if CARDS.tiles[t].kind == "special"]
    wanted = sum(CARDS.tiles[t].kind == "standard" for t in state.stack)
    wanted -= sum(CARDS.tiles[t].kind == "standard" for t in known)
    copy.stack = known + pick(rng, standard, wanted) + pick(rng, special, len(state.stack) - len(known) - wanted)


def _redeal_treasures(state: DungeonRunState, copy: DungeonRunState, rng: Rng) -> None:
    pool = list(state.treasures)
    for cards in state.items_down.values():
        pool.extend(cards)
    pool.sort()
    for cell, cards in sorted(state.items_down.items()):
        copy.items_down[cell] = tuple(pick(rng, pool, len(cards)))
    copy.treasures = pool


@lru_cache(maxsize=4096)
def _unseen_abilities(hero: str, face_up: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for c in DECKS[hero] if c not in face_up)


def _redeal_abilities(state: DungeonRunState, copy: DungeonRunState, observer: int, rng: Rng) -> None:
    """A hero's unseen ability cards are their ten less the face-up ones (and, for the observer, less
    the ones they set aside or hold): known by the hero alone, so dealt from the sorted card list."""
    pending = [f for f in copy.frames if f.data.get("drawn")]
    for seat, hero in enumerate(state.heroes):
        if not hero.deck and not hero.discard:
            continue
        mine = [f for f in pending if f.seat == seat]
        if seat == observer:
            known = set(hero.abilities) | set(hero.discard) | {c for f in mine for c in f.data["drawn"]}
            copy.heroes[seat].deck = [c for c in DECKS[hero.hero] if c not in known]
            continue
        pool = list(_unseen_abilities(hero.hero, tuple(hero.abilities)))
        for frame in mine:
            frame.data["drawn"] = pick(rng, pool, len(frame.data["drawn"]))
        copy.heroes[seat].discard = pick(rng, pool, len(hero.discard))
        copy.heroes[seat].deck = pool


def determinize(state: DungeonRunState, observer: int, rng: Rng) -> DungeonRunState:
    copy = state.clone()
    copy.blind = True
    _redeal_tiles(state, copy, rng)
    if not lord_visible(state, observer):
        copy.lord = rng.choice(sorted(CARDS.lords))
    _redeal_treasures(state, copy, rng)
    copy.encounters = sorted(state.encounters)
    _redeal_abilities(state, copy, observer, rng)
    for frame in copy.frames:
        if frame.kind == "vote":
            frame.data["cast"] = [[s, v if s == observer else rng.below(2)] for s, v in frame.data["cast"]]
    copy.rng = rng.fork()
    # The seat that decides sees everything its options depend on, so they stay; for any other
    # observer they are worked out again in the copy.
    copy.legal = state.options() if observer == state.current_player() else None
    return copy


SIGHT.view = view
SIGHT.determinize = determinize
SIGHT.open_view = open_view
