"""Thousands of random pointer and key events over the table, its overlays and the hand-off: nothing
raises, every action the table puts on the queue is legal for the seat at that moment, and a
hidden hand is never drawn for another person."""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine.actions import Action
from game.engine.match import Seat
from game.ui import theme
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene

from .conftest import table
from .helpers import E

KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_6, pygame.K_9, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE, pygame.K_u, pygame.K_l,
        pygame.K_h, pygame.K_BACKSPACE, pygame.K_ESCAPE, pygame.K_a]
TABLES = {
    "solo": [Seat("Anna"), Seat("Morgana", "ai", "random")],
    "hotseat": [Seat("Anna"), Seat("Bea")],
}


def random_event(rng: random.Random, app: App, scene: TableScene) -> pygame.event.Event:
    roll = rng.random()
    # Aim half the clicks at the places that matter: the hand, the spaces and whatever buttons are up.
    hot = [scene.table.card_rect(i) for i in range(len(scene.table.my_hand.cards))]
    hot += [scene.table.space_rect(s) for s in range(6)]
    top = app.stack.top
    hot += [c.rect for c in getattr(top, "form").controls] if hasattr(top, "form") else []
    if rng.random() < 0.5 and hot:
        r = rng.choice(hot)
        pos = (rng.randint(r.left, r.right), rng.randint(r.top, r.bottom))
    else:
        pos = (rng.randrange(theme.WIDTH), rng.randrange(theme.HEIGHT))
    if roll < 0.4:
        return E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.6:
        return E(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.8:
        return E(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.85:
        return E(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    return E(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


def hidden_cards(scene: TableScene) -> set[str]:
    """The hands of every seat but the one the table is shown to."""
    hands = scene.session.state.to_snapshot()["hands"]
    return {card for seat, hand in enumerate(hands) if seat != scene.perspective for card in hand}


@pytest.mark.parametrize("seats, confirm", [("solo", "never"), ("solo", "always"), ("hotseat", "ai")])
def test_random_events_never_raise_never_queue_an_illegal_action_nor_show_a_hidden_hand(
        app: App, seats: str, confirm: str) -> None:
    app.settings.confirm_moves = confirm
    rng = random.Random(2024)
    queued: list[tuple[Action, bool]] = []
    shown_hidden: list[str] = []
    games = 0
    scene = None
    for step in range(1200):
        if scene is None or scene not in app.stack.scenes:
            scene = table(app, TABLES[seats], seed=step)
            games += 1
            real_put = scene.session.put

            def checked_put(action: Action, seat: int, source: str = "human", s=scene, put=real_put) -> None:
                state = s.session.state
                queued.append((action, seat == state.current_player() and action in state.legal_actions()))
                put(action, seat, source)

            scene.session.put = checked_put  # type: ignore[method-assign]
        app.frame([random_event(rng, app, scene) for _ in range(3)], 1 / 60)
        if scene in app.stack.scenes:
            drawn = scene.table.faces.drawn
            if isinstance(app.stack.top, HandOff):
                shown_hidden += sorted(drawn)  # the cover is opaque: nothing of the table at all
            elif seats == "hotseat":
                shown_hidden += sorted(drawn & hidden_cards(scene))
    assert queued, "the fuzz never managed a move: it tested nothing"
    assert all(legal for _, legal in queued)
    assert not shown_hidden
    assert games >= 1
