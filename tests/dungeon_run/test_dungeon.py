"""The dungeon: moving, laying tiles, die rows, the Lord's room, and the grid graph (rulebook 004,
"Azione di Movimento", "Tessere Dungeon", "Il Signore del Dungeon e la sua Stanza")."""
from __future__ import annotations

import pytest

from game.engine.rng import Rng
from game.games.dungeon_run.paths import fitting_rotations
from game.games.dungeon_run.rules.explore import lord_room_cells
from game.games.dungeon_run.grid import EAST, NORTH, SOUTH, WEST, Dungeon, rotate
from game.games.dungeon_run.heroes import CARDS

from .helpers import GAME, explore, first, kinds, lay, legal, play, put, table, turn_of


def bits(*directions: int) -> int:
    return sum(1 << d for d in directions)


def test_rotation_turns_exits_clockwise() -> None:
    """Tiles may be laid in any of four rotations; a quarter turn takes north to east."""
    assert rotate(bits(NORTH), 1) == bits(EAST)
    assert rotate(bits(NORTH, EAST), 2) == bits(SOUTH, WEST)
    assert rotate(bits(NORTH, EAST, SOUTH), 3) == bits(WEST, NORTH, EAST)


def test_tiles_join_only_through_facing_exits() -> None:
    """Rulebook 004: a hero moves to a tile joined by an exit; a wall on either side closes the way."""
    d = Dungeon()
    d.lay((0, 0), "entrance", 0, CARDS.tiles["entrance"].exits)  # north, east, west
    d.lay((0, -1), "collapsed-hall", 0, CARDS.tiles["collapsed-hall"].exits)  # north-south
    d.lay((1, 0), "collapsed-hall", 0, CARDS.tiles["collapsed-hall"].exits)  # north-south: a wall faces west
    assert d.joined((0, 0), NORTH) == (0, -1)
    assert d.joined((0, 0), EAST) is None
    assert dict(d.neighbours((0, 0))) == {NORTH: (0, -1)}


def test_a_cell_holds_one_tile() -> None:
    """Tiles never overlap."""
    d = Dungeon()
    d.lay((0, 0), "entrance", 0, CARDS.tiles["entrance"].exits)
    try:
        d.lay((0, 0), "guard-post", 0, CARDS.tiles["guard-post"].exits)
    except ValueError:
        return
    raise AssertionError("a second tile was laid on an occupied cell")


def test_new_tile_must_open_back_and_not_block_a_neighbours_exit() -> None:
    """Rulebook 004: a new tile may not block the exit of an adjacent tile (and the hero walks in)."""
    d = Dungeon()
    d.lay((0, 0), "entrance", 0, CARDS.tiles["entrance"].exits)
    d.lay((1, -1), "guard-post", 0, CARDS.tiles["guard-post"].exits)  # its west and south face (0,-1), (1,0)
    bend = CARDS.tiles["old-armory"].exits  # north-east
    # At (0,-1), entered from the south, the tile must open south and east (toward the guard post).
    fits = [q for q in range(4) if d.fits((0, -1), rotate(bend, q), SOUTH)]
    assert fits == [1]  # east-south
    assert not d.fits((0, -1), rotate(CARDS.tiles["collapsed-hall"].exits, 0), SOUTH)


def test_distances_count_tile_steps_along_joined_exits() -> None:
    """"Farthest from the entrance" is counted in tile steps along joined exits."""
    state = table(("borrak-ironjaw",))
    lay(state, 0, -1, "collapsed-hall")
    lay(state, 0, -2, "old-armory", 90)  # east-south
    lay(state, 1, -2, "long-gallery", 90)  # east-west
    assert state.dungeon.distance == {(0, 0): 0, (0, -1): 1, (0, -2): 2, (1, -2): 3}
    lay(state, 1, -1, "guard-post")  # beside the hall and the gallery, but their walls face it
    assert (1, -1) not in state.dungeon.distance
    lay(state, 2, -2, "long-gallery", 90)
    assert state.dungeon.distance[(2, -2)] == 4


def test_moving_into_unexplored_space_lays_the_next_tile() -> None:
    """Rulebook 004: with no tile beyond the exit, the hero draws and lays one and stands on it."""
    state = table(("borrak-ironjaw",))
    state.stack = ["long-gallery", "guard-post"]
    turn_of(state, 0, dice=[5])  # guard post: 5 gives nothing
    events = play(state, "move north")
    placed = first(events, "tile_placed")
    assert (placed["tile"], placed["x"], placed["y"], placed["rotation"]) == ("guard-post", 0, -1, 0)
    assert state.heroes[0].pos == (0, -1) and state.dungeon.tiles[(0, -1)] == ("guard-post", 0)


