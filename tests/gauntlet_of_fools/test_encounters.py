"""Every encounter with a rule of its own (seeds/003 "Descrizione degli Incontri e FAQ")."""
from __future__ import annotations

from game.games.gauntlet_of_fools.combat import monster_numbers
from game.games.gauntlet_of_fools.state import GauntletState

from .helpers import at_magic_pool, gauntlet, hero, kinds, options, play


def set_hero(**values: object):  # type: ignore[no-untyped-def]
    def prepare(s: GauntletState) -> None:
        for name, value in values.items():
            setattr(s.heroes[0], name, value)
    return prepare


def test_bandit_gives_a_weapon_token_even_to_a_hero_that_had_none() -> None:
    """seeds/003 FAQ "Bandit": a weapon token beyond the start, even starting without."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("bandit",), dice=[6] * 3)
    assert (hero(s).gold, hero(s).weapon_tokens) == (1 + 3, [1])


def test_banshee_deals_a_wound_or_a_three_defense_penalty_at_your_choice() -> None:
    """Reference "Banshee": choose a wound or a -3 Defense penalty token."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("banshee",), dice=[1] * 3)
    assert options(s) == ["suffer wound", "suffer defense"]
    play(s, "suffer defense")
    assert (hero(s).wounds, hero(s).defense_penalty) == (0, 3)


def test_bee_swarm_pays_two_gold_or_a_weapon_token() -> None:
    """seeds/003 FAQ "Bee Swarm": it can give a weapon token even to a hero that started without."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("bee-swarm",), dice=[6] * 3)
    assert options(s) == ["collect gold", "collect weapon-token"]
    play(s, "collect weapon-token")
    assert (hero(s).gold, hero(s).weapon_tokens) == (1, [1])


def test_behemoth_can_be_slipped_past_for_a_weapon_token_only_if_you_have_one() -> None:
    """seeds/003 FAQ "Behemoth": skip by discarding a weapon token, if you have one."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("behemoth",))
    play(s, "sneak-past bow")
    assert (hero(s).wounds, hero(s).weapon_tokens) == (0, [1])
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("behemoth",), dice=[1] * 3)
    assert hero(s).wounds == 1 and at_magic_pool(s)


def test_brass_golem_pays_two_more_for_a_kill_and_dodge_and_three_in_all_blindfolded() -> None:
    """seeds/003 FAQ "Brass Golem": blindfolded, killed and dodged, it pays 3 gold."""
    s, _ = gauntlet(("barbarian", "bow", ("blindfolded",)), top=("brass-golem",), dice=[6] * 4)
    assert hero(s).gold == 3
    s, _ = gauntlet(("barbarian", "bow", ()), top=("brass-golem",), dice=[6] * 4)
    assert hero(s).gold == 4


def test_dancing_sword_gives_a_permanent_attack_bonus() -> None:
    """seeds/003 FAQ "Dancing Sword": 3 gold and a +1 attack bonus token."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("dancing-sword",), dice=[6] * 4)
    play(s, "take-hit")
    assert (hero(s).gold, hero(s).attack_bonus) == (3, 1)


def test_demon_forbids_tokens_but_not_bonus_dice_or_free_abilities() -> None:
    """seeds/003 FAQ "Demon": no ability paid with tokens; bonus tokens and the Spiked Shield's +1 still count."""
    s, _ = gauntlet(("knight", "spiked-shield", ()), top=("demon",), dice=[6] * 4,
                    prepare=set_hero(one_use=1))
    assert options(s) == ["use one-use-die", "roll"]
    play(s, "use one-use-die")  # five dice of 6 kill the Demon; its 17 meets Defense 17 (16 + the Shield's 1)
    assert (hero(s).gold, hero(s).wounds, hero(s).one_use, hero(s).class_tokens) == (4, 1, 0, 2)


def test_doppelganger_defense_is_yours_and_rises_with_it() -> None:
    """seeds/003 FAQ "Doppelgänger": abilities that raise your Defense raise its Defense too."""
    s, _ = gauntlet(("knight", "sword", ()), top=("doppelganger",), dice=[6] * 4)
    assert s.fight is not None and monster_numbers(hero(s), s.fight) == (14, 16)
    play(s, "use sword")
    assert monster_numbers(hero(s), s.fight) == (14, 19)


