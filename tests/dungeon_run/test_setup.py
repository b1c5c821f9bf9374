"""Setting up a game (rulebook 004, "Preparazione partita", "5-6 giocatori in una partita") and the
card set's counts (rulebook 004, "Componenti")."""
from __future__ import annotations

import collections
import shutil
from pathlib import Path

import pytest

from game.engine.actions import Action
from game.engine.cards import CardError
from game.games.dungeon_run.heroes import CARDS

from .helpers import GAME, first, legal, play


def test_component_counts_follow_the_rulebook() -> None:
    """Rulebook 004, "Componenti": 8 heroes, 4 Dungeon Lords, 26 tiles, 80 ability cards, 38 encounters,
    22 treasures, 4 artifacts; two heroes of each class; ten ability cards per hero."""
    assert len(CARDS.heroes) == 8 and len(CARDS.lords) == 4 and len(CARDS.tiles) == 26
    assert len(CARDS.abilities) == 80 and len(CARDS.encounters) == 38
    assert len(CARDS.treasures) == 22 and len(CARDS.artifacts) == 4
    assert collections.Counter(h.hero_class for h in CARDS.heroes.values()) == {
        "prayer": 2, "war": 2, "magic": 2, "talent": 2}
    assert set(collections.Counter(a.hero for a in CARDS.abilities.values()).values()) == {10}
    kinds = collections.Counter(t.kind for t in CARDS.tiles.values())
    assert kinds == {"entrance": 1, "lord": 1, "standard": 16, "special": 8}
    assert {t.rule for t in CARDS.tiles.values() if t.kind == "special"} == {
        "ancient-bridge", "cursed-stone", "lair", "seal-room", "library", "arena", "underground-channel", "well"}
    assert {m.type for m in CARDS.monsters.values() if not m.lord} == {"humanoid", "undead", "beast", "construct"}
    assert CARDS.traps and CARDS.strangers
    assert {"magic-stone", "well-spirit-sword"} <= set(CARDS.artifacts)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_tile_stack_holds_four_standard_and_two_special_tiles_per_player(players: int) -> None:
    """Rulebook 004, setup 1: four standard and two special tiles per player, shuffled together."""
    state = GAME.new_game(players, 3)
    kinds = collections.Counter(CARDS.tiles[t].kind for t in state.stack)
    assert kinds == {"standard": 4 * players, "special": 2 * players}


@pytest.mark.parametrize("players", [5, 6])
def test_five_or_six_players_use_every_tile_of_the_box(players: int) -> None:
    """Rulebook 004, "5-6 giocatori": all the dungeon tiles in the box are used."""
    state = GAME.new_game(players, 3)
    assert sorted(state.stack) == sorted(t for t, c in CARDS.tiles.items() if c.kind in ("standard", "special"))


def test_entrance_in_the_middle_and_the_lord_face_down() -> None:
    """Rulebook 004, setup 1: the entrance in the middle of the table, the Lord's room aside with one
    Dungeon Lord face down under it; nobody sees which."""
    state = GAME.new_game(3, 11)
    assert state.dungeon.tiles == {(0, 0): ("entrance", 0)}
    assert state.lord in CARDS.lords and state.lord_room is None
    for seat in (None, 0, 1, 2):
        assert state.view(seat)["lord"] is None


def test_decks_shuffled_and_artifacts_beside_the_table() -> None:
    """Rulebook 004, setup 2: encounter and treasure decks face down, the four artifacts beside them."""
    state = GAME.new_game(2, 5)
    assert sorted(state.encounters) == sorted(CARDS.encounters)
    assert sorted(state.treasures) == sorted(CARDS.treasures)
    assert sorted(state.artifacts) == sorted(CARDS.artifacts)
    other = GAME.new_game(2, 6)
    assert state.encounters != other.encounters


