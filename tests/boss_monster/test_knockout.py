"""The warning before a choice that would knock the deciding seat's Boss out: each option the view
names leads, played on to the end of the turn with every later decision a pass, to that seat's
elimination by the rules, and each option it leaves out does not; only the deciding seat is told."""
from __future__ import annotations

from functools import cache
from game.engine import registry
from game.engine.actions import Action
from game.engine.rng import Rng
from game.games.boss_monster.state import BossMonsterState

GAME = registry.get("boss-monster")


@cache
def warned(limit: int = 6) -> list[tuple[BossMonsterState, int, list[str]]]:
    """Seeded positions (a mix of the playout policy and random choices) where the view warns."""
    out: list[tuple[BossMonsterState, int, list[str]]] = []
    for seed in range(60):
        state = GAME.new_game(2 + seed % 3, seed, {})
        rng = Rng(seed)
        while not state.is_terminal() and len(out) < limit:
            seat = state.current_player()
            fatal = state.view(seat)["knockout"]
            if fatal:
                out.append((state.clone(), seat, fatal))
            state.apply(GAME.playout_action(state, rng) if rng.below(2) else rng.choice(state.legal_actions()))
    return out


def out_by_turn_end(state: BossMonsterState, seat: int, action: Action) -> bool:
    """Plays ``action``, then passes (or the first option) until the turn is over: is ``seat`` out?"""
    trial = state.clone()
    turn = trial.turn
    trial.apply(action)
    while not trial.is_terminal() and trial.turn == turn:
        legal = trial.legal_actions()
        trial.apply(Action("pass") if Action("pass") in legal else legal[0])
    return bool(trial.out[seat])  # the rules' own elimination, at the end of the turn


def test_every_warned_choice_and_only_those_end_with_the_boss_knocked_out() -> None:
    positions = warned()
    assert len(positions) >= 4
    for state, seat, fatal in positions:
        options = [str(a) for a in state.legal_actions()]
        assert set(fatal) < set(options)  # a choice: some option is not fatal
        for option in options:
            assert out_by_turn_end(state, seat, Action.parse(option)) == (option in fatal), (option, fatal)


def test_only_the_deciding_seat_is_warned_and_never_with_infinite_lives() -> None:
    state, seat, _ = warned()[0]
    for other in range(state.players):
        if other != seat:
            assert state.view(other)["knockout"] is None
    assert state.view(None)["knockout"] is None
    state = GAME.new_game(2, 1, {"infinite-lives": True})
    rng = Rng(1)
    while not state.is_terminal() and state.turn < 12:
        assert state.view(state.current_player())["knockout"] is None
        state.apply(GAME.playout_action(state, rng))
