"""Actions keep one text form that parses back (architecture guide, "The engine interface")."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.actions import Action, ActionSyntaxError, act

words = st.from_regex(r"[a-z][a-z0-9]*(-[a-z0-9]+)*", fullmatch=True)
args = st.lists(st.one_of(st.integers(-1000, 1000), words), max_size=4)


@given(verb=words, values=args)
def test_text_form_parses_back_to_an_equal_action(verb: str, values: list) -> None:
    action = act(verb, *values)
    assert Action.parse(str(action)) == action


def test_text_form_is_verb_then_arguments() -> None:
    assert str(Action("play", ("the-author", "moons"))) == "play the-author moons"
    assert str(Action("pass")) == "pass"


def test_numbers_parse_as_numbers_and_words_as_words() -> None:
    assert Action.parse("build golem-factory 2") == Action("build", ("golem-factory", 2))
    assert Action.parse("move -1") == Action("move", (-1,))


@pytest.mark.parametrize("text", ["", "   ", "42 fish", "no/way"])
def test_unparseable_text_is_refused(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        Action.parse(text)


@pytest.mark.parametrize("bad", ["two words", "", "7"])
def test_arguments_that_would_not_survive_the_text_form_are_refused(bad: str) -> None:
    with pytest.raises(ActionSyntaxError):
        act("play", bad)


def test_actions_are_hashable_values() -> None:
    assert len({Action("pass"), Action("pass"), Action("play", ("a", 1))}) == 2
