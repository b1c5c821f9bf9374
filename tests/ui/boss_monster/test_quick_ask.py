"""Hotseat windows: another person is asked on the table of the player whose turn it is (the quick
ask), never shown that table's hand nor shown their own unless they answer, and the question is the
same whatever they hold."""
from __future__ import annotations

from functools import cache
from typing import Iterator

from game.engine import registry
from game.engine.actions import Action
from game.engine.rng import Rng
from game.games.boss_monster.state import BossMonsterState
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene
from game.ui.tables.boss_monster import words
from game.ui.tables.boss_monster.table import WINDOWS

from ..helpers import click, frame, until
from .positions import GAME, game_plan, kind_of, moves, scene_at

PASS = Action("pass")


def played(seed: int, plies: int) -> Iterator[tuple[BossMonsterState, Action]]:
    """Each position of seeded game ``seed`` with the move ``moves`` makes there, to the end."""
    game = registry.get(GAME)
    players, options = game_plan(seed)
    state = game.new_game(players, seed, options)
    rng = Rng(seed)
    for _ in range(plies):
        if state.is_terminal():
            return
        action = game.playout_action(state, rng) if rng.below(2) else rng.choice(state.legal_actions())
        yield state, action
        state.apply(action)


@cache
def window_for_another() -> tuple[int, int]:
    """A seeded game and the ply of a decision whose next decision is a window for another seat."""
    for seed in range(40):
        before: int | None = None
        for n, (state, _) in enumerate(played(seed, 600)):
            seat = state.current_player()
            if n and seat != before and kind_of(state.view(seat)["prompt"]) in WINDOWS:
                return seed, n - 1
            before = seat
    raise AssertionError("no window for another seat in the seeded games")


def asked_on_table(app: App) -> tuple[TableScene, int, int]:
    """The table of the seat deciding just before the window, its move made: the quick ask is up."""
    seed, n = window_for_another()
    scene = scene_at(app, seed, n)
    asker = scene.perspective
    assert asker is not None
    scene.submit(moves(seed, n + 1)[-1])
    until(app, lambda: scene.quick.active or isinstance(app.stack.top, HandOff))
    frame(app)
    asked = scene.session.state.current_player()
    assert asked is not None and asked != asker
    return scene, asker, asked


def hand_cards(scene: TableScene, seat: int) -> set[str]:
    hand = scene.session.state.view(seat)["seats"][seat]["hand"]
    return set(hand["rooms"]) | set(hand["spells"])


def public_cards(scene: TableScene) -> set[str]:
    view = scene.session.state.view(None)
    placed = {p["room"] for s in view["seats"] for p in s["dungeon"] if p["room"]}
    return placed | set(view["discard"]) | set(view["removed"])


def test_a_window_for_another_person_is_asked_on_the_table_without_a_hand_off(app: App) -> None:
    scene, asker, asked = asked_on_table(app)
    assert app.stack.top is scene  # no cover: the table stays laid out for its player
    assert scene.quick.seat == asked and scene.perspective == asker
    assert scene.table.legal is None  # nothing on the table answers for the asked person
    assert scene.quick.question and scene.session.name(asked) in scene.quick.question
    # Both people may be looking: neither hand is face up while the question is on the table.
    assert scene.owner is None
    secret = (hand_cards(scene, asked) | hand_cards(scene, asker)) - public_cards(scene)
    assert secret and not secret & scene.table.faces.drawn


def test_letting_it_go_answers_pass_for_the_asked_person_and_never_draws_their_hand(app: App) -> None:
    scene, asker, asked = asked_on_table(app)
    secret = hand_cards(scene, asked) - public_cards(scene)
    before = len(scene.session.match.actions)
    click(app, scene.quick.buttons[0].center)
    until(app, lambda: len(scene.session.match.actions) > before)
    assert scene.session.match.actions[before] == PASS
    assert scene.session.played[before - len(scene.session.match.actions)].seat == asked
    for _ in range(30):  # until the table moves on: the asked person's hand is never drawn
        frame(app)
        if scene.perspective != asker:
            break
        assert not secret & scene.table.faces.drawn


def test_answering_hands_the_table_to_the_asked_person_with_their_options(app: App) -> None:
    scene, asker, asked = asked_on_table(app)
    click(app, scene.quick.buttons[1].center)
    until(app, lambda: isinstance(app.stack.top, HandOff))
    frame(app)
    assert scene.table.faces.drawn == set()  # the cover hides everything
    click(app, app.stack.top.form.named("ready").rect.center)
    until(app, lambda: app.stack.top is scene and scene.table.legal is not None)
    assert scene.perspective == asked
    assert PASS in scene.table.legal
    assert {o["action"] for o in scene.bar.options} >= {"pass"}


def test_the_question_is_the_same_whether_or_not_the_asked_person_can_answer() -> None:
    """The asked seat's hand dealt again many ways: the question and the answer that lets it go stay
    the same although what that seat may do changes."""
    checked = 0
    for seed in range(40):
        for state, _ in played(seed, 400):
            asked = state.current_player()
            names = [f"P{n + 1}" for n in range(state.players)]
            if asked is not None and kind_of(state.view(asked)["prompt"]) in WINDOWS:
                for looker in range(state.players):
                    if looker != asked:
                        checked += same_question(state, looker, asked, names)
        if checked >= 3:
            return
    raise AssertionError("no window where the asked seat's options change with its hidden hand")


def same_question(state: BossMonsterState, looker: int, asked: int, names: list[str]) -> int:
    """1 when some other deal of the hidden cards changes the asked seat's options; the question is
    asserted the same for every deal."""
    question = words.window_question(state.view(looker), names)
    options = set(state.legal_actions())
    changed = 0
    for k in range(12):
        other = state.determinize(looker, Rng(k))
        assert words.window_question(other.view(looker), names) == question
        changed |= set(other.legal_actions()) != options
    return changed
