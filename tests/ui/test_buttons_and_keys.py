"""Every button answers its click and every key the line of keys names acts where it is named: Undo
while an adventure's animations play, its label whole in every language, and a line of keys that shows
U only where an undo can act and, on a window asked of another person, only that strip's keys."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui import theme
from game.ui.app import App
from game.ui.scenes.legend import legend
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for

from .boss_monster.test_quick_ask import asked_on_table
from .conftest import table
from .helpers import frame, key, pass_cover, repaint


def against_ai(app: App, game: str, seed: int) -> TableScene:
    spec = table_for(game)
    assert spec is not None
    session = Session(Match.start(game, 2, seed, {}, [Seat("Anna"), Seat("Morgana", "ai", "random")]), None, 1,
                      ai_process=False)
    scene = TableScene(app, session, spec)
    app.replace(scene)
    return scene


def undo_named(scene: TableScene) -> bool:
    return i18n.t("table.key.undo") in legend(scene)


def test_undo_answers_its_click_while_the_ai_s_move_is_animated(app: App) -> None:
    app.settings.speed = "slow"  # every move's animation is still playing when the click comes
    scene = against_ai(app, "boss-monster", 3)
    rng = Rng(9)
    for _ in range(3000):
        frame(app, dt=0.05)
        if scene.anim.busy and scene._can_undo():
            break
        if scene.session.current() == 0 and scene.table.legal and not scene.anim.busy:
            scene.submit(rng.choice(scene.table.legal))
    assert scene.anim.busy and scene._can_undo()
    before = scene.session.ply
    repaint(app)  # the button is laid out where it is drawn
    button = scene.form.named("undo").rect.center
    frame(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1),
          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1))
    assert scene.session.ply < before


@pytest.mark.parametrize("language", ["en", "it", "pt-BR"])
def test_the_undo_label_is_drawn_whole(app: App, language: str) -> None:
    app.settings.language = language
    app.save_settings()
    scene = against_ai(app, "boss-monster", 3)
    repaint(app)
    button = scene.form.named("undo")
    label = i18n.t("table.undo")
    assert app.fonts.fit(label, button.rect.width - 24, theme.BODY, bold=True) == label
    assert not button.rect.colliderect(scene.form.named("pause").rect)


def test_u_is_named_only_where_an_undo_can_act(app: App) -> None:
    # Monster Day: every card played rolls its monster's dice, so nothing is ever undone.
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    rng = Rng(4)
    for _ in range(600):
        frame(app, dt=0.05)
        assert not undo_named(scene)
        if scene.session.current() == 0 and scene.table.legal and not scene.anim.busy:
            scene.submit(rng.choice(scene.table.legal))
    # Against the AI in Boss Monster it is named exactly while U would take a move back.
    scene = against_ai(app, "boss-monster", 3)
    named = 0
    for _ in range(600):
        frame(app, dt=0.05)
        assert undo_named(scene) == scene._can_undo()
        named += undo_named(scene)
        if scene.session.current() == 0 and scene.table.legal and not scene.anim.busy:
            scene.submit(rng.choice(scene.table.legal))
    assert named


def test_hotseat_never_names_undo(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Bea")], seed=5)
    rng = Rng(2)
    for _ in range(600):
        frame(app, dt=0.05)
        if app.stack.top is not scene:
            pass_cover(app)
            continue
        assert not undo_named(scene)
        if scene.table.legal and not scene.anim.busy:
            scene.submit(rng.choice(scene.table.legal))


def test_a_window_asked_of_another_person_names_its_own_keys_and_they_act(app: App) -> None:
    scene, _, asked = asked_on_table(app)
    assert scene.quick.active
    named = legend(scene)
    for part in ("let_go", "answer", "pause", "log", "hide"):
        assert i18n.t(f"table.key.{part}") in named
    for part in ("enter", "bar", "tab", "undo"):
        assert i18n.t(f"table.key.{part}") not in named
    played, let_go = scene.session.ply, scene.quick.let_go
    for code in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_1):  # the last person's habit answers nothing
        key(app, code)
        assert scene.quick.active and scene.session.ply == played
    key(app, pygame.K_n, "n")
    frame(app)
    assert scene.session.ply == played + 1 and scene.session.match.actions[-1] == let_go
