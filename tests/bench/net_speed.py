"""Network play's figures: how long after a player sends an action the other players' tables are
updated (on the loopback address, no AI thinking: each player picks a random option of its prompt at
once), the headless host's processor use (per move, and idle with every player connected), and its
memory.

The host is ``card-table host`` in a process of its own, so its processor time and peak memory are its
own (read with ``wait4`` when it exits); the players are bare connections in this process, which
keeps one clock for the send and the arrivals.

    python -m tests.bench.net_speed --game gauntlet-of-fools --players 6
    python -m tests.bench.net_speed --game boss-monster --players 4 --idle 20
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from websockets.exceptions import ConnectionClosed

from game.net.seat import Claim, sit

ROOT = Path(__file__).resolve().parents[2]
CODE = "BENCH"


class Player:
    """A bare seat: joins, and answers each decision at once with a random option of its prompt."""

    def __init__(self, index: int, seed: int, sent: dict[int, tuple[int, float]],
                 arrivals: dict[int, list[tuple[int, float]]]) -> None:
        self.index = index
        self.rng = random.Random(seed * 100 + index)
        self.sent, self.arrivals = sent, arrivals
        self.seat = -1
        self.seated = asyncio.Event()
        self.go = asyncio.Event()  # the players wait while the host's idle use is measured

    async def run(self, port: int, pace: float) -> None:
        connection, seated = await sit(f"127.0.0.1:{port}", lambda welcome: Claim(name=f"Bench {self.index + 1}",
                                                                               code=CODE))
        self.seat = seated.seat
        self.seated.set()
        table: dict = {}
        try:
            while True:
                message = await connection.receive()
                now = time.perf_counter()
                kind = message["type"]
                if kind == "table":
                    table = message
                    if not message["history"]:
                        self.arrivals.setdefault(message["ply"], []).append((self.seat, now))
                elif kind == "closed":
                    return
                started = message.get("started", False)  # a table, or the seats once the last one is taken
                if table and started and table["view"]["deciding"] == self.seat and table["ply"] not in self.sent:
                    await self.go.wait()
                    if pace:
                        await asyncio.sleep(pace)
                    options = table["view"]["prompt"]["options"]
                    self.sent[table["ply"]] = (self.seat, time.perf_counter())
                    await connection.act(table["ply"], options[self.rng.randrange(len(options))]["action"])
        except ConnectionClosed:
            return
        finally:
            await connection.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        line = next(row for row in status if row.startswith("VmRSS:"))
    return int(line.split()[1]) / 1024


async def bench(game: str, players: int, seed: int, pace: float, idle: float,
                autosave: bool = True) -> dict[str, float | int | str]:
    port = free_port()
    data = tempfile.mkdtemp(prefix="card-table-net-bench-")
    host = subprocess.Popen([sys.executable, "-m", "game", "--data-dir", data, "host", game, "--players",
                             ",".join(["net"] * players), "--port", str(port), "--bind", "127.0.0.1", "--code", CODE,
                             "--seed", str(seed), "--no-announce", *([] if autosave else ["--no-save"])],
                            cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    host.stdout.readline()  # its address: it listens
    started_rss = rss_mb(host.pid)
    sent: dict[int, tuple[int, float]] = {}  # by ply: who moved, and when
    arrivals: dict[int, list[tuple[int, float]]] = {}  # by ply: who was told, and when
    seats = [Player(i, seed, sent, arrivals) for i in range(players)]
    tasks = [asyncio.create_task(p.run(port, pace)) for p in seats]
    await asyncio.gather(*(p.seated.wait() for p in seats))
    await asyncio.sleep(0.5)
    idle_cpu = cpu_seconds(host.pid)
    await asyncio.sleep(idle)  # everyone connected, nobody moves: keep-alive pings only
    idle_share = (cpu_seconds(host.pid) - idle_cpu) / idle if idle else 0.0
    before, wall = cpu_seconds(host.pid), time.perf_counter()
    for p in seats:
        p.go.set()
    await asyncio.gather(*tasks)
    wall = time.perf_counter() - wall
    _, _, usage = os.wait4(host.pid, 0)
    playing_cpu = usage.ru_utime + usage.ru_stime - before
    # Each other player's table updated after a move: the mover's own update is not counted.
    latencies = sorted(arrival - sent[ply - 1][1] for ply, told in arrivals.items() if ply - 1 in sent
                       for seat, arrival in told if seat != sent[ply - 1][0])
    moves = len(sent)
    return {
        "game": game, "players": players, "autosave": autosave, "moves": moves, "updates": len(latencies),
        "latency_median_ms": round(statistics.median(latencies) * 1000, 2),
        "latency_p99_ms": round(latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000, 2),
        "host_cpu_ms_per_move": round(playing_cpu / moves * 1000, 2),
        "host_cpu_share_while_playing": round(playing_cpu / wall, 3),
        "host_cpu_share_idle": round(idle_share, 4),
        "host_rss_mb_started": round(started_rss, 1), "host_peak_rss_mb": round(usage.ru_maxrss / 1024, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="gauntlet-of-fools")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace", type=float, default=0.0, help="seconds each player waits before each move")
    parser.add_argument("--idle", type=float, default=10.0, help="seconds to measure the host with nobody moving")
    parser.add_argument("--no-save", action="store_true", help="the host does not autosave at each turn")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(bench(args.game, args.players, args.seed, args.pace, args.idle, not args.no_save))))


if __name__ == "__main__":
    main()