def test_several_fitting_rotations_are_the_players_choice() -> None:
    """Rulebook 004: the player lays the tile; we ask for its rotation among those that fit."""
    state = table(("borrak-ironjaw",))
    state.stack = ["long-gallery", "old-armory"]  # a bend: two rotations open south
    turn_of(state, 0, dice=[6])
    play(state, "move north")
    assert legal(state) == ["rotate 90", "rotate 180"]
    play(state, "rotate 180")
    assert state.dungeon.tiles[(0, -1)] == ("old-armory", 2)
    assert state.dungeon.exits[(0, -1)] == bits(SOUTH, WEST)


def test_a_tile_that_does_not_fit_is_set_aside_and_shuffled_back() -> None:
    """Rulebook 004: a tile that cannot be laid without blocking is put aside and another drawn; the
    discarded tiles go back into the stack, shuffled, at the end of the action."""
    state = table(("borrak-ironjaw",))
    lay(state, 1, -1, "guard-post")  # its west exit faces (0,-1)
    state.stack = ["collapsed-hall", "long-gallery", "ancient-bridge", "old-armory", "root-choked-passage"]
    turn_of(state, 0, dice=[5])
    events = play(state, "move north")
    aside = [e.data["tile"] for e in events if e.kind == "tile_set_aside"]
    assert aside == ["root-choked-passage"]  # a straight cannot open both south and east
    assert state.dungeon.tiles[(0, -1)][0] == "old-armory"
    assert "tiles_reshuffled" in kinds(events) and "root-choked-passage" in state.stack


def test_no_tile_fits_the_hero_stays_and_loses_the_rest_of_the_turn() -> None:
    """Rulebook 004: if no drawn tile can be laid the hero cannot move and loses their actions."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 1, -1, "guard-post")
    lay(state, -1, -1, "guard-post".replace("guard-post", "mosaic-court"))  # west of (0,-1), exits all round
    lay(state, 0, -2, "echoing-cistern")  # north of (0,-1), exits all round
    state.stack = ["collapsed-hall", "old-armory"]  # neither opens on four sides
    turn_of(state, 0)
    events = play(state, "move north")
    assert "no_tile_fits" in kinds(events) and state.heroes[0].pos == (0, 0)
    assert sorted(state.stack) == ["collapsed-hall", "old-armory"] and state.current_player() == 1


def test_tiles_set_aside_are_seen_by_all_and_stay_known_in_the_stack() -> None:
    """Rulebook 004: the tiles set aside are drawn in front of everyone and shuffled back; from then on
    every seat knows they are in the stack (the view lists them, a determinized copy keeps them), so
    the AI does not walk again into a gap that none of them fits."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 1, -1, "guard-post")
    lay(state, -1, -1, "mosaic-court")
    lay(state, 0, -2, "echoing-cistern")
    lay(state, 1, 0, "long-gallery", 90)  # an exit east of the entrance is still open
    state.stack = ["collapsed-hall", "old-armory"]
    turn_of(state, 0)
    play(state, "move north")
    assert state.view(1)["stack_seen"] == ["collapsed-hall", "old-armory"]
    for seed in range(5):
        assert sorted(state.determinize(1, Rng(seed)).stack) == ["collapsed-hall", "old-armory"]
    turn_of(state, 0, dice=[1] * 20)
    assert str(GAME.playout_action(state, Rng(1))) != "move north"
    play(state, "move east")
    events = explore(state, "east")
    drawn = first(events, "tile_placed")["tile"]
    assert drawn not in state.view(0)["stack_seen"] and len(state.stack_seen) == 1


def test_the_last_open_exit_is_never_sealed_while_tiles_remain() -> None:
    """The reference's default where the rulebook is silent: a tile may not close the dungeon's last
    open exit, or it could never be finished."""
    state = table(("borrak-ironjaw",))
    state.dungeon = state.dungeon.copy()
    d = state.dungeon
    d.tiles, d.exits = dict(d.tiles), dict(d.exits)
    d.exits[(0, 0)] = bits(NORTH)  # an entrance opening north only, for this test
    d.memo = {}
    dead_end = bits(SOUTH)
    assert d.fits((0, -1), dead_end, SOUTH) and not d.open_after((0, -1), dead_end)
    assert fitting_rotations(state, "collapsed-hall", (0, -1), SOUTH) == [0]


