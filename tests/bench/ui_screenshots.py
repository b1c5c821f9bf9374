"""Screenshots of the window as a player meets it: menu, new game, a table mid-game, a drag with the
lit spaces, the hand-off screen, game over, and the rules.

Run under a real X server to see it through SDL's own window:
    xvfb-run -s "-screen 0 1600x900x24" .venv/bin/python tests/bench/ui_screenshots.py OUT_DIR
Each shot is the window's canvas saved as PNG; with ``--root`` the whole X screen is captured too
(ImageMagick's ``import``), which shows the scaled window as the X server drew it.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pygame

from game.engine.match import Match, Seat
from game.ui.app import App
from game.ui.scenes.overlays import GameOver, HandOff
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for

E = pygame.event.Event


def shoot(app: App, out: Path, name: str, root: bool) -> None:
    app.redraw()  # the whole picture, whether or not anything changed since the last frame
    app.frame([], 1 / 60)
    pygame.image.save(app.screen, str(out / f"{name}.png"))
    if root:
        subprocess.run(["import", "-window", "root", str(out / f"{name}-screen.png")], check=False)
    print("wrote", out / f"{name}.png")


def settle(app: App, frames: int = 90) -> None:
    for _ in range(frames):
        app.frame([], 1 / 60)
        time.sleep(0.002)


def play_until(app: App, scene: TableScene, plays: int) -> None:
    """Plays the human's leftmost card on its leftmost space, ``plays`` times, letting the AI answer."""
    for _ in range(plays):
        for _ in range(4000):
            if scene.table.legal is not None or scene.session.state.is_terminal():
                break
            app.frame([], 1 / 60)
            time.sleep(0.001)
        if scene.session.state.is_terminal():
            return
        table = scene.table
        card = table.my_hand.cards[0]
        space = next(s for s in table.spaces_in_order() if s in table.targets[card])
        a, b = table.card_rect(0).center, table.space_rect(space).center
        app.frame([E(pygame.MOUSEBUTTONDOWN, pos=a, button=1)], 1 / 60)
        app.frame([E(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0))], 1 / 60)
        app.frame([E(pygame.MOUSEBUTTONUP, pos=b, button=1)], 1 / 60)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--root", action="store_true", help="also capture the X screen with ImageMagick")
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = App(data_dir=Path(tempfile.mkdtemp()))
    app.settings.language = args.language
    app.settings.sound = False
    app.settings.confirm_moves = "never"  # the confirm step has its own shot below
    app.save_settings()
    settle(app, 5)
    shoot(app, args.out, "menu", args.root)

    app.frame([E(pygame.MOUSEBUTTONDOWN, pos=app.stack.top.form.named("new_game").rect.center, button=1),
               E(pygame.MOUSEBUTTONUP, pos=app.stack.top.form.named("new_game").rect.center, button=1)], 1 / 60)
    shoot(app, args.out, "new-game", args.root)

    app.settings.speed = "instant"
    spec = table_for("monster-day")
    assert spec is not None
    match = Match.start("monster-day", 2, 12, {}, [Seat("Anna"), Seat("Morgana", "ai", "normal")])
    scene = TableScene(app, Session(match, None, 60), spec)
    app.replace(scene)
    play_until(app, scene, 8)
    settle(app, 30)
    for _ in range(400):
        if scene.table.legal is not None:
            break
        app.frame([], 1 / 60)
        time.sleep(0.002)
    table = scene.table
    hover = table.card_rect(1).center
    app.frame([E(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    settle(app, 30)
    shoot(app, args.out, "table", args.root)

    card = table.my_hand.cards[0]
    space = next(iter(table.targets[card]))
    a, b = table.card_rect(0).center, table.space_rect(space).center
    app.frame([E(pygame.MOUSEBUTTONDOWN, pos=a, button=1)], 1 / 60)
    for k in range(1, 13):
        p = (a[0] + (b[0] - a[0]) * k // 16, a[1] + (b[1] - a[1]) * k // 16)
        app.frame([E(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))], 1 / 60)
    shoot(app, args.out, "drag", args.root)
    app.settings.confirm_moves = "always"
    app.frame([E(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0))], 1 / 60)
    app.frame([E(pygame.MOUSEBUTTONUP, pos=b, button=1)], 1 / 60)
    settle(app, 5)
    shoot(app, args.out, "confirm", args.root)
    app.frame([E(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)], 1 / 60)
    app.settings.confirm_moves = "never"

    hotseat = Match.start("monster-day", 2, 3, {}, [Seat("Anna"), Seat("Bea")])
    app.replace(TableScene(app, Session(hotseat, None), spec))
    settle(app, 3)
    assert isinstance(app.stack.top, HandOff)
    shoot(app, args.out, "hand-off", args.root)

    app.settings.speed = "instant"
    match = Match.start("monster-day", 2, 12, {}, [Seat("Anna"), Seat("Morgana", "ai", "easy")])
    scene = TableScene(app, Session(match, None, 20), spec)
    app.replace(scene)
    play_until(app, scene, 20)
    settle(app, 60)
    if isinstance(app.stack.top, GameOver):
        shoot(app, args.out, "game-over", args.root)

    from game.ui.scenes.rules import RulesScene

    app.push(RulesScene(app, "monster-day"))
    shoot(app, args.out, "rules", args.root)
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
