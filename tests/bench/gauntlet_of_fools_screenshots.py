"""Screenshots of the Gauntlet of Fools table: the draft with a steal available, a fight with its odds,
a six-player gauntlet, and the game over. Positions come from seeded games played at random.

    SDL_VIDEODRIVER=dummy python tests/bench/gauntlet_of_fools_screenshots.py docs/screenshots
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine.actions import Action  # noqa: E402
from game.engine.registry import get  # noqa: E402
from game.engine.rng import Rng  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.ui.gauntlet_of_fools.positions import ready, scene_at  # noqa: E402

E = pygame.event.Event


def find(players: int, want: Callable[[Any], bool], seeds: range = range(200)) -> tuple[int, int, tuple[Action, ...]]:
    game = get("gauntlet-of-fools")
    for seed in seeds:
        state = game.new_game(players, seed)
        rng = Rng(seed)
        actions: list[Action] = []
        while not state.is_terminal():
            if want(state):
                return players, seed, tuple(actions)
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
    raise SystemExit("no position found")


def steal_up(state: Any) -> bool:
    return any(a.verb == "steal" for a in state.legal_actions()) and state.view(None)["prompt"]["kind"] == "draft"


def odds_up(state: Any) -> bool:
    v = state.view(state.current_player())
    odds = v.get("odds")
    return bool(odds and odds["now"] and odds["rows"] and v["prompt"]["kind"] == "before" and v["waiting"] == []
                and 0.2 < odds["now"]["kill"] < 0.9)


def late(state: Any) -> bool:
    return state.turn >= 8 and any(h.dead for h in state.heroes) and state.view(None)["prompt"]["kind"] == "before"


def shoot(app: App, out: Path, name: str) -> None:
    for _ in range(3):
        app.frame([], 1 / 60)
    pygame.image.save(app.screen, str(out / f"gauntlet-of-fools-{name}.png"))
    print("wrote", out / f"gauntlet-of-fools-{name}.png")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = App(data_dir=Path(tempfile.mkdtemp()), ai_iterations=1)
    app.settings.speed = "instant"
    app.settings.sound = False
    app.settings.language = args.language
    set_language(args.language)
    for name, position in (("draft", find(4, steal_up)), ("odds", find(3, odds_up)), ("six", find(6, late))):
        scene = scene_at(app, *position)
        ready(app, scene)
        if name == "draft":  # lift a claimed hero toward your seat: what a steal looks like
            table = scene.table
            steal = next(g for g in table.gestures() if g.action.verb == "steal" and g.start != g.end)
            app.frame([E(pygame.MOUSEBUTTONDOWN, pos=steal.start, button=1)], 1 / 60)
            mid = ((steal.start[0] + steal.end[0]) // 2, (steal.start[1] + steal.end[1]) // 2)
            for pos in (mid, mid):
                app.frame([E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))], 1 / 60)
        shoot(app, args.out, name)
    players, seed = 3, 5  # a whole game played at random, then its last move made in the window
    game = get("gauntlet-of-fools")
    state = game.new_game(players, seed)
    rng = Rng(seed)
    moves: list[Action] = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        moves.append(action)
    scene = scene_at(app, players, seed, tuple(moves[:-1]))
    ready(app, scene)
    scene.session.put(moves[-1], scene.perspective, "human")
    for _ in range(120):
        app.frame([], 1 / 60)
    shoot(app, args.out, "over")
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
