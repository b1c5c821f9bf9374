"""The boasting phase (seeds/003 "Fase della Spacconeria", "Prepararsi al Duello", two players)."""
from __future__ import annotations

import pytest

from game.engine.actions import Action, IllegalAction
from game.engine.registry import get
from game.games.gauntlet_of_fools.state import GauntletState

from .helpers import gauntlet, hero, play

GAME = get("gauntlet-of-fools")


def new(players: int, seed: int = 3) -> GauntletState:
    state = GAME.new_game(players, seed)
    assert isinstance(state, GauntletState)
    return state


def act(s: GauntletState, text: str) -> None:
    s.apply(Action.parse(text))


def test_one_hero_per_player_and_four_for_two_players() -> None:
    """seeds/003 "Preparazione" and "Regole per Due Giocatori": a class and a weapon per player; 4 in a
    two-player game; the Armsmaster gets a second weapon (FAQ "Armsmaster")."""
    for players in (2, 3, 4, 6):
        s = new(players)
        assert len(s.heroes) == (4 if players == 2 else players)
        for h in s.heroes:
            assert len(h.weapons) == (2 if h.cls == "armsmaster" else 1)
        dealt = [w for h in s.heroes for w in h.weapons]
        assert len(dealt) == len(set(dealt))


def test_take_a_free_hero_with_any_boasts_then_the_next_player_picks() -> None:
    """seeds/003 "Fase della Spacconeria": take a free hero and add boasts if you like."""
    s = new(3)
    seat = s.current_player()
    free = s.heroes[0].cls
    play(s, f"take {free}", "boast hopping", "boast hangover", "done")
    assert s.heroes[0].owner == seat
    assert s.heroes[0].boast_list() == ["hopping", "hangover"]
    assert s.current_player() == (seat + 1) % 3


def test_a_stolen_hero_keeps_its_boasts_and_needs_one_more() -> None:
    """seeds/003 "Fase della Spacconeria": stealing keeps the boasts and adds at least one."""
    s = new(3)
    first = s.current_player()
    target = s.heroes[1].cls
    play(s, f"take {target}", "boast juggling", "done", f"steal {target}")
    with pytest.raises(IllegalAction) as refused:
        act(s, "done")
    assert refused.value.key == "gauntlet.illegal.steal_needs_boast"
    play(s, "boast blindfolded", "done")
    h = s.heroes[1]
    assert h.owner == (first + 1) % 3
    assert h.boast_list() == ["blindfolded", "juggling"]


def test_each_boast_at_most_once_per_hero() -> None:
    """seeds/003 "Fase della Spacconeria": a hero carries at most one boast of each type."""
    s = new(3)
    cls = s.heroes[0].cls
    play(s, f"take {cls}", "boast hopping", "done", f"steal {cls}")
    assert "boast hopping" not in [str(a) for a in s.legal_actions()]
    with pytest.raises(IllegalAction) as refused:
        act(s, "boast hopping")
    assert refused.value.key == "gauntlet.illegal.boast_twice"


def test_the_robbed_player_picks_again_and_the_phase_ends_when_all_hold_heroes() -> None:
    """seeds/003 "Fase della Spacconeria": a player holding a hero passes; the robbed one picks again."""
    s = new(3)
    a = s.current_player()
    b, c = (a + 1) % 3, (a + 2) % 3
    play(s, f"take {s.heroes[0].cls}", "done")
    act(s, f"steal {s.heroes[0].cls}")  # b robs a
    play(s, "boast blindfolded", "done")
    assert s.current_player() == c
    play(s, f"take {s.heroes[1].cls}", "done")
    assert s.current_player() == a  # b and c hold heroes and pass
    play(s, f"take {s.heroes[2].cls}", "done")
    assert not s.boasting
    assert sorted(h.owner for h in s.heroes) == [0, 1, 2]
    assert s.heroes[0].owner == b


def test_two_players_each_take_two_heroes_and_cannot_rob_themselves() -> None:
    """seeds/003 "Regole per Due Giocatori": one hero per turn; a player with two heroes passes."""
    s = new(2)
    a = s.current_player()
    play(s, f"take {s.heroes[0].cls}", "done")
    b = s.current_player()
    assert b == 1 - a
    assert f"steal {s.heroes[0].cls}" in [str(x) for x in s.legal_actions()]
    play(s, f"take {s.heroes[1].cls}", "done")
    assert f"steal {s.heroes[0].cls}" not in [str(x) for x in s.legal_actions()]
    with pytest.raises(IllegalAction) as refused:
        act(s, f"steal {s.heroes[0].cls}")
    assert refused.value.key == "gauntlet.illegal.own_hero"
    play(s, f"take {s.heroes[2].cls}", "done", f"take {s.heroes[3].cls}", "done")
    assert not s.boasting
    assert sorted(h.owner for h in s.heroes) == [0, 0, 1, 1]


def test_tokens_are_dealt_as_printed_after_the_boasts() -> None:
    """seeds/003 "Prepararsi al Duello": class and weapon tokens as printed on the cards."""
    s, _ = gauntlet(("monk", "throwing-stars", ()), ("barbarian", "dagger", ()))
    assert (hero(s, 0).class_tokens, hero(s, 0).weapon_tokens) == (4, [20])
    assert (hero(s, 1).class_tokens, hero(s, 1).weapon_tokens) == (0, [4])


def test_juggling_halves_weapon_tokens_rounded_down() -> None:
    """seeds/003 boast FAQ "Mentre fai le acrobazie"; rules-decisions.md: rounded down, each weapon halved."""
    s, _ = gauntlet(("knight", "throwing-stars", ("juggling",)), ("armsmaster", ("dagger", "sword"), ("juggling",)),
                    ("wizard", "bow", ()))
    assert hero(s, 0).weapon_tokens == [10]
    assert hero(s, 1).weapon_tokens == [2, 1]
    assert hero(s, 2).weapon_tokens == [2]


def test_ninja_doubles_weapon_tokens_unless_juggling() -> None:
    """seeds/003 class FAQ "Ninja": twice the printed weapon tokens; juggling cancels it (printed number)."""
    s, _ = gauntlet(("ninja", "dagger", ()), ("ninja", "staff", ("juggling",)))
    assert hero(s, 0).weapon_tokens == [8]
    assert hero(s, 1).weapon_tokens == [4]


def test_without_breakfast_starts_with_a_wound_and_sack_of_loot_with_a_gold() -> None:
    """seeds/003 boast FAQ "Senza aver fatto colazione"; weapon FAQ "Sack of Loot" (1 gold at the start)."""
    s, _ = gauntlet(("knight", "sack-of-loot", ("no-breakfast",)))
    assert (hero(s).wounds, hero(s).gold, hero(s).weapon_tokens) == (1, 1, [0])


def test_boasts_are_declared_in_board_order() -> None:
    """seeds/003 "Fase della Spacconeria": one set of boasts is one sequence of actions (board order)."""
    s = new(3)
    play(s, f"take {s.heroes[0].cls}", "boast juggling")
    with pytest.raises(IllegalAction) as refused:
        act(s, "boast hopping")
    assert refused.value.key == "gauntlet.illegal.boast_order"
