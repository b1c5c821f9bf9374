"""Nothing is lost when a computer drops: a player killed mid-game (``kill -9`` of ``card-table join``)
takes the same seat again and the game ends as it would have; a host killed mid-game and started
again from its autosave takes its players back, and the game still ends as it would have."""
from __future__ import annotations

import asyncio
import signal
import socket
import sys
from pathlib import Path

from game.net.keyring import Keyring
from game.net.player import play

from .helpers import CODE, LOOPBACK, Gated, local_result, open_host, player, seats_for, until

GAME = "monster-day"
LEVELS = ["random", "random"]
SEED = 77
ROOT = Path(__file__).resolve().parents[2]


def card_table(data: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "game", "--data-dir", str(data), *args]


def join(data: Path, port: int, seat: int, name: str) -> list[str]:
    return card_table(data, "join", f"{LOOPBACK}:{port}", "--code", CODE, "--level", "random", "--seed", str(SEED),
                      "--name", name, "--seat", str(seat + 1), "--patience", "60")


async def start(command: list[str]) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(*command, cwd=ROOT, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)


async def _killed_player(folder: Path) -> None:
    notes: list[str] = []
    host = await open_host(GAME, seats_for(LEVELS, [True, True]), SEED, notes=notes)
    anna = await start(join(folder / "anna", host.port, 0, "Anna"))
    bob_thinks = Gated(stop_at=4)
    bob = asyncio.create_task(play(player(host.port, "random", SEED, "Bob", 1), Keyring(folder / "bob.json"),
                                   bob_thinks))
    try:
        await until(lambda: bob_thinks.waiting, what="Bob's fourth decision")
        assert host.status(0) == "here" and not host.match.state.is_terminal()
        anna.send_signal(signal.SIGKILL)
        await anna.wait()
        await until(lambda: host.status(0) == "away", what="Anna away")
        assert "Anna is away" in notes and host.seats()[0]["status"] == "away"
        bob_thinks.gate.set()
        await until(lambda: host.match.state.current_player() == 0, what="Anna's turn")
        waiting_at = len(host.match.actions)
        await asyncio.sleep(0.5)
        assert len(host.match.actions) == waiting_at, "the game went on without Anna"
        again = await start(join(folder / "anna", host.port, 0, "Anna"))
        result = await asyncio.wait_for(host.finished(), 60)
        out, err = await again.communicate()
        assert again.returncode == 0, err.decode()
        assert "Anna is back in seat 1" in notes and out.decode().startswith("seat 1 of Monster Day")
        assert result == local_result(GAME, LEVELS, SEED)
        assert (await bob).closed == "game-over"
    finally:
        await host.close()


def test_a_player_killed_mid_game_takes_the_same_seat_again(tmp_path: Path) -> None:
    asyncio.run(_killed_player(tmp_path))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


async def _first_line(process: asyncio.subprocess.Process) -> str:
    assert process.stdout is not None
    return (await asyncio.wait_for(process.stdout.readline(), 30)).decode()


async def _killed_host(folder: Path) -> None:
    port = free_port()
    hosting = card_table(folder / "host", "host", GAME, "--players", "net,net", "--port", str(port), "--bind",
                         LOOPBACK, "--code", CODE, "--seed", str(SEED), "--no-announce")
    first = await start(hosting)
    assert (await _first_line(first)).startswith(f"hosting {GAME} at {LOOPBACK}:{port} code {CODE}")
    anna = await start(join(folder / "anna", port, 0, "Anna"))
    bob_thinks = Gated(stop_at=5)
    bob = asyncio.create_task(play(player(port, "random", SEED, "Bob", 1), Keyring(folder / "bob.json"), bob_thinks))
    await until(lambda: bob_thinks.waiting, what="Bob's fifth decision")
    first.send_signal(signal.SIGKILL)
    await first.wait()
    saves = sorted((folder / "host" / "saves").glob("autosave-*.json"), key=lambda p: p.stat().st_mtime_ns)
    again = await start(card_table(folder / "host", "host", "--load", str(saves[-1]), "--port", str(port), "--bind",
                                   LOOPBACK, "--code", "OTHER", "--no-announce"))
    assert (await _first_line(again)).startswith(f"hosting {GAME} at {LOOPBACK}:{port} code OTHER")
    bob_thinks.gate.set()
    out, err = await asyncio.wait_for(again.communicate(), 90)
    assert again.returncode == 0, err.decode()
    anna_out, anna_err = await asyncio.wait_for(anna.communicate(), 30)
    assert anna.returncode == 0, anna_err.decode()
    table = await asyncio.wait_for(bob, 30)
    lines = out.decode().splitlines()
    assert "Anna is back in seat 1" in lines and "Bob is back in seat 2" in lines
    local = local_result(GAME, LEVELS, SEED)
    assert table.result is not None and table.result["scores"] == list(local.scores)
    assert f"Anna: {local.scores[0]:g}" in lines[-3] and anna_out.decode().splitlines()[-3:] == lines[-3:]


def test_a_host_killed_mid_game_and_started_again_from_its_autosave_takes_its_players_back(tmp_path: Path) -> None:
    asyncio.run(_killed_host(tmp_path))
