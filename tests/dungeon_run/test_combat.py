"""Fighting monsters: the three steps, blocking, free attacks (rulebook 004, "Azione di Combattimento
contro un Mostro", "Azione di Fuga")."""
from __future__ import annotations

from game.games.dungeon_run.state import DungeonRunState

from .helpers import first, give, kinds, lay, legal, play, put, table, turn_of


def test_rulebook_combat_example_dorgan_and_the_slime() -> None:
    """Rulebook 004, "Esempio di combattimento": a Might 5 dwarf fights a monster of attack 2,
    aggression 3-4-5, defense 5. The monster rolls 1 and 3 (one potential wound, the 3); the hero rolls
    1, 3, 4, 5, 5: the 3 blocks the 3, both 5s wound, the 1 and the 4 are of no use. Two wounds on the
    monster, none on the hero, and the fight may go on in a later action."""
    state = table(("borrak-ironjaw",))
    put(state, "bog-ooze", 0, 0)  # attack 2, aggression 3 4 5, defense 5, 4 hit points: the Slime's numbers
    turn_of(state, 0, dice=[1, 3, 1, 3, 4, 5, 5])
    events = play(state, "fight", "strike might")
    attack = first(events, "monster_attacks")
    assert attack["dice"] == [1, 3] and attack["hits"] == [3]
    resolved = first(events, "combat_resolved")
    assert resolved["blocked"] == 1 and resolved["wounding"] == [5, 5] and resolved["unblocked"] == 0
    assert state.wounds["bog-ooze"] == 2 and state.on_tile[(0, 0)] == "bog-ooze"
    assert state.heroes[0].wounds == 0
    assert "fight" in legal(state) and "flee north" in legal(state)


def test_monster_attacks_first_and_only_aggression_faces_are_potential_wounds() -> None:
    """Rulebook 004, combat step 1: the monster rolls its attack dice; only faces listed in its
    aggression are potential wounds, the others are discarded."""
    state = table(("borrak-ironjaw",))
    put(state, "gargoyle", 0, 0)  # attack 2, aggression 4 5 6, defense 6
    turn_of(state, 0, dice=[3, 4, 1, 1, 1, 1, 1])
    events = play(state, "fight", "strike might")
    assert kinds(events).index("monster_attacks") < kinds(events).index("hero_attacks")
    assert first(events, "monster_attacks")["hits"] == [4]
    # Borrak's armor takes the one unblocked potential wound away.
    assert first(events, "combat_resolved")["unblocked"] == 1 and state.heroes[0].wounds == 0


def test_a_face_above_the_listed_aggression_is_no_potential_wound() -> None:
    """Rulebook 004, card anatomy ("Aggressività": dice showing one of the values shown) against combat
    step 1 ("eguaglia o supera"): we follow the card (rulings.md), so a 6 is no potential wound for
    the Bog Ooze (3-4-5) nor a 5 or 6 for the Lantern Wraith (3-4), in a fight or a free attack."""
    state = table(("borrak-ironjaw",))
    put(state, "bog-ooze", 0, 0)  # attack 2, aggression 3 4 5
    turn_of(state, 0, dice=[6, 3, 1, 1, 1, 1, 1])
    events = play(state, "fight", "strike might")
    assert first(events, "monster_attacks")["hits"] == [3]
    wraith = table(("borrak-ironjaw",))
    put(wraith, "lantern-wraith", 0, 0)  # attack 3, aggression 3 4
    turn_of(wraith, 0, dice=[5, 6, 6, 1, 1, 1, 1, 1])
    events = play(wraith, "fight", "strike might")
    assert first(events, "monster_attacks")["hits"] == []
    idle = table(("borrak-ironjaw",))
    put(idle, "lantern-wraith", 0, 0)
    turn_of(idle, 0, dice=[6, 5, 6])
    assert first(play(idle, "end"), "free_attack")["hits"] == 0


