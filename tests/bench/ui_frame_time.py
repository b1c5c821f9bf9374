"""Frame time of a game's table in a late-game position, at the 1600x900 canvas.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tests/bench/ui_frame_time.py
    ... tests/bench/ui_frame_time.py --game gauntlet-of-fools   (six seats: you and five AIs)
    ... tests/bench/ui_frame_time.py --game boss-monster        (four seats, turn 4 or so)
    ... tests/bench/ui_frame_time.py --game dungeon-run         (six heroes, every tile laid, zoomed out)

Runs of 600 frames each: the table idle on the human's turn with the pointer moving over the hand;
the same while a ``hard`` AI decides in the worker process (kept busy for the whole run), and, for
comparison, in a thread of the window's process; and whole moves animating at normal speed (moves
made without the confirm step, each followed by the AI's answer). Frames are paced at 60 a second,
as in the real loop, and each frame's time is input + update + draw + flip. Prints median and 99th
percentile in ms; of the last run also the frames in which something moved, and the first frame of
each move, where the table wakes from rest into an animation.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ai import bot_rng, decide, level_for  # noqa: E402
from game.engine.match import Match, Seat  # noqa: E402
from game.engine.rng import Rng  # noqa: E402
from game.ui.ai_worker import Job, shared_process  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.session import Session  # noqa: E402
from game.ui.tables import table_for  # noqa: E402

FRAMES = 600
LATE = 24  # of the 30 plays of a basic game
GOF_LATE = 8  # turns of the gauntlet played: heroes wounded, some dead, tokens spent


def late_gauntlet(app: App, ai_level: str) -> TableScene:
    """Six heroes, turn 8 or later, the person's decision: the largest Gauntlet of Fools table."""
    seats = [Seat("Anna")] + [Seat(f"AI {n}", "ai", ai_level) for n in range(1, 6)]
    for seed in range(99, 199):
        match = Match.start("gauntlet-of-fools", 6, seed, {}, seats)
        state = match.game.new_game(6, seed)
        rng = Rng(seed)
        actions = []
        while not state.is_terminal() and not (state.turn_number() >= GOF_LATE and state.current_player() == 0):
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
        if not state.is_terminal():
            spec = table_for("gauntlet-of-fools")
            assert spec is not None
            scene = TableScene(app, Session(match, None, history=actions), spec)
            app.replace(scene)
            return scene
    raise SystemExit("no late Gauntlet of Fools position found")


def late_boss_monster(app: App, ai_level: str) -> TableScene:
    """Four dungeons after 150 moves of the game's own playout policy, which builds like a player."""
    seats = [Seat("Anna")] + [Seat(f"AI {n}", "ai", ai_level) for n in range(1, 4)]
    match = Match.start("boss-monster", 4, 11, {}, seats)
    state = match.game.new_game(4, 11)
    rng = Rng(5)
    actions = []
    while len(actions) < 150 or state.current_player() != 0:
        action = match.game.playout_action(state, rng)
        state.apply(action)
        actions.append(action)
    spec = table_for("boss-monster")
    assert spec is not None
    scene = TableScene(app, Session(match, None, history=actions), spec)
    app.replace(scene)
    return scene


def late_dungeon(app: App, ai_level: str) -> TableScene:
    """Six heroes, every tile laid (the stack empty), on the human's turn; the map zoomed out."""
    game_id, players = "dungeon-run", 6
    long_game = {"round-limit": 180}  # the most the option allows: room to lay every tile
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "ai", ai_level) for n in range(1, players)]
    match = Match.start(game_id, players, 99, long_game, seats)
    for seed in range(99, 199):
        state = match.game.new_game(players, seed, long_game)
        rng, actions = Rng(seed), []
        while not state.is_terminal() and (state.view(0)["stack"] > 0 or state.current_player() != 0
                                           or state.view(0)["prompt"]["kind"] != "turn"):
            action = match.game.playout_action(state, rng)
            state.apply(action)
            actions.append(action)
        if not state.is_terminal():
            break
    match = Match.start(game_id, players, seed, long_game, seats)
    spec = table_for(game_id)
    assert spec is not None
    scene = TableScene(app, Session(match, None, history=actions), spec)
    app.replace(scene)
    table = scene.table
    table.camera.fit([(t["x"], t["y"]) for t in state.view(0)["dungeon"]["tiles"]])  # type: ignore[attr-defined]
    return scene


def late_game(app: App, ai_level: str, game_id: str = "monster-day") -> TableScene:
    if game_id == "gauntlet-of-fools":
        return late_gauntlet(app, ai_level)
    if game_id == "boss-monster":
        return late_boss_monster(app, ai_level)
    if game_id == "dungeon-run":
        return late_dungeon(app, ai_level)
    match = Match.start("monster-day", 2, 99, {}, [Seat("Anna"), Seat("Morgana", "ai", ai_level)])
    rng = Rng(5)
    actions = []
    state = match.game.new_game(2, 99)
    while len(actions) < LATE or state.current_player() != 0:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    spec = table_for("monster-day")
    assert spec is not None
    scene = TableScene(app, Session(match, None, history=actions), spec)
    app.replace(scene)
    return scene


