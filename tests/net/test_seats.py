"""What becomes of a seat: the host hands a seat still waiting for its player, or one whose player is
away, to the AI; a host that quits tells each player the game is saved on the host, and the save
opens the network seats again for the same players."""
from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli.network import HOST_QUIT
from game.engine import saves
from game.engine.match import Match, Seat
from game.net.host import Host
from game.net.keyring import Keyring
from game.net.player import play
from game.net.thinker import Thinker


from .helpers import CODE, LOOPBACK, Gated, open_host, player, seats_for, until

GAME = "monster-day"
SEED = 12
ROOT = Path(__file__).resolve().parents[2]


async def _handed_over(folder: Path) -> None:
    notes: list[str] = []
    host = await open_host(GAME, seats_for(["random", "random"], [True, True]), SEED, notes=notes)
    try:
        with pytest.raises(ValueError):
            host.hand_to_ai(0, "godlike")
        bob_thinks = Gated(stop_at=3)
        bob = asyncio.create_task(play(player(host.port, "random", SEED, "Bob", 1), Keyring(folder / "bob.json"),
                                       bob_thinks))
        await until(lambda: host.status(1) == "here", what="Bob seated")
        assert not host.started
        with pytest.raises(ValueError):
            host.hand_to_ai(1, "easy")  # Bob is here: his seat is his
        host.hand_to_ai(0, "easy")  # nobody came for the first seat
        assert host.started and host.status(0) == "ai" and "every seat is taken: the game begins" in notes
        await until(lambda: bob_thinks.waiting, what="Bob's third decision")
        bob.cancel()
        await until(lambda: host.status(1) == "away", what="Bob away")
        host.hand_to_ai(1, "random")  # Bob is not coming back: the AI finishes his game
        result = await asyncio.wait_for(host.finished(), 60)
        assert result.scores and host.match.state.is_terminal()
        assert [s.kind for s in host.match.seats] == ["ai", "ai"] and host.match.seats[1].key is None
    finally:
        await host.close()


def test_a_waiting_seat_and_an_away_seat_are_handed_to_the_ai(tmp_path: Path) -> None:
    asyncio.run(_handed_over(tmp_path))


def test_a_headless_host_hands_seats_nobody_takes_to_the_ai_and_prints_the_result(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "game", "--data-dir", str(tmp_path), "host", GAME, "--players",
                           "net,easy", "--bind", LOOPBACK, "--seed", "3", "--ai-after", "1", "--ai-level", "random",
                           "--no-announce"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    lines = done.stdout.splitlines()
    assert done.returncode == 0, done.stderr
    assert lines[0].startswith(f"hosting {GAME} at {LOOPBACK}:") and " code " in lines[0]
    assert "Player 1 is played by the AI (random)" in lines and lines[-1].startswith("over: ")
    # The AI seat has a name, as in the window; the host's own result lines add the level it played at.
    assert any(line.startswith("Morgana (easy): ") for line in lines)


async def _host_quits(folder: Path) -> None:
    host = await open_host(GAME, seats_for(["random", "random"], [True, True]), SEED, saves_dir=folder / "saves")
    anna = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "game", "--data-dir", str(folder / "anna"), "join", f"{LOOPBACK}:{host.port}", "--code",
        CODE, "--level", "random", "--name", "Anna", cwd=ROOT, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    bob_thinks = Gated(stop_at=3)
    bob = asyncio.create_task(play(player(host.port, "random", SEED, "Bob", 1), Keyring(folder / "bob.json"),
                                   bob_thinks))
    await until(lambda: bob_thinks.waiting, what="Bob's third decision")
    played = len(host.match.actions)
    await host.close()
    bob_thinks.gate.set()  # his move comes too late: the table is closed
    table = await asyncio.wait_for(bob, 30)
    assert (table.closed, table.saved) == ("host-quit", True)
    out, err = await asyncio.wait_for(anna.communicate(), 30)
    assert anna.returncode == HOST_QUIT, err.decode()
    assert out.decode().splitlines()[-1] == "the host closed the table; the game is saved on the host"
    newest = max((folder / "saves").glob("autosave-*.json"), key=lambda p: p.stat().st_mtime_ns)
    loaded = saves.load(newest, upgrade=False)
    assert [s.kind for s in loaded.match.seats] == ["net", "net"] and all(s.key for s in loaded.match.seats)
    assert len(loaded.match.actions) == played
    m = loaded.match
    again = Host(Match.start(m.game, m.players, m.seed, m.options, m.seats), code="OTHER", history=m.actions,
                 thinker=Thinker(processes=False))
    assert again.started and [s["status"] for s in again.seats()] == ["away", "away"]


def test_a_host_that_quits_tells_its_players_the_game_is_saved_and_the_save_keeps_their_seats(tmp_path: Path) -> None:
    asyncio.run(_host_quits(tmp_path))


def test_a_saved_hotseat_game_is_hosted_with_its_seats_open_to_the_network_and_a_finished_one_is_not(
        tmp_path: Path) -> None:
    match = Match.start(GAME, 2, SEED, seats=[Seat("Anna", "human"), Seat("AI", "ai", "random")])
    saves.save(match, tmp_path / "hotseat.json")
    host = subprocess.Popen([sys.executable, "-m", "game", "--data-dir", str(tmp_path / "data"), "host", "--load",
                             str(tmp_path / "hotseat.json"), "--bind", LOOPBACK, "--no-announce", "--ai-after", "1",
                             "--ai-level", "random"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    out, _ = host.communicate(timeout=60)
    assert host.returncode == 0 and "Anna is played by the AI (random)" in out.splitlines()
    while not match.state.is_terminal():
        match.submit(match.state.legal_actions()[0])
    saves.save(match, tmp_path / "over.json")
    done = subprocess.run([sys.executable, "-m", "game", "--data-dir", str(tmp_path / "data"), "host", "--load",
                           str(tmp_path / "over.json"), "--no-announce"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and done.stderr.strip() == "card-table: error: that game is over"
