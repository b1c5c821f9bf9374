"""Every ability of our card set does what its text says: each hero ability, stone ability, ability
card, treasure and artifact is played in a small scene with and without it, and the difference is
measured (dice rolled, wounds taken, actions allowed). Card anatomy: rulebook 004, "Anatomia della
carta eroe", "Carte Abilità", "Anatomia delle carte Tesoro ed Artefatto"; texts are in our YAML."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from game.games.dungeon_run.cards import CLASSES, STATS
from game.games.dungeon_run.dangers import monster_free_attack
from game.games.dungeon_run.cards import MAGIC_STONE
from game.games.dungeon_run.heroes import CARDS, rerolls
from game.games.dungeon_run.state import DungeonRunState

from .helpers import first, give, kinds, lay, legal, place, play, put, table, turn_of

Effect = dict[str, Any]
ONES = [1] * 60


# --- where a card sits ------------------------------------------------------------------------------
def _sources() -> list[tuple[str, str, str]]:
    """(source kind, card id, hero who carries it) for every card with an ability."""
    out = []
    for hero in sorted(CARDS.heroes):
        out.append(("hero", hero, hero))
        out.append(("stone", hero, hero))
    for card in sorted(CARDS.abilities):
        out.append(("ability", card, CARDS.abilities[card].hero))
    for card in sorted(CARDS.items):
        item = CARDS.items[card]
        if not item.effects:
            continue
        bearer = next(h for h in sorted(CARDS.heroes) if CARDS.heroes[h].hero_class in item.classes)
        race = next((e["race"] for e in item.effects if "race" in e), None)
        if race is not None:  # a card that speaks of a race is carried by a hero of that race
            bearer = next(h for h in sorted(CARDS.heroes)
                          if CARDS.heroes[h].race == race and CARDS.heroes[h].hero_class in item.classes)
        out.append(("item", card, bearer))
    return out


SOURCES = _sources()


def _effects(source: str, card: str) -> tuple[Effect, ...]:
    if source == "hero":
        return CARDS.heroes[card].ability.effects
    if source == "stone":
        return CARDS.heroes[card].stone.effects
    if source == "ability":
        return CARDS.abilities[card].effects
    return CARDS.items[card].effects


def _partner(hero: str) -> str:
    mine = CARDS.heroes[hero].hero_class
    return next(h for h in sorted(CARDS.heroes) if CARDS.heroes[h].hero_class != mine and h != "snik-quickfingers")


def scene(source: str, card: str, hero: str, on: bool, together: bool = False) -> DungeonRunState:
    """Two heroes: the subject (seat 0) with or without the card's ability in force, and a partner of
    another class on a tile of their own unless ``together``."""
    state = table((hero, _partner(hero)))
    lay(state, 0, -1, "collapsed-hall")
    lay(state, 0, -2, "long-gallery")
    if not together:
        place(state, 1, 0, -2)
    if source == "ability" and on:
        state.heroes[0].abilities.append(card)
    if source == "item" and on:
        give(state, 0, card, equip=True)
    if source == "stone":
        state.endgame = True
        if on:
            give(state, 0, MAGIC_STONE)
    if source == "hero" and not on:
        lay(state, -1, 0, "cursed-stone")  # abilities are silenced on and beside the Cursed Stone
    state.legal = None
    return state


# --- measures -----------------------------------------------------------------------------------------
def fight_dice(state: DungeonRunState, against: str = "beast", stat: str = "might") -> int:
    monster = {"beast": "bog-ooze", "undead": "grave-ghoul", "humanoid": "orc-marauder",
               "construct": "clockwork-sentry"}[against]
    put(state, monster, 0, 0)
    turn_of(state, 0, dice=ONES)
    events = play(state, "fight")
    while state.frames[-1].kind == "support":
        events += play(state, "pass")
    return len(first(events + play(state, f"strike {stat}"), "hero_attacks")["dice"])


def flee_dice(state: DungeonRunState) -> int:
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=ONES)
    return len(first(play(state, "flee north"), "flee_rolled")["dice"])


def disarm_dice(state: DungeonRunState, trap: str = "swinging-blade") -> int:
    turn_of(state, 0, dice=ONES)
    state.push("disarm", 0, trap=trap, dice=[], rerolled=False)
    state.run()
    return len(first(state.events, "disarm_rolled")["dice"])


def duel_dice(state: DungeonRunState) -> int:
    place(state, 1, 0, 0)
    turn_of(state, 0, dice=ONES)
    return len(first(play(state, "attack 1", "defend might", "strike might"), "duel_rolled")["dice"])


def expected_dice(effects: tuple[Effect, ...], roll_kind: str, stat: str, against: str | None = None,
                  alone: bool = True) -> int:
    """What a card adds to one roll: stat bonuses of the rolled stat and matching dice bonuses."""
    total = 0
    for e in effects:
        if e["kind"] == "stat" and e["stat"] == stat:
            total += e["amount"]
        elif e["kind"] == "dice" and e["roll"] in (roll_kind, "any") and e.get("against") in (None, against):
            total += e["amount"]
        elif e["kind"] == "lone" and roll_kind == "fight" and alone:
            total += e["amount"]
    return total


def delta(source: str, card: str, hero: str, measure: Callable[[DungeonRunState], int], together: bool = False) -> int:
    return measure(scene(source, card, hero, True, together)) - measure(scene(source, card, hero, False, together))


# --- one check per effect kind ----------------------------------------------------------------------
def check(source: str, card: str, hero: str, effect: Effect) -> None:
    effects = _effects(source, card)
    kind = effect["kind"]
    if kind == "stat":
        stat = effect["stat"]
        got = delta(source, card, hero, lambda s: s.view(0)["heroes"][0]["stats"][stat])
        assert got == sum(e["amount"] for e in effects if e["kind"] == "stat" and e["stat"] == stat)
    elif kind == "health":
        got = delta(source, card, hero, lambda s: s.view(0)["heroes"][0]["health"])
        assert got == sum(e["amount"] for e in effects if e["kind"] == "health")
    elif kind == "dice":
        _check_dice(source, card, hero, effect, effects)
    elif kind == "lone":
        assert delta(source, card, hero, fight_dice) == expected_dice(effects, "fight", "might")
        assert delta(source, card, hero, fight_dice, together=True) == expected_dice(effects, "fight", "might",
                                                                                      alone=False)
    elif kind == "armor":
        got = delta(source, card, hero, _wounds_from_free_attack)
        assert got == -sum(e["amount"] for e in effects if e["kind"] == "armor")
    elif kind == "reroll":
        _check_reroll(source, card, hero, effect["roll"])
    else:
        CHECKS[kind](source, card, hero, effect)


def _check_dice(source: str, card: str, hero: str, effect: Effect, effects: tuple[Effect, ...]) -> None:
    roll_kind, against = effect["roll"], effect.get("against")
    if roll_kind in ("fight", "any"):
        got = delta(source, card, hero, lambda s: fight_dice(s, against or "beast"))
        assert got == expected_dice(effects, "fight", "might", against or "beast")
        if against is not None:
            other = next(t for t in ("beast", "construct") if t != against)
            assert delta(source, card, hero, lambda s: fight_dice(s, other)) == expected_dice(
                effects, "fight", "might", other)
    if roll_kind in ("flee", "any"):
        assert delta(source, card, hero, flee_dice) == expected_dice(effects, "flee", "dexterity")
    if roll_kind in ("disarm", "any"):
        assert delta(source, card, hero, disarm_dice) == expected_dice(effects, "disarm", "dexterity")
    if roll_kind in ("duel", "any"):
        assert delta(source, card, hero, duel_dice) == expected_dice(effects, "duel", "might")


def _wounds_from_free_attack(state: DungeonRunState) -> int:
    turn_of(state, 0, dice=[6, 6, 6, 6, 6])
    state.events = []
    monster_free_attack(state, "ogre-brute", 0, "test")  # 3 dice, all 6: three potential wounds
    return state.heroes[0].wounds


def _check_reroll(source: str, card: str, hero: str, roll_kind: str) -> None:
    def rerolled(state: DungeonRunState, what: str) -> bool:
        if what == "fight":
            put(state, "bog-ooze", 0, 0)
            turn_of(state, 0, dice=ONES)
            events = play(state, "fight", "strike might")
        elif what == "flee":
            put(state, "bog-ooze", 0, 0)
            turn_of(state, 0, dice=ONES)
            events = play(state, "flee north")
        else:
            turn_of(state, 0, dice=ONES)
            state.push("disarm", 0, trap="swinging-blade", dice=[], rerolled=False)
            state.run()
            events = state.events
        return any(e.kind == "dice_rerolled" and e.data["why"] == what for e in events)
    for what in ("fight", "flee", "disarm"):
        on, off = scene(source, card, hero, True), scene(source, card, hero, False)
        others = rerolls(off.effects_of(0), what)  # the hero's other cards may reroll too
        assert rerolled(on, what) == (others or roll_kind in (what, "any"))
        assert rerolled(off, what) == others


def _check_keen(source: str, card: str, hero: str, effect: Effect) -> None:
    def dealt(state: DungeonRunState) -> int:
        put(state, "brass-golem", 0, 0)  # 5 hit points, defense 5, aggression 5 6
        turn_of(state, 0, dice=[1, 1, 1, 1, 6] + ONES)
        play(state, "fight", "strike might")
        return state.wounds["brass-golem"]
    assert dealt(scene(source, card, hero, True)) == 2 and dealt(scene(source, card, hero, False)) == 1


def _check_mend(source: str, card: str, hero: str, effect: Effect) -> None:
    def healed(state: DungeonRunState) -> int:
        state.heroes[0].wounds = 5
        turn_of(state, 0)
        return 5 - state.heroes[0].wounds
    assert delta(source, card, hero, healed) == effect["amount"]


def _check_helper(source: str, card: str, hero: str, effect: Effect) -> None:
    def lent(state: DungeonRunState) -> int:
        put(state, "bog-ooze", 0, 0)
        turn_of(state, 1, dice=ONES)
        return int(first(play(state, "fight", "assist might"), "assist_declared")["dice"])
    assert delta(source, card, hero, lent, together=True) == effect["amount"]


def _check_steady(source: str, card: str, hero: str, effect: Effect) -> None:
    def sabotaged(state: DungeonRunState) -> int:
        state.heroes[0].training[0] = 4  # enough Might that two dice fewer never hits the floor of one
        put(state, "bog-ooze", 0, 0)
        turn_of(state, 0, dice=ONES)
        return len(first(play(state, "fight", "sabotage", "strike might"), "hero_attacks")["dice"])
    with_card, without = scene(source, card, hero, True, True), scene(source, card, hero, False, True)
    bonus = expected_dice(_effects(source, card), "fight", "might", "beast", alone=False)
    assert sabotaged(with_card) - bonus == sabotaged(without) + 2


def _check_spite(source: str, card: str, hero: str, effect: Effect) -> None:
    def partner_dice(state: DungeonRunState) -> int:
        state.heroes[1].training[0] = 4
        put(state, "bog-ooze", 0, 0)
        turn_of(state, 1, dice=ONES)
        return len(first(play(state, "fight", "sabotage", "strike might"), "hero_attacks")["dice"])
    assert delta(source, card, hero, partner_dice, together=True) == -1


def _check_bounty(source: str, card: str, hero: str, effect: Effect) -> None:
    def treasures(state: DungeonRunState) -> int:
        put(state, "blood-bats", 0, 0, wounds=1)  # one hit point left, defense 4
        turn_of(state, 0, dice=[1, 1, 1, 6] + ONES)
        events = play(state, "fight", "strike might")
        assert "monster_defeated" in kinds(events)
        return sum(len(e.data["cards"]) for e in events if e.kind == "items_gained")
    assert delta(source, card, hero, treasures) == 1


def _check_surefoot(source: str, card: str, hero: str, effect: Effect) -> None:
    def rolled_on_bridge(state: DungeonRunState) -> int:
        lay(state, 1, 0, "ancient-bridge", 90)
        turn_of(state, 0, dice=[6] * 20)
        return kinds(play(state, "move east")).count("bridge_crossed")
    assert rolled_on_bridge(scene(source, card, hero, True)) == 0
    assert rolled_on_bridge(scene(source, card, hero, False)) == 1


def _check_trapwise(source: str, card: str, hero: str, effect: Effect) -> None:
    def wounds(state: DungeonRunState) -> int:
        turn_of(state, 0, dice=ONES)
        state.push("disarm", 0, trap="swinging-blade", dice=[], rerolled=False)  # 3 damage
        state.run()
        return state.heroes[0].wounds
    assert wounds(scene(source, card, hero, True)) == 1 and wounds(scene(source, card, hero, False)) == 3


def _check_rage(source: str, card: str, hero: str, effect: Effect) -> None:
    def dice(state: DungeonRunState) -> int:
        state.heroes[0].wounds = 6
        return fight_dice(state)
    assert delta(source, card, hero, dice) == 2


def _check_haste(source: str, card: str, hero: str, effect: Effect) -> None:
    def actions(state: DungeonRunState) -> int:
        lay(state, 1, 0, "long-gallery", 90)
        lay(state, -1, 0, "long-gallery", 90)
        turn_of(state, 0, dice=ONES)
        count = 0
        while state.current_player() == 0 and any(a.startswith("move") for a in legal(state)):
            play(state, "move east" if state.heroes[0].pos == (0, 0) else "move west")
            count += 1
        return count
    assert actions(scene(source, card, hero, True)) == 3 and actions(scene(source, card, hero, False)) == 2


def _check_fortune(source: str, card: str, hero: str, effect: Effect) -> None:
    def tile_dice(state: DungeonRunState) -> int:
        state.stack = ["long-gallery", "guard-post"]
        turn_of(state, 0, dice=[5, 6] + ONES)  # guard post: treasure on 6, encounter on 1-4
        events = play(state, "move west")
        return len(first(events, "tile_die")["dice"])
    with_card = scene(source, card, hero, True)
    assert tile_dice(with_card) == 2
    assert legal(with_card) == ["keep 5", "keep 6"]
    play(with_card, "keep 6")
    assert len(with_card.items_down[(-1, 0)]) == 1
    assert tile_dice(scene(source, card, hero, False)) == 1


def _check_swift(source: str, card: str, hero: str, effect: Effect) -> None:
    def needs(state: DungeonRunState) -> int:
        state.endgame = True
        place(state, 1, 0, 0)
        turn_of(state, 0, dice=ONES)
        return int(first(play(state, "flee north", "pass"), "flee_rolled")["needs"][0])
    assert needs(scene(source, card, hero, True, together=True)) == 3
    assert needs(scene(source, card, hero, False, together=True)) == 4


def _check_jinx(source: str, card: str, hero: str, effect: Effect) -> None:
    def jinxed(state: DungeonRunState) -> bool:
        place(state, 1, 0, 0)
        turn_of(state, 0, dice=[6] * 60)
        events = play(state, "attack 1", "defend might", "strike might")
        return any(e.kind == "dice_rerolled" and e.data.get("why") == "jinx" and e.data["seat"] == 1 for e in events)
    assert jinxed(scene(source, card, hero, True)) and not jinxed(scene(source, card, hero, False))


def _check_heal(source: str, card: str, hero: str, effect: Effect) -> None:
    state = scene(source, card, hero, True, together=True)
    state.heroes[1].wounds = 5
    turn_of(state, 0)
    assert "heal 1" in legal(state)
    play(state, "heal 1")
    sources = sum(1 for e in state.effects_of(0) if e["kind"] == "heal")
    assert state.heroes[1].wounds == 5 - max(e["amount"] for e in state.effects_of(0) if e["kind"] == "heal")
    assert ("heal 1" in legal(state)) == (sources > 1)
    off = scene(source, card, hero, False, together=True)
    off.heroes[1].wounds = 5
    turn_of(off, 0)
    assert ("heal 1" in legal(off)) == any(e["kind"] == "heal" for e in off.effects_of(0))


def _check_bolt(source: str, card: str, hero: str, effect: Effect) -> None:
    state = scene(source, card, hero, True)
    put(state, "brass-golem", 0, -1)
    turn_of(state, 0, dice=ONES)
    assert "bolt north" in legal(state)
    events = play(state, "bolt north")
    bolt = first(events, "bolt")
    stat = bolt["stat"]
    assert len(bolt["dice"]) == state.view(0)["heroes"][0]["stats"][stat]
    assert effect["stat"] == stat or any(e["kind"] == "bolt" and e["stat"] == stat for e in state.effects_of(0))
    off = scene(source, card, hero, False)
    put(off, "brass-golem", 0, -1)
    turn_of(off, 0)
    assert ("bolt north" in legal(off)) == any(e["kind"] == "bolt" for e in off.effects_of(0))


def _check_steal(source: str, card: str, hero: str, effect: Effect) -> None:
    state = scene(source, card, hero, True, together=True)
    give(state, 1, "lucky-coin")
    turn_of(state, 0, dice=[5] + ONES)
    play(state, "steal 1", "take lucky-coin")
    assert "lucky-coin" in state.heroes[0].loot and not state.heroes[1].owns("lucky-coin")
    off = scene(source, card, hero, False, together=True)
    give(off, 1, "lucky-coin")
    turn_of(off, 0)
    assert "steal 1" not in legal(off)


def _check_potion(source: str, card: str, hero: str, effect: Effect) -> None:
    state = scene(source, card, hero, True)
    state.heroes[0].wounds = 6
    turn_of(state, 0)
    play(state, f"use {card}")
    assert state.heroes[0].wounds == 6 - effect["amount"]
    assert not state.heroes[0].owns(card) and card in state.treasure_discard


CHECKS: dict[str, Callable[[str, str, str, Effect], None]] = {
    "keen": _check_keen, "mend": _check_mend, "helper": _check_helper, "steady": _check_steady,
    "spite": _check_spite, "bounty": _check_bounty, "surefoot": _check_surefoot, "trapwise": _check_trapwise,
    "rage": _check_rage, "haste": _check_haste, "fortune": _check_fortune, "swift": _check_swift,
    "jinx": _check_jinx, "heal": _check_heal, "bolt": _check_bolt, "steal": _check_steal, "potion": _check_potion,
}


@pytest.mark.parametrize("source, card, hero", SOURCES, ids=[f"{s}-{c}" for s, c, _ in SOURCES])
def test_card_ability_does_what_its_text_says(source: str, card: str, hero: str) -> None:
    """Rulebook 004, card anatomy: each ability of our set, measured in play against the same scene
    without it (the hero's own ability is silenced by the Cursed Stone, the stone ability wakes only
    with the Magic Stone in the endgame)."""
    effects = _effects(source, card)
    assert effects, f"{card} has no ability to test"
    for effect in effects:
        check(source, card, hero, effect)


def test_every_effect_kind_has_a_check() -> None:
    """No ability of the card set escapes the checks above."""
    used = {e["kind"] for source, card, _ in SOURCES for e in _effects(source, card)}
    assert used <= set(CHECKS) | {"stat", "health", "dice", "lone", "armor", "reroll"}


def test_a_treasure_of_another_class_cannot_be_equipped() -> None:
    """Rulebook 004, treasure anatomy 4: only the listed classes may equip a treasure; artifacts fit all."""
    state = table(("elowen-starweaver", "borrak-ironjaw"))
    give(state, 0, "notched-broadsword", "pilgrims-boots")  # a war-only sword, an artifact
    turn_of(state, 0)
    play(state, "equip")
    assert "wear notched-broadsword" not in legal(state) and "wear pilgrims-boots" in legal(state)


@pytest.mark.parametrize("stat", STATS)
def test_training_markers_raise_the_stat_rolled(stat: str) -> None:
    """Rulebook 004, "Azione di Avanzamento": a training marker adds 1 to a stat."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    before = state.view(0)["heroes"][0]["stats"][stat]
    state.heroes[0].training[STATS.index(stat)] += 1
    assert state.view(0)["heroes"][0]["stats"][stat] == before + 1


def test_class_lists_name_known_classes() -> None:
    """Every treasure names at least one of the rulebook's four classes."""
    for card in CARDS.treasures:
        assert set(CARDS.items[card].classes) <= set(CLASSES)
