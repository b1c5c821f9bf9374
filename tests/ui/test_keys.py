"""Keys do one thing: digits press the decision bar's buttons and nothing else, Tab moves over lit
choices and never onto the pause button, and a line of keys at the foot of the table, in every
language, hides and shows with K (remembered in the settings)."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine.actions import Action
from game.ui.app import App
from game.ui.scenes.legend import legend as legend_of
from game.ui.scenes.overlays import Pause
from game.ui.scenes.table import TableScene
from game.ui.settings import SettingsStore

from .boss_monster.positions import first_positions, scene_at
from .helpers import frame, key


def build_table(app: App) -> TableScene:
    seed, plies = first_positions()["build"]
    return scene_at(app, seed, plies)


def test_a_digit_beyond_the_bars_buttons_picks_up_no_card(app: App) -> None:
    scene = build_table(app)
    buttons = len(scene.bar.buttons)
    assert len(scene.table.hand.cards) > buttons  # a hand card numbered past the bar's buttons
    before = len(scene.session.match.actions)
    key(app, getattr(pygame, f"K_{buttons + 1}"))
    frame(app)
    assert scene.table.hand.selected is None and not scene.table.hand.hidden
    assert len(scene.session.match.actions) == before and scene.session.next_submission() is None


def test_a_digit_presses_the_bars_button_of_that_number(app: App) -> None:
    scene = build_table(app)
    number, (_, choice) = next((n, b) for n, b in enumerate(scene.bar.buttons, 1) if b[1].action == Action("pass"))
    before = len(scene.session.match.actions)
    key(app, getattr(pygame, f"K_{number}"))
    frame(app)
    assert scene.session.match.actions[before:] == [choice.action] or scene.session.next_submission() is not None
    assert scene.table.hand.selected is None


def test_tab_never_reaches_the_pause_button_and_enter_never_pauses(app: App) -> None:
    scene = build_table(app)
    for _ in range(12):
        key(app, pygame.K_TAB)
        assert scene.form.focused() is None
    key(app, pygame.K_RETURN)
    frame(app)
    assert not isinstance(app.stack.top, Pause)


def test_enter_picks_a_room_up_tab_steps_over_its_places_and_enter_lays_it(app: App) -> None:
    scene = build_table(app)
    table = scene.table
    index = next(i for i, card in enumerate(table.hand.cards) if card in table.lit.drops)
    builds = {drop.action for drop in table.lit.drops[table.hand.cards[index]]}
    assert len(builds) > 1
    while not (scene.keyplay.focus.key and scene.keyplay.focus.key[1] & builds):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # picked up: the ring goes to the first place it may go
    first = scene.keyplay.focus.key
    assert first[0] == "place" and scene.keyplay.actions(first) <= builds and scene.bar.focus is None
    key(app, pygame.K_TAB)
    second = scene.keyplay.focus.key
    assert second[0] == "place" and scene.keyplay.actions(second) <= builds and second != first
    laid = list(scene.keyplay.actions(second))
    before = len(scene.session.match.actions)
    key(app, pygame.K_RETURN)
    frame(app)
    assert scene.session.match.actions[before:] == laid or scene.confirm.active


def test_escape_puts_a_picked_room_back_where_the_ring_found_it(app: App) -> None:
    scene = build_table(app)
    builds = {drop.action for drops in scene.table.lit.drops.values() for drop in drops}
    while not (scene.keyplay.focus.key and scene.keyplay.focus.key[1] & builds):
        key(app, pygame.K_TAB)
    start = scene.keyplay.focus.key
    key(app, pygame.K_RETURN)
    assert scene.keyplay.held is not None
    key(app, pygame.K_ESCAPE)
    assert scene.keyplay.held is None and scene.keyplay.focus.key == start
    assert not isinstance(app.stack.top, Pause)


@pytest.mark.parametrize("language", ["en", "it", "pt-BR"])
def test_the_line_of_keys_shows_and_k_hides_it_for_good(app: App, language: str) -> None:
    app.settings.language = language
    app.save_settings()
    scene = build_table(app)
    written: list[str] = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: written.append(text) or render(text, *a, **k)  # type: ignore
    scene.status.say("")  # nothing long beside it
    app.redraw()  # the window draws only what was asked for
    app.draw()
    legend = legend_of(scene)
    assert legend in written and "Tab" in legend
    key(app, pygame.K_k)
    written.clear()
    scene.status.say("")
    app.redraw()
    app.draw()
    assert legend not in written
    assert SettingsStore().load().key_legend is False  # remembered
    key(app, pygame.K_k)
    written.clear()
    scene.status.say("")
    app.redraw()
    app.draw()
    assert legend in written and SettingsStore().load().key_legend is True


def test_the_line_of_keys_names_the_focus_keys_only_where_they_act(app: App) -> None:
    scene = build_table(app)
    shown = lambda: legend_of(scene)  # noqa: E731
    assert "Tab next" in shown() and "Arrows" not in shown() and "Enter take" not in shown()
    key(app, pygame.K_TAB)  # on the first card of the hand: the arrows and Enter act now
    assert "Arrows move" in shown() and "Enter take" in shown() and "Esc pause" in shown()
    key(app, pygame.K_RETURN)  # picked up
    assert scene.keyplay.held is not None
    assert "Enter lay it here" in shown() and "Esc put it back" in shown() and "Esc pause" not in shown()
    key(app, pygame.K_ESCAPE)
    assert "Esc pause" in shown() and "Esc put it back" not in shown()
