"""The six boasts (seeds/003 "Descrizione delle Spacconerie e FAQ")."""
from __future__ import annotations

from game.games.gauntlet_of_fools.combat import dice_count, hero_defense

from .helpers import at_magic_pool, gauntlet, hero, kinds, play


def test_blindfolded_takes_a_gold_when_you_kill_and_dodge() -> None:
    """seeds/003 boast FAQ "Bendato": kill and dodge, the treasure pays 1 gold less."""
    s, _ = gauntlet(("barbarian", "bow", ("blindfolded",)), top=("ogre",), dice=[6] * 4)
    assert hero(s).gold == 2


def test_blindfolded_pays_in_full_when_the_monster_hits_you() -> None:
    """seeds/003 boast FAQ "Bendato": killing a monster that hit you pays the whole treasure."""
    s, _ = gauntlet(("barbarian", "bow", ("blindfolded",)), top=("minotaur",), dice=[6] * 4,
                    prepare=lambda s: s.heroes[0].weapon_tokens.__setitem__(0, 0))
    assert (hero(s).gold, hero(s).wounds) == (4, 1)


def test_blindfolded_kill_and_dodge_of_a_one_gold_monster_gives_nothing() -> None:
    """seeds/003 boast FAQ "Bendato" (worked case): a 1-gold treasure, killed and dodged, gives nothing."""
    s, events = gauntlet(("barbarian", "bow", ("blindfolded",)), top=("wolf",), dice=[6] * 4)
    assert "monster_killed" in kinds(events) and "dodged" in kinds(events)
    assert hero(s).gold == 0


def test_blindfolded_keeps_treasure_that_is_not_gold() -> None:
    """seeds/003 FAQ "Extra Wealthy": a blindfolded clean kill of an Extra Wealthy Unicorn gives 2 gold and a die."""
    s, _ = gauntlet(("barbarian", "bow", ("blindfolded",)), top=("extra-wealthy", "unicorn"), dice=[6] * 4)
    assert (hero(s).gold, hero(s).one_use) == (2, 1)


def test_hopping_on_one_leg_lowers_defense_by_two() -> None:
    """seeds/003 boast FAQ "Saltellando su una gamba": -2 Defense, so the Ogre (16) hits a Barbarian (18)."""
    s, _ = gauntlet(("barbarian", "bow", ("hopping",)), top=("ogre",), dice=[6] * 4)
    assert hero_defense(hero(s)) == 16
    assert s.frames[-1].kind == "hit"
    play(s, "take-hit")
    assert hero(s).wounds == 1


def test_one_arm_tied_counts_ones_and_twos_as_nothing() -> None:
    """seeds/003 boast FAQ "Un braccio legato": dice showing 1 or 2 count 0 (17 becomes 12: no kill)."""
    s, events = gauntlet(("barbarian", "mace", ("one-arm",)), top=("ogre",), dice=[1, 2, 6, 6, 2])
    play(s, "attack")
    assert hero(s).gold == 0


def test_juggling_costs_one_attack_in_every_encounter() -> None:
    """seeds/003 boast FAQ "Mentre fai le acrobazie": -1 attack; 13 on the dice no longer kills the Ogre."""
    s, _ = gauntlet(("barbarian", "mace", ("juggling",)), top=("ogre",), dice=[3, 3, 3, 2, 2])
    assert "attack" in [str(a) for a in s.legal_actions()]
    play(s, "attack")
    assert hero(s).gold == 0


def test_hangover_lasts_until_the_end_of_the_turn_of_the_first_kill() -> None:
    """seeds/003 boast FAQ "Postumi": one die fewer and -4 Defense, still -4 in the turn of the first kill."""
    s, _ = gauntlet(("barbarian", "mace", ("hangover",)), top=("ogre",), dice=[6] * 4)
    h = hero(s)
    assert h.gold == 3 and h.wounds == 1  # the Ogre's 16 hit Defense 14 in the turn of the kill
    assert not h.hangover and hero_defense(h) == 18


def test_hangover_costs_one_attack_die() -> None:
    """seeds/003 boast FAQ "Postumi": one attack die fewer."""
    s, _ = gauntlet(("barbarian", "mace", ("hangover",)), top=("titan",), dice=[1] * 5)
    assert s.fight is not None and len(s.fight.dice) == 4 and dice_count(hero(s), s.fight) == 4


def test_without_breakfast_wound_heals_like_any_other() -> None:
    """seeds/003 boast FAQ "Senza aver fatto colazione": the token counts as a wound and can be healed."""
    s, _ = gauntlet(("barbarian", "bow", ("no-breakfast",)), top=("healing-pool",))
    assert hero(s).wounds == 0
    assert at_magic_pool(s)