def test_standard_tile_die_rows_treasure_face_down_and_encounter_face_up() -> None:
    """Rulebook 004, "Tessere Dungeon": on laying a standard tile the hero rolls a die: a face in the
    treasure row puts a treasure face down on it, one in the encounter row an encounter face up."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = ["long-gallery", "fungus-grotto"]  # treasure 1 6, encounter 2 3 4 5
    state.encounters.remove("hollow-eyed-hermit")
    state.encounters.append("hollow-eyed-hermit")
    turn_of(state, 0, dice=[6])
    explore(state, "north")
    cell = state.heroes[0].pos
    assert len(state.items_down[cell]) == 1 and cell not in state.on_tile
    shown = next(t for t in state.view(1)["dungeon"]["tiles"] if (t["x"], t["y"]) == cell)
    assert shown["hidden_items"] == 1 and shown["items"] == []

    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = ["long-gallery", "fungus-grotto"]
    state.encounters.remove("hollow-eyed-hermit")
    state.encounters.append("hollow-eyed-hermit")
    turn_of(state, 0, dice=[3])
    explore(state, "north")
    assert state.on_tile[state.heroes[0].pos] == "hollow-eyed-hermit" and not state.items_down


def test_the_die_is_rolled_only_when_a_tile_is_first_laid() -> None:
    """Rulebook 004: "un eroe effettua il tiro sulle tessere Standard soltanto quando queste vengono
    pescate e posizionate per la prima volta"."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "guard-post")
    turn_of(state, 0)
    events = play(state, "move north")
    assert "tile_die" not in kinds(events)


def test_special_tiles_are_laid_without_a_die() -> None:
    """Rulebook 004, "Tessere Dungeon speciali": no die for a special tile."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = ["long-gallery", "library"]
    turn_of(state, 0)
    events = explore(state, "north")
    assert "tile_placed" in kinds(events) and "tile_die" not in kinds(events)


def test_a_stranger_may_be_met_or_left() -> None:
    """Rulebook 004: an encounter card that is a stranger may be met or not; monsters and traps must be
    dealt with. Left alone (option strangers-wait on), the stranger stays to be met later."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = ["long-gallery", "fungus-grotto"]
    state.encounters.remove("hollow-eyed-hermit")
    state.encounters.append("hollow-eyed-hermit")
    turn_of(state, 0, dice=[3])
    explore(state, "north")
    assert legal(state) == ["meet", "ignore"]
    play(state, "ignore")
    cell = state.heroes[0].pos
    assert state.on_tile[cell] == "hollow-eyed-hermit" and "meet" in legal(state)


def test_strangers_wait_off_discards_a_stranger_left_alone() -> None:
    """Option strangers-wait off: a stranger the hero does not meet is discarded."""
    state = table(("borrak-ironjaw", "elowen-starweaver"), **{"strangers-wait": False})
    state.stack = ["long-gallery", "fungus-grotto"]
    state.encounters.remove("hollow-eyed-hermit")
    state.encounters.append("hollow-eyed-hermit")
    turn_of(state, 0, dice=[3])
    explore(state, "north")
    play(state, "ignore")
    assert not state.on_tile and "hollow-eyed-hermit" in state.encounter_discard


def _lord_table(**options):
    state = table(("borrak-ironjaw", "elowen-starweaver"), **options)
    lay(state, 0, -1, "collapsed-hall")  # north-south: one step away
    lay(state, 0, -2, "old-armory", 90)  # east-south: two steps away, opening east
    lay(state, -1, 0, "long-gallery", 90)  # east-west: one step away, opening west
    lay(state, -2, 0, "long-gallery", 90)  # two steps, opening west
    lay(state, -3, 0, "long-gallery", 90)  # three steps, opening west
    return state


def test_lord_room_laid_beside_the_farthest_tile_when_the_last_tile_is_laid() -> None:
    """Rulebook 004: when the last tile of the stack is laid, the Lord's room is laid at once, beside a
    tile as far as possible from the entrance, and the Lord is revealed on it."""
    state = _lord_table()
    state.stack = ["guard-post"]
    turn_of(state, 0, dice=[5])
    events = play(state, "move east")
    # The guard post at (1,0) is one step away; (-3,0) is three steps away: the room goes west of it.
    assert state.lord_room == (-4, 0)
    revealed = first(events, "lord_revealed")
    assert revealed["lord"] == state.lord and state.on_tile[(-4, 0)] == state.lord
    assert state.view(1)["lord"] == state.lord


