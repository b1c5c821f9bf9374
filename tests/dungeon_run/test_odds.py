"""Odds before you act (game/games/dungeon_run/odds.py), worked out from a seat's view alone, checked
against the engine itself: every roll the engine can make from the position is played through it
(``rolls.every_roll``), the fight's assignment taken as the engine advises (the option marked best),
and what happened counted. The odds must equal those counts exactly (rulebook 004, "Azione di
Combattimento contro un Mostro", "Azione di Fuga", "Disinnescare", "Ritirare i dadi")."""
from __future__ import annotations

import random
from typing import Any

import pytest

from game.engine.rng import Rng
from game.games.dungeon_run.odds import (book_risk, disarm_odds, duel_odds, fight_odds, flee_odds, free_attack_odds, move_risks,
                                         strike_odds)
from game.games.dungeon_run.heroes import CARDS
from game.games.dungeon_run.rules.combat import best_cancel
from game.games.dungeon_run.state import DungeonRunState

from .helpers import GAME, give, lay, legal, place, play, put, table, turn_of
from .rolls import every_roll

FALLS = ("hero_knocked_out", "hero_defeated", "hero_eliminated")


def fought(state: DungeonRunState, seat: int, before: tuple[str, ...], stat: str) -> Any:
    """Plays the fight on a copy with the given dice: ``before`` (the Fight action, if not yet
    taken), the strike with ``stat``, and the assignment the engine advises (the option it marks
    best, ``combat.best_cancel``)."""
    def run(rng: Rng) -> tuple[bool, bool, bool]:
        copy = state.clone()
        copy.rng = rng
        events = play(copy, *before)
        if fighting(copy, "strike") and f"strike {stat}" in legal(copy):
            events += play(copy, f"strike {stat}")
        if fighting(copy, "assign"):
            events += play(copy, f"cancel {best_cancel(copy, copy.frames[-1])}")
        taken = sum(e.data.get("hero_wounds", e.data.get("wounds", 0)) for e in events
                    if e.kind in ("combat_resolved", "free_attack"))
        return (any(e.kind == "monster_defeated" for e in events), taken > 0,
                any(e.kind in FALLS and e.data.get("seat") == seat for e in events))
    return run


def fighting(state: DungeonRunState, phase: str) -> bool:
    return bool(state.frames) and state.frames[-1].kind == "fight" and state.frames[-1].data["phase"] == phase


def chances(outcomes: dict[Any, float]) -> tuple[float, float, float]:
    return tuple(sum(p for o, p in outcomes.items() if o[i]) for i in range(3))  # type: ignore[return-value]


def same(odds: Any, exact: tuple[float, float, float]) -> None:
    assert (odds.kill, odds.wounded, odds.fall) == pytest.approx(exact, abs=1e-9)


def before_fight(heroes: tuple[str, ...], monster: str, wounds: int = 0, hero_wounds: int = 0,
                 items: tuple[str, ...] = ()) -> DungeonRunState:
    state = table(heroes)
    put(state, monster, 0, 0, wounds=wounds)
    state.heroes[0].wounds = hero_wounds
    if items:
        give(state, 0, *items, equip=True)
    turn_of(state, 0)
    assert "fight" in legal(state)
    return state


# Heroes and monsters picked for what they test, with the stats to check, small enough to count every roll.
BEFORE = [
    ("brother-aldwin", "bog-ooze", 0, 0, (), ("might",)),  # low dice block 3s and 4s
    ("fizzle-cogsworth", "hooded-cultist", 0, 0, (), ("might",)),  # a jinx (6s again) against the hero's reroll
    ("elowen-starweaver", "rattling-skeleton", 1, 0, (), ("might",)),  # 6s deal 2 to a brittle monster
    ("elowen-starweaver", "bone-knight", 2, 6, (), ("might",)),  # relentless: low dice block nothing; a fall
    ("snik-quickfingers", "wailing-shade", 0, 6, (), ("might", "magic")),  # incorporeal: Might cannot wound it
    ("snik-quickfingers", "wailing-shade", 0, 0, ("ring-of-brawn",), ("might",)),  # ... unless a magic item is worn
    ("elowen-starweaver", "grave-ghoul", 2, 7, (), ("might",)),  # venom adds a wound
]


