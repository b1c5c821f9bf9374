"""Every class (seeds/003 "Descrizione delle Abilità di Classe e FAQ")."""
from __future__ import annotations

from game.games.gauntlet_of_fools.combat import hero_defense, monster_numbers
from game.games.gauntlet_of_fools.state import GauntletState

from .helpers import at_magic_pool, gauntlet, hero, kinds, options, play


def wounded(n: int, index: int = 0):  # type: ignore[no-untyped-def]
    return lambda s: setattr(s.heroes[index], "wounds", n)


def test_adventurer_faces_an_encounter_again_even_a_special() -> None:
    """seeds/003 class FAQ "Adventurer": repeat an encounter, monster or not, once, the same turn."""
    s, _ = gauntlet(("adventurer", "bow", ()), top=("cache",))
    assert options(s) == ["use adventurer", "move-on"]
    play(s, "use adventurer")
    assert hero(s).gold == 4 and hero(s).class_tokens == 1
    assert at_magic_pool(s)  # the repeat is not offered again


def test_alchemist_heals_after_a_turn_it_killed_and_dodged() -> None:
    """seeds/003 class FAQ "Alchemist": at the end of a turn with a kill and a dodge, heal a wound."""
    s, _ = gauntlet(("alchemist", "bow", ()), top=("goblin",), dice=[6] * 4, prepare=wounded(1))
    assert options(s) == ["use alchemist", "end-turn"]
    play(s, "use alchemist")
    assert hero(s).wounds == 0


def test_alchemist_cannot_heal_after_being_hit() -> None:
    """seeds/003 class FAQ "Alchemist": no kill-and-dodge, no healing."""
    s, _ = gauntlet(("alchemist", "mace", ()), top=("ogre",), dice=[6] * 5, prepare=wounded(1))
    assert hero(s).wounds == 2 and at_magic_pool(s)


def test_alchemist_heals_the_poison_wound_of_the_same_turn() -> None:
    """seeds/003 class FAQ "Alchemist": the Giant Spider's poison wound can be healed the turn it comes."""
    def poisoned(s: GauntletState) -> None:
        s.heroes[0].poison = 1
    s, _ = gauntlet(("alchemist", "bow", ()), top=("goblin",), dice=[6] * 4, prepare=poisoned)
    assert hero(s).wounds == 1
    play(s, "use alchemist")
    assert (hero(s).wounds, hero(s).poison) == (0, 1)


def test_armorer_gives_up_the_treasure_for_three_defense_at_the_end_of_the_turn() -> None:
    """seeds/003 class FAQ "Armorer": give up the treasure; +3 Defense from the end of the turn, not before."""
    s, _ = gauntlet(("armorer", "bow", ()), top=("goblin",), dice=[6] * 4)
    assert options(s) == ["use armorer", "collect"]
    play(s, "use armorer")
    assert s.frames[-1].kind == "hit"  # the Goblin's 13 still meets Defense 13 in this fight
    play(s, "take-hit")
    h = hero(s)
    assert (h.gold, h.wounds, h.defense_bonus, hero_defense(h)) == (0, 1, 3, 16)


def test_armorer_gives_up_the_cockroachs_penalty_too() -> None:
    """seeds/003 FAQ "Giant Cockroach": the Armorer avoids the -1 Defense, part of the treasure."""
    s, _ = gauntlet(("armorer", "bow", ()), top=("giant-cockroach",), dice=[6] * 4)
    play(s, "use armorer")
    assert hero(s).defense_penalty == 0 and hero(s).gold == 0


def test_artificer_gives_up_the_treasure_for_an_attack_die() -> None:
    """seeds/003 class FAQ "Artificer": a +1 attack die bonus token at the end of the turn."""
    s, _ = gauntlet(("artificer", "bow", ()), top=("goblin",), dice=[6] * 4)
    play(s, "use artificer")
    assert (hero(s).gold, hero(s).dice_bonus) == (0, 1)


