"""Screenshots of the Boss Monster table: two and four players mid-game, a room held over a lit place
with the lure preview, a hero walking a dungeon in the Adventure, a window asked of another person at
the same table (hotseat), and the game over.

    SDL_VIDEODRIVER=dummy python tests/bench/boss_monster_screenshots.py docs/screenshots

Each shot is the window's canvas saved as ``boss-monster-<name>.png``. The positions come from games
played by the game's own playout policy, so the dungeons look like a real game's.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Callable

import pygame

from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.engine.state import State
from game.ui.app import App
from game.ui.scenes.overlays import GameOver, HandOff
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui.tables.boss_monster.table import WINDOWS

from tests.bench.ui_screenshots import settle

E = pygame.event.Event
NAMES = ["Anna", "Morgana", "Bruno", "Carla"]


def position(players: int, seed: int, stop: Callable[[State, int], bool]) -> tuple[Match, list[Action]]:
    """A game of ``players`` (Anna and random AIs) played by the playout policy until ``stop``
    holds on Anna's decision."""
    seats = [Seat("Anna")] + [Seat(NAMES[n], "ai", "random") for n in range(1, players)]
    match = Match.start("boss-monster", players, seed, {}, seats)
    state = match.game.new_game(players, seed, {})
    rng = Rng(seed)
    actions: list[Action] = []
    while not (state.current_player() == 0 and stop(state, len(actions))):
        action = match.game.playout_action(state, rng)
        state.apply(action)
        actions.append(action)
    return match, actions


def open_table(app: App, match: Match, actions: list[Action]) -> TableScene:
    spec = table_for("boss-monster")
    assert spec is not None
    scene = TableScene(app, Session(match, None, history=actions), spec)
    app.replace(scene)
    settle(app, 40)
    return scene


def shoot(app: App, out: Path, name: str) -> None:
    app.redraw()  # the whole picture as it stands, whether or not anything changed since the last frame
    app.draw()
    pygame.image.save(app.screen, str(out / f"boss-monster-{name}.png"))
    print("wrote", out / f"boss-monster-{name}.png")


def kind(state: State) -> str:
    return str(state.view(0)["prompt"]["key"]).rsplit(".", 1)[-1]


def quick_ask(app: App, out: Path) -> None:
    """Two people at one table: Anna's move opens a window for Morgana, asked on Anna's table."""
    seats = [Seat("Anna"), Seat("Morgana")]
    match = Match.start("boss-monster", 2, 7, {}, seats)
    state = match.game.new_game(2, 7, {})
    rng = Rng(7)
    actions: list[Action] = []
    while True:
        action = match.game.playout_action(state, rng)
        after = state.clone()
        after.apply(action)
        if len(actions) > 30 and state.current_player() == 0 and after.current_player() == 1 \
                and kind(after) in WINDOWS:
            break
        state.apply(action)
        actions.append(action)
    scene = open_table(app, match, actions)
    if isinstance(app.stack.top, HandOff):
        app.stack.top.ready()
    settle(app, 10)
    scene.submit(action)
    settle(app, 40)
    shoot(app, out, "quick-ask")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = App(data_dir=Path(tempfile.mkdtemp()))
    app.settings.sound = False
    app.settings.speed = "instant"

    def building(after: int) -> Callable[[State, int], bool]:
        return lambda s, n: n >= after and kind(s) == "build" and bool(s.view(0)["town"])

    for players, seed, plies in ((2, 11, 60), (4, 11, 110)):
        scene = open_table(app, *position(players, seed, building(plies)))
        hand = scene.table.hand_point(1)  # type: ignore[attr-defined]
        app.frame([E(pygame.MOUSEMOTION, pos=hand, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
        settle(app, 12)  # the card lifts; the zoom waits longer than this
        shoot(app, args.out, f"{players}p")

    scene = open_table(app, *position(3, 5, building(50)))
    table = scene.table
    room = next(c for c in table.hand.cards if c in table.lit.drops)  # type: ignore[attr-defined]
    index = table.hand.cards.index(room)  # type: ignore[attr-defined]
    start, end = table.hand_point(index), table.lit.drops[room][0].rect.center  # type: ignore[attr-defined]
    app.frame([E(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], 1 / 60)
    for k in range(1, 21):
        p = (start[0] + (end[0] - start[0]) * min(k, 16) // 16, start[1] + (end[1] - start[1]) * min(k, 16) // 16)
        app.frame([E(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))], 1 / 60)
    shoot(app, args.out, "drag-preview")
    app.frame([E(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 1 / 60)

    def walking(s: State, n: int) -> bool:
        walk = s.view(0)["walking"]
        return n > 40 and walk is not None and walk["position"] > 1 and walk["damage"] > 0

    open_table(app, *position(2, 23, walking))
    shoot(app, args.out, "adventure")

    quick_ask(app, args.out)

    match, actions = position(4, 3, lambda s, n: n > 60)
    scene = open_table(app, match, actions)
    rng = Rng(1)
    for _ in range(20000):
        if isinstance(app.stack.top, GameOver):
            break
        if scene.table.legal is not None and not scene.anim.busy:
            scene.submit(match.game.playout_action(scene.session.state, rng))
        app.frame([], 1 / 60)
    settle(app, 30)
    shoot(app, args.out, "game-over")
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
