"""One test per rule of Monster Day (seeds/001_20d7c26e94c0c48a.txt, "Monster Day") and per decision in
guide/rules-decisions.md ("Monster Day")."""
from __future__ import annotations

import pytest

from game.engine.actions import Action, IllegalAction
from game.engine.registry import get
from game.games.monster_day.cards import PLAYABLE_BASIC
from game.games.monster_day.state import MonsterDayState

from ..events import kinds
from .helpers import SPACE, position

GAME = get("monster-day")
CATOBLEPAS, DIRE_BEAR, GLATISANT, PEGASUS = range(4)


def play(state: MonsterDayState, card: str, suit: str) -> list:
    return state.apply(Action("play", (card, suit)))


# --- Preparazione -------------------------------------------------------------------------------

def test_setup_lays_the_six_aces_in_a_random_row() -> None:
    """Setup: shuffle the Aces and lay them in a line between the players."""
    rows = {tuple(GAME.new_game(2, seed).view(None)["aces"]) for seed in range(30)}
    assert all(sorted(r) == sorted(SPACE) for r in rows)
    assert len(rows) > 20


def test_setup_removes_aces_and_extended_cards_deals_three_each() -> None:
    """Setup: remove Aces, Pawns, Courts and the Excuse; deal three cards each, the rest is the deck."""
    state = GAME.new_game(2, 4)
    assert [len(h) for h in state.hands] == [3, 3] and len(state.deck) == 24
    cards = set(state.deck) | set(state.hands[0]) | set(state.hands[1])
    assert cards == set(PLAYABLE_BASIC) and len(cards) == 30
    assert not any(c.startswith("ace-") for c in cards)


def test_setup_first_player_is_the_higher_die() -> None:
    """Setup: each player rolls a die; the higher begins (a tie rolls again)."""
    for seed in range(40):
        state = GAME.new_game(2, seed)
        roll = next(e for e in state.opening_log() if e.kind == "first_player_rolled").data
        *ties, (a, b) = roll["rolls"]
        assert all(x == y for x, y in ties) and a != b
        assert state.current_player() == roll["first"] == (0 if a > b else 1)


def test_monsters_start_between_the_third_and_fourth_ace() -> None:
    """Setup: the gap between the third and fourth Ace is the monsters' start."""
    assert GAME.new_game(2, 1).view(None)["monsters"] == [0, 0, 0, 0]


# --- Esercita influenza ---------------------------------------------------------------------------

def test_card_goes_only_beside_an_ace_of_one_of_its_suits() -> None:
    """Exert influence: a card may go only beside an Ace sharing one of its suits."""
    state = position([["the-savage"], ["the-author"]])
    assert sorted(a.args[1] for a in state.legal_actions()) == ["leaves", "wyrms"]
    with pytest.raises(IllegalAction) as refused:
        play(state, "the-savage", "moons")
    assert refused.value.reason == "the Savage matches Leaves or Wyrms only."


def test_cards_may_be_played_in_either_village() -> None:
    """Exert influence: you may play in your village or your opponent's, if the suits match."""
    state = position([["the-mountain", "the-battle"], ["the-author"]])
    suits = {a.args[1] for a in state.legal_actions()}
    assert {"moons", "suns"} <= suits and {"wyrms", "knots"} <= suits  # both villages


def test_card_not_in_hand_is_refused() -> None:
    state = position([["the-savage"], ["the-author"]])
    with pytest.raises(IllegalAction, match="not in your hand"):
        play(state, "the-author", "moons")


def test_new_card_covers_the_old_and_only_the_top_counts() -> None:
    """Exert influence: a new card covers the one there; covered cards have no further effect."""
    state = position([["the-journey"], ["the-author"]], spaces={"moons": ["the-pact"]}, dice=[(1, 5)])
    events = play(state, "the-journey", "moons")
    assert state.spaces[SPACE["moons"]] == ["the-pact", "the-journey"]
    assert next(e for e in events if e.kind == "card_played").data["covered"] == "the-pact"
    assert state.view(None)["totals"][CATOBLEPAS]["totals"] == [3, 0]  # the Pact's 9 no longer counts


def test_covering_card_must_match_the_ace_not_the_covered_card() -> None:
    """Exert influence: the new card matches the Ace, ignoring the covered card's other suit."""
    # The Mountain (moons, suns) lies on the Moons Ace; the Journey (moons, waves) may cover it,
    # the Castle (suns, knots) may not, though it shares suns with the Mountain.
    state = position([["the-journey", "the-castle"], ["the-author"]], spaces={"moons": ["the-mountain"]})
    legal = {(a.args[0], a.args[1]) for a in state.legal_actions()}
    assert ("the-journey", "moons") in legal
    assert ("the-castle", "moons") not in legal


# --- Giocati le tue possibilità -----------------------------------------------------------------