def test_avenger_adds_three_for_each_hero_dead_on_an_earlier_turn() -> None:
    """seeds/003 class FAQ and reference: after rolling, +3 attack per other dead hero."""
    s, _ = gauntlet(("avenger", "mace", ()), ("barbarian", "bow", ()), top=("ogre",), dice=[2] * 5,
                    prepare=lambda s: setattr(s.heroes[1], "dead", True))
    assert options(s) == ["use avenger", "use mace", "attack"]
    play(s, "use avenger")
    assert hero(s).gold == 3


def test_barbarian_has_no_ability_and_no_tokens() -> None:
    """seeds/003 class FAQ "Barbarian": no ability, no class tokens; nothing to decide in a fight."""
    s, events = gauntlet(("barbarian", "sack-of-loot", ()), top=("ogre",), dice=[6] * 3)
    assert hero(s).class_tokens == 0 and hero_defense(hero(s)) == 18
    assert at_magic_pool(s) and "ability_used" not in kinds(events)


def test_berserker_rolls_a_die_per_wound_and_dodges_what_it_kills() -> None:
    """seeds/003 class FAQ "Berserker": +1 die per wound; a kill is also a dodge."""
    s, _ = gauntlet(("berserker", "bow", ()), top=("ogre",), dice=[3] * 6, prepare=wounded(2))
    play(s, "use berserker", "roll")
    h = hero(s)
    assert (h.gold, h.wounds) == (3, 2)  # six dice of 3 = 18 kill; the Ogre's 16 >= 14 is dodged


def test_berserker_without_wounds_still_dodges_a_kill() -> None:
    """seeds/003 class FAQ "Berserker": usable with no wounds; you still dodge if you kill."""
    s, _ = gauntlet(("berserker", "bow", ()), top=("ogre",), dice=[6] * 4)
    play(s, "use berserker")  # nothing else to use: the roll follows
    assert (hero(s).gold, hero(s).wounds) == (3, 0)


def test_jester_swaps_an_extra_tough_dancing_sword() -> None:
    """seeds/003 class FAQ "Jester" (worked case): Extra Tough Dancing Sword swapped is Attack 11, Defense 21."""
    s, _ = gauntlet(("jester", "bow", ()), top=("extra-tough", "dancing-sword"), dice=[6] * 4)
    events = play(s, "use jester")  # nothing else to use: the roll follows
    made = next(e for e in events if e.kind == "attack_made")
    dodged = next(e for e in events if e.kind == "dodged")
    assert (dodged.data["attack"], made.data["defense"]) == (11, 21)
    assert (hero(s).gold, hero(s).wounds) == (3, 0)  # 24 kills; 11 misses Defense 14


def test_jester_swapped_doppelganger_attacks_with_your_class_defense() -> None:
    """seeds/003 class FAQ "Jester" and FAQ "Doppelgänger": Attack = your class card's Defense, Defense 14."""
    s, _ = gauntlet(("jester", "sword", ()), top=("doppelganger",), dice=[6] * 4)
    play(s, "use jester", "use sword")
    assert s.fight is not None and monster_numbers(hero(s), s.fight) == (14, 14)


def test_knight_takes_one_wound_and_no_special_damage() -> None:
    """seeds/003 class FAQ "Knight": no special damage, two wounds become one (Extra Bitey Slime Monster)."""
    s, _ = gauntlet(("knight", "bow", ()), top=("extra-bitey", "slime-monster"), dice=[1] * 4)
    play(s, "use knight")
    assert (hero(s).wounds, hero(s).dice_penalty) == (1, 0)


def test_knight_does_not_stop_a_single_wound() -> None:
    """seeds/003 class FAQ "Knight": a single wound is still taken."""
    s, _ = gauntlet(("knight", "bow", ()), top=("titan",), dice=[1] * 4)
    play(s, "use knight")
    assert hero(s).wounds == 1


def test_monk_buys_a_die_and_four_defense_per_token() -> None:
    """seeds/003 class FAQ "Monk" and reference: any number of tokens, +1 die and +4 Defense each this turn."""
    s, _ = gauntlet(("monk", "bow", ()), top=("ogre",), dice=[3] * 6)
    play(s, "use monk", "use monk", "roll")
    h = hero(s)
    assert (h.gold, h.wounds, h.class_tokens) == (3, 0, 2)  # 6 dice of 3 = 18; Defense 18 > 16


