"""What a seat knows when a Boss's Level Up shows it another hand or the room deck
(``Game.information``): what it was shown stays in the data, and nothing else of the hidden cards."""
from __future__ import annotations

from game.ai import Level, decide
from game.engine.rng import Rng

from tests.net.leaks import Sight

from .helpers import GAME, blank, dungeon, hand, play, queue


def _same_knowledge(state, seat: int, events) -> dict:  # type: ignore[no-untyped-def]
    sight = Sight(GAME, seat)
    sight.read(events)
    info = GAME.information(state, seat)
    assert not sight.leaks(state.view(seat), info)
    rebuilt = GAME.from_information(info)
    assert rebuilt.view(seat) == state.view(seat)
    assert rebuilt.legal_actions() == state.legal_actions()
    level = Level("one-ply", "greedy", 4)  # one ply: a state set up by hand has no turn after it
    assert decide(GAME, rebuilt, level, Rng(3)) == decide(GAME, state, level, Rng(3))
    return info


def test_a_hand_looked_at_stays_in_what_the_looking_seat_knows() -> None:
    """Boss: Draculord looks at an opponent's hand: the looker knows it (sorted), not the third hand."""
    state = blank(3, ("draculord", "robobo", "gorgona"))
    hand(state, 1, "golem-factory", "fear")
    hand(state, 2, "freeze")
    events = queue(state, ("level-up", {"seat": 0}))
    events += play(state, "opponent 1")
    info = _same_knowledge(state, 0, events)
    assert info["state"]["rooms"][1] == ["golem-factory"] and info["state"]["spells"][1] == ["fear"]
    assert info["state"]["spells"][2] == [None]


def test_the_room_deck_searched_is_known_to_the_seat_searching_it_alone() -> None:
    """Boss: King Croak searches the room deck: its view and its knowledge list the deck; the other's do not."""
    state = blank(2, ("king-croak", "robobo"))
    dungeon(state, 0, "golem-factory", "dark-altar")
    events = queue(state, ("level-up", {"seat": 0}))
    info = _same_knowledge(state, 0, events)
    assert info["state"]["room_deck"] == sorted(state.room_deck) == state.view(0)["room_deck_searched"]
    assert state.view(1)["room_deck_searched"] is None
    assert set(GAME.information(state, 1)["state"]["room_deck"]) == {None}