def test_lord_room_straight_distance_option() -> None:
    """Option lord-room-distance straight: the farthest tile by grid count rather than steps."""
    state = _lord_table(**{"lord-room-distance": "straight"})
    lay(state, 1, -2, "long-gallery", 90)  # three steps away, also |x|+|y| = 3
    lay(state, 2, -2, "long-gallery", 90)  # four steps and 4 squares away
    assert lord_room_cells(state) == [(3, -2)]


def test_lord_room_tie_is_chosen_by_the_active_player() -> None:
    """Where several tiles are equally far (the reference's suggestion), the active player chooses."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "collapsed-hall")
    state.stack = ["mosaic-court"]  # a crossing laid west of the entrance, one step away like the hall
    turn_of(state, 0, dice=[1])
    state.encounters = []
    play(state, "move west")
    assert state.frames[-1].kind == "lord-room" and state.current_player() == 0
    assert legal(state) == ["lord-room -2 0", "lord-room -1 -1", "lord-room -1 1", "lord-room 0 -2"]
    play(state, "lord-room 0 -2")
    assert state.lord_room == (0, -2)


def test_the_view_draws_the_dungeon_as_a_grid_graph() -> None:
    """The snapshot a table view needs: each tile with coordinates, rotation, exits, joined sides,
    distance, rows and what lies on it; the open exits; the entrance and the Lord's room."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "old-armory", 90)  # east-south
    put(state, "gargoyle", 0, -1, wounds=1)
    view = state.view(None)["dungeon"]
    tile = next(t for t in view["tiles"] if (t["x"], t["y"]) == (0, -1))
    assert tile["tile"] == "old-armory" and tile["rotation"] == 90 and tile["exits"] == ["east", "south"]
    assert tile["joined"] == ["south"] and tile["distance"] == 1
    assert tile["encounter"] == "gargoyle" and tile["monster_wounds"] == 1
    assert tile["treasure_row"] == [4, 5, 6] and tile["encounter_row"] == [1, 2, 3]
    assert [0, -1, "east"] in view["open_exits"] and [0, 0, "west"] in view["open_exits"]
    assert view["entrance"] == [0, 0] and view["lord_room"] is None


def test_when_no_tile_left_can_be_laid_anywhere_the_lords_room_comes() -> None:
    """Our decision where the rulebook is silent: if no tile left in the stack fits any open exit, the
    dungeon is finished: those tiles go back to the box and the Lord's room is laid."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 1, -1, "guard-post")
    lay(state, -1, -1, "mosaic-court")
    lay(state, 0, -2, "echoing-cistern")
    d = state.dungeon
    # Every tile here opens only toward (0,-1): a tile there would need four exits and would close the
    # dungeon's last open exit, which is never allowed.
    d.exits = {(0, 0): bits(NORTH), (1, -1): bits(WEST), (-1, -1): bits(EAST), (0, -2): bits(SOUTH)}
    d.memo = {}
    state.stack = ["long-gallery", "mosaic-court"]
    turn_of(state, 0)
    events = play(state, "move north")
    assert "no_tile_fits" in kinds(events) and "dungeon_closed" in kinds(events)
    assert state.stack == [] and state.lord_room == (0, -1)


STANDARD = sorted(t for t, card in CARDS.tiles.items() if card.kind == "standard")


@pytest.mark.parametrize("tile", STANDARD)
def test_each_standard_tile_places_what_its_die_rows_say(tile: str) -> None:
    """Rulebook 004, "Tessere Dungeon" (standard tile anatomy): for every face of the die, a face in
    the tile's treasure row puts a treasure face down on it, a face in its encounter row an encounter
    face up, a face in both does both and a face in neither leaves the tile empty."""
    card = CARDS.tiles[tile]
    assert card.treasure and card.encounter, f"{tile} has no die rows"
    for face in range(1, 7):
        state = table(("borrak-ironjaw", "elowen-starweaver"))
        state.stack = ["long-gallery" if tile != "long-gallery" else "collapsed-hall", tile]
        state.encounters.remove("hollow-eyed-hermit")
        state.encounters.append("hollow-eyed-hermit")  # a stranger on top: meeting it is a choice
        turn_of(state, 0, dice=[face])
        events = explore(state, "north")
        cell = state.heroes[0].pos
        assert first(events, "tile_placed")["tile"] == tile and cell == (0, -1)
        assert len(state.items_down.get(cell, ())) == (face in card.treasure), (tile, face)
        assert (state.on_tile.get(cell) == "hollow-eyed-hermit") == (face in card.encounter), (tile, face)
