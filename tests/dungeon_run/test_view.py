"""What each seat sees (rulebook 004, "Preparazione partita": the tile stack and the Lord lie face down,
treasures found on a tile lie face down until searched, each hero's ability deck and set-aside cards
are their own): the view holds enough to draw the table and nothing a seat may not know."""
from __future__ import annotations

import json

from game.engine.registry import get

from .helpers import give, lay, legal, play, put, table, turn_of

SECRET_STACK = ["long-gallery", "fungus-grotto"]


def test_the_view_hides_the_stack_the_lord_and_face_down_treasures() -> None:
    """The stack shows only how many standard and special tiles are left; the Lord is hidden until his
    room is laid (or a seat reads him in the Library); a face-down treasure is only counted."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = list(SECRET_STACK)
    lay(state, 0, -1, "collapsed-hall")
    state.items_down[(0, -1)] = ("lucky-coin",)
    state.treasures.remove("lucky-coin")
    for seat in (0, 1, None):
        seen = state.view(seat)
        text = json.dumps(seen)
        assert seen["stack"] == 2 and seen["stack_kinds"] == {"standard": 2, "special": 0}
        assert "fungus-grotto" not in text and "lucky-coin" not in text and state.lord not in text
        tile = next(t for t in seen["dungeon"]["tiles"] if (t["x"], t["y"]) == (0, -1))
        assert tile["hidden_items"] == 1 and tile["items"] == []
    state.lord_known.append(1)
    assert state.view(1)["lord"] == state.lord and state.view(0)["lord"] is None


def test_a_heroes_set_aside_ability_cards_are_theirs_alone() -> None:
    """Rulebook 004: the ability card not chosen is set aside by its hero; the others see only a count."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.heroes[0].discard = [state.heroes[0].deck.pop()]
    card = state.heroes[0].discard[0]
    assert state.view(0)["heroes"][0]["discard"] == [card]
    assert state.view(1)["heroes"][0]["discard"] == 1 and card not in json.dumps(state.view(1))


def test_the_prompt_says_who_decides_what() -> None:
    """The view's prompt names the seat to act, the decision and its key, for a window to ask it."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "collapsed-hall")
    put(state, "bog-ooze", 0, 0)
    give(state, 0, "lucky-coin")
    turn_of(state, 0, dice=[1] * 20)
    prompt = state.view(1)["prompt"]
    assert prompt["key"] == "dungeon-run.prompt.turn" and prompt["seat"] == 0 and prompt["kind"] == "turn"
    assert prompt["options"] == [], "another seat's options are not shown"
    play(state, "fight")
    prompt = state.view(0)["prompt"]
    assert prompt["key"] == "dungeon-run.prompt.support" and prompt["seat"] == 1
    assert prompt["args"]["roller_seat"] == 0 and prompt["args"]["roll"] == "fight"
    assert prompt["args"]["monster_card"] == "bog-ooze"
    # Elowen lends 1 die of Might (half of 1, at least one) and 2 of Magic: one die is worded apart.
    assert {o["key"] for o in state.view(1)["prompt"]["options"]} == {
        "dungeon-run.action.assist-one", "dungeon-run.action.assist", "dungeon-run.action.sabotage",
        "dungeon-run.action.pass"}


def test_the_view_shows_the_drawn_tile_its_legal_rotations_and_the_options_say_where() -> None:
    """Rulebook 004, "Azione di Movimento": the drawn tile is laid beyond the exit taken, turned so it
    fits; the view's ``placing`` lists exactly the rotations the legal actions offer, and each option
    names the tile, the cell and the exits it would give."""
    for seed in range(40):
        state = table(("borrak-ironjaw", "elowen-starweaver"), seed=seed)
        turn_of(state, 0, dice=[6] * 30)
        play(state, "move north")
        if state.frames[-1].kind == "place":
            break
    else:
        raise AssertionError("no seed drew a tile with a choice of rotations")
    view = state.view(0)
    placing = view["placing"]
    rotations = [int(a.split()[1]) for a in legal(state)]
    assert placing["rotations"] == rotations and (placing["x"], placing["y"]) == (0, -1)
    assert state.view(1)["placing"] == placing  # the tile was drawn face up, in front of everyone
    for option in view["prompt"]["options"]:
        args = option["args"]
        assert args["tile_card"] == placing["tile"] and (args["x"], args["y"]) == (0, -1)
        assert args["exits"] == placing["exits"][str(args["rotation"])] and "south" in args["exits"]
    assert view["prompt"]["args"]["rotations"] == rotations


def test_the_view_shows_the_fight_under_way_and_the_options_say_which_dice_do_what() -> None:
    """Rulebook 004, combat steps 1-3: the monster's roll, its potential wounds and the hero's dice are
    in the view while the hero assigns; each option says which dice cancel and which wound, and one
    is the engine's advice."""
    state = table(("elowen-starweaver",))
    put(state, "rattling-skeleton", 0, 0)  # attack 2, aggression 4 5 6, defense 4, 2 hit points
    turn_of(state, 0, dice=[5, 6, 4, 1, 1, 1, 1])
    play(state, "fight", "strike magic")
    fight = state.view(0)["fight"]
    assert fight["monster_dice"] == [5, 6] and fight["hits"] == [5, 6] and fight["dice"] == [4]
    assert fight["monster_card"] == "rattling-skeleton" and fight["phase"] == "assign"
    options = {o["action"]: o["args"] for o in state.view(0)["prompt"]["options"]}
    assert options["cancel 0"]["wound_dice"] == [4] and options["cancel 0"]["cancel_dice"] == []
    assert options["cancel 1"]["cancel_dice"] == [4] and options["cancel 1"]["wound_dice"] == []
    assert sum(o["best"] for o in options.values()) == 1


