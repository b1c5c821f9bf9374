"""What the sealed channel costs, on the loopback address: the time to take a seat (connection, welcome,
key exchange and sealed claim) against the time to read the welcome alone; the time to seal and open
one message of each size a game sends; the round trip of a sealed message and its sealed answer; and the
bytes a whole game sends (four network players of Dungeon Run, each way, as a listener records them).

    python -m tests.bench.net_seal
    python -m tests.bench.net_seal --game dungeon-run --players 4 --seed 3
"""
from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path

from game.engine.match import Match
from game.net.channel import HOST, JOINER, Exchange
from game.net.host import Host
from game.net.keyring import Keyring
from game.net.player import Player, play
from game.net.protocol import encode
from game.net.seat import Claim, look, sit
from game.net.thinker import Thinker
from tests.net.helpers import LOOPBACK, Recorder, seats_for

CODE = "BENCH"


def median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 2)


async def handshake(rounds: int) -> dict[str, float]:
    match = Match.start("monster-day", 2, 1, None, seats_for(["random", "random"], [True, True]))
    host = Host(match, code=CODE, thinker=Thinker(processes=False))
    port = await host.open(LOOPBACK, 0, advertise=False)
    where = f"{LOOPBACK}:{port}"
    try:
        connection, table = await sit(where, lambda welcome: Claim(name="Anna", code=CODE, seat=0))
        await connection.close()
        welcome, seat, act = [], [], []
        for _ in range(rounds):
            start = time.perf_counter()
            await look(where)
            welcome.append(time.perf_counter() - start)
            start = time.perf_counter()
            connection, table = await sit(where, lambda welcome: Claim(seat=0, secret=table.secret))
            seat.append(time.perf_counter() - start)
            while table.ply == 0 and not table.view:  # the seat's first table: the channel is open
                table.read(await connection.receive())
            for _ in range(20):  # a move out of turn (the game waits for a second player): a sealed error back
                start = time.perf_counter()
                await connection.act(0, "pass")
                while (await connection.receive())["type"] != "error":
                    pass  # the table it sends meanwhile is not what is timed
                act.append(time.perf_counter() - start)
            await connection.close()
        return {"welcome_only_ms": median_ms(welcome), "take_seat_sealed_ms": median_ms(seat),
                "exchange_ms": round(median_ms(seat) - median_ms(welcome), 2), "sealed_round_trip_ms": median_ms(act)}
    finally:
        await host.close()


def seal_and_open(game: str, players: int, seed: int) -> dict[str, float]:
    """Per message: sealing on one side and opening on the other, for an action and a table of the game."""
    joiner, host = Exchange("ABCDE", JOINER), Exchange("ABCDE", HOST)
    ours, theirs = joiner.finish(host.message, b"bench"), host.finish(joiner.message, b"bench")
    match = Match.start(game, players, seed)
    sizes = {"act": encode("act", ply=12, action="play the-author moons"),
             "table": encode("table", ply=0, view=match.state.view(0), events=[], history=False,
                             information=match.game.information(match.state, match.state.current_player() or 0),
                             seats=[], started=True)}
    out: dict[str, float] = {}
    for name, text in sizes.items():
        rounds = 2000 if len(text) < 1000 else 300
        start = time.perf_counter()
        for _ in range(rounds):
            theirs.open(ours.seal(text))
        out[f"{name}_bytes"] = len(text)
        out[f"{name}_seal_open_us"] = round((time.perf_counter() - start) / rounds * 1e6, 1)
    return out


async def whole_game(game: str, players: int, seed: int) -> dict[str, float]:
    match = Match.start(game, players, seed, None, seats_for(["random"] * players, [True] * players))
    host = Host(match, code=CODE, thinker=Thinker(processes=False))
    port = await host.open(LOOPBACK, 0, advertise=False)
    recorder = Recorder(port)
    await recorder.start()
    folder = Path(tempfile.mkdtemp(prefix="card-table-net-seal-"))
    start = time.perf_counter()
    try:
        tasks = [asyncio.create_task(play(Player(f"{LOOPBACK}:{recorder.port}", CODE, f"P{i + 1}", "random", i, seed,
                                                 patience=30), Keyring(folder / f"{i}.json"), Thinker(False)))
                 for i in range(players)]
        await asyncio.wait_for(host.finished(), 600)
        await asyncio.gather(*tasks)
    finally:
        await host.close()
    return {"moves": len(match.actions), "seconds": round(time.perf_counter() - start, 1),
            "bytes_to_players": sum(map(len, recorder.streams)), "bytes_from_players": sum(map(len, recorder.ups)),
            "largest_connection_bytes": max(map(len, recorder.streams))}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="dungeon-run")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    figures = {"handshake": asyncio.run(handshake(args.rounds)),
               "per_message": seal_and_open(args.game, args.players, args.seed),
               "whole_game": asyncio.run(whole_game(args.game, args.players, args.seed))}
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
