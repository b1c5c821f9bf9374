"""Odds before you act: what the table shows is the game's own odds for the seat's view, they change
once the monster has rolled, and the hint lights the hard AI's move on the table."""
from __future__ import annotations

import pygame

from game.engine.actions import Action
from game.games.dungeon_run import odds
from game.ui.app import App
from game.ui.tables.dungeon_run.odds import odds_lines, percent, preview

from ..helpers import frame, key
from .positions import open_kind


def test_percent_never_rounds_a_possible_fall_to_nothing() -> None:
    assert (percent(0), percent(0.001), percent(0.5), percent(0.999), percent(1)) == ("0%", "<1%", "50%", ">99%", "100%")


def test_the_odds_shown_beside_a_monster_are_the_engines(app: App) -> None:
    scene = open_kind(app, "turn:monster")
    table = scene.table
    view, seat = table.view, table.perspective
    lines = preview(view, seat, table.legal)
    expected = odds.fight_odds(view, seat)
    assert expected and len(lines) >= len(expected)
    for line, chance in zip(lines, expected.values()):
        assert percent(chance.kill) in line and percent(chance.wounded) in line
    assert scene.table.layer.surface is not None  # drawn, in the map's corner


def test_striking_another_hero_shows_the_engines_duel_odds_for_each_stat(app: App) -> None:
    scene = open_kind(app, "duel:strike")
    table = scene.table
    view, seat = table.view, table.perspective
    args = view["prompt"]["args"]
    lines = preview(view, seat, table.legal)
    stats = [str(a.args[0]) for a in table.legal if a.verb == "strike"]
    assert stats and len(lines) == len(stats)
    for line, stat in zip(lines, stats):
        chance = odds.duel_odds(view, seat, args["target_seat"], stat, args["defender_stat"])
        assert percent(chance.kill) in line and percent(chance.wounded) in line


def test_the_tray_shows_the_odds_for_the_monsters_roll_before_the_hero_strikes(app: App) -> None:
    scene = open_kind(app, "fight:strike")
    table = scene.table
    view = table.view
    lines = odds_lines(view, table.perspective, table.roll())
    expected = odds.strike_odds(view)
    assert expected and len(lines) == len(expected)
    for line, chance in zip(lines, expected.values()):
        assert percent(chance.kill) in line and percent(chance.wounded) in line


def test_the_hint_lights_a_move_on_the_table_and_enter_takes_it(app: App) -> None:
    scene = open_kind(app, "turn")
    table = scene.table
    move = next(g.action for g in table.gestures() if g.action.verb in ("move", "flee"))
    assert not table.show_hint(Action("end"))  # the bar lights what the table does not show
    assert table.show_hint(move)
    assert table.hinted_place() is not None
    scene.hint_asked, scene.session.hint = True, move  # the hint's answer came: the ring goes there
    frame(app)
    before = len(scene.session.match.actions)
    key(app, pygame.K_RETURN, "\r")
    for _ in range(3):
        frame(app)
    assert scene.session.match.actions[before] == move