def test_a_die_at_or_above_defense_may_wound_or_cancel_any_potential_wound() -> None:
    """Rulebook 004, combat step 3: a die equal to or above the defense wounds the monster or cancels
    any potential wound; the hero chooses how many to spend cancelling."""
    state = table(("elowen-starweaver",))
    put(state, "rattling-skeleton", 0, 0)  # attack 2, aggression 4 5 6, defense 4, 2 hit points
    turn_of(state, 0, dice=[5, 6, 4, 1, 1, 1, 1])
    play(state, "fight", "strike magic")
    assert legal(state) == ["cancel 0", "cancel 1"]
    events = play(state, "cancel 1")
    resolved = first(events, "combat_resolved")
    assert resolved["cancelled"] == 1 and resolved["unblocked"] == 1
    assert state.heroes[0].wounds == 1 and state.wounds["rattling-skeleton"] == 0


def test_blocking_needs_an_equal_die_below_defense() -> None:
    """Rulebook 004, combat step 3: a die assigned to block cancels a potential wound only if it shows
    the same value; an unequal low die is lost."""
    state = table(("snik-quickfingers",))
    put(state, "plague-walker", 0, 0)  # attack 2, aggression 3 4 5 6, defense 3
    turn_of(state, 0, dice=[4, 5, 2, 2])  # Snik's Magic is 2
    events = play(state, "fight", "strike magic")
    resolved = first(events, "combat_resolved")
    assert resolved["blocked"] == 0 and resolved["unblocked"] == 2 and resolved["wounding"] == []
    assert state.heroes[0].wounds == 2


def test_the_lowest_dice_cancel_and_the_sixes_wound() -> None:
    """Rulebook 004, combat step 3: any die at or above defense may cancel; we cancel with the lowest,
    keeping 6s for wounds (some cards count them twice)."""
    state = table(("borrak-ironjaw",))
    state.heroes[0].abilities = ["hammerfall"]  # a 6 wounds twice
    put(state, "cave-troll", 0, 0)  # defense 5, aggression 4 5 6
    turn_of(state, 0, dice=[4, 4, 4, 6, 5, 6, 1, 1])
    events = play(state, "fight", "strike might", "cancel 1")
    assigned = first(events, "dice_assigned")
    assert assigned["cancel"] == [5] and assigned["wound"] == [6, 6]
    assert state.wounds["cave-troll"] == 4 and state.heroes[0].wounds == 1  # two hits left, armor 1


def test_unblocked_potential_wounds_and_wounding_dice_land_together_and_stay() -> None:
    """Rulebook 004: unblocked potential wounds wound the hero while the hero's wounding dice wound the
    monster; wound markers stay on both after the fight."""
    state = table(("grishna-the-red",))
    put(state, "cave-bear", 0, 0, wounds=1)  # 5 hit points, defense 4, a hero fighting it rolls 1 die fewer
    turn_of(state, 0, dice=[4, 5, 2, 5, 5, 1, 2])
    events = play(state, "fight", "strike might")
    assert first(events, "hero_attacks")["dice"] == [5, 5, 1, 2]
    assert legal(state) == ["cancel 0", "cancel 1", "cancel 2"]
    play(state, "cancel 0")
    assert state.wounds["cave-bear"] == 3 and state.on_tile[(0, 0)] == "cave-bear"
    assert state.heroes[0].wounds == 2


def test_monster_defeated_goes_to_the_loot_pile_and_the_hero_recovers() -> None:
    """Rulebook 004, "Sconfiggere Eroi e Mostri" and "Recuperare": a monster with wounds equal to its hit
    points goes to the victor's loot pile; the victor may remove a wound."""
    state = table(("borrak-ironjaw",))
    put(state, "tunnel-goblin", 0, 0, wounds=1)  # 2 hit points, defense 3
    state.heroes[0].wounds = 3
    turn_of(state, 0, dice=[1, 1, 6, 1, 1, 1, 1])
    events = play(state, "fight", "strike might")
    assert "monster_defeated" in kinds(events)
    assert (0, 0) not in state.on_tile and "tunnel-goblin" in state.heroes[0].loot
    assert state.heroes[0].wounds == 2


