"""Every weapon (seeds/003 "Descrizione delle Abilità con le Armi e FAQ" and the reference table)."""
from __future__ import annotations

from game.games.gauntlet_of_fools.combat import attack_total, hero_defense
from game.games.gauntlet_of_fools.state import GauntletState

from .helpers import at_magic_pool, gauntlet, hero, kinds, options, play


def test_axe_doubles_the_attack_after_juggling_and_leaves_zero_next_turn() -> None:
    """seeds/003 weapon FAQ "Axe": doubled after every other change; the next turn's attack is 0."""
    s, events = gauntlet(("barbarian", "axe", ("juggling",)), top=("titan", "goblin"), dice=[3, 3, 3, 2, 2] + [6] * 5)
    events = play(s, "use axe")  # (13 - 1) * 2 = 24 kills the Titan
    attacks = [e.data["attack"] for e in events if e.kind == "attack_made"]
    assert attacks == [24, 0]  # the Goblin's turn: attack 0, and six sixes do not help
    assert hero(s).gold == 5


def test_bow_dodges_a_monster_you_killed() -> None:
    """Reference "Bow": if you killed it, spend a token to dodge."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("giant",), dice=[6] * 4)
    play(s, "use bow")
    assert (hero(s).gold, hero(s).wounds) == (5, 0)


def test_bow_cannot_dodge_a_monster_you_did_not_kill() -> None:
    """Reference "Bow": no kill, no dodge."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("giant",), dice=[1] * 4)
    assert hero(s).wounds == 1 and at_magic_pool(s)


def test_dagger_kills_outright_but_the_monster_still_attacks() -> None:
    """Reference "Dagger": kill automatically; the monster attacks all the same (seeds/003 "Difesa")."""
    s, events = gauntlet(("barbarian", "dagger", ()), top=("titan",))
    events = play(s, "use dagger")
    assert "dice_rolled" not in kinds(events)
    assert (hero(s).gold, hero(s).wounds, hero(s).weapon_tokens) == (5, 1, [3])


def test_deadly_fists_kill_and_dodge() -> None:
    """Reference "Deadly Fists": kill and dodge automatically."""
    s, _ = gauntlet(("barbarian", "deadly-fists", ()), top=("titan",))
    play(s, "use deadly-fists")
    assert (hero(s).gold, hero(s).wounds) == (5, 0)


def test_demonic_blade_gains_a_token_per_kill_and_spends_them_for_two_dice() -> None:
    """seeds/003 weapon FAQ "Demonic Blade": no tokens at first, one per kill; +2 dice per token."""
    s, _ = gauntlet(("barbarian", "demonic-blade", ()), top=("goblin", "titan"), dice=[6] * 4 + [6] * 6)
    assert hero(s).weapon_tokens == [1]
    assert options(s) == ["use demonic-blade", "roll"]
    play(s, "use demonic-blade")
    assert hero(s).gold == 2 + 5  # six dice of 6 kill the Titan
    assert hero(s).weapon_tokens == [1]


def test_demonic_blade_token_comes_before_the_ooze_takes_one() -> None:
    """seeds/003 FAQ "Ooze": with the Demonic Blade, kill and get hit: gain the token, then lose it."""
    s, events = gauntlet(("barbarian", "demonic-blade", ()), top=("extra-scary", "ooze"), dice=[6] * 4)
    assert hero(s).weapon_tokens == [0]
    assert [e.data["change"] for e in events if e.kind in ("token_gained", "token_lost")] == [1, -1]


def test_flaming_sword_kills_and_dodges_for_an_unpreventable_wound() -> None:
    """seeds/003 weapon FAQ "Flaming Sword": the wound cannot be avoided, only healed later."""
    s, _ = gauntlet(("barbarian", "flaming-sword", ()), top=("titan",))
    play(s, "use flaming-sword")
    assert (hero(s).gold, hero(s).wounds) == (5, 1)


def test_holy_sword_discards_penalties_and_ignores_boasts_this_turn() -> None:
    """seeds/003 weapon FAQ "Holy Sword": penalty tokens go; boasts are set aside for the turn."""
    def cursed(s: GauntletState) -> None:
        s.heroes[0].dice_penalty, s.heroes[0].defense_penalty = 1, 3
    s, _ = gauntlet(("barbarian", "holy-sword", ("hopping", "one-arm")), top=("ogre",), dice=[1, 2, 4, 3, 3],
                    prepare=cursed)
    play(s, "use holy-sword")  # nothing else to use: the roll follows, with five dice again
    h = hero(s)
    assert (h.dice_penalty, h.defense_penalty) == (0, 0)
    assert h.gold == 3 and h.wounds == 0  # 13 with the one and the two; Defense back to 18
    assert h.boast_list() == ["hopping", "one-arm"]


