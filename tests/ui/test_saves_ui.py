"""Saving and loading from the window: save from the pause menu, continue from the menu, finish the
same game; a damaged save is refused with the engine's message and left untouched."""
from __future__ import annotations

import pygame

from game.engine import autosaves, saves
from game.engine.match import Seat
from game.i18n import t
from game.ui.app import App
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.overlays import Dialog, GameOver, Pause
from game.ui.scenes.saves import LoadScene, SaveScene
from game.ui.scenes.table import TableScene

from .conftest import table
from .helpers import click, frame, key, start, type_text, until
from .test_whole_game import play_first_card, play_to_the_end

SEATS = [Seat("Anna"), Seat("Morgana", "ai", "random")]


def play_turns(app: App, scene: TableScene, count: int) -> None:
    for _ in range(count):
        until(app, lambda: scene.table.legal is not None)
        play_first_card(app, scene)


def test_save_from_pause_quit_continue_and_finish_identically(app: App) -> None:
    reference = table(app, SEATS, seed=21)
    play_to_the_end(app, reference)
    expected = (list(reference.session.match.actions), reference.session.state.to_snapshot())

    scene = table(app, SEATS, seed=21, autosave=True)
    play_turns(app, scene, 4)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Pause)
    click(app, app.stack.top.form.named("save").rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, SaveScene)
    for _ in range(len(dialog.field.text)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "before lunch")
    click(app, dialog.form.named("save").rect.center)
    assert isinstance(app.stack.top, Dialog)
    assert (app.saves_dir / "before-lunch.json").exists()
    click(app, app.stack.top.form.named("ok").rect.center)
    click(app, app.stack.top.form.named("quit").rect.center)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    assert menu.form.named("continue").enabled
    click(app, menu.form.named("continue").rect.center)
    resumed = app.stack.top
    assert isinstance(resumed, TableScene)
    saved = scene.session.match.actions
    assert resumed.session.match.actions[:len(saved)] == saved  # the AI may already have answered
    play_to_the_end(app, resumed)
    assert isinstance(app.stack.top, GameOver)
    assert (resumed.session.match.actions, resumed.session.state.to_snapshot()) == expected


def test_a_game_autosaves_into_its_own_file_as_it_goes(app: App) -> None:
    scene = table(app, SEATS, seed=4, autosave=True)
    play_turns(app, scene, 3)
    scene.session.flush()
    names = [p.name for p in app.saves_dir.glob("autosave-*.json")]
    assert names == [f"autosave-monster-day-{scene.session.match.id}.json"]
    assert saves.load(app.saves_dir / names[0], upgrade=False).match.actions == scene.session.match.actions


def test_continue_after_a_win_resumes_the_game_left_unfinished_not_the_won_one(app: App) -> None:
    waiting = table(app, SEATS, seed=4, autosave=True)
    play_turns(app, waiting, 2)
    waiting_id = waiting.session.match.id
    waiting.quit_to_menu()
    won = table(app, SEATS, seed=11, autosave=True)
    play_to_the_end(app, won)
    click(app, app.stack.top.form.named("menu").rect.center)
    menu = app.stack.top
    assert isinstance(menu, MainMenu) and menu.form.named("continue").enabled
    click(app, menu.form.named("continue").rect.center)
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed.session.match.id == waiting_id
    assert not resumed.session.state.is_terminal()
    resumed.quit_to_menu()  # once that one is finished too, nothing is left to continue
    again = continue_from_menu(app)
    assert again.session.match.id == waiting_id
    play_to_the_end(app, again)
    click(app, app.stack.top.form.named("menu").rect.center)
    assert not app.stack.top.form.named("continue").enabled


def continue_from_menu(app: App) -> TableScene:
    click(app, app.stack.top.form.named("continue").rect.center)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    return scene


