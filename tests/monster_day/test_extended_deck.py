"""The option extended-deck, as the rulebook's last section ("Il Decktet esteso") describes it."""
from __future__ import annotations

import pytest

from game.engine.actions import Action
from game.engine.registry import get
from game.engine.rng import Rng
from game.games.monster_day.cards import CARDS, SUITS

from .helpers import position

GAME = get("monster-day")
CATOBLEPAS, DIRE_BEAR, GLATISANT, PEGASUS = range(4)


def cards_of(state: object) -> set[str]:
    return set(state.deck) | set(state.hands[0]) | set(state.hands[1])  # type: ignore[attr-defined]


def test_extended_deck_is_off_by_default_and_adds_the_nine_cards() -> None:
    assert GAME.options["extended-deck"].default == "none"
    assert len(cards_of(GAME.new_game(2, 3))) == 30
    cards = cards_of(GAME.new_game(2, 3, {"extended-deck": "all"}))
    assert len(cards) == 39
    assert {"the-excuse", "the-watchman", "the-consul", "the-harvest"} <= cards


def test_a_save_or_command_from_when_the_option_was_on_or_off_still_means_all_or_none() -> None:
    option = GAME.options["extended-deck"]
    assert option.parse(True) == "all" and option.parse(False) == "none"
    state = GAME.new_game(2, 5, {"extended-deck": "all"})
    # The deal the option's "on" gave this seed before it offered kinds: an old save replays the same.
    assert state.hands == [["the-savage", "the-forest", "the-journey"], ["the-darkness", "the-bard", "the-desert"]]
    assert state.deck[-3:] == ["the-window", "the-merchant", "the-pact"]


def test_excuse_may_go_on_any_space_and_is_worth_zero() -> None:
    """The Excuse may be played on any space and is worth zero."""
    state = position([["the-excuse"], ["the-savage"]], extended=True, dice=[(4, 6)],
                     spaces={"leaves": ["the-mill"]})
    assert {a.args[1] for a in state.legal_actions()} == set(SUITS)
    state.apply(Action("play", ("the-excuse", "leaves")))  # covers seat 1's Mill (8)
    assert state.view(None)["totals"][PEGASUS]["totals"] == [0, 0]
    assert state.monsters[PEGASUS] == 0  # 0 against 0: a tie


def test_pawns_and_courts_match_the_aces_of_their_three_suits() -> None:
    state = position([["the-watchman", "the-island"], ["the-savage"]], extended=True)
    suits = {(a.args[0], a.args[1]) for a in state.legal_actions()}
    assert {s for c, s in suits if c == "the-watchman"} == {"moons", "wyrms", "knots"}
    assert {s for c, s in suits if c == "the-island"} == {"suns", "waves", "wyrms"}


def test_pawn_value_is_two_dice_rolled_by_the_space_owner() -> None:
    """Pawns and Courts: the player who controls the space rolls both dice; the sum is the card's value."""
    # The Harvest (a Pawn, an event) lies in seat 1's village; Pegasus is picked; the owner rolls 6+5.
    state = position([["the-pact"], ["the-savage"]], extended=True, spaces={"leaves": ["the-harvest"]},
                     dice=[(4, 6), (6, 5)])
    events = state.apply(Action("play", ("the-pact", "moons")))
    rolled = next(e for e in events if e.kind == "value_rolled")
    assert rolled.data["seat"] == 1 and rolled.data["value"] == 11 and rolled.data["card"] == "the-harvest"
    assert state.monsters[PEGASUS] == 1  # 11 beats the Pact's 9


def test_pawn_value_is_rolled_again_each_time_it_matters() -> None:
    """Roll the dice every time the card's value matters for a monster's move."""
    # Dice 1 and 4: Catoblepas and Pegasus both need the Harvest's value; two separate rolls follow.
    state = position([["the-pact"], ["the-savage"]], extended=True, spaces={"leaves": ["the-harvest"]},
                     dice=[(1, 4), (1, 2), (6, 6)])
    events = state.apply(Action("play", ("the-pact", "moons")))
    rolls = [e.data for e in events if e.kind == "value_rolled"]
    assert [r["monster"] for r in rolls] == ["catoblepas", "pegasus"]
    assert [r["value"] for r in rolls] == [3, 12]
    assert rolls[0]["counts"] is True  # 3 is odd: counts for the Catoblepas
    assert state.monsters[CATOBLEPAS] == -1  # 9 against 3
    assert state.monsters[PEGASUS] == 1  # 9 against 12


