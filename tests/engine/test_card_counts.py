"""Every count of cards the rules rely on to deal a game is checked against the card files, with the
file, the kind and the number needed in one line; a game offers only the numbers of players its
cards deal (``Game.card_needs``, ``Game.seat_counts``; README, "Card files"). Each count is tried
with a copy of the card folder made smaller in a temporary directory."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml

from game.engine.cards import CardSet, load_cards
from game.engine.registry import get
from game.engine.state import Game

ROOT = Path(__file__).resolve().parents[2]
Keep = Callable[[dict[str, Any]], bool]


def smaller(tmp_path: Path, folder: str, **files: Keep) -> Path:
    """A copy of the card folder in which each named file (``bosses=...`` for bosses.yaml) keeps only the
    cards its test keeps."""
    root = tmp_path / "cards"
    shutil.copytree(ROOT / "cards", root)
    for name, keep in files.items():
        path = root / folder / f"{name}.yaml"
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        data["cards"] = [card for card in data["cards"] if keep(card)]
        path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return root


def dealt_by(game: Game, root: Path, monkeypatch: pytest.MonkeyPatch) -> CardSet:
    """The game's card set read from ``root``, and the game made to play with it."""
    cards = load_cards(game.card_folder, game.card_schemas, root)
    monkeypatch.setattr(game, "loaded_cards", lambda: cards)
    return cards


def first(count: int) -> Keep:
    seen: list[int] = []

    def keep(_: dict[str, Any]) -> bool:
        seen.append(1)
        return len(seen) <= count
    return keep