def test_fire_elemental_pays_a_third_of_your_defense() -> None:
    """seeds/003 FAQ "Fire Elemental": every temporary or permanent Defense counts."""
    s, _ = gauntlet(("barbarian", "staff", ()), top=("fire-elemental",), dice=[6] * 3)
    play(s, "use staff defense", "roll")
    assert hero(s).gold == (18 + 6) // 3


def test_giant_cockroach_kill_brings_a_defense_penalty_that_a_dodge_cannot_stop() -> None:
    """seeds/003 FAQ "Giant Cockroach": the -1 Defense is part of its treasure."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("giant-cockroach",), dice=[6] * 4)
    assert (hero(s).gold, hero(s).defense_penalty, hero(s).wounds) == (2, 1, 0)


def test_giant_crab_gives_a_defense_bonus() -> None:
    """Reference "Giant Crab": a +1 Defense bonus token."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("giant-crab",), dice=[6] * 4)
    assert (hero(s).gold, hero(s).defense_bonus) == (2, 1)


def test_giant_scorpion_keeps_you_alive_to_the_end_of_the_next_turn() -> None:
    """seeds/003 FAQ "Giant Scorpion": hit by it, you cannot die until the end of the next turn."""
    s, _ = gauntlet(("knight", "sack-of-loot", ()), top=("giant-scorpion", "titan"), dice=[1] * 6,
                    prepare=set_hero(wounds=3, class_tokens=0))
    assert hero(s).wounds == 6 and hero(s).dead  # alive after the Scorpion's turn, dead after the next
    assert s.is_terminal()


def test_giant_spider_poisons_from_the_next_turn_on_and_the_healing_pool_cures_it() -> None:
    """seeds/003 FAQ "Giant Spider": no wound the turn it bites, one at the end of each later turn."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("extra-scary", "giant-spider", "cache", "healing-pool",
                                                            "cache"), dice=[1] * 3)
    assert (hero(s).wounds, hero(s).poison) == (1, 1)  # no wound the turn it bit, one after the Cache turn
    assert options(s) == ["heal", "cleanse"]
    play(s, "cleanse")
    assert (hero(s).wounds, hero(s).poison) == (1, 0)  # cured before the end of the turn: no wound


def test_giant_toad_and_unicorn_give_a_one_use_die() -> None:
    """seeds/003 FAQ "Giant Toad" and "Unicorn": a one-use bonus die, spent before rolling."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("giant-toad", "titan"), dice=[6] * 4 + [6] * 5)
    assert hero(s).one_use == 1
    play(s, "use one-use-die")  # the token is gone: the roll follows
    assert hero(s).one_use == 0 and hero(s).gold == 2 + 5


def test_griffin_hit_costs_two_gold() -> None:
    """Reference "Griffin": a hit also takes 2 gold."""
    s, _ = gauntlet(("monk", "sack-of-loot", ()), top=("griffin",), dice=[1] * 3,
                    prepare=set_hero(gold=5, class_tokens=0))
    assert (hero(s).gold, hero(s).wounds) == (3, 1)


def test_hellhound_lets_you_take_a_wound_for_three_gold_and_blindfolded_counts_once() -> None:
    """seeds/003 FAQ "Hellhound": blindfolded and taking the wound, you get 5 gold."""
    s, _ = gauntlet(("barbarian", "bow", ("blindfolded",)), top=("hellhound",), dice=[6] * 4)
    assert options(s) == ["take-wound", "collect"]
    play(s, "take-wound")  # nothing else to choose: the treasure is collected
    assert (hero(s).gold, hero(s).wounds) == (5, 1)


def test_mercenary_can_be_paid_one_gold_to_skip() -> None:
    """seeds/003 FAQ "Mercenary": pay 1 gold before rolling; no roll, no treasure, no damage."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("mercenary",))
    assert options(s) == ["bribe", "roll"]
    events = play(s, "bribe")
    assert "dice_rolled" not in kinds(events)
    assert (hero(s).gold, hero(s).wounds) == (0, 0)


def test_mummy_doubles_the_next_turns_damage_special_damage_included() -> None:
    """seeds/003 FAQ "Mummy": double damage next turn, special damage too; none if you take none."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("mummy", "slime-monster"), dice=[1] * 6)
    assert (hero(s).wounds, hero(s).dice_penalty, hero(s).curse) == (2, 2, 0)


