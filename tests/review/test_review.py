"""The review of a saved game: the same every time for the same save, each seat judged only on what
it could see, kept beside its save until the save's moves change."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai import bot_rng, decide
from game.engine.match import Match, Seat
from game.engine.saves import load, save
from game.review import Budget, review_match
from game.review.calibration import ANY, points_for, through
from game.review.estimate import chance, position_rng, raw_chance
from game.review.store import content_digest, keep, kept, review_path

ROOT = Path(__file__).resolve().parents[2]
TINY = Budget(worlds=2, cut=2, hard_iterations=4)
GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")


def played(game_id: str, seed: int, plies: int | None = None) -> Match:
    """A seeded game between random seats, to its end or ``plies`` decisions."""
    match = Match.start(game_id, 2, seed, {}, [Seat("Anna"), Seat("Bruno")])
    while not match.state.is_terminal() and (plies is None or len(match.actions) < plies):
        match.submit(decide(match.game, match.state, "random", bot_rng(seed, 0, len(match.actions))))
    return match


def test_the_review_of_a_seeded_game_is_the_same_run_twice() -> None:
    match = played("monster-day", 5)
    first = review_match(match, TINY, content_digest(match))
    second = review_match(played("monster-day", 5), TINY, content_digest(match))
    assert first.to_json() == second.to_json()
    assert len(first.points) == len(match.actions) + 1 and len(first.swings) == 3
    assert first.points[-1] == [match.state.result().reward(s) for s in range(2)]


def test_a_swing_names_the_move_made_and_the_hard_ais_and_is_among_the_biggest() -> None:
    match = played("monster-day", 8)
    review = review_match(match, TINY, content_digest(match))
    sizes = sorted((abs(review.points[p + 1][m] - review.points[p][m]) for p, m in enumerate(review.movers)),
                   reverse=True)
    for swing in review.swings:
        assert swing.move == str(match.actions[swing.ply]) and swing.seat == review.movers[swing.ply]
        assert swing.size >= sizes[len(review.swings) + 2] - 1e-9  # a forced move may be passed over
        assert 0.0 <= swing.made <= 1.0 and 0.0 <= swing.instead <= 1.0


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seats_estimate_does_not_change_with_the_hidden_cards_of_others(game_id: str) -> None:
    match = played(game_id, 3, plies=14)
    game, state = match.game, match.state
    for seat in range(2):
        # Every card this seat has not seen, put elsewhere: the seat cannot tell the two apart.
        other = game.from_information(game.information(state, seat))
        assert other.to_snapshot() != state.to_snapshot()
        assert raw_chance(game, other, seat, TINY, position_rng(3, 14, seat)) == \
            raw_chance(game, state, seat, TINY, position_rng(3, 14, seat))


def test_a_review_is_kept_beside_its_save_until_its_moves_change(tmp_path: Path) -> None:
    match = played("monster-day", 2)
    path = save(match, tmp_path / "game.json")
    review = review_match(match, TINY, content_digest(match))
    keep(path, review)
    assert review_path(path).exists() and json.loads(review_path(path).read_text())["digest"] == review.digest
    assert kept(path, load(path).match, TINY) == review
    assert kept(path, match, Budget(worlds=3, cut=2, hard_iterations=4)) is None  # another budget
    shorter = played("monster-day", 2, plies=len(match.actions) - 1)
    save(shorter, path)
    assert kept(path, load(path).match, TINY) is None


def test_a_finished_game_shows_its_result_and_an_estimate_stays_a_chance() -> None:
    match = played("gauntlet-of-fools", 4)
    assert [chance(match.game, match.state, s, TINY, position_rng(4, 0, s)) for s in range(2)] == \
        [match.state.result().reward(s) for s in range(2)]
    start = match.game.new_game(2, 4)
    assert all(0.0 <= chance(match.game, start, s, TINY, position_rng(4, 0, s)) <= 1.0 for s in range(2))


def test_the_calibration_map_reads_between_its_points_and_flat_beyond() -> None:
    points = [(0.1, 0.0), (0.5, 0.4), (0.9, 1.0)]
    assert through(points, 0.3) == pytest.approx(0.2)
    assert through(points, 0.0) == 0.0 and through(points, 0.95) == 1.0


def test_each_calibration_map_is_for_a_game_and_keeps_the_order_of_chances() -> None:
    from game.engine.registry import get
    from game.review.calibration import maps

    for game_id, tables in maps().items():
        for players, points in tables.items():
            assert players == ANY or players in get(game_id).players, game_id
            assert all(0.0 <= x <= 1.0 and 0.0 <= y <= 1.0 for x, y in points), game_id
            # a higher estimate never shows lower
            assert [y for _, y in points] == sorted(y for _, y in points), game_id


def test_a_game_mapped_by_seat_count_reads_each_count_through_its_own_map_or_the_nearest(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from game.review import calibration

    two, three = [(0.0, 0.2), (1.0, 0.8)], [(0.0, 0.1), (1.0, 0.6)]
    monkeypatch.setattr(calibration, "maps", lambda: {"dungeon-run": {2: two, 3: three}, "monster-day": {ANY: two}})
    assert points_for("dungeon-run", 2) == two and points_for("dungeon-run", 3) == three
    assert points_for("dungeon-run", 1) == two and points_for("dungeon-run", 6) == three
    assert points_for("monster-day", 2) == two and points_for("boss-monster", 2) is None
    assert calibration.calibrated("dungeon-run", 3, 0.5) == pytest.approx(0.35)


def test_a_kept_review_is_made_again_once_its_games_calibration_changes(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from game.review import store

    match = played("monster-day", 2)
    path = save(match, tmp_path / "game.json")
    keep(path, review_match(match, TINY, content_digest(match)))
    assert kept(path, match, TINY) is not None
    monkeypatch.setattr(store, "points_for", lambda game_id, players: [(0.0, 0.1), (1.0, 0.9)])
    assert kept(path, match, TINY) is None


def test_a_kept_review_is_made_again_only_when_the_map_of_its_seat_count_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.review import calibration

    two, three, other = [(0.0, 0.2), (1.0, 0.8)], [(0.0, 0.1), (1.0, 0.6)], [(0.0, 0.3), (1.0, 0.7)]
    monkeypatch.setattr(calibration, "maps", lambda: {"dungeon-run": {2: two, 3: three}})
    match = played("dungeon-run", 3, plies=4)
    path = save(match, tmp_path / "game.json")
    keep(path, review_match(match, TINY, content_digest(match)))
    monkeypatch.setattr(calibration, "maps", lambda: {"dungeon-run": {2: two, 3: other}})
    assert kept(path, match, TINY) is not None
    monkeypatch.setattr(calibration, "maps", lambda: {"dungeon-run": {2: other, 3: three}})
    assert kept(path, match, TINY) is None
