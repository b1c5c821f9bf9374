"""The Dungeon Run table driven through the real scene with synthetic pointer and key events."""
from __future__ import annotations

import pygame
import pytest

from game.engine.actions import Action
from game.i18n import t
from game.ui.app import App
from game.ui.scenes.table import TableScene

from ..helpers import click, drag, frame, key
from .positions import actions, open_kind, perform, settle

# Every decision kind the engine asks (rules/__init__.py docstring), each met in the seeded games.
KINDS = ("draft", "learn", "turn", "place", "lord-room", "fortune", "fight", "duel", "defend", "pilfer",
         "stranger", "advance", "equip", "offer", "answer", "support", "drop", "vote", "summon", "wander")


def answer(app: App, scene: TableScene) -> str:
    """Answers the pending decision on the table when it lights something, else in the bar."""
    before = actions(scene)
    gestures = scene.table.gestures()
    if gestures:
        perform(app, gestures[0])
        assert str(scene.session.match.actions[before]) == str(gestures[0].action)
        return "table"
    for _ in range(6):  # a group button opens its options first
        assert scene.bar.buttons, "neither the table nor the bar offers an answer"
        click(app, scene.bar.buttons[0][0].center)
        for _ in range(3):
            frame(app)
        if actions(scene) > before:
            return "bar"
    raise AssertionError("the bar never submitted")


@pytest.mark.parametrize("kind", KINDS)
def test_every_decision_kind_is_answered_through_the_table(app: App, kind: str) -> None:
    scene = open_kind(app, kind)
    assert scene.view()["prompt"]["kind"] == kind
    before = actions(scene)
    where = answer(app, scene)
    assert actions(scene) == before + 1
    assert not scene.session.rejected
    assert where == "table" or kind not in scene.table.bespoke


def test_a_fight_in_its_assignment_is_answered_on_the_table(app: App) -> None:
    scene = open_kind(app, "fight:assign")
    gestures = [g for g in scene.table.gestures() if g.action.verb == "cancel"]
    assert gestures, "a fight in its assignment offers the tray's button or the last die's drop"
    before = actions(scene)
    perform(app, gestures[-1])
    assert str(scene.session.match.actions[before]) == str(gestures[-1].action)


def test_fight_dice_are_placed_one_at_a_time_and_the_assignment_made_is_sent(app: App) -> None:
    scene = open_kind(app, "fight:several")
    table = scene.table
    roll, placed = table.roll(), table.assignment
    dice = placed.movable()
    assert len(dice) >= 2 and roll.hits
    homes, wounds, foe = table.tray.hero_die_rects(roll), table.tray.wound_rects(roll), table.tray.foe_rect()
    before = actions(scene)
    drag(app, homes[dice[0]].center, wounds[0].center)
    settle(app)
    assert actions(scene) == before, "one die placed is not yet an assignment"
    assert placed.placed == {dice[0]: 1}
    drag(app, homes[dice[1]].center, wounds[0].center)
    settle(app)
    assert placed.placed == {dice[0]: 1}, "a wound already blocked takes no second die"
    assert scene.status.warning and scene.status.text == t("dungeon-run.ui.assign_taken")
    click(app, table.tray.placed_rects(roll, placed.placed)[dice[0]].center)
    assert placed.placed == {}, "a click on a placed die takes it back"
    drag(app, homes[dice[0]].center, wounds[0].center)
    for die in dice[1:]:
        settle(app)
        assert actions(scene) == before
        drag(app, homes[die].center, foe.center)
    settle(app)
    assert actions(scene) == before + 1, "the last die placed sends the assignment"
    assert str(scene.session.match.actions[before]) == str(Action("cancel", (1,)))


def test_enter_sends_the_dice_placed_so_far_and_the_rest_wound(app: App) -> None:
    scene = open_kind(app, "fight:several")
    table = scene.table
    roll = table.roll()
    dice = table.assignment.movable()
    before = actions(scene)
    drag(app, table.tray.hero_die_rects(roll)[dice[0]].center, table.tray.foe_rect().center)
    settle(app)
    assert actions(scene) == before
    key(app, pygame.K_RETURN, "\r")
    settle(app)
    assert str(scene.session.match.actions[before]) == str(Action("cancel", (0,)))


