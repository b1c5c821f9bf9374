"""``replay SAVE``: rebuilds a saved game from its seed and log and prints what happened."""
from __future__ import annotations

from pathlib import Path

from game.engine.events import Event
from game.engine.saves import SaveError, load


def describe(event: Event) -> str:
    data = event.full()
    kind = data.pop("kind")
    details = ", ".join(f"{k}={v}" for k, v in data.items())
    return f"{kind}: {details}" if details else kind


def run_replay(path: str) -> int:
    try:
        loaded = load(Path(path), upgrade=False)
    except SaveError as error:
        print(f"error: {error}")
        return 1
    match = loaded.match
    names = [s.name for s in match.seats]
    print(f"{match.game.title}, {match.players} players ({', '.join(names)}), seed {match.seed}, options {match.options}")
    state = match.game.new_game(match.players, match.seed, match.options)
    for event in state.opening_log():
        print(f"  {describe(event)}")
    for ply, action in enumerate(match.actions, 1):
        seat = state.current_player()
        print(f"{ply:4d}. {names[seat] if seat is not None else '?'}: {action}")
        for event in state.apply(action):
            print(f"        {describe(event)}")
    if state.is_terminal():
        result = state.result()
        winners = " and ".join(names[w] for w in result.winners)
        print(f"Game over ({result.reason}): scores {list(result.scores)}; {'draw between' if result.draw else 'winner'} {winners}")
    if loaded.card_warning:
        print(f"note: {loaded.card_warning}")
    return 0
