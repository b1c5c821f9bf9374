"""The decision bar answers any prompt from its options alone: buttons, groups by verb, pages, keys."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action
from game.ui.text import Fonts
from game.ui.widgets.decision_bar import DecisionBar

E = pygame.event.Event


def option(text: str) -> dict[str, Any]:
    action = Action.parse(text)
    return {"action": text, "verb": action.verb, "key": "", "args": {}}


def bar_with(fonts: Fonts, texts: list[str]) -> tuple[DecisionBar, list[Action]]:
    sent: list[Action] = []
    bar = DecisionBar(fonts, sent.append, lambda key, args, fallback: fallback)
    bar.show([option(text) for text in texts])
    return bar, sent


def press(bar: DecisionBar, index: int) -> None:
    rect = bar.buttons[index][0]
    assert bar.handle(E(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))


def test_a_click_on_a_button_submits_its_action(fonts: Fonts) -> None:
    bar, sent = bar_with(fonts, ["yes", "no"])
    assert [c.label for _, c in bar.buttons] == ["yes", "no"]
    press(bar, 1)
    assert sent == [Action("no")]


def test_number_keys_take_the_buttons_in_order(fonts: Fonts) -> None:
    bar, sent = bar_with(fonts, ["yes", "no"])
    assert bar.handle(E(pygame.KEYDOWN, key=pygame.K_1))
    assert sent == [Action("yes")]


def test_tab_then_enter_takes_the_focused_button(fonts: Fonts) -> None:
    bar, sent = bar_with(fonts, ["yes", "no"])
    bar.handle(E(pygame.KEYDOWN, key=pygame.K_TAB))
    bar.handle(E(pygame.KEYDOWN, key=pygame.K_TAB))
    bar.handle(E(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert sent == [Action("no")]


def test_many_options_are_grouped_by_verb_and_a_group_opens_its_options(fonts: Fonts) -> None:
    texts = [f"build room-number-{n} on {p}" for n in range(8) for p in range(3)] + ["pass"]
    bar, sent = bar_with(fonts, texts)
    labels = [c.label for _, c in bar.buttons]
    assert labels == ["build (24)", "pass"]
    press(bar, 0)
    assert bar.buttons[0][1].label.endswith("Back")
    actions = [c.action for _, c in bar.buttons if c.action is not None]
    assert actions and all(a.verb == "build" for a in actions)
    assert all(rect.right <= bar.rect.right for rect, _ in bar.buttons)


def test_a_long_group_pages_and_every_option_is_reachable(fonts: Fonts) -> None:
    texts = [f"build room-number-{n} on {p}" for n in range(8) for p in range(3)] + ["pass"]
    bar, sent = bar_with(fonts, texts)
    press(bar, 0)
    seen: set[str] = set()
    for _ in range(30):
        seen |= {str(c.action) for _, c in bar.buttons if c.action is not None}
        ahead = [i for i, (_, c) in enumerate(bar.buttons) if c.label == "›"]
        if not ahead:
            break
        press(bar, ahead[0])
    assert seen == set(texts[:-1])
    assert sent == []


def test_an_empty_prompt_hides_the_bar_and_it_takes_no_input(fonts: Fonts) -> None:
    bar, sent = bar_with(fonts, [])
    assert not bar.active and bar.buttons == []
    assert not bar.handle(E(pygame.KEYDOWN, key=pygame.K_1))


def test_the_hint_lights_its_button_opening_the_group_and_page_it_is_in(fonts: Fonts) -> None:
    texts = [f"take card-number-{n}" for n in range(30)] + [f"drop card-number-{n}" for n in range(30)] + ["pass"]
    bar, sent = bar_with(fonts, texts)
    assert bar.light(Action.parse("drop card-number-27"))
    assert bar.group == "drop" and bar.focus is not None
    assert bar.buttons[bar.focus][1].action == Action.parse("drop card-number-27")
    assert bar.handle(E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    assert sent == [Action.parse("drop card-number-27")]
    assert not bar.light(Action.parse("take card-number-99"))  # not an option: nothing lit
