"""Replaying a saved game on its table: every position shown is the one a fresh engine reaches with the
same moves, going back shows what going forward shows, a seat's replay draws only what that seat could
see, and playing on from a replayed position leaves the save it came from as it was."""
from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import autosaves, saves
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.review import Budget, review_match
from game.review.store import content_digest, keep
from game.ui.app import App
from game.ui.scenes.overlays import GameOver
from game.ui.review_task import BUDGET
from game.ui.scenes.replay import CHART_RECT, ReplayScene
from game.ui.scenes.replay_seats import ReplaySeats, replay_save
from game.ui.scenes.saves import EXAMPLES, LoadScene
from game.ui.scenes.table import TableScene

from .conftest import table
from .helpers import click, frame, key, until
from .privacy import strings
from .test_whole_game import play_first_card, play_to_the_end

# One short seeded game of each game; Dungeon Run with a round limit so that it ends soon.
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("boss-monster", 4, {}), ("dungeon-run", 2, {"round-limit": 5}),
    ("gauntlet-of-fools", 3, {}), ("monster-day", 5, {}),
]
SEATS = [Seat("Anna"), Seat("Bruno", "ai", "random")]
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def recorded(game_id: str, seed: int, options: dict[str, Any], stop: int | None = None) -> Match:
    """A game played by random choices to its end (or to ``stop`` moves)."""
    match = Match.start(game_id, 2, seed, options, list(SEATS))
    rng = Rng(seed)
    while not match.state.is_terminal() and (stop is None or len(match.actions) < stop):
        match.submit(rng.choice(match.state.legal_actions()))
    return match


def opened(app: App, path: Path, seat: str = "seat:0") -> ReplayScene:
    """The save replayed as the window opens it, the seat chosen by its button."""
    replay_save(app, path)
    picker = app.stack.top
    assert isinstance(picker, ReplaySeats)
    click(app, picker.form.named(seat).rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    return scene


def saved(app: App, match: Match, name: str = "game.json") -> Path:
    path = app.saves_dir / name
    saves.save(match, path)
    return path


def settle(app: App, scene: ReplayScene, dt: float = 0.08) -> None:
    while scene.anim.busy:
        frame(app, dt=dt)


def right_half(scene: ReplayScene, name: str) -> tuple[int, int]:
    """A point on a selector's ›, which steps it on."""
    rect = scene.form.named(name).rect
    return rect.right - 12, rect.centery


def log_text(scene: ReplayScene) -> list[str]:
    return ["".join(text for text, _ in entry.segments) for entry in scene.log.entries]


@pytest.mark.parametrize("game_id, seed, options", GAMES, ids=[g for g, _, _ in GAMES])
def test_stepping_forward_shows_what_a_fresh_replay_reaches_at_every_move(
        app: App, game_id: str, seed: int, options: dict[str, Any]) -> None:
    match = recorded(game_id, seed, options)
    scene = opened(app, saved(app, match))
    fresh = Match.start(game_id, 2, seed, options, list(SEATS))
    assert scene.ply == 0 and scene.view() == fresh.state.view(0)
    for ply, action in enumerate(match.actions, 1):
        key(app, pygame.K_RIGHT)
        fresh.submit(action)
        settle(app, scene)
        assert scene.ply == ply
        assert scene.tape.state(ply).to_snapshot() == fresh.state.to_snapshot()
        assert scene.view() == scene.table.view == fresh.state.view(0)
    assert fresh.state.to_snapshot() == match.state.to_snapshot()  # the saved match, move for move
    key(app, pygame.K_RIGHT)
    assert scene.ply == len(match.actions)  # the end stays the end


@pytest.mark.parametrize("game_id, seed, options", GAMES[:2], ids=[g for g, _, _ in GAMES[:2]])
def test_going_back_and_jumping_shows_what_stepping_forward_showed(
        app: App, game_id: str, seed: int, options: dict[str, Any]) -> None:
    path = saved(app, recorded(game_id, seed, options))
    forward = opened(app, path)
    shown: dict[int, tuple[Any, list[str]]] = {0: (forward.view(), log_text(forward))}
    for ply in range(1, forward.tape.length + 1):
        key(app, pygame.K_RIGHT)
        settle(app, forward)
        shown[ply] = (forward.view(), log_text(forward))
    key(app, pygame.K_ESCAPE)
    scene = opened(app, path)
    rng = Rng(seed)
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END]
    visited = set()
    for _ in range(120):
        key(app, rng.choice(keys + [pygame.K_LEFT] * 3))
        settle(app, scene)
        visited.add(scene.ply)
        assert (scene.view(), log_text(scene)) == shown[scene.ply]
    assert len(visited) > 10


