"""Screenshots of the Dungeon Run table, rendered headless from the window's canvas:

    SDL_VIDEODRIVER=dummy python tests/bench/dungeon_run_screenshots.py docs/screenshots

solo mid-run, a four-hero map, a fight with a die being dragged onto a potential wound, and the solo
score sheet. Positions come from seeded games played by the game's own playout policy.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine.actions import Action  # noqa: E402
from game.engine.match import Match, Seat  # noqa: E402
from game.engine.registry import get  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.overlays import GameOver, HandOff  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.session import Session  # noqa: E402
from game.ui.tables import table_for  # noqa: E402

E = pygame.event.Event
GAME = "dungeon-run"


def play_until(players: int, options: dict[str, Any], done: Any, seeds: range) -> tuple[int, list[Action]]:
    """The first seeded game (and its actions) that reaches a state ``done`` accepts."""
    game = get(GAME)
    for seed in seeds:
        state = game.new_game(players, seed, options)
        rng, actions = random.Random(seed), []
        while not state.is_terminal():
            if done(state, actions):
                return seed, actions
            action = game.playout_action(state, rng)
            state.apply(action)
            actions.append(action)
        if done(state, actions):
            return seed, actions
    raise SystemExit("no seeded game reached the position")


def open_scene(app: App, players: int, seed: int, options: dict[str, Any], actions: list[Action]) -> TableScene:
    seats = [Seat(name) for name in ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio")[:players]]
    match = Match.start(GAME, players, seed, options, seats)
    spec = table_for(GAME)
    assert spec is not None
    scene = TableScene(app, Session(match, None, history=actions), spec)
    app.replace(scene)
    for _ in range(240):
        if isinstance(app.stack.top, HandOff):
            app.stack.top.ready()  # the cover's button: a key pressed out of habit never passes it
        app.frame([], 1 / 60)
    return scene


def shoot(app: App, out: Path, name: str) -> None:
    app.redraw()  # the whole picture, whether or not anything changed since the last frame
    app.frame([], 1 / 60)
    pygame.image.save(app.screen, str(out / f"dungeon-run-{name}.png"))
    print("wrote", out / f"dungeon-run-{name}.png")


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = App(data_dir=Path(tempfile.mkdtemp()), ai_iterations=1)
    app.settings.speed = "instant"
    app.settings.sound = False
    solo = {"round-limit": 30}

    def mid_run(state: Any, actions: list[Action]) -> bool:
        view = state.view(0)
        return len(view["dungeon"]["tiles"]) >= 7 and view["prompt"]["kind"] == "turn" and \
            any(a.verb == "fight" for a in state.legal_actions())

    seed, actions = play_until(1, solo, mid_run, range(40))
    open_scene(app, 1, seed, solo, actions)
    shoot(app, out, "solo")

    four = {"round-limit": 30}

    def wide_map(state: Any, actions: list[Action]) -> bool:
        view = state.view(state.current_player())
        return len(view["dungeon"]["tiles"]) >= 14 and view["prompt"]["kind"] == "turn"

    seed, actions = play_until(4, four, wide_map, range(40))
    scene = open_scene(app, 4, seed, four, actions)
    scene.table.camera.fit([(t["x"], t["y"]) for t in scene.view()["dungeon"]["tiles"]])
    shoot(app, out, "four-heroes")

    def assigning(state: Any, actions: list[Action]) -> bool:
        prompt = state.view(state.current_player())["prompt"]
        args = prompt.get("args") or prompt
        return prompt["kind"] == "fight" and args.get("phase") == "assign" and len(args.get("dice", [])) >= 2

    seed, actions = play_until(2, four, assigning, range(60))
    scene = open_scene(app, 2, seed, four, actions)
    gesture = next(g for g in scene.table.gestures() if g.action.verb == "cancel")
    x0, y0 = gesture.start
    x1, y1 = gesture.end
    app.frame([E(pygame.MOUSEMOTION, pos=(x0, y0), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.frame([E(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)], 1 / 60)
    for k in range(1, 8):
        pos = (x0 + (x1 - x0) * k // 10, y0 + (y1 - y0) * k // 10)
        app.frame([E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))], 1 / 60)
    shoot(app, out, "fight")
    app.frame([E(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 1 / 60)

    def lord_felled(state: Any, actions: list[Action]) -> bool:
        return state.is_terminal() and state.view(0)["result"]["reason"] == "lord-defeated"

    seed, actions = play_until(1, solo, lord_felled, range(80))
    scene = open_scene(app, 1, seed, solo, actions)
    if isinstance(app.stack.top, GameOver):
        app.stack.top.form.named("look").activate()
    shoot(app, out, "score-sheet")
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