CPU: list[float] = []  # the main thread's own CPU time per frame, beside the wall-clock time


def measure(app: App, frames: int, before_frame=None) -> list[float]:  # type: ignore[no-untyped-def]
    times = []
    period = 1 / 60
    for i in range(frames):
        started, cpu = time.perf_counter(), time.thread_time()
        events = before_frame(i) if before_frame else []
        app.frame(events, period)
        elapsed = time.perf_counter() - started
        times.append(elapsed * 1000)
        CPU.append((time.thread_time() - cpu) * 1000)
        time.sleep(max(0.0, period - elapsed))
    return times


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def report(name: str, times: list[float], cpu: list[float] | None = None) -> None:
    """Wall-clock time (what a player sees) and, apart, the CPU the frame itself used (by default
    that of the last frames measured): on a busy machine the first includes waiting for a core."""
    cpu = cpu if cpu is not None else CPU[-len(times):]
    print(f"{name:<44} median {statistics.median(times):5.2f} ms   p99 {p99(times):5.2f} ms   "
          f"max {max(times):5.2f} ms   | cpu median {statistics.median(cpu):5.2f} p99 {p99(cpu):5.2f} ms")


def hover(scene: TableScene):  # type: ignore[no-untyped-def]
    # Over Monster Day's or Boss Monster's hand, or along Gauntlet of Fools' bottom row of hero boards.
    wide = scene.spec.game_id == "gauntlet-of-fools"

    def events(i: int) -> list[pygame.event.Event]:
        x = (16 + (i * 7) % 1060) if wide else 420 + (i * 7) % 300
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 700 if wide else 780), rel=(0, 0), buttons=(0, 0, 0))]
    return events


def next_move(scene: TableScene, rng: Rng) -> None:
    """The person's move when the table asks: Monster Day's first card on a lit space, else any option."""
    table = scene.table
    if scene.spec.game_id == "monster-day":
        card = table.my_hand.cards[0]  # type: ignore[attr-defined]
        space = next(iter(table.targets[card]))  # type: ignore[attr-defined]
        scene.submit(table.targets[card][space])  # type: ignore[attr-defined]
    else:
        assert table.legal is not None
        scene.submit(rng.choice(table.legal))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="monster-day", 
                        choices=("monster-day", "gauntlet-of-fools", "boss-monster", "dungeon-run"))
    game_id = parser.parse_args().game
    app = App(data_dir=Path(tempfile.mkdtemp()))
    app.settings.sound = False
    app.settings.confirm_moves = "never"  # the moves of the last run go straight to the engine
    print(f"python {sys.version.split()[0]}, pygame-ce {pygame.version.ver}, driver {pygame.display.get_driver()}")

    scene = late_game(app, "hard", game_id)
    for _ in range(30):
        app.frame([], 1 / 60)
    report("late game, idle, pointer moving", measure(app, FRAMES, hover(scene)))

    # A hard AI deciding on determinized copies, over and over, for the whole run: first in the worker
    # process the window uses, then in a thread of the window's own process, to show why it is not.
    game = scene.session.match.game
    runner = shared_process()
    assert runner is not None
    answered, asked = [0], [0]

    def ask(i: int) -> list[pygame.event.Event]:
        answered[0] += len(runner.poll(scene))
        if answered[0] == asked[0]:
            asked[0] += 1
            info = scene.session.state.determinize(scene.session.state.current_player() or 0, Rng(i))
            runner.start(Job(scene, i, game, info, "hard", None, bot_rng(1, 0, i)))
        return hover(scene)(i)

    for _ in range(60):  # the process starts, and its first decision is under way
        ask(0)
        time.sleep(1 / 60)
    report("late game, hard AI thinking (worker process)", measure(app, FRAMES, ask))
    print(f"  (the hard AI finished {answered[0]} decisions during that run)")

    level = level_for(game, "hard")
    stop = threading.Event()
    decisions = [0]

    def think() -> None:
        while not stop.is_set():
            copy = scene.session.state.determinize(scene.session.state.current_player() or 0, Rng(decisions[0]))
            decide(game, copy, level, bot_rng(1, 0, decisions[0]))
            decisions[0] += 1

    worker = threading.Thread(target=think, name="card-table-ai-bench")
    worker.start()
    try:
        report("  for comparison: the same AI in a thread", measure(app, FRAMES, hover(scene)))
    finally:
        stop.set()
        worker.join()

    app.settings.speed = "normal"
    scene = late_game(app, "easy", game_id)
    times: list[float] = []
    busy: list[bool] = []
    moves = Rng(3)
    while len(times) < FRAMES and not scene.session.state.is_terminal():
        if scene.table.legal is not None:
            next_move(scene, moves)
        times += measure(app, 1)
        busy.append(scene.anim.busy)
    report(f"moves animating at normal speed ({len(times)} frames)", times)
    moving = [i for i, b in enumerate(busy) if b]
    starts = [i for i in moving if i == 0 or not busy[i - 1]]
    cpu = CPU[-len(times):]
    for name, picked in ((f"  of them, something moving ({len(moving)})", moving),
                         (f"  of them, still to moving ({len(starts)})", starts)):
        if picked:
            report(name, [times[i] for i in picked], [cpu[i] for i in picked])
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
