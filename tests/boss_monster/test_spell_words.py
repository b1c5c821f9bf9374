"""A spell aimed at a face-up room names the room, at the place the rest of the log gives it: every
room each spell could be aimed at, at every decision of seeded games, is aimed at on a copy and told
through ``Game.describe`` (``replay``, a review's swings), in every language."""
from __future__ import annotations

from functools import cache

import pytest

from game.engine.registry import get
from game.engine.rng import Rng
from game.games.boss_monster.board import table_place
from game.games.boss_monster.state import BossMonsterState
from game.i18n import set_language

NAMES = ["Anna", "Bea", "Carlo"]


@cache
def aims() -> list[tuple[dict, str, int]]:
    """(the event, the face-up room aimed at, its place) for every room any spell could be aimed at."""
    game = get("boss-monster")
    found = []
    for seed in range(4):
        state = game.new_game(3, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            for action in state.legal_actions():
                if action.verb != "target" or len(action.args) != 2:
                    continue
                assert isinstance(state, BossMonsterState)
                seat, position = (int(a) for a in action.args)
                dungeon = state.dungeons[seat]
                if dungeon[position - 1].hidden:
                    continue
                events = [e.full() for e in state.clone().apply(action)]
                aimed = [e for e in events if e["kind"] == "spell_target"]
                found += [(e, dungeon[position - 1].top, table_place(len(dungeon), position)) for e in aimed]
            state.apply(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("language", ("en", "it", "pt-BR"))
def test_a_spell_aimed_at_a_room_names_it(language: str) -> None:
    game = get("boss-monster")
    found = aims()
    assert len(found) > 10
    set_language(language)
    try:
        for event, room, place in found:
            line = game.describe(event, NAMES)
            assert line is not None
            assert game.card_name(room) in line.text(), (event, line.text())
            assert str(place) in line.text(), (event, line.text())
    finally:
        set_language("en")