def test_extra_bitey_mummy_quadruples_the_next_turns_damage() -> None:
    """seeds/003 FAQ "Extra Bitey": a doubled Mummy means quadruple damage next turn."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("extra-bitey", "mummy", "titan"), dice=[1] * 6)
    assert hero(s).wounds == 4 and hero(s).dead


def test_ooze_takes_a_weapon_token_or_only_wounds() -> None:
    """seeds/003 FAQ "Ooze": without weapon tokens you only take the wound."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("extra-scary", "ooze"), dice=[1] * 4)
    assert (hero(s).wounds, hero(s).weapon_tokens) == (1, [1])


def test_an_armsmaster_hit_by_the_ooze_more_times_than_it_has_weapon_tokens_loses_them_all_and_goes_on() -> None:
    """seeds/003 FAQ "Ooze" and "Extra Bitey": each hit takes a token while one is left; the hits past the
    last token only wound, and no choice is asked with no token to choose."""
    def one_each(s: GauntletState) -> None:
        s.heroes[0].weapon_tokens = [1, 1]
        s.heroes[0].curse = 1  # the Mummy's, doubling the hits again
    s, _ = gauntlet(("armsmaster", ("dagger", "staff"), ()), ("barbarian", "bow", ()),
                    top=("extra-bitey", "ooze"), dice=[1] * 8, prepare=one_each)
    play(s, "roll dagger")
    assert options(s) == ["weapon dagger", "weapon staff"]
    events = play(s, "weapon dagger")  # the Staff's token goes unasked, the last two hits take nothing
    assert hero(s).weapon_tokens == [0, 0] and hero(s).wounds == 4
    lost = [e.data["weapon"] for e in events
            if e.kind == "token_lost" and e.data["hero"] == 0 and e.data["token"] == "weapon"]
    assert lost == ["dagger", "staff"]
    assert s.legal_actions() and all(f.kind != "weapon" for f in s.frames)


def test_shadow_deals_two_wounds_to_a_hero_with_fewer_than_two() -> None:
    """seeds/003 FAQ "Shadow": 0 or 1 wounds: 2 more; two or more: none (worked case)."""
    s, _ = gauntlet(("monk", "sack-of-loot", ()), top=("shadow",), dice=[1] * 3,
                    prepare=set_hero(wounds=2, class_tokens=0))
    assert hero(s).wounds == 2
    s, _ = gauntlet(("monk", "sack-of-loot", ()), top=("shadow",), dice=[1] * 3,
                    prepare=set_hero(wounds=1, class_tokens=0))
    assert hero(s).wounds == 3


def test_extra_bitey_shadow_on_one_wound_deals_two_then_nothing() -> None:
    """seeds/003 FAQ "Extra Bitey" (worked case): one wound, an Extra Bitey Shadow: two wounds, then none."""
    s, _ = gauntlet(("monk", "sack-of-loot", ()), top=("extra-bitey", "shadow"), dice=[1] * 3,
                    prepare=set_hero(wounds=1, class_tokens=0))
    assert hero(s).wounds == 3


def test_slime_monster_leaves_a_dice_penalty() -> None:
    """seeds/003 FAQ "Slime Monster": a permanent -1 attack die penalty."""
    s, events = gauntlet(("barbarian", "sack-of-loot", ()), top=("slime-monster", "titan"), dice=[1] * 10)
    assert hero(s).dice_penalty == 1
    assert [len(e.data["dice"]) for e in events if e.kind == "dice_rolled"] == [3, 2]