def test_a_die_dropped_off_every_place_stays_in_hand_and_the_status_says_why(app: App) -> None:
    scene = open_kind(app, "fight:several")
    table = scene.table
    roll = table.roll()
    die = table.assignment.movable()[0]
    start = table.tray.hero_die_rects(roll)[die].center
    drag(app, start, (table.tray.rect.centerx, table.tray.rect.y - 120))
    settle(app)
    assert table.assignment.placed == {}
    assert scene.status.warning and scene.status.text == t("dungeon-run.ui.assign_elsewhere")


def test_dragging_the_hero_to_a_lit_tile_moves_it(app: App) -> None:
    scene = open_kind(app, "turn")
    moves = [g for g in scene.table.gestures() if g.action.verb in ("move", "flee")]
    assert moves
    before = actions(scene)
    perform(app, moves[0])
    assert scene.session.match.actions[before] == moves[0].action


def test_a_hero_dropped_on_an_unlit_tile_flies_home_and_the_status_says_why(app: App) -> None:
    scene = open_kind(app, "turn")
    table = scene.table
    hero = table.view["heroes"][table.perspective]
    far = table.camera.to_screen((hero["x"] + 2, hero["y"] + 2))
    start = next(g.start for g in table.gestures() if g.action.verb in ("move", "flee"))
    before = actions(scene)
    drag(app, start, far)
    for _ in range(3):
        frame(app)
    assert actions(scene) == before
    assert scene.status.warning and scene.status.text


def test_the_new_tile_turns_through_the_legal_rotations_only(app: App) -> None:
    scene = open_kind(app, "place")
    table = scene.table
    legal = {int(a.args[0]) for a in table.legal if a.verb == "rotate"}
    seen = set()
    for _ in range(len(legal) + 2):
        seen.add(table.rotation())
        key(app, pygame.K_r, "r")
    assert seen == legal
    shown = table.rotation()
    before = actions(scene)
    click(app, table.camera.to_screen(table.targets.place))
    for _ in range(3):
        frame(app)
    assert str(scene.session.match.actions[before]) == f"rotate {shown}"


def test_the_wheel_turns_the_tile_over_the_map(app: App) -> None:
    scene = open_kind(app, "place")
    table = scene.table
    assert len(table.targets.rotations) >= 2, "the scripted position's tile turns"
    first = table.rotation()
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=table.camera.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frame(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert table.rotation() != first


def test_the_wheel_and_the_keys_zoom_and_pan_the_map(app: App) -> None:
    scene = open_kind(app, "turn")
    camera = scene.table.camera
    zoom, centre = camera.zoom_index, camera.center
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=camera.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frame(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert camera.zoom_index == zoom - 1
    key(app, pygame.K_EQUALS, "=")
    assert camera.zoom_index == zoom
    key(app, pygame.K_LEFT)
    assert camera.center[0] < centre[0]
    drag(app, (camera.rect.x + 40, camera.rect.y + 40), (camera.rect.x + 140, camera.rect.y + 40))
    assert camera.center[0] < centre[0] - 0.5


def test_b_takes_the_engines_best_assignment(app: App) -> None:
    scene = open_kind(app, "fight:assign")
    options = scene.view()["prompt"].get("options") or []
    best = [o for o in options if o.get("verb") == "cancel" and o.get("args", {}).get("best")]
    assert best, "the engine's prompt marks its best assignment"
    before = actions(scene)
    key(app, pygame.K_b, "b")
    for _ in range(3):
        frame(app)
    assert str(scene.session.match.actions[before]) == best[0]["action"]


def test_a_card_dragged_to_its_place_in_the_heroes_panel_equips_it(app: App) -> None:
    scene = open_kind(app, "equip")
    cards = [g for g in scene.table.gestures() if g.action.verb in ("wear", "remove", "offer")]
    assert cards, "the equip decision lights the hero's cards"
    before = actions(scene)
    perform(app, cards[0])
    assert str(scene.session.match.actions[before]) == str(cards[0].action)


@pytest.mark.parametrize("kind", ["hero", "monster", "die", "card", "cell"])
def test_whatever_is_carried_the_prompt_says_where_it_may_go(app: App, kind: str) -> None:
    scene = open_kind(app, "turn")
    table = scene.table
    table.drag.press((kind, None), (100, 100), (100, 100))
    table.drag.motion((160, 160))
    words = table.prompt()
    assert words and not words.startswith("dungeon-run."), words
