"""The host's AI seats think in a process of their own, from what their seat knows: the decision is the
one a thread makes, and the one the AI makes from the real state with the same generator."""
from __future__ import annotations

import asyncio

from game.ai import bot_rng, decide, level_for
from game.engine.registry import get
from game.net.thinker import Thinker


def test_a_decision_made_in_a_worker_process_is_the_one_made_from_the_real_state() -> None:
    game = get("boss-monster")
    state = game.new_game(3, 5)
    seat = state.current_player()
    assert seat is not None
    information = game.information(state, seat)
    expected = decide(game, state, level_for(game, "hard", 30), bot_rng(5, seat, 0))

    async def both() -> list[object]:
        answers = []
        for processes in (True, False):
            thinker = Thinker(processes)
            try:
                answers.append(await thinker.decide(game.id, information, "hard", 30, bot_rng(5, seat, 0)))
            finally:
                thinker.close()
        return answers

    assert asyncio.run(both()) == [expected, expected]