def test_vampire_deals_one_wound_or_two_from_two_wounds_on() -> None:
    """seeds/003 FAQ "Vampire": 2+ wounds: 2 more; 0 or 1: 1 more."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("vampire",), dice=[1] * 3, prepare=set_hero(wounds=1))
    assert hero(s).wounds == 2
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("vampire",), dice=[1] * 3, prepare=set_hero(wounds=2))
    assert hero(s).wounds == 4


def test_will_o_wisp_takes_a_class_token_and_nothing_without() -> None:
    """seeds/003 FAQ "Will-o-wisp": no class tokens, no effect."""
    s, _ = gauntlet(("monk", "sack-of-loot", ()), top=("extra-scary", "will-o-wisp"), dice=[1] * 3,
                    prepare=set_hero(class_tokens=1))
    play(s, "roll")
    assert (hero(s).class_tokens, hero(s).wounds) == (0, 0)


def test_witch_leaves_a_three_defense_penalty() -> None:
    """Reference "Witch": a wound and a -3 Defense penalty token."""
    s, _ = gauntlet(("wizard", "sack-of-loot", ()), top=("witch",), dice=[1] * 3, prepare=set_hero(class_tokens=0))
    assert (hero(s).wounds, hero(s).defense_penalty) == (1, 3)


def test_gladiator_bet_is_secret_and_a_kill_pays_twice_the_bet() -> None:
    """seeds/003 FAQ "Gladiator": bet up to your gold, in secret; win and receive double."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), ("knight", "sack-of-loot", ()), top=("gladiator",),
                    dice=[6] * 3 + [1] * 3, prepare=set_hero(gold=3))
    assert options(s) == ["bet 0", "bet 1", "bet 2", "bet 3"]
    play(s, "bet 3")
    assert s.view(1)["bets"] == {"0": "hidden"} and s.view(0)["bets"] == {"0": 3}
    play(s, "bet 1")
    assert (hero(s, 0).gold, hero(s, 1).gold) == (3 - 3 + 6, 1 - 1)


def test_extra_scary_tough_and_wealthy_change_the_next_monster() -> None:
    """Reference modifiers: +3 Attack, +3 Defense, +3 gold on the next monster."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("extra-scary", "extra-tough", "extra-wealthy", "goblin"),
                    dice=[6] * 4)
    assert hero(s).gold == 5  # 13 + 3 Defense is killed by 24; 2 + 3 gold; 16 Attack misses Defense 18


def test_extra_bitey_doubles_wounds_and_special_damage() -> None:
    """seeds/003 FAQ "Extra Bitey": double damage, special damage included (Slime: -2 dice)."""
    s, _ = gauntlet(("barbarian", "sack-of-loot", ()), top=("extra-bitey", "slime-monster"), dice=[1] * 3)
    assert (hero(s).wounds, hero(s).dice_penalty) == (2, 2)


def test_cache_gives_two_gold_blindfolded_or_not() -> None:
    """seeds/003 FAQ "Cache": everyone gains 2 gold; Blindfolded does not matter."""
    s, _ = gauntlet(("barbarian", "bow", ("blindfolded",)), top=("cache",))
    assert hero(s).gold == 2


def test_gold_vein_pays_a_gold_for_every_five_attack() -> None:
    """seeds/003 FAQ "Gold Vein": an attack roll with every ability; 1 gold per full 5."""
    s, _ = gauntlet(("barbarian", "mace", ()), top=("gold-vein",), dice=[4] * 5 + [5])
    play(s, "use mace", "attack")
    assert hero(s).gold == 25 // 5


def test_healing_pool_heals_a_wound_or_discards_every_penalty() -> None:
    """seeds/003 FAQ "Healing Pool": penalties are the monsters' red tokens."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("healing-pool",),
                    prepare=set_hero(wounds=2, dice_penalty=1, poison=1))
    assert options(s) == ["heal", "cleanse"]
    play(s, "cleanse")
    assert (hero(s).wounds, hero(s).dice_penalty, hero(s).poison) == (2, 0, 0)


def test_magic_pool_gives_a_class_or_weapon_token() -> None:
    """Reference "Magic Pool": gain a class token or a weapon token."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("magic-pool",))
    play(s, "gain class-token")
    assert hero(s).class_tokens == 1


def test_spear_trap_wounds_everyone_whatever_their_defense() -> None:
    """seeds/003 FAQ "Spear Trap": Defense is useless."""
    s, _ = gauntlet(("barbarian", "bow", ()), top=("spear-trap",))
    assert hero(s).wounds == 1
