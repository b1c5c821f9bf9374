"""Whole games of every game between AI players at "other computers" (real sockets on the loopback
address): each ends with the same scores as the same seed played locally; nothing the host sent a
player, every message as the player opened it, names a card that player could not see at that moment;
and every byte a third party on the network sees, each way, names no card, no join code and no
seat's secret."""
from __future__ import annotations

import asyncio
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.engine.match import Match
from game.engine.registry import all_games, get
from game.engine.state import Result
from game.net.channel import key_of
from game.net.seat import Table

from .helpers import CODE, GAME_SECONDS, Opened, Recorder, frames, local_result, open_host, seat_players, seats_for
from .leaks import Sight, card_ids, named_cards

# Each game with two to four network players, AI seats of the host's own beside some: (levels, network seat?).
GAMES: dict[str, tuple[list[str], list[bool]]] = {
    "monster-day": (["easy", "random"], [True, True]),
    "boss-monster": (["random", "easy", "random"], [True, False, True]),
    "gauntlet-of-fools": (["random", "easy", "random", "random"], [True, True, True, True]),
    "dungeon-run": (["easy", "random", "random"], [True, True, False]),
}
SEED = 4242


@dataclass
class Played:
    game_id: str
    match: Match
    tables: list[Table]
    streams: list[bytes]  # what the host sent, as recorded on the way
    ups: list[bytes]  # what the players sent
    opened: list[list[dict[str, Any]]]  # what each player's connection opened
    local: Result


async def _play(game_id: str, folder: Path, levels: list[str], net: list[bool], seed: int) -> Played:
    host = await open_host(game_id, seats_for(levels, net), seed)
    recorder = Recorder(host.port)
    await recorder.start()
    with Opened() as opened:
        players = await seat_players(recorder.port, levels, net, seed, folder)
        try:
            await asyncio.wait_for(host.finished(), GAME_SECONDS)
            tables = await asyncio.wait_for(asyncio.gather(*players), 30)
        finally:
            await host.close()
    return Played(game_id, host.match, list(tables), [bytes(s) for s in recorder.streams],
                  [bytes(s) for s in recorder.ups], list(opened.connections.values()), local_result(game_id, levels, seed))


@pytest.fixture(scope="module", params=sorted(GAMES))
def played(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Played:
    levels, net = GAMES[request.param]
    return asyncio.run(_play(request.param, tmp_path_factory.mktemp(request.param), levels, net, SEED))


def test_a_network_game_ends_scored_as_the_same_seed_played_locally(played: Played) -> None:
    check_scores(played)


def check_scores(played: Played) -> None:
    result = played.match.state.result()
    assert result == played.local
    for table in played.tables:
        assert table.closed == "game-over"
        assert table.result == json.loads(json.dumps(result.to_json()))


def _truth(played: Played, seat: int) -> tuple[list[dict[str, Any]], list[dict[str, Any] | None], list[set[str]]]:
    """The seat's view, its information while deciding, and the cards it may have seen, at each ply of
    the host's game played again from its seed."""
    m = played.match
    replay = Match.start(m.game, m.players, m.seed, m.options, m.seats)
    sight = Sight(m.game, seat)
    sight.read(replay.state.opening_log())
    views, infos, allowed = [], [], []
    for ply in range(len(m.actions) + 1):
        state = replay.state
        views.append(json.loads(json.dumps(state.view(seat))))
        infos.append(m.game.information(state, seat) if state.current_player() == seat else None)
        allowed.append(named_cards(m.game, views[-1]) | sight.seen)
        if ply < len(m.actions):
            sight.read(replay.submit(m.actions[ply]))
    return views, infos, allowed


def test_no_message_the_host_sends_a_player_names_a_card_it_may_not_see(played: Played) -> None:
    check_messages(played)


def test_a_listener_on_the_network_reads_no_card_code_or_secret(played: Played) -> None:
    check_wire(played)


def check_wire(played: Played) -> None:
    """Every byte each way, and each frame's payload unmasked as any listener can: the clear welcome,
    hello and key exchange, then sealed bytes naming nothing."""
    secrets = [table.secret for table in played.tables]
    hidden = [CODE, CODE.lower(), *secrets, *map(key_of, secrets), *card_ids(get(played.game_id))]
    assert len(played.streams) == len(played.opened) and played.ups
    for stream in played.streams + played.ups:
        payloads = b"".join(m if isinstance(m, bytes) else json.dumps(m).encode() for m in frames(stream))
        for seen in (stream, payloads):  # a word alone, not inside another ("witch" in "Switching Protocols")
            found = [word for word in hidden if re.search(rb"(?<![\w-])" + re.escape(word.encode()) + rb"(?![\w-])", seen)]
            assert not found, f"{played.game_id}: a listener read {found[:5]}"
    # The sealed frames each connection carried are the messages its player opened, and checked.
    assert sorted(sum(isinstance(m, bytes) for m in frames(stream)) for stream in played.streams) == \
        sorted(sum(m["type"] not in ("welcome", "pake") for m in opened) for opened in played.opened)


def check_messages(played: Played) -> None:
    game = get(played.game_id)
    checked = 0
    for messages in played.opened:
        seat = next(m["seat"] for m in messages if m["type"] == "joined")
        views, infos, allowed = _truth(played, seat)
        ply = 0
        for message in messages:
            ply = message.get("ply", ply)
            leaks = named_cards(game, message) - allowed[ply]
            assert not leaks, f"{played.game_id}: seat {seat} was sent {sorted(leaks)} at ply {ply}"
            text = json.dumps(message)
            assert '"seed"' not in text
            if message["type"] == "table":
                assert message["view"] == views[ply], f"seat {seat} was sent another view than its own at ply {ply}"
                assert message["information"] == (json.loads(json.dumps(infos[ply])) if infos[ply] else None)
                assert message["information"] is None or message["information"]["state"]["rng"] == 0
                checked += 1
    assert checked > len(played.match.actions)  # every player was sent a table after every move


SLOW_CASES = [(game.id, n) for game in all_games() for n in range(max(2, game.players.start), min(4, game.players.stop - 1) + 1)]


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players"), SLOW_CASES)
def test_network_games_of_each_player_count_score_as_played_locally_and_send_nothing_hidden(
        game_id: str, players: int, tmp_path: Path) -> None:
    for seed in range(3):
        levels = ["easy" if seat == seed % players else "random" for seat in range(players)]
        played = asyncio.run(_play(game_id, tmp_path / str(seed), levels, [True] * players, 100 + seed))
        check_scores(played)
        check_messages(played)
        check_wire(played)
