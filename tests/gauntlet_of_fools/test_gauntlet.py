"""The gauntlet's rules (seeds/003 "Fase della Duello", "Modificatori", "Regole Addizionali", "Fine del Gioco")."""
from __future__ import annotations

from game.games.gauntlet_of_fools.combat import monster_numbers

from .helpers import at_magic_pool, gauntlet, hero, kinds, options, play


def test_kill_when_attack_reaches_the_defense_and_take_its_treasure() -> None:
    """seeds/003 "Attacco": attack >= the monster's Defense kills it and pays its treasure."""
    s, events = gauntlet(("barbarian", "mace", ()), top=("ogre",), dice=[3, 3, 3, 2, 2])
    assert "monster_killed" in kinds(events)
    assert hero(s).gold == 3
    assert at_magic_pool(s)


def test_one_short_of_the_defense_does_not_kill() -> None:
    """seeds/003 "Attacco": below the Defense the monster lives and pays nothing."""
    s, events = gauntlet(("barbarian", "mace", ()), top=("ogre",), dice=[3, 3, 3, 2, 1])
    assert options(s) == ["use mace", "attack"]
    events = play(s, "attack")
    assert "monster_killed" not in kinds(events)
    assert hero(s).gold == 0


def test_the_monster_hits_when_its_attack_reaches_your_defense() -> None:
    """seeds/003 "Difesa": a monster hits when its Attack is at least your Defense, even after a kill."""
    s, events = gauntlet(("barbarian", "mace", ()), top=("fire-elemental",), dice=[6, 6, 6, 6, 6])
    assert "monster_killed" in kinds(events) and "hit" in kinds(events)
    assert hero(s).wounds == 1


def test_modifiers_stack_and_wait_past_specials_for_the_next_monster() -> None:
    """seeds/003 "Modificatori": modifiers add up and always change the next monster, even turns later."""
    s, events = gauntlet(("barbarian", "mace", ()), top=("extra-tough", "extra-scary", "cache", "ogre"),
                         dice=[1] * 5)
    assert hero(s).gold == 2  # the Cache came between
    assert s.fight is not None and s.fight.card == "ogre"
    assert monster_numbers(hero(s), s.fight) == (19, 16)


def test_side_passage_lets_each_hero_choose_one_of_two_encounters() -> None:
    """seeds/003 "Modificatori" and FAQ "Side Passage": two encounters, each hero faces the one it chose."""
    s, _ = gauntlet(("barbarian", "mace", ()), ("knight", "mace", ()), top=("side-passage", "cache", "ogre"),
                    dice=[6] * 10)
    assert options(s) == ["face cache", "face ogre"]
    play(s, "face cache", "face ogre")
    assert (hero(s, 0).gold, hero(s, 1).gold) == (2, 3)


def test_side_passage_modifiers_go_to_the_monster_drawn_after_them() -> None:
    """seeds/003 FAQ "Side Passage": Extra Bitey then Ogre is one path; Extra Wealthy waits for a later monster."""
    s, _ = gauntlet(("barbarian", "mace", ()), top=("side-passage", "extra-bitey", "ogre", "extra-wealthy",
                                                   "spear-trap"))
    assert [card for card, _ in s.paths] == ["ogre", "spear-trap"]
    assert s.paths[0][1].bitey == 1
    assert s.pending == ["extra-wealthy"]


def test_death_is_checked_only_at_the_end_of_the_turn() -> None:
    """seeds/003 "Regole Addizionali" and FAQ "Mushroom Man": four wounds, healed before the turn ends, is life."""
    s, _ = gauntlet(("warlord", "mace", ()), top=("mushroom-man",), dice=[6] * 6,
                    prepare=lambda s: setattr(s.heroes[0], "wounds", 2))
    assert hero(s).wounds == 3 and not hero(s).dead
    assert at_magic_pool(s)


def test_four_wounds_at_the_end_of_the_turn_kill_and_the_game_ends_when_all_are_dead() -> None:
    """seeds/003 "Morte" and "Fine del Gioco": most gold wins, death keeps your gold."""
    s, events = gauntlet(("barbarian", "mace", ()), ("wizard", "mace", ()), top=("titan",), dice=[1] * 20)
    hero(s, 0).wounds = hero(s, 1).wounds = 3
    hero(s, 0).gold, hero(s, 1).gold = 5, 2
    hero(s, 1).class_tokens = 0
    events = play(s, "attack", "attack")
    assert kinds(events).count("hero_died") == 2
    assert s.is_terminal()
    assert s.result().winners == (0,)


