"""Parses the command line and runs one subcommand; ``play`` (the window) is the default.

Every mistake in what was typed, and every failure while running, ends as one line on standard
error and a non-zero exit code: the command line never shows a traceback. A mistake in what was
asked, a file or folder it names that cannot be read or written among them (each named in the
line), exits with 2; a failure of the program itself with 1; an interruption with 130.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any, Callable, NoReturn, TextIO

from game import app_version
from game.cli import CommandError, saves_folder
from game.engine import paths
from game.engine.match import AI_LEVELS
from game.review.estimate import Budget

if TYPE_CHECKING:
    from .review import Chart

GAMES_LIMIT = 1_000_000
JOBS_LIMIT = 64


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse prints the whole usage first; one line saying what to fix reads better.
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def whole(low: int, high: int | None = None) -> Callable[[str], int]:
    """An argparse type for a whole number in [low, high]."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low or (high is not None and value > high):
            span = f"from {low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"must be {span}, got {value}")
        return value
    return parse


def _parser() -> argparse.ArgumentParser:
    parser = Parser(prog="card-table", description="Card Table: four card games with their rules enforced.")
    parser.add_argument("--version", action="version", version=f"card-table {app_version()}")
    parser.add_argument("--data-dir", help="folder for saves and settings (default: the platform's data folder, "
                                           "or CARD_TABLE_HOME)")
    sub = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND", parser_class=Parser)
    play = sub.add_parser("play", help="open the window (the default)")
    play.add_argument("--fullscreen", action="store_true")
    play.add_argument("--port", type=whole(0, 65535), default=0,
                      help="the port a game hosted from the window listens on (default: any free one)")
    play.add_argument("--code", help="the code of a game hosted from the window (default: five letters drawn at "
                                     "random; for scripts)")

    sim = sub.add_parser("simulate", help="play many games between AI seats and report the results",
                         description="Plays games between AI seats, rotating the seats between games, and "
                                     "reports each entry's wins (with a 95% interval), its mean score (the "
                                     "average of the game's own final score for that seat: Monster Day's "
                                     "village points, Boss Monster's souls minus wounds, Gauntlet of Fools' "
                                     "gold, Dungeon Run's 1 for a win; it compares entries within one game, "
                                     "not across games), draws, speed and decision times.")
    sim.add_argument("game", help="monster-day, boss-monster, gauntlet-of-fools or dungeon-run")
    sim.add_argument("--games", type=whole(1, GAMES_LIMIT), default=100, help="how many games (default 100)")
    sim.add_argument("--players", required=True, help="comma-separated AI levels, one per seat, e.g. hard,random "
                                                       "(levels: random, easy, normal, hard)")
    sim.add_argument("--seed", type=whole(0, 2 ** 62), default=0, help="seed of the first game; game i uses seed + i")
    sim.add_argument("--options", default="", help="game options as key=value,key=value")
    sim.add_argument("--iterations", type=whole(1), help="override every searching level's iterations")
    sim.add_argument("--trace", help="write one JSON line per applied action to this file")
    sim.add_argument("--jobs", type=whole(1, JOBS_LIMIT), default=1, help="worker processes (default 1)")
    sim.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")

    rep = sub.add_parser("replay", help="tell a saved game from its start, move by move",
                         description="Replays a save from its seed and tells every move. Without --seat it "
                                     "shows everything, every seat's hidden cards and the deck order included; "
                                     "--seat N tells only what that seat saw.")
    rep.add_argument("save", help="a save's path, or its name in the saves folder (with or without .json)")
    rep.add_argument("--seat", type=whole(1), help="tell only what seat N (1 = first) could see")
    rep.add_argument("--lang", default="en", help="language of the telling: en, it or pt-BR (default en)")
    rep.add_argument("--events", action="store_true", help="print the raw events instead of sentences")

    rev = sub.add_parser("review", help="each seat's chance to win over a saved game, and its biggest swings",
                         description="Estimates each seat's chance to win after every decision of a save (each "
                                     "seat judged on what it could see), prints the three decisions that swung "
                                     "them most with what the hard AI would have played instead, and draws "
                                     "the chart. The review is kept beside the save and read back while the "
                                     "save's moves are the same.")
    rev.add_argument("save", help="a save's path, or its name in the saves folder (with or without .json)")
    rev.add_argument("--seat", type=whole(1), help="tell the moves as seat N (1 = first) saw them; its line stands out")
    rev.add_argument("--png", help="write the chart to this PNG file")
    rev.add_argument("--json", action="store_true", help="print the review as one JSON object")
    rev.add_argument("--lang", default="en", help="language of the telling: en, it or pt-BR (default en)")
    rev.add_argument("--worlds", type=whole(1, 1000), default=Budget().worlds,
                     help=f"worlds sampled per seat and position (default {Budget().worlds})")
    rev.add_argument("--cut", type=whole(0, 1000), default=Budget().cut,
                     help=f"playout plies before the evaluator scores a world (default {Budget().cut})")
    rev.add_argument("--hard-iterations", type=whole(1), help="the hard AI's iterations for its alternatives "
                                                              "(default: the hard level's own)")

    sub.add_parser("validate-cards", help="check every card file of every game")
    sub.add_parser("desktop", help="add Card Table and its icon to a Linux desktop's application menu")

    host = sub.add_parser("host", help="host a game for players at other computers on the network",
                          description="Runs a game for players on the local network: its first line says "
                                      "where it listens and the table's code; it ends with the result.")
    host.add_argument("game", nargs="?", help="monster-day, boss-monster, gauntlet-of-fools or dungeon-run")
    host.add_argument("--players", help=f"one entry a seat: an AI level ({', '.join(AI_LEVELS)}) or net "
                                        "for a player at another computer, e.g. hard,net,net")
    host.add_argument("--port", type=whole(0, 65535), default=0, help="the port to listen on (default: any free one)")
    host.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every interface)")
    host.add_argument("--code", help="the table's code (default: five letters drawn at random)")
    host.add_argument("--seed", type=whole(0, 2 ** 62), help="the game's seed (default: drawn at random)")
    host.add_argument("--name", help="the table's name, as the network lists it")
    host.add_argument("--options", default="", help="game options as key=value,key=value")
    host.add_argument("--load", help="host a saved game (a path or a save's name): its network players take their "
                                     "seats back, and a seat played at a window waits for a player on the network")
    host.add_argument("--ai-after", type=whole(1), help="hand a seat to the AI once it has waited this many "
                                                        "seconds for its player (from the start or since they left)")
    host.add_argument("--ai-level", default="normal", choices=AI_LEVELS, help="the level that takes such a seat")
    host.add_argument("--no-announce", action="store_true", help="do not announce the table on the network")
    host.add_argument("--no-save", action="store_true", help="do not autosave")

    join = sub.add_parser("join", help="take a seat at a hosted game and play it with an AI level",
                          description="Takes a free seat at a host (or the seat this computer held there "
                                      "before) and plays it with an AI level until the game is over.")
    join.add_argument("address", help="the host's address and port, as it prints them: HOST:PORT")
    join.add_argument("--code", default="", help="the table's code (not needed to take back a seat this computer "
                                                  "held at that table, even at the host's new address)")
    join.add_argument("--level", required=True, choices=AI_LEVELS, help="the AI level that plays the seat")
    join.add_argument("--name", help="the player's name at the table")
    join.add_argument("--seat", type=whole(1), help="the seat to take (1 is the first; default: the first free one)")
    join.add_argument("--seed", type=whole(0, 2 ** 62), help="the seed of the AI's decisions (default: random)")
    join.add_argument("--patience", type=whole(1), default=120,
                      help="seconds to keep trying when the host cannot be reached (default 120)")

    games = sub.add_parser("games", help="list the games hosted on the local network")
    games.add_argument("--wait", type=whole(1, 60), default=2, help="seconds to listen (default 2)")

    bench = sub.add_parser("bench", help="measure the engine, the AI, loading and saving")
    bench.add_argument("--game", help="only this game")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    return parser


