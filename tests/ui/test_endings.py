"""Every game ends on a panel that says why it ended so: a score sheet whose lines add up to the
game's own scores (Monster Day by monster and village, Boss Monster by turn, Gauntlet of Fools by
source of gold, Dungeon Run by loot and the win), drawn whole and apart in every language; Rematch
starts the same seats with the same options, Menu goes back to the menu."""
from __future__ import annotations

from functools import cache
from typing import Any

import pygame
import pytest

from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.engine.rng import Rng
from game.i18n import CATALOGUE
from game.ui.app import App
from game.ui.scenes.overlays import GameOver
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui.widgets.score_sheet import Line, Sheet, draw_sheet

from .helpers import click, until

# Seeded games played by the engine's random playout: (game, seats, seed, options).
GAMES = [("monster-day", 2, 1, {}), ("boss-monster", 2, 0, {}), ("boss-monster", 4, 3, {"plotting": True}),
         ("boss-monster", 3, 5, {"infinite-lives": True}), ("gauntlet-of-fools", 4, 1, {}),
         ("gauntlet-of-fools", 2, 2, {}), ("dungeon-run", 3, 1, {}), ("dungeon-run", 1, 4, {"round-limit": 30})]
NAMES = ["Anna", "Bruno", "Carla", "Dario"]


@cache
def played(game_id: str, players: int, seed: int, options: tuple[tuple[str, Any], ...]) -> tuple[Action, ...]:
    game = get(game_id)
    state = game.new_game(players, seed, dict(options))
    rng = Rng(seed)
    actions: list[Action] = []
    while not state.is_terminal():
        actions.append(game.playout_action(state, rng))
        state.apply(actions[-1])
    return tuple(actions)


def ended(app: App, game_id: str, players: int, seed: int, options: dict[str, Any]) -> tuple[TableScene, GameOver]:
    """The game played to its end at a table of people, and its game-over panel."""
    actions = played(game_id, players, seed, tuple(sorted(options.items())))
    spec = table_for(game_id)
    assert spec is not None
    match = Match.start(game_id, players, seed, options, [Seat(name) for name in NAMES[:players]])
    scene = TableScene(app, Session(match, None, 1, history=list(actions), ai_process=False), spec)
    app.replace(scene)
    until(app, lambda: isinstance(app.stack.top, GameOver))
    over = app.stack.top
    assert isinstance(over, GameOver)
    return scene, over


@pytest.mark.parametrize("game_id,players,seed,options", GAMES)
def test_the_ending_sheet_adds_up_to_the_games_own_scores(app: App, game_id: str, players: int, seed: int,
                                                          options: dict[str, Any]) -> None:
    scene, over = ended(app, game_id, players, seed, options)
    result = scene.session.state.result()
    assert over.sheet is not None and over.sheet.lines
    assert over.sheet.totals() == [round(score) for score in result.scores]
    assert over.result == result
    best = max(over.sheet.totals())
    if game_id in ("monster-day", "gauntlet-of-fools"):  # most points, most gold: the sheet shows who won
        assert set(result.winners) == {seat for seat, total in enumerate(over.sheet.totals()) if total == best}


def test_the_sheet_sees_a_wrong_sum() -> None:
    """The sum can fail: a line taken away leaves the total short of the game's score."""
    sheet = Sheet(("Anna", "Bruno"), (Line("a", ((1,), (0,))), Line("b", ((2,), (3,)))), "Total")
    assert sheet.totals() == [3, 3]
    assert Sheet(sheet.seats, sheet.lines[1:], "Total").totals() != [3, 3]
    assert Sheet(sheet.seats, (*sheet.lines, Line("loot", ((5,), (5,)), scored=False)), "Total").totals() == [3, 3]


def test_monster_days_sheet_is_by_monster_and_village(app: App) -> None:
    scene, over = ended(app, "monster-day", 2, 1, {})
    assert over.sheet is not None
    view = scene.session.view(None)
    assert len(over.sheet.lines) == 4
    for line, position in zip(over.sheet.lines, view["monsters"]):
        owners = [seat for seat in (0, 1) if line.figures[seat][0]]
        assert owners == ([] if position == 0 else [0 if position < 0 else 1])
    assert over.sheet.seats == tuple(f"{name}'s village" for name in NAMES[:2])


def test_boss_monsters_sheet_is_turn_by_turn_in_souls_and_wounds(app: App) -> None:
    scene, over = ended(app, "boss-monster", 4, 3, {"plotting": True})
    assert over.sheet is not None
    details = scene.session.state.result().details
    assert [part.sign for part in over.sheet.parts] == [1, -1]
    turns = [int(line.label.split()[-1]) for line in over.sheet.lines if line.label.split()[-1].isdigit()]
    assert turns == sorted(turns) and turns[-1] <= details["turns"]
    for seat in range(4):
        if not details["eliminated"][seat]:  # a Boss still in holds the souls and wounds the sheet counts
            assert over.sheet.part_totals(seat) == (details["souls"][seat], details["wounds"][seat])


