"""The impatient player (``impatient.py``) over every game's table: two people and an AI at one
screen (two people where the game takes two), and one person against the AI. Each game is driven
through the window's own loop with random clicks, drags and keys at random moments, and every turn of
the loop is checked: no exception, no private face for the wrong person, a way forward within
``LIVENESS`` seconds whenever a person must decide, the table showing the session's match, a window
that never sleeps while something waits, and a hand-off cover passed only by its button."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui import screen
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene

from .impatient import SETUPS, Figures, Impatient, key, play

GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")
CASES = [(game, setup) for game in GAMES for setup in SETUPS]
IDS = [f"{game}-{setup}" for game, setup in CASES]


def run(games: list[tuple[str, str, int]], data: Path) -> Figures:
    total = Figures(games=0)
    for game, setup, seed in games:
        total.add(play(game, setup, seed, data))
    return total


def report(figures: Figures) -> str:
    return "\n".join([figures.line(), *map(str, figures.problems)])


@pytest.mark.parametrize("game, setup", CASES, ids=IDS)
def test_an_impatient_player_never_freezes_nor_breaks_the_table(tmp_path: Path, game: str, setup: str) -> None:
    figures = run([(game, setup, 1)], tmp_path)
    print(f"\n{game} {setup}: {figures.line()}")
    assert figures.games == 1 and figures.frames > 0 and figures.inputs > 0
    assert not figures.problems, report(figures)
    assert figures.finished == 1


@pytest.mark.slow
@pytest.mark.parametrize("game, setup", CASES, ids=IDS)
def test_many_impatient_games(tmp_path: Path, game: str, setup: str) -> None:
    figures = run([(game, setup, seed) for seed in range(2, 14)], tmp_path)
    print(f"\n{game} {setup}: {figures.line()}")
    assert not figures.problems, report(figures)
    assert figures.finished == figures.games


# Games in which the impatient player met a problem once, replayed from their seeds (each replays the
# same while the game's rules and the table's layout stay as they were): Boss Monster seed 63, where
# a spell dropped on a hero sends its target from ``show`` after the turn's update had looked at the
# queue, and the window slept with the target queued; seed 48, where a room named in the log was
# zoomed (a false alarm of the privacy watch, now taught that the log's cards are public).
FOUND = [("boss-monster", "hotseat", 63), ("boss-monster", "hotseat", 48)]


@pytest.mark.parametrize("game, setup, seed", FOUND, ids=[f"{g}-{s}-{n}" for g, s, n in FOUND])
def test_the_games_that_found_problems(tmp_path: Path, game: str, setup: str, seed: int) -> None:
    figures = play(game, setup, seed, tmp_path)
    assert not figures.problems, report(figures)


# --- the reported freezes, as scripted reproductions --------------------------------------------------
def to_decision(player: Impatient, limit: float = 30.0) -> None:
    """Turns of the loop with no input until the person may act on the table."""
    scene = player.scene
    end = player.now + limit
    while not (player.app.stack.top is scene and not scene.anim.busy and player.ways and player.must_decide()):
        assert player.now < end, "no decision came"
        player.turn([])


def rest(player: Impatient, seconds: float) -> None:
    """Turns of the loop with no input: a table must go on by itself."""
    end = player.now + seconds
    while player.now < end:
        player.turn([])


def move_and_confirm(player: Impatient) -> None:
    """The first move lit on the table, confirmed with Enter."""
    gesture = player.scene.table.gestures()[0]
    plan = player.click(gesture.start) if gesture.start == gesture.end else player.drag(gesture.start, gesture.end)
    for events in plan:
        player.turn(events)
    assert player.scene.confirm.active, "the move asks to be confirmed against the AI"
    player.turn([key(pygame.K_RETURN)])


def test_an_undo_while_the_ai_answers_leaves_the_table_live(tmp_path: Path) -> None:
    """Boss Monster against the AI: a move confirmed with Enter, then U while the AI is still
    answering. The undo goes through; the AI's answer, which comes after it, must not block the
    person's next move (on today's table it waits in the queue for a thinking time that never runs)."""
    with Impatient("boss-monster", "solo", 1, tmp_path, speed="fast", confirm="ai", answer_delay=1.0) as player:
        to_decision(player)
        move_and_confirm(player)
        for _ in range(3):
            player.turn([])
        assert player.session.thinking, "the AI is answering"
        player.turn([key(pygame.K_u)])
        assert player.session.ply == 0, "the undo went through"
        rest(player, 3.0)  # past the AI's answer and the liveness limit
        to_decision(player)
        move_and_confirm(player)
        rest(player, 3.0)
        assert player.session.ply > 0, "the move after the undo was played"
    assert not player.figures.problems, report(player.figures)


def test_a_table_taken_over_without_a_cover_opens_its_input_without_waiting_for_input(tmp_path: Path) -> None:
    """Dungeon Run with two people at the screen opens on a decision of the first, who holds nothing
    secret yet: the table is theirs at once, and its input must open with no event to wake it."""
    with Impatient("dungeon-run", "hotseat", 1, tmp_path, speed="fast", confirm="never") as player:
        rest(player, 3.0)
    assert not player.figures.problems, report(player.figures)


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_1])
def test_the_hand_off_cover_stays_up_after_enter_space_or_a_digit(tmp_path: Path, code: int) -> None:
    with Impatient("monster-day", "hotseat", 1, tmp_path, speed="fast", confirm="never") as player:
        while not isinstance(player.app.stack.top, HandOff):
            assert player.now < 10, "no cover came"
            player.turn([])
        cover = player.app.stack.top
        player.turn([key(code)])
        player.turn([])
        assert cover in player.app.stack.scenes, f"{pygame.key.name(code)} passed the cover"
        for events in player.click(cover.form.named("ready").rect.center):
            player.turn(events)
        assert cover not in player.app.stack.scenes and isinstance(player.app.stack.top, TableScene)


# --- each check can fail: a fault put into the table on purpose is reported ----------------------------
def kinds(game: str, setup: str, data: Path) -> set[str]:
    return {problem.kind for problem in play(game, setup, 1, data, stop=True).problems}


def test_a_hand_left_face_up_after_its_owners_move_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screen.Screen, "moved_on", lambda self, current: False)
    assert "private face shown" in kinds("monster-day", "hotseat", tmp_path)


def test_a_decision_that_never_opens_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TableScene, "_open_for", lambda self, legal: None)
    assert {"no way forward", "rests while waiting"} & kinds("monster-day", "solo", tmp_path)


def test_a_window_that_sleeps_while_the_ai_answers_is_reported(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TableScene, "next_wake", lambda self: None)
    assert "rests while waiting" in kinds("boss-monster", "solo", tmp_path)


def test_a_cover_passed_by_enter_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = HandOff.handle

    def by_enter(self: HandOff, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.ready()
        else:
            real(self, event)

    monkeypatch.setattr(HandOff, "handle", by_enter)
    assert "cover passed" in kinds("monster-day", "hotseat", tmp_path)


def test_a_table_left_on_the_position_before_an_undo_is_reported(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TableScene, "_fresh_table", lambda self: None)
    with Impatient("boss-monster", "solo", 1, tmp_path, speed="fast", confirm="ai", answer_delay=1.0,
                   stop=True) as player:
        to_decision(player)
        move_and_confirm(player)
        rest(player, 0.5)
        player.turn([key(pygame.K_u)])
        rest(player, 3.0)
    assert "stale table" in {problem.kind for problem in player.figures.problems}