def test_die_of_one_to_four_moves_its_monster() -> None:
    """Take your chances: a 1-4 moves that monster (1 Catoblepas, 2 Dire Bear, 3 Glatisant, 4 Pegasus)."""
    for die, monster in ((1, CATOBLEPAS), (2, DIRE_BEAR), (3, GLATISANT), (4, PEGASUS)):
        # Seat 0 leads every total (Diplomat 8: even, a personality; Castle 7: odd), so whichever
        # monster is picked moves toward seat 0, and only the picked one moves.
        state = position([["the-journey"], ["the-savage"]],
                         spaces={"moons": ["the-diplomat"], "suns": ["the-castle"]}, dice=[(die, 6)])
        play(state, "the-journey", "waves")
        expected = [0, 0, 0, 0]
        expected[monster] = -1
        assert state.monsters == expected, (die, state.monsters)


def test_fives_and_sixes_move_nothing() -> None:
    """Take your chances: 5 and 6 have no effect; two of them move no monster this turn."""
    state = position([["the-author"], ["the-savage"]], spaces={"moons": ["the-pact"]}, dice=[(5, 6)])
    events = play(state, "the-author", "knots")
    assert state.monsters == [0, 0, 0, 0]
    assert "monster_moved" not in kinds(events) and "monster_stays" not in kinds(events)


def test_a_double_moves_its_monster_only_once() -> None:
    """Take your chances: if both dice show the same number, that monster moves only once."""
    state = position([["the-author"], ["the-savage"]], spaces={"moons": ["the-mountain", "the-diplomat"]},
                     dice=[(4, 4)])
    play(state, "the-author", "moons")  # seat 0's Moons space: the Author (2) on top
    assert state.monsters[PEGASUS] == -1


def test_two_different_dice_move_two_monsters() -> None:
    state = position([["the-pact"], ["the-savage"]], dice=[(1, 4)])
    play(state, "the-pact", "moons")  # 9, odd, an event: counts for Catoblepas and Pegasus
    assert state.monsters == [-1, 0, 0, -1]


def test_catoblepas_sums_odd_cards_and_not_crowns() -> None:
    """Catoblepas: each player sums the odd cards (3, 5, 7, 9) in their village, not the Crowns."""
    state = position([["the-huntress"], ["the-savage"]],
                     spaces={"suns": ["the-castle"], "leaves": ["the-forest"], "wyrms": ["the-calamity"]},
                     dice=[(1, 6)])
    # seat 0: Castle 7 + Huntress (Crown, 10, not odd) = 7; seat 1: Forest 5, Calamity Crown = 5
    play(state, "the-huntress", "moons")
    assert state.view(None)["totals"][CATOBLEPAS]["totals"] == [7, 5]
    assert state.monsters[CATOBLEPAS] == -1


def test_dire_bear_sums_even_cards_and_not_crowns() -> None:
    """Dire Bear: each player sums the even cards (2, 4, 6, 8), not the Crowns."""
    state = position([["the-sea"], ["the-savage"]],
                     spaces={"moons": ["the-mountain"], "leaves": ["the-mill"]}, dice=[(2, 5)])
    # seat 0: Mountain 4 + the Sea (Crown) = 4; seat 1: Mill 8
    play(state, "the-sea", "waves")
    assert state.view(None)["totals"][DIRE_BEAR]["totals"] == [4, 8]
    assert state.monsters[DIRE_BEAR] == 1


def test_glatisant_sums_personalities_with_crowns_worth_ten() -> None:
    """Glatisant: each player sums the face cards (personalities); a Crown face card is worth 10."""
    state = position([["the-bard"], ["the-savage"]],
                     spaces={"leaves": ["the-merchant"], "moons": ["the-pact"]}, dice=[(3, 6)])
    # seat 0: the Bard (Crown personality) 10, the Pact is an event; seat 1: the Merchant 9
    play(state, "the-bard", "suns")
    assert state.view(None)["totals"][GLATISANT]["totals"] == [10, 9]
    assert state.monsters[GLATISANT] == -1


def test_pegasus_sums_every_top_card_with_crowns_worth_ten() -> None:
    """Pegasus: each player sums all the cards in their village; Crowns are worth 10."""
    state = position([["the-end"], ["the-savage"]],
                     spaces={"moons": ["the-author"], "wyrms": ["the-pact"], "knots": ["the-market"]},
                     dice=[(4, 6)])
    # the End (Crown of Leaves) goes to seat 1's Leaves space: 10 + Pact 9 + Market 6 = 25 against 2
    play(state, "the-end", "leaves")
    assert state.view(None)["totals"][PEGASUS]["totals"] == [2, 25]
    assert state.monsters[PEGASUS] == 1


def test_pegasus_counts_crowns_as_ten_in_own_village() -> None:
    state = position([["the-bard"], ["the-savage"]], spaces={"wyrms": ["the-pact"]}, dice=[(4, 6)])
    play(state, "the-bard", "suns")  # seat 0: 10; seat 1: 9
    assert state.view(None)["totals"][PEGASUS]["totals"] == [10, 9] and state.monsters[PEGASUS] == -1