def test_the_view_shows_the_turn_the_slots_the_stone_and_the_round_limit() -> None:
    """What a table needs beside the dungeon: whose turn and the actions left, each hero's equipment by
    slot, armor and cards by kind, where the Magic Stone is, and how near the round limit is."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "iron-helm", equip=True)
    give(state, 0, "lucky-coin", equip=True)
    give(state, 0, "tunnel-goblin")
    turn_of(state, 0)
    view = state.view(1)
    assert view["active"] == {"seat": 0, "actions_left": 2, "actions_taken": 0, "idle_attacker": None}
    hero = view["heroes"][0]
    assert hero["slots"]["head"] == "iron-helm" and hero["slots"]["none"] == ["lucky-coin"]
    assert hero["slots"]["main-hand"] is None and hero["encounter_cards"] == ["tunnel-goblin"]
    assert set(hero["treasures"]) == {"iron-helm", "lucky-coin"} and hero["artifacts"] == []
    assert view["stone"] == {"where": "box"} and view["round_limit"] == 60
    assert view["stall"]["reason"] == "dungeon-unexplored" and not view["stall"]["warning"]
    state.round = 55
    assert state.view(0)["stall"] == {"rounds_left": 5, "reason": "dungeon-unexplored", "warning": True}


def test_the_heroes_on_offer_in_the_draft_are_seen_by_everyone() -> None:
    """The heroes not yet chosen lie open: the public view names each one the chooser may pick, so a
    table shown to nobody in particular may lay them out."""
    state = get("dungeon-run").new_game(3, 1, {})
    picks = {str(a.args[0]) for a in state.legal_actions()}
    assert len(picks) == 8
    for seat in (None, *range(3)):
        assert set(state.view(seat)["prompt"]["args"]["offered"]) == picks, seat
    chosen = state.legal_actions()[0]
    state.apply(chosen)
    offered = set(state.view(None)["prompt"]["args"]["offered"])
    assert offered == {str(a.args[0]) for a in state.legal_actions()} and str(chosen.args[0]) not in offered