@pytest.mark.parametrize("hero,monster,wounds,hero_wounds,items,stats", BEFORE)
def test_fight_odds_before_the_fight_are_the_engines_exactly(hero: str, monster: str, wounds: int,
                                                             hero_wounds: int, items: tuple[str, ...],
                                                             stats: tuple[str, ...]) -> None:
    state = before_fight((hero,), monster, wounds, hero_wounds, items)
    odds = fight_odds(state.view(0), 0)
    assert set(stats) <= set(odds)
    for stat in stats:
        same(odds[stat], chances(every_roll(fought(state, 0, ("fight",), stat))))


def at_strike(heroes: tuple[str, ...], monster: str, monster_dice: list[int], wounds: int = 0,
              hero_wounds: int = 0) -> DungeonRunState:
    """The fight after the monster's roll, the hero about to choose how to strike."""
    state = before_fight(heroes, monster, wounds, hero_wounds)
    state.rng.faces.extend(monster_dice)  # type: ignore[attr-defined]
    play(state, "fight")
    assert state.view(0)["prompt"]["kind"] == "fight"
    return state


STRIKE = [
    ("elowen-starweaver", "vorzhul", [4, 5, 6, 1], 6, 0, ("magic",)),  # a drain must not undo the killing blow
    ("elowen-starweaver", "vorzhul", [4, 5, 6, 6], 6, 4, ("magic",)),  # ... nor save the hero who falls
    ("elowen-starweaver", "ember-salamander", [1, 1, 4], 2, 7, ("magic",)),  # its burst fells the hero who kills it
    ("borrak-ironjaw", "bog-ooze", [3, 4], 0, 0, ("might",)),  # 3 and 4 blocked by equal low dice; armour
    ("fizzle-cogsworth", "ogre-brute", [5, 6, 6, 1, 2, 3], 3, 0, ("might",)),  # frenzy, and misses rolled again
]


@pytest.mark.parametrize("hero,monster,dice,wounds,hero_wounds,stats", STRIKE)
def test_strike_odds_after_the_monster_rolled_are_the_engines_exactly(hero: str, monster: str, dice: list[int],
                                                                       wounds: int, hero_wounds: int,
                                                                       stats: tuple[str, ...]) -> None:
    state = at_strike((hero,), monster, dice, wounds, hero_wounds)
    view = state.view(0)
    odds = strike_odds(view)
    assert set(odds) == {o["args"]["stat"] for o in view["prompt"]["options"]}
    for stat in stats:
        same(odds[stat], chances(every_roll(fought(state, 0, (), stat))))


def test_the_monsters_roll_changes_the_odds() -> None:
    """Once the monster has rolled, its dice are known: with three potential wounds on a hero with 4
    hit points left the blow may fell them; with none it cannot even wound them."""
    before = fight_odds(before_fight(("elowen-starweaver",), "vorzhul", 6, 4).view(0), 0)["magic"]
    bad = strike_odds(at_strike(("elowen-starweaver",), "vorzhul", [4, 5, 6, 6], 6, 4).view(0))["magic"]
    good = strike_odds(at_strike(("elowen-starweaver",), "vorzhul", [1, 1, 2, 3], 6, 4).view(0))["magic"]
    assert good.wounded == 0 == good.fall < before.fall < bad.fall
    assert bad.wounded > 0.99 > before.wounded > 0


def sampled_positions(kind: str, count: int, most_dice: int) -> list[DungeonRunState]:
    """Positions met in seeded solo games played by the game's own playout policy: the turn of a hero
    beside a monster (``before``) or a fight whose monster has rolled (``strike``), with few enough
    dice to count every roll."""
    found: list[DungeonRunState] = []
    for seed in range(200):
        state = GAME.new_game(1, seed, {"round-limit": 30})
        rng = random.Random(seed)
        while not state.is_terminal() and len(found) < count:
            view = state.view(0)
            prompt = view["prompt"]
            foe = view["heroes"][0].get("foe")
            if kind == "before" and prompt["kind"] == "turn" and foe and "fight" in legal(state):
                if foe["attack"] + max(foe["dice"].values()) * (2 if foe["reroll"] else 1) <= most_dice:
                    found.append(state.clone())
            if kind == "strike" and prompt["kind"] == "fight" and prompt["args"]["phase"] == "strike":
                numbers = view["fight"]["numbers"]
                if max(numbers["dice"].values()) * (2 if numbers["reroll"] else 1) <= most_dice:
                    found.append(state.clone())
            state.apply(GAME.playout_action(state, rng))
        if len(found) >= count:
            return found
    raise AssertionError(f"fewer than {count} {kind} positions in the seeded games")