def test_hero_and_monster_can_defeat_each_other() -> None:
    """Rulebook 004: "è possibile che l'eroe ed il mostro si sconfiggano a vicenda"."""
    state = table(("elowen-starweaver", "borrak-ironjaw"))
    put(state, "tunnel-goblin", 0, 0)
    state.heroes[0].wounds = 7  # one hit point left
    turn_of(state, 0, dice=[4, 4, 6, 6, 1, 1, 1])
    play(state, "fight", "pass", "strike magic", "cancel 0")  # Borrak stands by
    assert "tunnel-goblin" in state.heroes[0].loot
    assert state.heroes[0].down


def test_a_monster_just_drawn_for_a_new_tile_is_fought_at_once_outside_the_actions() -> None:
    """Rulebook 004: a monster drawn when a tile is laid must be fought at once, and that fight is
    not one of the hero's two actions."""
    state = table(("borrak-ironjaw",))
    state.stack = ["long-gallery", "guard-post"]
    state.encounters.remove("bog-ooze")
    state.encounters.append("bog-ooze")
    turn_of(state, 0, dice=[1, 1, 1, 1, 1, 1, 1, 1])  # tile die 1: an encounter; the fight's dice all 1
    events = play(state, "move north")
    assert "monster_attacks" in kinds(events)
    turn = next(f for f in state.frames if f.kind == "turn")
    assert turn.data["left"] == 1


def test_flee_with_a_die_at_or_above_escape_moves_on() -> None:
    """Rulebook 004, "Azione di Fuga": roll Dexterity; a die at or above the monster's escape gets the
    hero away and they move as usual."""
    state = table(("snik-quickfingers",))
    lay(state, 0, -1, "collapsed-hall")
    put(state, "rustblade-bandit", 0, 0)  # escape 4
    turn_of(state, 0, dice=[1, 1, 1, 1, 4])
    events = play(state, "flee north")
    assert first(events, "flee_result")["escaped"] and state.heroes[0].pos == (0, -1)


def test_failed_flee_gives_the_monster_a_free_attack() -> None:
    """Rulebook 004, "Azione di Fuga": if the flee fails the monster makes a free attack, rolling
    alone: every potential wound lands."""
    state = table(("elowen-starweaver",))
    lay(state, 0, -1, "collapsed-hall")
    put(state, "rustblade-bandit", 0, 0)  # escape 4, attack 3 aggression 4 5 6
    turn_of(state, 0, dice=[1, 2, 3, 6, 6, 6])
    events = play(state, "flee north")
    assert not first(events, "flee_result")["escaped"]
    free = first(events, "free_attack")
    assert free["hits"] == 3 and state.heroes[0].wounds == 3 and state.heroes[0].pos == (0, 0)


def test_no_move_while_a_monster_shares_the_tile() -> None:
    """Rulebook 004, "Azione di Movimento": the Move action cannot be chosen on a tile with a monster."""
    state = table(("borrak-ironjaw",))
    lay(state, 0, -1, "collapsed-hall")
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0)
    assert not any(a.startswith("move") for a in legal(state))
    assert "flee north" in legal(state) and "fight" in legal(state)


def test_a_hero_idling_a_whole_turn_beside_a_monster_suffers_a_free_attack() -> None:
    """Rulebook 004: a hero who spends the whole turn on a monster's tile without attacking it
    receives a free attack."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=[3, 4])
    events = play(state, "end")
    free = first(events, "free_attack")
    assert free["why"] == "idle" and free["hits"] == 2
    assert state.heroes[0].wounds == 1  # armor 1


def test_no_free_attack_after_attacking_the_monster_this_turn() -> None:
    """Rulebook 004: the end-of-turn free attack falls only on a hero who never attacked the monster."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=[1, 1, 1, 1, 1, 1, 1])
    events = play(state, "fight", "pass", "strike might", "end")
    assert "free_attack" not in kinds(events)