def test_holy_sword_turn_kill_does_not_end_the_hangover() -> None:
    """seeds/003 weapon FAQ "Holy Sword": the Hangover is ignored that turn, but a kill does not discard it."""
    s, _ = gauntlet(("barbarian", "holy-sword", ("hangover",)), top=("ogre",), dice=[6] * 5)
    play(s, "use holy-sword")
    assert hero(s).gold == 3 and hero(s).wounds == 0
    assert hero(s).hangover


def test_mace_rolls_one_more_die() -> None:
    """Reference "Mace": after rolling, +1 die per token."""
    s, _ = gauntlet(("barbarian", "mace", ()), top=("titan",), dice=[4] * 5 + [4])
    events = play(s, "use mace")
    assert [e.data["dice"] for e in events if e.kind == "dice_rolled"] == [[4]]
    assert hero(s).gold == 5  # six fours = 24


def test_morning_star_rerolls_every_die_including_extra_ones() -> None:
    """seeds/003 weapon FAQ "Morning Star": any extra die rolled this turn is rerolled too."""
    s, _ = gauntlet(("warlord", "morning-star", ()), top=("titan",), dice=[1] * 6 + [1] + [4] * 7)
    play(s, "use warlord")
    assert s.fight is not None and len(s.fight.dice) == 7
    play(s, "use morning-star")
    assert hero(s).gold == 5  # seven fours = 28


def test_sack_of_loot_adds_your_gold_to_your_attack() -> None:
    """seeds/003 weapon FAQ "Sack of Loot": 1 gold to start; every gold held is +1 attack."""
    def rich(s: GauntletState) -> None:
        s.heroes[0].gold = 10
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("ogre",), dice=[1, 1, 1], prepare=rich)
    assert hero(s).gold == 13  # 3 + 10 = 13 kills the Ogre


def test_sack_of_loot_counts_at_the_gold_vein() -> None:
    """seeds/003 weapon FAQ "Sack of Loot": the gold adds to attack at the Gold Vein too."""
    def rich(s: GauntletState) -> None:
        s.heroes[0].gold = 7
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("gold-vein",), dice=[1, 1, 1], prepare=rich)
    assert hero(s).gold == 7 + 2


def test_scepter_kills_a_monster_whose_attack_is_below_its_defense() -> None:
    """Reference "Scepter": only when the monster's Attack is lower than its Defense."""
    s, _ = gauntlet(("barbarian", "scepter", ()), top=("gargoyle",))
    assert "use scepter" in options(s)
    play(s, "use scepter")
    assert hero(s).gold == 2
    s, _ = gauntlet(("barbarian", "scepter", ()), top=("ogre",), dice=[1] * 4)
    assert hero(s).gold == 0 and at_magic_pool(s)


def test_scimitar_rerolls_the_two_dice_you_pick() -> None:
    """seeds/003 weapon FAQ "Scimitar": any two dice, base or extra."""
    s, _ = gauntlet(("barbarian", "scimitar", ()), top=("giant",), dice=[1, 2, 6, 6, 5, 5])
    assert "use scimitar 1 2" in options(s) and "use scimitar 6 6" in options(s)
    play(s, "use scimitar 1 2")
    assert s.fight is not None
    assert hero(s).gold == 5  # 6 + 6 + 5 + 5 = 22 >= 20


def test_sling_kills_and_dodges_a_monster_of_attack_twenty_or_more() -> None:
    """Reference "Sling": Attack 20 or more (after modifiers)."""
    s, _ = gauntlet(("barbarian", "sling", ()), top=("titan",))
    play(s, "use sling")
    assert (hero(s).gold, hero(s).wounds) == (5, 0)
    s, _ = gauntlet(("barbarian", "sling", ()), top=("ogre",), dice=[1] * 3)
    assert "use sling" not in options(s)


