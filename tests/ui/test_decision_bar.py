"""The decision bar answers any prompt from its options alone: buttons, groups by verb, pages, keys."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.actions import Action
from game.ui.text import Fonts
from game.ui.widgets.decision_bar import SETTLE_MS, DecisionBar

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
    texts = [f"build room-number-{n} on {p}" for n in range(8) for p in range(3)] + ["cast a-spell", "pass"]
    bar, sent = bar_with(fonts, texts)
    labels = [c.label for _, c in bar.buttons]
    assert labels == ["pass", "build (24)", "cast a-spell"]
    press(bar, 1)
    assert bar.buttons[1][1].label.endswith("Back")
    actions = [c.action for _, c in bar.buttons if c.action is not None]
    assert actions[0] == Action("pass") and actions[1:] and all(a.verb == "build" for a in actions[1:])
    assert all(rect.right <= bar.rect.right for rect, _ in bar.buttons)


def test_a_long_group_pages_and_every_option_is_reachable(fonts: Fonts) -> None:
    texts = [f"build room-number-{n} on {p}" for n in range(8) for p in range(3)] + ["cast a-spell", "pass"]
    bar, sent = bar_with(fonts, texts)
    press(bar, 1)
    seen: set[str] = set()
    for _ in range(30):
        seen |= {str(c.action) for _, c in bar.buttons if c.action is not None}
        ahead = [i for i, (_, c) in enumerate(bar.buttons) if c.label == "›"]
        if not ahead:
            break
        press(bar, ahead[0])
    assert seen == set(texts) - {"cast a-spell"}
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


def move(bar: DecisionBar, pos: tuple[int, int]) -> None:
    bar.handle(E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_pass_stands_first_on_every_page_and_in_every_group(fonts: Fonts) -> None:
    """Three long options and Pass fit the bar only without the page arrows: Pass is never paged
    away (it was on page two), and it keeps one place whatever group or page is open."""
    long = [f"build a-room-with-a-rather-long-name-{n} new" for n in range(3)]
    bar, _ = bar_with(fonts, long + ["pass"])
    assert bar.buttons[0][1].action == Action("pass")
    texts = [f"build room-number-{n} on {p}" for n in range(8) for p in range(3)] + [
        f"cast spell-{n}" for n in range(3)] + ["end-turn"]
    bar, _ = bar_with(fonts, texts)
    place = bar.buttons[0][0]
    press(bar, 1)  # the build group
    for _ in range(30):
        assert bar.buttons[0][1].action == Action("end-turn") and bar.buttons[0][0] == place
        ahead = [i for i, (_, c) in enumerate(bar.buttons) if c.label == "›"]
        if not ahead:
            break
        assert bar.buttons[ahead[0]][0].right == bar.rect.right  # the arrow keeps the right end
        press(bar, ahead[0])
    else:
        raise AssertionError("the pages never ended")


def test_a_button_that_appears_under_the_resting_pointer_waits_until_the_pointer_leaves(fonts: Fonts) -> None:
    """A quick second click after an option was taken must not take the new option now under it."""
    bar, sent = bar_with(fonts, ["roll", "attack"])
    where = bar.buttons[1][0].center
    move(bar, where)
    press(bar, 1)
    assert sent == [Action("attack")]
    bar.clear()  # the move is played; the next decision's buttons come
    bar.show([option("end-turn"), option("use sword"), option("use bow")])
    under = next(i for i, (r, _) in enumerate(bar.buttons) if r.collidepoint(where))
    assert bar.buttons[under][1].action != Action("attack")
    assert bar.handle(E(pygame.MOUSEBUTTONDOWN, pos=where, button=1))  # taken by the bar...
    assert sent == [Action("attack")]  # ...but nothing is sent
    move(bar, (where[0], bar.rect.top - 40))
    move(bar, where)
    bar.handle(E(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    assert sent == [Action("attack"), bar.buttons[under][1].action]


def test_a_guarded_button_answers_a_click_that_comes_once_the_moment_has_passed(
        fonts: Fonts, monkeypatch: pytest.MonkeyPatch) -> None:
    """A response window offering only Pass ignored every click of a player whose pointer rested where
    its button came up: only a quick second click is a double click's half, a later one is a choice."""
    ticks = [1000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: ticks[0])
    bar, sent = bar_with(fonts, ["roll", "attack"])
    where = bar.buttons[0][0].center
    move(bar, where)
    press(bar, 0)
    bar.clear()
    bar.show([option("pass")])
    assert bar.buttons[0][0].collidepoint(where)
    ticks[0] += SETTLE_MS - 1
    bar.handle(E(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    assert sent == [Action("roll")]
    ticks[0] += 1
    bar.handle(E(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    assert sent == [Action("roll"), Action("pass")]


def test_enter_takes_the_only_answer_and_otherwise_only_the_focused_one(fonts: Fonts) -> None:
    bar, sent = bar_with(fonts, ["pass"])
    assert bar.handle(E(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert sent == [Action("pass")]
    bar, sent = bar_with(fonts, ["pass", "cast fireball"])
    assert not bar.handle(E(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert sent == []


def test_a_button_that_still_does_the_same_under_the_pointer_answers_at_once(fonts: Fonts) -> None:
    bar, sent = bar_with(fonts, ["done", "boast one", "boast two"])
    where = bar.buttons[0][0].center
    move(bar, where)
    press(bar, 0)
    bar.show([option("done"), option("boast two")])
    bar.handle(E(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    assert sent == [Action("done"), Action("done")]


def test_a_label_cut_short_shows_its_whole_text_on_hover(fonts: Fonts) -> None:
    words = " ".join(["far too long for any button"] * 6)
    sent: list[Action] = []
    bar = DecisionBar(fonts, sent.append, lambda key, args, fallback: words if fallback == "take x" else fallback)
    bar.show([option("take x"), option("pass")])
    rect = bar.buttons[1][0]
    assert bar.full_label() is None
    move(bar, rect.center)
    assert bar.full_label() == words
    written: list[str] = []
    render = fonts.render
    fonts.render = lambda text, *a, **k: written.append(text) or render(text, *a, **k)  # type: ignore
    bar.draw(pygame.Surface((1600, 900)))
    whole = [line for line in written if not line.endswith("…") and line != "pass"]
    assert " ".join(whole) == words  # drawn whole, over as many lines as it needs
    move(bar, bar.buttons[0][0].center)  # a label that fits shows no more than itself
    assert bar.full_label() is None


def test_inside_a_cards_group_options_worded_alike_are_told_apart(fonts: Fonts) -> None:
    """Two rooms of one name in a dungeon: their short wordings match, so they say it in full."""
    short = {"g.for-card.on": "{place}"}
    full = {"g.action.on": "Build {card} on {place} (room {n})", "g.card-group.build": "{card}"}

    def say(key: str, args: dict[str, Any], fallback: str) -> str:
        text = {**short, **full}.get(key)
        return fallback if text is None else text.format(**args)

    def opt(card: str, place: str, n: int) -> dict[str, Any]:
        return {"action": f"build {card} {n}", "verb": "build", "key": "g.action.on",
                "args": {"card": card, "place": place, "n": n}}

    options = [opt(f"room-{c}", p, n) for c in range(9) for n, p in enumerate(["Cave", "Cave", "Pit"], 1)]
    bar = DecisionBar(fonts, lambda a: None, say)
    bar.show(options + [option("pass")])
    group = next(i for i, (_, c) in enumerate(bar.buttons) if c.card == "room-0")
    press(bar, group)
    labels = [c.label for _, c in bar.buttons if c.action is not None and c.action.verb == "build"]
    assert labels == ["Build room-0 on Cave (room 1)", "Build room-0 on Cave (room 2)", "Pit"]