def test_search_is_refused_beside_a_monster() -> None:
    """Rulebook 004, "Azione di Ricerca": search only where no monster is."""
    state = table(("borrak-ironjaw",))
    put(state, "bog-ooze", 0, 0)
    state.add_items((0, 0), ["lucky-coin"])
    turn_of(state, 0)
    assert "search" not in legal(state)


def test_free_attack_respects_armor() -> None:
    """Our armor cards ("take 1 fewer wound from every attack") also soften free attacks."""
    state = table(("borrak-ironjaw",))
    lay(state, 0, -1, "collapsed-hall")
    put(state, "rustblade-bandit", 0, 0)
    give(state, 0, "tower-shield", equip=True)  # armor 2 more, Dexterity 1
    turn_of(state, 0, dice=[1, 6, 6, 6])
    play(state, "flee north")
    assert state.heroes[0].wounds == 0


def _vorzhul_at_six(hero_dice: list[int]) -> tuple[DungeonRunState, list]:
    """A solo hero (Elowen, Magic 5, 8 hit points, no armour) against Vorzhul (drain, defense 5,
    8 hit points) who carries 6 wounds; Vorzhul rolls 4 5 6 1: three potential wounds."""
    state = table(("elowen-starweaver",))
    state.lord = "vorzhul"
    put(state, "vorzhul", 0, 0, wounds=6)
    turn_of(state, 0, dice=[4, 5, 6, 1, *hero_dice])
    return state, play(state, "fight", "strike magic")


def test_wounds_land_together_so_a_drain_never_undoes_a_lethal_blow() -> None:
    """Rulebook 004, combat step 3: the unblocked potential wounds wound the hero and "al contempo"
    the dice assigned to wound wound the monster; "è possibile che l'eroe ed il mostro si sconfiggano a
    vicenda". So the blow lands on both sides before Vorzhul's drain: 2 wounds on his 6 fell him,
    although the 3 he deals would have healed him first (rulings.md, "Encounters and combat")."""
    state, events = _vorzhul_at_six([5, 5, 1, 2, 3])
    options = state.view(0)["prompt"]["options"]
    best = next(o for o in options if o["args"]["best"])
    assert best["args"]["kills"] and best["args"]["hero_wounds"] == 3 and best["args"]["monster_wounds"] == 2
    events += play(state, best["action"])
    assert "monster_healed" not in kinds(events)
    assert first(events, "monster_defeated")["monster"] == "vorzhul"
    assert state.heroes[0].wounds == 2 and "vorzhul" in state.heroes[0].loot  # 3, less one recovered for the kill
    assert state.result().reason == "lord-defeated"


def test_a_draining_monster_still_standing_drains_after_the_blow() -> None:
    """The drain comes once the blow has landed: one wound on Vorzhul's 6 makes 7, then the 3 he
    deals take 3 of them away."""
    state, events = _vorzhul_at_six([5, 1, 2, 3, 3])
    events += play(state, "cancel 0")
    order = kinds(events)
    assert order.index("monster_wounded") < order.index("monster_healed")
    assert first(events, "monster_healed")["amount"] == 3
    assert state.wounds["vorzhul"] == 4 and state.heroes[0].wounds == 3


def test_hero_and_monster_may_fell_each_other_in_one_blow() -> None:
    """Rulebook 004: "è possibile che l'eroe ed il mostro si sconfiggano a vicenda". A hero with one
    hit point left fells Vorzhul and falls in the same blow; in solo play that still wins."""
    state = table(("elowen-starweaver",))
    state.lord = "vorzhul"
    state.heroes[0].wounds = 7
    put(state, "vorzhul", 0, 0, wounds=6)
    turn_of(state, 0, dice=[4, 5, 6, 1, 5, 5, 1, 2, 3])
    events = play(state, "fight", "strike magic")
    best = next(o for o in state.view(0)["prompt"]["options"] if o["args"]["best"])
    assert best["args"]["falls"] and best["args"]["kills"]
    events += play(state, best["action"])
    assert {"hero_defeated", "monster_defeated"} <= set(kinds(events))
    assert state.result().reason == "lord-defeated" and not state.result().details["survived"]
