"""Setting up ("Preparazione"): the Aces in a row, three cards each, and a die each for first player."""
from __future__ import annotations

from game.engine.cards import Need
from game.engine.events import TURN_BEGINS, Event
from game.engine.rng import Rng

from ..cards import SUITS, playable
from ..state import HAND_SIZE, MonsterDayState


def card_needs() -> list[Need]:
    """Two opening hands from the deck of basic cards (the Aces lie on the board; the extended deck
    only adds to it)."""
    return [Need("decktet", 2 * HAND_SIZE, "basic cards besides the Aces", f"for two opening hands of {HAND_SIZE}",
                 lambda cards: sum(1 for c in cards.of("decktet") if c["deck"] == "basic" and c["rank"] != 1))]


def new_state(seed: int, extras: frozenset[str] = frozenset()) -> MonsterDayState:
    """A new game; ``extras`` names the kinds of extended cards shuffled in (excuse, pawns, courts)."""
    s = MonsterDayState()
    s.rng = Rng(seed)
    s.extended = bool(extras)
    s.aces = list(SUITS)
    s.rng.shuffle(s.aces)
    s.deck = list(playable(extras))
    s.rng.shuffle(s.deck)
    events = [Event("aces_laid", {"aces": list(s.aces)}, chance=True)]
    for seat in (0, 1):
        s.hands[seat] = [s.deck.pop() for _ in range(HAND_SIZE)]
        events.append(Event("hand_dealt", {"seat": seat, "count": HAND_SIZE}, {"cards": list(s.hands[seat])},
                            frozenset((seat,)), chance=True))
    rolls: list[list[int]] = []
    while True:  # each player rolls a die; the higher begins, a tie rolls again
        a, b = s.rng.die(), s.rng.die()
        rolls.append([a, b])
        if a != b:
            break
    s.first = 0 if a > b else 1
    events.append(Event("first_player_rolled", {"rolls": rolls, "first": s.first}, chance=True))
    events.append(Event(TURN_BEGINS, {"seat": s.first, "turn": 1}))
    s.opening_events = events
    s.push("play", s.first)
    return s
