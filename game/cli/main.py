"""Parses the command line and runs one subcommand; ``play`` (the window) is the default."""
from __future__ import annotations

import argparse
import sys

from game.engine import paths


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="card-table", description="Card Table: four card games with their rules enforced.")
    parser.add_argument("--data-dir", help="folder for saves and settings (default: the platform's data folder, "
                                           "or CARD_TABLE_HOME)")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="open the window (the default)")
    play.add_argument("--fullscreen", action="store_true")

    sim = sub.add_parser("simulate", help="play many games between AI seats and report the results")
    sim.add_argument("game", help="game id, e.g. monster-day")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", required=True, help="comma-separated AI levels, one per seat, e.g. hard,random")
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed + i")
    sim.add_argument("--options", default="", help="game options as key=value,key=value")
    sim.add_argument("--iterations", type=int, help="override every searching level's iterations")
    sim.add_argument("--trace", help="write one JSON line per applied action to this file")
    sim.add_argument("--jobs", type=int, default=1, help="worker processes")
    sim.add_argument("--json", action="store_true", help="print the summary as one JSON object")

    rep = sub.add_parser("replay", help="replay a save and print its log")
    rep.add_argument("save")

    sub.add_parser("validate-cards", help="check every card file of every game")

    bench = sub.add_parser("bench", help="measure the engine, the AI, loading and saving")
    bench.add_argument("--game", help="only this game")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    paths.set_data_dir(args.data_dir)
    command = args.command or "play"
    if command == "simulate":
        from .simulate import run_simulate
        return run_simulate(args)
    if command == "replay":
        from .replay import run_replay
        return run_replay(args.save)
    if command == "validate-cards":
        from .validate import run_validate
        return run_validate()
    if command == "bench":
        from .bench import run_bench
        return run_bench(args.game, args.quick)
    from game.ui.app import run_app  # the only road into pygame
    return run_app(fullscreen=getattr(args, "fullscreen", False))


if __name__ == "__main__":
    sys.exit(main())
