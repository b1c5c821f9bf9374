"""What a card remembers lives in a hero's ``this_turn`` and ``lasting`` mappings: emptied when the
hero's turn closes, and carried by clones and snapshots (docs/engine.md "One package shape")."""
from __future__ import annotations

import json

from game.engine.actions import Action
from game.engine.registry import get
from game.engine.rng import Rng
from game.games.gauntlet_of_fools.combat import SWUNG
from game.games.gauntlet_of_fools.state import GauntletState

from .helpers import gauntlet, hero

GAME = get("gauntlet-of-fools")


def test_this_turn_is_empty_once_a_heros_turn_is_over_in_seeded_games() -> None:
    remembered = closed = 0
    for seed in range(8):
        s = GAME.new_game(4, seed)
        assert isinstance(s, GauntletState)
        rng = Rng(seed)
        while not s.is_terminal():
            remembered += sum(1 for h in s.heroes if h.this_turn)
            events = s.apply(rng.choice(s.legal_actions()))
            # A hero whose turn closed and did not act again within the same action.
            over: set[int] = set()
            for e in events:
                if e.kind == "turn_over":
                    over.add(e.data["hero"])
                elif e.kind == "hero_acts":
                    over.discard(e.data["hero"])
            for index in over:
                assert s.heroes[index].this_turn == {}, (seed, index, s.heroes[index].this_turn)
                closed += 1
    assert remembered > 0 and closed > 0  # cards did remember something, and turns did close


def _carried(s: GauntletState) -> None:
    copy = s.clone()
    restored = GauntletState.from_snapshot(json.loads(json.dumps(s.to_snapshot())))
    for other in (copy, restored):
        assert [(h.lasting, h.this_turn) for h in other.heroes] == [(h.lasting, h.this_turn) for h in s.heroes]
    assert restored.view(0) == s.view(0) and restored.legal_actions() == s.legal_actions()
    copy.heroes[0].this_turn["trapper"] = copy.heroes[0].lasting["zealot"] = True
    assert "trapper" not in hero(s).this_turn and "zealot" not in hero(s).lasting  # the clone's own


def test_clone_and_snapshot_carry_both_mappings() -> None:
    """seeds/003 weapon FAQ "Axe": swung this turn (this_turn), paid for on the next (lasting); the
    Hangover lasts until the turn of a kill. The Wand stops the next turn before anyone acts."""
    s, _ = gauntlet(("armsmaster", ("axe", "bow"), ("hangover",)), ("knight", "wand", ()), top=("titan", "goblin"),
                    dice=[6] * 10)
    s.apply(Action.parse("wand-top 1"))
    s.apply(Action.parse("use axe"))
    assert hero(s).this_turn == {"axe": SWUNG} and hero(s).lasting == {"hangover": True}
    _carried(s)
    s.apply(Action.parse("roll axe"))  # the Titan dies: the Hangover ends with the turn
    assert hero(s).this_turn == {"axe": SWUNG, "hangover": True}
    _carried(s)
    s.apply(Action.parse("take-hit"))
    s.apply(Action.parse("take-hit"))  # the Knight's; the turn closes and the Wand's owner looks
    assert s.frames[-1].kind == "wand"
    assert hero(s).lasting == {"axe": True} and hero(s).this_turn == {}
    assert s.view(0)["heroes"][0]["next_turn"] == {"attack_zero": True}
    _carried(s)
    events = s.apply(Action.parse("wand-top 1"))  # the Goblin's turn
    assert [e.data["attack"] for e in events if e.kind == "attack_made" and e.data["hero"] == 0] == [0]
    assert hero(s).lasting == {}
