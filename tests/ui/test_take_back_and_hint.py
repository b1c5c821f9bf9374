"""A move made on the table waits for Confirm and can be taken back without reaching the game; the
hint key asks the hard AI, from the seat's own view, and lights its move; the zoom keeps out of
the way."""
from __future__ import annotations

import pygame

from game.engine.actions import Action
from game.ui.ai_worker import Job
from game.ui.app import App
from game.ui.scenes.overlays import Pause
from game.ui.scenes.table import TableScene
from game.ui.tables.monster_day.layout import ACE_Y, STACK_Y
from game.ui.widgets.zoom import DELAY

from .helpers import click, drag, frame, key, move, until


def my_turn(app: App, scene: TableScene) -> None:
    until(app, lambda: scene.table.legal is not None)


def drag_first_card(app: App, scene: TableScene) -> Action:
    t = scene.table
    card = t.my_hand.cards[0]
    space = next(s for s in t.spaces_in_order() if s in t.targets[card])
    action = t.targets[card][space]
    drag(app, t.card_rect(0).center, t.space_rect(space).center)
    return action


def test_with_confirmation_on_a_move_waits_and_take_back_sends_nothing(app: App, solo: TableScene) -> None:
    app.settings.confirm_moves = "ai"
    my_turn(app, solo)
    hand = list(solo.table.my_hand.cards)
    before = len(solo.session.match.actions)
    action = drag_first_card(app, solo)
    frame(app)
    assert solo.pending == action and solo.confirm.active
    assert len(solo.session.match.actions) == before and solo.session.next_submission() is None
    assert str(action.args[0]) not in solo.table.my_hand.cards  # shown where it would go
    key(app, pygame.K_BACKSPACE)
    frame(app)
    assert solo.pending is None and not solo.confirm.active
    assert len(solo.session.match.actions) == before  # nothing played, nothing rolled
    assert solo.table.legal is not None and solo.table.my_hand.cards == hand
    again = drag_first_card(app, solo)
    click(app, solo.confirm.form.named("confirm").rect.center)
    until(app, lambda: len(solo.session.match.actions) > before)
    assert solo.session.match.actions[before] == again


def test_confirmation_never_asks_when_switched_off(app: App, solo: TableScene) -> None:
    app.settings.confirm_moves = "never"
    my_turn(app, solo)
    before = len(solo.session.match.actions)
    action = drag_first_card(app, solo)
    until(app, lambda: len(solo.session.match.actions) > before)
    assert solo.session.match.actions[before] == action and not solo.confirm.active


def test_the_hint_asks_the_hard_ai_from_the_seats_own_view_and_lights_its_move(app: App,
                                                                              solo: TableScene) -> None:
    my_turn(app, solo)
    before = len(solo.session.match.actions)
    jobs: list[Job] = []
    runner = solo.session.runner()
    start = runner.start

    def spy(job: Job) -> None:
        jobs.append(job)
        start(job)

    runner.start = spy  # type: ignore[method-assign]
    key(app, pygame.K_h)
    seat = solo.perspective
    assert seat is not None and len(jobs) == 1
    job = jobs[0]
    assert job.level == "hard" and job.key[0] == "hint"
    assert job.info.view(seat) == solo.session.state.view(seat)  # the seat's view, nothing more
    until(app, lambda: not solo.hint_asked)
    table = solo.table
    card = table._selected_card()
    assert card is not None and table.focus_space is not None
    assert table.targets[card][table.focus_space] in solo.session.state.legal_actions()
    assert solo.session.next_submission() is None and len(solo.session.match.actions) == before


def test_no_zoom_right_after_a_drop_nor_over_the_pause(app: App, solo: TableScene) -> None:
    for y in (STACK_Y, ACE_Y):  # dropped on the space's stack, then on its Ace
        my_turn(app, solo)
        t = solo.table
        card = t.my_hand.cards[0]
        space = next(s for s in t.spaces_in_order() if s in t.targets[card])
        drag(app, t.card_rect(0).center, (t.space_rect(space).centerx, y))
        until(app, lambda: solo.table.legal is not None or solo.session.state.is_terminal())
        for _ in range(3):
            frame(app, dt=DELAY)
        assert solo.table.zoom_request() is None  # what lies under the pointer after a drop is not zoomed
    my_turn(app, solo)
    move(app, solo.table.card_rect(0).center)
    for _ in range(3):
        frame(app, dt=DELAY)
    assert solo.table.zoom_request() is not None
    zoomed: list[str] = []
    solo.table.draw_zoom = lambda surface, card, pointer: zoomed.append(card)  # type: ignore[method-assign]
    frame(app)
    assert zoomed  # drawn while the table is on top
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Pause)
    zoomed.clear()
    frame(app)
    assert not zoomed  # never over the pause dimming


def test_the_hint_speaks_in_the_information_colour_and_is_gone_once_a_move_is_played(app: App,
                                                                                    solo: TableScene) -> None:
    """It is no warning: not red; and it spoke of one position, so it does not stay on through the
    move and the AI's turn after it."""
    my_turn(app, solo)
    key(app, pygame.K_h)
    assert solo.status.tone == "note"
    until(app, lambda: not solo.hint_asked)
    frame(app)
    assert solo.status.tone == "note" and solo.status.text.startswith("The AI would: ")
    hinted = solo.status.text
    before = len(solo.session.match.actions)
    drag_first_card(app, solo)
    until(app, lambda: len(solo.session.match.actions) > before)
    frame(app)
    assert solo.status.text != hinted and solo.status.tone != "note"