def test_a_damaged_save_shows_the_engines_message_and_the_app_goes_on(app: App) -> None:
    broken = app.saves_dir / "broken.json"
    broken.write_text('{"format": "card-table-save", "schema_version": 1, "game": "monster-day", ')
    content = broken.read_bytes()
    try:
        saves.load(broken)
    except saves.SaveError as error:
        expected = str(error)
    click(app, app.stack.top.form.named("load").rect.center)
    listing = app.stack.top
    assert isinstance(listing, LoadScene)
    click(app, listing.form.named("save:broken.json").rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    assert dialog.message == expected and "cut short" in expected
    assert broken.read_bytes() == content
    click(app, dialog.form.named("ok").rect.center)
    assert app.stack.top is listing
    click(app, listing.form.named("back").rect.center)
    assert isinstance(app.stack.top, MainMenu)
    click(app, app.stack.top.form.named("new_game").rect.center)
    start(app)
    frame(app)
    assert isinstance(app.stack.top, TableScene)


def test_a_foreign_file_in_the_saves_folder_is_listed_with_its_problem(app: App) -> None:
    (app.saves_dir / "notes.json").write_text('{"shopping": ["eggs"]}')
    click(app, app.stack.top.form.named("load").rect.center)
    row = app.stack.top.form.named("save:notes.json")
    assert "not a Card Table save" in row.hint()
    click(app, row.rect.center)
    assert isinstance(app.stack.top, Dialog) and "not a Card Table save" in app.stack.top.message


def test_saving_over_an_existing_name_asks_to_press_again(app: App) -> None:
    scene = table(app, SEATS, seed=9)
    play_turns(app, scene, 1)
    app.push(SaveScene(app, scene.session))
    dialog = app.stack.top
    assert isinstance(dialog, SaveScene)
    target = app.saves_dir / "slot.json"
    target.write_text("{}")
    dialog.field.text = dialog.name = "slot"
    click(app, dialog.form.named("save").rect.center)
    assert target.read_text() == "{}" and app.stack.top is dialog and dialog.message
    click(app, dialog.form.named("save").rect.center)
    assert saves.load(target, upgrade=False).match.actions == scene.session.match.actions


def test_the_list_keeps_saves_examples_and_broken_files_apart_and_pages_are_numbered(app: App) -> None:
    from game.engine.match import Match
    from game.ui.scenes.saves import ROWS, Row, listing

    match = Match.start("monster-day", 2, 5, {}, SEATS)
    for n in range(ROWS + 2):
        saves.save(match, app.saves_dir / f"game-{n}.json")
    (app.saves_dir / "torn.json").write_text('{"format": "card-table-save", ')
    click(app, app.stack.top.form.named("load").rect.center)
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    groups = [row.group for row in scene.rows]
    heads = [row.group for row in scene.rows if row.path is None]
    assert heads == ["saves", "examples", "broken"]  # the repository's saves/ folder holds an example
    assert groups == sorted(groups, key=["saves", "examples", "broken"].index)  # never mixed
    broken = [row for row in scene.rows if row.group == "broken"]
    assert [r.path.name for r in broken if r.path] == ["torn.json"] and broken[-1].problem
    assert scene.pages == -(-len(scene.rows) // ROWS) > 1
    click(app, scene.form.named("next").rect.center)
    assert scene.page == 1
    assert isinstance(listing(app.saves_dir, None)[0], Row)


def test_a_save_is_deleted_only_after_a_second_press(app: App) -> None:
    from game.engine.match import Match

    saves.save(Match.start("monster-day", 2, 5, {}, SEATS), app.saves_dir / "old.json")
    click(app, app.stack.top.form.named("load").rect.center)
    scene = app.stack.top
    click(app, scene.form.named("delete:old.json").rect.center)
    assert (app.saves_dir / "old.json").exists() and "old" in scene.message
    click(app, scene.form.named("delete:old.json").rect.center)
    assert not (app.saves_dir / "old.json").exists()
    assert all(row.path is None or row.path.name != "old.json" for row in scene.rows)


def test_an_example_save_loads_and_is_left_unchanged(app: App) -> None:
    from game.ui.scenes.saves import EXAMPLES

    example = EXAMPLES / "monster-day-midgame.json"
    content = example.read_bytes()
    click(app, app.stack.top.form.named("load").rect.center)
    scene = app.stack.top
    assert not any(c.name == f"delete:{example.name}" for c in scene.form.controls)  # examples stay
    click(app, scene.form.named(f"save:{example.name}").rect.center)
    frame(app)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.session.match.actions
    assert example.read_bytes() == content


def test_each_row_says_its_game_with_name_and_line_beneath_apart(app: App) -> None:
    from game.engine.match import Match

    saves.save(Match.start("boss-monster", 2, 5, {}, SEATS), app.saves_dir / "castle.json")
    autosaves.autosave(Match.start("gauntlet-of-fools", 2, 5, {}, SEATS), app.saves_dir)
    drawn: list[tuple[str, pygame.Rect]] = []
    draw = app.fonts.draw
    app.fonts.draw = lambda target, text, *a, **k: drawn.append((text, draw(target, text, *a, **k))) \
        or drawn[-1][1]  # type: ignore
    click(app, app.stack.top.form.named("load").rect.center)
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    app.draw()
    rows = [c for c in scene.form.controls if c.name.startswith("save:")]
    titles = {c.name: c.label() for c in rows}
    assert titles["save:castle.json"] == "Boss Monster — castle"
    auto = next(title for name, title in titles.items() if name.startswith("save:autosave-"))
    assert auto == "Gauntlet of Fools — autosave"
    assert " · begun " in next(c.hint() for c in rows if c.name.startswith("save:autosave-"))
    fit = app.fonts.fit
    for row in rows:
        near = [(text, rect) for text, rect in drawn if row.rect.colliderect(rect)]  # two rows may read alike
        label = next(rect for text, rect in near if text == fit(row.label(), row.rect.width - 24, 18, True))
        hint = next(rect for text, rect in near if text == fit(row.hint(), row.rect.width - 24, 14))
        assert row.rect.contains(label) and row.rect.contains(hint)
        assert label.bottom <= hint.top  # the name and the line beneath never overlap


def test_no_page_ends_on_a_heading(app: App) -> None:
    from game.engine.match import Match
    from game.ui.scenes.saves import ROWS, Row, paginate

    match = Match.start("monster-day", 2, 5, {}, SEATS)
    for n in range(ROWS - 2):  # the heading and these fill all but the last place of the first page
        saves.save(match, app.saves_dir / f"game-{n}.json")
    click(app, app.stack.top.form.named("load").rect.center)
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    assert len(scene.paged[0]) == ROWS - 1 and scene.paged[1][0].group == "examples"
    for page in scene.paged:
        assert page[-1].path is not None
    heads = [Row(g) for g in ("saves", "examples", "broken")]
    files = [Row("saves", app.saves_dir / f"{n}.json") for n in range(20)]
    for count in range(1, 20):  # a heading at every place of a page, over many lengths
        rows = heads[:1] + files[:count] + heads[1:2] + files[:2] + heads[2:] + files[:1]
        pages = paginate(rows, ROWS)
        assert [r for page in pages for r in page] == rows
        assert all(len(page) <= ROWS and page[-1].path is not None for page in pages)


def test_a_game_a_save_could_not_hold_is_not_written_and_the_window_says_why(app: App) -> None:
    scene = table(app, [Seat("N" * 41), Seat("Morgana", "ai", "random")], seed=9)
    app.push(SaveScene(app, scene.session))
    dialog = app.stack.top
    assert isinstance(dialog, SaveScene)
    click(app, dialog.form.named("save").rect.center)
    shown = app.stack.top
    assert isinstance(shown, Dialog) and "seat 1 has no proper name" in shown.message
    assert list(app.saves_dir.glob("*.json")) == []


def test_leaving_a_game_whose_autosave_failed_says_so_first_and_goes_on_a_second_press(app: App) -> None:
    scene = table(app, [Seat("N" * 41), Seat("Morgana", "ai", "random")], seed=9, autosave=True)
    play_turns(app, scene, 1)
    until(app, lambda: isinstance(app.stack.top, Dialog))  # the first failed write is told as it happens
    assert "seat 1 has no proper name" in app.stack.top.message
    click(app, app.stack.top.form.named("ok").rect.center)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Pause)
    click(app, app.stack.top.form.named("quit").rect.center)
    warning = app.stack.top
    assert isinstance(warning, Dialog) and warning.message == \
        t("table.unsaved", problem=scene.session.saver.unsaved) and "no proper name" in warning.message
    click(app, warning.form.named("ok").rect.center)
    assert isinstance(app.stack.top, Pause)
    click(app, app.stack.top.form.named("quit").rect.center)
    assert isinstance(app.stack.top, MainMenu)


def test_loading_an_older_save_and_playing_on_leaves_the_later_autosave(app: App) -> None:
    scene = table(app, SEATS, seed=4, autosave=True)
    play_turns(app, scene, 1)
    scene.session.flush()
    saves.save(scene.session.match.copy(), app.saves_dir / "early.json")
    play_turns(app, scene, 3)
    scene.quit_to_menu()
    later = app.saves_dir / f"autosave-monster-day-{scene.session.match.id}.json"
    content = later.read_bytes()
    click(app, app.stack.top.form.named("load").rect.center)
    click(app, app.stack.top.form.named("save:early.json").rect.center)
    branch = app.stack.top
    assert isinstance(branch, TableScene) and branch.session.match.id != scene.session.match.id
    play_turns(app, branch, 1)
    branch.quit_to_menu()
    assert later.read_bytes() == content
    assert {later.name, f"autosave-monster-day-{branch.session.match.id}.json"} <= \
        {p.name for p in app.saves_dir.glob("autosave-*.json")}
    resumed = continue_from_menu(app)  # the branch is the game played last
    assert resumed.session.match.id == branch.session.match.id