def test_necromancer_copies_a_dead_prospector() -> None:
    """seeds/003 class FAQ "Necromancer" (worked case): the dead Prospector's gold for surviving."""
    s, _ = gauntlet(("necromancer", "bow", ()), ("prospector", "bow", ()), top=("cache",),
                    prepare=lambda s: setattr(s.heroes[1], "dead", True))
    assert hero(s).powers == ("necromancer", "prospector")
    assert hero(s).gold == 3


def test_necromancer_uses_a_dead_wizards_ability_with_its_own_tokens() -> None:
    """seeds/003 class FAQ "Necromancer": every class ability of a hero dead on an earlier turn."""
    s, _ = gauntlet(("necromancer", "bow", ()), ("wizard", "bow", ()), top=("titan",),
                    prepare=lambda s: setattr(s.heroes[1], "dead", True))
    assert "use wizard" in options(s)
    play(s, "use wizard")
    assert hero(s).class_tokens == 1 and hero(s).wounds == 0


def test_necromancer_gains_nothing_from_a_dead_armsmaster() -> None:
    """seeds/003 class FAQ "Armsmaster": a Necromancer gets nothing from a dead Armsmaster."""
    s, _ = gauntlet(("necromancer", "bow", ()), ("armsmaster", ("dagger", "sword"), ()), top=("cache",),
                    prepare=lambda s: setattr(s.heroes[1], "dead", True))
    assert hero(s).powers == ("necromancer",)


def test_priest_heals_at_the_start_then_makes_no_attack_and_spends_no_weapon_token() -> None:
    """seeds/003 class FAQ "Priest": heal a wound; no attack and no weapon tokens this turn; still attacked."""
    s, _ = gauntlet(("priest", "dagger", ()), top=("ogre",), prepare=wounded(1))
    assert options(s) == ["use priest", "use dagger", "roll"]
    events = play(s, "use priest")
    assert "dice_rolled" not in kinds(events) and "monster_killed" not in kinds(events)
    assert (hero(s).wounds, hero(s).weapon_tokens) == (1, [4])  # healed to 0, then the Ogre hit


def test_priest_heals_at_a_special_and_still_takes_the_cache() -> None:
    """seeds/003 class FAQ "Priest": usable at the start of encounters that are not monsters."""
    s, _ = gauntlet(("priest", "dagger", ()), top=("cache",), prepare=wounded(1))
    play(s, "use priest")
    assert (hero(s).wounds, hero(s).gold) == (0, 2)


def test_prospector_gains_a_gold_for_every_turn_it_survives() -> None:
    """seeds/003 class FAQ "Prospector": automatic, no tokens: 1 gold for staying alive."""
    s, _ = gauntlet(("prospector", "bow", ()), top=("cache",))
    assert hero(s).gold == 3


def test_prospector_gains_nothing_for_the_turn_it_dies() -> None:
    """seeds/003 class FAQ "Prospector": only a survivor is paid."""
    s, _ = gauntlet(("prospector", "bow", ()), ("barbarian", "bow", ()), top=("titan",), dice=[1] * 8,
                    prepare=wounded(3))
    assert hero(s).dead and hero(s).gold == 0


def test_thief_dodges_a_hit() -> None:
    """seeds/003 class FAQ "Thief" and reference: spend a token to dodge."""
    s, _ = gauntlet(("thief", "bow", ()), top=("titan",), dice=[1] * 4)
    play(s, "use thief")
    assert hero(s).wounds == 0


def test_thief_dodges_the_spear_trap() -> None:
    """seeds/003 class FAQ "Thief" and FAQ "Spear Trap": a Thief may dodge the trap."""
    s, _ = gauntlet(("thief", "bow", ()), top=("spear-trap",))
    assert options(s) == ["use thief", "take-hit"]
    play(s, "use thief")
    assert hero(s).wounds == 0


def test_trapper_adds_two_gold_to_a_kill_but_not_to_a_cache() -> None:
    """seeds/003 class FAQ "Trapper": +2 gold per monster killed this turn; Blindfolded takes 1 after."""
    s, _ = gauntlet(("trapper", "bow", ("blindfolded",)), top=("goblin", "cache"), dice=[6] * 4)
    play(s, "use trapper")
    assert hero(s).gold == 3 + 2  # the Goblin's 2 + 2 - 1, then the Cache's 2 unchanged