def test_aces_themselves_count_for_nothing() -> None:
    """The Aces are the board: an empty space adds nothing to any total."""
    state = position([["the-author"], ["the-savage"]])
    assert all(t["totals"] == [0, 0] for t in state.view(None)["totals"])


def test_first_move_leaves_the_start_for_the_first_space_of_a_village() -> None:
    """The first time a monster moves it goes to the first space next to the start."""
    state = position([["the-pact"], ["the-savage"]], dice=[(1, 6)])
    play(state, "the-pact", "moons")
    assert state.monsters[CATOBLEPAS] == -1


def test_monster_never_goes_back_to_the_start() -> None:
    """After leaving, a monster skips the start: from one village's first space to the other's."""
    state = position([["the-pact"], ["the-savage"]], spaces={"leaves": ["the-forest"]}, monsters=[1, 0, 0, 0],
                     dice=[(1, 6)])
    play(state, "the-pact", "moons")  # seat 0: 9 > seat 1: 5
    assert state.monsters[CATOBLEPAS] == -1


def test_monster_at_the_end_of_a_village_stays() -> None:
    """A monster already in the space nearest the player it moves toward stays where it is."""
    state = position([["the-pact"], ["the-savage"]], monsters=[-3, 0, 0, 0], dice=[(1, 6)])
    events = play(state, "the-pact", "moons")
    assert state.monsters[CATOBLEPAS] == -3
    stays = next(e for e in events if e.kind == "monster_stays")
    assert stays.data["why"] == "end"


def test_monster_moves_one_space_toward_the_higher_total() -> None:
    state = position([["the-pact"], ["the-savage"]], monsters=[2, 0, 0, 0], dice=[(1, 6)])
    play(state, "the-pact", "moons")
    assert state.monsters[CATOBLEPAS] == 1


def test_equal_totals_do_not_move_the_monster() -> None:
    """If both players have the same total, the monster does not move."""
    state = position([["the-forest"], ["the-savage"]], spaces={"leaves": ["the-discovery"]}, monsters=[2, 0, 0, 0],
                     dice=[(1, 6)])
    events = play(state, "the-forest", "moons")  # 5 against 5
    assert state.monsters[CATOBLEPAS] == 2
    assert next(e for e in events if e.kind == "monster_stays").data["why"] == "tie"


# --- Pesca una carta, the end, scoring ------------------------------------------------------------

def test_draw_a_card_after_the_dice() -> None:
    """Draw a card: if cards remain in the deck, draw one."""
    state = position([["the-pact"], ["the-savage"]])
    deck = len(state.deck)
    events = play(state, "the-pact", "moons")
    assert len(state.hands[0]) == 1 and len(state.deck) == deck - 1
    drawn = next(e for e in events if e.kind == "card_drawn")
    assert drawn.for_seat(1).get("card") is None and drawn.for_seat(0)["card"] == state.hands[0][0]


def test_no_draw_from_an_empty_deck() -> None:
    state = position([["the-pact", "the-mill"], ["the-savage"]], deck=[])
    events = play(state, "the-pact", "moons")
    assert state.hands[0] == ["the-mill"] and "card_drawn" not in kinds(events)


def test_turns_alternate() -> None:
    state = position([["the-pact", "the-mill"], ["the-savage", "the-author"]], deck=[])
    play(state, "the-pact", "moons")
    assert state.current_player() == 1


def test_game_ends_after_the_turn_in_which_the_last_card_is_played() -> None:
    """The game goes on until the end of the turn in which the last card is played."""
    state = position([["the-pact"], []], deck=[], dice=[(1, 6)])
    events = play(state, "the-pact", "moons")
    assert state.is_terminal() and state.current_player() is None
    assert kinds(events)[-1] == "game_over" and "dice_rolled" in kinds(events)  # the last turn still rolls
    with pytest.raises(IllegalAction):
        play(state, "the-pact", "moons")


def test_a_whole_game_is_thirty_plays() -> None:
    state = GAME.new_game(2, 9)
    plays = 0
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
        plays += 1
    assert plays == 30


def test_scoring_one_point_each_and_two_for_pegasus() -> None:
    """Victory: Catoblepas, Dire Bear and Glatisant score 1 point each, Pegasus 2, wherever in the village."""
    state = position([["the-pact"], []], deck=[], monsters=[-1, -3, 2, 3])
    play(state, "the-pact", "moons")
    result = state.result()
    assert list(result.scores) == [2, 3] and result.winners == (1,) and not result.draw


def test_equal_points_is_a_draw() -> None:
    """Decision: equal points is a draw (possible only while a monster sits on the start)."""
    state = position([["the-mill"], []], deck=[], monsters=[-1, 2, 0, 0])
    play(state, "the-mill", "waves")
    result = state.result()
    assert result.draw and result.winners == (0, 1) and result.reason == "draw" and list(result.scores) == [1, 1]