def test_fight_odds_on_sampled_positions_are_the_engines_exactly() -> None:
    for state in sampled_positions("before", 4, 6):
        for stat, chance in fight_odds(state.view(0), 0).items():
            same(chance, chances(every_roll(fought(state, 0, ("fight",), stat))))


def test_strike_odds_on_sampled_positions_are_the_engines_exactly() -> None:
    for state in sampled_positions("strike", 5, 4):
        for stat, chance in strike_odds(state.view(0)).items():
            same(chance, chances(every_roll(fought(state, 0, (), stat))))


def test_in_the_seal_room_alone_a_fight_is_only_a_free_attack() -> None:
    """Rulebook 004, "Stanza del Sigillo": only an assisted hero may fight there; one who cannot
    attack suffers a free attack, so the odds of Fight are the free attack's."""
    state = table(("brother-aldwin",))
    state.dungeon.tiles.clear()
    state.dungeon.lay((0, 0), "seal-room", 0, state.cards.tiles["seal-room"].exits)
    put(state, "grave-ghoul", 0, 0)
    state.heroes[0].wounds = 8
    turn_of(state, 0)
    odds = fight_odds(state.view(0), 0)
    exact = chances(every_roll(fought(state, 0, ("fight",), "might")))
    for chance in odds.values():
        assert chance.kill == 0
        same(chance, exact)


def flee_run(state: DungeonRunState, way: str) -> Any:
    def run(rng: Rng) -> tuple[bool, bool, bool]:
        copy = state.clone()
        copy.rng = rng
        events = play(copy, f"flee {way}")
        escaped = any(e.kind == "flee_result" and e.data["escaped"] for e in events)
        hurt = sum(e.data["wounds"] for e in events if e.kind == "free_attack")
        return escaped, hurt > 0, any(e.kind in FALLS for e in events)
    return run


@pytest.mark.parametrize("hero,monster,hero_wounds", [("brother-aldwin", "web-spinner", 0),
                                                      ("brother-aldwin", "grave-ghoul", 8)])
def test_flee_odds_are_the_engines_exactly(hero: str, monster: str, hero_wounds: int) -> None:
    """A sticky monster needs two dice at or above its escape; a failure is a free attack."""
    state = before_fight((hero,), monster, hero_wounds=hero_wounds)
    odds = flee_odds(state.view(0), 0)
    escaped, hurt, fell = chances(every_roll(flee_run(state, "north")))
    assert (odds["escape"], odds["wounded"], odds["fall"]) == pytest.approx((escaped, hurt, fell), abs=1e-9)


def test_free_attack_odds_are_the_idle_attack_at_the_end_of_the_turn() -> None:
    state = before_fight(("brother-aldwin",), "grave-ghoul", hero_wounds=8)
    assert state.view(0)["active"]["idle_attacker"] == "grave-ghoul"

    def run(rng: Rng) -> tuple[bool, bool, bool]:
        copy = state.clone()
        copy.rng = rng
        events = play(copy, "end")
        hurt = sum(e.data["wounds"] for e in events if e.kind == "free_attack")
        return False, hurt > 0, any(e.kind in FALLS for e in events)

    _, hurt, fell = chances(every_roll(run))
    assert free_attack_odds(state.view(0), 0, "grave-ghoul") == pytest.approx((hurt, fell), abs=1e-9)


