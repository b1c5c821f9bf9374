"""Every event Gauntlet of Fools emits is told in every language, and every prompt and option is
worded, with no blank left unfilled and no bare key: seeded random games, seen from every seat."""
from __future__ import annotations

from functools import cache

import pytest

from game.engine.events import Event
from game.engine.registry import get
from game.engine.rng import Rng
from game.games.gauntlet_of_fools import narrate
from game.i18n import CATALOGUE, set_language, words
from game.ui.tables.gauntlet_of_fools.choreo import REVEALS, WORDS

LANGUAGES = ("en", "it", "pt-BR")


@cache
def played() -> tuple[list[tuple[int, Event]], list[tuple[int, dict]]]:
    """(players, event) for every event, and (players, prompt) for every decision, of a few games."""
    game = get("gauntlet-of-fools")
    events: list[tuple[int, Event]] = []
    prompts: list[tuple[int, dict]] = []
    for seed in range(16):
        players = 2 + seed % 5
        state = game.new_game(players, seed)
        events += [(players, e) for e in state.opening_log()]
        rng = Rng(seed)
        while not state.is_terminal():
            prompts.append((players, state.view(state.current_player())["prompt"]))
            events += [(players, e) for e in state.apply(rng.choice(state.legal_actions()))]
    return events, prompts


def clean(text: str) -> bool:
    return "{" not in text and "gauntlet-of-fools." not in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_event_is_told_for_every_seat(language: str) -> None:
    events, _ = played()
    set_language(language)
    try:
        kinds = set()
        for players, event in events:
            names = [f"P{n}" for n in range(players)]
            for seat in range(players):
                line = narrate.describe(event.for_seat(seat), names)
                assert line is not None, event.kind
                assert clean(line.text()), (event.kind, line.text())
            kinds.add(event.kind)
        assert kinds <= narrate.KNOWN | {"turn_begins", "game_over"}
        assert len(kinds) >= 35  # most kinds are met in a few games
    finally:
        set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_prompt_and_option_is_worded(language: str) -> None:
    _, prompts = played()
    set_language(language)
    try:
        for players, prompt in prompts:
            seat_name = (lambda s: f"P{s}")
            assert CATALOGUE.has(prompt["key"]), prompt["key"]
            assert clean(words(prompt["key"], prompt["args"], narrate.card_name, seat_name)), prompt
            for option in prompt["options"]:
                assert CATALOGUE.has(option["key"]), option["key"]
                assert clean(words(option["key"], option["args"], narrate.card_name, seat_name)), option
    finally:
        set_language("en")


def test_the_wand_and_a_secret_bet_are_told_only_to_their_owner() -> None:
    events, _ = played()
    private = [(p, e) for p, e in events if e.kind in ("wand_looked", "wand_removed", "bet_placed") and e.secret]
    assert private
    for players, event in private:
        names = [f"P{n}" for n in range(players)]
        owner = next(iter(event.viewers))
        other = (owner + 1) % players
        told_owner = narrate.describe(event.for_seat(owner), names)
        told_other = narrate.describe(event.for_seat(other), names)
        assert told_owner is not None and told_other is not None
        assert told_owner.text() != told_other.text()
        for value in event.secret.values():
            for item in value if isinstance(value, list) else [value]:
                shown = narrate.card_name(item) if isinstance(item, str) else str(item)
                assert shown in told_owner.text()
                if isinstance(item, str):
                    assert shown not in told_other.text()


def test_every_event_kind_has_an_animation() -> None:
    animated = set(WORDS) | set(REVEALS) | {"dice_rolled", "dice_rerolled"}
    assert narrate.KNOWN <= animated


def test_wounds_past_the_limit_are_never_a_fraction_above_one() -> None:
    """"5/4" wounds reads as nonsense: a hero at or past the limit is said to be dying (it dies when
    its turn ends), or, once dead, its wounds are counted plainly."""
    from game.ui.tables.gauntlet_of_fools.board import wounds_text

    hero = {"wounds": 2, "wound_limit": 4, "dead": False}
    assert wounds_text(hero) == "2/4 wounds"
    assert wounds_text({**hero, "wounds": 5}) == "5 wounds: dying"
    assert wounds_text({**hero, "wounds": 5, "dead": True}) == "5 wounds"


def test_an_armsmasters_two_rolls_are_told_apart_by_their_weapons() -> None:
    """Two weapons may roll as many dice: each roll names its weapon ("Roll 3 dice" twice before)."""
    from game.ui.tables.gauntlet_of_fools.faces import card_name

    game = get("gauntlet-of-fools")
    for seed in range(300):
        state = game.new_game(2 + seed % 5, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            seat = state.current_player()
            options = [o for o in state.view(seat)["prompt"].get("options") or [] if o["verb"] == "roll"]
            if len(options) > 1:
                for language in ("en", "it", "pt-BR"):
                    set_language(language)
                    try:
                        said = [words(o["key"], o["args"], card_name, str, o["action"]) for o in options]
                        named = [card_name(o["args"]["weapon_card"]) for o in options]
                    finally:
                        set_language("en")
                    assert len(set(said)) == len(said), said
                    assert all(name in text for name, text in zip(named, said)), (language, said)
                return
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no seeded game gave an Armsmaster a roll to choose")


@pytest.mark.parametrize("language", ("it", "pt-BR"))
def test_a_prompt_and_its_options_call_the_card_by_one_name(language: str) -> None:
    """"Avventuriero: affronti ...?" over the option "Usa Adventurer" was one card with two names;
    the log names it as the option does."""
    events, prompts = played()
    asked = [prompt for _, prompt in prompts if prompt["kind"] == "adventurer"]
    used = [event for _, event in events if event.kind == "ability_used" and event.data["ability"] == "adventurer"]
    assert asked and used
    set_language(language)
    try:
        name = narrate.card_name("adventurer")
        assert name != "Adventurer" or language == "it"  # Italian keeps the rulebook's English class names
        for prompt in asked:
            assert name in words(prompt["key"], prompt["args"], narrate.card_name, str), prompt
            use = next(o for o in prompt["options"] if o["verb"] == "use")
            assert name in words(use["key"], use["args"], narrate.card_name, str), use
        line = narrate.describe(used[0].for_seat(0), ["P0", "P1", "P2", "P3", "P4", "P5"])
        assert line is not None and name in line.text()
    finally:
        set_language("en")