def test_spear_counts_as_fourteen_before_every_other_change() -> None:
    """seeds/003 weapon FAQ "Spear": the dice count as 14; juggling makes it 13."""
    s, _ = gauntlet(("barbarian", "spear", ("juggling",)), top=("minotaur",), dice=[1] * 4)
    assert hero(s).weapon_tokens == [1]
    play(s, "use spear")
    assert hero(s).gold == 0  # 13 < 14
    s, _ = gauntlet(("barbarian", "spear", ()), top=("minotaur",), dice=[1] * 4)
    play(s, "use spear")
    assert hero(s).gold == 4


def test_spiked_shield_adds_defense_and_kills_a_monster_that_hits() -> None:
    """seeds/003 weapon FAQ "Spiked Shield": +1 Defense always; a token kills a monster that damaged you."""
    s, _ = gauntlet(("knight", "spiked-shield", ()), top=("giant",), dice=[1] * 3)
    assert hero_defense(hero(s)) == 17
    play(s, "use spiked-shield")
    assert hero(s).gold == 5
    play(s, "take-hit")
    assert hero(s).wounds == 1


def test_staff_gives_two_dice_or_six_defense() -> None:
    """Reference "Staff": +2 dice or +6 Defense this turn."""
    s, _ = gauntlet(("knight", "staff", ()), top=("titan",), dice=[6] * 5)
    assert "use staff dice" in options(s) and "use staff defense" in options(s)
    play(s, "use staff dice", "use staff defense", "roll")
    assert (hero(s).gold, hero(s).wounds) == (5, 0)  # 5 dice of 6; Defense 22 vs 22 would hit... 16 + 6 = 22


def test_sword_raises_defense_when_hit() -> None:
    """Reference "Sword": +3 Defense per token; used when hit, the attack is compared again."""
    s, _ = gauntlet(("knight", "sword", ()), top=("minotaur",), dice=[1] * 4)
    hero(s).class_tokens = 0
    play(s, "roll")
    assert "use sword" in options(s)
    play(s, "use sword", "use sword")
    assert hero(s).wounds == 0


def test_throwing_stars_buy_one_die_per_token() -> None:
    """seeds/003 weapon FAQ: twenty uses; +1 die each."""
    s, _ = gauntlet(("barbarian", "throwing-stars", ()), top=("ogre",), dice=[4] * 4)
    play(s, "use throwing-stars", "use throwing-stars", "roll")
    assert hero(s).gold == 3 and hero(s).weapon_tokens == [18]


def test_wand_orders_the_top_two_cards_and_discards_with_a_token() -> None:
    """seeds/003 weapon FAQ "Wand": look at two, reorder; a token removes one from the game and shows the next."""
    s, _ = gauntlet(("barbarian", "wand", ()), ("knight", "bow", ()), top=("titan", "cache", "gopher"))
    assert s.frames[-1].kind == "wand" and s.known == ["titan", "cache"]
    play(s, "wand-discard 1")
    assert s.removed == ["titan"] and s.known == ["cache", "gopher"]
    events = play(s, "wand-top 2")
    assert next(e for e in events if e.kind == "encounter_revealed").data["card"] == "gopher"


def test_wand_shows_its_cards_only_to_its_owner() -> None:
    """seeds/003 weapon FAQ "Wand": the owner looks; the others see nothing of the order."""
    s, _ = gauntlet(("barbarian", "wand", ()), ("knight", "bow", ()), top=("titan", "cache"))
    assert s.view(0)["wand"] == {"top": ["titan", "cache"], "removed": []}
    assert s.view(1)["wand"] is None and s.view(None)["wand"] is None


def test_whip_dodges_a_monster_you_did_not_kill() -> None:
    """Reference "Whip": no kill: spend a token to dodge."""
    s, _ = gauntlet(("barbarian", "whip", ()), top=("titan",), dice=[1] * 4)
    play(s, "use whip")
    assert hero(s).wounds == 0


def test_cleaver_multiplies_each_die_by_four_before_other_changes() -> None:
    """seeds/003 weapon FAQ "Cleaver": one die times four, extra dice too; juggling's -1 after."""
    s, _ = gauntlet(("barbarian", "cleaver", ("juggling",)), top=("gargoyle",), dice=[5])
    assert hero(s).gold == 2  # 5 * 4 - 1 = 19
    s, _ = gauntlet(("barbarian", "cleaver", ("one-arm",)), top=("gopher",), dice=[2])
    assert hero(s).gold == 0  # a 2 counts 0, times four is still 0