def test_disarm_odds_are_the_binomial_chances() -> None:
    """A disarm needs as many 4s or more as the trap asks."""
    state = table(("elowen-starweaver",))
    turn_of(state, 0)
    view = state.view(0)
    dexterity = view["heroes"][0]["stats"]["dexterity"]
    disarm = disarm_odds(view, 0, "poison-needle")  # dexterity, one success
    assert disarm["disarm"] == pytest.approx(1 - 0.5 ** dexterity)
    assert disarm["wounded"] == pytest.approx(0.5 ** dexterity)


def test_odds_read_the_view_only() -> None:
    """The same numbers for every seat's view: nothing hidden goes into them."""
    state = table(("elowen-starweaver", "borrak-ironjaw"))
    put(state, "grave-ghoul", 0, 0)
    turn_of(state, 0)
    assert "fight" in legal(state)
    assert fight_odds(state.view(0), 0) == fight_odds(state.view(1), 0)
    assert flee_odds(state.view(1), 0)["needs"] == 4


def test_every_assignment_says_what_the_engine_then_does_and_best_is_the_best_of_them() -> None:
    """On fights met in seeded games of one to four heroes, each assignment offered is played on a
    copy: the wounds each side takes, the monster's fall and the hero's are what its words said, and
    the one marked best (the B key's) is the best by the advice's order: stay standing, fell the
    monster, take the fewest wounds, deal the most."""
    checked = 0
    for players in (1, 2, 3, 4):
        for seed in range(8):
            state = GAME.new_game(players, seed, {"round-limit": 20})
            rng = random.Random(seed)
            while not state.is_terminal():
                seat = state.current_player()
                prompt = state.view(seat)["prompt"]
                if prompt["kind"] == "fight" and prompt["args"]["phase"] == "assign":
                    seen = []
                    for option in prompt["options"]:
                        copy = state.clone()
                        events = play(copy, option["action"])
                        resolved = next(e.data for e in events if e.kind == "combat_resolved")
                        fell = any(e.kind in FALLS and e.data.get("seat") == seat for e in events)
                        killed = any(e.kind == "monster_defeated" for e in events)
                        said = option["args"]
                        assert (resolved["hero_wounds"], resolved["monster_wounds"], killed, fell) == \
                            (said["hero_wounds"], said["monster_wounds"], said["kills"], said["falls"]), option
                        seen.append(((fell, not killed, resolved["hero_wounds"], -resolved["monster_wounds"]),
                                     said["best"]))
                    assert sum(best for _, best in seen) == 1
                    assert next(order for order, best in seen if best) == min(order for order, _ in seen)
                    checked += 1
                action = GAME.playout_action(state, rng) if rng.random() < 0.7 else rng.choice(state.legal_actions())
                state.apply(action)
    assert checked >= 25


def moved(state: DungeonRunState, way: str) -> Any:
    def run(rng: Rng) -> tuple[bool, bool, bool]:
        copy = state.clone()
        copy.rng = rng
        before = copy.heroes[0].wounds
        events = play(copy, f"move {way}")
        return False, copy.heroes[0].wounds > before or copy.heroes[0].down, any(e.kind in FALLS for e in events)
    return run


@pytest.mark.parametrize("hero,tile,rotation,hero_wounds,monster", [
    ("elowen-starweaver", "ancient-bridge", 0, 0, None),  # Dexterity 3: all 1s is 10 wounds, a fall
    ("brother-aldwin", "underground-channel", 90, 9, None),  # Might 3: fewer than two 4s is a wound
    ("snik-quickfingers", "underground-channel", 90, 8, None),  # a Talent hero rolls their Dexterity 5
    ("brother-aldwin", "collapsed-hall", 0, 8, "gnawing-swarm"),  # a monster that ambushes whoever enters
])
def test_move_risks_are_the_engines_exactly(hero: str, tile: str, rotation: int, hero_wounds: int,
                                            monster: str | None) -> None:
    """Rulebook 004, "Tessere Dungeon speciali": the Ancient Bridge, the Underground Channel; and a
    monster with an ambush (our card text). A move that can knock the hero out says so first."""
    state = table((hero,))
    lay(state, 0, -1, tile, rotation)
    if monster:
        put(state, monster, 0, -1)
    state.heroes[0].wounds = hero_wounds
    turn_of(state, 0)
    wounded, fall = move_risks(state.view(0), 0, "north")
    _, hurt, fell = chances(every_roll(moved(state, "north")))
    assert (wounded, fall) == pytest.approx((hurt, fell), abs=1e-9)
    assert fall > 0


