"""Playing Monster Day with the pointer and the keys: what reaches the engine, and what does not."""
from __future__ import annotations

import pygame

from game.engine.actions import Action
from game.ui.app import App
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.games.monster_day.narrate import refusal_text

from .helpers import E, click, drag, frame, key, start, until


def my_turn(app: App, scene: TableScene) -> None:
    until(app, lambda: scene.table.legal is not None)


def legal_spaces(scene: TableScene, card: str) -> set[int]:
    """Worked out from the engine, not from the table: the spaces whose Ace suits a legal play names."""
    state = scene.session.state
    aces = state.view(None)["aces"]
    return {aces.index(a.args[1]) for a in state.legal_actions() if a.args[0] == card}


def test_new_solo_game_from_the_menu_reaches_the_table_with_an_ai_seat(app: App) -> None:
    click(app, app.stack.top.form.named("new_game").rect.center)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    level = scene.form.named("level:1")
    click(app, (level.rect.x + 10, level.rect.centery))  # the ‹ half: normal -> easy
    start(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    seats = table.session.match.seats
    assert [(s.kind, s.level) for s in seats] == [("human", None), ("ai", "easy")]


def test_drag_to_a_lit_space_submits_that_play(app: App, solo: TableScene) -> None:
    my_turn(app, solo)
    table = solo.table
    card = table.my_hand.cards[0]
    legal = legal_spaces(solo, card)
    before = len(solo.session.match.actions)
    start = table.card_rect(0).center
    target = table.space_rect(min(legal)).center
    frame(app, E(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frame(app, E(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)))
    assert {z.key for z in table.zones if z.lit} == legal
    assert {z.key for z in table.zones if z.dimmed} == set(range(6)) - legal
    frame(app, E(pygame.MOUSEBUTTONUP, pos=target, button=1))
    frame(app)
    aces = solo.session.state.view(None)["aces"]
    assert solo.session.match.actions[before] == Action("play", (card, aces[min(legal)]))


def test_drag_to_an_unlit_space_sends_nothing_and_the_card_goes_home(app: App, solo: TableScene) -> None:
    my_turn(app, solo)
    table = solo.table
    hand = list(table.my_hand.cards)
    card = hand[1]
    wrong = min(set(range(6)) - legal_spaces(solo, card))
    before = list(solo.session.match.actions)
    drag(app, table.card_rect(1).center, table.space_rect(wrong).center)
    frame(app)
    assert solo.session.match.actions == before
    assert solo.session.next_submission() is None
    assert table.my_hand.cards == hand and not table.my_hand.hidden
    refusal = solo.session.why_not(Action("play", (card, solo.session.state.view(None)["aces"][wrong])))
    assert refusal is not None and refusal.key == "illegal.monster_day.suit"
    assert solo.status.text == refusal_text(refusal) and solo.status.tone == "warn"
    for _ in range(30):
        frame(app)
    assert abs(table.my_hand.rect(1).centerx - table.my_hand.target(1)[0]) < 2


def test_drop_off_the_board_says_where_cards_go(app: App, solo: TableScene) -> None:
    my_turn(app, solo)
    before = list(solo.session.match.actions)
    drag(app, solo.table.card_rect(0).center, (1150, 200))
    assert solo.session.match.actions == before and solo.status.tone == "warn"


def test_click_a_card_then_a_lit_space_is_the_same_as_a_drag(app: App, solo: TableScene) -> None:
    my_turn(app, solo)
    table = solo.table
    card = table.my_hand.cards[2]
    space = max(legal_spaces(solo, card))
    before = len(solo.session.match.actions)
    click(app, table.card_rect(2).center)
    assert table.my_hand.selected == 2
    assert {z.key for z in table.zones if z.lit} == legal_spaces(solo, card)
    click(app, table.space_rect(space).center)
    frame(app)
    aces = solo.session.state.view(None)["aces"]
    assert solo.session.match.actions[before] == Action("play", (card, aces[space]))


def test_keys_pick_a_card_and_a_space(app: App, solo: TableScene) -> None:
    my_turn(app, solo)
    table = solo.table
    card = table.my_hand.cards[1]
    order = [s for s in table.spaces_in_order() if s in legal_spaces(solo, card)]
    before = len(solo.session.match.actions)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)  # Tab goes from card to card; the pause button never takes it
    assert {str(a.args[0]) for a in solo.keyplay.focus.key[1]} == {card}
    key(app, pygame.K_RETURN)  # picked up: the ring on its leftmost space
    key(app, pygame.K_RIGHT)  # from the first lit space to the next (or back round to it)
    key(app, pygame.K_RETURN)
    frame(app)
    aces = solo.session.state.view(None)["aces"]
    expected = order[1 % len(order)]
    assert solo.session.match.actions[before] == Action("play", (card, aces[expected]))


def test_escape_puts_a_picked_card_back_and_a_second_escape_pauses(app: App, solo: TableScene) -> None:
    my_turn(app, solo)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert solo.keyplay.picked is not None and solo.keyplay.held == solo.table.card_rect(0).center
    key(app, pygame.K_ESCAPE)
    assert solo.keyplay.held is None and app.stack.top is solo
    key(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "Pause"


def test_a_card_press_while_the_ai_thinks_sends_nothing(app: App, solo: TableScene) -> None:
    app.settings.speed = "normal"  # the AI's turn then lasts long enough to press a card in it
    my_turn(app, solo)
    table = solo.table
    card = table.my_hand.cards[0]
    drag(app, table.card_rect(0).center, table.space_rect(min(legal_spaces(solo, card))).center)
    until(app, lambda: not solo.anim.busy)
    assert solo.session.state.current_player() == 1
    before = list(solo.session.match.actions)
    click(app, table.card_rect(0).center)
    assert solo.session.match.actions == before and solo.status.tone == "warn"


def test_a_click_during_an_animation_skips_it_and_plays_nothing(app: App, solo: TableScene) -> None:
    app.settings.speed = "slow"  # the AI then waits over a second before it moves: nothing else starts
    my_turn(app, solo)
    table = solo.table
    card = table.my_hand.cards[0]
    drag(app, table.card_rect(0).center, table.space_rect(min(legal_spaces(solo, card))).center)
    assert solo.anim.busy
    played = list(solo.session.match.actions)
    click(app, table.card_rect(0).center)
    assert not solo.anim.busy
    assert solo.anim.shown == solo.session.state.view(solo.perspective)  # the engine's own view, at once
    assert solo.session.match.actions == played and solo.session.next_submission() is None
    assert table.my_hand.selected is None


def test_l_hides_and_shows_the_log(app: App, solo: TableScene) -> None:
    wide = solo.log.rect.width
    key(app, pygame.K_l)
    assert solo.log.collapsed and solo.log.rect.width < wide
    click(app, solo.log.toggle_rect.center)
    assert not solo.log.collapsed
