"""Turns and rounds (rulebook 004, "Turno del giocatore", "Azioni degli Eroi")."""
from __future__ import annotations

from .helpers import first, kinds, lay, legal, place, play, put, table, turn_of


def _hall(state):  # a corridor north of the entrance to walk up and down
    lay(state, 0, -1, "collapsed-hall")
    lay(state, 0, -2, "long-gallery")


def test_two_actions_a_turn_then_the_next_player() -> None:
    """Rulebook 004: each hero takes up to two actions, then play passes clockwise."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"))
    _hall(state)
    turn_of(state, 0)
    play(state, "move north")
    assert state.current_player() == 0
    events = play(state, "move north")
    assert state.current_player() == 1 and first(events, "turn_begins")["seat"] == 1


def test_an_action_may_be_taken_twice_in_a_turn() -> None:
    """Rulebook 004: "un'azione può essere scelta più volte nello stesso turno"."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    _hall(state)
    turn_of(state, 0)
    play(state, "move north", "move north")
    assert state.heroes[0].pos == (0, -2)


def test_a_turn_may_end_before_its_two_actions() -> None:
    """Rulebook 004: "fino a due azioni" - a player may stop early."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    turn_of(state, 0)
    assert "end" in legal(state)
    play(state, "end")
    assert state.current_player() == 1


def test_round_ends_when_play_returns_to_the_first_player_and_the_token_passes_left() -> None:
    """Rulebook 004: once every hero has had a turn the monsters move, then the First Player token
    passes one to the left and a new round begins with that player."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"))
    turn_of(state, 1)
    order = [state.current_player()]
    events = []
    for _ in range(3):
        events += play(state, "end")
        order.append(state.current_player())
    assert order == [1, 2, 0, 2]
    assert kinds(events).index("round_begins") > kinds(events).index("turn_ended")
    assert state.first == 2 and state.round == 2


def test_monsters_move_after_the_last_turn_of_the_round() -> None:
    """Rulebook 004, "Movimento dei Mostri": the monsters move once all heroes have had a turn."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    _hall(state)
    put(state, "gargoyle", 0, -2)
    turn_of(state, 0)
    events = play(state, "end")
    assert "monster_moved" not in kinds(events)
    events = play(state, "end")
    moved = first(events, "monster_moved")
    assert moved["from"] == [0, -2] and moved["to"] == [0, -1]
    assert kinds(events).index("monster_moved") < kinds(events).index("round_begins")


def test_round_limit_ends_the_game_without_a_winner() -> None:
    """Our safety net (option round-limit): after that many rounds the game ends, nobody winning."""
    state = table(("borrak-ironjaw", "elowen-starweaver"), **{"round-limit": 1})
    turn_of(state, 0)
    play(state, "end", "end")
    assert state.is_terminal() and state.result().winners == () and state.result().reason == "round-limit"


def test_a_hero_out_of_the_game_takes_no_turns() -> None:
    """Rulebook 004, "Sconfiggere Eroi nel fine-partita": an eliminated hero does not come back."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"))
    state.heroes[1].out = True
    place(state, 1, 5, 5)
    turn_of(state, 0)
    play(state, "end")
    assert state.current_player() == 2
