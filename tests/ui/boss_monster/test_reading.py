"""Every card can be read before it is chosen: at three and four players the opponents' small cards
carry no names, so each face-up card drawn anywhere on the table zooms when the pointer rests on it
(rooms, Bosses, heroes in town, at an entrance or walking, the hand, souls, wounds and the rooms
beneath, the discard pile and every card in it); the discard pile is read at a size with names; a
blind pick draws the face-down cards on the table, where a click picks one."""
from __future__ import annotations

import pygame

from game.engine import registry
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.tables.boss_monster import layout, reading
from game.ui.tables.boss_monster.board import BoardLayer
from game.ui.tables.boss_monster.table import BossMonsterTable
from game.ui.widgets.zoom import DELAY

from ..helpers import click, frame, move
from .positions import first_positions, game_plan, scene_at


def rest(app: App, pos: tuple[int, int]) -> str | None:
    """The card zoomed once the pointer has rested at ``pos``."""
    move(app, pos)
    for _ in range(3):
        frame(app, dt=DELAY)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    request = scene.table.zoom_request()
    return request[0] if request else None


def four_players_late(app: App, discard: int = 0) -> TableScene:
    """A four-player table well into the game (dungeons of several rooms, heroes about), with at least
    ``discard`` cards in the discard pile, at a decision of a person's."""
    game = registry.get("boss-monster")
    for seed in (s for s in range(60) if game_plan(s)[0] == 4):
        players, options = game_plan(seed)
        state = game.new_game(players, seed, options)
        rng = Rng(seed)
        plies = 0
        while not state.is_terminal():
            if plies >= 150 and len(state.view(None)["discard"]) >= discard:
                return scene_at(app, seed, plies)
            state.apply(game.playout_action(state, rng) if rng.below(2) else rng.choice(state.legal_actions()))
            plies += 1
    raise AssertionError("no such position in the seeded games")


def painted(table: BossMonsterTable, app: App) -> list[tuple[str, pygame.Rect]]:
    """Every face-up card one frame draws, with where (the later ones on top)."""
    out: list[tuple[str, pygame.Rect]] = []
    real = table.faces.draw

    def record(target, card, size, center, *a, **k):  # type: ignore[no-untyped-def]
        rect = real(target, card, size, center, *a, **k)
        if card is not None:
            out.append((card, rect))
        return rect

    table.faces.draw = record  # type: ignore[method-assign]
    table.layer = BoardLayer()
    frame(app)
    table.faces.draw = real  # type: ignore[method-assign]
    return out


def uncovered_point(rect: pygame.Rect, above: list[pygame.Rect]) -> tuple[int, int] | None:
    for fx in (0.5, 0.25, 0.75):
        for fy in (0.5, 0.25, 0.75, 0.9):
            point = (round(rect.x + rect.width * fx), round(rect.y + rect.height * fy))
            if not any(r.collidepoint(point) for r in above):
                return point
    return None


def test_every_face_up_card_on_a_four_player_table_zooms_under_a_resting_pointer(app: App) -> None:
    scene = four_players_late(app)
    table = scene.table
    assert isinstance(table, BossMonsterTable) and scene.view()["players"] == 4
    cards = painted(table, app)
    small = [c for c, r in cards if r.width == 54]
    assert len(small) >= 6  # the opponents' rooms and Bosses are drawn small, without names
    checked = 0
    for k, (card, rect) in enumerate(cards):
        point = uncovered_point(rect, [r for _, r in cards[k + 1:]])
        if point is None:
            continue  # wholly under another card (a room beneath its stack): read through the strip
        assert rest(app, point) == card, (card, rect)
        checked += 1
    assert checked >= len(small)
    view = scene.view()
    for row in table.rows:  # the heroes waiting at an entrance are drawn as coins: they zoom too
        heroes = view["seats"][row.seat]["entrance"]
        for k, hero in enumerate(heroes):
            assert rest(app, row.entrance_point(k, len(heroes))) == hero


def test_souls_wounds_and_the_rooms_beneath_open_a_strip_whose_cards_zoom(app: App) -> None:
    scene = four_players_late(app)
    table = scene.table
    assert isinstance(table, BossMonsterTable)
    view = scene.view()
    opened = 0
    for row in table.rows:
        info = view["seats"][row.seat]
        for rect, cards in ((row.souls_rect, info["souls"]), (row.wounds_rect, info["wounds"])):
            if not cards:
                continue
            move(app, rect.center)
            strip = table.strip
            assert strip is not None and list(strip.cards) == cards
            for card, card_rect in strip.card_rects():
                move(app, (card_rect.centerx, strip.box.top + 2))  # onto the strip: it stays open
                assert rest(app, card_rect.center) == card
            opened += 1
    assert opened


def test_the_discard_pile_is_read_with_names_and_every_card_in_it_zooms(app: App) -> None:
    scene = four_players_late(app, discard=reading.COLUMNS * reading.ROWS + 1)
    table = scene.table
    assert isinstance(table, BossMonsterTable)
    pile = scene.view()["discard"]
    assert len(pile) > reading.COLUMNS * reading.ROWS  # more than one screen: the wheel scrolls
    click(app, layout.DISCARD_RECT.center)
    assert table.browsing
    seen: set[str] = set()
    for _ in range(10):
        shown = reading.browser_cards(table)
        assert all(rect.size == (90, 126) for _, rect in shown)  # table size: the name is on the face
        for card, rect in shown[:3] + shown[-2:]:
            assert rest(app, rect.center) == card
        seen |= {card for card, _ in shown}
        frame(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert seen == set(pile)


def test_a_blind_pick_draws_the_face_down_cards_on_the_table_and_a_click_picks_one(app: App) -> None:
    seed, plies = first_positions()["blind-pick"]
    scene = scene_at(app, seed, plies)
    table = scene.table
    assert isinstance(table, BossMonsterTable)
    picks = [a for a in scene.session.state.legal_actions() if a.verb == "pick"]
    rects = reading.blind_rects(len(picks))
    assert {a for _, a in table.lit.clicks} == set(picks)
    assert not scene.bar.active  # every card is on the table
    drawn: list[tuple[object, pygame.Rect]] = []
    real = table.faces.draw
    table.faces.draw = lambda t, card, size, center, *a, **k: drawn.append((card, real(t, card, size, center, *a, **k))) or drawn[-1][1]  # type: ignore
    frame(app)
    table.faces.draw = real  # type: ignore[method-assign]
    backs = [rect for card, rect in drawn if card is None and rect.size == (90, 126)]
    assert sorted(map(tuple, backs)) == sorted(map(tuple, rects))
    before = len(scene.session.match.actions)
    click(app, rects[-1].center)
    frame(app)
    assert scene.session.match.actions[before] == picks[-1]
