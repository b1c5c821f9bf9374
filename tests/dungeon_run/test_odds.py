"""Odds before you act (game/games/dungeon_run/odds.py), worked out from a seat's view alone, against
the dice the engine really rolls (rulebook 004, "Azione di Combattimento contro un Mostro", "Azione
di Fuga", "Disinnescare")."""
from __future__ import annotations

from game.engine.rng import Rng
from game.games.dungeon_run.odds import disarm_odds, fight_odds, flee_odds

from .helpers import legal, play, put, table, turn_of

TRIALS = 400


def _fight_once(seed: int) -> tuple[bool, bool]:
    state = table(("elowen-starweaver",))
    put(state, "grave-ghoul", 0, 0)  # attack 3, aggression 4 5 6, defense 4, 3 hit points, venom 1
    turn_of(state, 0)
    state.rng = Rng(seed)
    play(state, "fight", "strike magic")
    if state.frames and state.frames[-1].kind == "fight":
        options = state.view(0)["prompt"]["options"]
        play(state, next(o["action"] for o in options if o["args"]["best"]))
    return state.monster_cell("grave-ghoul") is None, state.heroes[0].wounds > 0


def test_fight_odds_match_the_dice_the_engine_rolls() -> None:
    """No low die can block a 4-6 potential wound here, so the model is exact but for sampling."""
    state = table(("elowen-starweaver",))
    put(state, "grave-ghoul", 0, 0)
    turn_of(state, 0)
    odds = fight_odds(state.view(0), 0, "grave-ghoul", "magic")
    assert odds["dice"] == state.view(0)["heroes"][0]["stats"]["magic"]
    results = [_fight_once(seed) for seed in range(TRIALS)]
    kills = sum(k for k, _ in results) / TRIALS
    wounded = sum(w for _, w in results) / TRIALS
    assert abs(kills - odds["kill"]) < 0.07, (kills, odds)
    assert abs(wounded - odds["wounded"]) < 0.07, (wounded, odds)
    assert 0 <= odds["fall"] <= odds["wounded"] and odds["kill"] <= odds["win"] <= 1


def test_flee_and_disarm_odds_are_the_binomial_chances() -> None:
    """A flee needs one Dexterity die at or above the escape value; a disarm as many 4s or more as the
    trap asks."""
    state = table(("elowen-starweaver",))
    put(state, "grave-ghoul", 0, 0)  # escape 4
    turn_of(state, 0)
    view = state.view(0)
    dexterity = view["heroes"][0]["stats"]["dexterity"]
    flee = flee_odds(view, 0, "grave-ghoul")
    assert abs(flee["escape"] - (1 - 0.5 ** dexterity)) < 1e-9
    assert 0 < flee["wounded"] < 1 - flee["escape"] + 1e-9
    disarm = disarm_odds(view, 0, "poison-needle")  # dexterity, one success
    assert abs(disarm["disarm"] - (1 - 0.5 ** dexterity)) < 1e-9
    assert abs(disarm["wounded"] - 0.5 ** dexterity) < 1e-9


def test_odds_read_the_view_only() -> None:
    """The same numbers for every seat's view: nothing hidden goes into them."""
    state = table(("elowen-starweaver", "borrak-ironjaw"))
    put(state, "grave-ghoul", 0, 0)
    turn_of(state, 0)
    assert "fight" in legal(state)
    assert fight_odds(state.view(0), 0, "grave-ghoul") == fight_odds(state.view(1), 0, "grave-ghoul")
    assert flee_odds(state.view(1), 0, None)["needs"] == 4