def test_ties_share_the_victory() -> None:
    """seeds/003 "Fine del Gioco": equal gold shares the glory."""
    s, _ = gauntlet(("barbarian", "mace", ()), ("knight", "mace", ()), top=("titan",), dice=[1] * 20)
    for h in s.heroes:
        h.wounds, h.gold, h.class_tokens = 3, 4, 0
    play(s, "attack", "attack")
    assert s.is_terminal()
    result = s.result()
    assert result.winners == (0, 1) and result.reason == "shared-victory" and result.reward(0) == 0.5


def test_surviving_the_whole_deck_ends_the_game() -> None:
    """seeds/003 "Regole Addizionali": survive every card and the game ends at once, no reshuffle."""
    s, _ = gauntlet(("barbarian", "mace", ()), top=("cache",))
    s.deck = ["cache"]
    s.frames.clear()
    s.push("turn", s.first)
    s.run()
    events = s.events
    assert s.is_terminal() and "game_over" in kinds(events)
    assert hero(s).gold == 2


def test_gold_never_goes_below_zero() -> None:
    """seeds/003 FAQ "Pixie": the treasure comes before the damage and you cannot go under 0 gold."""
    s, _ = gauntlet(("barbarian", "mace", ()), top=("extra-scary", "extra-scary", "pixie"), dice=[6] * 5)
    s.pending.clear()
    assert hero(s).gold == 0  # killed (+2), then hit for -3: 0, never -1


def test_this_turn_effects_last_through_the_trolls_second_fight() -> None:
    """seeds/003 "Regole Addizionali": the Sword's +3 Defense bought in the first Troll fight still counts."""
    s, _ = gauntlet(("monk", "sword", ()), top=("troll",), dice=[1, 1, 1, 1, 1, 1, 1, 1])
    hero(s).class_tokens, hero(s).weapon_tokens = 0, [4]
    play(s, "use sword", "use sword", "use sword", "roll")  # Defense 10 + 9 = 19: the Troll (20) still hits
    play(s, "take-hit")
    assert options(s) == ["fight-again", "let-go"]
    play(s, "fight-again")
    assert hero(s).t_defense == 9
    play(s, "use sword")  # the last token: the roll follows by itself
    assert hero(s).wounds == 1  # the second fight meets Defense 22


def test_the_troll_can_be_fought_again_but_not_a_third_time() -> None:
    """seeds/003 FAQ "Troll": a second fight if it lived, even after a fourth wound; never a third."""
    s, _ = gauntlet(("barbarian", "mace", ()), top=("troll",), dice=[1] * 10)
    hero(s).wounds = 3
    play(s, "attack")
    play(s, "fight-again")
    play(s, "attack")
    assert at_magic_pool(s) or s.is_terminal()
    assert hero(s).wounds == 5 and hero(s).dead


def test_guardian_kill_gives_an_encounter_for_you_alone_without_modifiers() -> None:
    """seeds/003 FAQ "Guardian": draw for yourself, discarding modifiers; face it or avoid it."""
    s, _ = gauntlet(("barbarian", "mace", ()), ("knight", "mace", ()),
                    top=("guardian", "extra-tough", "side-passage", "ogre"), dice=[6] * 5 + [1] * 5)
    assert s.frames[-1].kind == "guardian" and s.frames[-1].data["card"] == "ogre"
    assert "extra-tough" in s.discard and "side-passage" in s.discard and not s.pending
    play(s, "face-extra")
    assert s.fight is not None and s.fight.card == "ogre" and s.fight.mods.defense == 0
    assert s.fight.hero == 0


def test_avoiding_the_guardians_encounter_leaves_it_unfaced() -> None:
    """seeds/003 FAQ "Guardian": the extra encounter may be avoided."""
    s, _ = gauntlet(("barbarian", "mace", ()), top=("guardian", "ogre"), dice=[6] * 5)
    play(s, "avoid")
    assert hero(s).gold == 0 and hero(s).wounds == 0
    assert at_magic_pool(s)
