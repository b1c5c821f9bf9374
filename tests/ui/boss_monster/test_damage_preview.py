"""While a room is held over a place of one's own dungeon, the plate shows the damage a walk would
deal with it there, beside the damage now; both are the engine's own reckoning (``room_damage`` over
the dungeon), checked against the dungeon the engine really builds."""
from __future__ import annotations

import pygame

from game.engine import registry
from game.engine.rng import Rng
from game.games.boss_monster.board import walk_damage
from game.ui.app import App
from game.ui.tables.boss_monster.table import BossMonsterTable

from ..helpers import E, frame
from .positions import first_positions, game_plan, scene_at


def test_every_build_offered_previews_the_damage_the_built_dungeon_deals() -> None:
    """Seeded games: at every build decision, each build's figure is the walk damage of the dungeon
    the engine has once that very build is played (the room face down counted, as it will be)."""
    game = registry.get("boss-monster")
    checked = 0
    for seed in range(8):
        players, options = game_plan(seed)
        state = game.new_game(players, seed, options)
        rng = Rng(seed)
        while not state.is_terminal() and checked < 400:
            seat = state.current_player()
            damage = state.view(seat)["seats"][seat]["build_damage"]
            for action in state.legal_actions():
                if action.verb != "build":
                    continue
                trial = state.clone()
                trial.apply(action)
                assert damage is not None
                assert damage["after"][str(action)] == walk_damage(trial, seat, ahead=True), (seed, str(action))
                checked += 1
            if damage is not None:
                assert damage["now"] == walk_damage(state, seat, ahead=True)
            for other in range(players):
                if other != seat:
                    assert state.view(other)["seats"][seat]["build_damage"] is None  # nobody else's business
            state.apply(game.playout_action(state, rng) if rng.below(2) else rng.choice(state.legal_actions()))
    assert checked >= 100


def test_holding_a_room_over_its_place_shows_the_walk_damage_now_and_with_it(app: App) -> None:
    seed, plies = first_positions()["build"]
    scene = scene_at(app, seed, plies)
    table = scene.table
    assert isinstance(table, BossMonsterTable)
    damage = scene.view()["seats"][table.me]["build_damage"]
    index, room = next((i, c) for i, c in enumerate(table.hand.cards) if c in table.lit.drops)
    place = table.lit.drops[room][0]
    shown: list[str] = []
    real = table.ctx.fonts.render
    table.ctx.fonts.render = lambda text, *a, **k: shown.append(text) or real(text, *a, **k)  # type: ignore
    frame(app, E(pygame.MOUSEBUTTONDOWN, pos=table.hand_point(index), button=1))
    for pos in (place.rect.center, place.rect.center):
        frame(app, E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    assert f"{damage['now']} → {damage['after'][str(place.action)]}" in shown
    shown.clear()
    frame(app, E(pygame.MOUSEMOTION, pos=(40, 300), rel=(0, 0), buttons=(1, 0, 0)))  # over the town: no place
    assert not any("→" in text and text[0].isdigit() for text in shown)
