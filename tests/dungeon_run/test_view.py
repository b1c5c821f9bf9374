"""What each seat sees (rulebook 004, "Preparazione partita": the tile stack and the Lord lie face down,
treasures found on a tile lie face down until searched, each hero's ability deck and set-aside cards
are their own): the view holds enough to draw the table and nothing a seat may not know."""
from __future__ import annotations

import json

from .helpers import give, lay, play, put, table, turn_of

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
    assert {o["key"] for o in state.view(1)["prompt"]["options"]} == {
        "dungeon-run.action.assist", "dungeon-run.action.sabotage", "dungeon-run.action.pass"}