def test_warlord_rolls_a_free_extra_die_and_buys_more() -> None:
    """seeds/003 class FAQ "Warlord": one more die always, and one more per token after rolling."""
    s, _ = gauntlet(("warlord", "bow", ()), top=("titan",), dice=[2] * 5 + [6])
    assert s.fight is not None and len(s.fight.dice) == 5
    play(s, "use warlord")
    assert s.fight.dice == [2, 2, 2, 2, 2, 6]


def test_wizard_skips_an_encounter_even_the_demon() -> None:
    """seeds/003 class FAQ "Wizard" and FAQ "Demon": skipping means no roll, no treasure, no damage."""
    s, _ = gauntlet(("wizard", "bow", ()), top=("demon",))
    assert options(s) == ["use wizard", "roll"]
    events = play(s, "use wizard")
    assert "dice_rolled" not in kinds(events)
    assert (hero(s).gold, hero(s).wounds) == (0, 0)


def test_wizard_skips_the_spear_trap() -> None:
    """seeds/003 class FAQ "Wizard": skipping a Spear Trap means no wound."""
    s, _ = gauntlet(("wizard", "bow", ()), top=("spear-trap",))
    play(s, "use wizard")
    assert hero(s).wounds == 0


def test_zealot_kills_outright_with_defense_zero_that_abilities_can_raise() -> None:
    """seeds/003 class FAQ "Zealot": Defense 0 this turn, but the Sword can still raise it."""
    s, _ = gauntlet(("zealot", "sword", ()), top=("goblin",))
    play(s, "use zealot")
    assert hero_defense(hero(s)) == 0
    events = play(s, "use sword", "use sword")
    assert next(e for e in events if e.kind == "hit").data["defense"] == 6
    assert hero(s).gold == 2 and hero(s).wounds == 1  # the Goblin's 13 still hits


def test_zombie_rises_while_another_hero_lives_and_lives_again_if_healed() -> None:
    """seeds/003 class FAQ "Zombie": after the reveal, spend to play; three wounds or fewer: alive again."""
    def dead(s: GauntletState) -> None:
        s.heroes[0].dead, s.heroes[0].wounds = True, 4
    s, _ = gauntlet(("zombie", "bow", ()), ("barbarian", "bow", ()), top=("healing-pool",), prepare=dead)
    assert options(s) == ["rise", "rest"]
    play(s, "rise")
    assert not hero(s).dead and hero(s).wounds == 3


def test_zombie_cannot_rise_when_nobody_else_lives() -> None:
    """seeds/003 class FAQ "Zombie": another hero must be alive at the start of the turn."""
    def dead(s: GauntletState) -> None:
        s.heroes[0].dead, s.heroes[0].wounds = True, 4
        s.heroes[1].dead, s.heroes[1].wounds = True, 4
    s, events = gauntlet(("zombie", "bow", ()), ("barbarian", "bow", ()), top=("cache",), prepare=dead)
    assert s.is_terminal() or s.frames[-1].kind != "rise"


def test_dead_necromancer_may_use_a_dead_zombies_power_but_earns_no_prospector_gold() -> None:
    """seeds/003 class FAQ "Necromancer": it plays through the dead Zombie's power; dead, it survives nothing."""
    def dead(s: GauntletState) -> None:
        for i in (0, 1, 2):
            s.heroes[i].dead, s.heroes[i].wounds = True, 5
    s, _ = gauntlet(("necromancer", "bow", ()), ("zombie", "bow", ()), ("prospector", "bow", ()),
                    ("barbarian", "bow", ()), top=("cache",), prepare=dead)
    assert s.frames[-1].kind == "rise" and s.frames[-1].data["hero"] == 0
    play(s, "rise", "rest")
    assert hero(s).gold == 2 and hero(s).dead


