"""A host closed and opened again from its save (``card-table host --load``) listens at the same port
with the same code, so a player's Continue (the address and the seat's secret it kept, no code) takes
its seat back at once and plays the game to the end (``card-table join`` without ``--code``). A port taken since is given up for a free one,
and the player's Continue finds the table by its name in the announcement (on the loopback address)."""
from __future__ import annotations

import asyncio
import json
import signal
import socket
from pathlib import Path

from game.engine.saves import load
from game.net.host import Host
from game.net.keyring import Keyring, keyring_file
from game.net.place import recall
from game.net.player import Player, play
from game.net.thinker import Thinker

from .helpers import LOOPBACK, Gated, local_result, open_host, seats_for, until
from .test_drops import ROOT, card_table

GAME = "monster-day"
LEVELS = ["random", "random"]
SEED = 91


async def _host(data: Path, *args: str) -> tuple[asyncio.subprocess.Process, int, str]:
    """``card-table host`` on the loopback address, unannounced; its port and code, from its first line."""
    process = await asyncio.create_subprocess_exec(*card_table(data, "host", *args, "--bind", LOOPBACK, "--no-announce"),
                                                   cwd=ROOT, stdout=asyncio.subprocess.PIPE,
                                                   stderr=asyncio.subprocess.PIPE)
    assert process.stdout is not None
    first = (await asyncio.wait_for(process.stdout.readline(), 60)).decode().split()
    assert first[0] == "hosting", first
    return process, int(first[3].rsplit(":", 1)[1]), first[5]


async def _stop(process: asyncio.subprocess.Process) -> None:
    process.send_signal(signal.SIGTERM)
    _, err = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode == 130, err.decode()  # stopped, the game saved


async def _reopened(folder: Path) -> None:
    data, ring = folder / "host", Keyring(keyring_file(folder / "anna"))
    host, port, code = await _host(data, GAME, "--players", "net,random", "--seed", str(SEED))
    anna_thinks = Gated(stop_at=3)
    try:
        anna = asyncio.create_task(play(Player(f"{LOOPBACK}:{port}", code, "Anna", "random", 0, SEED, patience=5),
                                        ring, anna_thinks))
        await until(lambda: anna_thinks.waiting, what="Anna's third decision")
    finally:
        await _stop(host)
    anna_thinks.gate.set()
    assert (await asyncio.wait_for(anna, 30)).closed == "host-quit"
    [save] = (data / "saves").glob("autosave-*.json")

    again, port_again, code_again = await _host(data, "--load", str(save))
    try:
        assert (port_again, code_again) == (port, code)
        # Anna's Continue: `card-table join` at the address she had, with her data folder's secret; no code.
        [ticket] = ring.tickets()
        anna_again = await asyncio.create_subprocess_exec(
            *card_table(folder / "anna", "join", ticket.where, "--level", "random", "--seed", str(SEED), "--name",
                        "Anna", "--patience", "10"), cwd=ROOT, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(anna_again.communicate(), 60)
        assert anna_again.returncode == 0, err.decode()
        assert out.decode().startswith("seat 1 of Monster Day"), out.decode()
        host_out, _ = await asyncio.wait_for(again.communicate(), 30)
        assert again.returncode == 0 and "Anna is back in seat 1" in host_out.decode()
    finally:
        if again.returncode is None:
            again.send_signal(signal.SIGTERM)
            await again.communicate()


def test_a_reopened_host_keeps_its_port_and_code_and_a_players_continue_reaches_its_seat(tmp_path: Path) -> None:
    asyncio.run(_reopened(tmp_path))


async def _port_taken(folder: Path) -> None:
    saves, ring, name = folder / "saves", Keyring(folder / "anna.json"), "Anna's kitchen"
    seats = seats_for(LEVELS, [True, False])
    host = await open_host(GAME, seats, SEED, saves_dir=saves, code=None, table=name)
    port, code, match_id = host.port, host.code, host.match.id
    anna_thinks = Gated(stop_at=3)
    try:
        anna = asyncio.create_task(play(Player(f"{LOOPBACK}:{port}", code, "Anna", "random", 0, SEED, patience=5), ring,
                                        anna_thinks))
        await until(lambda: anna_thinks.waiting, what="Anna's third decision")
    finally:
        await host.close()
    anna_thinks.gate.set()
    assert (await asyncio.wait_for(anna, 30)).closed == "host-quit"
    with socket.socket() as squatter:  # another program took the port meanwhile
        squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # the host's last connections linger
        squatter.bind((LOOPBACK, port))
        squatter.listen()
        [save] = saves.glob("autosave-*.json")
        loaded = load(save)
        again = Host(loaded.match.restart(), saves_dir=saves, history=list(loaded.match.actions),
                     thinker=Thinker(processes=False))
        await again.open(LOOPBACK, 0, advertise=True)  # announced on the loopback address alone
        try:
            assert again.port != port and (again.code, again.table) == (code, name)
            kept = recall(saves, match_id)
            assert kept is not None and kept.port == again.port
            # Anna's Continue dials the old port, finds nobody, and finds the table by its name.
            [ticket] = ring.tickets()
            table = await asyncio.wait_for(play(Player(ticket.where, "", "Anna", "random", None, SEED, patience=20),
                                                ring, Gated(10 ** 6)), 60)
            assert table.seat == 0 and table.closed == "game-over" and table.where == f"{LOOPBACK}:{again.port}"
            assert table.result == json.loads(json.dumps(local_result(GAME, LEVELS, SEED).to_json()))
        finally:
            await again.close()


def test_a_reopened_host_whose_port_was_taken_is_found_by_its_name_and_its_players_sit_again(tmp_path: Path) -> None:
    asyncio.run(_port_taken(tmp_path))
