"""Whole games played in the real table by scripted players who use only the table's input.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tests/bench/ui_playthrough.py \
        --game boss-monster --players 3 --games 20 --json

Every seat is a human seat played by a script: at each decision it gathers what is lit (the table's
gestures, the decision bar's buttons) and takes one at random, by synthetic pointer events; the
hand-off screen between humans is dismissed with Enter. It prints one JSON object: ``games``,
``finished``, ``decision_kinds`` met, ``answered_on_table`` and ``answered_in_bar`` (kinds answered
each way), ``unanswerable`` (kinds where nothing was lit: must be empty), ``illegal_submissions``
and ``exceptions`` (both 0), and ``frame_ms`` (``p50``, ``p99`` of every frame the games ran).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine.match import Match, Seat  # noqa: E402
from game.engine.rng import Rng  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.overlays import GameOver, HandOff, ready_key  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.session import Session  # noqa: E402
from game.ui.tables import table_for  # noqa: E402
from game.ui.tables.base import Gesture  # noqa: E402

E = pygame.event.Event
DT = 1 / 60
# A decision that opens no input within this many seconds counts as stuck: a safety net, not a timing check
# (a resting window's frames cost next to nothing, so a count of frames says nothing of the AI's time).
PATIENCE_SECONDS = 120.0


@dataclass
class Tally:
    games: int = 0
    finished: int = 0
    kinds: set[str] = field(default_factory=set)
    on_table: set[str] = field(default_factory=set)
    in_bar: set[str] = field(default_factory=set)
    unanswerable: set[str] = field(default_factory=set)
    illegal: int = 0
    exceptions: list[str] = field(default_factory=list)
    frames: list[float] = field(default_factory=list)

    def report(self) -> dict[str, Any]:
        ms = sorted(self.frames)
        return {"games": self.games, "finished": self.finished, "decision_kinds": sorted(self.kinds),
                "answered_on_table": sorted(self.on_table), "answered_in_bar": sorted(self.in_bar),
                "unanswerable": sorted(self.unanswerable), "illegal_submissions": self.illegal,
                "exceptions": self.exceptions,
                "frame_ms": {"p50": round(statistics.median(ms), 3) if ms else None,
                             "p99": round(ms[int(len(ms) * 0.99) - 1 if len(ms) > 1 else 0], 3) if ms else None}}


class Player:
    """Drives one table scene; every call is a frame of the real app loop, and each is timed."""

    def __init__(self, app: App, scene: TableScene, tally: Tally, rng: Rng) -> None:
        self.app, self.scene, self.tally, self.rng = app, scene, tally, rng
        self.deadline = 0.0  # when the decision waited for counts as stuck

    def frame(self, *events: pygame.event.Event) -> None:
        start = time.perf_counter()
        self.app.frame(list(events), DT)
        self.tally.frames.append((time.perf_counter() - start) * 1000)

    def click(self, pos: tuple[int, int]) -> None:
        # The pointer comes from above, as a hand does: a bar button that appeared under a resting
        # pointer answers only once the pointer has left it.
        self.frame(E(pygame.MOUSEMOTION, pos=(pos[0], pos[1] - 64), rel=(0, 0), buttons=(0, 0, 0)))
        self.frame(E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.frame(E(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), E(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def drag(self, gesture: Gesture) -> None:
        (x0, y0), (x1, y1) = gesture.start, gesture.end
        self.frame(E(pygame.MOUSEMOTION, pos=(x0, y0), rel=(0, 0), buttons=(0, 0, 0)))
        self.frame(E(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1))
        for k in range(1, 5):
            pos = (x0 + (x1 - x0) * k // 4, y0 + (y1 - y0) * k // 4)
            self.frame(E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        self.frame(E(pygame.MOUSEBUTTONUP, pos=(x1, y1), button=1))

    def settle(self) -> str:
        """Frames until the perspective seat may act, the game is over, or nothing moves."""
        frames = 0
        while self.patient(frames):
            frames += 1
            top = self.app.stack.top
            if isinstance(top, GameOver):
                return "over"
            if isinstance(top, HandOff):
                letter = ready_key().lower()  # the cover's own key: Enter never passes it
                self.frame(E(pygame.KEYDOWN, key=pygame.key.key_code(letter), mod=0, unicode=letter, scancode=0))
                continue
            if top is self.scene and not self.scene.anim.busy and (
                    self.scene.table.legal is not None or self.scene.quick.active):
                return "input"
            self.frame()
        return "stuck"

    def play(self, max_decisions: int) -> bool:
        """Answers decision after decision; True once the game is over, False if it stopped first."""
        for _ in range(max_decisions):
            status = self.settle()
            if status == "over":
                return True
            if status == "stuck" or not self.turn():
                return False
        return False

    def patient(self, frames: int) -> bool:
        """Whether to wait on for input after this many frames (an AI seat may still be deciding)."""
        if frames == 0:
            self.deadline = time.monotonic() + PATIENCE_SECONDS
        if self.scene.session.thinking:
            time.sleep(0.0005)  # the AI's thread gets its turn
        return time.monotonic() < self.deadline

    def turn(self) -> bool:
        """Answers one decision through what is lit; False when nothing is."""
        prompt = self.scene.view().get("prompt") or {}
        kind = str(prompt.get("kind", "?"))
        self.tally.kinds.add(kind)
        before = len(self.scene.session.match.actions)
        rejected = len(self.scene.session.rejected)
        for _ in range(12):  # a few bar pages or groups may be opened before an option is taken
            gestures = self.scene.table.gestures()
            buttons = [rect.center for rect, _ in self.scene.bar.buttons]
            buttons += [rect.center for rect in self.scene.quick.buttons]  # a window asked on another's table
            if self.scene.confirm.active:  # a move that asks to be confirmed first: confirm it
                buttons.append(self.scene.confirm.form.named("confirm").rect.center)
            choices: list[Gesture | tuple[int, int]] = [*gestures, *buttons]
            if not choices:
                self.tally.unanswerable.add(kind)
                return False
            pick = choices[self.rng.below(len(choices))]
            if isinstance(pick, Gesture):
                if pick.start == pick.end:
                    self.click(pick.start)
                else:
                    self.drag(pick)
            else:
                self.click(pick)
            for _ in range(3):
                self.frame()
            self.tally.illegal += sum(1 for _, why in self.scene.session.rejected[rejected:] if why == "illegal")
            rejected = len(self.scene.session.rejected)
            if len(self.scene.session.match.actions) > before:
                (self.tally.on_table if isinstance(pick, Gesture) else self.tally.in_bar).add(kind)
                return True
            if isinstance(self.app.stack.top, HandOff):
                return True  # a quick ask handed the table over: the asked person answers next
        self.tally.unanswerable.add(kind)
        return False


def play(game_id: str, players: int, seed: int, options: dict[str, Any], tally: Tally, data: Path,
         max_decisions: int) -> None:
    spec = table_for(game_id)
    if spec is None:
        raise SystemExit(f"{game_id} has no table in the window")
    app = App(data_dir=data, ai_iterations=1)
    app.settings.speed = "instant"
    app.settings.sound = False
    try:
        seats = [Seat(f"Player {n + 1}") for n in range(players)]
        match = Match.start(game_id, players, seed, options, seats)
        scene = TableScene(app, Session(match, None, app.ai_iterations), spec)
        app.replace(scene)
        player = Player(app, scene, tally, Rng(seed ^ 0x9E3779B9))
        tally.games += 1
        tally.finished += player.play(max_decisions)
    finally:
        app.quit()


def run(game_id: str, players: int, games: int, seed: int, options: dict[str, Any],
        max_decisions: int = 5000) -> dict[str, Any]:
    tally = Tally()
    with tempfile.TemporaryDirectory() as folder:
        for n in range(games):
            try:
                play(game_id, players, seed + n, options, tally, Path(folder), max_decisions)
            except Exception:  # one game's crash is counted and reported; the run goes on
                tally.exceptions.append(traceback.format_exc(limit=6))
    return tally.report()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--max-decisions", type=int, default=5000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option)
    report = run(args.game, args.players, args.games, args.seed, options, args.max_decisions)
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    ok = not report["unanswerable"] and not report["illegal_submissions"] and not report["exceptions"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
