"""The Boss Monster table answers through its own input: drags to lit places, clicks on lit things,
the decision bar for the rest; a drop elsewhere reaches nothing and says why."""
from __future__ import annotations

import copy

import pytest

from game.engine.actions import Action
from game.games.boss_monster.cards import book
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.tables.boss_monster import layout, targets
from game.ui.tables.boss_monster.table import BossMonsterTable

import pygame

from ..helpers import E, click, drag, frame
from .positions import first_positions, kind_of, scene_at

BOOK = book()
E_KINDS = sorted(first_positions())


def table_of(scene: TableScene) -> BossMonsterTable:
    assert isinstance(scene.table, BossMonsterTable)
    return scene.table


def at(app: App, kind: str) -> TableScene:
    seed, plies = first_positions()[kind]
    scene = scene_at(app, seed, plies)
    assert kind_of(scene.view()["prompt"]) == kind
    return scene


def test_every_decision_kind_of_the_engine_comes_up_in_the_seeded_games() -> None:
    """The engine's thirty kinds (rules docstring of the reshaped engine), each reached at least once."""
    assert len(E_KINDS) == 30


@pytest.mark.parametrize("kind", E_KINDS)
def test_each_decision_kind_is_answered_through_the_table_or_the_bar(app: App, kind: str) -> None:
    scene = at(app, kind)
    table = table_of(scene)
    gestures = table.gestures()
    before = len(scene.session.match.actions)
    if gestures:
        gesture = gestures[0]
        if gesture.start == gesture.end:
            click(app, gesture.start)
        else:
            drag(app, gesture.start, gesture.end)
        expected: Action | None = gesture.action
    else:
        assert scene.bar.buttons, f"{kind}: nothing lit and no button"
        rect, choice = scene.bar.buttons[-1]
        while choice.action is None:  # a group or a page: open it and take its last option
            click(app, rect.center)
            rect, choice = scene.bar.buttons[-1]
        expected = choice.action
        click(app, rect.center)
    frame(app)
    assert len(scene.session.match.actions) > before
    assert scene.session.match.actions[before] == expected
    assert not scene.session.rejected


def test_a_room_dragged_to_its_lit_place_is_built(app: App) -> None:
    scene = at(app, "first-build")
    table = table_of(scene)
    index, room = next((i, c) for i, c in enumerate(table.hand.cards) if c in table.lit.drops)
    place = table.lit.drops[room][0]
    assert place.rect == table.rows[-1].new_place(0)
    drag(app, table.hand_point(index), place.rect.center)
    frame(app)
    assert scene.session.match.actions[-1] == Action("build", (room, "new"))


def test_a_room_dropped_on_the_town_flies_home_and_the_status_says_why(app: App) -> None:
    scene = at(app, "first-build")
    table = table_of(scene)
    index = next(i for i, c in enumerate(table.hand.cards) if c in table.lit.drops)
    before = len(scene.session.match.actions)
    drag(app, table.hand_point(index), layout.TOWN.center)
    frame(app)
    assert len(scene.session.match.actions) == before
    assert scene.status.warning


def test_while_a_room_is_held_only_its_legal_places_glow_and_the_preview_follows_the_pointer(app: App) -> None:
    scene = at(app, "build")
    table = table_of(scene)
    index, room = next((i, c) for i, c in enumerate(table.hand.cards) if c in table.lit.drops)
    builds = {a for a in scene.table.legal or [] if a.verb == "build" and a.args[0] == room}
    assert {d.action for d in table.lit.drops[room]} == builds
    start, place = table.hand_point(index), table.lit.drops[room][0]
    frame(app, E(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for pos in (place.rect.center, place.rect.center):
        frame(app, E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    assert table.preview_move() is not None and table.preview_move().room == room
    frame(app, E(pygame.MOUSEMOTION, pos=layout.TOWN.center, rel=(0, 0), buttons=(1, 0, 0)))
    assert table.preview_move() is None


def test_an_advanced_room_glows_on_the_room_the_engine_allows_and_nowhere_else() -> None:
    """The engine allows an Advanced room on room 3 only (sharing an icon; room 1 is face down):
    the table lights that room's place, not the new place nor the face-down room."""
    advanced = next(r for r in BOOK.rooms.values() if r.advanced and r.effect != "no-advanced-on-top")
    sharing = next(r for r in BOOK.rooms.values() if not r.advanced and set(r.treasure) & set(advanced.treasure))
    other = next(r for r in BOOK.rooms.values() if not r.advanced and not set(r.treasure) & set(advanced.treasure))
    view = {"players": 2, "order": [0, 1], "town": [], "seats": [
        {"seat": 0, "hand": {"rooms": [advanced.id], "spells": []}, "dungeon": [
            {"position": 1, "room": sharing.id, "face_down": True},
            {"position": 2, "room": other.id, "face_down": False},
            {"position": 3, "room": sharing.id, "face_down": False}]},
        {"seat": 1, "hand": None, "dungeon": []}]}
    rows = layout.rows(2, 0, [0, 1])
    legal = [Action("build", (advanced.id, 3))]  # what the engine allows here
    lit = targets.lit(view, rows, 0, legal, "build", pygame.Rect(0, 0, 10, 10))
    assert [d.rect for d in lit.drops[advanced.id]] == [rows[-1].room_rect(3, 3)]


def test_lit_places_follow_the_view_shown_after_input_opened(app: App) -> None:
    """Input may open on the last animation beat's view; once the engine's view is shown, the places
    are worked out again on it (a stale place once pointed past the end of a dungeon)."""
    scene = at(app, "build")
    table = table_of(scene)
    view = copy.deepcopy(scene.view())
    dungeon = view["seats"][table.me]["dungeon"]
    assert dungeon and table.legal is not None
    dungeon.pop()
    table.show(view, table.perspective)
    me = table.rows[-1]
    new_places = [d.rect for drops in table.lit.drops.values() for d in drops if d.action.args[-1] == "new"]
    assert new_places and all(rect == me.new_place(len(dungeon)) for rect in new_places)


def aimed_spell_position() -> tuple[int, int]:
    """The first seeded position where Anna's seat may cast a spell aimed at a room."""
    from .positions import seeded_states
    for seed, n, state in seeded_states(40, 400):
        casts = [a for a in state.legal_actions() if a.verb == "cast"]
        if any(BOOK.spells[str(a.args[0])].target in targets.ROOM_TARGETS for a in casts):
            return seed, n
    raise AssertionError("no position with a spell aimed at a room")


def test_a_spell_dragged_to_a_room_is_cast_at_that_room(app: App) -> None:
    seed, plies = aimed_spell_position()
    scene = scene_at(app, seed, plies)
    table = table_of(scene)
    spell, drop = next((card, d) for card, drops in table.lit.drops.items() for d in drops if d.then is not None)
    index = table.hand.cards.index(spell)
    before = len(scene.session.match.actions)
    drag(app, table.hand_point(index), drop.rect.center)
    for _ in range(10):
        frame(app)
    assert scene.session.match.actions[before:before + 2] == [Action("cast", (spell,)), drop.then]
    assert not scene.session.rejected
