"""Two players at one computer, with one data folder: each takes a seat of its own and keeps its own
secret, and the game is played to its end; a finished game's secrets are let go by the command
line's player as by the window."""
from __future__ import annotations

import asyncio
from pathlib import Path

from game.net.keyring import Keyring
from game.net.player import play
from game.net.thinker import Thinker

from .helpers import local_result, open_host, player, seats_for, until

GAME = "monster-day"
LEVELS = ["random", "random"]
SEED = 77


async def _two_joiners(ring: Path) -> None:
    host = await open_host(GAME, seats_for(LEVELS, [True, True]), SEED)
    first = asyncio.create_task(play(player(host.port, "random", SEED, "Anna"), Keyring(ring), Thinker(False)))
    second = None
    try:
        # Kept as soon as the seat is taken (a moment after the host counts her here: she opens its answer first).
        await until(lambda: host.status(0) == "here" and Keyring(ring).tickets(), 20, "Anna seated and her secret kept")
        second = asyncio.create_task(play(player(host.port, "random", SEED, "Bob"), Keyring(ring), Thinker(False)))
        result = await asyncio.wait_for(host.finished(), 30)
        tables = await asyncio.wait_for(asyncio.gather(first, second), 10)
        assert [t.seat for t in tables] == [0, 1] and [t.closed for t in tables] == ["game-over"] * 2
        assert [s.name for s in host.match.seats] == ["Anna", "Bob"]
        assert result == local_result(GAME, LEVELS, SEED)
    finally:
        for task in (first, second):
            if task is not None:
                task.cancel()
        await host.close()


def test_two_joiners_at_one_computer_take_two_seats_and_play_to_the_end(tmp_path: Path) -> None:
    asyncio.run(_two_joiners(tmp_path / "seats.json"))


async def _forgotten(ring: Keyring) -> list[object]:
    host = await open_host(GAME, [*seats_for(["random"], [True]), *seats_for(["random", "random"], [False, False])[1:]],
                           SEED)
    try:
        seen: list[object] = []
        task = asyncio.create_task(play(player(host.port, "random", SEED, "Anna"), ring, Thinker(False)))
        # Kept as soon as the seat is taken (a moment after the host counts her here: she opens its answer first).
        await until(lambda: host.status(0) == "here" and ring.tickets(), 20, "Anna seated and her secret kept")
        seen.append(len(ring.tickets()))
        table = await asyncio.wait_for(task, 30)
        assert table.closed == "game-over"
        return [*seen, ring.tickets()]
    finally:
        await host.close()


def test_the_command_lines_player_lets_a_finished_games_secret_go(tmp_path: Path) -> None:
    assert asyncio.run(_forgotten(Keyring(tmp_path / "seats.json"))) == [1, []]