def test_leaving_the_arena_is_counted_with_what_waits_beyond() -> None:
    state = table(("elowen-starweaver",))
    lay(state, 0, -1, "arena")
    lay(state, 0, -2, "ancient-bridge")
    place(state, 0, 0, -1)
    state.heroes[0].wounds = 7
    turn_of(state, 0)
    for way in ("north", "south"):
        wounded, fall = move_risks(state.view(0), 0, way)
        _, hurt, fell = chances(every_roll(moved(state, way)))
        assert (wounded, fall) == pytest.approx((hurt, fell), abs=1e-9), way


def test_a_book_of_the_library_bites_as_the_engine_rolls() -> None:
    state = table(("elowen-starweaver",))
    lay(state, 0, -1, "library")
    place(state, 0, 0, -1)
    state.heroes[0].wounds = 7  # one hit point left: a bite fells her
    turn_of(state, 0)

    def run(rng: Rng) -> tuple[bool, bool, bool]:
        copy = state.clone()
        copy.rng = rng
        events = play(copy, "read")
        return False, copy.heroes[0].wounds > 7 or copy.heroes[0].down, any(e.kind in FALLS for e in events)

    _, hurt, fell = chances(every_roll(run))
    assert book_risk(state.view(0), 0) == pytest.approx((hurt, fell), abs=1e-9) and fell > 0


DUELS = [  # attacker, defender, their wounds, what they strike and defend with, what each holds
    (("brother-aldwin", "elowen-starweaver"), (9, 7), "might", "might", ((), ("hex-of-stumbling",))),
    (("brother-aldwin", "elowen-starweaver"), (9, 6), "magic", "might", (("lucky-coin",), ("hex-of-stumbling",))),
    (("elowen-starweaver", "brother-aldwin"), (7, 9), "might", "magic", (("lucky-coin", "hex-of-stumbling"), ())),
    (("borrak-ironjaw", "brother-aldwin"), (10, 9), "magic", "might", ((), ())),  # Borrak's armor
]


@pytest.mark.parametrize("heroes,wounds,stat,defence,holds", DUELS)
def test_a_duels_odds_are_the_engine_played_over_every_roll(heroes: tuple[str, str], wounds: tuple[int, int],
                                                             stat: str, defence: str,
                                                             holds: tuple[tuple[str, ...], ...]) -> None:
    """Striking another hero: the defender's fall, the attacker's wound and fall, over every roll of
    both heroes (the attacker's own reroll, a jinx on either side), the attacker choosing the block
    whose words say it keeps them standing, then fells the defender, then takes the fewest wounds."""
    state = table(heroes)
    for seat, cards in enumerate(holds):
        state.heroes[seat].wounds = wounds[seat]
        for card in cards:
            if card in CARDS.items:
                give(state, seat, card, equip=True)
            else:
                state.heroes[seat].abilities.append(card)
    turn_of(state, 0)
    play(state, "attack 1", f"defend {defence}")
    odds = duel_odds(state.view(0), 0, 1, stat, defence)

    def run(rng: Rng) -> tuple[bool, bool, bool]:
        copy = state.clone()
        copy.rng = rng
        events = play(copy, f"strike {stat}")
        if copy.frames and copy.frames[-1].kind == "duel":
            options = copy.view(0)["prompt"]["options"]
            said = min(options, key=lambda o: (o["args"]["falls"], not o["args"]["kills"], o["args"]["taken"],
                                               -o["args"]["dealt"]))
            events += play(copy, said["action"])
        resolved = next(e.data for e in events if e.kind == "duel_resolved")
        fell = {e.data["seat"] for e in events if e.kind in FALLS}
        return 1 in fell, resolved["attacker_wounds"] > 0, 0 in fell

    same(odds, chances(every_roll(run)))
    assert 0 < odds.kill < 1 and 0 < odds.fall < 1

