"""Monsters: their movement at the end of each round (rulebook 004, "Movimento dei Mostri") and every
monster's and Dungeon Lord's ability (rulebook 004, "Carte Incontro Mostro" 8; texts in our YAML)."""
from __future__ import annotations

from typing import Any

import pytest

from game.games.dungeon_run.dangers import monster_free_attack
from game.games.dungeon_run.heroes import CARDS
from game.games.dungeon_run.rules.monsters import regenerate
from game.games.dungeon_run.state import DungeonRunState

from .helpers import first, give, kinds, lay, legal, place, play, put, table, turn_of

ONES = [1] * 60


def corridor(heroes: tuple[str, ...] = ("borrak-ironjaw", "elowen-starweaver")) -> DungeonRunState:
    """The entrance with a hall north of it and a crossing beyond, heroes on the entrance."""
    state = table(heroes)
    lay(state, 0, -1, "collapsed-hall")
    lay(state, 0, -2, "mosaic-court")
    return state


def end_round(state: DungeonRunState) -> list[Any]:
    """Ends every turn left in the round; stops at the monsters' moves or the next round."""
    events: list[Any] = []
    start = state.round
    while state.round == start and state.frames[-1].kind == "turn":
        events += play(state, "end")
    return events


# --- movement ---------------------------------------------------------------------------------------
def test_a_monster_without_a_hero_on_its_tile_must_move() -> None:
    """Rulebook 004: every monster on a tile without a hero moves; it must if it can."""
    state = corridor()
    put(state, "gargoyle", 0, -1)
    turn_of(state, 0)
    events = end_round(state)
    assert state.frames[-1].kind == "wander" and state.current_player() == 0
    assert legal(state) == ["wander gargoyle north", "wander gargoyle south"]  # no staying put
    play(state, "wander gargoyle north")
    assert state.on_tile.get((0, -2)) == "gargoyle" and "round_begins" not in kinds(events)


def test_the_first_player_chooses_where_monsters_go() -> None:
    """Rulebook 004: the first player chooses the adjacent tile each monster moves to."""
    state = corridor()
    put(state, "gargoyle", 0, -1)
    turn_of(state, 1)
    end_round(state)
    assert state.current_player() == 1


def test_a_monster_beside_a_standing_hero_stays() -> None:
    """Rulebook 004: only monsters on tiles without a hero move."""
    state = corridor()
    put(state, "gargoyle", 0, -1)
    place(state, 1, 0, -1)
    turn_of(state, 0, dice=[1] * 4)  # the gargoyle's free attack on the idle hero
    events = end_round(state)
    assert state.on_tile[(0, -1)] == "gargoyle" and "monster_moved" not in kinds(events)


def test_monsters_never_share_a_tile() -> None:
    """Rulebook 004: a monster may not move onto a tile with another monster; one with nowhere to go stays."""
    state = corridor()
    put(state, "gargoyle", 0, -1)
    put(state, "bog-ooze", 0, -2)  # the crossing's only joined neighbour is the gargoyle's hall
    lay(state, 1, 1, "guard-post")
    place(state, 0, 1, 1)
    place(state, 1, 1, 1)
    turn_of(state, 0)
    events = end_round(state)
    assert state.on_tile[(0, -2)] == "bog-ooze" and state.on_tile[(0, 0)] == "gargoyle"
    assert [e.data["monster"] for e in events if e.kind == "monster_moved"] == ["gargoyle"]


def test_a_moving_monster_takes_its_treasures_and_tramples_an_encounter() -> None:
    """Rulebook 004: treasures under a monster move with it; an encounter card where it arrives is
    discarded."""
    state = corridor()
    put(state, "gargoyle", 0, -1)
    state.add_items((0, -1), ["lucky-coin"])
    state.add_items((0, -1), ["iron-helm"], face_up=False)
    put(state, "hollow-eyed-hermit", 0, -2)
    place(state, 0, 0, 0)
    place(state, 1, 0, 0)
    turn_of(state, 0)
    end_round(state)
    events = play(state, "wander gargoyle north")
    assert first(events, "monster_moved")["carried"] == 2
    assert state.items_up[(0, -2)] == ("lucky-coin",) and state.items_down[(0, -2)] == ("iron-helm",)
    assert "hollow-eyed-hermit" in state.encounter_discard and state.on_tile[(0, -2)] == "gargoyle"