def test_a_long_boss_monster_game_folds_its_first_turns_into_one_line() -> None:
    """Twenty turns in each of which the first Boss gains a soul and the second takes a wound: the
    sheet holds the last turns on lines of their own and the first ones together, the sum the same."""
    from game.ui.tables.boss_monster.words import ending_sheet
    from game.ui.widgets.score_sheet import MOST_LINES

    events: list[dict[str, Any]] = []
    for turn in range(1, 21):
        events += [{"kind": "turn_begins", "turn": turn, "seat": None},
                   {"kind": "turn_ends", "turn": turn, "reactivated": [], "souls": [turn, 0], "wounds": [0, turn]}]
    events.append({"kind": "game_over", "details": {"souls": [20, 0], "wounds": [0, 20]}})
    sheet = ending_sheet(events, ["Anna", "Bruno"])
    assert len(sheet.lines) == MOST_LINES
    assert sheet.lines[0].label == f"Turns 1–{20 - MOST_LINES + 1}" and sheet.lines[-1].label == "Turn 20"
    assert sheet.lines[0].figures == ((20 - MOST_LINES + 1, 0), (0, 20 - MOST_LINES + 1))
    assert sheet.totals() == [20, -20]


def drawn(app: App, over: GameOver) -> tuple[list[tuple[str, pygame.Rect]], list[str]]:
    """Every text the panel draws, with where, and every text it had to cut short to fit."""
    texts: list[tuple[str, pygame.Rect]] = []
    cut: list[str] = []
    draw, fit = app.fonts.draw, app.fonts.fit

    def recorded(target: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = draw(target, text, *args, **kwargs)
        texts.append((text, rect))
        return rect

    def measured(text: str, width: int, size: int = 18, bold: bool = False) -> str:
        shown = fit(text, width, size, bold)
        if shown != text:
            cut.append(text)
        return shown

    app.fonts.draw, app.fonts.fit = recorded, measured  # type: ignore[method-assign]
    try:
        over.draw(app.screen)
    finally:
        app.fonts.draw, app.fonts.fit = draw, fit  # type: ignore[method-assign]
    return texts, cut


@pytest.mark.parametrize("game_id,players,seed,options", GAMES)
def test_the_ending_is_drawn_whole_and_apart_in_every_language(app: App, game_id: str, players: int, seed: int,
                                                              options: dict[str, Any]) -> None:
    for code, _ in CATALOGUE.languages():
        app.settings.language = code
        app.save_settings()
        scene, over = ended(app, game_id, players, seed, options)
        texts, cut = drawn(app, over)
        assert not cut, code
        sheet = over.sheet
        assert sheet is not None
        written = [text for text, _ in texts]
        for line in sheet.lines:
            assert line.label in written
        assert sheet.total in written
        for total in sheet.totals():  # the score as the sheet adds it up is on the panel
            assert f"{total}" in written
        outside = [text for text, rect in texts if not over.box.contains(rect)]
        assert not outside
        overlaps = [(a, b) for i, (a, ra) in enumerate(texts) for b, rb in texts[i + 1:] if ra.colliderect(rb)]
        assert not overlaps, code


@pytest.mark.parametrize("game_id,players,seed,options", [GAMES[2], GAMES[4]])
def test_rematch_starts_the_same_seats_with_the_same_options(app: App, game_id: str, players: int, seed: int,
                                                             options: dict[str, Any]) -> None:
    scene, over = ended(app, game_id, players, seed, options)
    click(app, over.form.named("rematch").rect.center)
    fresh = app.stack.scenes[0]  # under the hand-off to its first person, at a table of several
    assert isinstance(fresh, TableScene) and fresh is not scene and scene not in app.stack.scenes
    old, new = scene.session.match, fresh.session.match
    assert new.game.id == game_id and new.seats == old.seats and new.options == old.options
    assert options.items() <= new.options.items()
    assert not fresh.session.state.is_terminal()


def test_menu_leaves_the_ending_for_the_menu(app: App) -> None:
    from game.ui.scenes.menu import MainMenu

    _, over = ended(app, "gauntlet-of-fools", 2, 2, {})
    click(app, over.form.named("menu").rect.center)
    assert isinstance(app.stack.top, MainMenu)


def test_lines_told_beside_the_score_are_drawn_under_its_total(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Dungeon Run's loot is no part of the score: drawn above the total it read as adding up to it
    (4 encounter cards and 2 training markers, total 0)."""
    drawn: list[tuple[str, int]] = []
    real_draw = app.fonts.draw

    def draw(surface: pygame.Surface, text: str, pos: tuple[float, float], *args: Any, **kwargs: Any) -> Any:
        drawn.append((text, int(pos[1])))
        return real_draw(surface, text, pos, *args, **kwargs)

    monkeypatch.setattr(app.fonts, "draw", draw)
    sheet = Sheet(("Anna", "Bruno"), (Line("Loot", ((4,), (1,)), scored=False), Line("Won", ((0,), (1,)))),
                  "Total", beside="Beside the score")
    draw_sheet(pygame.Surface((800, 600)), app.fonts, sheet, pygame.Rect(0, 0, 600, 500))
    at = {text: y for text, y in drawn}
    assert at["Won"] < at["Total"] < at["Beside the score"] < at["Loot"]