def test_first_player_by_die_roll_with_ties_rolled_again() -> None:
    """Rulebook 004, setup 3: everybody rolls a die, ties are rolled again, the highest goes first."""
    tied = None
    for seed in range(200):
        state = GAME.new_game(4, seed)
        rolled = first(state.opening_log(), "first_player_rolled")
        last = rolled["rolls"][-1]
        assert int(max(last, key=last.get)) == state.first == rolled["first"]
        assert list(last.values()).count(max(last.values())) == 1
        for earlier in rolled["rolls"][:-1]:
            assert list(earlier.values()).count(max(earlier.values())) > 1
        if len(rolled["rolls"]) > 1:
            tied = rolled
    assert tied is not None


def test_draft_goes_left_from_the_first_player() -> None:
    """Rulebook 004, setup 4: the first player picks a hero, then the player on the left, and so on."""
    state = GAME.new_game(3, 2)
    order = []
    while state.frames[-1].kind == "draft":
        order.append(state.current_player())
        state.apply(state.legal_actions()[0])
    assert order == [(state.first + i) % 3 for i in range(3)]


def test_draft_refuses_a_class_already_taken_until_all_four_are() -> None:
    """Rulebook 004, setup 4: no hero of a class already chosen unless all four classes are."""
    state = GAME.new_game(6, 4)
    play(state, "pick borrak-ironjaw")
    assert "pick grishna-the-red" not in legal(state)
    play(state, "pick brother-aldwin", "pick elowen-starweaver")
    assert legal(state) == ["pick marra-thistledown", "pick snik-quickfingers"]
    play(state, "pick snik-quickfingers")
    assert "pick grishna-the-red" in legal(state) and "pick ysolde-of-the-grove" in legal(state)


def test_each_hero_draws_two_ability_cards_and_keeps_one() -> None:
    """Rulebook 004, setup 4: each player shuffles their hero's ten ability cards, draws two, keeps one
    face up and puts the other aside."""
    state = GAME.new_game(2, 8)
    play(state, "pick borrak-ironjaw", "pick elowen-starweaver")
    seat = state.current_player()
    assert seat == state.first
    drawn = [str(a.args[0]) for a in state.legal_actions()]
    hero = state.heroes[seat]
    assert len(drawn) == 2 and all(CARDS.abilities[c].hero == hero.hero for c in drawn)
    assert state.view(1 - seat)["decisions"][-1]["data"]["drawn"] == 2  # the other seat sees only a count
    state.apply(Action("learn", (drawn[1],)))
    assert hero.abilities == [drawn[1]] and hero.discard == [drawn[0]] and len(hero.deck) == 8


def test_solo_play_never_uses_ability_cards() -> None:
    """Rulebook 004, "Partita in solitario" 1: ability cards are never used."""
    state = GAME.new_game(1, 8)
    play(state, "pick grishna-the-red")
    assert state.frames[-1].kind == "turn"
    assert state.heroes[0].abilities == [] and state.heroes[0].deck == []


def test_every_hero_starts_on_the_entrance() -> None:
    """Rulebook 004, setup 4: every miniature starts on the entrance tile."""
    state = GAME.new_game(4, 1)
    while state.frames[-1].kind != "turn":
        state.apply(state.legal_actions()[0])
    assert all(h.pos == (0, 0) and h.hero for h in state.heroes)


def test_a_card_set_without_a_card_the_rules_name_is_refused(tmp_path: Path) -> None:
    """The rules name the Magic Stone, the Well Spirit's Sword and the Lord's room: a card folder that
    lacks one is refused when it loads, with the file and the card named."""
    folder = tmp_path / "dungeon_run"
    shutil.copytree(Path(__file__).parents[2] / "cards" / "dungeon_run", folder)
    GAME.load_card_set(tmp_path)  # the whole set loads
    artifacts = folder / "artifacts.yaml"
    lines = artifacts.read_text(encoding="utf-8").split("\n")
    start = next(i for i, line in enumerate(lines) if "id: magic-stone" in line)
    end = next(i for i in range(start + 1, len(lines)) if lines[i].lstrip().startswith("- ") or not lines[i].strip())
    artifacts.write_text("\n".join(lines[:start] + lines[end:]), encoding="utf-8")
    with pytest.raises(CardError, match=r"cards/dungeon_run/artifacts\.yaml: card 'magic-stone' is missing"):
        GAME.load_card_set(tmp_path)
