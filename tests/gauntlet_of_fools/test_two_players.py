"""Two players, two heroes each (seeds/003 "Regole per Due Giocatori")."""
from __future__ import annotations

from game.games.gauntlet_of_fools.state import GauntletState

from .helpers import gauntlet, hero, options, play

PAIR = (("prospector", "bow", ()), ("barbarian", "sack-of-loot", ()),
        ("knight", "bow", ()), ("wizard", "sack-of-loot", ()))


def test_each_player_sends_one_hero_after_the_encounter_is_known() -> None:
    """seeds/003 two-player "Fase del Duello": after the encounter is determined, each picks the hero to face it."""
    s, _ = gauntlet(*PAIR, players=2, top=("cache",))
    assert s.paths[0][0] == "cache"
    assert s.frames[-1].kind == "send" and options(s) == ["send prospector", "send barbarian"]
    play(s, "send barbarian", "send wizard")
    assert [h.gold for h in s.heroes] == [0, 2 + 1, 0, 2 + 1]  # Sack of Loot's own gold, per hero
    assert s.seat_gold() == [3, 3]


def test_an_idle_hero_uses_no_ability_not_even_an_automatic_one() -> None:
    """seeds/003 two-player rules: an idle Prospector gains no gold for surviving."""
    s, _ = gauntlet(*PAIR, players=2, top=("cache", "cache"))
    play(s, "send barbarian", "send knight")
    assert hero(s, 0).gold == 0
    play(s, "send prospector", "send knight")
    assert hero(s, 0).gold == 2 + 1


def test_an_idle_hero_takes_no_poison_until_active_again() -> None:
    """seeds/003 two-player rules: an idle hero takes no damage from the Spider's poison."""
    s, _ = gauntlet(*PAIR, players=2, top=("extra-scary", "giant-spider", "cache", "cache"), dice=[1] * 8,
                    prepare=lambda s: setattr(s.heroes[3], "class_tokens", 0))
    play(s, "send barbarian", "send wizard")  # Defense 18 against Attack 20: poisoned
    assert hero(s, 1).poison == 1
    play(s, "send prospector", "send wizard")
    assert hero(s, 1).wounds == 0
    play(s, "send barbarian", "send wizard")
    assert hero(s, 1).wounds == 1


def test_this_turn_effects_wait_for_the_heros_next_active_turn() -> None:
    """seeds/003 two-player rules: the Mummy's doubled damage lands in the next turn the hero is active."""
    s, _ = gauntlet(*PAIR, players=2, top=("mummy", "titan", "titan"), dice=[1] * 20)
    hero(s, 3).class_tokens = 0
    play(s, "send barbarian", "send wizard")  # both hit by the Mummy: cursed
    assert hero(s, 1).curse == 1
    play(s, "send prospector", "send wizard")  # the wizard pays double now, the Barbarian rests
    assert (hero(s, 3).wounds, hero(s, 1).curse) == (2, 1)
    play(s, "send barbarian", "send knight", "take-hit")
    assert hero(s, 1).wounds == 2 and hero(s, 1).curse == 0


def test_a_player_with_one_hero_left_sends_it_without_asking() -> None:
    """seeds/003 two-player rules: a dead hero faces nothing; the other goes alone."""
    def one_dead(s: GauntletState) -> None:
        s.heroes[0].dead, s.heroes[0].wounds = True, 4
    s, _ = gauntlet(*PAIR, players=2, top=("cache",), prepare=one_dead)
    assert s.frames[-1].seat == 1
    play(s, "send knight")
    assert hero(s, 1).gold == 1 + 2 and hero(s, 1).active


def test_the_game_ends_when_all_four_heroes_are_dead() -> None:
    """seeds/003 "Fine del Gioco" with two heroes each: the seats' gold is their heroes' gold."""
    def nearly(s: GauntletState) -> None:
        for i, h in enumerate(s.heroes):
            h.dead, h.wounds, h.gold = i in (0, 2), 4 if i in (0, 2) else 3, i
            h.class_tokens = 0
    s, _ = gauntlet(*PAIR, players=2, top=("titan",), dice=[1] * 20, prepare=nearly)
    assert s.is_terminal()
    assert s.result().details["gold"] == [0 + 1, 2 + 3]