def test_a_monster_beside_only_lying_heroes_may_be_moved() -> None:
    """Rulebook 004: a monster may be moved off a tile where a hero lies on their side."""
    state = corridor()
    put(state, "gargoyle", 0, -1)
    turn_of(state, 1)
    play(state, "end")
    place(state, 1, 0, -1)
    state.heroes[1].down = True  # knocked out after their turn, still lying when the round ends
    play(state, "end")
    assert "stay gargoyle" in legal(state) and "wander gargoyle north" in legal(state)
    play(state, "stay gargoyle")
    assert state.on_tile[(0, -1)] == "gargoyle"


@pytest.mark.parametrize("rule", ["seal-room", "arena"])
def test_seal_room_and_arena_hold_their_monsters_but_not_the_lord(rule: str) -> None:
    """Rulebook 004, "Stanza del Sigillo", "Arena": monsters cannot leave, save the Dungeon Lord."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, rule, 180 if rule == "seal-room" else 0)
    put(state, "gargoyle", 0, -1)
    turn_of(state, 0)
    end_round(state)
    assert state.on_tile[(0, -1)] == "gargoyle" and state.round == 2
    lord = state.lord
    del state.on_tile[(0, -1)]
    put(state, lord, 0, -1)
    state.lord_room = (9, 9)
    state.frames = []
    turn_of(state, 0)
    events = end_round(state)
    assert state.on_tile.get((0, 0)) == lord and "monster_moved" in kinds(events)


def test_monster_regeneration_at_the_end_of_the_round() -> None:
    """Our regenerating monsters remove wounds at the end of each round."""
    state = corridor()
    put(state, "cave-troll", 0, -2, wounds=3)
    regenerate(state)
    assert state.wounds["cave-troll"] == 2


# --- each monster's ability -----------------------------------------------------------------------
MONSTERS = sorted(CARDS.monsters)


def attack_dice(monster: str, hero: str = "borrak-ironjaw", wounds: int = 0) -> int:
    state = table((hero, "elowen-starweaver" if hero != "elowen-starweaver" else "borrak-ironjaw"))
    put(state, monster, 0, 0, wounds=wounds)
    turn_of(state, 0, dice=ONES)
    state.events = []
    monster_free_attack(state, monster, 0, "test")
    return len(first(state.events, "free_attack")["dice"])


def fight(monster: str, dice: list[int], hero: str = "borrak-ironjaw", stat: str = "might", wounds: int = 0,
          **kw: Any) -> tuple[DungeonRunState, list[Any]]:
    state = table((hero,))
    put(state, monster, 0, 0, wounds=wounds)
    for card in kw.get("items", ()):
        give(state, 0, card, equip=True)
    turn_of(state, 0, dice=dice)
    events = play(state, "fight")
    if state.frames and state.frames[-1].kind == "fight" and state.frames[-1].data["phase"] == "strike":
        events += play(state, f"strike {stat}")
    return state, events


def check_monster(monster: str, effect: dict[str, Any]) -> None:
    card = CARDS.monsters[monster]
    kind = effect["kind"]
    if kind == "regenerate":
        state = corridor()
        put(state, monster, 5, 5, wounds=2)
        regenerate(state)
        assert state.wounds[monster] == 2 - effect["amount"]
    elif kind == "immune":
        state = table(("borrak-ironjaw",))
        put(state, monster, 0, 0)
        turn_of(state, 0, dice=ONES)
        events = play(state, "fight")  # with one stat left there is nothing to choose
        assert first(events, "hero_attacks")["stat"] != effect["stat"]
    elif kind == "ambush":
        state = corridor()
        put(state, monster, 0, -1)
        turn_of(state, 0, dice=[6] * 10)
        assert first(play(state, "move north"), "free_attack")["why"] == "ambush"
    elif kind == "relentless":
        hits = sorted(card.aggression)[0]  # a hit face below the defense, matched by a hero die
        assert hits < card.defense
        state, events = fight(monster, [hits] * card.attack + [hits] + [1] * 10)
        resolved = first(events, "combat_resolved")
        assert resolved["blocked"] == 0 and resolved["unblocked"] == card.attack
    elif kind == "venom":
        hit = max(card.aggression)
        state, events = fight(monster, [hit] + [1] * (card.attack - 1) + [1] * 10, hero="elowen-starweaver",
                              stat="magic")
        assert state.heroes[0].wounds == 1 + effect["amount"]
    elif kind == "thief":
        hit = max(card.aggression)
        state, events = fight(monster, [hit] * card.attack + [1] * 10, hero="elowen-starweaver", stat="magic",
                              items=("lucky-coin",))
        play(state, *(["drop lucky-coin"] if "drop lucky-coin" in legal(state) else []))
        assert state.items_up[(0, 0)] == ("lucky-coin",) and not state.heroes[0].owns("lucky-coin")
    elif kind == "frenzy":
        assert attack_dice(monster, wounds=2) == card.attack + 2 and attack_dice(monster) == card.attack
    elif kind == "brittle":
        state, events = fight(monster, [1] * card.attack + [6] + [1] * 10)
        assert first(events, "combat_resolved")["monster_wounds"] == 2
    elif kind == "fearsome":
        state, events = fight(monster, ONES)
        might = CARDS.heroes["borrak-ironjaw"].might
        assert len(first(events, "hero_attacks")["dice"]) == might - effect["amount"]
    elif kind == "drain":
        hit = max(card.aggression)
        state, events = fight(monster, [hit] + [1] * (card.attack - 1) + [1] * 10, hero="elowen-starweaver",
                              stat="magic", wounds=1)
        assert state.wounds[monster] == 0 and state.heroes[0].wounds == 1
    elif kind == "explode":
        state = table(("elowen-starweaver", "borrak-ironjaw"))
        put(state, monster, 0, 0, wounds=card.health - 1)
        turn_of(state, 0, dice=[1] * card.attack + [6] + ONES)
        play(state, "fight", "pass", "strike magic")
        assert state.heroes[0].wounds == effect["amount"] - 1  # recovered one for the kill
        assert state.heroes[1].wounds == effect["amount"]
    elif kind == "guardian":
        state = corridor()
        put(state, monster, 0, -1)
        turn_of(state, 0)
        end_round(state)
        assert state.on_tile[(0, -1)] == monster and state.round == 2
    elif kind == "armored":
        state, events = fight(monster, [1] * card.attack + [6, 6, 1, 1, 1] + ONES)
        assert state.wounds[monster] == 2 - effect["amount"]
    elif kind == "sticky":
        state = corridor(("snik-quickfingers", "borrak-ironjaw"))
        put(state, monster, 0, 0)
        turn_of(state, 0, dice=[6, 1, 1, 1, 1] + ONES)
        assert not first(play(state, "flee north", "pass"), "flee_result")["escaped"]
    elif kind == "hatred":
        hated = next(h for h, c in sorted(CARDS.heroes.items()) if c.race == effect["race"])
        other = next(h for h, c in sorted(CARDS.heroes.items()) if c.race != effect["race"])
        assert attack_dice(monster, hated) == card.attack + effect["amount"]
        assert attack_dice(monster, other) == card.attack
    elif kind == "incorporeal":
        state, events = fight(monster, [1] * card.attack + [6] * 10)
        assert first(events, "combat_resolved")["monster_wounds"] == 0
        state, events = fight(monster, [1] * card.attack + [6] * 10, items=("ring-of-brawn",))
        assert monster in state.heroes[0].loot
        state, events = fight(monster, [1] * card.attack + [6] * 10, hero="elowen-starweaver", stat="magic")
        assert monster in state.heroes[0].loot
    elif kind == "jinx":
        state, events = fight(monster, [1] * card.attack + [6, 1, 1, 1, 1] + [2] * 10)
        rerolled = first(events, "dice_rerolled")
        assert rerolled["why"] == "jinx" and rerolled["before"][0] == 6 and rerolled["after"][0] == 2
    else:
        raise AssertionError(f"no check for monster ability {kind}")


@pytest.mark.parametrize("monster", MONSTERS)
def test_monster_ability_does_what_its_text_says(monster: str) -> None:
    """Rulebook 004, monster card 8: each monster's (and Lord's) ability, played."""
    effects = CARDS.monsters[monster].effects
    assert effects, f"{monster} has no ability"
    for effect in effects:
        check_monster(monster, effect)


def test_jinx_uses_up_the_actions_one_reroll() -> None:
    """Rulebook 004, "Ritirare i dadi": dice are rolled again only once per action, whatever the reasons:
    after a jinx, the hero's own reroll does not happen."""
    state = table(("fizzle-cogsworth",))  # rolls again the fight dice that missed
    put(state, "hooded-cultist", 0, 0)  # makes the hero roll 6s again; defense 4
    turn_of(state, 0, dice=[1, 1, 6, 1, 1, 1, 2, 1, 1, 1, 1])
    events = play(state, "fight", "strike magic")
    assert [e.data["why"] for e in events if e.kind == "dice_rerolled"] == ["jinx"]
