"""What one seat knows, as data (``Game.information``, ``Game.from_information``), over random games of
every game and player count: the rebuilt state shows the seat the same view and the same choices, an
AI decides in it as in the real state, the data does not change when the hidden cards are dealt
again, and it names no card the seat has not seen."""
from __future__ import annotations

import json

import pytest

from game.ai import decide, level_for
from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.rng import Rng
from game.engine.state import Game, OptionValue, State

from tests.net.leaks import Sight



def flipped(game: Game) -> dict[str, OptionValue]:
    """Every on/off option of the game turned the other way: the variants' hidden places too."""
    return {key: not option.default for key, option in game.options.items() if isinstance(option.default, bool)}


CASES = [(game.id, n, {}) for game in all_games() for n in game.players]
CASES += [(game.id, n, flipped(game)) for game in all_games() if flipped(game)
          for n in sorted({game.players.start, game.players.stop - 1})]
# Every other value of an option with choices (Monster Day's extended deck deals some kinds of its
# cards and not others, which the seat's unseen cards must follow), at the fewest players.
CASES += [(game.id, game.players.start, {key: value}) for game in all_games()
          for key, option in game.options.items() for value in option.choices if value != option.default]
MAX_PLIES = 3000
# Plies between two checks (the checks cost more than the plays): every few at first, where setup's
# decisions are, then sparser through long games.
EVERY, LATER, EARLY = 3, 17, 60
DECIDE_EVERY = 7


def check_seat(game: Game, state: State, seat: int, sight: Sight, ply: int) -> None:
    info = json.loads(json.dumps(game.information(state, seat)))
    view = state.view(seat)
    leaks = sight.leaks(view, info)
    assert not leaks, f"ply {ply}: seat {seat}'s information names cards it has not seen: {sorted(leaks)}"
    rebuilt = game.from_information(info)
    assert rebuilt.view(seat) == view, f"ply {ply}: the state rebuilt for seat {seat} shows another view"
    assert game.information(rebuilt, seat) == info
    for attempt in range(2):
        world = state.determinize(seat, Rng(ply * 7 + attempt))
        assert game.information(world, seat) == info, f"ply {ply}: seat {seat}'s information depends on hidden cards"
    if state.current_player() != seat:
        return
    assert rebuilt.legal_actions() == state.legal_actions()
    if ply % DECIDE_EVERY == 0:
        level = level_for(game, "easy", iterations=2) if ply % 2 else level_for(game, "hard", iterations=6)
        assert decide(game, rebuilt, level, Rng(ply)) == decide(game, state, level, Rng(ply)), \
            f"ply {ply}: an AI decides otherwise from what seat {seat} knows"


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_what_a_seat_knows_rebuilds_a_state_it_cannot_tell_from_the_real_one(
        game_id: str, players: int, options: dict[str, OptionValue]) -> None:
    game = next(g for g in all_games() if g.id == game_id)
    match = Match.start(game, players, seed=2000 + players + len(options), options=options)
    sights = [Sight(game, seat) for seat in range(players)]
    for sight in sights:
        sight.read(match.state.opening_log())
    rng = Rng(91 + players)
    for ply in range(MAX_PLIES):
        state = match.state
        if state.is_terminal():
            break
        if ply % (EVERY if ply < EARLY else LATER) == 0:
            for seat in range(players):
                check_seat(game, state, seat, sights[seat], ply)
        legal = state.legal_actions()
        events = match.submit(legal[rng.below(len(legal))])
        for sight in sights:
            sight.read(events)
    assert match.state.is_terminal()
    for seat in range(players):
        check_seat(game, match.state, seat, sights[seat], -1)
