"""How long a huge save takes to be refused, and the Load screen to list a folder of them.

    .venv/bin/python tests/bench/save_bounds.py [--copies 2300000] [--files 3] [--runs 3]

The huge save is a real Monster Day save (a game between the easy AI and a random seat, stopped after
18 moves) with COPIES copies of its last move appended to its actions: about 50 MB with the default.
The script reports the time ``saves.load`` takes to refuse it, and the time the Load screen's listing
(``game.ui.scenes.saves.listing``, what the screen reads when it opens) takes over a folder holding
FILES such saves beside two good ones. Where the bounds of ``game/engine/save_document.py`` exist it
also times a save just under and just over each of them. Run it from another checkout's folder
(``PYTHONPATH=/that/checkout``) to measure that code.
"""
from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from game.ai import bot_rng, decide
from game.engine import save_document, saves
from game.engine.match import Match, Seat

MOVES = 18


def real_save(folder: Path, name: str, moves: int = MOVES) -> Path:
    match = Match.start("monster-day", 2, 7, seats=[Seat("Anna"), Seat("Bot", "ai", "easy")])
    while len(match.actions) < moves and not match.state.is_terminal():
        level = "random" if match.state.current_player() == 0 else "easy"
        match.submit(decide(match.game, match.state, level, bot_rng(7, 0, len(match.actions))))
    return saves.save(match, folder / name)


def with_copies(source: Path, target: Path, copies: int) -> Path:
    """The save with ``copies`` more copies of its last move, written as the app writes a save."""
    doc = json.loads(source.read_bytes())
    doc["actions"] += [doc["actions"][-1]] * copies
    target.write_bytes(json.dumps(doc, indent=1).encode("utf-8"))
    return target


def padded(source: Path, target: Path, size: int) -> Path:
    """The save grown to ``size`` bytes with spaces before its closing brace: the same document."""
    data = source.read_bytes().rstrip()
    assert data.endswith(b"}") and len(data) < size
    target.write_bytes(data[:-1] + b" " * (size - len(data)) + b"}")
    return target


def dense(source: Path, target: Path, size: int) -> Path:
    """The save with a snapshot field packed with zeros up to ``size`` bytes: the most values a file
    of that size can hold for the parser to read."""
    data = source.read_bytes().rstrip()
    head = data[:-1] + b', "packed": ['
    count = (size - len(head) - 2) // 2
    target.write_bytes(head + b"0," * (count - 1) + b"0" + b" " * (size - len(head) - 2 * count - 1) + b"]}")
    assert target.stat().st_size == size
    return target


def timed(what: Callable[[], Any], runs: int) -> tuple[str, str]:
    """The median wall and processor times of ``runs`` calls (the processor's time is what a busy
    machine does not inflate), and what the last call did."""
    wall, cpu, outcome = [], [], ""
    for _ in range(runs):
        started, started_cpu = time.perf_counter(), time.process_time()
        try:
            what()
            outcome = "loaded"
        except saves.SaveError as error:
            outcome = f"refused: {str(error)[:150]}"
        wall.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
    return f"{statistics.median(wall) * 1000:.2f} ms ({statistics.median(cpu) * 1000:.2f} ms of processor)", outcome


def report(label: str, path: Path, runs: int) -> None:
    seconds, outcome = timed(lambda: saves.load(path, upgrade=False), runs)
    print(f"  {label} ({path.stat().st_size / 1e6:.2f} MB): {seconds}, {outcome}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--copies", type=int, default=2_300_000)
    parser.add_argument("--files", type=int, default=3, help="huge saves in the listed folder")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work) / "saves"
        folder.mkdir()
        good = real_save(folder, "good.json")
        real_save(folder, "other.json", MOVES + 4)
        saves.load(good, upgrade=False)  # the games' modules imported before anything is timed
        huge = [with_copies(good, folder / f"huge-{n}.json", args.copies) for n in range(args.files)]
        print(f"a real Monster Day save of {MOVES} moves with {args.copies} copies of its last move appended:")
        report("refused by saves.load", huge[0], args.runs)
        from game.ui.scenes.saves import EXAMPLES, listing
        seconds, _ = timed(lambda: listing(folder, EXAMPLES), args.runs)
        rows = listing(folder, EXAMPLES)
        broken = sum(row.group == "broken" and row.path is not None for row in rows)
        print(f"  the Load screen's listing of a folder with {args.files} such saves and 2 good ones: "
              f"{seconds} ({broken} shown as broken)")
        size_limit = getattr(save_document, "SIZE_LIMIT", None)
        action_limit = getattr(save_document, "ACTION_LIMIT", None)
        if size_limit is None or action_limit is None:
            return 0
        print(f"the bounds: {size_limit} bytes, {action_limit} actions")
        report("just under the size bound (a real save padded with spaces)",
               padded(good, Path(work) / "size-under.json", size_limit), args.runs)
        report("just over the size bound", padded(good, Path(work) / "size-over.json", size_limit + 1), args.runs)
        report("just under the size bound, packed with two million numbers",
               dense(good, Path(work) / "size-dense.json", size_limit), args.runs)
        moves = len(json.loads(good.read_bytes())["actions"])
        report("just under the action bound (its appended copies do not replay)",
               with_copies(good, Path(work) / "actions-under.json", action_limit - moves), args.runs)
        report("just over the action bound",
               with_copies(good, Path(work) / "actions-over.json", action_limit - moves + 1), args.runs)
        full = Path(work) / "full"
        full.mkdir()
        for n in range(args.files):
            padded(good, full / f"size-under-{n}.json", size_limit)
            with_copies(good, full / f"actions-under-{n}.json", action_limit - moves)
        seconds, _ = timed(lambda: listing(full, EXAMPLES), args.runs)
        print(f"  the Load screen's listing of a folder with {args.files} saves just under each bound: {seconds}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
