"""The free actions Assist, Sabotage and Recover, and the reroll rule (rulebook 004, "Azioni Gratuite",
"Ritirare i dadi")."""
from __future__ import annotations

from game.games.dungeon_run.dice import open_window

from .helpers import first, give, kinds, lay, legal, play, put, table, turn_of

ONES = [1] * 40


def pair(*heroes: str):
    state = table(heroes or ("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "collapsed-hall")
    return state


def test_assist_and_sabotage_are_declared_before_any_die() -> None:
    """Rulebook 004: assistance and sabotage are declared before any die is rolled."""
    state = pair()
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=ONES)
    events = play(state, "fight")
    assert state.frames[-1].kind == "support" and state.current_player() == 1
    assert not [e for e in events if e.chance]
    assert legal(state) == ["assist might", "assist magic", "sabotage", "pass"]


def test_assist_adds_half_the_helpers_printed_stat_rounded_down() -> None:
    """Rulebook 004, "Assistere": the helper adds half their Might or Magic (no card bonuses), rounded
    down, at least one die."""
    state = pair()
    put(state, "bog-ooze", 0, 0)
    state.heroes[1].abilities = ["focused-mind"]  # Magic +1 from a card does not count
    turn_of(state, 0, dice=ONES)
    events = play(state, "fight", "assist magic", "strike might")
    assert first(events, "assist_declared")["dice"] == 2  # Elowen's Magic 5 -> 2
    assert len(first(events, "hero_attacks")["dice"]) == 5 + 2
    state = pair()
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=ONES)
    assert first(play(state, "fight", "assist might"), "assist_declared")["dice"] == 1  # Might 1 -> at least 1


def test_sabotage_takes_two_dice_however_many_saboteurs() -> None:
    """Rulebook 004, "Sabotare": the hero rolls 2 dice fewer (never below 1), however many sabotage."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"))
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=ONES)
    events = play(state, "fight", "sabotage", "sabotage", "strike might")
    assert len(first(events, "hero_attacks")["dice"]) == 5 - 2
    state = pair("snik-quickfingers", "borrak-ironjaw")
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=ONES)
    events = play(state, "fight", "sabotage", "strike might")
    assert len(first(events, "hero_attacks")["dice"]) == 1


def test_saboteurs_are_wounded_when_the_hero_succeeds_anyway() -> None:
    """Rulebook 004, "Sabotare": if the sabotaged hero succeeds anyway, every saboteur takes a wound."""
    state = pair()
    put(state, "blood-bats", 0, 0, wounds=1)
    turn_of(state, 0, dice=[1, 1, 1, 6, 1, 1])
    play(state, "fight", "sabotage", "strike might")
    assert "blood-bats" in state.heroes[0].loot and state.heroes[1].wounds == 1


def test_saboteurs_are_safe_when_the_hero_fails() -> None:
    """Rulebook 004, "Sabotare": the wound falls only on success."""
    state = pair()
    put(state, "gargoyle", 0, 0)
    turn_of(state, 0, dice=ONES)
    play(state, "fight", "sabotage", "strike might")
    assert state.heroes[1].wounds == 0


def test_helpers_and_the_hero_recover_a_wound_on_success() -> None:
    """Rulebook 004, "Recuperare": a hero who disarms a trap, defeats a monster or assists successfully
    may remove one wound."""
    state = pair()
    put(state, "blood-bats", 0, 0, wounds=1)
    state.heroes[0].wounds, state.heroes[1].wounds = 2, 2
    turn_of(state, 0, dice=[1, 1, 1, 6, 1, 1, 1, 1, 1, 1])
    play(state, "fight", "assist magic", "strike might")
    assert state.heroes[0].wounds == 1 and state.heroes[1].wounds == 1


def test_no_recovery_for_a_hero_defeated_in_the_same_action() -> None:
    """Rulebook 004, "Recuperare": not possible for a hero who is defeated."""
    state = pair("elowen-starweaver", "borrak-ironjaw")
    put(state, "tunnel-goblin", 0, 0, wounds=1)
    state.heroes[0].wounds = 6
    turn_of(state, 0, dice=[6, 6, 6, 1, 1, 1, 1] + ONES)
    play(state, "fight", "pass", "strike magic", "cancel 0")
    assert state.heroes[0].down and "tunnel-goblin" in state.heroes[0].loot
    assert state.heroes[0].wounds == 8 - 8 // 2


def test_assist_and_sabotage_also_answer_a_flee_and_a_disarm() -> None:
    """Rulebook 004: assist and sabotage apply to fights, disarms and flees."""
    state = pair()
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=ONES)
    play(state, "flee north")
    assert state.frames[-1].kind == "support"
    state = pair()
    turn_of(state, 0, dice=ONES)
    state.push("disarm", 0, trap="swinging-blade", dice=[], rerolled=False)
    open_window(state, state.frames[-1])
    state.legal = None
    events = play(state, "assist might")
    assert len(first(events, "disarm_rolled")["dice"]) == 2 + 1  # Borrak's Dexterity 2; Elowen's Might 1 lends 1


def test_a_hero_cannot_assist_the_hero_they_fight() -> None:
    """Rulebook 004: no assisting a hero one is fighting; the defender is never asked."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"))
    turn_of(state, 0, dice=ONES)
    play(state, "attack 1")
    assert state.frames[-1].kind == "support" and state.current_player() == 2
    play(state, "pass")
    assert state.frames[-1].kind == "defend" and state.current_player() == 1


def test_solo_has_no_one_to_assist_or_sabotage() -> None:
    """Rulebook 004, "Partita in solitario" 2: what speaks of other heroes is ignored."""
    state = table(("borrak-ironjaw",))
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=ONES)
    events = play(state, "fight", "strike might")
    assert "assist_declared" not in kinds(events) and state.frames[-1].kind == "turn"


def test_dice_are_rolled_again_only_once_per_action() -> None:
    """Rulebook 004, "Ritirare i dadi": once per action, however many reasons: a hero with two reroll
    cards rolls again once."""
    state = pair("fizzle-cogsworth", "borrak-ironjaw")
    lay(state, 0, -2, "long-gallery")
    state.heroes[0].abilities = ["lucky-gadget"]
    give(state, 0, "lucky-coin", equip=True)
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=ONES)
    events = play(state, "fight", "pass", "strike magic")
    assert kinds(events).count("dice_rerolled") == 1
