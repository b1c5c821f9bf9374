"""Every decision shows its way forward: the monsters' move lights each monster's tiles before anything
is dragged and a click on one moves it; a click on a lit tile moves the hero; a finished roll leaves the
map to the next decision; F (or the map's button) fits the whole dungeon; and ending the turn with
actions left asks first, so a stray second click cannot do it."""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine.match import Match, Seat
from game.engine.registry import get
from game.games.dungeon_run.cards import card_data
from game.games.dungeon_run.rules.duel import HIT
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui.tables.dungeon_run.choreo import choreograph
from game.ui.tables.dungeon_run.layout import FIT, MAP

from ..helpers import click, frame, key
from .positions import actions, open_kind, perform, ready, settle


def test_the_monsters_move_lights_their_tiles_at_once_and_a_click_on_one_moves_it(app: App) -> None:
    scene = open_kind(app, "wander")
    table = scene.table
    moves = [a for a in table.legal if a.verb == "wander"]
    assert moves, "this monster may move"
    lit = table.lit_cells()
    assert lit and not table.drag.dragging
    assert set(table.targets.cell_clicks) == lit
    cell, action = next(iter(table.targets.cell_clicks.items()))
    before = actions(scene)
    click(app, table.camera.to_screen(cell))
    settle(app)
    assert scene.session.match.actions[before] == action
    assert scene.bar.buttons or scene.table.legal is None  # the options are in words in the bar too


def test_a_click_on_a_lit_tile_moves_the_hero(app: App) -> None:
    scene = open_kind(app, "turn")
    table = scene.table
    cell, action = next(iter(sorted(table.targets.hero_moves.items())))
    assert cell in table.lit_cells()
    before = actions(scene)
    click(app, table.camera.to_screen(cell))
    settle(app)
    assert scene.session.match.actions[before] == action


def test_a_finished_fight_leaves_the_map_to_the_next_decision(app: App) -> None:
    """The tray shows the fight while it is decided; once the next decision is not about it, it goes,
    and a monster's roll is shown against its own defense, never a 0."""
    scene = open_kind(app, "fight:assign")
    table = scene.table
    assert table.roll() is not None and table.roll().target == card_data().monsters[table.roll().foe].defense
    perform(app, next(g for g in table.gestures() if g.action.verb == "cancel"))
    for _ in range(240):
        frame(app)
        if table.legal is not None and (table.view.get("prompt") or {}).get("kind") not in ("fight", "support"):
            break
    assert table.legal is not None, "the game went on to another decision"
    assert table.roll() is None, "the finished fight's tray still covers the map"


def test_a_monsters_attack_in_the_tray_carries_its_defense(app: App) -> None:
    scene = open_kind(app, "turn")
    view = scene.table.view
    event = {"kind": "monster_attacks", "monster": "grave-ghoul", "seat": 0, "dice": [4, 1, 5], "hits": [4, 5]}
    choreograph(scene.table, view, [event], view)
    assert scene.table.last_roll.target == card_data().monsters["grave-ghoul"].defense


def test_a_duel_in_the_tray_counts_fours_on_both_heroes_dice(app: App) -> None:
    """Between heroes there is no defense: the tray marks the dice that hit (4 or more) on both rows."""
    scene = open_kind(app, "turn")
    view = scene.table.view
    event = {"kind": "duel_rolled", "seat": 0, "target": 1, "stat": "might", "target_stat": "magic",
             "dice": [4, 1, 6], "target_dice": [5, 2, 4, 3]}
    choreograph(scene.table, view, [event], view)
    roll = scene.table.last_roll
    assert (roll.kind, roll.target, roll.foe_dice, roll.hits) == ("duel", HIT, [5, 2, 4, 3], [5, 4])


