"""``host``, ``join`` and ``games``: a game across computers on one network, without a window.

``host GAME --players hard,net,net`` runs the referee: its first line says where it listens and the
table's code; it prints who joins and who is away, and, when the game is over, the result. ``join
HOST:PORT --code CODE --level LEVEL`` takes a seat and plays it with that AI level. ``games`` lists
the tables announced on the local network.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import signal
from typing import Any

from game.ai import ai_name
from game.engine import paths
from game.engine.match import AI_LEVELS, Match, Seat
from game.engine.registry import get
from game.engine.saves import SaveError, load
from game.engine.state import Result
from game.net.discovery import browse, lan_address
from game.net.host import Host
from game.net.keyring import Keyring
from game.net.player import Player, play
from game.net.seat import Lost, Table, Turned
from game.net.thinker import Thinker

from . import CommandError
from .replay import find_save
from .simulate import parse_options

NET = "net"
HOST_QUIT = 3  # the exit code of a player whose host closed the table (the game is saved there)


def say(text: str) -> None:
    try:
        print(text, flush=True)  # a script reads each line as it comes
    except BrokenPipeError:  # nobody reads any more (`| head`): the table plays on all the same
        pass


def result_lines(result: dict[str, Any], names: list[str]) -> list[str]:
    winners = result["winners"]
    lines = [f"{name}: {score:g}" + (" (won)" if seat in winners else "")
             for seat, (name, score) in enumerate(zip(names, result["scores"]))]
    return lines + [f"over: {result['reason']}"]


def _seats(entries: str, game_id: str) -> list[Seat]:
    seats = []
    for i, entry in enumerate(e.strip() for e in entries.split(",")):
        if entry == NET:
            seats.append(Seat(f"Player {i + 1}", NET))
        elif entry in AI_LEVELS:
            seats.append(Seat(ai_name(i), "ai", entry))
        else:
            raise CommandError(f"a seat is an AI level ({', '.join(AI_LEVELS)}) or {NET}, not {entry!r}")
    get(game_id).check_players(len(seats))
    return seats


def _match(args: argparse.Namespace) -> tuple[Match, list[Any]]:
    """The game to host: a new one from the command line, or a saved one with its log to replay."""
    if args.load:
        if args.game or args.players:
            raise CommandError("--load takes the game, its seats and its seed from the save")
        try:
            loaded = load(find_save(args.load), upgrade=False)
        except SaveError as error:
            raise CommandError(str(error)) from None
        m = loaded.match
        if m.state.is_terminal():
            raise CommandError("that game is over")
        # A seat played at one computer's window is offered to a player on the network instead.
        seats = [Seat(s.name, NET) if s.kind == "human" else s for s in m.seats]
        return m.restart(seats), list(m.actions)
    if not args.game or not args.players:
        raise CommandError("give the game and --players, or --load a save")
    try:
        game = get(args.game)
        seats = _seats(args.players, game.id)
        options = game.resolve_options(parse_options(args.options))
    except (KeyError, ValueError) as error:
        raise CommandError(str(error).strip("'\"")) from None
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(8), "big") >> 2
    return Match.start(game, len(seats), seed, options, seats), []


async def _hand_over_the_waiting(host: Host, level: str, seconds: float) -> None:
    """Every seat that has waited ``seconds`` for its player (from the start, or since they went away)
    is handed to the AI."""
    waiting: dict[int, float] = {}
    loop = asyncio.get_running_loop()
    while True:
        now = loop.time()
        for seat in range(host.match.players):
            if host.status(seat) in ("open", "away"):
                if now - waiting.setdefault(seat, now) >= seconds:
                    host.hand_to_ai(seat, level)
            else:
                waiting.pop(seat, None)
        await asyncio.sleep(0.5)


async def _host(args: argparse.Namespace) -> int:
    match, history = _match(args)
    saves_dir = None if args.no_save else paths.saves_dir()
    host = Host(match, code=args.code, table=args.name, saves_dir=saves_dir, history=history, notify=say)
    port = await host.open(args.bind, args.port, advertise=not args.no_announce)
    where = args.bind if args.bind not in ("0.0.0.0", "") else lan_address()
    say(f"hosting {match.game.id} at {where}:{port} code {host.code}")
    if host.announcement is not None and host.announcement.problem:
        say(host.announcement.problem)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl-C arrives as KeyboardInterrupt
            pass
    waiter = asyncio.create_task(_hand_over_the_waiting(host, args.ai_level, args.ai_after)) \
        if args.ai_after is not None else None
    over, stopped = asyncio.create_task(host.over.wait()), asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({over, stopped}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (waiter, over, stopped):
            if task is not None:
                task.cancel()
        await host.close()
    if not match.state.is_terminal():
        say("stopped: the game is saved" if saves_dir is not None else "stopped")
        return 130
    result: Result = match.state.result()
    # The host's own terminal says which level each AI seat played at; the players' screens name it alone.
    names = [f"{s.name} ({s.level})" if s.kind == "ai" and s.level else s.name for s in match.seats]
    for line in result_lines(result.to_json(), names):
        say(line)
    return 0


def run_host(args: argparse.Namespace) -> int:
    return asyncio.run(_host(args))


def run_join(args: argparse.Namespace) -> int:
    player = Player(args.address, args.code, args.name or f"{args.level} AI", args.level,
                    None if args.seat is None else args.seat - 1, args.seed, patience=args.patience, notify=say)
    thinker = Thinker(processes=False)  # a player has nothing else to do while it thinks
    try:
        table: Table = asyncio.run(play(player, Keyring(), thinker))
    except Turned as refusal:
        raise CommandError(f"the host refused: {refusal}") from None
    except Lost as error:
        raise CommandError(str(error)) from None
    finally:
        thinker.close()
    if table.closed == "host-quit":
        say("the host closed the table; the game is saved on the host" if table.saved else
            "the host closed the table")
        return HOST_QUIT
    if table.closed == "replaced":
        say("this seat was taken up by another connection with its secret")
        return HOST_QUIT
    result = table.result
    if result is None:
        raise CommandError("the table closed before the game was over")
    for line in result_lines(result, [s["name"] for s in table.seats]):
        say(line)
    return 0


def run_games(args: argparse.Namespace) -> int:
    found = asyncio.run(browse(args.wait))
    if not found:
        say(f"no table found on the local network in {args.wait:g} seconds "
            "(a firewall or the network may stop the announcements: join by the address the host prints)")
        return 0
    for table in found:
        say(f"{table.where}  {table.title or table.game}  {table.players} players  {table.table}")
    return 0