def seat_leaks(app: App, scene: ReplayScene, seat: int, moves: list[int]) -> list[str]:
    """Plays the keys ``moves`` frame by frame and lists every face or log name that ``seat`` could not
    see at the moment drawn: what it saw before the move, the move's events as told to it, and after."""
    tape = scene.tape
    ever: set[str] = set()
    leaks: list[str] = []
    for code in moves:
        key(app, code)
        while True:
            ply = scene.ply
            now = tape.state(ply)
            secret = strings(now.to_snapshot()) | set().union(*(strings(now.view(s)) for s in range(tape.players)))
            allowed = strings(now.view(seat))
            if ply > 0:
                allowed |= strings([e.for_seat(seat) for e in tape.events[ply - 1]])
                allowed |= strings(tape.state(ply - 1).view(seat))
                tape.state(ply)  # the tape's shared position back where the scene left it
            ever |= allowed
            drawn = set(scene.table.faces.drawn) & (secret - allowed)
            named = {ref.card for entry in scene.log.entries for _, ref in entry.segments if ref is not None and ref.card}
            told = named & secret - ever
            if drawn or told:
                leaks.append(f"move {ply}: drew {sorted(drawn)}, the log named {sorted(told)}")
            if not scene.anim.busy:
                break
            frame(app, dt=0.08)
    return leaks


@pytest.mark.parametrize("game_id, seed, options", GAMES, ids=[g for g, _, _ in GAMES])
def test_a_seats_replay_never_draws_a_card_that_seat_could_not_see(
        app: App, game_id: str, seed: int, options: dict[str, Any]) -> None:
    app.settings.speed = "fast"
    scene = opened(app, saved(app, recorded(game_id, seed, options)), "seat:1")
    moves = [pygame.K_RIGHT] * scene.tape.length + [pygame.K_PAGEUP, pygame.K_LEFT, pygame.K_HOME]
    assert seat_leaks(app, scene, 1, moves) == []


def test_the_privacy_check_sees_another_seats_hand(app: App) -> None:
    """The check can fail: a replay shown from Anna's seat is checked as Bruno's."""
    scene = opened(app, saved(app, recorded("monster-day", 5, {})), "seat:0")
    assert seat_leaks(app, scene, 1, [pygame.K_RIGHT] * 3)


def test_an_unfinished_game_is_watched_only_through_the_eyes_of_its_people(app: App) -> None:
    """Watching an unfinished game through the AI's eyes, then playing on, would show its hand."""
    replay_save(app, saved(app, recorded("monster-day", 9, {}, stop=6)))
    picker = app.stack.top
    assert isinstance(picker, ReplaySeats)
    assert [c.name for c in picker.form.controls] == ["seat:0", "back"]


