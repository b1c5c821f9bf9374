"""What a seat knows while the Wand shows its owner the top of the deck and while Gladiator bets are
secret (``Game.information``): checked at every such ply of seeded games with the promos."""
from __future__ import annotations

from game.engine.match import Match
from game.engine.registry import get
from game.engine.rng import Rng

from tests.contract.test_information import check_seat
from tests.net.leaks import Sight

GAME = get("gauntlet-of-fools")


def test_the_wands_cards_and_secret_bets_stay_out_of_what_the_other_seats_know() -> None:
    wand = bets = 0
    for seed in range(30):
        players = (2, 6)[seed % 2]
        match = Match.start(GAME, players, seed, {"promos": True})
        sights = [Sight(GAME, seat) for seat in range(players)]
        for sight in sights:
            sight.read(match.state.opening_log())
        rng = Rng(seed)
        ply = 0
        while not match.state.is_terminal():
            state = match.state
            if state.known or state.betting():
                wand += bool(state.known)
                bets += state.betting()
                # Every seat while bets are secret; the Wand's owner and the next seat while it shows cards.
                seats = range(players) if state.betting() else (state.wand_seat, (state.wand_seat + 1) % players)
                for seat in seats:
                    check_seat(GAME, state, seat, sights[seat], ply)
            legal = state.legal_actions()
            events = match.submit(legal[rng.below(len(legal))])
            for sight in sights:
                sight.read(events)
            ply += 1
    assert wand > 10 and bets >= 5, (wand, bets)
