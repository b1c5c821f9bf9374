"""Every move told in words names its hero by its class, as the table and the log do, never by a
number: each legal action at every decision of seeded games is played on a copy and told through
``Game.describe``, the sentences ``replay``, a review's swings and the save list use, which get the
seats' names and the event alone."""
from __future__ import annotations

import re
from functools import cache

import pytest

from game.engine.match import Match, Seat
from game.engine.registry import get
from game.engine.rng import Rng
from game.i18n import set_language, words
from game.review.words import move_words

LANGUAGES = ("en", "it", "pt-BR")
NAMES = ["Anna", "Bea", "Carlo", "Dora", "Elia", "Fabio"]
# A thing standing as a number ("hero 3", "eroe 3", "herói 3") or as an id ("sneak-past", "one_use").
NUMBERED = re.compile(r"\b(?:hero|eroe|herói)\s+\d", re.IGNORECASE)
SLUG = re.compile(r"\b[a-z]+(?:[-_][a-z]+)*[_][a-z_]*\b|\b[a-z]+(?:-[a-z]+){2,}\b")


@cache
def moves() -> list[tuple[int, list[str], list[tuple[str, dict]]]]:
    """(players, each hero's class, the options offered and the events of every legal action) for
    every decision of a few seeded games."""
    game = get("gauntlet-of-fools")
    told = []
    for seed in range(3):
        players = 2 + seed
        state = game.new_game(players, seed)
        classes = [h["class"] for h in state.view(None)["heroes"]]
        told.append((players, classes, [("", e.full()) for e in state.opening_log()]))
        rng = Rng(seed)
        while not state.is_terminal():
            prompt = state.view(state.current_player())["prompt"]
            # A legal action without its option would be shown as its own text, ids and numbers.
            assert {str(a) for a in state.legal_actions()} <= {o["action"] for o in prompt.get("options") or []}
            offered = [(words(o["key"], o["args"], game.card_name, NAMES.__getitem__, o["action"]), {})
                       for o in prompt.get("options") or []]
            for action in state.legal_actions():
                copy = state.clone()
                offered += [("", e.full()) for e in copy.apply(action)]
            told.append((players, classes, offered))
            state.apply(rng.choice(state.legal_actions()))
    return told


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_move_names_its_hero_by_class(language: str) -> None:
    game = get("gauntlet-of-fools")
    set_language(language)
    try:
        named = 0
        for players, classes, offered in moves():
            names = NAMES[:players]
            for option, event in offered:
                line = game.describe(event, names) if event else None
                text = line.text() if line is not None else option
                assert not NUMBERED.search(text), text
                assert not SLUG.search(text), text
                if isinstance(event.get("hero"), int) and line is not None:
                    named += game.card_name(classes[event["hero"]]) in text
        assert named > 1000  # plenty of sentences call their hero by its class
    finally:
        set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_reviews_words_for_every_move_name_heroes_by_class(language: str) -> None:
    """The review tells a swing by the move and what it began (``move_words``)."""
    match = Match.start("gauntlet-of-fools", 3, 5, seats=[Seat(n) for n in NAMES[:3]])
    rng = Rng(5)
    while not match.state.is_terminal() and len(match.actions) < 60:
        match.submit(rng.choice(match.state.legal_actions()))
    set_language(language)
    try:
        told = [move_words(match, ply, action) for ply, action in enumerate(match.actions)]
        classes = [match.game.card_name(h["class"]) for h in match.state.view(None)["heroes"]]
    finally:
        set_language("en")
    for text in told:
        assert not NUMBERED.search(text) and not SLUG.search(text), text
    assert sum(any(c in text for c in classes) for text in told) >= 10