def test_f_and_the_maps_button_fit_the_whole_dungeon(app: App) -> None:
    scene = open_kind(app, "wander")  # late enough for a dungeon bigger than the screen at this zoom
    table = scene.table
    cells = [(t["x"], t["y"]) for t in table.view["dungeon"]["tiles"]]
    for _ in range(8):
        table.camera.zoom(1)
    assert not all(MAP.contains(table.camera.cell_rect(c)) for c in cells)
    key(app, pygame.K_f, "f")
    assert all(MAP.contains(table.camera.cell_rect(c)) for c in cells)
    for _ in range(8):
        table.camera.zoom(1)
    click(app, FIT.center)
    assert all(MAP.contains(table.camera.cell_rect(c)) for c in cells)


def solo_turn(app: App, beside_monster: bool = False) -> TableScene:
    """A solo game (one person, no AI) at the hero's first turn (or first beside a monster, with a fight
    and a flee each way to choose from), with confirmations off."""
    game = get("dungeon-run")
    state = game.new_game(1, 3, {"round-limit": 30})
    rng, history = random.Random(3), []
    while (prompt := state.view(0)["prompt"])["kind"] != "turn" or (
            beside_monster and not any(o["verb"] == "fight" for o in prompt["options"])):
        action = game.playout_action(state, rng)
        state.apply(action)
        history.append(action)
    match = Match.start("dungeon-run", 1, 3, {"round-limit": 30}, [Seat("Anna")])
    scene = TableScene(app, Session(match, None, history=history), table_for("dungeon-run"))
    app.replace(scene)
    ready(app, scene)
    return scene


def test_ending_the_turn_with_actions_left_asks_first_even_with_confirmations_off(app: App) -> None:
    scene = solo_turn(app)
    assert app.settings.confirm_moves == "never"
    end = next(rect for rect, choice in scene.bar.buttons if choice.action is not None and choice.action.verb == "end")
    before = actions(scene)
    click(app, end.center)
    click(app, end.center)  # the second click of a double click, where the button was
    settle(app)
    assert actions(scene) == before and scene.confirm.active
    assert "2" in scene.confirm.words()  # the actions it would give up
    key(app, pygame.K_RETURN, "\r")
    settle(app)
    assert str(scene.session.match.actions[before]) == "end"


def test_a_double_click_on_an_action_never_ends_the_turn(app: App) -> None:
    """A flee that fails leaves one option fewer: the bar keeps End the turn where it stood, so the
    second half of a double click, the pointer resting where the first landed, lands on the same flee,
    never on End the turn."""
    scene = solo_turn(app, beside_monster=True)

    def button(verb: str) -> pygame.Rect:
        return next(r for r, c in scene.bar.buttons if c.action is not None and c.action.verb == verb)

    end_at, options = button("end"), len(scene.table.legal)
    flee = next(r for r, c in scene.bar.buttons if c.action is not None and str(c.action) == "flee east").center
    before = actions(scene)
    click(app, flee)
    settle(app)
    assert actions(scene) == before + 1 and len(scene.table.legal) == options - 1, "this flee fails"
    assert button("end") == end_at
    frame(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=flee, button=1),
          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=flee, button=1))
    settle(app)
    assert all(a.verb != "end" for a in scene.session.match.actions[before:])
    assert str(scene.session.match.actions[before + 1]) == "flee east"


def test_other_moves_are_taken_at_once(app: App) -> None:
    scene = solo_turn(app)
    move = next(rect for rect, choice in scene.bar.buttons if choice.action is not None and choice.action.verb != "end")
    before = actions(scene)
    click(app, move.center)
    settle(app)
    assert actions(scene) == before + 1 and not scene.confirm.active


def test_the_second_half_of_a_double_click_never_confirms(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The confirm strip's button may lie where End the turn was: a second press there, at once, is
    swallowed; a press a moment later confirms."""
    scene = solo_turn(app)
    clock = [10_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: clock[0])
    confirm = scene.confirm.form.named("confirm").rect.center
    scene.confirm.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=confirm, button=1))  # made the move
    scene.submit(next(a for a in scene.table.legal if a.verb == "end"))
    assert scene.confirm.active
    before = actions(scene)
    clock[0] += 120
    click(app, confirm)
    settle(app)
    assert scene.confirm.active and actions(scene) == before
    clock[0] += 1000
    click(app, confirm)
    settle(app)
    assert str(scene.session.match.actions[before]) == "end"
