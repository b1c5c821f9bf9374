"""Boss Monster's build decision in the decision bar: many rooms, each with several places, answered
without paging past the rooms and without a label cut short, in every language."""
from __future__ import annotations

from functools import cache
from typing import Any

import pygame
import pytest

from game import i18n
from game.engine.actions import Action
from game.games.boss_monster.translations import name as card_name
from game.ui import theme
from game.ui.text import Fonts
from game.ui.widgets.decision_bar import DecisionBar

from .positions import seeded_states

E = pygame.event.Event


@cache
def crowded_build() -> list[dict[str, Any]]:
    """The build decision with the most options among seeded games, of a hand of at most five rooms
    (several rooms, several places each)."""
    best: list[dict[str, Any]] = []
    for _, _, state in seeded_states(12, 400):
        prompt = state.view(state.current_player())["prompt"]
        shown = [o for o in prompt.get("options") or [] if o["verb"] == "build"]
        rooms = {o["args"]["card"] for o in shown}
        if len(rooms) <= 5 and len(shown) > sum(o["verb"] == "build" for o in best):
            best = list(prompt["options"])
    return best


def bar_for(fonts: Fonts, options: list[dict[str, Any]], sent: list[Action]) -> DecisionBar:
    def say(key: str, args: dict[str, Any], fallback: str) -> str:
        return i18n.words(key, args, card_name, lambda seat: f"Player {seat + 1}", fallback)
    bar = DecisionBar(fonts, sent.append, say)
    bar.show(options)
    return bar


def labels_whole(bar: DecisionBar, fonts: Fonts) -> bool:
    return all(fonts.fit(c.label, r.width - 16, theme.BODY, bold=True) == c.label for r, c in bar.buttons)


def press(bar: DecisionBar, index: int) -> None:
    assert bar.handle(E(pygame.MOUSEBUTTONDOWN, pos=bar.buttons[index][0].center, button=1))


@pytest.mark.parametrize("lang", ["en", "it", "pt-BR"])
def test_every_room_in_hand_stands_on_page_one_and_each_rooms_places_fit_whole(fonts: Fonts, lang: str) -> None:
    """Every level of the bar (the top, the Build group, each room's group) on one page, Pass first,
    no label cut short, and every build reached (two builds a page before, their labels cut)."""
    options = crowded_build()
    builds = {o["action"] for o in options if o["verb"] == "build"}
    rooms = {o["args"]["card"] for o in options if o["verb"] == "build"}
    assert len(builds) >= 10 and len(rooms) >= 3
    i18n.set_language(lang)
    try:
        sent: list[Action] = []
        bar = bar_for(fonts, options, sent)
        reached: set[str] = set()
        paths: list[list[str]] = [[]]
        while paths:
            path = paths.pop()
            bar.clear()
            bar.show(options)
            for label in path:
                press(bar, next(i for i, (_, c) in enumerate(bar.buttons) if c.label == label))
            level = [c for _, c in bar.buttons]
            assert level[0].action == Action("pass")
            assert all(c.page is None for c in level), f"paged at {path}"
            assert labels_whole(bar, fonts), f"a label cut at {path}"
            if bar.card is not None:  # the way back names the room whose places these are
                assert level[1].label == "‹ " + card_name(bar.card) and level[1].action is None
            reached |= {str(c.action) for c in level if c.action is not None}
            paths += [path + [c.label] for c in level if c.group and (c.card or not path)]
        assert builds <= reached and sent == []
    finally:
        i18n.set_language("en")


def test_the_hint_opens_the_rooms_group_its_build_is_in(fonts: Fonts) -> None:
    options = crowded_build()
    sent: list[Action] = []
    bar = bar_for(fonts, options, sent)
    last = Action.parse([o for o in options if o["verb"] == "build"][-1]["action"])
    assert bar.light(last)
    assert bar.card == last.args[0] and bar.focus is not None
    assert bar.handle(E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    assert sent == [last]