# Opens the window (full screen or not; the port and code of a game it hosts); given by
# ``game.__main__``, since the command line sits below the window and never imports it.
Play = Callable[[bool, int, "str | None"], int]


def _run(args: argparse.Namespace, play: Play, chart: "Chart | None") -> int:
    command = args.command or "play"
    if command == "simulate":
        from .simulate import run_simulate
        return run_simulate(args)
    if command == "replay":
        from .replay import run_replay
        return run_replay(args)
    if command == "review":
        from .review import run_review
        return run_review(args, chart)
    if command == "validate-cards":
        from .validate import run_validate
        return run_validate()
    if command == "desktop":
        from .desktop import run_desktop
        return run_desktop()
    if command in ("host", "join", "games"):
        from . import network
        return {"host": network.run_host, "join": network.run_join, "games": network.run_games}[command](args)
    if command == "bench":
        from .bench import run_bench
        return run_bench(args.game, args.quick)
    return play(getattr(args, "fullscreen", False), getattr(args, "port", 0), getattr(args, "code", None))


class OutputError(CommandError):
    """Standard output cannot be written (a full disk under ``> file``)."""


class StandardOutput:
    """Standard output whose failed write is named like any other file the command writes; a closed
    pipe stays a BrokenPipeError, which ends the command quietly."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def _checked(self, write: Callable[[], Any]) -> Any:
        try:
            return write()
        except BrokenPipeError:
            raise
        except OSError as error:
            raise OutputError(f"cannot write to standard output: {error.strerror or error}") from None

    def write(self, text: str) -> int:
        return int(self._checked(lambda: self.stream.write(text)))

    def flush(self) -> None:
        self._checked(self.stream.flush)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _quiet_pipe() -> None:
    # The reader went away (`| head`) or the file is full: point stdout at nothing so the
    # interpreter's own flush at exit cannot raise again.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def main(play: Play, argv: list[str] | None = None, chart: "Chart | None" = None) -> int:
    args = _parser().parse_args(argv)
    stdout = sys.stdout
    sys.stdout = StandardOutput(stdout)  # type: ignore[assignment]
    try:
        paths.set_data_dir(args.data_dir)
        if args.data_dir is not None or (args.command or "play") == "play":
            saves_folder()  # a folder that cannot hold the saves is refused by name before anything runs
        code = _run(args, play, chart)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's flush at exit
        return code
    except BrokenPipeError:
        _quiet_pipe()
        return 0
    except OutputError as error:
        _quiet_pipe()  # what is left in its buffer would fail again when the interpreter exits
        print(f"card-table: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("card-table: stopped", file=sys.stderr)
        return 130
    except CommandError as error:
        print(f"card-table: error: {error}", file=sys.stderr)
        return 2
    except Exception as error:  # noqa: BLE001 - the promise is one line, never a traceback
        print(f"card-table: error: {type(error).__name__}: {error}".splitlines()[0], file=sys.stderr)
        return 1
    finally:
        sys.stdout = stdout