def test_rolled_value_counts_for_odd_or_even_by_the_roll() -> None:
    """A rolled 8 is even: it does not count for the Catoblepas."""
    state = position([["the-journey"], ["the-savage"]], extended=True, spaces={"leaves": ["the-harvest"]},
                     dice=[(1, 6), (4, 4)])
    state.apply(Action("play", ("the-journey", "moons")))
    assert state.monsters[CATOBLEPAS] == -1  # 3 against 0


def test_extended_personalities_count_for_the_glatisant_by_their_roll() -> None:
    state = position([["the-author"], ["the-savage"]], extended=True, spaces={"knots": ["the-consul"]},
                     dice=[(3, 6), (1, 1)])
    state.apply(Action("play", ("the-author", "moons")))  # 2 against a rolled 2: a tie
    assert state.monsters[GLATISANT] == 0


def test_extended_events_do_not_roll_for_the_glatisant() -> None:
    state = position([["the-author"], ["the-savage"]], extended=True, spaces={"knots": ["the-window"]},
                     dice=[(3, 6)])
    events = state.apply(Action("play", ("the-author", "moons")))
    assert not any(e.kind == "value_rolled" for e in events)
    assert state.monsters[GLATISANT] == -1


def test_a_rolled_ten_is_not_even_for_the_dire_bear() -> None:
    """The Dire Bear sums 2, 4, 6 and 8, not the Crowns (rulebook, "Giocati le tue possibilità"): a rolled
    10 is a Crown's value, so it counts for neither the odd nor the even monster (rulings.md)."""
    state = position([["the-author"], ["the-savage"]], extended=True, spaces={"leaves": ["the-harvest"]},
                     dice=[(2, 6), (5, 5)])
    events = state.apply(Action("play", ("the-author", "moons")))
    rolled = next(e for e in events if e.kind == "value_rolled")
    assert rolled.data["value"] == 10 and rolled.data["counts"] is False
    assert state.monsters[DIRE_BEAR] == -1  # the Author's 2 against nothing


def test_a_rolled_eleven_is_not_odd_for_the_catoblepas() -> None:
    """The Catoblepas sums 3, 5, 7 and 9: 11 is no rank, so a rolled 11 does not count."""
    state = position([["the-journey"], ["the-savage"]], extended=True, spaces={"leaves": ["the-harvest"]},
                     dice=[(1, 6), (5, 6)])
    state.apply(Action("play", ("the-journey", "moons")))
    assert state.monsters[CATOBLEPAS] == -1  # the Journey's 3 against nothing


def test_a_rolled_nine_is_odd_for_the_catoblepas() -> None:
    state = position([["the-journey"], ["the-savage"]], extended=True, spaces={"leaves": ["the-harvest"]},
                     dice=[(1, 6), (4, 5)])
    state.apply(Action("play", ("the-journey", "moons")))
    assert state.monsters[CATOBLEPAS] == 1  # 3 against a rolled 9


@pytest.mark.parametrize("choice", GAME.options["extended-deck"].choices)
def test_each_choice_of_extended_cards_deals_those_and_plays_to_the_end(choice: str) -> None:
    """seeds/001 "Il Decktet esteso": "some or all" of the extended cards may be added. Each choice
    shuffles in exactly its kinds (the Excuse, the four Pawns, the four Courts), seeded games end with
    every card played, a Pawn or Court rolls for its value, and the Excuse never does."""
    kinds = {"excuse": {"excuse"}, "pawns": {"pawn"}, "courts": {"court"}}
    wanted = set().union(*(kinds[k] for k in kinds if choice == "all" or k in choice.split("-")))
    rolled_ranks: set[str] = set()
    for seed in range(6):
        state = GAME.new_game(2, seed, {"extended-deck": choice})
        extended = {c for c in cards_of(state) if CARDS[c].deck == "extended"}
        assert {CARDS[c].rank for c in extended} == wanted
        assert len(extended) == sum({"excuse": 1, "pawn": 4, "court": 4}[rank] for rank in wanted)
        total = len(cards_of(state))
        rng = Rng(seed)
        played = 0
        while not state.is_terminal():
            for event in state.apply(rng.choice(state.legal_actions())):
                if event.kind == "card_played":
                    played += 1
                if event.kind == "value_rolled":
                    rolled_ranks.add(CARDS[event.data["card"]].rank)
        assert played == total
    assert rolled_ranks <= wanted - {"excuse"}
    if wanted - {"excuse"}:
        assert rolled_ranks  # a Pawn or Court in play rolls when a monster is called