def test_armsmaster_uses_both_weapons_and_rolls_either() -> None:
    """seeds/003 class FAQ "Armsmaster": both weapons' abilities, separate tokens, any weapon's dice."""
    s, _ = gauntlet(("armsmaster", ("dagger", "staff"), ()), top=("titan",), dice=[6] * 10)
    assert "roll dagger" in options(s) and "roll staff" in options(s)
    assert hero(s).weapon_tokens == [4, 4]
    play(s, "use staff defense", "roll staff")
    assert hero(s).weapon_tokens == [4, 3]
    assert s.fight is None or s.fight.card != "titan"
    assert hero(s).gold == 0 and hero(s).wounds == 1  # 3 dice of 6 miss the Titan's 24


def test_a_dead_zombie_hit_by_the_scorpion_stays_dead_and_must_rise_again() -> None:
    """seeds/003 FAQ "Giant Scorpion": a dead Zombie it hits does not live again; it must pay again next turn."""
    def dead(s: GauntletState) -> None:
        s.heroes[0].dead, s.heroes[0].wounds = True, 4
    s, _ = gauntlet(("zombie", "sack-of-loot", ()), ("barbarian", "bow", ()), top=("giant-scorpion", "cache"),
                    dice=[1] * 3, prepare=dead)
    play(s, "rise", "take-hit")  # the Barbarian's Bow could dodge; it does not
    assert hero(s).dead and hero(s).wounds == 6
    assert s.frames[-1].kind == "rise"


def test_priest_at_the_gold_vein_rolls_nothing_and_digs_nothing() -> None:
    """seeds/003 class FAQ "Priest": used at a Gold Vein, no dice and no gold."""
    s, events = gauntlet(("priest", "mace", ()), top=("gold-vein",), prepare=wounded(1))
    events = play(s, "use priest")
    assert "dice_rolled" not in kinds(events)
    assert (hero(s).gold, hero(s).wounds) == (0, 0)


def test_armsmaster_chooses_the_weapon_for_a_gained_token() -> None:
    """seeds/003 class FAQ "Armsmaster": an extra weapon token goes to the weapon of your choice."""
    s, _ = gauntlet(("armsmaster", ("sack-of-loot", "cleaver"), ()), top=("bandit",), dice=[6])
    play(s, "roll cleaver")
    assert options(s) == ["weapon sack-of-loot", "weapon cleaver"]
    play(s, "weapon cleaver")
    assert hero(s).weapon_tokens == [0, 1]


def test_this_turn_defense_carries_into_the_guardians_encounter_and_the_adventurers_repeat() -> None:
    """seeds/003 "Regole Addizionali" and FAQ "Guardian", class FAQ "Adventurer": this-turn abilities last the turn."""
    s, _ = gauntlet(("adventurer", "staff", ()), top=("guardian", "minotaur"), dice=[6] * 20)
    play(s, "use staff defense", "roll")  # Defense 21: the Guardian misses
    play(s, "face-extra", "move-on")  # the Guardian is not repeated
    assert s.fight is not None and s.fight.card == "minotaur" and hero(s).t_defense == 6
    play(s, "roll")  # the Minotaur's 20 misses Defense 21 too
    play(s, "use adventurer")  # face the Minotaur again, still with Defense 21
    play(s, "roll")
    assert (hero(s).wounds, hero(s).gold) == (0, 4 + 4)


def test_necromancer_with_dead_wizard_and_prospector_is_paid_for_a_skipped_encounter() -> None:
    """seeds/003 class FAQ "Wizard" (worked case): skipping an encounter still earns the Prospector's gold."""
    def dead(s: GauntletState) -> None:
        for i in (1, 2):
            s.heroes[i].dead, s.heroes[i].wounds = True, 4
    s, _ = gauntlet(("necromancer", "bow", ()), ("wizard", "bow", ()), ("prospector", "bow", ()),
                    ("barbarian", "bow", ()), top=("titan",), prepare=dead)
    play(s, "use wizard", "take-hit")  # the Barbarian's Bow could dodge the Titan it killed; it does not
    assert (hero(s).gold, hero(s).wounds) == (1, 0)


def test_prospector_paying_the_mercenary_still_earns_its_gold() -> None:
    """seeds/003 FAQ "Mercenary": paying to skip, the Prospector still gets 1 gold."""
    s, _ = gauntlet(("prospector", "sack-of-loot", ()), top=("mercenary",))
    play(s, "bribe")
    assert hero(s).gold == 1 - 1 + 1
