"""Whole games played with the keyboard alone, from the main menu to the ending, by the player of
``tests/ui/keyboard.py`` (one person against the cheapest AI, or two people at one screen).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python -m tests.bench.ui_keyboard --games 3

It prints one line a game: the game, the seed, whether it ended, the key presses it took, the targets
taken on the table or in the bar, the hand-off covers passed and the seconds it ran (figures to read,
not to assert: the AI's threads and the machine's load change them).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ui.app import App  # noqa: E402
from game.ui.scenes import new_game  # noqa: E402

from tests.ui.keyboard import KeyboardPlayer  # noqa: E402
from tests.ui.test_keyboard_alone import GAMES  # noqa: E402


def one(game_id: str, seed: int, kinds: list[str], lowest: tuple[str, ...], folder: Path) -> str:
    app = App(data_dir=folder, ai_iterations=20)
    app.settings.speed, app.settings.sound = "instant", False
    app.settings.confirm_moves = "always" if kinds.count("human") > 1 else "never"
    new_game.secrets.randbelow = lambda _: seed  # type: ignore[assignment]
    start = time.perf_counter()
    try:
        player = KeyboardPlayer(app, seed)
        scene = player.new_game(game_id, kinds, lowest=lowest)
        player.play(scene)
        ended = scene.session.state.is_terminal()
        return (f"{game_id:18} {'+'.join(kinds):12} seed {seed:3}: ended {ended}, {player.keys.presses} presses, "
                f"{player.decisions} targets taken, {player.covers} covers, {time.perf_counter() - start:.1f} s")
    finally:
        app.quit()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1, help="seeds a game, from the test's seed up")
    args = parser.parse_args(argv)
    runs = [(game_id, seed, ["human", "ai"], lowest) for game_id, seed, _, lowest in GAMES]
    runs.append(("boss-monster", 5, ["human", "human"], ()))
    for game_id, seed, kinds, lowest in runs:
        for n in range(args.games):
            with tempfile.TemporaryDirectory() as folder:
                print(one(game_id, seed + n, kinds, lowest, Path(folder)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
