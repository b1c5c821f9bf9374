"""Hotseat privacy over whole games: two to four people (and AI seats) play seeded games of every game
through the table's own input, and at every drawn frame the faces the painter drew and the cards the
log names are checked against what the person at the screen may see then (see ``privacy.py``)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.engine.match import Seat
from game.ui import screen

from .privacy import Report, watch_game


def seats(people: int, ai: int) -> list[Seat]:
    return [Seat(f"Person {n + 1}") for n in range(people)] + [Seat(f"Bot {n + 1}", "ai", "random") for n in range(ai)]


# (game, people, AI seats, seed, options): each game at two people with an AI seat, and at three or
# four people; Dungeon Run with a short round limit so that a game ends in a few hundred moves.
GAMES: list[tuple[str, int, int, int, dict[str, Any]]] = [
    ("boss-monster", 2, 1, 1, {}),
    ("boss-monster", 3, 1, 2, {}),
    ("monster-day", 2, 0, 1, {}),
    ("monster-day", 2, 0, 2, {"extended-deck": True}),
    ("gauntlet-of-fools", 2, 1, 1, {}),
    ("gauntlet-of-fools", 3, 1, 2, {}),
    ("dungeon-run", 2, 1, 1, {"round-limit": 8}),
    ("dungeon-run", 4, 0, 2, {"round-limit": 5}),
]


@pytest.mark.parametrize("game, people, ai, seed, options", GAMES,
                         ids=[f"{g}-{p}people-{a}ai" for g, p, a, _, _ in GAMES])
def test_no_frame_of_a_hotseat_game_shows_what_its_viewer_may_not_see(
        tmp_path: Path, game: str, people: int, ai: int, seed: int, options: dict[str, Any]) -> None:
    report = Report()
    watch_game(game, seats(people, ai), seed, report, tmp_path, options)
    print(f"\n{game}, {people} people and {ai} AI, seed {seed}: {report.frames} frames checked, "
          f"{report.covers} hand-offs, {report.quick_asks} frames with a quick ask up, "
          f"decisions met: {sorted(report.kinds - {'None'})}")
    assert report.finished == report.games == 1
    assert not report.unanswerable
    assert report.leaks == []
    if game == "boss-monster":  # the windows came up, and were asked on the table
        assert report.quick_asks > 0 and {"respond", "cancel"} & report.kinds


def test_the_watch_reports_a_hand_left_face_up_after_its_owners_move(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: with the table never closing its owner's view, the first move's animation
    shows the mover's hand (and the card drawn into it) while the game is already the other's."""
    monkeypatch.setattr(screen.Screen, "moved_on", lambda self, current: False)
    report = Report()
    watch_game("monster-day", seats(2, 0), 1, report, tmp_path, max_decisions=2)
    assert report.leaks