def test_playing_on_from_a_replayed_autosave_leaves_it_byte_for_byte(app: App) -> None:
    match = recorded("monster-day", 9, {}, stop=12)
    original = autosaves.autosave(match, app.saves_dir)
    before = original.read_bytes()
    load = LoadScene(app)
    app.push(load)
    click(app, load.form.named(f"replay:{original.name}").rect.center)
    picker = app.stack.top
    assert isinstance(picker, ReplaySeats)
    assert "every" not in [c.name for c in picker.form.controls]  # an unfinished game keeps its secrets
    click(app, picker.form.named("seat:0").rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    for code in (pygame.K_HOME, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT):
        key(app, code)
    click(app, scene.form.named("play_on").rect.center)
    table_scene = app.stack.top
    assert isinstance(table_scene, TableScene)
    session = table_scene.session
    assert session.ply == 4
    while session.ply < 8:  # the new game goes on, Anna and the AI moving in turn
        until(app, lambda: table_scene.table.legal is not None)
        play_first_card(app, table_scene)
    session.flush()
    assert original.read_bytes() == before
    branch = autosaves.autosave_path(session.match, app.saves_dir)
    assert branch != original and branch.exists()
    assert saves.load(branch, upgrade=False).match.actions[:4] == match.actions[:4]


def test_the_bar_s_buttons_move_the_replay(app: App) -> None:
    scene = opened(app, saved(app, recorded("gauntlet-of-fools", 3, {})))
    tape = scene.tape

    def press(name: str) -> int:
        click(app, scene.form.named(name).rect.center)
        settle(app, scene)
        return scene.ply

    assert press("end") == tape.length
    assert press("start") == 0
    assert press("forward") == 1
    assert press("back") == 0
    assert press("turn_on") == tape.turn_after(0) > 0
    assert press("turn_on") == tape.turn_after(tape.turn_after(0))
    assert press("turn_back") == tape.turn_after(0)
    pace = scene.pace
    click(app, right_half(scene, "pace"))
    assert scene.pace < pace
    press("play")
    assert scene.playing
    until(app, lambda: scene.ply > tape.turn_after(0) + 2)
    key(app, pygame.K_SPACE)
    assert not scene.playing
    assert "play_on" not in [c.name for c in scene.form.controls]  # a finished game is not played on
    click(app, scene.form.named("leave").rect.center)
    assert not isinstance(app.stack.top, ReplayScene)


def test_the_game_over_panel_replays_the_game_with_any_seat_in_turn(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")], seed=11)
    play_to_the_end(app, scene)
    over = app.stack.top
    assert isinstance(over, GameOver)
    click(app, over.form.named("replay").rect.center)
    picker = app.stack.top
    assert isinstance(picker, ReplaySeats)
    click(app, picker.form.named("every").rect.center)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.free
    assert replay.tape.actions == scene.session.match.actions
    key(app, pygame.K_END)
    assert replay.view() == scene.session.state.view(0)
    click(app, right_half(replay, "seat"))
    assert replay.seat == 1 and replay.view() == scene.session.state.view(1)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is over


def test_input_over_the_table_changes_nothing_and_writes_nothing(app: App) -> None:
    match = recorded("monster-day", 9, {}, stop=7)
    path = saved(app, match)
    before = {p.name: p.read_bytes() for p in app.saves_dir.iterdir()}
    scene = opened(app, path)
    key(app, pygame.K_END)
    assert scene.tape.state(scene.ply).current_player() == 0  # Anna's decision is on the table
    for x in range(40, 1260, 120):
        for y in range(40, 860, 120):
            click(app, (x, y))
    for code in (pygame.K_RETURN, pygame.K_1, pygame.K_TAB, pygame.K_RETURN):
        key(app, code)
    settle(app, scene)
    assert scene.ply == len(match.actions) and scene.tape.actions == match.actions
    assert scene.view() == match.state.view(0)
    assert {p.name: p.read_bytes() for p in app.saves_dir.iterdir()} == before


def test_a_chart_beside_the_replay_is_given_its_place_and_the_move_shown(app: App) -> None:
    scene = opened(app, saved(app, recorded("monster-day", 5, {})))
    calls: list[tuple[pygame.Rect, int]] = []
    scene.set_chart(lambda surface, rect, ply: calls.append((rect, ply)))
    key(app, pygame.K_RIGHT)
    settle(app, scene)
    assert calls and calls[-1][1] == 1
    assert not calls[-1][0].colliderect(scene.log.rect)
    scene.set_chart(None)
    assert scene.log.rect.bottom > calls[-1][0].top  # without a chart the log takes the column again


def reviewed(match: Match, path: Path) -> None:
    """A review of the game kept beside its save, as the window keeps one (at its own budget)."""
    review = review_match(match, Budget(worlds=2, cut=2, hard_iterations=4), content_digest(match))
    keep(path, dataclasses.replace(review, budget=BUDGET))


def test_a_finished_games_review_is_charted_beside_its_replay_where_the_replay_stands(app: App) -> None:
    match = recorded("monster-day", 5, {})
    path = saved(app, match)
    reviewed(match, path)
    scene = opened(app, path)
    assert scene.chart is not None
    surface = pygame.Surface((1600, 900))
    scene.chart(surface, CHART_RECT, 0)
    before = pygame.image.tobytes(surface, "RGB")
    scene.chart(surface, CHART_RECT, len(match.actions))  # the marker moves to the end
    assert pygame.image.tobytes(surface, "RGB") != before
    frame(app)


def test_an_unfinished_games_review_is_not_charted_beside_its_replay(app: App) -> None:
    """Every seat's chances, judged on what each could see, would tell the watcher of hidden cards."""
    match = recorded("monster-day", 5, {}, stop=10)
    path = saved(app, match)
    reviewed(match, path)
    assert opened(app, path).chart is None


def test_a_save_in_an_older_layout_is_replayed_as_it_is_never_upgraded(app: App) -> None:
    old = app.saves_dir / "old.json"
    shutil.copy(FIXTURES / "save-v1-boss-monster.json", old)
    before = old.read_bytes()
    scene = opened(app, old)
    key(app, pygame.K_END)
    assert scene.view() == saves.load(FIXTURES / "save-v1-boss-monster.json", upgrade=False).match.state.view(0)
    assert old.read_bytes() == before and not old.with_name("old.json.bak").exists()


def test_an_example_save_replays_from_the_load_list_and_stays_as_shipped(app: App) -> None:
    example = EXAMPLES / "monster-day-midgame.json"
    before = example.read_bytes()
    loaded = saves.load(example, upgrade=False)
    load = LoadScene(app)
    app.push(load)
    click(app, load.form.named(f"replay:{example.name}").rect.center)
    click(app, app.stack.top.form.named("seat:0").rect.center)  # type: ignore[union-attr]
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    key(app, pygame.K_END)
    assert scene.ply == len(loaded.match.actions)
    assert scene.view() == loaded.match.state.view(0)
    assert scene.form.named("play_on").visible  # the example stops mid-game
    assert example.read_bytes() == before and not example.with_name(example.name + ".bak").exists()


def test_playing_on_a_network_game_seats_its_distant_player_at_this_screen(app: App) -> None:
    """A game played across computers goes on here: its network seat is a person at this screen, and
    nothing of the network (no host, no seat's key) comes along."""
    match = recorded("monster-day", 9, {}, stop=4)
    match.seats = [Seat("Anna"), Seat("Dario", "net", key="ab" * 32)]
    scene = opened(app, saved(app, match, "lan.json"))
    click(app, scene.form.named("play_on").rect.center)
    table_scene = app.stack.scenes[0]  # under the hand-off cover: two people at one screen now
    assert isinstance(table_scene, TableScene) and table_scene.net is None
    assert [(s.name, s.kind, s.key) for s in table_scene.session.match.seats] == [("Anna", "human", None),
                                                                                  ("Dario", "human", None)]
