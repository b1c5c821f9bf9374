"""The way a window will play a network game, without pygame: a host in a thread of its own, and two
seats polled from an ordinary loop as a window polls them each frame, one at the host's own table
(claimed over the loopback address with the host's ticket) and one joining with the code as a player
at another computer does. The same ``SeatThread`` serves both, and the game ends as it would locally."""
from __future__ import annotations

import time

from game.ai import bot_rng, decide, level_for
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.net.background import HostThread, SeatThread
from game.net.seat import Claim, look

from .helpers import CODE, LOOPBACK, local_result

SEED = 19
GAME = "monster-day"


def test_a_window_plays_a_seat_at_its_own_host_and_one_at_another_through_the_same_seat() -> None:
    game = get(GAME)
    match = Match.start(GAME, 2, SEED, seats=[Seat("Anna", "human"), Seat("Player 2", "net")])
    host = HostThread(match, code=CODE, processes=False)
    try:
        port = host.open(LOOPBACK, 0, advertise=False)
        welcome = host.network.call(look(f"{LOOPBACK}:{port}"))  # a join screen, before a seat is picked
        assert [(s["name"], s["status"]) for s in welcome["seats"]] == [("Anna", "host"), ("Player 2", "open")]
        here = host.host_seat(0)
        there = SeatThread(f"{LOOPBACK}:{port}", Claim(name="Bob", code=CODE))
        asked = {0: -1, 1: -1}
        deadline = time.monotonic() + 60
        while here.state != "closed" or there.state != "closed":
            assert time.monotonic() < deadline and "failed" not in (here.state, there.state), (here.problem,
                                                                                                there.problem)
            for seat in (here, there):
                seat.poll()
                table = seat.table
                if table is not None and table.deciding and asked[table.seat] != table.ply:
                    asked[table.seat] = table.ply
                    assert table.information is not None
                    state = game.from_information(table.information)  # what a window's hint asks the AI from
                    seat.act(decide(game, state, level_for(game, "random"), bot_rng(SEED, table.seat, table.ply)))
            time.sleep(0.002)
        local = local_result(GAME, ["random", "random"], SEED)
        for seat in (here, there):
            assert seat.table is not None and seat.table.closed == "game-over"
            assert seat.table.result is not None and seat.table.result["scores"] == list(local.scores)
            assert [s["name"] for s in seat.table.seats] == ["Anna", "Bob"]
            assert any(event["kind"] == "game_over" for event in seat.table.log)
        notices = []
        while not host.notices.empty():
            notices.append(host.notices.get())
        assert f"Bob took seat 2 from {LOOPBACK}" in " ".join(notices) and "Anna is back in seat 1" in notices
        here.close()
        there.close()
    finally:
        host.close()
