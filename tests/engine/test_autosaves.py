"""Autosaves: one file per game, written over as that game goes on and kept until it is finished or
the player deletes it; the oldest finished ones go once a game has more than its bound, never an
unfinished one; Continue resumes the most recent game that is not over."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.engine import autosaves, saves
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.engine.autosaves import AUTOSAVES_PER_GAME, autosave, latest_loadable, resumable
from game.engine.saves import save

GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")
SEATS = {"monster-day": 2, "boss-monster": 2, "gauntlet-of-fools": 2, "dungeon-run": 1}


def started(game: str, seed: int) -> Match:
    players = SEATS[game]
    return Match.start(game, players, seed, seats=[Seat(f"P{n + 1}") for n in range(players)])


def play(match: Match, moves: int, rng: Rng) -> Match:
    for _ in range(moves):
        if match.state.is_terminal():
            break
        match.submit(rng.choice(match.state.legal_actions()))
    return match


def finished(seed: int) -> Match:
    return play(started("monster-day", seed), 100, Rng(seed))


def later(path: Path, seconds: float) -> None:
    """Marks a file as written ``seconds`` after now: the lists go by the time a file was written."""
    stamp = path.stat().st_mtime + seconds
    os.utime(path, (stamp, stamp))


def test_a_game_keeps_one_autosave_written_over_by_its_moves(tmp_path: Path) -> None:
    match = started("monster-day", 3)
    rng = Rng(3)
    paths = {autosave(play(match, 1, rng), tmp_path) for _ in range(5)}
    assert len(paths) == 1 and [p.name for p in tmp_path.iterdir()] == [next(iter(paths)).name]
    assert json.loads(next(iter(paths)).read_text())["match_id"] == match.id
    loaded = latest_loadable(tmp_path)
    assert loaded is not None and loaded.match.actions == match.actions and loaded.match.id == match.id


@pytest.mark.parametrize("game", GAMES)
def test_an_unfinished_game_survives_any_number_of_moves_in_other_games(tmp_path: Path, game: str) -> None:
    mine = play(started(game, 1), 4, Rng(1))
    kept = autosave(mine, tmp_path)
    content = kept.read_bytes()
    rng = Rng(2)
    for seed, other in enumerate(g for g in GAMES for _ in range(2)):  # two games of each, this one too
        match = started(other, 100 + seed)
        for _ in range(6):
            path = autosave(play(match, 3, rng), tmp_path)
            later(path, seed + 1)
    for seed in range(AUTOSAVES_PER_GAME + 2):  # more unfinished games of the same kind than the bound
        later(autosave(play(started(game, 200 + seed), 2, rng), tmp_path), 50 + seed)
    assert kept.read_bytes() == content
    assert kept in [entry.path for entry in resumable(tmp_path)]
    assert saves.load(kept, upgrade=False).match.actions == mine.actions


def test_past_the_bound_the_oldest_finished_autosaves_go_and_unfinished_ones_stay(tmp_path: Path) -> None:
    unfinished = [autosave(play(started("monster-day", seed), 3, Rng(seed)), tmp_path) for seed in range(3)]
    done = []
    for n in range(AUTOSAVES_PER_GAME):
        path = autosave(finished(10 + n), tmp_path)
        later(path, n + 1)
        done.append(path)
    names = {p.name for p in tmp_path.glob("autosave-monster-day-*.json")}
    assert len(names) == AUTOSAVES_PER_GAME
    assert {p.name for p in unfinished} <= names  # never an unfinished game's
    assert {p.name for p in done[-(AUTOSAVES_PER_GAME - 3):]} <= names  # the newest finished ones stay
    assert not {p.name for p in done[:3]} & names  # the three oldest finished went
    other = autosave(finished(99), tmp_path)  # another game's autosaves are counted apart
    assert other.exists() and len(list(tmp_path.glob("autosave-monster-day-*.json"))) == AUTOSAVES_PER_GAME


def test_continue_never_reopens_a_won_game_and_resumes_the_unfinished_one(tmp_path: Path) -> None:
    waiting = autosave(play(started("boss-monster", 4), 6, Rng(4)), tmp_path)
    won = started("monster-day", 5)
    rng = Rng(5)
    play(won, 10, rng)
    mid_game = save(won, tmp_path / "before-the-end.json")  # a save the player made along the way
    later(mid_game, 5)
    while not won.state.is_terminal():
        later(autosave(play(won, 1, rng), tmp_path), 10)
    assert json.loads(autosaves.autosave_path(won, tmp_path).read_text())["finished"] is True
    loaded = latest_loadable(tmp_path)
    assert loaded is not None and loaded.path == waiting
    assert [entry.path for entry in resumable(tmp_path)] == [waiting]


def test_an_old_save_without_a_game_name_still_belongs_to_one_game(tmp_path: Path) -> None:
    match = play(started("monster-day", 6), 4, Rng(6))
    path = save(match, tmp_path / "old.json")
    doc = json.loads(path.read_text())
    del doc["match_id"]
    path.write_text(json.dumps(doc))
    first, second = saves.load(path, upgrade=False).match.id, saves.load(path, upgrade=False).match.id
    assert first == second and first != match.id


def test_a_game_name_that_could_reach_outside_the_folder_is_not_used(tmp_path: Path) -> None:
    match = play(started("monster-day", 7), 4, Rng(7))
    path = save(match, tmp_path / "odd.json")
    doc = json.loads(path.read_text())
    doc["match_id"] = "../../elsewhere"
    path.write_text(json.dumps(doc))
    loaded = saves.load(path, upgrade=False).match
    assert "/" not in loaded.id and "." not in loaded.id
    assert autosave(loaded, tmp_path).parent == tmp_path


def claims_finished(path: Path, body: str) -> Path:
    """The file with a header that says its game is over, over a body that is ``damaged`` (its log
    does not replay) or ``unfinished`` (it replays to a game not over: the mark is false)."""
    doc = json.loads(path.read_text())
    doc["finished"] = True
    if body == "damaged":
        doc["actions"] = doc["actions"][:-1] + ["play nothing-at-all"]
    path.write_text(json.dumps(doc))
    return path


@pytest.mark.parametrize("body", ["damaged", "unfinished"])
def test_pruning_keeps_a_file_whose_header_alone_says_finished(tmp_path: Path, body: str) -> None:
    claim = claims_finished(autosave(play(started("monster-day", 1), 4, Rng(1)), tmp_path), body)
    content = claim.read_bytes()
    with pytest.raises(saves.SaveError):
        saves.load(claim, upgrade=False)  # the header is checked against the moves on loading
    for n in range(AUTOSAVES_PER_GAME + 2):
        later(autosave(finished(10 + n), tmp_path), n + 1)
    assert claim.read_bytes() == content
    assert len(list(tmp_path.glob("autosave-monster-day-*.json"))) == AUTOSAVES_PER_GAME


def test_an_older_save_loaded_goes_on_as_a_branch_and_the_later_autosave_stays(tmp_path: Path) -> None:
    match, rng = started("boss-monster", 8), Rng(8)
    early = save(play(match, 6, rng), tmp_path / "early.json")
    later_autosave = autosave(play(match, 15, rng), tmp_path)
    content = later_autosave.read_bytes()
    loaded = saves.load(early, upgrade=False)
    autosaves.go_on_from(loaded, tmp_path)
    assert loaded.match.id != match.id
    branch = autosave(play(loaded.match, 1, Rng(80)), tmp_path)
    assert branch != later_autosave and later_autosave.read_bytes() == content
    assert {later_autosave, branch} <= {entry.path for entry in resumable(tmp_path)}
    assert saves.load(later_autosave, upgrade=False).match.actions == match.actions


def test_a_game_reopened_from_its_latest_point_keeps_its_name(tmp_path: Path) -> None:
    match = play(started("dungeon-run", 9), 12, Rng(9))
    own = autosave(match, tmp_path)
    same_point = save(match, tmp_path / "named.json")  # a save the player made where the game stands
    for path in (own, same_point):
        loaded = saves.load(path, upgrade=False)
        autosaves.go_on_from(loaded, tmp_path)
        assert loaded.match.id == match.id


def test_a_save_whose_autosave_is_damaged_branches_and_leaves_the_damaged_file(tmp_path: Path) -> None:
    match = play(started("monster-day", 10), 4, Rng(10))
    named = save(match, tmp_path / "named.json")
    damaged = autosaves.autosave_path(match, tmp_path)
    damaged.write_text('{"format": "card-table-save", ')
    loaded = saves.load(named, upgrade=False)
    autosaves.go_on_from(loaded, tmp_path)
    assert loaded.match.id != match.id
    autosave(play(loaded.match, 1, Rng(10)), tmp_path)
    assert damaged.read_text() == '{"format": "card-table-save", '