def test_boss_monster_deals_one_boss_a_seat_and_two_with_i_choose_you(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("boss-monster")
    cards = dealt_by(game, smaller(tmp_path, "boss_monster", bosses=first(7)), monkeypatch)
    assert game.shortages(cards) == ["cards/boss_monster/bosses.yaml (boss cards): Bosses: 8 needed for 4 players "
                                     "with I Choose You (two each), found 7"]
    assert game.seat_counts() == [2, 3, 4] and game.seat_counts({"i-choose-you": True}) == [2, 3]
    with pytest.raises(ValueError, match=r"^Boss Monster cannot be dealt for 4 players: cards/boss_monster/bosses"):
        game.new_game(4, 1, {"i-choose-you": True})


def test_boss_monster_with_one_boss_deals_nobody(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("boss-monster")
    cards = dealt_by(game, smaller(tmp_path, "boss_monster", bosses=first(1)), monkeypatch)
    assert game.shortages(cards)[0] == "cards/boss_monster/bosses.yaml (boss cards): Bosses: 2 needed for 2 players " \
                                       "(one each), found 1"
    assert game.seat_counts() == []


def test_boss_monster_deals_five_rooms_a_hand_and_a_basic_room_to_build_first(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # Jackpot Stash, Bottomless Pit and Dark Altar (three Basic copies each) and The Crushinator (two
    # Advanced) are left.
    kept = ("jackpot-stash", "the-crushinator", "bottomless-pit", "dark-altar")
    game = get("boss-monster")
    cards = dealt_by(game, smaller(tmp_path, "boss_monster", rooms=lambda c: c["id"] in kept), monkeypatch)
    total = sum(c["copies"] for c in cards.of("room"))
    basic = sum(c["copies"] for c in cards.of("room") if not c["advanced"])
    assert 10 <= total < 15 and 6 <= basic < 11
    short = game.shortages(cards)
    assert (f"cards/boss_monster/rooms.yaml (room cards): rooms (copies counted): 15 needed for 3 opening hands, "
            f"found {total}") in short
    assert (f"cards/boss_monster/rooms.yaml (room cards): Basic rooms (copies counted): 11 needed so that each of 3 "
            f"players can draw one to build first, found {basic}") in short
    assert game.seat_counts() == [2]


def test_boss_monster_deals_two_spells_a_hand_and_two_more_to_a_seeded_discard_pile(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kept = ("counterspell", "kobold-strike", "trepidation")  # the spells the rules name: four copies
    game = get("boss-monster")
    cards = dealt_by(game, smaller(tmp_path, "boss_monster", spells=lambda c: c["id"] in kept), monkeypatch)
    assert ("cards/boss_monster/spells.yaml (spell cards): spells (copies counted): 6 needed for 2 opening hands and "
            "the seeded discard pile, found 4") in game.shortages(cards)
    assert game.seat_counts() == [2] and game.seat_counts({"seeded-discard": True}) == []


def test_gauntlet_deals_a_class_to_each_of_six_heroes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("gauntlet-of-fools")
    keep = first(5)
    cards = dealt_by(game, smaller(tmp_path, "gauntlet_of_fools", classes=lambda c: not c.get("promo") and keep(c)),
                     monkeypatch)
    assert game.shortages(cards) == [
        "cards/gauntlet_of_fools/classes.yaml (class cards): classes: 6 needed for 6 heroes, found 5",
        "cards/gauntlet_of_fools/classes.yaml (class cards): classes that are no promo: 6 needed for 6 heroes, found 5"]
    assert game.seat_counts() == [2, 3, 4, 5]  # two players lead two heroes each


def test_gauntlet_deals_a_weapon_to_each_hero_and_a_second_to_the_armsmaster(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("gauntlet-of-fools")
    keep = first(6)
    cards = dealt_by(game, smaller(tmp_path, "gauntlet_of_fools", weapons=lambda c: not c.get("promo") and keep(c)),
                     monkeypatch)
    assert game.shortages(cards) == ["cards/gauntlet_of_fools/weapons.yaml (weapon cards): weapons: 7 needed for 6 "
                                     "heroes, the Armsmaster's two included, found 6"]
    assert game.seat_counts() == [2, 3, 4, 5] and game.seat_counts({"promos": False}) == [2, 3, 4, 5, 6]


def test_dungeon_run_deals_four_standard_and_two_special_tiles_a_player(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("dungeon-run")
    keep = first(5)
    cards = dealt_by(game, smaller(tmp_path, "dungeon_run", tiles=lambda c: c["kind"] != "special" or keep(c)),
                     monkeypatch)
    assert game.shortages(cards)[0] == ("cards/dungeon_run/tiles.yaml (tile cards): special tiles: 6 needed for the "
                                        "tile stack of 3 players (2 for each of up to four), found 5")
    assert game.seat_counts() == [1, 2]
    keep = first(7)
    cards = dealt_by(game, smaller(tmp_path / "2", "dungeon_run", tiles=lambda c: c["kind"] != "standard" or keep(c)),
                     monkeypatch)
    assert game.shortages(cards)[0] == ("cards/dungeon_run/tiles.yaml (tile cards): standard tiles: 8 needed for "
                                        "the tile stack of 2 players (4 for each of up to four), found 7")
    assert game.seat_counts() == [1]


def test_dungeon_run_lays_a_dungeon_lord(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("dungeon-run")
    cards = dealt_by(game, smaller(tmp_path, "dungeon_run", lords=lambda c: False), monkeypatch)
    assert game.shortages(cards) == ["cards/dungeon_run/lords.yaml (lord cards): Dungeon Lords: 1 needed for the "
                                     "one face down beside the Lord's room, found 0"]
    assert game.seat_counts() == []


def test_dungeon_run_drafts_a_hero_a_player_of_a_class_nobody_has(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("dungeon-run")
    cards = dealt_by(game, smaller(tmp_path, "dungeon_run", heroes=lambda c: c["class"] != "talent"), monkeypatch)
    assert game.shortages(cards)[0] == ("cards/dungeon_run/heroes.yaml (hero cards): classes among the heroes: 4 "
                                        "needed for 4 players to draft under the class rule, found 3")
    assert game.seat_counts() == [1, 2, 3]
    classes: set[str] = set()

    def one_of_each_class(card: dict[str, Any]) -> bool:
        kept = card["class"] not in classes
        classes.add(card["class"])
        return kept
    cards = dealt_by(game, smaller(tmp_path / "2", "dungeon_run", heroes=one_of_each_class), monkeypatch)
    assert game.shortages(cards) == [
        "cards/dungeon_run/heroes.yaml (hero cards): heroes: 5 needed for 5 players to draft, found 4",
        "cards/dungeon_run/heroes.yaml (hero cards): heroes: 6 needed for 6 players to draft, found 4"]
    assert game.seat_counts() == [1, 2, 3, 4]


def test_dungeon_run_draws_two_ability_cards_for_each_hero(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("dungeon-run")
    hero = load_cards("dungeon_run", game.card_schemas).of("hero")[0]["id"]
    keep = first(1)
    cards = dealt_by(game, smaller(tmp_path, "dungeon_run", abilities=lambda c: c["hero"] != hero or keep(c)),
                     monkeypatch)
    assert game.shortages(cards) == ["cards/dungeon_run/abilities.yaml (ability cards): ability cards of each hero: 2 "
                                     "needed to draw two and keep one (the hero with the fewest counted), found 1"]
    assert game.seat_counts() == [1]  # solo play uses no ability cards


def test_monster_day_deals_two_hands_of_three(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("monster-day")
    keep = first(5)
    cards = dealt_by(game, smaller(tmp_path, "monster_day",
                                   decktet=lambda c: c["rank"] == 1 or c["deck"] != "basic" or keep(c)), monkeypatch)
    assert game.shortages(cards) == ["cards/monster_day/decktet.yaml (decktet cards): basic cards besides the Aces: "
                                     "6 needed for two opening hands of 3, found 5"]
    assert game.seat_counts() == []


def test_the_shipped_cards_deal_every_game_at_every_number_of_players() -> None:
    for game_id in ("boss-monster", "dungeon-run", "gauntlet-of-fools", "monster-day"):
        game = get(game_id)
        assert game.shortages(game.loaded_cards()) == [] and game.seat_counts() == list(game.players)


def card_table(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "CARD_TABLE_CARDS": str(root)})


def test_validate_cards_and_simulate_refuse_what_seven_bosses_cannot_deal(tmp_path: Path) -> None:
    root = smaller(tmp_path, "boss_monster", bosses=first(7))
    done = card_table(root, "validate-cards")
    assert done.returncode == 1
    assert ("error: cards/boss_monster/bosses.yaml (boss cards): Bosses: 8 needed for 4 players with I Choose You "
            "(two each), found 7") in done.stdout.splitlines()
    done = card_table(root, "simulate", "boss-monster", "--players", "random,random,random,random",
                      "--options", "i-choose-you=true", "--games", "1")
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr.startswith("card-table: error: Boss Monster cannot be dealt for 4 players: "
                                  "cards/boss_monster/bosses.yaml (boss cards): Bosses: 8 needed")
    done = card_table(root, "simulate", "boss-monster", "--players", "random,random,random", "--options",
                      "i-choose-you=true", "--games", "2", "--quiet")
    assert done.returncode == 0, done.stderr


def test_a_game_whose_cards_deal_nobody_is_left_out_with_the_reason(tmp_path: Path) -> None:
    root = smaller(tmp_path, "boss_monster", bosses=first(1))
    done = card_table(root, "simulate", "boss-monster", "--players", "random,random", "--games", "1")
    assert done.returncode == 2
    assert done.stderr.strip() == ("card-table: error: boss-monster cannot be played: Boss Monster cannot be dealt "
                                   "for 2 players: cards/boss_monster/bosses.yaml (boss cards): Bosses: 2 needed for "
                                   "2 players (one each), found 1")
    done = card_table(root, "validate-cards")
    assert done.returncode == 1 and done.stdout.count("ok: ") == 3


def test_an_ability_card_of_a_hero_not_in_the_set_is_named_with_its_file(tmp_path: Path) -> None:
    root = smaller(tmp_path, "dungeon_run", heroes=lambda c: c["class"] != "talent")
    done = card_table(root, "validate-cards")
    assert done.returncode == 1
    assert [line for line in done.stdout.splitlines() if "dungeon" in line] == [
        "error: cards/dungeon_run/abilities.yaml: card 'nimble': hero 'snik-quickfingers' is not in the set"]
