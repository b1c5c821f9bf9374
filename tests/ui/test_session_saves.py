"""A game played through a session is on disk after every decision: quitting in the middle of a turn
and pressing Continue gives back every move, not only those up to the last turn boundary."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import autosaves
from game.engine.events import TURN_BEGINS
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui.session import Session

# Monster Day is left out: each of its turns is one decision, so a turn boundary follows every move.
GAMES = {"boss-monster": 2, "gauntlet-of-fools": 2, "dungeon-run": 2}


def people(game: str, players: int, seed: int, folder: Path) -> Session:
    seats = [Seat(f"Player {n + 1}") for n in range(players)]
    return Session(Match.start(game, players, seed, seats=seats), saves_dir=folder)


def decide(session: Session, rng: Rng) -> bool:
    """One decision of whoever's turn it is, through the queue; whether it began a new turn."""
    seat = session.current()
    assert seat is not None
    session.put(rng.choice(session.legal(seat)), seat)
    played = session.step()
    assert played is not None
    return any(e.kind == TURN_BEGINS for e in played.events)


def mid_turn(game: str, players: int, folder: Path) -> Session:
    """A session a few turns in, stopped two decisions after a turn began (none of them a boundary)."""
    for seed in range(20):
        session = people(game, players, seed, folder)
        rng, since, turns = Rng(seed), 0, 0
        while not session.over() and len(session.match.actions) < 400:
            if decide(session, rng):
                since, turns = 0, turns + 1
            else:
                since += 1
            if turns >= 2 and since == 2:
                return session
        session.close()
    raise AssertionError(f"no {game} game had two decisions in one turn")


@pytest.mark.parametrize("game", GAMES)
def test_continue_after_quitting_mid_turn_gives_back_every_move(tmp_path: Path, game: str) -> None:
    session = mid_turn(game, GAMES[game], tmp_path)
    played = list(session.match.actions)
    session.close()  # what leaving the table does: the pending write is finished first
    loaded = autosaves.latest_loadable(tmp_path)
    assert loaded is not None and loaded.match.id == session.match.id
    assert loaded.match.actions == played
